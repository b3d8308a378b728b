"""The hand screen's keys as a newcomer meets them (issue 11, items 1 to 4): the card box
after a refused key, only the keys the engine allows, keys that work in a text field, and
the questions before a misdeal or a fold that throws away a free check."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.floor import FloorScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.widgets.entry_bar import EntryBar
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, screen_lines, seat_table, text_of, type_text


def _bar(app: object) -> EntryBar:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, HandScreen)
    return screen.entry


async def test_the_flop_box_is_there_after_a_refused_all_in(make_app: MakeApp) -> None:
    """The issue's repro: new table, roll 1, dealt, `a` refused (over the pot limit), then
    c f f f c c: the flop prompt has its box, the cards go in, and after escape enter
    brings the field back with what was typed."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter")
        assert phase(app) is Phase.BETTING
        await keys(pilot, "a")  # a is an ace too: the line opens with it, saying the refusal
        bar = _bar(app)
        assert bar.display
        assert bar.input.value == "a"
        assert "over the pot limit" in str(bar.query_one("#entry-note").render())
        await keys(pilot, "escape", "c", "f", "f", "f", "c", "c")
        assert phase(app) is Phase.DEAL_BOARD
        assert bar.asking
        assert bar.input.display
        assert bar.input.region.height > 0
        assert app.focused is bar.input
        await type_text(pilot, "7s5d")
        await keys(pilot, "escape")
        assert app.focused is not bar.input
        await keys(pilot, "enter")  # back to the field, as it was left
        assert app.focused is bar.input
        assert bar.input.value == "7s5d"
        await type_text(pilot, "2c")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert [str(c) for c in hand.boards[0] if c is not None] == ["7s", "5d", "2c"]


async def test_a_refused_key_leaves_the_next_hands_boxes_alone(make_app: MakeApp) -> None:
    """A refusal in one hand (the box hidden for it) must not hide the box in the next."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "a", "enter")  # refused
        await keys(pilot, "escape", "f", "f", "f", "f", "f")  # the big blind wins
        assert phase(app) is Phase.COMPLETE
        await keys(pilot, "enter", "2", "enter")  # the next hand
        await keys(pilot, "a", "enter")  # refused again
        await keys(pilot, "escape", "c", "c", "c", "c", "c", "c")
        assert phase(app) is Phase.DEAL_BOARD
        bar = _bar(app)
        assert bar.asking
        assert app.focused is bar.input


async def test_under_pot_limit_a_deep_all_in_is_not_offered(make_app: MakeApp) -> None:
    """Dan first to act with 200 behind at 1/2 pot limit: the most he may raise to is 7,
    so neither `a all in` nor "All in 200" is offered; the line says why."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.actor == "Dan"
        line = text_of(app, "#figures-line")
        assert "all in is over the limit; max raise to 7" in line
        assert "All in 200" not in line
        assert "all in" not in text_of(app, "#keys")
        await keys(pilot, "a")  # typed anyway: the engine's reason, and nothing changes
        assert "over the pot limit" in str(_bar(app).query_one("#entry-note").render())
        assert hand_of(app) is hand


