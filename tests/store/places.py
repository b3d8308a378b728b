"""Real places a database can be in that cannot be written: a read-only folder, a read-only
file, a full disk. No mocks: each is made for real, the way this machine allows.

- An ordinary user gets a read-only folder or file from its permission bits.
- The superuser ignores permission bits, so a read-only folder is a read-only bind mount
  of it, and a read-only file an immutable one (``chattr +i``).
- A full disk is a tiny memory file system filled to the last byte (superuser only).

A place the machine cannot make skips the test that needs it, saying why.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _run(*command: str) -> bool:
    if shutil.which(command[0]) is None:
        return False
    return subprocess.run(command, capture_output=True, check=False).returncode == 0


@contextlib.contextmanager
def read_only_folder(folder: Path) -> Iterator[Path]:
    """``folder`` made read-only for the duration, its files as they were."""
    if not ROOT:
        folder.chmod(0o555)
        try:
            yield folder
        finally:
            folder.chmod(0o755)
        return
    if not (_run("mount", "--bind", str(folder), str(folder))):
        pytest.skip("a read-only folder needs a bind mount here, and mount is not allowed")
    try:
        if not _run("mount", "-o", "remount,ro,bind", str(folder)):
            pytest.skip("a read-only bind mount is not allowed here")
        yield folder
    finally:
        _unmount(folder)


def _unmount(folder: Path) -> None:
    if not _run("umount", str(folder)):
        _run("umount", "-l", str(folder))  # still busy: detach it now, free it when let go


@contextlib.contextmanager
def read_only_file(path: Path) -> Iterator[Path]:
    """``path`` made read-only (its folder stays writable)."""
    if not ROOT:
        path.chmod(0o444)
        try:
            yield path
        finally:
            path.chmod(0o644)
        return
    if not _run("chattr", "+i", str(path)):
        pytest.skip("an immutable file needs chattr, which this file system does not allow")
    try:
        yield path
    finally:
        _run("chattr", "-i", str(path))


@contextlib.contextmanager
def small_disk(folder: Path, size_kb: int = 1024) -> Iterator[Path]:
    """A memory file system of ``size_kb`` mounted on ``folder`` (superuser only)."""
    folder.mkdir(parents=True, exist_ok=True)
    if not ROOT or not _run("mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(folder)):
        pytest.skip("a full disk needs a small tmpfs mount, which only the superuser may make")
    try:
        yield folder
    finally:
        _unmount(folder)


def fill(folder: Path) -> None:
    """Write into ``folder`` until its disk has no byte left."""
    with contextlib.suppress(OSError), open(folder / "filler", "wb", buffering=0) as filler:
        for size in (65536, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    filler.write(b"\0" * size)
