"""Kill tests of the book: ``book import-pokernow`` and ``book close`` are killed (SIGKILL)
at moments spread over their run, many times, on a real SQLite file. After every kill the
book is as it was before the command or as it is after it, never in between: every file
imported or none, the session closed with its book's lines or open without them.

The figures (kills, how many landed while the command ran, what each left) are printed
with ``-s``.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from binglao_tui.store.book import read_book
from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")]

ROOT = Path(__file__).resolve().parents[2]
FILES = 300
ROWS = 10
KILLS = 12


def _ledgers(folder: Path) -> list[str]:
    """``FILES`` balanced PokerNow ledgers of ``ROWS`` players each, in cents: player ``p``
    bought in for 20.00 and ends with ``p - ROWS // 2`` units of money more, the last one square."""
    paths = []
    header = "player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
    for n in range(FILES):
        start = f"2026-01-01T{19 + n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}Z"
        nets = [100 * (p - ROWS // 2) for p in range(ROWS - 1)]
        nets.append(-sum(nets))
        rows = [f"P{p},id-{p},{start},,2000,0,{2000 + net},{net}" for p, net in enumerate(nets)]
        path = folder / f"night{n:03d}.csv"
        path.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
        paths.append(str(path))
    return paths


def _command(db: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "binglao_tui.cli", "--db", str(db), *args]


def _killed(command: list[str], after: float) -> bool:
    """Run ``command``, kill it ``after`` seconds in; whether it was still running then."""
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(after)
    running = child.poll() is None
    child.send_signal(signal.SIGKILL)
    child.wait()
    return running


def _duration(command: list[str]) -> float:
    began = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, check=False, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[:500]
    return time.perf_counter() - began


def test_a_kill_during_an_import_leaves_every_file_or_none(tmp_path: Path) -> None:
    files = _ledgers(tmp_path)
    whole = tmp_path / "whole.sqlite3"
    took = _duration(_command(whole, "book", "import-pokernow", *files, "--cents"))
    with Database.open(whole) as db:
        expected = read_book(db).to_dict()
    assert expected["sessions"] == FILES
    landed, outcomes = 0, {"none": 0, "all": 0}
    for kill in range(KILLS):
        path = tmp_path / f"k{kill}.sqlite3"
        Database.open(path).close()  # the file exists, as it would at the table
        landed += _killed(
            _command(path, "book", "import-pokernow", *files, "--cents"), took * (kill + 1) / KILLS
        )
        with Database.open(path) as db:
            imported = db.conn.execute("SELECT count(*) FROM imports").fetchone()[0]
            sessions = db.conn.execute("SELECT count(*) FROM sessions").fetchone()[0]
            book = read_book(db).to_dict()
        assert (imported, sessions) in ((0, 0), (FILES, FILES)), (kill, imported, sessions)
        assert book == (expected if imported else {**expected, "sessions": 0, "people": []})
        outcomes["all" if imported else "none"] += 1
    print(f"\nimport of {FILES} files ({took:.2f} s): {KILLS} kills, {landed} while it ran; left {outcomes}")
    assert landed >= 1


def _long_session(path: Path, hands: int) -> None:
    """An open session of ``hands`` hands among eight players (its close books them all)."""
    names = tuple(f"P{i}" for i in range(8))
    setup = {"game": "plo", "seats": [{"name": n, "stack": 100} for n in names], "button": "P0"}
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        Ledger(db).reconcile(session, dict.fromkeys(names, 100))
        with db.transaction() as conn:
            for _ in range(hands):
                hand = Journal.start_in(
                    conn, {**setup, "small_blind": 1, "big_blind": 2}, game="plo", session_id=session
                )
                History.finish_in(conn, hand, HandResult(names, (100,) * 8, (100,) * 8))


def test_a_kill_while_a_session_is_closed_leaves_it_open_or_booked(tmp_path: Path) -> None:
    template = tmp_path / "template.sqlite3"
    _long_session(template, 3000)
    timing = tmp_path / "timing.sqlite3"
    timing.write_bytes(template.read_bytes())
    took = _duration(_command(timing, "book", "close"))
    landed, outcomes = 0, {"open": 0, "booked": 0}
    for kill in range(KILLS):
        path = tmp_path / f"c{kill}.sqlite3"
        path.write_bytes(template.read_bytes())
        landed += _killed(_command(path, "book", "close"), took * (kill + 1) / KILLS)
        with Database.open(path) as db:
            ended = db.conn.execute("SELECT ended_at FROM sessions").fetchone()[0]
            lines = db.conn.execute("SELECT count(*) FROM book_lines").fetchone()[0]
            people = db.conn.execute("SELECT count(*) FROM session_people").fetchone()[0]
        assert (ended is None and lines == 0 and people == 0) or (ended is not None and lines == 8 == people)
        outcomes["booked" if ended else "open"] += 1
    print(
        f"\nclosing a session of 3000 hands ({took:.2f} s): {KILLS} kills, {landed} while it ran; {outcomes}"
    )
    assert landed >= 1
