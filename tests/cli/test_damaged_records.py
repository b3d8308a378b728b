"""One damaged record does not stop the rest (issue 22 §5).

A hand's record damaged by hand (its result or its journal no longer JSON) made every later
``history import`` fail ("malformed JSON", for every file), and ``history export`` stopped
at it or left it out without a word. Now both name it in a warning, as ``history list``
does, and go on. An export killed half way leaves no temporary files behind (the next one
clears them) and is finished by running it again, without ``--force``: files already there
and the same are left as they are. Exported files get the permissions any file gets."""

from __future__ import annotations

import os
import signal
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli._cli_main import EMPTY_RULES, run

DAY5 = Path(__file__).resolve().parents[1] / "data" / "phh" / "wsop-2023-43-day5"
FILES = sorted(DAY5.glob("*.phh"), key=lambda p: int(p.stem))


def _history(db: Path, *files: Path) -> None:
    code, _, err = run("--db", str(db), "history", "import", *map(str, files))
    assert code == 0, err


def _damage(db: Path, sql: str) -> None:
    with sqlite3.connect(db) as conn:
        conn.execute(sql)


def _damaged_result(tmp_path: Path) -> Path:
    db = tmp_path / "db.sqlite3"
    _history(db, *FILES[:3])
    _damage(db, "UPDATE hands SET result = '{broken' WHERE id = 1")
    return db


def test_history_import_goes_on_past_a_damaged_record_and_names_it(tmp_path: Path) -> None:
    db = _damaged_result(tmp_path)
    code, out, err = run("--db", str(db), "history", "import", str(FILES[3]), str(FILES[4]))
    assert code == 0, err
    assert out.splitlines() == [f"{FILES[3]}: imported as hand 4", f"{FILES[4]}: imported as hand 5"]
    assert err.splitlines() == [
        "binglao-tui: warning: hand 1: its record cannot be read (not JSON); "
        "left out of the check for duplicates"
    ]


def test_history_import_still_refuses_a_duplicate_beside_a_damaged_record(tmp_path: Path) -> None:
    db = _damaged_result(tmp_path)
    code, _, err = run("--db", str(db), "history", "import", str(FILES[2]))
    assert code == 2
    assert "already in the history as hand 3" in err


@pytest.mark.parametrize(
    ("damage", "named"),
    [
        ("UPDATE hands SET result = '{broken' WHERE id = 2", "hand 2: its record cannot be read"),
        (
            "UPDATE journal SET payload = '{x' WHERE hand_id = 2 AND seq = "
            "(SELECT min(seq) FROM journal WHERE hand_id = 2)",
            "hand 2: its journal cannot be read",
        ),
    ],
)
def test_history_export_skips_a_damaged_record_with_a_warning_and_goes_on(
    tmp_path: Path, damage: str, named: str
) -> None:
    db = tmp_path / "db.sqlite3"
    _history(db, *FILES[:3])
    _damage(db, damage)
    out = tmp_path / "out"
    code, printed, err = run("--db", str(db), "history", "export", "--out", str(out))
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == ["hand-00001.phh", "hand-00003.phh"]
    assert printed.splitlines() == [str(out / "hand-00001.phh"), str(out / "hand-00003.phh")]
    warning = next(line for line in err.splitlines() if "warning" in line)
    assert named in warning
    assert warning.endswith("not exported")


def test_history_export_run_again_skips_the_files_already_there_and_the_same(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    _history(db, *FILES[:3])
    out = tmp_path / "out"
    assert run("--db", str(db), "history", "export", "--out", str(out))[0] == 0
    (out / "hand-00002.phh").unlink()  # as if the first export had stopped before it
    (out / ".hand-00002.phh.k1ll3d.tmp").write_text("half a hand")  # and left its temporary file
    before = (out / "hand-00001.phh").stat().st_mtime_ns
    code, printed, err = run("--db", str(db), "history", "export", "--out", str(out))
    assert code == 0, err
    assert printed.splitlines() == [str(out / "hand-00002.phh")]
    assert err.splitlines()[-1] == f"1 hand written to {out} (2 already there, the same)"
    assert sorted(p.name for p in out.iterdir()) == ["hand-00001.phh", "hand-00002.phh", "hand-00003.phh"]
    assert (out / "hand-00001.phh").stat().st_mtime_ns == before


def test_history_export_still_refuses_a_file_with_other_contents_without_force(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    _history(db, *FILES[:2])
    out = tmp_path / "out"
    assert run("--db", str(db), "history", "export", "--out", str(out))[0] == 0
    (out / "hand-00002.phh").write_text("someone else's")
    code, _, err = run("--db", str(db), "history", "export", "--out", str(out))
    assert code == 2
    assert "hand-00002.phh already exists with other contents; nothing was written" in err


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_exported_files_get_the_permissions_any_file_gets(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    _history(db, FILES[0])
    old = os.umask(0o022)
    try:
        code, _, err = run("--db", str(db), "history", "export", "--out", str(tmp_path / "out"))
        (tmp_path / "any.txt").write_text("any file")
    finally:
        os.umask(old)
    assert code == 0, err
    mode = stat.S_IMODE((tmp_path / "out" / "hand-00001.phh").stat().st_mode)
    assert mode == stat.S_IMODE((tmp_path / "any.txt").stat().st_mode) == 0o644  # mkstemp's 0600 before


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_an_export_killed_half_way_is_finished_by_running_it_again(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    _history(db, *FILES)
    out = tmp_path / "out"
    env = {**os.environ, "BINGLAO_TUI_RULES": EMPTY_RULES}
    command = [sys.executable, "-m", "binglao_tui", "--db", str(db), "history", "export", "--out", str(out)]
    child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and child.poll() is None and not list(out.glob("*")):
        time.sleep(0.001)
    child.send_signal(signal.SIGKILL)  # wherever it is: before, during or after the first files
    child.wait(30)
    code, _, err = run("--db", str(db), "history", "export", "--out", str(out))
    assert code == 0, err
    assert sorted(p.name for p in out.iterdir()) == [f"hand-{n:05d}.phh" for n in range(1, len(FILES) + 1)]
    assert not list(out.glob(".*.tmp"))
