"""The tournament's clock in the app: ticked four times a second while a tournament runs.

Each tick asks the director's session what the clock did since the last one: a new level
is taken by the hand waiting to be dealt, the last minute of a level is warned, a change
is rung on the terminal's bell unless the tournament is quiet, a break due opens its
screen, and the clock panel is refreshed. ``p`` pauses and resumes the clock.
:class:`~binglao_tui.tui.tournament_app.TournamentApp` builds the rest of the tournament
on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.timer import Timer

from binglao_tui.tui import screens
from binglao_tui.tui.screens.roles import ShowsClock
from binglao_tui.tui.windows import WindowsApp

if TYPE_CHECKING:  # names only: the session loads when first used
    from binglao_tui.core.tournament.clock import ClockEvent
    from binglao_tui.session import TournamentSession

TICK_SECONDS = 0.25


class TournamentClock(WindowsApp):
    """The clock's ticks and keys; the tournament app holds the director and the hands."""

    _director: TournamentSession | None  # the tournament of this run, if any
    _ticker: Timer | None  # the timer ticking the clock while a tournament runs

    @property
    def hand_in_progress(self) -> bool:
        raise NotImplementedError

    def _desk_closed(self, _: None = None) -> None:
        """A hand dealt but not begun takes a changed level (the tournament app)."""
        raise NotImplementedError

    def tell(self, message: str, title: str = "", *, warning: bool = False) -> None:
        """Say ``message`` where it covers nothing (the tournament app)."""
        raise NotImplementedError

    def action_open_break(self, news: str = "") -> None:
        """The break screen (the tournament app)."""
        raise NotImplementedError

    # -- the clock -------------------------------------------------------------------------------

    def _start_ticking(self) -> None:
        if self._ticker is None:
            self._ticker = self.set_interval(TICK_SECONDS, self.tournament_tick)

    def _stop_ticking(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None

    def tournament_tick(self) -> None:
        """What the clock did since the last tick, then the panel refreshed."""
        director = self._director
        if director is None or director.finished:
            return
        events = director.tick()
        self._desk_closed()  # a new level: the hand waiting takes it, before the news is said
        for event in events:
            self._clock_event(director, event)
        self.refresh_clock()

    def refresh_clock(self) -> None:
        screen = self.screen
        if isinstance(screen, ShowsClock):
            screen.refresh_clock()

    def _ring(self, director: TournamentSession) -> None:
        if not director.tournament.quiet:
            self.bell()

    def _clock_event(self, director: TournamentSession, event: ClockEvent) -> None:
        notice = screens.clock_notice(director, event, self.hand_in_progress)
        if notice is None:
            return
        if notice.ring:
            self._ring(director)
        self.tell(notice.text, notice.title, warning=notice.warning)
        if notice.open_break:
            self.action_open_break()

    def action_pause_clock(self) -> None:
        """p: pause or resume the clock."""
        director = self._director
        if director is None or director.finished:
            return
        refusal = director.toggle_clock()
        if refusal is not None:
            self.notify(str(refusal), title="Clock", severity="error", timeout=15)
            return
        self.tournament_tick()
