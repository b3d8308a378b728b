"""A database from the first schema version opens with its data intact and gains the ledger."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from binglao_tui.store.db import Database, check_file, create_at_version
from binglao_tui.store.history import History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.schema import LATEST_VERSION, MIGRATIONS

SETUP = {
    "game": "plo",
    "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
    "button": "Ann",
    "small_blind": 1,
    "big_blind": 2,
}


def _version_one_file(path: Path) -> None:
    """A file as the first schema version left it: a finished hand and one still in play."""
    create_at_version(path, 1)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT INTO sessions (id, started_at) VALUES (1, '2024-05-01T20:00:00+00:00')")
    result = {
        "players": ["Ann", "Bob"],
        "starting_stacks": [100, 100],
        "finishing_stacks": [130, 70],
        "pots": [{"amount": 60}],
        "boards": [["Ah", "Kd", "7c", "2s", "9h"]],
    }
    conn.execute(
        "INSERT INTO hands (id, session_id, number, status, game, setup, started_at, ended_at, board, "
        "result) VALUES (1, 1, 1, 'finished', 'plo', ?, 'a', 'b', 'Ah Kd 7c 2s 9h', ?)",
        (json.dumps(SETUP), json.dumps(result)),
    )
    conn.execute('INSERT INTO journal VALUES (1, 1, \'action\', \'{"kind":"call","player":"Ann"}\', \'a\')')
    conn.execute(
        "INSERT INTO hands (id, session_id, number, status, game, setup, started_at) "
        "VALUES (2, 1, 2, 'playing', 'plo', ?, 'c')",
        (json.dumps(SETUP),),
    )
    conn.execute('INSERT INTO journal VALUES (2, 1, \'action\', \'{"kind":"fold","player":"Ann"}\', \'c\')')
    conn.close()


def test_first_schema_version_is_the_first_migration(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    create_at_version(path, 1)
    assert check_file(path) == 1
    assert MIGRATIONS[0].version == 1
    assert [m.version for m in MIGRATIONS] == list(range(1, LATEST_VERSION + 1))


def test_migration_from_version_one_keeps_every_hand(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    _version_one_file(path)
    with Database.open(path) as db:
        assert db.info.version_found == 1
        assert db.schema_version == LATEST_VERSION
        hands = History(db).hands()
        assert [(h.hand_id, h.board, h.players, h.pot, h.winners) for h in hands] == [
            (1, "Ah Kd 7c 2s 9h", ("Ann", "Bob"), 60, ("Ann",))
        ]
        unfinished = Journal(db).unfinished()
        assert unfinished is not None
        assert unfinished.hand_id == 2
        assert unfinished.actions == ({"kind": "fold", "player": "Ann"},)


def test_migration_fills_the_stacks_after_old_hands(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    _version_one_file(path)
    with Database.open(path) as db:
        rows = db.conn.execute("SELECT hand_id, seat, player, stack FROM stacks ORDER BY seat").fetchall()
        assert rows == [(1, 1, "Ann", 130), (1, 2, "Bob", 70)]
        sheet = Ledger(db).sheet(1)
        assert [(line.player, line.stacks) for line in sheet.players] == [
            ("Ann", ((1, 130),)),
            ("Bob", ((1, 70),)),
        ]


def test_each_migration_step_is_recorded_once(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    _version_one_file(path)
    Database.open(path).close()
    with Database.open(path) as db:
        rows = db.conn.execute("SELECT version, summary FROM schema_version ORDER BY version").fetchall()
    assert rows == [(m.version, m.summary) for m in MIGRATIONS]
