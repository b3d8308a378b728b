"""The database schema as a list of migrations, from the first version on.

A migration is never edited once released: a change to the schema is a new entry at the
end of :data:`MIGRATIONS`. Each runs in one transaction together with the row that
records it in ``schema_version``, so a file is always at exactly one version.

Version 1: sessions, hands (setup, status, result) and the journal of each hand.
Version 2: the session ledger (buy-ins, re-buys, cash-outs) and each player's stack after
every finished hand, filled in from the results already stored.
Version 3: tournaments (the whole tournament as it stands, saved at every step, and the
steps themselves in order), each tied to the session its hands are played in.
Version 4: the club's book. People across sessions (the names each goes by, an online
account's player id, a payment handle) and who each session's players are; each session's
money (a chip's value in cents, or points only; how it is settled and who keeps the bank),
taken from the house's settings when the session opens; expenses and adjustments; the
files imported (PokerNow ledgers) and their rows; the house's settings; and the book's
lines, each ended session's figures per player, kept so that the book of years is read
at once (a cache: a session without them is worked out again from its ledger).
Version 5: an index of the hands by session (a session's ledger no longer reads every hand).
Version 6: the table's steps between hands (a player sits, leaves, moves, re-buys, sits
out, comes back; the table set up again; a hand booked), each with the seat map it left,
so that a run killed between hands finds the table exactly as it was.
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


_V4 = _statements(
    "ALTER TABLE sessions ADD COLUMN money TEXT NOT NULL DEFAULT 'money' "
    "CHECK (money IN ('money', 'points'))",
    # the cents one chip is worth (a points-only session: 1, a chip being a point); sessions
    # kept before this version count a chip as one unit of money (100 cents), the amounts
    # typed at the table being the stakes
    "ALTER TABLE sessions ADD COLUMN chip_value INTEGER NOT NULL DEFAULT 100 CHECK (chip_value > 0)",
    "ALTER TABLE sessions ADD COLUMN settle TEXT NOT NULL DEFAULT 'fewest' "
    "CHECK (settle IN ('fewest', 'bank'))",
    "ALTER TABLE sessions ADD COLUMN bank TEXT",
    "ALTER TABLE sessions ADD COLUMN source TEXT NOT NULL DEFAULT 'table'",
    """CREATE TABLE house (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    ) WITHOUT ROWID""",
    # a new session takes the house's money settings, whichever code opens it
    """CREATE TRIGGER sessions_take_the_house AFTER INSERT ON sessions BEGIN
        UPDATE sessions SET
            money = coalesce((SELECT value FROM house WHERE key = 'money'), 'money'),
            chip_value = CASE coalesce((SELECT value FROM house WHERE key = 'money'), 'money')
                WHEN 'points' THEN 1
                ELSE coalesce((SELECT CAST(value AS INTEGER) FROM house WHERE key = 'chip_value'), 100)
            END,
            settle = coalesce((SELECT value FROM house WHERE key = 'settle'), 'fewest'),
            bank = (SELECT value FROM house WHERE key = 'bank')
        WHERE id = NEW.id;
    END""",
    """CREATE TABLE people (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        handle TEXT,
        created_at TEXT NOT NULL
    )""",
    """CREATE TABLE person_names (
        name TEXT PRIMARY KEY COLLATE NOCASE,
        person_id INTEGER NOT NULL REFERENCES people(id)
    ) WITHOUT ROWID""",
    """CREATE TABLE person_ids (
        site TEXT NOT NULL,
        player_id TEXT NOT NULL,
        person_id INTEGER NOT NULL REFERENCES people(id),
        PRIMARY KEY (site, player_id)
    ) WITHOUT ROWID""",
    """CREATE TABLE session_people (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        player TEXT NOT NULL,
        person_id INTEGER NOT NULL REFERENCES people(id),
        PRIMARY KEY (session_id, player)
    ) WITHOUT ROWID""",
    "CREATE INDEX session_people_by_person ON session_people (person_id)",
    """CREATE TABLE expenses (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        payer TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        what TEXT NOT NULL,
        shared_by TEXT,
        at TEXT NOT NULL
    )""",
    "CREATE INDEX expenses_by_session ON expenses (session_id)",
    """CREATE TABLE adjustments (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        player TEXT,
        amount INTEGER NOT NULL CHECK (amount != 0),
        reason TEXT NOT NULL,
        at TEXT NOT NULL
    )""",
    "CREATE INDEX adjustments_by_session ON adjustments (session_id)",
    """CREATE TABLE imports (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        site TEXT NOT NULL,
        file_name TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL
    )""",
    """CREATE TABLE imported_lines (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        player TEXT NOT NULL,
        player_id TEXT NOT NULL,
        started_at TEXT NOT NULL,
        ended_at TEXT,
        buy_in INTEGER NOT NULL,
        buy_out INTEGER NOT NULL,
        stack INTEGER NOT NULL,
        PRIMARY KEY (session_id, player)
    ) WITHOUT ROWID""",
    """CREATE TABLE imported_rows (
        site TEXT NOT NULL,
        player_id TEXT NOT NULL,
        started_at TEXT NOT NULL,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        PRIMARY KEY (site, player_id, started_at)
    ) WITHOUT ROWID""",
    """CREATE TABLE book_sessions (
        session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
        version INTEGER NOT NULL,
        day TEXT NOT NULL,
        started_at TEXT NOT NULL,
        unit TEXT NOT NULL CHECK (unit IN ('cent', 'point')),
        tournament INTEGER NOT NULL,
        entrants INTEGER NOT NULL,
        buy_in INTEGER NOT NULL
    )""",
    "CREATE INDEX book_sessions_by_day ON book_sessions (day)",
    """CREATE TABLE book_lines (
        session_id INTEGER NOT NULL REFERENCES book_sessions(session_id),
        player TEXT NOT NULL,
        hands INTEGER NOT NULL,
        bought_in INTEGER NOT NULL,
        cashed_out INTEGER NOT NULL,
        place INTEGER,
        tied_to INTEGER,
        PRIMARY KEY (session_id, player)
    ) WITHOUT ROWID""",
)


_V5 = _statements(
    # a session's hands, found without reading every hand: the ledger, the book's lines
    "CREATE INDEX hands_by_session ON hands (session_id, status)",
)


_V6 = _statements(
    """CREATE TABLE table_steps (
        id INTEGER PRIMARY KEY,
        session_id INTEGER REFERENCES sessions(id),
        kind TEXT NOT NULL,
        payload TEXT,
        state TEXT NOT NULL,
        hand_id INTEGER REFERENCES hands(id),
        at TEXT NOT NULL
    )""",
)


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "sessions, hands and the journal of each hand", _V1),
    Migration(2, "the session ledger and the stacks after each hand", _v2),
    Migration(3, "tournaments and their steps", _V3),
    Migration(4, "the club's book: people, each session's money, expenses, imports", _V4),
    Migration(5, "the hands of a session found by an index", _V5),
    Migration(6, "the table's steps between hands and the seat map each left", _V6),
)

LATEST_VERSION = MIGRATIONS[-1].version
