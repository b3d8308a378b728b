"""Tournaments in the database: the whole tournament saved at every step, and the steps.

A tournament belongs to one session of the ledger (its hands are that session's hands).
The ``tournaments`` row holds the tournament as it stands (the core's
:class:`~binglao_tui.core.tournament.tournament.Tournament` as JSON), a revision counted
up by every step, and ``seen_at``: the wall-clock time the dealer's app last saw it, so
that on the next start the dealer can be told how long the app was closed. Every step
(the clock started or paused, an entry, a hand booked, a colour-up, a deal...) appends
a row to ``tournament_steps`` and rewrites the tournament in the same committed
transaction: the file always holds the tournament exactly as the dealer last saw it, and
the steps say how it got there. Like the hands' journal, steps are never rewritten.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from binglao_tui.core.tournament.tournament import Tournament, TournamentError
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import ROW_PROBLEMS, StoreError, UnreadableRow, row_problem


class StepKind(Enum):
    """What a tournament step did."""

    CREATED = "created"
    CLOCK = "clock"
    SCHEDULE = "schedule"
    PAYOUTS = "payouts"
    SETTINGS = "settings"
    ENTRY = "entry"
    DEALT = "dealt"
    BOOKED = "booked"
    COLOUR_UP = "colour-up"
    DEAL = "deal"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class StoredTournament:
    """A tournament as the file has it."""

    tournament_id: int
    session_id: int
    tournament: Tournament
    revision: int
    seen_at: float
    finished: bool


@dataclass(frozen=True, slots=True)
class TournamentStep:
    seq: int
    kind: StepKind
    payload: dict[str, Any] | None
    at: str


@dataclass(frozen=True, slots=True)
class BookedHand:
    """A finished hand of the session: its number and each player's stack at its start and end."""

    number: int
    start: dict[str, int]
    end: dict[str, int]


def _dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


_COLUMNS = "id, session_id, state, revision, seen_at, status"


def _stored(row: tuple[Any, ...]) -> StoredTournament:
    try:
        tournament = Tournament.from_dict(json.loads(row[2]))
    except (TournamentError, *ROW_PROBLEMS) as exc:
        raise UnreadableRow(f"tournament {row[0]} cannot be read ({row_problem(exc)})") from None
    return StoredTournament(
        int(row[0]), int(row[1]), tournament, int(row[3]), float(row[4]), row[5] == "finished"
    )


def read_for_session(conn: sqlite3.Connection, session_id: int) -> StoredTournament | None:
    """The latest tournament of a session, read through any connection (the table display's)."""
    row = conn.execute(
        f"SELECT {_COLUMNS} FROM tournaments WHERE session_id = ? ORDER BY id DESC LIMIT 1", (session_id,)
    ).fetchone()
    return None if row is None else _stored(row)


def revision_for_session(conn: sqlite3.Connection, session_id: int) -> tuple[int, int] | None:
    """(tournament id, revision) of a session's latest tournament: cheap news for a follower."""
    row = conn.execute(
        "SELECT id, revision FROM tournaments WHERE session_id = ? ORDER BY id DESC LIMIT 1", (session_id,)
    ).fetchone()
    return None if row is None else (int(row[0]), int(row[1]))


