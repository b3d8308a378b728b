"""The single-writer lock: one dealer's app writes a database at a time.

The lock is an exclusive lock on a file beside the database (``<database>.lock``) that
records the holder's process id. The operating system drops it when the process ends,
however it ends, so a lock file left behind after a crash locks nothing.
"""

from __future__ import annotations

import errno
import os
import stat
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
        """Take the lock or raise :class:`DatabaseInUse` naming the holder.

        The lock file is opened without following a symbolic link and must be a plain file
        of its own (not a FIFO, not a second name of another file): whoever can write the
        database's folder could otherwise point it at any file the dealer can write, which
        the process id would then overwrite. Nothing is written before the lock is held.
        """
        handle = self._open()
        handle.seek(0)  # Windows locks from the file position: always the first byte
        if not _try_lock(handle):
            try:
                holder = handle.read(32).strip()
            except (OSError, ValueError):
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

    def _open(self) -> IO[str]:
        """The lock file, opened for reading and writing and left as it is (never truncated
        here), or :class:`LockUnavailable` saying why not."""
        nonblocking = getattr(os, "O_NONBLOCK", 0)  # a FIFO put there must not hang the open
        flags = (
            os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) | nonblocking
        )
        try:
            fd = os.open(self.path, flags, 0o666)  # less the umask, as any file written
        except OSError as exc:
            if exc.errno == errno.ELOOP or self.path.is_symlink():
                raise LockUnavailable(self.path, "it is a symbolic link; remove it") from None
            raise LockUnavailable(self.path, os_reason(exc)) from None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise LockUnavailable(self.path, "it is not a plain file; remove it")
            if info.st_nlink != 1:
                raise LockUnavailable(self.path, "it is another file's second name (a hard link); remove it")
            if nonblocking:
                os.set_blocking(fd, True)
            return open(fd, "r+", encoding="utf-8", closefd=True)
        except BaseException:
            os.close(fd)
            raise

    def release(self) -> None:
        """Let go of the lock (closing the file releases it)."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._handle is not None
