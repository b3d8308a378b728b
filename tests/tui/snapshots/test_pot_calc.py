"""The pot-limit calculator (F2)."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.tui.conftest import MakeApp
from tests.tui.helpers import type_text
from tests.tui.snapshots.plays import Snap


def test_snapshot_pot_calculator_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("f2")
        await type_text(pilot, "20")
        await pilot.press("tab")
        await type_text(pilot, "10")

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=run_before)
