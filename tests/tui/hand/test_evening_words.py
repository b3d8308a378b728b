"""The hand screen's words at 80x24 with six players, as the last evening's audit found them
(issue 11): each test plays the audit's repro at the keyboard and reads what is drawn.

- the dealer dealt the streets face down at an all-in, and the showdown said "All in:
  every hand is tabled; Dan shows first" with every hand still face down;
- run twice, the log said "Turn dealt" for board 1 and "Board 2 turn: 3♦" for board 2;
- the resume dialog of a hand run twice said "after the river betting" with board 2's turn
  to deal next: it now says where each board stands;
- ``t`` (the table setup) worked in the Next box but its keys line never offered it;
- the floor dialog listed the players who folded among those still in the hand, focus on
  the first seat's (Ann had folded): the players still in come first now, the folded
  apart under them;
- the misdeal dialog said "the same button deals again" and not that the die is rolled
  again (a misdeal deals a new hand at the same table: the roll goes with the void hand);
- the judge's window (F3) had its keys on its bottom border cut at "escape keep…";
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.render.hand import misdeal_redeal
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.floor import FloorScreen
from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.core.engine.hand_helpers import dealt, play, table
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table, text_of, type_text

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


async def all_in_on_the_flop(pilot: Pilot[None]) -> None:
    """Roll 4; Bob and Cat all in preflop, Dan all in on the flop 7s 5d 2c and Eve calls:
    Ann and Fay folded, four all in, the turn to deal (the entry line asks Dan to table)."""
    await keys(pilot, "enter", "4", "enter", "c", "c", "c", "c", "b")
    await type_text(pilot, "14")
    await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
    await type_text(pilot, "7s5d2c")
    await keys(pilot, "enter", "a", "enter", "c")


async def deal(pilot: Pilot[None], *streets: str) -> None:
    """Deal each street at the entry line: its cards, or "" for face down (``d``: enter
    alone is refused while the all-in asks for the hands)."""
    for cards in streets:
        await type_text(pilot, cards or "d")
        await keys(pilot, "enter")


def drawn(app: BinglaoApp) -> str:
    """The whole terminal as drawn now."""
    return "\n".join(screen_lines(app))


async def test_run_twice_both_boards_are_logged_alike(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await all_in_on_the_flop(pilot)
        await deal(pilot, "twice", "kc", "", "3d")  # board 1's turn and river, board 2's turn
        hand = hand_of(app)
        assert hand is not None
        assert hand.log[-4:] == (
            "Run it twice",
            "Board 1 turn: K♣",
            "Board 1 river dealt",
            "Board 2 turn: 3♦",
        )
        screen = drawn(app)
        assert "Board 1 turn: K♣" in screen  # in the middle column's log
        assert "Board 2 turn: 3♦" in screen


def keys_drawn(app: BinglaoApp) -> str:
    """The Next box's keys line as drawn (each of its rows, joined)."""
    region = app.screen.query_one("#keys").region
    rows = screen_lines(app)[region.y : region.bottom]
    return "  ".join(row[region.x : region.right].strip() for row in rows)


