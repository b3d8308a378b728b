"""Under ``button_rule = "dead"`` the button or the big blind leaving through the table setup
leaves his seat empty, as his bust in the hand before would have: the setup started the
positions afresh from the button field instead (found in the evening's play at 80x24,
issue 11). The table is the house game plo-dead, Ann on the button at 1/2.

Under ``button_rule = "dead"`` a player who leaves through the table setup leaves his seat
empty, as a bust does. Found in the evening's play at 80x24 (issue 11): Bob had the big
blind and then left; the next hand should have had Cat in the big blind and nobody in the
small blind (it falls on Bob's empty seat), but the setup started afresh from the button,
so Cat posted only the small blind and Dan the big blind a hand early. Here Cat has the big
blind and leaves: Dan posts the big blind, nobody the small blind, Bob has the button.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input

from binglao_tui.core.engine.rotation import Positions
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.house_games import seat_dead_plo
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, text_of


async def _seat_only(pilot: Pilot[None], app: BinglaoApp, names: list[str]) -> None:
    """At the setup (``t``), empty the seats of the players not in ``names`` (they leave the
    table; nobody else moves) and confirm (the button field is left alone)."""
    await keys(pilot, "t")
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    for row in range(int(setup.query_one("#count", Input).value)):
        field = setup.query_one(f"#name-{row}", Input)
        if field.value not in names:
            field.value = ""
    await keys(pilot, "ctrl+s")
    if isinstance(app.screen, ConfirmScreen):
        await keys(pilot, "y")


async def test_the_button_leaving_through_the_setup_leaves_the_button_dead(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "f")  # Dan, Ann, Bob fold to Cat (BB)
        hand = hand_of(app)
        assert hand is not None
        assert hand.is_complete
        await _seat_only(pilot, app, ["Ann", "Cat", "Dan"])  # Bob, due the button, goes home
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert hand.bets == {"Ann": 0, "Cat": 1, "Dan": 2}  # as after Bob's bust
        assert "Button: dead, on seat 2 after Ann" in text_of(app, "#instruction")


async def test_the_big_blind_leaving_after_the_small_blind_left_posts_no_small_blind(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "f", "f")  # all fold to Cat (BB)
        await _seat_only(pilot, app, ["Ann", "Bob", "Dan", "Eve"])  # Cat, due the small blind, leaves
        hand = hand_of(app)
        assert hand is not None
        assert hand.bets == {"Ann": 0, "Bob": 0, "Dan": 2, "Eve": 0}
        await _seat_only(pilot, app, ["Ann", "Bob", "Eve"])  # then Dan, in the big blind, leaves too
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.positions == Positions("Bob", "Eve", None)
        assert hand.bets == {"Ann": 0, "Bob": 0, "Eve": 2}  # as after Cat's and Dan's busts
        assert "Button: Bob" in text_of(app, "#instruction")


async def test_ctrl_r_on_the_buttons_seat_leaves_the_button_dead(make_app: MakeApp, tmp_path: Path) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "f")  # Dan, Ann, Bob fold to Cat (BB)
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.query_one("#button", Input).value == "2"  # Bob's, due the button
        setup.query_one("#name-1", Input).focus()
        await keys(pilot, "ctrl+r", "ctrl+s")  # Bob goes home
        if isinstance(app.screen, ConfirmScreen):
            await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert hand.bets == {"Ann": 0, "Cat": 1, "Dan": 2}
        assert "Button: dead, on seat 2 after Ann" in text_of(app, "#instruction")


async def test_the_big_blind_leaving_through_the_setup_keeps_the_dead_button(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "f")  # Dan, Ann, Bob fold to Cat (BB)
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-2", Input).value = ""  # Cat goes home: her seat is empty
        await keys(pilot, "ctrl+s")
        if isinstance(app.screen, ConfirmScreen):
            await keys(pilot, "y")
        assert app.hand is not None
        assert "Button: Bob" in text_of(app, "#instruction")
        assert app.hand.bets == {"Ann": 0, "Bob": 0, "Dan": 2}  # TDA: no small blind, Dan the big blind
