"""The tournament clock above the table, when the session the display follows is a
tournament: read through the follower's own read-only connection, again only when the
tournament's revision moved, and counted on from the time the display reads (a running
clock keeps moving between the dealer's steps)."""

from __future__ import annotations

import time
from collections.abc import Callable

from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.store.follow import Follower
from binglao_tui.store.tournament import read_for_session, revision_for_session
from binglao_tui.tui.render.clock import clock_view
from binglao_tui.tui.widgets.clock import ClockPanel


class TournamentWatch:
    """The tournament of a session, as the file has it (None when the session has none)."""

    def __init__(self, follower: Follower, now: Callable[[], float] = time.time) -> None:
        self.follower = follower
        self.now = now
        self._key: tuple[int, int, int] | None = None
        self._tournament: Tournament | None = None

    def tournament_for(self, session_id: int | None) -> Tournament | None:
        if session_id is None:
            return None
        revision = self.follower.read(lambda conn: revision_for_session(conn, session_id))
        if revision is None:
            self._key, self._tournament = None, None
            return None
        key = (session_id, *revision)
        if key != self._key:
            stored = self.follower.read(lambda conn: read_for_session(conn, session_id))
            self._tournament = None if stored is None else stored.tournament
            self._key = key if stored is not None else None
        return self._tournament

    def show(self, panel: ClockPanel, session_id: int | None) -> None:
        """The clock on ``panel``, or the panel hidden when no tournament is played."""
        tournament = self.tournament_for(session_id)
        panel.display = tournament is not None
        if tournament is not None:
            panel.show(clock_view(tournament, self.now()))
