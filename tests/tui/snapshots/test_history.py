"""The hand history (F5): a hand opened with its ruling."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap, to_ruling


@pytest.mark.usefixtures("table")
def test_snapshot_history_hand_with_its_ruling_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await to_ruling(pilot)
        for key in ("enter", "f5", "enter"):  # confirm the payout, the history, the hand
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=run_before)
