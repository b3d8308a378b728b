"""The table setup screen."""

from __future__ import annotations

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap


def test_snapshot_setup_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24))
