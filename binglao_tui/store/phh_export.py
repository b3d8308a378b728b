"""Stored hands out to PHH files (``history export``): one ``hand-NNNNN.phh`` per hand,
each written atomically and never over an existing file or through a symbolic link
unless forced. The text itself is :func:`binglao_tui.store.phh_text.hand_to_phh`'s.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from binglao_tui.store.history import HandRecord
from binglao_tui.store.phh_text import PhhExportError, hand_to_phh

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game


def export_hand(
    record: HandRecord, out: Path, games: Mapping[str, Game] | None = None, *, force: bool = False
) -> Path:
    """Write one stored hand as ``hand-NNNNN.phh`` in ``out``; return the file's path.

    The file is written whole or not at all, and an existing file (or a symbolic link)
    of that name is left as it is unless ``force``; see :func:`write_new_file`.
    """
    path = export_path(record, out)
    write_new_file(path, hand_to_phh(record, games), force=force)
    return path


def export_path(record: HandRecord, out: Path) -> Path:
    """Where :func:`export_hand` writes a hand."""
    return out / f"hand-{record.summary.hand_id:05d}.phh"


def clean_temporaries(out: Path) -> list[Path]:
    """Remove what an export killed before it could tidy up left in ``out``: its own
    temporary files (``.hand-NNNNN.phh.*.tmp``), nothing else; return them."""
    removed = []
    for path in sorted(out.glob(".hand-*.phh.*.tmp")):
        if path.is_file() and not path.is_symlink():
            path.unlink(missing_ok=True)
            removed.append(path)
    return removed


def same_file(path: Path, text: str) -> bool:
    """Whether ``path`` is already a file (not a link) holding exactly ``text``: an export
    interrupted half way is finished without writing those again."""
    try:
        if path.is_symlink() or not path.is_file():
            return False
        data = text.encode("utf-8")
        return path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


def _file_mode() -> int:
    """The permissions every file written gets: read and write for all, less the umask."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_new_file(path: Path, text: str, *, force: bool = False) -> None:
    """Write ``text`` to ``path`` atomically: into a temporary file in the same folder,
    then linked to its name, which fails if anything (a file, a link) is there already.

    With ``force`` the temporary file replaces whatever has the name; a symbolic link
    there is itself replaced, never followed. Raises :class:`PhhExportError` for a name
    already taken, ``OSError`` for a folder that cannot be written.
    """
    data = text.encode("utf-8")
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.chmod(temporary, _file_mode())  # as any other file written, not mkstemp's 0600
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if force:
            os.replace(temporary, path)
            return
        try:
            os.link(temporary, path, follow_symlinks=False)
        except FileExistsError:
            raise PhhExportError(f"{path} already exists: use --force to replace it") from None
        except OSError:
            _write_exclusive(path, data)  # a file system without hard links: still no overwrite
    finally:
        if os.path.lexists(temporary):
            os.unlink(temporary)


def _write_exclusive(path: Path, data: bytes) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(path, flags, 0o666)  # less the umask, as any other file
    except FileExistsError:
        raise PhhExportError(f"{path} already exists: use --force to replace it") from None
    with os.fdopen(handle, "wb") as stream:
        stream.write(data)
