"""The ledger at 80x24 with six players (issue 11, item 6): who pays whom is on screen,
and the window scrolls with the keyboard."""

from __future__ import annotations

from pathlib import Path

from textual.containers import VerticalScroll
from textual.widgets import Static

from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 200, "Fay": 200}


async def test_who_pays_whom_is_on_screen_and_the_ledger_scrolls_with_keys(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")
        for _ in range(10):  # ten hands, each folded round to the big blind
            await keys(pilot, "enter", *["f"] * 5)
            assert app.hand is not None
            assert app.hand.is_complete
            await keys(pilot, "enter")
        await keys(pilot, "f6")
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        box = ledger.query_one("#ledger", VerticalScroll)
        settlement = ledger.query_one("#settlement", Static)
        assert str(settlement.render()).startswith("Settlement (fewest payments):")
        inside = box.content_region
        assert inside.y <= settlement.region.y
        assert settlement.region.bottom <= inside.bottom  # every payment on screen at once
        assert app.focused is box
        assert box.max_scroll_y > 0  # the stacks after each hand are below
        await keys(pilot, "end")
        assert box.scroll_y == box.max_scroll_y
        await keys(pilot, "home")
        assert box.scroll_y == 0
        await keys(pilot, "down")
        assert box.scroll_y == 1
