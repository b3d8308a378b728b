"""The tournament setup plans its preview in a worker off the app's thread, and a plan for
fields that have since changed is dropped (issue 22 §5). It planned on every keystroke on
the app's thread: typing zeros into the chip set froze the app for minutes, and a pasted
count ended it (MemoryError, exit 0, no report)."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from binglao_tui.core.tournament.planner import Plan, PlanRequest, plan_tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens import tournament_setup
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from tests.session.tournament_play import PLAYERS, FakeClock
from tests.tui.helpers import keys, seat_table, settle


async def test_tournament_setup_plans_off_the_ui_thread_and_drops_a_stale_plan(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    planned_in: list[str] = []

    def slow_for_20000(request: PlanRequest) -> Plan:
        planned_in.append(threading.current_thread().name)
        if request.stack == 20000:  # as a large stack would, until the test lets it go
            assert release.wait(30)
        return plan_tournament(request)

    monkeypatch.setattr(tournament_setup, "plan_tournament", slow_for_20000)
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")
    app = BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=FakeClock())
    async with app.run_test(size=(100, 40)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7")
        screen = app.screen
        assert isinstance(screen, TournamentSetupScreen)
        await app.workers.wait_for_complete()
        stack = screen.query_one("#t-stack", Input)
        stack.value = "20000"  # its plan blocks in its worker: the app keeps answering
        await pilot.pause()
        stack.value = "10000"
        assert await settle(
            pilot, lambda: "(10,000 chips)" in str(screen.query_one("#t-plan", Static).render())
        )
        release.set()  # the 20000 plan comes back late, for fields that have changed
        await app.workers.wait_for_complete()
        await pilot.pause()
        shown = str(screen.query_one("#t-plan", Static).render())
        assert "(10,000 chips)" in shown
        assert "20,000" not in shown
        assert threading.main_thread().name not in planned_in
