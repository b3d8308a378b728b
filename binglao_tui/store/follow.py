"""Following the dealer's journal from another process, reading only: the table display's eyes.

A :class:`Follower` watches the database the dealer's app writes and says what the table
looks like now (:class:`Followed`): the hand in play in the latest session (or in the
session it was told to follow), else the last finished one, rebuilt by replaying its
journal through the engine exactly as the dealer's app resumes a hand. It never writes:

- it never takes the dealer's lock (it only looks at whether someone holds it:
  :func:`dealer_present`), so the dealer's app opens for writing whether or not a display
  is watching;
- while the dealer's WAL file is there, it reads through a ``mode=ro`` connection, which
  sees each step as soon as it is committed (SQLite's ``PRAGMA data_version`` tells it
  cheaply that something was); a WAL reader keeps its place in the ``-shm`` index, never
  in the database or the WAL;
- with no WAL file (the dealer's app closed and checkpointed), it reads the file as
  immutable, so not even an empty WAL or index file is created beside it; when the
  dealer's app opens again and the WAL file appears, it switches back.

:meth:`Follower.poll`, called a few times a second, answers a new :class:`Followed` when
what the table shows has changed and None otherwise. A file that is missing, empty,
damaged, foreign or newer, or that is moved aside and replaced, is reported and
looked at again on the next poll: the follower starts before or after the dealer's app
and survives it closing and opening again.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from binglao_tui.core.engine.actions import Action, ActionError
from binglao_tui.store.db import SQLITE_HEADER, Database, OpenInfo
from binglao_tui.store.errors import StoreError
from binglao_tui.store.journal import HandStatus, Journal, JournaledHand, JournalKind
from binglao_tui.store.recording import resume
from binglao_tui.store.schema import APPLICATION_ID, LATEST_VERSION

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.mixed import Outlook
    from binglao_tui.core.rules import Game


class Following(Enum):
    """Where the followed table stands."""

    NO_FILE = "no-file"  # no database at the path yet: the dealer has not started
    UNREADABLE = "unreadable"  # the file cannot be read (damaged, foreign, newer, replay failed)
    NO_HAND = "no-hand"  # the file is there but the followed session has no hand yet
    IN_PLAY = "in-play"  # a hand is being played
    FINISHED = "finished"  # between hands: the last finished hand


@dataclass(frozen=True, slots=True)
class Followed:
    """What the table shows now, as read from the journal.

    ``hand`` is the engine's hand (in play or finished) when ``state`` is IN_PLAY or
    FINISHED; ``number`` is its number in its session. ``dealer_here`` says whether the
    dealer's app holds the database (None where that cannot be told). ``undone`` is the
    action the dealer's latest step took back, when the latest step was an undo.
    ``problem`` says why a file cannot be read, or why a hand cannot be replayed.
    """

    path: Path
    state: Following
    dealer_here: bool | None = None
    session_id: int | None = None
    session_ended: bool = False
    hand_id: int | None = None
    number: int | None = None
    hand: Hand | None = None
    steps: int = 0
    undone: Action | None = None
    problem: str | None = None
    outlook: Outlook | None = None
    """With a rotation of games: the game, the next game and when, who picks it, at the
    hand shown (in play), or at the next hand (between hands)."""

    @property
    def waiting(self) -> str | None:
        """The sentence to show while there is no hand to show (None when there is one)."""
        match self.state:
            case Following.NO_FILE:
                return f"Waiting for the dealer: nothing has been recorded at {self.path} yet."
            case Following.UNREADABLE:
                return f"Waiting for the dealer: {self.problem}"
            case Following.NO_HAND:
                if self.session_id is None:
                    return "Waiting for the dealer to deal the first hand."
                return f"Waiting for the dealer to deal the first hand of session {self.session_id}."
        if self.hand is None:  # a hand that cannot be replayed
            return f"Waiting for the dealer: {self.problem}"
        return None


# --- is the dealer's app there? -----------------------------------------------------------


def lock_path(db_path: Path) -> Path:
    """The dealer's lock file beside the database (``store.lock.WriterLock`` takes it)."""
    return db_path.with_name(db_path.name + ".lock")


def dealer_present(db_path: Path) -> bool | None:
    """Whether a binglao-tui holds the writer's lock on ``db_path``, found without touching it.

    On Linux the kernel's table of file locks (``/proc/locks``) names the locked file by
    device and inode; elsewhere on POSIX the process id the lock file records is asked
    whether it is alive. On Windows this cannot be told without taking the lock: None.
    """
    lock = lock_path(db_path)
    try:
        info = lock.stat()
    except OSError:
        return False
    if sys.platform == "win32":
        return None
    holder = _recorded_holder(lock)
    try:
        with open("/proc/locks", encoding="ascii") as table:
            lines = table.read().splitlines()
    except OSError:
        return holder is not None and _alive(holder)
    device = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in lines:
        fields = line.split()
        if len(fields) < 6 or fields[1] != "FLOCK":
            continue
        # A file on an overlay file system may be listed by its lower device: its inode and
        # the holder's process id then identify it.
        if fields[5] == device or (fields[5].endswith(f":{info.st_ino}") and fields[4] == str(holder)):
            return True
    return False


