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
variable, else ``binglao-tui.sqlite3`` in the user data folder (:func:`resolve_path`).
"""

from __future__ import annotations

import os
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from binglao_tui.store.schema import APPLICATION_ID, LATEST_VERSION, MIGRATIONS

ENV_VAR = "BINGLAO_TUI_DB"
FILE_NAME = "binglao-tui.sqlite3"
SQLITE_HEADER = b"SQLite format 3\x00"


class StoreError(Exception):
    """The database cannot be used; the message says why in a sentence."""


class UnreadableRow(StoreError):
    """A record of a sound database that does not parse (edited by hand, or written by a
    bug): it is reported by what it is, and the rest of the file is used as it is."""


# What reading a record's JSON or values can raise when the record is not what was written.
ROW_PROBLEMS = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


def row_problem(exc: BaseException) -> str:
    """A short reason for an unreadable record: ``"KeyError: 'players'"``."""
    text = " ".join(f"{type(exc).__name__}: {exc}".split())
    return text if len(text) <= 80 else text[:77] + "..."


class DamagedDatabase(StoreError):
    """The file is not a readable binglao-tui database (corrupt or another program's)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"{path} is not a usable binglao-tui database ({reason}); the file was left untouched"
        )
        self.path = path
        self.reason = reason


class NewerDatabase(StoreError):
    """The file was written by a newer binglao-tui whose schema this one does not know."""


class DatabaseInUse(StoreError):
    """Another binglao-tui holds the writer's lock on this database."""

    def __init__(self, path: Path, holder: str) -> None:
        who = f"process {holder}" if holder else "another process"
        super().__init__(f"{path} is in use by another binglao-tui ({who}); close it first or open read-only")
        self.path = path
        self.holder = holder


class ReadOnlyDatabase(StoreError):
    """The database cannot be written here (a read-only file, folder or disk); it can
    still be read. ``reason`` says which, in words."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path} cannot be written: {reason}")
        self.path = path
        self.reason = reason


class DiskFull(StoreError):
    """The disk holding the database has no room left: it can be read, not written."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"the disk holding {path} is full: nothing more can be saved there")
        self.path = path


class LockUnavailable(StoreError):
    """The writer's lock file beside the database cannot be made or written."""

    def __init__(self, lock_path: Path, reason: str) -> None:
        super().__init__(f"cannot create the lock file {lock_path}: {reason}")
        self.path = lock_path
        self.reason = reason


# SQLite's primary result codes that say what went wrong (the low byte of an extended code).
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_IOERR = 5, 6, 8, 10
_SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_NOTADB = 11, 13, 14, 26


def storage_problem(path: Path, exc: sqlite3.Error) -> StoreError:
    """What an SQLite error on the database at ``path`` means, as a :class:`StoreError`.

    Only a file SQLite finds corrupt or not a database at all is a
    :class:`DamagedDatabase`; a full disk, a read-only place, a busy or unopenable file are
    named for what they are, and never make a good file look damaged.
    """
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
        return DamagedDatabase(path, str(exc))
    if code == _SQLITE_FULL or (code == _SQLITE_IOERR and _disk_full(path)):
        return DiskFull(path)
    if code == _SQLITE_READONLY:
        return ReadOnlyDatabase(path, "the file or its folder is read-only")
    if code in (_SQLITE_BUSY, _SQLITE_LOCKED):
        return StoreError(f"{path} is busy (another program is writing it); try again")
    if code == _SQLITE_CANTOPEN:
        return StoreError(f"{path} cannot be opened ({exc}); check the file and its folder")
    if code == _SQLITE_IOERR:
        return StoreError(f"{path}: reading or writing the disk failed ({exc})")
    return StoreError(f"{path}: {exc}")


def _disk_full(path: Path) -> bool:
    """Whether the disk holding ``path`` has no room left (SQLite may only say "I/O error")."""
    try:
        return os.statvfs(path.parent).f_bavail == 0
    except (OSError, AttributeError):
        return False


def _os_reason(exc: OSError) -> str:
    """An OSError in words: ``"Permission denied"``, ``"No space left on device"``."""
    return exc.strerror or type(exc).__name__


def now() -> str:
    """The current time in UTC, to the second, as ISO 8601 text."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def default_path() -> Path:
    """``binglao-tui.sqlite3`` in the user data folder of this platform."""
    from platformdirs import user_data_path

    return user_data_path("binglao-tui", appauthor=False) / FILE_NAME


def resolve_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The database path: ``explicit`` (``--db``), else ``$BINGLAO_TUI_DB``, else the default."""
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return default_path()


# --- the single-writer lock -------------------------------------------------------------

if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: IO[str]) -> bool:
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(handle: IO[str]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


class WriterLock:
    """An exclusive lock on ``<database>.lock``; the file records the holder's process id.

    The lock belongs to the open file, so the operating system drops it when the process
    dies however it dies; a stale lock file left behind after a crash locks nothing.
    """

    def __init__(self, db_path: Path) -> None:
        self.path = db_path.with_name(db_path.name + ".lock")
        self._handle: IO[str] | None = None

    def acquire(self) -> None:
        """Take the lock or raise :class:`DatabaseInUse` naming the holder."""
        try:
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held open while locked
        except OSError as exc:
            raise LockUnavailable(self.path, _os_reason(exc)) from None
        handle.seek(0)  # Windows locks from the file position: always the first byte
        if not _try_lock(handle):
            try:
                holder = handle.read().strip()
            except OSError:
                holder = ""
            handle.close()
            raise DatabaseInUse(self.path.with_name(self.path.name.removesuffix(".lock")), holder)
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(str(os.getpid()))
            handle.flush()
        except OSError as exc:  # a full disk
            handle.close()
            raise LockUnavailable(self.path, _os_reason(exc)) from None
        self._handle = handle

    def release(self) -> None:
        """Let go of the lock (closing the file releases it)."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._handle is not None


# --- checking a file before trusting it -------------------------------------------------


def check_file(path: Path) -> int:
    """The schema version of an existing database file; 0 for a missing or empty file.

    Raises :class:`DamagedDatabase` for a file that is not SQLite, fails SQLite's own
    consistency check, or belongs to another program, and :class:`NewerDatabase` for a
    schema newer than this program knows. The file is only ever read here.
    """
    if not check_place(path):
        return 0
    try:
        if path.stat().st_size == 0:
            return 0
        with open(path, "rb") as raw:
            header = raw.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreError(f"{path} cannot be read: {_os_reason(exc)}") from None
    if header != SQLITE_HEADER:
        raise DamagedDatabase(path, "not an SQLite file")
    conn = _connect_read_only(path)
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
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
    import stat

    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(f"{path} cannot be used: {_os_reason(exc)}") from None
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
        no_room = code == _SQLITE_IOERR and _disk_full(path)
        cannot_write = code in (_SQLITE_CANTOPEN, _SQLITE_READONLY) and _writable(path) is not None
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
            raise StoreError(f"cannot make the folder {db_path.parent}: {_os_reason(exc)}") from None
        reason = _writable(db_path)
        if reason is not None:
            raise ReadOnlyDatabase(db_path, reason)
        if _disk_full(db_path):
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
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One committed write: everything inside happens, or nothing does."""
        if self.read_only:
            raise StoreError(f"{self.path} is open read-only; nothing can be saved")
        with self._mutex:
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
