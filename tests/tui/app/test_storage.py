"""The app on a database it cannot write (issue 9, section 4): it opens the file read-only
and says why in the title and a notice; the file is never called damaged nor set aside."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable

from binglao_tui.store.db import Database
from binglao_tui.store.phh_import import import_file
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.history import HistoryScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, text_of

PHH = Path(__file__).resolve().parents[2] / "data" / "phh" / "antonius-blom-2009.phh"


async def _opened(pilot: Pilot[None], app: BinglaoApp) -> None:
    for _ in range(20):
        if app.journal_ready or isinstance(app.screen, ConfirmScreen):
            return
        await pilot.pause()
    raise AssertionError("the database never opened")


async def test_a_lock_file_that_cannot_be_made_opens_the_history_read_only_not_damaged(
    make_app: MakeApp,
) -> None:
    path = Path(os.environ["BINGLAO_TUI_DB"])
    with Database.open(path) as db:
        import_file(db, PHH)
    lock = path.with_name(path.name + ".lock")
    lock.unlink()
    lock.mkdir()  # a folder where the lock file must go
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        assert not isinstance(app.screen, ConfirmScreen)  # no offer to set a good file aside
        assert app.opened is not None
        assert not app.opened.damaged
        assert app.opened.db is not None
        assert app.opened.db.read_only
        assert app.opened.problem is not None
        assert "cannot create the lock file" in app.opened.problem
        assert "read-only" in app.title
        await keys(pilot, "f5")
        assert isinstance(app.screen, HistoryScreen)
        assert text_of(app, "#history-empty") == ""  # the hand is listed
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in path.parent.iterdir() if ".damaged" in p.name) == []


async def test_a_hand_record_that_does_not_parse_is_said_and_the_others_listed(make_app: MakeApp) -> None:
    import sqlite3

    path = Path(os.environ["BINGLAO_TUI_DB"])
    with Database.open(path) as db:
        import_file(db, PHH)
        import_file(db, PHH.parent / "wsop-2023-43-day5" / "12.phh")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE hands SET result = '{' WHERE id = 1")
    conn.close()
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f5")
        assert isinstance(app.screen, HistoryScreen)
        messages = [n.message for n in app._notifications]
        assert any(m.startswith("hand 1: its record cannot be read") for m in messages)
        assert app.screen.query_one(DataTable).row_count == 1