def _recorded_holder(lock: Path) -> int | None:
    try:
        text = lock.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)  # signal 0 only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# --- reading the file -------------------------------------------------------------------------


class _Unreadable(Exception):
    """The file cannot be followed now; the message says why."""


def _connect(path: Path, *, immutable: bool) -> sqlite3.Connection:
    query = "mode=ro&immutable=1" if immutable else "mode=ro"
    conn = sqlite3.connect(
        f"{path.resolve().as_uri()}?{query}", uri=True, isolation_level=None, check_same_thread=False
    )
    conn.execute("PRAGMA busy_timeout = 100")  # a poll that must wait is skipped, never the screen held
    return conn


def _busy(exc: sqlite3.OperationalError) -> bool:
    """Whether SQLite refused only for now (another connection holds a lock briefly)."""
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _check(path: Path, conn: sqlite3.Connection) -> int:
    """The schema version of the open file, or :class:`_Unreadable` saying why not; 0 if empty."""
    with open(path, "rb") as raw:
        header = raw.read(len(SQLITE_HEADER))
    if not header:
        return 0
    if header != SQLITE_HEADER:
        raise _Unreadable(f"{path} is not an SQLite file")
    problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise _Unreadable(f"{path} is damaged (SQLite check: {problems[0]})")
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == 0 and not tables:
        return 0
    if app_id != APPLICATION_ID or "schema_version" not in tables:
        raise _Unreadable(f"{path} belongs to another program")
    version = int(conn.execute("SELECT max(version) FROM schema_version").fetchone()[0] or 0)
    if version > LATEST_VERSION:
        raise _Unreadable(f"{path} was written by a newer binglao-tui (schema {version})")
    return version


_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class _Where:
    """Which hand to show, and how far its journal goes (a change to any of it is news)."""

    session_id: int | None
    session_ended: bool
    hand_id: int | None
    status: str | None
    steps: int
    table_step: int = 0  # the last step between hands kept (a dealer's choice is news)


