"""The writer's lock never follows a symbolic link (issue 22 §5).

``<database>.lock`` was opened with ``open(path, "a+")``, then truncated and written with
the process id: whoever could write the database's folder could point it at any file the
dealer can write, and even ``history list`` (which takes the lock for a moment, to migrate)
overwrote it. It is now opened without following a link and must be a plain file of its
own; nothing is written into it before the lock is held."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.errors import DatabaseInUse, LockUnavailable
from binglao_tui.store.history import History
from binglao_tui.store.lock import WriterLock
from binglao_tui.store.phh_import import import_file
from tests.cli._cli_main import run

HAND = Path(__file__).resolve().parents[1] / "data" / "phh" / "antonius-blom-2009.phh"
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and FIFOs")


def _database(tmp_path: Path) -> Path:
    path = tmp_path / "t.sqlite3"
    with Database.open(path) as db:
        import_file(db, HAND)
    (tmp_path / "t.sqlite3.lock").unlink()
    return path


def _victim(tmp_path: Path) -> Path:
    victim = tmp_path / "precious.txt"
    victim.write_text("the dealer's own file\n")
    return victim


def test_a_lock_file_that_is_a_symbolic_link_is_never_followed(tmp_path: Path) -> None:
    path = _database(tmp_path)
    victim = _victim(tmp_path)
    (tmp_path / "t.sqlite3.lock").symlink_to(victim)
    with pytest.raises(LockUnavailable, match="it is a symbolic link; remove it"):
        Database.open(path)
    with Database.open_for_reading(path) as reader:  # the readers still read
        assert reader.read_only
        assert len(History(reader).hands()) == 1
    assert victim.read_text() == "the dealer's own file\n"


def test_history_list_and_import_leave_the_file_a_linked_lock_points_at_as_it_was(tmp_path: Path) -> None:
    path = _database(tmp_path)
    victim = _victim(tmp_path)
    (tmp_path / "t.sqlite3.lock").symlink_to(victim)
    code, out, _ = run("--db", str(path), "history", "list", "--json")
    assert code == 0
    assert '"id": 1' in out
    code, _, err = run("--db", str(path), "history", "import", str(HAND), "--allow-duplicate")
    assert code == 2
    assert "t.sqlite3.lock: it is a symbolic link; remove it" in err
    assert victim.read_text() == "the dealer's own file\n"


def test_a_lock_file_that_is_a_second_name_of_another_file_is_refused(tmp_path: Path) -> None:
    path = _database(tmp_path)
    victim = _victim(tmp_path)
    os.link(victim, tmp_path / "t.sqlite3.lock")
    with pytest.raises(LockUnavailable, match="hard link"):
        Database.open(path)
    assert victim.read_text() == "the dealer's own file\n"


def test_a_fifo_where_the_lock_file_goes_is_refused_without_waiting(tmp_path: Path) -> None:
    path = _database(tmp_path)
    os.mkfifo(tmp_path / "t.sqlite3.lock")
    with pytest.raises(LockUnavailable, match="not a plain file"):
        Database.open(path)


def test_nothing_is_written_into_the_lock_file_before_the_lock_is_held(tmp_path: Path) -> None:
    holder = WriterLock(tmp_path / "t.sqlite3")
    holder.acquire()
    try:
        assert holder.path.read_text() == str(os.getpid())
        holder.path.write_text("4242")  # as the holder of another process would have written it
        other = WriterLock(tmp_path / "t.sqlite3")
        with pytest.raises(DatabaseInUse) as refused:
            other.acquire()
        assert refused.value.holder == "4242"
        assert holder.path.read_text() == "4242"  # the one refused wrote nothing
    finally:
        holder.release()
