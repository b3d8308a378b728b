"""Snapshots of the screens, one module a screen, at fixed sizes, with a seeded die and no
cursor blink.

A change in looks fails here until the new pictures are reviewed and accepted with
``pytest tests/tui/snapshots --snapshot-update`` (look at the report first).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.helpers import seat_table

STACKS = {"Ann": 200, "Bob": 6, "Cat": 200, "Dan": 150}


@pytest.fixture
def table(tmp_path: Path) -> None:
    """Four at the Binglao table, Bob short: the table of the hand snapshots."""
    seat_table(tmp_path / "config", "binglao", STACKS, "Ann")
