"""The hand screen at 80x24 with six players, as an evening's play in tmux found it:
the latest action stays on screen under two side pots."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input
from textual.widgets._toast import Toast

from binglao_tui.core.engine.hand import AllIn, Phase
from binglao_tui.tui.app import BinglaoApp
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, screen_lines, seat_table, type_text

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


async def two_side_pots(pilot: Pilot[None]) -> None:
    """Bob raises to 14, Cat is all in for 50, Dan and Eve call, Bob calls his last 6;
    on the flop Dan bets 30 and Eve calls: a main pot, a side pot and a second side pot,
    and the turn to deal."""
    await keys(pilot, "enter", "3", "enter", "c", "c", "c", "c", "b")
    await type_text(pilot, "14")
    await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
    await type_text(pilot, "7s5d2c")
    await keys(pilot, "enter", "b")
    await type_text(pilot, "30")
    await keys(pilot, "enter", "c")


def _in_middle_column(app: BinglaoApp, words: str) -> bool:
    """Whether ``words`` are drawn in the middle column (right of the table) now."""
    panel = app.screen.query_one("#middle-panel").region
    rows = screen_lines(app)[panel.y : panel.bottom]
    return any(words in row[panel.x : panel.right] for row in rows)


async def test_the_latest_action_shows_under_two_side_pots(make_app: MakeApp, tmp_path: Path) -> None:
    """The evening's repro: with a main and two side pots the column had 'Latest first'
    at its last row and no action under it, so the dealer could not see Eve's call. The
    pots give up their spacing (and their second lines) before the log gives up its
    latest lines."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await two_side_pots(pilot)
        assert phase(app) is Phase.DEAL_BOARD
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.pots_in_middle) == 3
        assert _in_middle_column(app, "Eve calls 30")
        assert _in_middle_column(app, "Dan bets 30")  # the two latest
        assert _in_middle_column(app, "Side 2 60")  # and the pots are all still there
        assert _in_middle_column(app, "Board 7♠ 5♦ 2♣")
        await keys(pilot, "escape")  # out of the field: the column grows, and keeps it all
        assert _in_middle_column(app, "Eve calls 30")
        assert _in_middle_column(app, "Side 2 60")


async def test_with_three_side_pots_each_pot_takes_one_line(make_app: MakeApp, tmp_path: Path) -> None:
    """Bob, Cat and Dan all in for 20, 50 and 100, Eve bets the turn and Fay calls: a main
    pot and three side pots. Each pot then says its amount and its players on one line,
    and the latest action still shows."""
    stacks = {**SIX, "Dan": 100}
    seat_table(tmp_path / "config", "binglao", stacks, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "c", "c", "c", "c", "b")
        await type_text(pilot, "14")
        await keys(pilot, "enter", "a", "enter", "c", "c", "c", "f", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "a", "enter", "c", "c")
        await type_text(pilot, "kc")
        await keys(pilot, "enter", "b")
        await type_text(pilot, "40")
        await keys(pilot, "enter", "c")
        hand = hand_of(app)
        assert hand is not None
        assert hand.phase is Phase.DEAL_BOARD
        assert len(hand.pots_in_middle) == 4
        assert _in_middle_column(app, "Fay calls 40")
        assert _in_middle_column(app, "Side 3 80 Eve, Fay")
        assert _in_middle_column(app, "Main 102 Bob, Cat, D…")  # cut at the column's edge


# The hand's keys a dealer uses, by action, as the keys line says them outside a field.
DEALER_KEYS = {
    "fold": "f fold",
    "check_call": "c ",
    "bet_raise": "b ",
    "cards_not_due": "a enter all in",
    "arithmetic": "x the sum",
    "undo": "u undo",
    "misdeal": "m misdeal",
    "show": "s ",
    "muck": "k muck",
    "floor": "o floor",
    "run_twice": "w run it twice",
    "step": "enter ",
}


def _offered(app: BinglaoApp) -> set[str]:
    """The dealer's keys that work now on the hand screen (a, a card's first character,
    opens the entry line all through the betting, saying the reason when the all-in is
    over the limit; "a enter all in" is offered only when the engine allows it)."""
    screen = app.screen
    offered = {action for action in DEALER_KEYS if screen.check_action(action, ()) is True}
    hand = hand_of(app)
    options = None if hand is None else hand.legal()
    if options is None or options.all_in not in (AllIn.FULL, AllIn.SHORT):
        offered.discard("cards_not_due")
    return offered


def _footer_missing(app: BinglaoApp) -> list[str]:
    """The footer's keys that are not drawn on the terminal's last line (cut off)."""
    footer = screen_lines(app)[-1]
    shown = [b.binding for b in app.screen.active_bindings.values() if b.binding.show and b.enabled]
    return [b.description for b in shown if b.description not in footer]