class Follower:
    """Follows the journal at ``path``; ``session`` pins the session to follow (default: the
    latest). ``games`` resolve each hand's game by id (house games from rules files)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        games: Mapping[str, Game] | None = None,
        *,
        session: int | None = None,
    ) -> None:
        self.path = Path(path)
        self.games = games
        self.session = session
        self._conn: sqlite3.Connection | None = None
        self._immutable = False
        self._identity: tuple[int, int, int, int] | None = None  # device, inode (+ size, mtime)
        self._version = 0
        self._data_version: int | None = None
        self._where: _Where | None = None
        self._latest: Followed | None = None

    @property
    def latest(self) -> Followed | None:
        """What the last :meth:`poll` that had news answered."""
        return self._latest

    def close(self) -> None:
        """Let go of the file (nothing was ever written to it)."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._where = None
        self._data_version = None

    def read(self, reader: Callable[[sqlite3.Connection], _T]) -> _T | None:
        """``reader`` run on the follower's own read-only connection: None while no file
        is open, or when it cannot be read now (the next poll says why)."""
        conn = self._conn
        if conn is None:
            return None
        try:
            return reader(conn)
        except (sqlite3.Error, StoreError):
            return None

    def poll(self) -> Followed | None:
        """Look at the file once: a new :class:`Followed` if the table changed, else None."""
        present = dealer_present(self.path)
        try:
            seen = self._look(present)
        except (sqlite3.Error, OSError, _Unreadable) as exc:
            if isinstance(exc, sqlite3.OperationalError) and _busy(exc):
                return None  # the dealer's app is recovering or checkpointing: look again next time
            self.close()
            problem = str(exc) if isinstance(exc, _Unreadable) else f"{self.path} cannot be read ({exc})"
            seen = Followed(self.path, Following.UNREADABLE, present, problem=problem)
        if seen is None:
            latest = self._latest
            if latest is None or latest.dealer_here == present:
                return None
            seen = replace(latest, dealer_here=present)
        if seen == self._latest:
            return None
        self._latest = seen
        return seen

    # -- inside ---------------------------------------------------------------------------------

    def _look(self, present: bool | None) -> Followed | None:
        """What the file says now, or None when it cannot have changed since the last look."""
        try:
            info = self.path.stat()
        except FileNotFoundError:
            self.close()
            return Followed(self.path, Following.NO_FILE, present)
        wal = Path(f"{self.path}-wal").exists()
        identity = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
        if self._conn is not None and (
            identity[:2] != (self._identity or (0, 0))[:2] or (self._immutable and wal)
        ):
            self.close()  # moved aside and replaced, or the dealer's app has opened it
        if self._conn is None:
            self._conn = _connect(self.path, immutable=not wal)
            self._immutable = not wal
            self._identity = identity
            self._version = _check(self.path, self._conn)
        elif self._immutable:
            if identity == self._identity:
                return None
            self.close()
            return self._look(present)
        else:
            data_version = int(self._conn.execute("PRAGMA data_version").fetchone()[0])
            if data_version == self._data_version:
                return None
            self._data_version = data_version
        if self._version == 0:
            return Followed(self.path, Following.NO_HAND, present)
        return self._read(present)

    def _read(self, present: bool | None) -> Followed | None:
        """Read where the table stands in one read transaction; replay the hand if it moved on."""
        conn = self._conn
        assert conn is not None
        conn.execute("BEGIN")
        try:
            where = self._where_now(conn)
            journaled = None
            kept = None
            if where != self._where and where.hand_id is not None:
                db = Database(conn, OpenInfo(self.path, self._version, read_only=True), None)
                journaled = Journal(db).hand(where.hand_id)
                kept = _kept_table(conn, where.table_step)
        finally:
            if conn.in_transaction:
                conn.execute("COMMIT")
        if where == self._where and self._latest is not None:
            return None
        self._where = where
        if journaled is None:
            return Followed(
                self.path, Following.NO_HAND, present, where.session_id or self.session, where.session_ended
            )
        state = Following.IN_PLAY if journaled.status is HandStatus.PLAYING else Following.FINISHED
        seen = Followed(
            self.path,
            state,
            present,
            where.session_id,
            where.session_ended,
            journaled.hand_id,
            journaled.number,
            steps=len(journaled.entries),
            undone=_undone(journaled),
        )
        try:
            hand = resume(journaled, self.games)
        except StoreError as exc:
            return replace(seen, problem=str(exc))
        return replace(seen, hand=hand, outlook=_outlook(kept, self.games, hand, state))

    def _where_now(self, conn: sqlite3.Connection) -> _Where:
        if self.session is not None:
            row = conn.execute("SELECT id, ended_at FROM sessions WHERE id = ?", (self.session,)).fetchone()
        else:
            row = conn.execute("SELECT id, ended_at FROM sessions ORDER BY id DESC LIMIT 1").fetchone()
        if row is None:
            return _Where(None, False, None, None, 0)
        session_id, ended = int(row[0]), row[1] is not None
        for status in (HandStatus.PLAYING, HandStatus.FINISHED):
            hand = conn.execute(
                "SELECT id FROM hands WHERE session_id = ? AND source = 'table' AND status = ? "
                "ORDER BY id DESC LIMIT 1",
                (session_id, status.value),
            ).fetchone()
            if hand is not None:
                steps = conn.execute("SELECT count(*) FROM journal WHERE hand_id = ?", (hand[0],)).fetchone()
                return _Where(
                    session_id, ended, int(hand[0]), status.value, int(steps[0]), _last_table_step(conn)
                )
        return _Where(session_id, ended, None, None, 0)


def _last_table_step(conn: sqlite3.Connection) -> int:
    """The id of the last table kept between hands (0: none, or a journal from before them)."""
    try:
        row = conn.execute("SELECT max(id) FROM table_steps").fetchone()
    except sqlite3.OperationalError:
        return 0
    return int(row[0]) if row is not None and row[0] is not None else 0


def _kept_table(conn: sqlite3.Connection, step: int) -> dict[str, Any] | None:
    """The table kept by the step ``step`` (see :meth:`TableJournal.table_state`)."""
    if not step:
        return None
    row = conn.execute("SELECT state FROM table_steps WHERE id = ?", (step,)).fetchone()
    try:
        kept = json.loads(row[0]) if row is not None else None
    except ValueError:
        return None
    return kept if isinstance(kept, dict) else None


def _outlook(
    kept: Mapping[str, Any] | None, games: Mapping[str, Game] | None, hand: Hand, state: Following
) -> Outlook | None:
    """The rotation at the hand in play, or (the hand finished) at the next hand."""
    if kept is None:
        return None
    from binglao_tui.core.mixed import kept_outlook  # only with a rotation kept
    from binglao_tui.core.rules import load_games

    return kept_outlook(kept, games or load_games(), hand.setup if state is Following.IN_PLAY else None)


def _undone(journaled: JournaledHand) -> Action | None:
    """The action the latest step took back, when the latest step is an undo."""
    entries = journaled.entries
    if not entries or entries[-1].kind is not JournalKind.UNDO:
        return None
    kept: list[dict[str, object]] = []
    taken_back: dict[str, object] | None = None
    for entry in entries:
        if entry.kind is JournalKind.UNDO:
            taken_back = kept.pop() if kept else None
        elif entry.kind in (JournalKind.ACTION, JournalKind.FLOOR):
            kept.append(entry.payload or {})
    if taken_back is None:
        return None
    try:
        return Action.from_dict(taken_back)
    except ActionError:
        return None  # the replay reports a journal it cannot read
