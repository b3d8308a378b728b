"""The help screen (F1)."""

from __future__ import annotations

from tests.tui.conftest import MakeApp
from tests.tui.snapshots.plays import Snap


def test_snapshot_help_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["f1"], terminal_size=(80, 24))
