"""Helpers for driving the app through the keyboard in Pilot tests."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from rich.style import Style as RichStyle
from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.strip import Strip
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


def post_keys(app: BinglaoApp, *presses: str) -> None:
    """Post ``presses`` to the app the way a terminal does, all at once, without waiting
    for any of them to be handled (the keys of a fast typist on a busy machine)."""
    driver = app._driver
    assert driver is not None
    for key in presses:
        char = " " if key == "space" else (key if len(key) == 1 else None)
        event = events.Key(key, char)
        event.set_sender(app)
        driver.send_message(event)


async def settle(pilot: Pilot[None], until: Callable[[], bool], *, rounds: int = 200) -> bool:
    """Let the app work until ``until()`` holds (True) or it has had ``rounds`` chances."""
    for _ in range(rounds):
        await pilot.pause(0.01)
        if until():
            return True
    return until()


def screen_lines(app: BinglaoApp) -> list[str]:
    """The terminal's lines as the app draws them now (toasts and windows included)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


Drawn = list[list[tuple[object, ...]]]
"""Each cell of the terminal, line by line (see :func:`drawn_cells`)."""


def drawn_cells(app: App[None]) -> Drawn:
    """Each cell of the terminal: its character, colours and text style (not drawn: how
    Textual split the line into segments, the mouse's metadata, a space's foreground)."""
    strips: list[Strip] = app.screen._compositor.render_strips()
    return [
        [
            (char, None if char == " " else style.color, style.bgcolor, *_attributes(style))
            for text, style, _ in strip
            if style is not None
            for char in text
        ]
        for strip in strips
    ]


async def drawn_by_each(
    make: Callable[[bool], App[None]], after: Callable[[Pilot[None]], Awaitable[None]], size: tuple[int, int]
) -> tuple[Drawn, Drawn]:
    """The terminal as Textual's widgets draw it (``make(False)``) and as ours do
    (``make(True)``), each after the same keys (``after``)."""
    both: list[Drawn] = []
    for ours in (False, True):
        app = make(ours)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await after(pilot)
            both.append(drawn_cells(app))
    return both[0], both[1]


def _attributes(style: RichStyle) -> tuple[bool, ...]:
    return tuple(bool(getattr(style, name)) for name in ("bold", "dim", "italic", "underline", "reverse"))