class TournamentStore:
    """Writes and reads the tournaments of one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def session_a_start_ends(self) -> int | None:
        """The cash session a new tournament would end (:meth:`create`): the open one, if a
        hand was finished in it; None when the tournament would take it over unused."""
        row = self.db.conn.execute(
            "SELECT id FROM sessions WHERE ended_at IS NULL ORDER BY id DESC"
        ).fetchone()
        if row is None or not _used(self.db.conn, int(row[0])):
            return None
        return int(row[0])

    # --- writing ---------------------------------------------------------------------

    def create(self, tournament: Tournament, seen_at: float) -> StoredTournament:
        """Save a new tournament in a session of its own: the current session if no hand
        was finished in it yet, else a new one (the one before is ended)."""
        with self.db.transaction() as conn:
            if conn.execute("SELECT 1 FROM tournaments WHERE status = 'running'").fetchone():
                raise StoreError("a tournament is already running; finish it first")
            row = conn.execute("SELECT id FROM sessions WHERE ended_at IS NULL ORDER BY id DESC").fetchone()
            session_id = None if row is None else int(row[0])
            if session_id is not None and _used(conn, session_id):
                conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (now(), session_id))
                session_id = None
            if session_id is None:
                cursor = conn.execute("INSERT INTO sessions (started_at) VALUES (?)", (now(),))
                assert cursor.lastrowid is not None
                session_id = cursor.lastrowid
            stamp = now()
            cursor = conn.execute(
                "INSERT INTO tournaments (session_id, status, state, revision, seen_at, created_at) "
                "VALUES (?, 'running', ?, 1, ?, ?)",
                (session_id, _dumps(tournament.to_dict()), seen_at, stamp),
            )
            assert cursor.lastrowid is not None
            tournament_id = cursor.lastrowid
            _append(conn, tournament_id, StepKind.CREATED, None)
        return StoredTournament(tournament_id, session_id, tournament, 1, seen_at, False)

    def save(
        self,
        tournament_id: int,
        kind: StepKind,
        payload: Mapping[str, Any] | None,
        tournament: Tournament,
        seen_at: float,
    ) -> int:
        """Commit one step and the tournament after it; return the new revision."""
        with self.db.transaction() as conn:
            self._check_running(conn, tournament_id)
            _append(conn, tournament_id, kind, payload)
            conn.execute(
                "UPDATE tournaments SET state = ?, revision = revision + 1, seen_at = ? WHERE id = ?",
                (_dumps(tournament.to_dict()), seen_at, tournament_id),
            )
            return int(
                conn.execute("SELECT revision FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()[0]
            )

    def finish(
        self, tournament_id: int, payload: Mapping[str, Any] | None, tournament: Tournament, seen_at: float
    ) -> None:
        """The tournament is over: its last state and results, and its session ended."""
        with self.db.transaction() as conn:
            self._check_running(conn, tournament_id)
            _append(conn, tournament_id, StepKind.FINISHED, payload)
            stamp = now()
            conn.execute(
                "UPDATE tournaments SET state = ?, revision = revision + 1, seen_at = ?, "
                "status = 'finished', ended_at = ? WHERE id = ?",
                (_dumps(tournament.to_dict()), seen_at, stamp, tournament_id),
            )
            conn.execute(
                "UPDATE sessions SET ended_at = ? WHERE id = "
                "(SELECT session_id FROM tournaments WHERE id = ?) AND ended_at IS NULL",
                (stamp, tournament_id),
            )

    def heartbeat(self, tournament_id: int, seen_at: float) -> None:
        """The dealer's app still sees the tournament at ``seen_at`` (no step: no revision).
        Said every second, so it does not wait for the disk (a kill loses none of it)."""
        with self.db.transaction(durable=False) as conn:
            conn.execute("UPDATE tournaments SET seen_at = ? WHERE id = ?", (seen_at, tournament_id))

    @staticmethod
    def _check_running(conn: sqlite3.Connection, tournament_id: int) -> None:
        row = conn.execute("SELECT status FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no tournament {tournament_id}")
        if row[0] != "running":
            raise StoreError(f"tournament {tournament_id} is over; it can no longer change")

    # --- reading ---------------------------------------------------------------------

    def running(self) -> StoredTournament | None:
        """The tournament still running (after a crash or a quit), if any."""
        row = self.db.conn.execute(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY id DESC LIMIT 1"
        ).fetchone()
        return None if row is None else _stored(row)

    def get(self, tournament_id: int) -> StoredTournament:
        row = self.db.conn.execute(
            f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,)
        ).fetchone()
        if row is None:
            raise StoreError(f"there is no tournament {tournament_id}")
        return _stored(row)

    def for_session(self, session_id: int) -> StoredTournament | None:
        """The latest tournament played in the session, if any."""
        return read_for_session(self.db.conn, session_id)

    def steps(self, tournament_id: int) -> tuple[TournamentStep, ...]:
        """Every step of a tournament, in order."""
        rows = self.db.conn.execute(
            "SELECT seq, kind, payload, at FROM tournament_steps WHERE tournament_id = ? ORDER BY seq",
            (tournament_id,),
        )
        try:
            return tuple(
                TournamentStep(int(seq), StepKind(kind), None if payload is None else json.loads(payload), at)
                for seq, kind, payload, at in rows
            )
        except ROW_PROBLEMS as exc:
            raise UnreadableRow(
                f"tournament {tournament_id}: a step cannot be read ({row_problem(exc)})"
            ) from None

    def hands_after(self, session_id: int, number: int) -> tuple[BookedHand, ...]:
        """The session's finished hands numbered after ``number``, with their stacks (to
        book hands a crash left between the history and the tournament)."""
        rows = self.db.conn.execute(
            "SELECT number, result FROM hands WHERE session_id = ? AND status = 'finished' "
            "AND number > ? AND result IS NOT NULL ORDER BY number",
            (session_id, number),
        ).fetchall()
        booked = []
        for hand_number, text in rows:
            try:
                result = json.loads(text)
                players = [str(p) for p in result["players"]]
                start = dict(zip(players, (int(s) for s in result["starting_stacks"]), strict=True))
                end = dict(zip(players, (int(s) for s in result["finishing_stacks"]), strict=True))
            except ROW_PROBLEMS as exc:
                raise UnreadableRow(
                    f"hand {hand_number}: its result cannot be read ({row_problem(exc)})"
                ) from None
            booked.append(BookedHand(int(hand_number), start, end))
        return tuple(booked)


def _used(conn: sqlite3.Connection, session_id: int) -> bool:
    """Whether a hand was finished in the session (a cash game was played in it)."""
    row = conn.execute(
        "SELECT 1 FROM hands WHERE session_id = ? AND status = 'finished' LIMIT 1", (session_id,)
    ).fetchone()
    return row is not None


def _append(
    conn: sqlite3.Connection, tournament_id: int, kind: StepKind, payload: Mapping[str, Any] | None
) -> None:
    seq = int(
        conn.execute(
            "SELECT coalesce(max(seq), 0) + 1 FROM tournament_steps WHERE tournament_id = ?", (tournament_id,)
        ).fetchone()[0]
    )
    conn.execute(
        "INSERT INTO tournament_steps (tournament_id, seq, kind, payload, at) VALUES (?, ?, ?, ?, ?)",
        (tournament_id, seq, kind.value, None if payload is None else _dumps(payload), now()),
    )
