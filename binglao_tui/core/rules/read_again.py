"""The games of a program that runs all evening, read again from the rules folders.

The table display is often started before the evening's house rules file is dropped in
the rules folder, and the dealer's app runs for hours while the host writes or mends one.
Holding the games read at their start, the display could only say "unknown game" for a
hand of the new game, and the app offered it only after a restart. :class:`GamesReadAgain`
reads the folders again when a game not known is asked for (the display, resolving a hand)
and whenever its holder asks (:meth:`GamesReadAgain.read_again`: the app, as its table
setup or its game list opens). A broken file or a folder that has gone leaves the games
already known.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

from binglao_tui.core.rules.errors import RulesError
from binglao_tui.core.rules.files import load_good_games
from binglao_tui.core.rules.games import Game


class GamesReadAgain(Mapping[str, Game]):
    """Every game by id, as :func:`load_good_games` finds them in ``rules_dirs`` (and the
    user's folder), starting from ``games``; an id not known is looked for again in the
    folders before it is refused."""

    def __init__(self, rules_dirs: Sequence[Path], games: Mapping[str, Game] | None = None) -> None:
        self.rules_dirs = tuple(Path(d) for d in rules_dirs)
        self._games = dict(games or {})

    def read_again(self) -> tuple[RulesError, ...]:
        """Read the folders now, and say why each rules file that does not load fails.

        Every game that loads is known from here on: one whose file changed is replaced by
        what the file says now. A game whose file has gone (or broken) stays known, so a
        hand played with it can still be replayed and shown. A folder named in
        ``rules_dirs`` that is not there is one of the reasons returned; the other
        folders are read all the same.
        """
        try:
            found, broken = load_good_games(self.rules_dirs)
        except RulesError as gone:  # a folder named on the command line is not there
            found, broken = load_good_games([d for d in self.rules_dirs if d.is_dir()])
            broken = (gone, *broken)
        self._games.update(found)
        return broken

    def __getitem__(self, game_id: str) -> Game:
        if game_id not in self._games:
            self.read_again()
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
