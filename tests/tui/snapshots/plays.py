"""The hand the snapshots show, played through the keyboard to the moments they picture."""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot

from tests.tui.helpers import type_text

Snap = Callable[..., bool]


async def to_flop_bet(pilot: Pilot[None]) -> None:
    """Roll 3, deal, preflop with Bob all in, flop 7♠ 5♦ 2♣, Cat bets 10: Dan to act."""
    for key in ("enter", "3", "enter", "c", "c", "a", "enter", "c", "c", "c"):
        await pilot.press(key)
        await pilot.pause()
    await type_text(pilot, "7s5d2c")
    await pilot.press("enter", "b")
    await type_text(pilot, "10")
    await pilot.press("enter")
    await pilot.pause()


async def to_ruling(pilot: Pilot[None]) -> None:
    """On from the flop bet: Dan calls, Ann folds, turn and river checked, hands shown."""
    await to_flop_bet(pilot)
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
