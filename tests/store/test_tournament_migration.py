"""A database from before tournaments (schema version 2) opens, gains the tournament
tables, keeps its cash game, and can run a tournament in a session of its own."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from binglao_tui.core.tournament.entries import EntryTerms
from binglao_tui.core.tournament.schedule import Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.store.db import Database, create_at_version
from binglao_tui.store.history import History
from binglao_tui.store.schema import LATEST_VERSION
from binglao_tui.store.tournament import StepKind, TournamentStore

SETUP = {
    "game": "plo",
    "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
    "button": "Ann",
    "small_blind": 1,
    "big_blind": 2,
}
RESULT = {
    "players": ["Ann", "Bob"],
    "starting_stacks": [100, 100],
    "finishing_stacks": [130, 70],
    "pots": [{"amount": 60}],
    "boards": [["Ah", "Kd", "7c", "2s", "9h"]],
}


def _version_two_file(path: Path) -> None:
    """A file as schema version 2 left it: a cash game with one finished hand, still open."""
    create_at_version(path, 2)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT INTO sessions (id, started_at) VALUES (1, '2026-11-30T20:00:00+00:00')")
    conn.execute(
        "INSERT INTO hands (id, session_id, number, status, game, setup, started_at, ended_at, board, "
        "result) VALUES (1, 1, 1, 'finished', 'plo', ?, 'a', 'b', 'Ah Kd 7c 2s 9h', ?)",
        (json.dumps(SETUP), json.dumps(RESULT)),
    )
    conn.close()


def _tournament() -> Tournament:
    schedule = Schedule((Level(1, 10, 100, 200), Level(2, 10, 200, 400)), denominations=(100,))
    return Tournament.start(schedule, EntryTerms(buy_in=2000, chips=1000), ("Ann", "Bob"))


def test_version_two_gains_the_tournament_tables_and_keeps_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite3"
    _version_two_file(path)
    with Database.open(path) as db:
        assert db.info.version_found == 2
        assert db.schema_version == LATEST_VERSION
        tables = {row[0] for row in db.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"tournaments", "tournament_steps"} <= tables
        assert [h.hand_id for h in History(db).hands()] == [1]
        assert TournamentStore(db).running() is None


def test_a_tournament_after_a_migrated_cash_game_gets_a_session_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite3"
    _version_two_file(path)
    with Database.open(path) as db:
        store = TournamentStore(db)
        saved = store.create(_tournament(), 1_750_000_000.0)
        assert saved.session_id != 1  # the cash game's session had a hand: it is ended
        ended = db.conn.execute("SELECT ended_at FROM sessions WHERE id = 1").fetchone()[0]
        assert ended is not None
        assert [s.kind for s in store.steps(saved.tournament_id)] == [StepKind.CREATED]
    with Database.open(path) as again:
        running = TournamentStore(again).running()
        assert running is not None
        assert running.tournament == _tournament()
