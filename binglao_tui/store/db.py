"""The SQLite file behind the journal, the history and the ledger.

One file holds everything. Opening it does, in this order:

1. takes the single-writer lock (a lock file beside the database, released by the
   operating system when the process ends, even on a kill), or refuses with
   :class:`DatabaseInUse` so that the caller can fall back to a read-only view;
2. checks that the file is an SQLite database made by this program, through a read-only
   connection, and refuses a damaged or foreign file with :class:`DamagedDatabase`
   without writing a byte to it (:func:`set_aside` moves it out of the way when the
   user agrees to start afresh);
3. switches to WAL mode with full synchronisation, so a committed write survives a
   killed process or a power cut;
4. applies the schema migrations the file has not seen yet, each in its own transaction.

Where the file lives: the ``--db PATH`` option, else the ``BINGLAO_TUI_DB`` environment
variable, else ``binglao-tui.sqlite3`` in the user data folder (:mod:`binglao_tui.store.paths`).
"""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from binglao_tui.store.errors import (
    SQLITE_CANTOPEN,
    SQLITE_IOERR,
    SQLITE_READONLY,
    DamagedDatabase,
    DatabaseInUse,
    DiskFull,
    LockUnavailable,
    NewerDatabase,
    ReadOnlyDatabase,
    StoreError,
    disk_full,
    os_reason,
    storage_problem,
)
from binglao_tui.store.lock import WriterLock
from binglao_tui.store.paths import resolve_path
from binglao_tui.store.schema import APPLICATION_ID, LATEST_VERSION, MIGRATIONS

SQLITE_HEADER = b"SQLite format 3\x00"


def now() -> str:
    """The current time in UTC, to the second, as ISO 8601 text."""
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- checking a file before trusting it -------------------------------------------------


def check_file(path: Path, *, thorough: bool = True) -> int:
    """The schema version of an existing database file; 0 for a missing or empty file.

    Raises :class:`DamagedDatabase` for a file that is not SQLite, fails SQLite's own
    consistency check, or belongs to another program, and :class:`NewerDatabase` for a
    schema newer than this program knows. The file is only ever read here. Without
    ``thorough`` SQLite's consistency check is left out: it reads the whole file, which a
    history of years makes long (docs/performance.md).
    """
    if not check_place(path):
        return 0
    try:
        if path.stat().st_size == 0:
            return 0
        with open(path, "rb") as raw:
            header = raw.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreError(f"{path} cannot be read: {os_reason(exc)}") from None
    if header != SQLITE_HEADER:
        raise DamagedDatabase(path, "not an SQLite file")
    conn = _connect_read_only(path)
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")] if thorough else ["ok"]
        if problems != ["ok"]:
            raise DamagedDatabase(path, f"SQLite check failed: {problems[0]}")
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if app_id == 0 and not tables:
            return 0
        if app_id != APPLICATION_ID or "schema_version" not in tables:
            raise DamagedDatabase(path, "it belongs to another program")
        version = int(conn.execute("SELECT max(version) FROM schema_version").fetchone()[0] or 0)
    except sqlite3.Error as exc:
        raise storage_problem(path, exc) from None
    except UnicodeDecodeError:  # SQLite's own message quotes a schema too damaged to be text
        raise DamagedDatabase(path, "its schema is damaged") from None
    except (TypeError, ValueError) as exc:  # a schema_version table holding something else
        raise DamagedDatabase(path, f"its schema version cannot be read ({exc})") from None
    finally:
        conn.close()
    if version > LATEST_VERSION:
        raise NewerDatabase(
            f"{path} was written by a newer binglao-tui (schema {version}; this one knows "
            f"up to {LATEST_VERSION}); it was left untouched"
        )
    return version


