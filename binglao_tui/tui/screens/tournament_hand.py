"""The hand walkthrough with the tournament clock above it.

Everything about the hand is the hand screen's (:class:`~.hand.HandScreen`); this adds
the clock panel on top and the clock's key (``p``: pause or resume). The clock is read
from the app's tournament (:class:`ClockSource`), which refreshes the panel on every tick; the panel
says when a level started during the hand applies from the next one.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from textual.app import ComposeResult
from textual.binding import Binding, BindingType

from binglao_tui.core.engine.hand import Hand
from binglao_tui.session import DealerSession
from binglao_tui.tui.render.clock import ClockView
from binglao_tui.tui.screens.hand import HandScreen, TableRoutes
from binglao_tui.tui.widgets.clock import ClockPanel


class ClockSource(Protocol):
    """Where the clock panel's view comes from (the app's tournament, which runs the clock)."""

    def clock_view(self) -> ClockView | None:
        """The clock now, or None when no tournament runs."""

    @property
    def hand_in_progress(self) -> bool:
        """Whether a hand is being played (a table change then waits for the next one)."""


class TournamentHandScreen(HandScreen):
    """A tournament hand: the clock panel, then the hand screen as it is."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "app.pause_clock", "Clock"),
        Binding("f7", "app.tournament", "Tournament"),
    ]

    def __init__(self, session: DealerSession, routes: TableRoutes, clock: ClockSource) -> None:
        super().__init__(session, routes)
        self.clock = clock

    def compose(self) -> ComposeResult:
        yield ClockPanel(id="clock")
        yield from super().compose()

    def on_mount(self) -> None:  # Textual runs the hand screen's own on_mount as well
        self.refresh_clock()

    def _hand_changed(self, hand: Hand | None) -> None:
        super()._hand_changed(hand)
        if self.is_attached:
            self.refresh_clock()  # a new hand clears the note about the level it was dealt at

    def refresh_clock(self) -> None:
        """Show the clock as it is now."""
        view = self.clock.clock_view()
        if view is not None:
            for panel in self.query(ClockPanel):  # none until the screen is composed
                panel.show(view)
