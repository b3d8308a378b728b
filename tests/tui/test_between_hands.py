"""Between hands: stacks carry over, the button moves, a player with no chips leaves, and
the table setup (key t) takes re-buys before the next deal."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, type_text


async def test_a_player_with_no_chips_leaves_and_rebuys_in_the_setup(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 2, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        # Ann folds, Bob (small blind, 2 chips) calls all in: with Cat facing no bet and
        # nobody left to raise against, the betting is over at once.
        await keys(pilot, "enter", "enter", "f", "a", "enter")
        assert app.hand is not None
        await keys(pilot, "enter", "enter", "enter")  # flop, turn, river, not entered
        for hole in ("ah3skdqs", "9d9s4h6h"):  # every hand is tabled
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        await type_text(pilot, "7s5d2ckc9h")  # the board, to judge it
        await keys(pilot, "enter")
        assert app.hand.is_complete
        assert app.hand.stacks["Bob"] == 0
        await keys(pilot, "t")  # setup before the next deal
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert screen.query_one("#count", Input).value == "2"  # Bob has left the table
        assert screen.query_one("#name-0", Input).value == "Ann"
        screen.query_one("#count", Input).value = "3"
        screen.query_one("#name-2", Input).value = "Bob"
        screen.query_one("#stack-2", Input).value = "100"  # Bob buys in again
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)  # the re-buy is shown before it is booked
        assert "Bob: 0 -> 100, a re-buy of 100" in str(app.screen.detail)
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        assert app.hand.setup.names == ("Ann", "Cat", "Bob")
        assert app.hand.setup.button == "Cat"
        assert app.hand.setup.stacks["Bob"] == 100
        assert app.hand.stacks["Bob"] == 100 - 1  # left of the button: small blind
        assert app.hand_number == 2