async def test_every_key_of_the_betting_is_on_screen_at_80x24(make_app: MakeApp, tmp_path: Path) -> None:
    """The evening's repro: the betting footer at 80 columns read 'f Fold  c Check/call
    b Bet/raise  u Undo  f1 Help  f2 Pot calc  f3', cut before the judge and the rules;
    the keys line above it already said the betting keys. The hand's keys are said once,
    in the keys line, and the footer has room for the windows."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        moments = 0
        for step in (["enter", "3", "enter"], ["c", "c", "c", "c"], ["b", "1", "4", "enter"], ["a", "enter"]):
            await keys(pilot, *step)
            assert phase(app) is Phase.BETTING
            drawn = "\n".join(screen_lines(app))
            for action in _offered(app):
                assert DEALER_KEYS[action] in drawn, action
            assert _footer_missing(app) == []
            footer = screen_lines(app)[-1]
            for window in ("f1 Help", "f2 Pot calc", "f3 Judge", "f4 Rules"):
                assert window in footer
            moments += 1
        assert moments == 4
        assert {"fold", "check_call", "bet_raise", "undo", "misdeal"} <= _offered(app)


async def test_the_showdown_keys_are_in_the_keys_line(make_app: MakeApp, tmp_path: Path) -> None:
    """Out of the showdown's field, s (show) and k (muck) work: the keys line says them,
    now that the footer leaves the hand's keys to it."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "f", "f", "f", "f", "c", "c")
        for street in ("7s5d2c", "kc", "9h"):
            await type_text(pilot, street)
            await keys(pilot, "enter", "c", "c")
        assert phase(app) is Phase.SHOWDOWN
        await keys(pilot, "escape")
        assert {"show", "muck"} <= _offered(app)
        drawn = "\n".join(screen_lines(app))
        for action in _offered(app):
            assert DEALER_KEYS[action] in drawn, action
        assert _footer_missing(app) == []


async def test_the_keys_line_wraps_between_keys(make_app: MakeApp, tmp_path: Path) -> None:
    """At the all-in showdown the keys are longer than 80 columns: the line ended with
    'F8' and 'misdeal' began the next. It now wraps between two keys only."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "4", "enter", "c", "c", "c", "c", "b")
        await type_text(pilot, "14")
        await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "a", "enter", "c")
        for street in ("kc", "9h"):
            await type_text(pilot, street)
            await keys(pilot, "enter")
        assert phase(app) is Phase.SHOWDOWN
        line = app.screen.query_one("#keys").region
        assert line.height == 2
        rows = [row[line.x : line.right].rstrip() for row in screen_lines(app)[line.y : line.bottom]]
        assert rows[1].lstrip().startswith("F8 misdeal"), rows
        assert rows[0].endswith("ctrl+z undo"), rows


async def test_run_it_twice_is_said_under_the_table_not_over_the_pots(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Typing 'twice' at the all-in put a toast over the middle column (the pots and the
    boards) for five seconds; it is said on the line under the table instead."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await keys(pilot, "enter", "4", "enter", "c", "c", "c", "c", "b")
        await type_text(pilot, "14")
        await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "a", "enter", "c")
        await type_text(pilot, "twice")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.boards) == 2
        await pilot.pause(0.1)
        assert not app.screen.query(Toast)
        assert (
            screen_lines(app)[app.screen.query_one("#hand-info").region.y]
            .strip()
            .startswith("Run it twice: two boards")
        )
        assert _in_middle_column(app, "Side 2 300")


async def test_a_refused_key_says_why_without_an_empty_row(make_app: MakeApp, tmp_path: Path) -> None:
    """'a' over the pot limit: the reason is right under the line 'a' opened (a is an ace
    too, so it opens the entry line with itself typed); the entry row with nothing in it
    once stood between the keys line and a refusal and took a row from the table."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "a", "enter")
        keys_line = app.screen.query_one("#keys").region
        rows = screen_lines(app)
        assert rows[keys_line.bottom].startswith("│ Dan to act   a")
        assert "✗ All in for 200 is over the pot limit" in rows[keys_line.bottom + 1]
        await keys(pilot, "escape", "c")  # the next step takes the reason away
        assert "✗" not in "\n".join(screen_lines(app))
        await keys(pilot, "b")  # and a question brings the field back
        keys_line = app.screen.query_one("#keys").region
        assert screen_lines(app)[keys_line.bottom].startswith("│ Eve raises to")


async def test_the_floor_dialog_says_its_reason_field_whole(make_app: MakeApp, tmp_path: Path) -> None:
    """With six players the floor dialog fits at 80x24, and its reason field's hint was
    cut at 'why the floor ruled so (recorded with'."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "5", "enter", "f", "f", "f", "f", "f", "o")
        reason = app.screen.query_one("#floor-reason", Input)
        assert len(reason.placeholder) <= reason.size.width
        assert app.screen.query_one("#floor").region.bottom <= 24


async def test_a_tall_window_shows_the_whole_log_that_fits(make_app: MakeApp, tmp_path: Path) -> None:
    """At 120x40 the column had room under two side pots for the whole hand, and showed
    twelve actions with empty rows under them: the roll and the deal were cut."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await two_side_pots(pilot)
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.log) > 12
        assert _in_middle_column(app, "Eve calls 30")
        assert _in_middle_column(app, "Button rolls 3")  # the first line of the hand
