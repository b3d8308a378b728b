"""What the app gets when it opens the database: journal, read-only view, or a damaged file."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Hand
from binglao_tui.store.db import Database
from binglao_tui.store.startup import open_for_table, start_fresh
from tests.store.store_dealer import GAMES, plan


def test_free_file_opens_with_a_journal(db_path: Path) -> None:
    opened = open_for_table(db_path, GAMES)
    try:
        assert opened.journal is not None
        assert opened.problem is None
        assert opened.history is not None
        assert opened.ledger is not None
    finally:
        opened.close()


def test_second_app_gets_a_read_only_view_and_a_clear_message(db_path: Path) -> None:
    first = open_for_table(db_path, GAMES)
    assert first.journal is not None
    first.journal.hand_started(1, Hand.start(plan(1).setup))
    second = open_for_table(db_path, GAMES)
    try:
        assert second.journal is None
        assert second.db is not None
        assert second.db.read_only
        assert second.problem is not None
        assert "in use by another binglao-tui" in second.problem
        assert "read-only" in second.problem
        assert second.history is not None
        assert second.history.hands() == []
    finally:
        second.close()
        first.close()
    third = open_for_table(db_path, GAMES)
    assert third.journal is not None
    third.close()


def test_damaged_file_is_reported_then_set_aside_only_when_asked(db_path: Path) -> None:
    db_path.write_bytes(b"\x00garbage" * 100)
    opened = open_for_table(db_path, GAMES)
    assert opened.damaged
    assert opened.db is None
    assert opened.problem is not None
    assert "left untouched" in opened.problem
    assert db_path.read_bytes() == b"\x00garbage" * 100
    fresh, moved = start_fresh(db_path, GAMES)
    try:
        assert fresh.journal is not None
        assert moved.read_bytes() == b"\x00garbage" * 100
    finally:
        fresh.close()
    with Database.open(db_path) as db:
        assert db.schema_version >= 1
