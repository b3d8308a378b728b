"""A session's money typed in the ledger (F6) at 80x24: an expense (``x``) that changes
who pays whom, a refusal said under the form with nothing booked, an adjustment (``a``),
and a chip's value (``v``) or points only."""

from __future__ import annotations

import re
from pathlib import Path

from textual.widgets import DataTable, Input, Static

from binglao_tui.store.book_house import set_house
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.ledger_entry import MoneyEntryScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, type_text

THREE = {"Ann": 100, "Bob": 100, "Cat": 100}


def _settlement(screen: LedgerScreen) -> str:
    return str(screen.query_one("#settlement", Static).render())


async def test_an_expense_an_adjustment_and_a_chips_value_typed_in_the_ledger(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f", "enter")  # Cat takes Bob's small blind
        await keys(pilot, "f6")
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        assert "Bob pays Cat 1.00" in _settlement(ledger)
        await keys(pilot, "x")
        form = app.screen
        assert isinstance(form, MoneyEntryScreen)
        await type_text(pilot, "ann")
        await keys(pilot, "enter")
        await type_text(pilot, "ten")
        await keys(pilot, "enter")
        await type_text(pilot, "pizza")
        await keys(pilot, "enter", "enter")
        assert isinstance(app.screen, MoneyEntryScreen)  # refused, said under the form, nothing booked
        assert "The amount is money, such as 24.50." in str(form.query_one("#entry-problem", Static).render())
        await keys(pilot, "shift+tab", "shift+tab")  # back to the amount
        form.query_one("#entry-amount", Input).value = "30"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, LedgerScreen)
        # by hand: Ann 0.00, Bob -1.00, Cat +1.00; Ann paid 30.00 of pizza, 10.00 each:
        # Ann +20.00, Bob -11.00, Cat -9.00
        text = _settlement(ledger)
        assert "Bob pays Ann 11.00" in text
        assert "Cat pays Ann 9.00" in text
        assert "Expense: Ann paid 30.00 for pizza, shared by everyone (10.00 each)" in text
        await keys(pilot, "a")
        await type_text(pilot, "Bob")
        await keys(pilot, "enter")
        await type_text(pilot, "-2")
        await keys(pilot, "enter")
        await type_text(pilot, "late")
        await keys(pilot, "enter")
        assert isinstance(app.screen, LedgerScreen)
        assert "Adjustment: Bob -2.00: late" in _settlement(ledger)
        assert "the bank is over 2.00" in _settlement(ledger)  # said, not settled
        await keys(pilot, "v")
        chip = app.screen
        assert isinstance(chip, MoneyEntryScreen)
        chip.query_one("#entry-value", Input).value = "points"
        await keys(pilot, "enter")
        assert "has expenses: money was spent" in str(chip.query_one("#entry-problem", Static).render())
        chip.query_one("#entry-value", Input).value = "0.25"
        await keys(pilot, "enter")
        assert isinstance(app.screen, LedgerScreen)
        opened = app.opened
        assert opened is not None
        assert opened.db is not None
        assert Ledger(opened.db).money(1).chip_value == 25
        assert "a chip is 0.25" in str(ledger.query_one("#ledger").border_title)


async def test_a_points_only_ledger_says_no_word_of_money(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        opened = app.opened
        assert opened is not None
        assert opened.db is not None
        with opened.db.transaction() as conn:
            set_house(conn, money="points")
        await keys(pilot, "enter", "enter", "f", "f", "enter")  # Cat takes Bob's small blind
        SessionBooks(opened.db).adjust(1, "Cat", -1, "a penalty")
        SessionBooks(opened.db).adjust(1, "Bob", 1, "a penalty")
        await keys(pilot, "f6")
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        box = ledger.query_one("#ledger")
        table = ledger.query_one("#ledger-table", DataTable)
        shown = [
            str(box.border_title),
            str(box.border_subtitle),
            *(str(column.label) for column in table.columns.values()),
            *(str(cell) for row in range(table.row_count) for cell in table.get_row_at(row)),
            _settlement(ledger),
        ]
        assert "points only" in shown[0]
        assert "Nothing to settle: the points go to the book." in shown[-1]
        assert "Adjustment: Cat -1 point: a penalty" in shown[-1]
        words = re.compile(r"\bcash|\bmoney\b|\bbu(y|ys|ught)\b|\bpa(y|ys|id)\b|expense|\d\.\d\d\b", re.I)
        assert not [word.group(0) for text in shown for word in words.finditer(text)], shown
