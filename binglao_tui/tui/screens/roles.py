"""What the app asks of the screen on top: a clock panel to refresh on each tick, a line
of its own for what the app has to say, command palette entries of its own."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from textual.app import SystemCommand


@runtime_checkable
class ShowsClock(Protocol):
    """A screen with a clock panel the tick refreshes."""

    def refresh_clock(self) -> None:
        """Show the clock as it is now."""


@runtime_checkable
class Announces(Protocol):
    """A screen with a line of its own for what the app says (the hand screen under the
    table, the tournament ledger above its figures), where a notification would cover
    what the dealer reads."""

    def announce(self, message: str) -> None:
        """Say ``message`` there."""


@runtime_checkable
class OffersCommands(Protocol):
    """A screen with command palette entries of its own (the hand screen's undo, misdeal...)."""

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The screen's entries, shown after the app's own."""
        ...
