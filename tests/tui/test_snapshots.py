"""How the main screens look, at fixed sizes, with a seeded die and no cursor blink.

A change in looks fails here until the new pictures are reviewed and accepted with
``pytest tests/tui/test_snapshots.py --snapshot-update`` (look at the report first).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from .conftest import MakeApp
from .helpers import seat_table, type_text

Snap = Callable[..., bool]
STACKS = {"Ann": 200, "Bob": 6, "Cat": 200, "Dan": 150}


@pytest.fixture
def table(tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", STACKS, "Ann")


async def _to_flop_bet(pilot: Pilot[None]) -> None:
    """Roll 3, deal, preflop with Bob all in, flop 7♠ 5♦ 2♣, Cat bets 10: Dan to act."""
    for key in ("enter", "3", "enter", "c", "c", "a", "c", "c", "c"):
        await pilot.press(key)
        await pilot.pause()
    await type_text(pilot, "7s5d2c")
    await pilot.press("enter", "b")
    await type_text(pilot, "10")
    await pilot.press("enter")
    await pilot.pause()


async def _to_ruling(pilot: Pilot[None]) -> None:
    await _to_flop_bet(pilot)
    for key in ("c", "f"):
        await pilot.press(key)
        await pilot.pause()
    for street in ("kc", "9h"):
        await type_text(pilot, street)
        await pilot.press("enter", "c", "c")
        await pilot.pause()
    for hole in ("ah3skdqs8h8d", "9d9s6h4h3c2d", "jhjdtstc4c5s"):
        await type_text(pilot, hole)
        await pilot.press("enter")
        await pilot.pause()


def test_snapshot_setup_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24))


@pytest.mark.usefixtures("table")
def test_snapshot_roll_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["enter"], terminal_size=(80, 24))


@pytest.mark.usefixtures("table")
def test_snapshot_betting_with_side_pot_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=_to_flop_bet)


@pytest.mark.usefixtures("table")
def test_snapshot_betting_big_figures_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _to_flop_bet(pilot)
        await pilot.press("x")  # the pot-limit arithmetic
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=run_before)


@pytest.mark.usefixtures("table")
def test_snapshot_ruling_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=_to_ruling)


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
        await pilot.pause()

    app = make_app()
    assert snap_compare(app, terminal_size=(120, 32), run_before=run_before)


def test_snapshot_pot_calculator_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("f2")
        await type_text(pilot, "20")
        await pilot.press("tab")
        await type_text(pilot, "10")

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=run_before)


def test_snapshot_help_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["f1"], terminal_size=(80, 24))


def test_snapshot_rules_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), press=["f4"], terminal_size=(100, 32))


@pytest.mark.usefixtures("table")
def test_snapshot_history_hand_with_its_ruling_100x32(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _to_ruling(pilot)
        for key in ("enter", "f5", "enter"):  # confirm the payout, the history, the hand
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=run_before)


@pytest.mark.usefixtures("table")
def test_snapshot_ledger_80x24(snap_compare: Snap, make_app: MakeApp) -> None:
    async def run_before(pilot: Pilot[None]) -> None:
        await _to_ruling(pilot)
        for key in ("enter", "f6"):  # confirm the payout, then the ledger
            await pilot.press(key)
            await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=run_before)
