"""The night's luck in the app's ledger (F6), at 80x24: each player's chips won at the
all-ins dealt out beside the chips expected, counted off the app's thread."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.session.odds_evening import evening
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys


async def test_the_ledger_says_the_luck_of_the_night(make_app: MakeApp, tmp_path: Path) -> None:
    evening(tmp_path / "binglao-tui.sqlite3")  # the app's database (tests/tui/conftest.py)
    app: BinglaoApp = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f6")
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        line = ledger.query_one("#ledger-luck", Static)
        for _ in range(600):
            if "counting" not in str(line.render()):
                break
            await pilot.pause(0.05)
        said = " ".join(str(line.render()).split())
        assert said == (
            "Luck at the all-ins: Ann -1 (expected 34, won 33) · Bob +15 (expected 60, won 75) "
            "· Cy -14 (expected 14, won 0) · 2 all-ins"
        )
