"""The tournament hand screen at 80x24 with six players: the clock on one line above the
table (no room for the big figures), every seat on screen, the betting below."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.tui.app import BinglaoApp
from tests.session.tournament_play import FakeClock
from tests.tui.helpers import keys, seat_table, settle
from tests.tui.snapshots.plays import Snap

SIX = dict.fromkeys(("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"), 200)


def test_snapshot_tournament_hand_six_players_80x24(snap_compare: Snap, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=FakeClock())

    async def run_before(pilot: Pilot[None]) -> None:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7", "ctrl+s")  # the planned tournament: 10,000 each, 3 hours
        await keys(pilot, "p", "enter")  # the clock runs; the hole cards are out
        assert app.hand is not None
        assert len(app.hand.setup.names) == 6

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
