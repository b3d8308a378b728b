"""The rules screen (F4)."""

from __future__ import annotations

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap


def test_snapshot_rules_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["f4"], terminal_size=(100, 32))
