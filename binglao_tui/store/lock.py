"""The single-writer lock: one dealer's app writes a database at a time.

The lock is an exclusive lock on a file beside the database (``<database>.lock``) that
records the holder's process id. The operating system drops it when the process ends,
however it ends, so a lock file left behind after a crash locks nothing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

from binglao_tui.store.errors import DatabaseInUse, LockUnavailable, os_reason

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
            raise LockUnavailable(self.path, os_reason(exc)) from None
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
            raise LockUnavailable(self.path, os_reason(exc)) from None
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
