"""A corrupt or foreign database is reported, never overwritten, and can be set aside."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from binglao_tui.store.db import Database, set_aside
from binglao_tui.store.errors import DamagedDatabase, NewerDatabase
from binglao_tui.store.schema import LATEST_VERSION


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refused_untouched(path: Path, reason: str) -> None:
    before = _digest(path)
    with pytest.raises(DamagedDatabase, match=reason) as caught:
        Database.open(path)
    assert "left untouched" in str(caught.value)
    with pytest.raises(DamagedDatabase):
        Database.open_for_reading(path)
    assert _digest(path) == before


def test_text_file_is_not_a_database(db_path: Path) -> None:
    db_path.write_text("player,stack\nAnn,100\n" * 50)
    _refused_untouched(db_path, "not an SQLite file")


def test_random_bytes_are_not_a_database(db_path: Path) -> None:
    db_path.write_bytes(bytes(range(256)) * 40)
    _refused_untouched(db_path, "not an SQLite file")


def test_truncated_database_is_corrupt(db_path: Path) -> None:
    with Database.open(db_path) as db, db.transaction() as conn:
        conn.executemany("INSERT INTO sessions (started_at) VALUES (?)", [("x" * 500,)] * 200)
    data = db_path.read_bytes()
    db_path.write_bytes(data[: len(data) // 2])
    Path(str(db_path) + "-wal").unlink(missing_ok=True)
    _refused_untouched(db_path, "not a usable binglao-tui database")


def test_scribbled_pages_are_corrupt(db_path: Path) -> None:
    with Database.open(db_path) as db, db.transaction() as conn:
        conn.executemany("INSERT INTO sessions (started_at) VALUES (?)", [("y" * 300,)] * 300)
    data = bytearray(db_path.read_bytes())
    page = 4096
    for offset in range(page, len(data), page):
        data[offset : offset + 64] = b"\xff" * 64
    db_path.write_bytes(bytes(data))
    _refused_untouched(db_path, "not a usable binglao-tui database")


def test_another_programs_database_is_foreign(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('soup')")
    conn.commit()
    conn.close()
    _refused_untouched(db_path, "belongs to another program")


def test_newer_schema_is_refused_untouched(db_path: Path) -> None:
    with Database.open(db_path) as db, db.transaction() as conn:
        conn.execute("INSERT INTO schema_version VALUES (?, 'from the future', 'x')", (LATEST_VERSION + 1,))
    before = _digest(db_path)
    with pytest.raises(NewerDatabase, match=f"schema {LATEST_VERSION + 1}"):
        Database.open(db_path)
    assert _digest(db_path) == before


def test_set_aside_keeps_the_damaged_file_and_starts_fresh(db_path: Path) -> None:
    db_path.write_text("not a database")
    moved = set_aside(db_path)
    assert moved.read_text() == "not a database"
    assert moved.name.startswith("table.sqlite3.damaged-")
    with Database.open(db_path) as db:
        assert db.schema_version == LATEST_VERSION
    db_path.write_text("broken again")
    moved_again = set_aside(db_path)
    assert moved_again != moved
    assert moved.read_text() == "not a database"
    assert moved_again.read_text() == "broken again"
