"""The games a long-running reader (the table display) resolves hands by: read again from
the rules folders when a hand names a game not known yet.

The display is often started before the evening's house rules file is dropped in the rules
folder; the dealer's app, started after it, deals that game, and a display holding the
games it read at its start could only say "unknown game". Reading the folders again on a
miss finds it; a folder that has become unreadable or a broken file leaves the games known.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

from binglao_tui.core.rules import Game, RulesError, load_good_games


class GamesReadAgain(Mapping[str, Game]):
    """Every game by id, as :func:`load_good_games` finds them in ``rules_dirs`` (and the
    user's folder); an id not known is looked for again in the folders before it is refused."""

    def __init__(self, rules_dirs: Sequence[Path], games: Mapping[str, Game]) -> None:
        self.rules_dirs = tuple(rules_dirs)
        self._games = dict(games)

    def __getitem__(self, game_id: str) -> Game:
        if game_id not in self._games:
            try:
                found, _broken = load_good_games(self.rules_dirs)
            except RulesError:  # a folder named on the command line has gone
                found = {}
            self._games.update(found)
        return self._games[game_id]

    def __contains__(self, game_id: object) -> bool:
        if not isinstance(game_id, str):
            return False
        try:
            self[game_id]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(self._games)

    def __len__(self) -> int:
        return len(self._games)