async def test_t_for_the_table_setup_is_offered_when_it_works(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")  # the remembered table: the button to roll
        assert "t table setup" in keys_drawn(app)
        await keys(pilot, "3")  # the hand has begun: the setup waits for its end
        assert "table setup" not in text_of(app, "#keys")
        await keys(pilot, "enter", "f", "f", "f", "f", "f")  # to Cat: the hand is over
        assert "t table setup" in keys_drawn(app)
        await keys(pilot, "t")  # booked, then the setup
        assert isinstance(app.screen, SetupScreen)


async def test_the_judges_keys_fit_its_border_at_80_columns(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "f3")  # the judge over the hand, six players to enter
        assert isinstance(app.screen, JudgeScreen)
        window = app.screen.query_one("#judge").region
        border = screen_lines(app)[window.bottom - 1][window.x : window.right]
        assert "…" not in border
        assert "tab next" in border
        assert "escape closes, kept" in border  # whole, to its last word


async def test_an_all_in_showdown_asks_for_the_hands_face_up_not_claims_them(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await all_in_on_the_flop(pilot)
        await deal(pilot, "", "")  # the turn and the river face down: no hand tabled
        hand = hand_of(app)
        assert hand is not None
        assert hand.phase is Phase.SHOWDOWN
        assert not any(p.shown for p in hand.players)
        said = text_of(app, "#instruction")
        assert said == "All in: every hand is turned face up; Dan shows first"
        assert "tabled" not in drawn(app)
        await type_text(pilot, "ahadkckd")
        await keys(pilot, "enter")  # Dan's hand face up: the next one is asked for
        assert text_of(app, "#instruction") == "All in: every hand is turned face up; Eve shows next"


async def test_the_misdeal_dialog_says_the_die_is_rolled_again(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "c", "c", "m")  # rolled 3, dealt, two calls
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        said = "The 3 rolled does not stand: the same button rolls the die again, then deals."
        assert said in dialog.detail
        assert "rolls the die again" in drawn(app)
        await keys(pilot, "y")  # what the dialog said is what happens
        hand = hand_of(app)
        assert hand is not None
        assert hand.phase is Phase.ROLL
        assert hand.roll is None
        assert hand.setup.button == "Ann"
        assert text_of(app, "#instruction").endswith("Ann (button) rolls the die")


def test_how_a_misdeal_deals_again_in_each_kind_of_game() -> None:
    """No die: the button deals again. A die rolled after the flop betting: rolled again
    then, once the roll has been made."""
    assert misdeal_redeal(dealt(table("plo"))) == "The same button deals again."
    assert misdeal_redeal(Hand.start(table("binglao"))) == "The same button rolls the die, then deals."
    flop = play(dealt(table("binglaha")), "Ann call", "Bob call", "Cy check", "flop", "Bob check", "Cy check")
    assert misdeal_redeal(flop) == "The same button deals again and rolls the die after the flop betting."
    rolled = play(flop, "Ann check").apply(Action.roll(2))
    assert misdeal_redeal(rolled) == (
        "The 2 rolled does not stand: "
        "the same button deals again and rolls the die again after the flop betting."
    )


async def _journal_open(pilot: Pilot[None], app: BinglaoApp) -> None:
    """Let the app open its database (just after the first screen) and ask its questions."""
    for _ in range(20):
        if app.journal_ready or (isinstance(app.screen, ConfirmScreen) and app.screen.is_mounted):
            await pilot.pause()  # the dialog pushed is drawn only after its mount
            return
        await pilot.pause()
    raise AssertionError("the database never opened")


async def test_the_resume_dialog_says_where_each_board_stands(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, first)
        await all_in_on_the_flop(pilot)
        await deal(pilot, "twice", "kc", "")  # board 1 complete (its river face down)
        await keys(pilot, "ctrl+q", "y")  # quit in the middle of the hand
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, second)
        dialog = second.screen
        assert isinstance(dialog, ConfirmScreen)
        assert dialog.question == "Resume hand 1?"
        assert "betting" not in dialog.detail.replace("no more betting", "")
        assert "(Binglao): run twice with no more betting, pot 474:" in dialog.detail
        assert " · board 1 7s 5d 2c Kc ??, complete" in dialog.detail
        assert " · board 2 7s 5d 2c, its turn to deal next." in dialog.detail
        assert "its turn to deal next." in drawn(second)  # whole in the dialog at 80x24


async def test_the_resume_dialog_of_an_all_in_names_the_street_to_deal(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, first)
        await all_in_on_the_flop(pilot)
        await keys(pilot, "ctrl+q", "y")
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, second)
        dialog = second.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "(Binglao): with no more betting, the turn to deal next (7s 5d 2c), pot 474." in dialog.detail


def _names(app: BinglaoApp, grid: str) -> list[str]:
    return [str(label.render()) for label in app.screen.query(f"{grid} Label")]


async def test_the_floor_lists_the_players_still_in_first_and_the_folded_apart(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await all_in_on_the_flop(pilot)
        await deal(pilot, "", "")  # at the showdown: Ann and Fay folded, four all in
        await keys(pilot, "f9")  # the floor, from the field
        screen = app.screen
        assert isinstance(screen, FloorScreen)
        assert _names(app, "#floor-awards") == ["Bob", "Cat", "Dan", "Eve"]
        assert _names(app, "#floor-folded") == ["Ann", "Fay"]
        assert app.focused is not None
        assert app.focused.id == "award-1"  # Bob's, the first player still in
        lines = screen_lines(app)
        heading = next(
            i for i, line in enumerate(lines) if "Folded (no share unless the floor rules so):" in line
        )
        assert "Dan" in lines[heading - 1]  # the players still in above it
        assert "Ann" in lines[heading + 1]  # the folded under it
        dialog = screen.query_one("#floor").region
        assert dialog.y >= 1  # the header and the footer still show
        assert dialog.bottom <= 23


async def test_the_resume_dialog_of_a_hand_over_says_it_is_over(make_app: MakeApp, tmp_path: Path) -> None:
    """Issue 22 §5: killed while the Next box said "Hand over: push 12 to Bob", the app
    asked to resume a hand "on the river, pot 0". The hand is over; its booking is left."""
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 6}, "Ann")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, first)
        await keys(pilot, "enter", "enter", "c", "a", "enter", "c")  # Bob all in, Ann calls
        for cards in ("Ks Kd 4h 5h", "Qd Qc 2c 3c", "Ah 7d 2s", "Tc", "Jh"):  # tabled, then dealt
            await type_text(pilot, cards)
            await keys(pilot, "enter")
        assert first.hand is not None
        assert first.hand.next_step == "Hand over: push 12 to Bob"
        first.exit()  # as a kill leaves it: the hand over, not booked
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await _journal_open(pilot, second)
        dialog = second.screen
        assert isinstance(dialog, ConfirmScreen)
        assert dialog.question == "Resume hand 1?"
        assert (
            "stopped at the end of hand 1 (Pot-Limit Omaha), before it was booked: "
            "the hand is over (push 12 to Bob)." in dialog.detail
        )
        assert "pot 0" not in dialog.detail
        await pilot.pause()
        assert "12 to Bob)." in drawn(second)  # whole in the dialog at 80x24
