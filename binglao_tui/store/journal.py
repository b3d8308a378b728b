"""The journal of the hand in play: its setup and every step, committed as it happens.

A hand is its table setup plus the ordered list of actions taken; replaying the actions
through the engine rebuilds the hand exactly. The journal writes the setup when the hand
starts and each step the moment the engine accepts it, in a committed transaction, before
the screen shows it. A step is one of:

- ``action``: a player or dealer action (the engine's action record as a dict);
- ``undo``: takes back the latest action or floor ruling still in force;
- ``floor``: a floor ruling that overrides the award (the dealer defers to the floor);
  it is the engine's floor action, kept apart so the history can point it out;
- ``misdeal``: voids the hand; every chip goes back to where it was before the deal.

Nothing that happened is ever deleted or rewritten: the journal only grows, so undo and
misdeal leave a record too (only a hand in which nothing happened yet may be dropped).
Hands are numbered within their session; a void hand does not count, so the deal that
replaces it takes its number again.
:meth:`Journal.unfinished` finds a hand still in play after a crash, and
:func:`binglao_tui.store.recording.resume` replays it to the same state.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import ROW_PROBLEMS, StoreError, UnreadableRow, row_problem

if TYPE_CHECKING:
    import sqlite3


class JournalKind(Enum):
    """The kind of a journal entry: a step of the hand, a step taken back, a floor ruling, a misdeal."""

    ACTION = "action"
    UNDO = "undo"
    FLOOR = "floor"
    MISDEAL = "misdeal"


class HandStatus(Enum):
    """Where a hand stands: in play, finished (in the history), or void (misdeal)."""

    PLAYING = "playing"
    FINISHED = "finished"
    VOID = "void"


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """One committed step: its number within the hand, kind, content and time."""

    seq: int
    kind: JournalKind
    payload: dict[str, Any] | None
    at: str


@dataclass(frozen=True, slots=True)
class JournaledHand:
    """A hand as the journal has it: the setup and every step so far."""

    hand_id: int
    session_id: int | None
    number: int | None
    game: str
    status: HandStatus
    setup: dict[str, Any]
    entries: tuple[JournalEntry, ...]

    def in_force(self) -> tuple[JournalEntry, ...]:
        """The actions and floor rulings that still count, in order, after every undo."""
        kept: list[JournalEntry] = []
        for entry in self.entries:
            if entry.kind is JournalKind.UNDO:
                if kept:
                    kept.pop()
            elif entry.kind in (JournalKind.ACTION, JournalKind.FLOOR):
                kept.append(entry)
        return tuple(kept)

    @property
    def actions(self) -> tuple[dict[str, Any], ...]:
        """The actions in force (floor rulings included), in the order they were taken."""
        return tuple(e.payload or {} for e in self.in_force())

    @property
    def floor_ruling(self) -> dict[str, Any] | None:
        """The latest floor ruling in force, if any."""
        rulings = [e.payload for e in self.in_force() if e.kind is JournalKind.FLOOR]
        return rulings[-1] if rulings else None


def _dumps(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


class Journal:
    """Writes and reads the journal of hands in one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- writing ---------------------------------------------------------------------

    def start_hand(
        self,
        setup: Mapping[str, Any],
        *,
        game: str,
        session_id: int | None = None,
        source: str = "table",
        source_name: str | None = None,
    ) -> int:
        """Record a new hand's setup; return its id. Refused while another hand is in play."""
        with self.db.transaction() as conn:
            return self.start_in(
                conn, setup, game=game, session_id=session_id, source=source, source_name=source_name
            )

    @staticmethod
    def start_in(
        conn: sqlite3.Connection,
        setup: Mapping[str, Any],
        *,
        game: str,
        session_id: int | None = None,
        source: str = "table",
        source_name: str | None = None,
    ) -> int:
        """:meth:`start_hand` inside the caller's transaction."""
        if source == "table":
            playing = conn.execute(
                "SELECT id FROM hands WHERE status = 'playing' AND source = 'table'"
            ).fetchone()
            if playing is not None:
                raise StoreError(f"hand {playing[0]} is still in play; finish or void it first")
        number = None
        if session_id is not None:  # a void hand's number goes to the hand dealt again
            row = conn.execute(
                "SELECT coalesce(max(number), 0) FROM hands WHERE session_id = ? AND status != 'void'",
                (session_id,),
            ).fetchone()
            number = int(row[0]) + 1
        cursor = conn.execute(
            "INSERT INTO hands (session_id, number, status, game, setup, started_at, source, "
            "source_name) VALUES (?, ?, 'playing', ?, ?, ?, ?, ?)",
            (session_id, number, game, _dumps(setup), now(), source, source_name),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def record(self, hand_id: int, action: Mapping[str, Any]) -> int:
        """Commit one action the engine accepted; return its step number."""
        return self._append(hand_id, JournalKind.ACTION, action)

    def undo(self, hand_id: int) -> int:
        """Commit taking back the latest action or floor ruling in force."""
        if not self.hand(hand_id).in_force():
            raise StoreError(f"hand {hand_id} has nothing to undo")
        return self._append(hand_id, JournalKind.UNDO, None)

    def floor(self, hand_id: int, ruling: Mapping[str, Any]) -> int:
        """Commit a floor ruling (the engine's floor action) that overrides the award."""
        return self._append(hand_id, JournalKind.FLOOR, ruling)

    def misdeal(self, hand_id: int, reason: str = "misdeal") -> None:
        """Void the hand: the chips go back to where they were before it began."""
        with self.db.transaction() as conn:
            self.append_in(conn, hand_id, JournalKind.MISDEAL, {"reason": reason})
            conn.execute("UPDATE hands SET status = 'void', ended_at = ? WHERE id = ?", (now(), hand_id))

    def drop_unplayed(self, hand_id: int) -> bool:
        """Remove a hand in play in which nothing happened yet (replaced before the deal)."""
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "DELETE FROM hands WHERE id = ? AND status = 'playing' "
                "AND NOT EXISTS (SELECT 1 FROM journal WHERE hand_id = ?)",
                (hand_id, hand_id),
            )
            return cursor.rowcount == 1

    def _append(self, hand_id: int, kind: JournalKind, payload: Mapping[str, Any] | None) -> int:
        with self.db.transaction() as conn:
            return self.append_in(conn, hand_id, kind, payload)

    @staticmethod
    def append_in(
        conn: sqlite3.Connection,
        hand_id: int,
        kind: JournalKind,
        payload: Mapping[str, Any] | None,
    ) -> int:
        """Add one step inside the caller's transaction; return its number."""
        row = conn.execute("SELECT status FROM hands WHERE id = ?", (hand_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no hand {hand_id}")
        if HandStatus(row[0]) is not HandStatus.PLAYING:
            raise StoreError(f"hand {hand_id} is {row[0]}; it can no longer change")
        seq = int(
            conn.execute(
                "SELECT coalesce(max(seq), 0) + 1 FROM journal WHERE hand_id = ?", (hand_id,)
            ).fetchone()[0]
        )
        conn.execute(
            "INSERT INTO journal (hand_id, seq, kind, payload, at) VALUES (?, ?, ?, ?, ?)",
            (hand_id, seq, kind.value, None if payload is None else _dumps(payload), now()),
        )
        return seq

    # --- reading ---------------------------------------------------------------------

    def hand(self, hand_id: int) -> JournaledHand:
        """The journal of one hand, whatever its status."""
        row = self.db.conn.execute(
            "SELECT id, session_id, number, game, status, setup FROM hands WHERE id = ?", (hand_id,)
        ).fetchone()
        if row is None:
            raise StoreError(f"there is no hand {hand_id}")
        try:
            entries = tuple(
                JournalEntry(
                    int(seq), JournalKind(kind), None if payload is None else json.loads(payload), at
                )
                for seq, kind, payload, at in self.db.conn.execute(
                    "SELECT seq, kind, payload, at FROM journal WHERE hand_id = ? ORDER BY seq", (hand_id,)
                )
            )
            return JournaledHand(
                hand_id=int(row[0]),
                session_id=row[1],
                number=row[2],
                game=row[3],
                status=HandStatus(row[4]),
                setup=json.loads(row[5]),
                entries=entries,
            )
        except ROW_PROBLEMS as exc:
            raise UnreadableRow(f"hand {hand_id}: its journal cannot be read ({row_problem(exc)})") from None

    def unfinished(self) -> JournaledHand | None:
        """The hand left in play at the table (after a crash or a quit), if there is one."""
        row = self.db.conn.execute(
            "SELECT id FROM hands WHERE status = 'playing' AND source = 'table' ORDER BY id DESC"
        ).fetchone()
        return None if row is None else self.hand(int(row[0]))
