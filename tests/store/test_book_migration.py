"""A database from before the book (schema version 3) opens, keeps its sessions, and its
cash nights and tournaments come into the book: a chip worth one unit of money, each
name a person."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from binglao_tui.store.book import read_book
from binglao_tui.store.book_lines import refresh
from binglao_tui.store.db import Database, create_at_version
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.schema import LATEST_VERSION

SETUP = {
    "game": "plo",
    "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
    "button": "Ann",
    "small_blind": 1,
    "big_blind": 2,
}
RESULT = {"players": ["Ann", "Bob"], "starting_stacks": [100, 100], "finishing_stacks": [130, 70]}


def _version_three_file(path: Path) -> None:
    """An ended cash night as schema version 3 left it: one hand, Ann +30, Bob -30."""
    create_at_version(path, 3)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(
        "INSERT INTO sessions (id, started_at, ended_at) VALUES (1, '2026-02-01T20:00:00+00:00', 'e')"
    )
    conn.execute(
        "INSERT INTO hands (id, session_id, number, status, game, setup, started_at, ended_at, result) "
        "VALUES (1, 1, 1, 'finished', 'plo', ?, 'a', 'b', ?)",
        (json.dumps(SETUP), json.dumps(RESULT)),
    )
    conn.execute("INSERT INTO stacks VALUES (1, 1, 'Ann', 130), (1, 2, 'Bob', 70)")
    conn.execute(
        "INSERT INTO ledger (session_id, player, kind, amount, at) VALUES (1, 'Ann', 'buy-in', 100, 'a')"
    )
    conn.execute(
        "INSERT INTO ledger (session_id, player, kind, amount, at) VALUES (1, 'Bob', 'buy-in', 100, 'a')"
    )
    conn.close()


def test_version_three_opens_into_the_book(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    _version_three_file(path)
    with Database.open(path) as db:
        assert (db.info.version_found, db.schema_version) == (3, LATEST_VERSION)
        money = Ledger(db).money(1)
        assert (money.money.value, money.chip_value, money.settle.value) == ("money", 100, "fewest")
        live = read_book(db)
        assert [(r.player, r.net, r.hands, r.last_played) for r in live.rows] == [
            ("Ann", 3000, 1, "2026-02-01"),
            ("Bob", -3000, 1, "2026-02-01"),
        ]
        assert refresh(db) == 1  # its lines are written once, by the first writer (people too)
        assert [(r.person_id, r.player, r.net) for r in read_book(db).rows] == [
            (1, "Ann", 3000),
            (2, "Bob", -3000),
        ]
        assert [str(t) for t in Ledger(db).sheet(1).transfers] == ["Bob pays Ann 3000"]
