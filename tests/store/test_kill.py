"""The kill test: a process playing hands through the journal is killed (SIGKILL) at
random moments, many times over the same database. After every kill the database must
hold every step the process had reported committed, nothing else but possibly the one
step it was committing, and the hand left in play must resume to the identical state.

The figures (runs, kill points, steps acknowledged, steps lost) are printed with ``-s``.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.journal import HandStatus, Journal, JournalKind
from binglao_tui.store.recording import TableJournal
from tests.store.store_dealer import GAMES, UNDO, plan, play, state_of

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")]

# the child runs as a module of the test package, from the repository's root
CHILD = "tests.store.kill_child"
ROOT = Path(__file__).resolve().parents[2]
RUNS = 50
BASE = 7000


@dataclass
class Figures:
    runs: int = 0
    acknowledged: int = 0
    lost: int = 0
    in_flight_kept: int = 0
    hands_finished: int = 0
    resumed_checked: int = 0
    kill_points: set[tuple[int, int]] = field(default_factory=set)


def _read(lines: list[str]) -> tuple[dict[int, int], set[int]]:
    acked: dict[int, int] = {}
    done: set[int] = set()
    for line in lines:
        words = line.split()
        if words[:1] == ["ack"]:
            acked[int(words[1])] = max(acked.get(int(words[1]), 0), int(words[2]))
        elif words[:1] == ["done"]:
            done.add(int(words[1]))
    return acked, done


def _check(db: Database, acked: dict[int, int], done: set[int], figures: Figures) -> None:
    journal = Journal(db)
    for hand_id, seq in acked.items():
        journaled = journal.hand(hand_id)
        steps = plan(BASE + hand_id).steps
        entries = journaled.entries
        figures.lost += max(0, seq - len(entries))
        assert len(entries) <= seq + 1, "more steps on disk than were ever taken"
        figures.in_flight_kept += len(entries) - seq if len(entries) > seq else 0
        for entry, step in zip(entries, steps, strict=False):
            if step is UNDO:
                assert entry.kind is JournalKind.UNDO
            else:
                assert entry.kind in (JournalKind.ACTION, JournalKind.FLOOR)
                assert entry.payload == step.to_dict()
    for hand_id in done:
        assert journal.hand(hand_id).status is HandStatus.FINISHED
    unfinished = journal.unfinished()
    if unfinished is not None:
        p = plan(BASE + unfinished.hand_id)
        resumed = TableJournal(db, GAMES).resume()
        assert resumed is not None
        expected = play(p.setup, p.steps[: len(unfinished.entries)])
        assert state_of(resumed) == state_of(expected)
        figures.resumed_checked += 1


def test_killed_at_random_points_loses_no_committed_step(tmp_path: Path) -> None:
    rng = random.Random(20240601)
    path = tmp_path / "kill.sqlite3"
    figures = Figures()
    for _ in range(RUNS):
        child = subprocess.Popen(
            [sys.executable, "-m", CHILD, str(path), str(BASE)], stdout=subprocess.PIPE, text=True, cwd=ROOT
        )
        assert child.stdout is not None
        assert child.stdout.readline() == "ready\n"
        target = rng.randint(1, 45)
        lines: list[str] = []
        while sum(1 for line in lines if line.startswith("ack")) < target:
            line = child.stdout.readline()
            assert line, "the child stopped by itself"
            lines.append(line)
        time.sleep(rng.uniform(0, 0.004))
        child.send_signal(signal.SIGKILL)
        lines.extend(child.stdout.read().splitlines())
        child.wait()
        assert child.returncode == -signal.SIGKILL
        acked, done = _read(lines)
        figures.runs += 1
        figures.acknowledged += sum(1 for line in lines if line.startswith("ack"))
        figures.hands_finished += len(done)
        last = max(acked)
        figures.kill_points.add((last, acked[last]))
        with Database.open(path) as db:  # the dead child's lock is gone
            _check(db, acked, done, figures)
    print(
        f"\nkill test: {figures.runs} runs, {len(figures.kill_points)} distinct kill points, "
        f"{figures.acknowledged} steps acknowledged, {figures.lost} lost, "
        f"{figures.in_flight_kept} in-flight steps found committed, "
        f"{figures.hands_finished} hands finished, {figures.resumed_checked} resumes checked"
    )
    assert figures.lost == 0
    assert figures.resumed_checked > RUNS // 2