async def test_facing_a_short_all_in_after_acting_only_call_or_fold_is_offered(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Flop (pot 6): Bob checks, Cat bets 6, Ann calls, Bob is all in for 8 (2 more, less
    than a full raise): Bob sees the short all-in said as such, and Cat, who already acted,
    is offered only to call 2 or fold."""
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 10, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "c", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "c", "b")
        await type_text(pilot, "6")
        await keys(pilot, "enter", "c")
        hand = hand_of(app)
        assert hand is not None
        assert hand.actor == "Bob"
        line = text_of(app, "#figures-line")
        assert "all in for 8, less than a full raise: it does not reopen the betting" in line
        assert "Min raise to" not in line
        assert "Max raise to" not in line
        assert "a enter all in 8" in text_of(app, "#keys")
        # the footer does not offer b either: the only raise is the all-in, and b says so
        assert "bet_raise" not in _footer_actions(app)
        await keys(pilot, "b")
        assert "only by going all in for 8" in _note(app)
        assert hand_of(app) is hand
        await keys(pilot, "a", "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.actor == "Cat"
        shown = text_of(app, "#keys")
        assert "c call 2" in shown
        assert "all in" not in shown
        assert "b raise" not in shown
        assert "All in" not in text_of(app, "#figures-line")
        # the evening's repro: the footer offered "b Bet/raise" to Cat and b did nothing
        assert "bet_raise" not in _footer_actions(app)
        await keys(pilot, "b")
        assert "Cat cannot raise" in _note(app)
        assert hand_of(app) is hand


def _footer_actions(app: object) -> set[str]:
    """The actions Textual's footer shows now (the keys it offers)."""
    shown = app.active_bindings.values()  # type: ignore[attr-defined]
    return {b.binding.action for b in shown if b.binding.show and b.enabled}


def _note(app: object) -> str:
    return str(_bar(app).query_one("#entry-note").render())


async def test_in_a_card_field_the_hints_are_keys_that_work_there(make_app: MakeApp) -> None:
    """In the flop field `u` types a u, so the hints give ctrl+z (undo) and F8 (misdeal),
    which answer there; outside the field they give u and m again."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "f", "f", "f", "c", "c")
        bar = _bar(app)
        assert app.focused is bar.input
        hints = text_of(app, "#keys")
        assert "ctrl+z undo" in hints
        assert "F8 misdeal" in hints
        assert "u undo" not in hints
        screen = app.screen
        assert isinstance(screen, HandScreen)
        assert screen.check_action("undo", ()) is False  # the footer shows ^z, not u
        assert screen.check_action("undo_in_field", ()) is True
        await keys(pilot, "escape")
        assert screen.check_action("undo", ()) is True
        assert screen.check_action("undo_in_field", ()) is False
        hints = text_of(app, "#keys")
        assert "u undo" in hints
        assert "m misdeal" in hints
        assert "enter back to the field" in hints
        await keys(pilot, "enter")
        assert app.focused is bar.input
        before = hand_of(app)
        assert before is not None
        await keys(pilot, "u")
        assert bar.input.value == "u"  # typed, as the hints no longer promise otherwise
        await keys(pilot, "ctrl+z")  # undo from inside the field: the big blind's check
        after = hand_of(app)
        assert after is not None
        assert len(after.actions) == len(before.actions) - 1
        assert phase(app) is Phase.BETTING
        await keys(pilot, "c")  # checked again: the flop field is back
        assert app.focused is bar.input
        await keys(pilot, "f8")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")
        assert isinstance(app.screen, HandScreen)


async def test_the_misdeal_dialog_says_what_is_lost_once_cards_are_out(make_app: MakeApp) -> None:
    """Before the deal a misdeal loses nothing to speak of; after the flop the dialog lists
    the hole cards, the preflop actions with their chips and the flop."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "m")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "throws away" not in dialog.detail  # only the roll: nothing dealt yet
        await keys(pilot, "n", "enter", "c", "f", "f", "f", "c", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "m")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "the hole cards, as dealt" in dialog.detail
        preflop = "Preflop: Dan calls 2, Eve folds, Fay folds, Ann folds, Bob calls 1, Cat checks"
        assert preflop in dialog.detail
        assert "the flop 7♠ 5♦ 2♣" in dialog.detail
        assert "(6 in the pot)" in dialog.detail
        # the long preflop point wraps under its own words, not back at the dialog's edge
        lines = screen_lines(app)
        first = next(i for i, line in enumerate(lines) if "· Preflop: Dan calls 2" in line)
        bullet, words = lines[first].index("·"), lines[first].index("Preflop")
        assert lines[first + 1][bullet:words].strip() == ""
        assert lines[first + 1][words] != " "
        await keys(pilot, "n")
        assert phase(app) is Phase.BETTING  # kept


async def test_a_fold_that_throws_away_a_free_check_is_asked_the_first_time(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "f", "f", "f", "c", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.actor == "Bob"
        await keys(pilot, "f")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert dialog.question == "Fold when you could check?"
        await keys(pilot, "n")  # not meant: Bob is still to act
        assert hand_of(app) is hand
        await keys(pilot, "c", "f")  # Cat may check too, but the question was asked once
        assert isinstance(app.screen, HandScreen)
        after = hand_of(app)
        assert after is not None
        assert after.log[-1] == "Cat folds"


async def test_in_a_card_field_f9_opens_the_floor_and_f7_stays_the_tournaments(make_app: MakeApp) -> None:
    """The floor answers to F9 in a field ('o' types an o there); F7 is the tournament's key
    everywhere, so the hints never offer it for the floor."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "1", "enter", "c", "f", "f", "f", "c", "c")
        bar = _bar(app)
        assert app.focused is bar.input
        for street in ("7s5d2c", "kc", "9h"):  # three players check it down
            await type_text(pilot, street)
            await keys(pilot, "enter", "c", "c", "c")
        assert phase(app) is Phase.SHOWDOWN
        assert app.focused is bar.input  # the shown cards' field: o would type an o
        hints = text_of(app, "#keys")
        assert "F9 floor" in hints
        assert "F7" not in hints
        await keys(pilot, "f9")
        assert isinstance(app.screen, FloorScreen)
