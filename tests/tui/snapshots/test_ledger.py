"""The session ledger (F6)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap, to_ruling


@pytest.mark.usefixtures("table")
def test_snapshot_ledger_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await to_ruling(pilot)
        for key in ("enter", "f6"):  # confirm the payout, then the ledger
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=run_before)
