"""The history and ledger screens (Pilot), on a real database."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import DataTable, Static

from binglao_tui.core.engine.hand import Hand
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_words import transfer_text
from binglao_tui.store.recording import TableJournal
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.store.store_dealer import GAMES, UNDO, plan


def _played(db: Database, seeds: range) -> TableJournal:
    table = TableJournal(db, GAMES)
    for seed in seeds:
        p = plan(seed)
        hand = Hand.start(p.setup)
        table.hand_started(1, hand)
        for step in p.steps:
            hand = hand.undo() if step is UNDO else hand.apply(step)
            table.undone(hand) if step is UNDO else table.action_applied(step, hand)
        table.hand_finished(hand)
    return table


class Host(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("host")


async def test_history_screen_lists_hands_and_opens_one_with_its_ruling(db_path: Path) -> None:
    with Database.open(db_path) as db:
        _played(db, range(3))
        app = Host()
        async with app.run_test(size=(100, 32)) as pilot:
            app.push_screen(HistoryScreen(History(db)))
            await pilot.pause()
            table = app.screen.query_one(DataTable)
            assert table.row_count == 3
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, HandRecordScreen)
            assert app.screen.hand_id == 3
            text = str(app.screen.query_one("#hand-text", Static).render())
            assert "Finishing stacks:" in text
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, HistoryScreen)


async def test_empty_history_says_so(db_path: Path) -> None:
    with Database.open(db_path) as db:
        app = Host()
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(HistoryScreen(History(db)))
            await pilot.pause()
            assert "No hands yet" in str(app.screen.query_one("#history-empty", Static).render())


async def test_ledger_screen_shows_the_settlement_and_ends_the_session(db_path: Path) -> None:
    with Database.open(db_path) as db:
        table = _played(db, range(4, 7))
        ledger = Ledger(db)
        session = table.session_id
        assert session is not None
        sheet = ledger.sheet(session)
        app = Host()
        async with app.run_test(size=(100, 32)) as pilot:
            app.push_screen(LedgerScreen(ledger))
            await pilot.pause()
            assert app.screen.query_one(DataTable).row_count == len(sheet.players)
            settlement = str(app.screen.query_one("#settlement", Static).render())
            assert all(transfer_text(t, sheet.money) in settlement for t in sheet.transfers)
            await pilot.press("e")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await pilot.pause()
            assert isinstance(app.screen, LedgerScreen)  # open on the books just ended
            assert "ended" in str(app.screen.query_one("#ledger-news", Static).render())
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, LedgerScreen)
        assert ledger.current_session() is None
        assert ledger.sheet(session).ended_at is not None
