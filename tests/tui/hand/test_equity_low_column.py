"""The equity table shows a Low column only where a low can win: in the evening's play at
80x24 a PLO race (F3 with board cards to come, and the all-in equity in a hand) had a Low
column of dashes for six players, a column of nothing next to the figures that count."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, type_text

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 6, "Eve": 200, "Fay": 200}


async def counted(pilot: Pilot[None]) -> str:
    """Wait (in the app's own time) for the figures; the panel's text."""
    for _ in range(600):
        panel = pilot.app.screen.query_one(EquityPanel)
        if panel.display and not panel.counting:
            return panel.text
        await pilot.pause(0.05)
    raise AssertionError("the equity was never counted")


async def judged(pilot: Pilot[None], board: str, *hands: str) -> str:
    """F3, the board and the first players' hands typed in: the equity shown."""
    await keys(pilot, "f3")
    screen = pilot.app.screen
    assert isinstance(screen, JudgeScreen)
    fields = list(screen.query(CardField))
    for field, cards in zip(fields[1:], hands, strict=False):
        field.input.value = cards
    fields[0].input.value = board
    await pilot.pause()
    return await counted(pilot)


async def test_a_high_only_race_in_the_judge_has_no_low_column(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await judged(pilot, "Th 7d 2c", "Ac Ah Kc Kh", "Jc Td 9d 8h")
        lines = text.splitlines()
        assert lines[0] == "All in on the flop T♥ 7♦ 2♣ · 820 boards"
        assert lines[1].split() == ["Player", "Equity", "High", "Scoop"]
        assert lines[2].split() == ["Ann", "44.15%", "44.1%", "44.1%"]
        assert "Low" not in text
        assert "High: the boards won alone, +tied" in text


async def test_a_hi_lo_race_in_the_judge_keeps_its_low_column(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo8", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await judged(pilot, "7s 5d 2c", "Ah 3s Kd Qs", "9d 9s 4h 6h", "Jc Jd Ts 8h")
        lines = text.splitlines()
        assert lines[1].split() == ["Player", "Equity", "High", "Low", "Scoop"]
        assert lines[2].split() == ["Ann", "57.96%", "40.7%", "75.2%", "31.8%"]
        assert "High, Low: the boards won alone" in text


async def test_an_all_in_of_a_high_only_hand_has_no_low_column(make_app: MakeApp, tmp_path: Path) -> None:
    """Six at a PLO table: Dan is all in for 6 under the gun, everyone folds to the big
    blind, who calls: the two hands are tabled and the equity has no Low column."""
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "a", "enter", "f", "f", "f", "f", "c")
        for hole in ("jctd9d8h", "acahkckh"):
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        text = await counted(pilot)
        lines = text.splitlines()
        assert lines[0] == "All in preflop · 1,086,008 boards"
        assert lines[1].split() == ["Player", "Equity", "High", "Scoop"]
        assert "Low" not in text
