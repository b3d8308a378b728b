"""Keys that work from anywhere: quit (asking mid-hand), help, rules, the command palette."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.help import HelpScreen
from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
from binglao_tui.tui.screens.rules import RulesScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, type_text


async def test_ctrl_q_quits_at_once_when_no_hand_is_in_progress(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "ctrl+q")
        assert app.return_code == 0
        assert not app.is_running


async def test_ctrl_q_asks_first_in_the_middle_of_a_hand(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "2", "enter", "c")
        await keys(pilot, "ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "n")  # keep playing
        assert isinstance(app.screen, HandScreen)
        assert app.hand is not None
        assert app.hand.actor == "Bob"
        await keys(pilot, "ctrl+q", "y")
        assert not app.is_running


async def test_help_and_rules_open_with_one_key_and_close_with_escape(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f1")
        assert isinstance(app.screen, HelpScreen)
        await keys(pilot, "escape", "f4")
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        text = str(screen.query_one(Static).render())
        assert "Roll 6: 6 cards each, high only" in text
        assert "House settings in force" in text
        assert "Big-blind ante counts toward the pot limit preflop: no" in text
        assert "Blinds: 1/2" in text
        await keys(pilot, "escape")
        assert isinstance(app.screen, SetupScreen)


async def test_command_palette_opens_the_pot_calculator(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "ctrl+p")
        await type_text(pilot, "pot-limit calc")
        await keys(pilot, "enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, PotCalculatorScreen)
