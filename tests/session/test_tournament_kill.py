"""Killed mid-level (SIGKILL, nothing closed), the tournament resumes where it was: the
clock counted on from its saved start while the app was dead, the dealer told so, and the
hand in play still at the level it was dealt at."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from binglao_tui.session import DealerSession, TournamentSession
from binglao_tui.store.tournament import TournamentStore
from tests.session.tournament_play import GAMES, FakeClock, base_table

pytestmark = pytest.mark.slow

# the child runs as a module of the test package, from the repository's root
CHILD = "tests.session.tournament_child"
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_mid_level_the_clock_resumes_where_it_was(db_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", CHILD, str(db_path), str(4 * 60)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "waiting\n"
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert child.returncode == -signal.SIGKILL
    dealer = DealerSession.open(base_table(), db_path, GAMES)  # the dead child's lock is gone
    try:
        opened = dealer.opened
        assert opened is not None
        assert opened.db is not None
        assert dealer.resume() is None  # the hand dealt before the kill
        saved = TournamentStore(opened.db).running()
        assert saved is not None
        since = saved.tournament.clock.running_since
        assert since is not None
        clock = FakeClock(since + 3 * 60)  # three minutes after the clock was last started
        resumed = TournamentSession.resume(opened.db, now=clock)
        assert isinstance(resumed, TournamentSession)
        counted = saved.tournament.clock.counted  # four minutes moved on, and the instant before it
        assert counted == pytest.approx(4 * 60, abs=5)
        assert resumed.elapsed == counted + 3 * 60
        assert resumed.reading.level.number == 1
        assert resumed.reading.left == pytest.approx(3 * 60, abs=5)
        note = resumed.resume_note
        assert note is not None
        assert "kept running while the app was closed" in note.text
        assert resumed.dealt_level(dealer.hand_number) == 1
    finally:
        dealer.close()
