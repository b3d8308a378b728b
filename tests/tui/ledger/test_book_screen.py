"""The club's book in the app at 80x24 (F10): every person with the same figures as
``binglao-tui book``, money and points apart, the years with ``[`` and ``]``, the league
with ``l``; and the ledger's end (``e``) naming a difference and booking it as the bank's."""

from __future__ import annotations

import re
from pathlib import Path

from textual.containers import VerticalScroll
from textual.widgets import Static

from binglao_tui.store.book_pokernow import Units, import_files
from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import Money
from binglao_tui.tui.screens.book import BookScreen
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.store.test_session_ledger import _play
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, seat_table

DATA = Path(__file__).resolve().parents[2] / "data" / "pokernow"
THREE = {"Ann": 100, "Bob": 100, "Cat": 100}


def _shown(screen: BookScreen) -> list[str]:
    """The book window's lines as drawn, spaces run together."""
    body = screen.query_one("#book-body", Static)
    return [" ".join(strip.text.split()) for strip in body.render_lines(body.region.reset_offset)]


def _prepare(path: Path) -> None:
    """Two PokerNow nights of March 2026 and, in 2025, a night for points."""
    with Database.open(path) as db:
        for name, units in (("old_columns_cents.csv", Units.CENTS), ("new_columns_units.csv", Units.UNITS)):
            import_files(db, [(name, (DATA / name).read_bytes())], units)
        session = Ledger(db).start_session()
        db.conn.execute(
            "UPDATE sessions SET started_at = '2025-06-01T19:00:00+00:00' WHERE id = ?", (session,)
        )
        _play(db, session, {"Ann": 500, "Eve": 500}, {"Ann": 600, "Eve": 400})
        SessionBooks(db).set_money(session, money=Money.POINTS)
        Ledger(db).end_session(session)


async def test_the_book_at_80x24_with_its_years_and_league(make_app: MakeApp, tmp_path: Path) -> None:
    _prepare(tmp_path / "binglao-tui.sqlite3")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f10")
        screen = app.screen
        assert isinstance(screen, BookScreen)
        lines = _shown(screen)
        assert lines[:3] == ["The book: 3 sessions, every date", "Money", "Bought Cashed Best Worst Last"]
        assert lines[5:9] == [
            "Bob 2 0 60.00 107.00 +47.00 +31.50 - 2026-03-19",
            "Cat 1 0 30.00 25.00 -5.00 - -5.00 2026-03-12",
            "Dee 1 0 20.00 4.50 -15.50 - -15.50 2026-03-19",
            "Ann 1 0 40.00 13.50 -26.50 - -26.50 2026-03-12",
        ]
        assert lines[9:11] == ["Points (sessions played for points only)", "Points Points Best Worst Last"]
        assert lines[13:15] == [
            "Ann 1 1 500 600 +100 +100 - 2025-06-01",
            "Eve 1 1 500 400 -100 - -100 2025-06-01",
        ]
        drawn = "\n".join(screen_lines(app))
        assert "+47.00 +31.50      - 2026-03-19" in drawn  # every figure on screen at 80 columns
        await keys(pilot, "left_square_bracket")  # this year (the tests' clock may say any)
        await keys(pilot, "right_square_bracket")  # past the end: every date again
        assert str(screen.query_one("#book", VerticalScroll).border_title) == "The book"
        await keys(pilot, "left_square_bracket", "left_square_bracket")
        year = screen.year
        assert year is not None
        await keys(pilot, *["left_square_bracket"] * (year - 2025))
        assert screen.year == 2025
        shown = _shown(screen)
        assert shown[:2] == ["The book: 1 session, from 2025-01-01 to 2025-12-31", "Points"]
        money_words = re.compile(r"\bcash|\bmoney\b|\bbu(y|ys|ught)\b|\bpa(y|ys|id)\b|\d\.\d\d\b", re.I)
        assert not [word for text in shown for word in money_words.findall(text)], shown
        await keys(pilot, "l")
        assert str(screen.query_one("#book", VerticalScroll).border_title) == "League · 2025"
        assert "No tournament finished in this season yet." in _shown(screen)
        await keys(pilot, "escape")
        assert not isinstance(app.screen, BookScreen)


async def test_ending_a_session_that_does_not_balance_books_the_difference(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f")  # deal; the blinds go to Cat
        await keys(pilot, "enter")  # booked; the next hand is dealt
        opened = app.opened
        assert opened is not None
        assert opened.db is not None
        SessionBooks(opened.db).adjust(1, "Ann", 500, "found under the table")
        await keys(pilot, "f6", "e")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert "do not balance: the bank is short 5.00" in question.detail
        await keys(pilot, "y")
        assert isinstance(app.screen, LedgerScreen)
        sheet = Ledger(opened.db).sheet(1)
        assert sheet.ended_at is not None
        assert sheet.money.parties == (("the bank", -500),)
        assert "the bank pays Ann 5.00" in "\n".join(screen_lines(app))
