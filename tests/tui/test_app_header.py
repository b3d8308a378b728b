"""The screens' one-widget header (AppHeader) draws what Textual's Header draws: the icon,
the title and sub-title centred or cut, lit under the pointer, tall after a click."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from rich.style import Style as RichStyle
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import Header

from binglao_tui.tui.widgets.header import AppHeader


class _WithHeader(App[None]):
    TITLE = "binglao-tui"
    SUB_TITLE = "Table setup"

    def __init__(self, ours: bool) -> None:
        super().__init__()
        self.ours = ours

    def compose(self) -> ComposeResult:
        yield AppHeader() if self.ours else Header()


Drawn = list[list[tuple[object, ...]]]
"""Each cell of the terminal, line by line (see :func:`_drawn`)."""


def _drawn(app: App[None]) -> Drawn:
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
    drawn: list[Drawn] = []
    for ours in (False, True):
        app = make(ours)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await after(pilot)
            drawn.append(_drawn(app))
    return drawn[0], drawn[1]


def _attributes(style: RichStyle) -> tuple[bool, ...]:
    return tuple(bool(getattr(style, name)) for name in ("bold", "dim", "italic", "underline", "reverse"))


async def _after(pilot: Pilot[None], step: str) -> None:
    app = pilot.app
    if step == "retitled":
        app.sub_title = "Hand 3 · Binglao, a long game name that does not fit"
    elif step == "screen title":
        app.screen.title = "Judge"
    elif step == "icon lit":
        await pilot.hover(offset=(3, 0))
    elif step == "tall":
        await pilot.click(offset=(9, 0))
    elif step == "tall, then one line":
        await pilot.click(offset=(9, 0))
        await pilot.click(offset=(9, 1))
    await pilot.pause()


@pytest.mark.parametrize("width", [80, 40, 21])
@pytest.mark.parametrize(
    "step", ["first", "retitled", "screen title", "icon lit", "tall", "tall, then one line"]
)
async def test_the_header_draws_as_textuals(width: int, step: str) -> None:
    textuals, ours = await drawn_by_each(_WithHeader, lambda pilot: _after(pilot, step), (width, 6))
    assert ours == textuals


async def test_the_icon_opens_the_command_palette() -> None:
    app = _WithHeader(ours=True)
    async with app.run_test(size=(80, 12)) as pilot:
        await pilot.click(offset=(2, 0))
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CommandPalette"
