"""The quick tools, one key from anywhere: the pot-limit calculator and the showdown judge."""

from __future__ import annotations

from textual.widgets import Input, Static

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from binglao_tui.tui.widgets.figures import Figure
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.conftest import MakeApp
from tests.tui.widgets.test_equity_panel import counted


async def _type(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    for char in text:
        await pilot.press(char if char != " " else "space")


def _figures(screen: PotCalculatorScreen) -> tuple[str, str, str]:
    return tuple(screen.query_one(f"#fig-{k}", Figure).value for k in ("call", "min", "max"))  # type: ignore[return-value]


async def test_pot_calculator_seed_pot_20_facing_10_raises_to_50(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")
        screen = app.screen
        assert isinstance(screen, PotCalculatorScreen)
        await _type(pilot, "20")
        await pilot.press("tab")
        await _type(pilot, "10")
        await pilot.pause()
        assert _figures(screen) == ("10", "20", "50")
        text = str(screen.query_one("#calc-text", Static).render())
        assert "pot 20 + bet 10 + your call 10 = 40; raise 40 more: to 50" in text
        await pilot.press("escape")
        assert isinstance(app.screen, SetupScreen)


async def test_pot_calculator_seed_blinds_1_2_first_to_act_raises_to_7(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f2")
        screen = app.screen
        assert isinstance(screen, PotCalculatorScreen)
        screen.query_one("#calc-bets", Input).value = "1 2"
        await pilot.pause()
        assert _figures(screen) == ("2", "4", "7")


async def test_showdown_judge_seed_roll_1_splits_high_and_low(make_app: MakeApp) -> None:
    """Seed 000, roll 1: B's three nines take the high, A's 7-5-3-2-A the low."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("f3")
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        await _type(pilot, "7s5d2cKc9h")  # the board field has the focus
        fields = list(screen.query(CardField))
        fields[1].input.value = "Ah3sKdQs"
        fields[2].input.value = "9d 9s 4h 6h"
        screen.query_one("#judge-pot", Input).value = "100"
        await pilot.pause()
        ruling = screen.query_one(RulingView).text
        assert "high: Bob" in ruling
        assert "low: Ann" in ruling
        assert "Ann 50" in ruling
        assert "Bob 50" in ruling
        assert "Three nines" in ruling


async def test_showdown_judge_flags_a_duplicate_and_a_wrong_count(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("f3")
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        fields = list(screen.query(CardField))
        fields[0].input.value = "7s5d2cKc9h"
        fields[1].input.value = "Ah3sKd"
        await pilot.pause()
        note = fields[1].note
        assert "player Ann needs 4 cards, got 3" in note
        fields[1].input.value = "Ah3sKd7s"
        await pilot.pause()
        note = fields[1].note
        assert "duplicate card 7s" in note
        screen.query_one("#judge-roll", Input).value = "9"
        await pilot.pause()
        assert "impossible roll 9" in str(screen.query_one("#judge-variant", Static).render())


async def test_showdown_judge_counts_the_equity_when_the_button_folded(make_app: MakeApp) -> None:
    # the evening's repro: the button (Bob) folded, F3, a board of four cards and the two
    # hands left: "no equity: the button 'Bob' is not one of the players (Dan, Eve)"
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        judge = JudgeScreen(dict(app.games), "plo", ["Ann", "Bob", "Cat"], button="Bob")
        await app.push_screen(judge)
        await pilot.pause()
        fields = list(judge.query(CardField))
        fields[0].input.value = "7s 5d 2c Kc"
        fields[1].input.value = "Ah 3s Kd Qs"
        fields[3].input.value = "9d 9s 4h 6h"
        await pilot.pause()
        await counted(pilot)
        equity = judge.query_one(EquityPanel).text
        assert "not one of the players" not in equity
        assert "40 boards" in equity
        assert "Ann" in equity
        assert "Cat" in equity
