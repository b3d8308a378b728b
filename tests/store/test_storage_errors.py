"""Storage errors are named for what they are (issue 9, section 4).

A good database in a place that cannot be written opens read-only, never "damaged" and
never moved aside; a full disk, a ``--db`` that is a folder or a FIFO, and a lock file that
cannot be made each say so in a sentence; a record that does not parse is reported and the
rest of the file is used. Every place here is real (see ``places.py``).
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.errors import (
    DiskFull,
    LockUnavailable,
    ReadOnlyDatabase,
    StoreError,
    UnreadableRow,
    storage_problem,
)
from binglao_tui.store.history import History
from binglao_tui.store.history_words import describe
from binglao_tui.store.phh_import import import_file
from binglao_tui.store.startup import open_for_table
from tests.store.places import fill, read_only_file, read_only_folder, small_disk

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"
HAND = PHH / "antonius-blom-2009.phh"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _good_database(path: Path, hands: int = 1) -> Path:
    with Database.open(path) as db:
        for phh in [HAND, *sorted((PHH / "wsop-2023-43-day5").glob("*.phh"))][:hands]:
            import_file(db, phh)
    return path


def _import_all(db: Database, files: list[Path]) -> None:
    for phh in files:
        import_file(db, phh)


def _only_the_database(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if not p.name.endswith((".lock", "-wal", "-shm")))


def test_good_database_in_a_read_only_folder_opens_read_only_for_the_app(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _good_database(folder / "t.sqlite3")
    before = _digest(path)
    with read_only_folder(folder):
        opened = open_for_table(path)
        try:
            assert not opened.damaged
            assert opened.db is not None
            assert opened.db.read_only
            assert opened.journal is None
            assert opened.problem is not None
            assert "read-only" in opened.problem
            assert "damaged" not in opened.problem
            assert opened.history is not None
            assert len(opened.history.hands()) == 1
        finally:
            opened.close()
    assert _digest(path) == before
    assert _only_the_database(folder) == ["t.sqlite3"]  # nothing set aside


def test_writing_into_a_read_only_folder_says_the_folder_cannot_be_written(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _good_database(folder / "t.sqlite3")
    with read_only_folder(folder):
        with pytest.raises(ReadOnlyDatabase) as caught:
            Database.open(path)
        assert "cannot be written" in str(caught.value)
        with pytest.raises(ReadOnlyDatabase):
            Database.open(folder / "new.sqlite3")
        reader = Database.open_for_reading(path)
        try:
            assert reader.read_only
            assert len(History(reader).hands()) == 1
        finally:
            reader.close()


def test_good_database_in_a_read_only_file_opens_read_only(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3")
    before = _digest(path)
    with read_only_file(path):
        with pytest.raises(ReadOnlyDatabase, match="read-only"):
            Database.open(path)
        opened = open_for_table(path)
        try:
            assert not opened.damaged
            assert opened.db is not None
            assert opened.db.read_only
            assert opened.history is not None
            assert len(opened.history.hands()) == 1
        finally:
            opened.close()
    assert _digest(path) == before


def test_full_disk_says_the_disk_is_full_and_still_reads(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        path = _good_database(disk / "t.sqlite3")
        fill(disk)
        with Database.open_for_reading(path) as reader:
            assert len(History(reader).hands()) == 1
        with pytest.raises(DiskFull, match="is full: nothing more can be saved"):
            Database.open(path)
        opened = open_for_table(path)
        try:
            assert not opened.damaged
            assert opened.problem is not None
            assert "full" in opened.problem
        finally:
            opened.close()


def test_a_db_path_that_is_a_folder_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="is a folder, not a database file"):
        Database.open(tmp_path)
    with pytest.raises(StoreError, match="is a folder"):
        Database.open_for_reading(tmp_path)
    opened = open_for_table(tmp_path)
    assert opened.db is None
    assert not opened.damaged
    assert opened.problem is not None
    assert "is a folder" in opened.problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_db_path_that_is_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "t.sqlite3"
    os.mkfifo(fifo)
    with pytest.raises(StoreError, match="not a plain file"):
        Database.open(fifo)
    with pytest.raises(StoreError, match="not a plain file"):
        Database.open_for_reading(fifo)


def test_a_lock_file_that_cannot_be_created_is_named_and_reading_still_works(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3")
    (tmp_path / "t.sqlite3.lock").unlink()
    (tmp_path / "t.sqlite3.lock").mkdir()  # a folder where the lock file goes
    with pytest.raises(LockUnavailable, match="cannot create the lock file"):
        Database.open(path)
    with Database.open_for_reading(path) as reader:
        assert reader.read_only
        assert len(History(reader).hands()) == 1
    opened = open_for_table(path)
    try:
        assert not opened.damaged
        assert opened.problem is not None
        assert "lock file" in opened.problem
    finally:
        opened.close()


def _scribble(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql)
    conn.close()


def test_a_hand_record_that_does_not_parse_is_reported_and_the_others_listed(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3", hands=3)
    _scribble(path, "UPDATE hands SET result = '{\"players\": 5' WHERE id = 2")
    with Database.open_for_reading(path) as db:
        store = History(db)
        assert [h.hand_id for h in store.hands()] == [1, 3]
        assert len(store.unreadable) == 1
        assert store.unreadable[0].startswith("hand 2: its record cannot be read")
        with pytest.raises(UnreadableRow, match="hand 2"):
            store.get(2)
        describe(store.get(3))  # the rest of the file reads as before


def test_a_journal_row_that_does_not_parse_is_reported(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3", hands=2)
    _scribble(path, "UPDATE journal SET payload = 'not json' WHERE hand_id = 1 AND seq = 1")
    with Database.open_for_reading(path) as db, pytest.raises(UnreadableRow, match="hand 1: its journal"):
        History(db).get(1)


def test_a_record_with_values_of_the_wrong_kind_is_reported(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3")
    _scribble(path, 'UPDATE hands SET result = \'{"players": 1, "pots": "x"}\' WHERE id = 1')
    with Database.open_for_reading(path) as db:
        store = History(db)
        assert store.hands() == []
        assert store.unreadable == [
            "hand 1: its record cannot be read (TypeError: 'int' object is not iterable)"
        ]


def test_a_disk_that_fills_during_a_write_is_named_full_and_nothing_is_half_saved(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        path = _good_database(disk / "t.sqlite3")
        with Database.open(path) as db:
            fill(disk)
            files = sorted((PHH / "wsop-2023-43-day5").glob("*.phh"))
            with pytest.raises(sqlite3.Error) as caught:
                _import_all(db, files)
            assert isinstance(storage_problem(path, caught.value), DiskFull)
        (disk / "filler").unlink()
        with Database.open_for_reading(path) as reader:
            hands = History(reader).hands()
        assert hands[0].hand_id == 1  # the first hand is intact; whatever failed left no trace
        assert all(h.game for h in hands)


def test_text_that_is_not_utf8_inside_a_sound_file_is_read_as_a_replacement_not_a_crash(
    tmp_path: Path,
) -> None:
    path = _good_database(tmp_path / "t.sqlite3", hands=2)
    _scribble(path, "UPDATE hands SET source_name = CAST(x'ff1b41' AS TEXT) WHERE id = 1")
    _scribble(path, "UPDATE hands SET result = CAST(x'7bff' AS TEXT) WHERE id = 2")
    with Database.open_for_reading(path) as db:
        store = History(db)
        (first,) = store.hands()
        assert first.source_name == "\ufffd\x1bA"  # shown through printable() as \x1b by the commands
        assert store.unreadable[0].startswith("hand 2: its record cannot be read")


def test_a_schema_damaged_past_being_text_is_reported_damaged_not_a_crash(tmp_path: Path) -> None:
    path = _good_database(tmp_path / "t.sqlite3")
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = CAST(x'435245415445ff20' AS TEXT) WHERE name = 'ledger'")
    conn.commit()
    conn.close()
    before = _digest(path)
    with pytest.raises(StoreError) as caught:
        Database.open_for_reading(path)
    assert "damaged" in str(caught.value) or "not a usable" in str(caught.value)
    assert _digest(path) == before
