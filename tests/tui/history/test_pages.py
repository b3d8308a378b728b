"""The app's history (F5) on a history of many hands: it opens on the latest, ``[`` reads
the ones before."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Static

from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.history import HistoryScreen
from tests.store.test_history_pages import _hands


async def test_the_apps_history_opens_on_the_latest_hands_and_reads_older_ones(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with Database.open(path) as db:
        _hands(db, 250)
    with Database.open(path, read_only=True) as db:
        app = BinglaoApp(config=tmp_path / "config")
        async with app.run_test(size=(80, 24)) as pilot:
            app.push_screen(HistoryScreen(History(db)))
            await pilot.pause()
            table = app.screen.query_one(DataTable)
            assert table.row_count == 100
            assert str(table.get_row_at(table.cursor_row)[1]) == "250"  # the latest, highlighted
            said = str(app.screen.query_one("#history-empty", Static).render())
            assert said == "The latest 100 of 250 hands: [ shows older ones."
            await pilot.press("left_square_bracket")
            await pilot.pause()
            assert table.row_count == 200
            assert str(table.get_row_at(table.cursor_row)[1]) == "250"  # the cursor stays on it
            assert str(table.get_row_at(0)[1]) == "51"
            await pilot.press("left_square_bracket", "left_square_bracket")
            await pilot.pause()
            assert table.row_count == 250
            assert str(app.screen.query_one("#history-empty", Static).render()) == ""
