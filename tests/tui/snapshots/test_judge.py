"""The showdown judge (F3)."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import Input

from tests.tui.conftest import MakeApp
from tests.tui.helpers import type_text
from tests.tui.snapshots.plays import Snap


def test_snapshot_judge_120x32(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        """Seed 000, roll 6: three aces play as a pair; the straight needs 5♦ 4♦; the
        king-high flush wins."""
        await pilot.press("f3")
        await pilot.pause()
        pilot.app.screen.query_one("#judge-roll", Input).value = "6"
        await type_text(pilot, "8h6h3hqc2s")
        for hole in ("asadac5d4d7c", "kh9hjsjdtc4s"):
            await pilot.press("tab")
            await type_text(pilot, hole)
        # the last card shows the ruling, which lays the window out again: let that and
        # any redraw it schedules finish before the picture is taken (under load the
        # picture was once taken between the two, with the same text and other styles)
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()
        await pilot.pause()

    app = make_app()
    assert snap_compare(app, terminal_size=(120, 32), run_before=run_before)
