"""Between hands: stacks carry over, the button moves, a player with no chips keeps his seat
(issue 24: before, he left it), and the table setup (key t) takes his re-buy before the next
deal.

A house game whose rules file sets ``button_rule = "dead"``, played in the app: Bob busts
in the small blind and the next hand is dealt with the button dead on his seat (Ann,
before it, acts last), Cat in the small blind and Dan in the big blind.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.core.engine.rotation import Positions
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.house_games import seat_dead_plo
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, text_of, type_text


async def test_a_player_with_no_chips_keeps_his_seat_and_rebuys_in_the_setup(
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
        await type_text(pilot, "d")  # the hands stay face down (enter alone is refused)
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
        assert screen.query_one("#count", Input).value == "3"  # Bob keeps his seat, out of chips
        assert screen.query_one("#name-1", Input).value == "Bob"
        assert text_of(app, "#mark-1") == "bust"
        screen.query_one("#stack-1", Input).value = "100"  # Bob buys in again: in again
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)  # the re-buy is shown before it is booked
        assert "Bob: 0 -> 100, a re-buy of 100" in str(app.screen.detail)
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        assert app.hand.setup.names == ("Ann", "Bob", "Cat")
        assert app.hand.setup.button == "Bob"  # a moving button: the next player, as if he had not busted
        assert app.hand.setup.stacks["Bob"] == 100
        assert app.hand.setup.posts == ()  # a re-buy is no new player
        assert app.hand_number == 2


async def test_dead_button_from_a_rules_file_is_dealt_after_a_bust_in_the_small_blind(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 2, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "a", "enter")  # Dan and Ann fold, Bob all in
        assert app.hand is not None
        assert app.hand.setup.game.id == "plo-dead"
        await type_text(pilot, "d")  # the hands stay face down (enter alone is refused)
        await keys(pilot, "enter", "enter", "enter")  # flop, turn, river, not entered
        for hole in ("ah3skdqs", "9d9s4h6h"):
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        await type_text(pilot, "7s5d2ckc9h")
        await keys(pilot, "enter")
        assert app.hand.is_complete
        assert app.hand.stacks["Bob"] == 0
        await keys(pilot, "enter")  # confirm: next hand
        assert app.hand_number == 2
        setup = app.hand.setup
        assert setup.names == ("Ann", "Cat", "Dan")
        assert setup.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert app.hand.bets == {"Ann": 0, "Cat": 1, "Dan": 2}
        assert "Button: dead, on seat 2 after Ann" in text_of(app, "#instruction")
