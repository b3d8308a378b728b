"""The hand screen: the roll, the betting (with a side pot, and in big figures), the ruling."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap, to_flop_bet, to_ruling

pytestmark = pytest.mark.usefixtures("table")


def test_snapshot_roll_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["enter"], terminal_size=(80, 24))


def test_snapshot_betting_with_side_pot_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=to_flop_bet)


def test_snapshot_betting_big_figures_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await to_flop_bet(pilot)
        await pilot.press("x")  # the pot-limit arithmetic
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=run_before)


def test_snapshot_ruling_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=to_ruling)