def check_place(path: Path) -> bool:
    """Whether a database file is there (False: none yet); a :class:`StoreError` if the
    path is a folder or anything else that is not a plain file (a FIFO would make every
    read wait for ever)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(f"{path} cannot be used: {os_reason(exc)}") from None
    if stat.S_ISDIR(mode):
        raise StoreError(f"{path} is a folder, not a database file; name a file inside it with --db")
    if not stat.S_ISREG(mode):
        raise StoreError(f"{path} is not a plain file (a FIFO or a device); --db must name a file")
    return True


def _writable(path: Path) -> str | None:
    """Why the database at ``path`` cannot be written (None: it can, as far as the system says)."""
    folder = path.parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return "it is on a read-only disk"
    except (OSError, AttributeError):  # no statvfs (Windows), or no folder yet
        pass
    if path.exists() and not os.access(path, os.W_OK):
        return "the file is read-only"
    if not os.access(folder, os.W_OK):
        return f"its folder {folder} is read-only"
    return None


def read_text(raw: bytes) -> str:
    """A text value of the file (the connections' ``text_factory``). Bytes that are not UTF-8,
    left by damage inside a record that SQLite's own check passes, read as U+FFFD, so that
    one bad record neither stops every read of its table nor can reach a terminal raw."""
    return str(raw, "utf-8", "replace")


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that only reads. A database in WAL mode needs its ``-shm`` file even to
    be read; in a folder nobody can write, or on a full disk, that file cannot be made, so
    the file is then opened as immutable (nobody can change it there either)."""
    uri = path.resolve().as_uri()
    conn = None
    try:
        conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
        conn.text_factory = read_text
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except UnicodeDecodeError:  # SQLite's own message quotes a schema too damaged to be text
        if conn is not None:
            conn.close()
        raise DamagedDatabase(path, "its schema is damaged") from None
    except sqlite3.Error as exc:
        if conn is not None:
            conn.close()
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        no_room = code == SQLITE_IOERR and disk_full(path)
        cannot_write = code in (SQLITE_CANTOPEN, SQLITE_READONLY) and _writable(path) is not None
        if not (no_room or cannot_write):
            raise storage_problem(path, exc) from None
    try:
        conn = sqlite3.connect(
            f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None, check_same_thread=False
        )
    except sqlite3.Error as exc:
        raise storage_problem(path, exc) from None
    conn.text_factory = read_text
    return conn


def set_aside(path: Path) -> Path:
    """Rename a damaged database (and its WAL files) out of the way; return the new name.

    Nothing is deleted or overwritten: the new name carries a time stamp and a counter.
    """
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n else ""))
        siblings = [Path(str(target) + s) for s in ("", "-wal", "-shm")]
        if not any(p.exists() for p in siblings):
            break
        n += 1
    for suffix in ("-wal", "-shm"):
        extra = Path(str(path) + suffix)
        if extra.exists():
            extra.rename(Path(str(target) + suffix))
    path.rename(target)
    return target


# --- the open database ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpenInfo:
    """How a database was opened: its path, version before opening and access."""

    path: Path
    version_found: int
    read_only: bool


