"""The screens' one-widget header (AppHeader) draws what Textual's Header draws: the icon,
the title and sub-title centred or cut, lit under the pointer, tall after a click."""

from __future__ import annotations

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


def _drawn(app: App[None]) -> list[list[tuple[object, ...]]]:
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
    drawn = []
    for ours in (False, True):
        app = _WithHeader(ours)
        async with app.run_test(size=(width, 6)) as pilot:
            await pilot.pause()
            await _after(pilot, step)
            drawn.append(_drawn(app))
    assert drawn[1] == drawn[0]


async def test_the_icon_opens_the_command_palette() -> None:
    app = _WithHeader(ours=True)
    async with app.run_test(size=(80, 12)) as pilot:
        await pilot.click(offset=(2, 0))
        await pilot.pause()
        assert app.screen.__class__.__name__ == "CommandPalette"
