"""The database schema as a list of migrations, from the first version on.

A migration is never edited once released: a change to the schema is a new entry at the
end of :data:`MIGRATIONS`. Each runs in one transaction together with the row that
records it in ``schema_version``, so a file is always at exactly one version.

Version 1: sessions, hands (setup, status, result) and the journal of each hand.
Version 2: the session ledger (buy-ins, re-buys, cash-outs) and each player's stack after
every finished hand, filled in from the results already stored.
Version 3: tournaments (the whole tournament as it stands, saved at every step, and the
steps themselves in order), each tied to the session its hands are played in.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

# Written into the SQLite header ("BGLT") so that a foreign database is recognised.
APPLICATION_ID = 0x42474C54


@dataclass(frozen=True, slots=True)
class Migration:
    """One step of the schema: a version number, a line saying what it does, the change."""

    version: int
    summary: str
    apply: Callable[[sqlite3.Connection], None]


def _statements(*sql: str) -> Callable[[sqlite3.Connection], None]:
    def run(conn: sqlite3.Connection) -> None:
        for statement in sql:
            conn.execute(statement)

    return run


_V1 = _statements(
    """CREATE TABLE schema_version (
        version INTEGER PRIMARY KEY,
        summary TEXT NOT NULL,
        applied_at TEXT NOT NULL
    )""",
    """CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        started_at TEXT NOT NULL,
        ended_at TEXT
    )""",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        session_id INTEGER REFERENCES sessions(id),
        number INTEGER,
        status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'void')),
        game TEXT NOT NULL,
        setup TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT,
        source TEXT NOT NULL DEFAULT 'table',
        source_name TEXT,
        roll INTEGER,
        board TEXT,
        result TEXT
    )""",
    "CREATE INDEX hands_by_status ON hands (status)",
    """CREATE TABLE journal (
        hand_id INTEGER NOT NULL REFERENCES hands(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('action', 'undo', 'misdeal', 'floor')),
        payload TEXT,
        at TEXT NOT NULL,
        PRIMARY KEY (hand_id, seq)
    ) WITHOUT ROWID""",
)


def _v2(conn: sqlite3.Connection) -> None:
    _statements(
        """CREATE TABLE ledger (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            player TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('buy-in', 're-buy', 'cash-out')),
            amount INTEGER NOT NULL CHECK (amount > 0),
            hand_id INTEGER REFERENCES hands(id),
            at TEXT NOT NULL
        )""",
        "CREATE INDEX ledger_by_session ON ledger (session_id, player)",
        """CREATE TABLE stacks (
            hand_id INTEGER NOT NULL REFERENCES hands(id),
            seat INTEGER NOT NULL,
            player TEXT NOT NULL,
            stack INTEGER NOT NULL,
            PRIMARY KEY (hand_id, seat)
        ) WITHOUT ROWID""",
    )(conn)
    # Fill in the stacks of hands finished before this version from their stored results.
    rows = conn.execute(
        "SELECT id, result FROM hands WHERE status = 'finished' AND result IS NOT NULL"
    ).fetchall()
    for hand_id, result_text in rows:
        result = json.loads(result_text)
        players = result.get("players") or []
        stacks = result.get("finishing_stacks") or []
        conn.executemany(
            "INSERT INTO stacks (hand_id, seat, player, stack) VALUES (?, ?, ?, ?)",
            [
                (hand_id, seat, name, int(stack))
                for seat, (name, stack) in enumerate(zip(players, stacks, strict=False), start=1)
            ],
        )


_V3 = _statements(
    """CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        status TEXT NOT NULL CHECK (status IN ('running', 'finished')),
        state TEXT NOT NULL,
        revision INTEGER NOT NULL DEFAULT 1,
        seen_at REAL NOT NULL,
        created_at TEXT NOT NULL,
        ended_at TEXT
    )""",
    "CREATE INDEX tournaments_by_session ON tournaments (session_id)",
    """CREATE TABLE tournament_steps (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT,
        at TEXT NOT NULL,
        PRIMARY KEY (tournament_id, seq)
    ) WITHOUT ROWID""",
)


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "sessions, hands and the journal of each hand", _V1),
    Migration(2, "the session ledger and the stacks after each hand", _v2),
    Migration(3, "tournaments and their steps", _V3),
)

LATEST_VERSION = MIGRATIONS[-1].version
