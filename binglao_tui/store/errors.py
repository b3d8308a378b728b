"""What can go wrong with the database file, each as an exception whose message is a
sentence a dealer can act on, and the translation of SQLite's error codes into them."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path


class StoreError(Exception):
    """The database cannot be used; the message says why in a sentence."""


class UnreadableRow(StoreError):
    """A record of a sound database that does not parse (edited by hand, or written by a
    bug): it is reported by what it is, and the rest of the file is used as it is."""


# What reading a record's JSON or values can raise when the record is not what was written.
ROW_PROBLEMS = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError)


def row_problem(exc: BaseException) -> str:
    """A short reason for an unreadable record: ``"KeyError: 'players'"``, or ``"not
    JSON"`` for text that is not JSON at all (as ``history import`` says it)."""
    if isinstance(exc, json.JSONDecodeError):
        return "not JSON"
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
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR = 5, 6, 8, 10
SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 11, 13, 14, 26


def storage_problem(path: Path, exc: sqlite3.Error) -> StoreError:
    """What an SQLite error on the database at ``path`` means, as a :class:`StoreError`.

    Only a file SQLite finds corrupt or not a database at all is a
    :class:`DamagedDatabase`; a full disk, a read-only place, a busy or unopenable file are
    named for what they are, and never make a good file look damaged.
    """
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in (SQLITE_CORRUPT, SQLITE_NOTADB):
        return DamagedDatabase(path, str(exc))
    if code == SQLITE_FULL or (code == SQLITE_IOERR and disk_full(path)):
        return DiskFull(path)
    if code == SQLITE_READONLY:
        return ReadOnlyDatabase(path, "the file or its folder is read-only")
    if code in (SQLITE_BUSY, SQLITE_LOCKED):
        return StoreError(f"{path} is busy (another program is writing it); try again")
    if code == SQLITE_CANTOPEN:
        return StoreError(f"{path} cannot be opened ({exc}); check the file and its folder")
    if code == SQLITE_IOERR:
        return StoreError(f"{path}: reading or writing the disk failed ({exc})")
    return StoreError(f"{path}: {exc}")


def disk_full(path: Path) -> bool:
    """Whether the disk holding ``path`` has no room left (SQLite may only say "I/O error")."""
    try:
        return os.statvfs(path.parent).f_bavail == 0
    except (OSError, AttributeError):
        return False


def os_reason(exc: OSError) -> str:
    """An OSError in words: ``"Permission denied"``, ``"No space left on device"``."""
    return exc.strerror or type(exc).__name__
