"""Helpers for driving the app through the keyboard in Pilot tests."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Static

from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.table_memory import save_setup


def seat_table(
    config: Path, game_id: str, stacks: dict[str, int], button: str, small_blind: int = 1, big_blind: int = 2
) -> TableSetup:
    """Remember a table so that the app opens its setup screen with it."""
    game = load_games(include_user=False)[game_id]
    setup = TableSetup(
        game=game,
        seats=tuple(Seat(n, s) for n, s in stacks.items()),
        button=button,
        small_blind=small_blind,
        big_blind=big_blind,
    )
    save_setup(config, setup)
    return setup


async def keys(pilot: Pilot[None], *presses: str) -> None:
    """Press keys one at a time, letting the app settle after each."""
    for key in presses:
        await pilot.press(key)
        await pilot.pause()


async def type_text(pilot: Pilot[None], text: str) -> None:
    """Type ``text`` character by character, then let the app settle."""
    await pilot.press(*[("space" if c == " " else c) for c in text])
    await pilot.pause()


def text_of(app: BinglaoApp, selector: str) -> str:
    """The plain text a Static shows."""
    return str(app.screen.query_one(selector, Static).render())


def hand_of(app: BinglaoApp) -> Hand | None:
    """The app's hand (a function, so type checkers do not pin it down between steps)."""
    return app.hand


def phase(app: BinglaoApp) -> Phase:
    """Where the app's hand stands (a function, so type checkers do not pin it down)."""
    assert app.hand is not None
    return app.hand.phase
