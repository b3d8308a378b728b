"""Waiting for the display to show what the dealer committed."""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot
from textual.widgets import Digits, Static

from binglao_tui.display.app import TableDisplay

POLL = 0.02  # the displays in the tests look at the journal fifty times a second
PATIENCE = 200  # pauses before a test gives up waiting (about four seconds at the least)


async def until(pilot: Pilot[None], condition: Callable[[], bool], what: str = "") -> None:
    """Let the app run until ``condition`` holds; fail naming ``what`` if it never does."""
    for _ in range(PATIENCE):
        if condition():
            return
        await pilot.pause(POLL)
    app = pilot.app
    shown = app.shown_text() if isinstance(app, TableDisplay) else ""
    raise AssertionError(f"the display never showed {what or condition}:\n{shown}")


def pot(app: TableDisplay) -> str:
    return app.query_one("#pot", Digits).value


def text(app: TableDisplay, selector: str) -> str:
    """The plain text of one widget."""
    return str(app.query_one(selector, Static).render())


def visible(app: TableDisplay, selector: str) -> bool:
    return bool(app.query_one(selector).display)
