"""One follower of the journal for every viewer of the served page.

:class:`Feed` is what ``serve`` looks at the journal through: a
:class:`~binglao_tui.store.follow.Follower` read a few times a second, the
:class:`~.view.TableView` of what it read, the announcements of what changed, and the
page's JSON (:mod:`.web`), built once for all the viewers. Ten viewers cost the dealer's
laptop one follower, not ten displays. :meth:`Feed.look` runs in a worker thread (it
reads SQLite and replays the hand); the all-in equity is counted in another, so a count
of a million boards never holds the table up.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TYPE_CHECKING

from textual.content import Content

from binglao_tui.display.announce import Announcer, coming_game
from binglao_tui.display.clock import TournamentWatch
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.speech import Speaker
from binglao_tui.display.view import table_view
from binglao_tui.display.web import view_json
from binglao_tui.store.follow import Follower, Following
from binglao_tui.tui.render.equity import Counted, equity_lines
from binglao_tui.tui.widgets.equity_panel import count_race

if TYPE_CHECKING:
    from binglao_tui.core.engine.all_in import Race
    from binglao_tui.core.rules import Game

SAID_SECONDS = 20
"""How long an announcement stays on the page."""
_REMEMBERED = 16


class Feed:
    """The table for the served page: ``look()`` answers the page's JSON when it changed."""

    def __init__(
        self,
        db_path: str | os.PathLike[str],
        games: Mapping[str, Game] | None,
        settings: DisplaySettings,
        *,
        speaker: Speaker | None = None,
        now: Callable[[], float] = time.time,
        counter: Executor | None = None,
    ) -> None:
        self.settings = settings
        self.follower = Follower(db_path, games, session=settings.session)
        self.watch = TournamentWatch(self.follower, now)
        self.speaker = speaker
        self.now = now
        self.announcer = Announcer()
        self.payload = b""
        self._said: list[tuple[float, str]] = []
        self._counter = counter or ThreadPoolExecutor(1, thread_name_prefix="binglao-tui-equity")
        self._counted: dict[tuple[str, tuple[Race, ...]], tuple[Counted, ...]] = {}
        self._counting: set[tuple[str, tuple[Race, ...]]] = set()
        self._lock = threading.Lock()
        self._fresh = False  # a count finished since the last look

    def close(self) -> None:
        self.follower.close()
        self._counter.shutdown(wait=False, cancel_futures=True)

    def look(self) -> bytes | None:
        """Look at the journal and the clock once; the new JSON when the page would change."""
        news = self.follower.poll() is not None
        seen = self.follower.latest
        now = self.now()
        session = seen.session_id if seen is not None else None
        tournament = self.watch.tournament_for(session)
        counted, self._fresh = self._fresh, False
        if not (news or counted or self.payload == b"" or tournament is not None or self._said):
            return None  # nothing on the page can have changed
        view = table_view(seen, self.settings, tournament, now)
        hand = seen.hand if seen is not None else None
        in_play = seen is not None and seen.state is Following.IN_PLAY
        coming = coming_game(seen.outlook if seen is not None else None, in_play)
        for sentence in self.announcer.hear(hand, view.hand_id, in_play, tournament, now, coming):
            self._said.append((now, sentence))
            if self.speaker is not None:
                self.speaker.say(sentence)
        self._said = [(at, text) for at, text in self._said if now - at < SAID_SECONDS]
        equity = self._equity(view.game_rules, view.races) if view.game_rules is not None else None
        payload = view_json(view, equity=equity, said=[text for _, text in self._said])
        if payload == self.payload:
            return None
        self.payload = payload
        return payload

    # -- the all-in equity, counted aside ---------------------------------------------------

    def _equity(self, game: Game, races: tuple[Race, ...]) -> Content | None:
        if not races:
            return None
        key = (game.id, races)
        with self._lock:
            counted = self._counted.get(key)
            if counted is None and key not in self._counting:
                self._counting.add(key)
                self._counter.submit(self._count, key, game, races)
        results: tuple[Counted, ...] = counted or tuple(None for _ in races)
        return equity_lines(list(zip(races, results, strict=True)))

    def _count(self, key: tuple[str, tuple[Race, ...]], game: Game, races: tuple[Race, ...]) -> None:
        results = tuple(count_race(game, race) for race in races)
        with self._lock:
            if len(self._counted) >= _REMEMBERED:
                del self._counted[next(iter(self._counted))]
            self._counted[key] = results
            self._counting.discard(key)
            self._fresh = True