class Database:
    """An open binglao-tui database: one connection, writes in short transactions.

    Use :meth:`open`. Every write goes through :meth:`transaction`, which commits before it
    returns, so that a write the caller has seen return is on disk.
    """

    def __init__(self, conn: sqlite3.Connection, info: OpenInfo, lock: WriterLock | None) -> None:
        self.conn = conn
        self.info = info
        self._lock = lock
        self._mutex = threading.RLock()

    @property
    def path(self) -> Path:
        """The database file."""
        return self.info.path

    @property
    def read_only(self) -> bool:
        """True when this instance may only read (another instance holds the writer's lock)."""
        return self.info.read_only

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, read_only: bool = False) -> Database:
        """Open (creating and migrating as needed) the database at ``path``.

        With ``read_only=False`` the writer's lock is taken and held until :meth:`close`;
        :class:`DatabaseInUse` is raised if another process holds it. With ``read_only=True``
        no lock is taken and nothing can be written.
        """
        db_path = resolve_path(path)
        check_place(db_path)
        if read_only:
            return cls._open_read_only(db_path)
        try:
            db_path.parent.mkdir(parents=True, exist_ok=True)
        except FileExistsError:
            raise StoreError(f"{db_path.parent} is a file, so {db_path} cannot be made in it") from None
        except OSError as exc:
            raise StoreError(f"cannot make the folder {db_path.parent}: {os_reason(exc)}") from None
        reason = _writable(db_path)
        if reason is not None:
            raise ReadOnlyDatabase(db_path, reason)
        if disk_full(db_path):
            raise DiskFull(db_path)
        lock = WriterLock(db_path)
        lock.acquire()
        try:
            version = check_file(db_path)
            conn = _connect(db_path)
            try:
                _migrate(conn, version)
            except sqlite3.Error as exc:
                conn.close()
                raise storage_problem(db_path, exc) from None
        except BaseException:
            lock.release()
            raise
        return cls(conn, OpenInfo(db_path, version, read_only=False), lock)

    @classmethod
    def open_for_reading(cls, path: str | os.PathLike[str] | None = None) -> Database:
        """Open for the read-only commands: as the writer if free (migrating), else read-only.

        The writer's lock, when taken, is released at once so that the app can still start
        while a command is reading.
        """
        db_path = resolve_path(path)
        try:
            db = cls.open(db_path)
        except (DatabaseInUse, ReadOnlyDatabase, LockUnavailable, DiskFull):
            return cls._open_read_only(db_path)
        db.release_lock()
        db.conn.execute("PRAGMA query_only = ON")
        return db

    @classmethod
    def open_to_read(cls, path: str | os.PathLike[str] | None = None) -> Database:
        """Open for a command that only reads and must answer at once (the book): read-only,
        no lock, and SQLite's consistency check left to the queries, whose errors are
        reported as a damaged file (:func:`.errors.storage_problem`). A file that needs a
        migration is opened as :meth:`open_for_reading` opens it."""
        db_path = resolve_path(path)
        check_place(db_path)
        version = check_file(db_path, thorough=False)
        if version == 0:
            raise StoreError(f"{db_path} holds no binglao-tui data yet")
        if version < LATEST_VERSION:
            return cls.open_for_reading(db_path)
        return cls(_connect_read_only(db_path), OpenInfo(db_path, version, read_only=True), None)

    @classmethod
    def _open_read_only(cls, db_path: Path) -> Database:
        version = check_file(db_path)
        if version == 0:
            raise StoreError(f"{db_path} holds no binglao-tui data yet")
        conn = _connect_read_only(db_path)
        return cls(conn, OpenInfo(db_path, version, read_only=True), None)

    def release_lock(self) -> None:
        """Give up the writer's lock but keep reading."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    @contextmanager
    def transaction(self, *, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """One committed write: everything inside happens, or nothing does.

        ``durable=False``: the commit does not wait for the disk (SQLite's synchronous
        NORMAL in WAL mode, for this commit only). A kill loses nothing the operating system
        was given; only a power cut can lose it. For a note written every second (the
        tournament's "the app still sees it"), never for a step of the game."""
        if self.read_only:
            raise StoreError(f"{self.path} is open read-only; nothing can be saved")
        with self._mutex:
            if not durable:
                self.conn.execute("PRAGMA synchronous = NORMAL")
            try:
                self.conn.execute("BEGIN IMMEDIATE")
                try:
                    yield self.conn
                except BaseException:
                    # SQLite has already rolled back after some errors (a full disk); a second
                    # ROLLBACK would fail and hide the reason the write was refused.
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise
                self.conn.execute("COMMIT")
            finally:
                if not durable:
                    self.conn.execute("PRAGMA synchronous = FULL")

    @property
    def schema_version(self) -> int:
        """The newest migration applied to this file."""
        row = self.conn.execute("SELECT max(version) FROM schema_version").fetchone()
        return int(row[0] or 0)

    def close(self) -> None:
        """Close the connection and release the lock."""
        self.conn.close()
        self.release_lock()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _connect(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    except sqlite3.Error as exc:
        raise storage_problem(path, exc) from None
    conn.text_factory = read_text
    try:
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        conn.close()
        raise storage_problem(path, exc) from None
    return conn


def _migrate(conn: sqlite3.Connection, found: int, upto: int = LATEST_VERSION) -> None:
    """Apply every migration after ``found`` up to ``upto``, each in its own transaction."""
    for migration in MIGRATIONS:
        if found < migration.version <= upto:
            conn.execute("BEGIN IMMEDIATE")
            try:
                if migration.version == 1:
                    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                migration.apply(conn)
                conn.execute(
                    "INSERT INTO schema_version (version, summary, applied_at) VALUES (?, ?, ?)",
                    (migration.version, migration.summary, now()),
                )
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")


def create_at_version(path: Path, version: int) -> None:
    """Create a database with the migrations up to ``version`` only (for migration tests)."""
    conn = _connect(path)
    try:
        _migrate(conn, 0, version)
    finally:
        conn.close()
