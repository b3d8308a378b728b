"""The table setup's Game list: every game by name, Binglao first, read again as it opens.

A house rules file dropped in the rules folder (or mended) while the setup is up is
offered the next time the dealer opens the list, without a restart: opening it asks the
app to read the folders again (the app says, once, any file that does not load). The game
chosen stays chosen; nothing else in the form changes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from textual.widgets import Select

from binglao_tui.core.rules import Game
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.widgets.drop_down import DropDown

ReadAgain = Callable[[], Mapping[str, Game]]
"""Reads the rules folders again: the games they hold now."""


def game_order(games: Mapping[str, Game]) -> list[Game]:
    """The games as the list shows them: Binglao first, then by name."""
    return sorted(games.values(), key=lambda g: (g.id != "binglao", g.name.lower()))


class GameSelect(DropDown):
    """A drop-down of ``games`` showing ``value`` (a game id); ``read_again``, when given,
    is asked for the games each time the list opens."""

    def __init__(
        self,
        games: Mapping[str, Game],
        value: str,
        *,
        read_again: ReadAgain | None = None,
        id: str,  # noqa: A002
        label: str = "",
    ) -> None:
        self.games = games
        self.read_again = read_again
        self._offered = self._choices(games)
        options = [(plain(name), game_id) for game_id, name in self._offered]  # a house name is data
        super().__init__(options, value=value, allow_blank=False, compact=True, id=id, label=label)

    @staticmethod
    def _choices(games: Mapping[str, Game]) -> list[tuple[str, str]]:
        return [(g.id, g.name) for g in game_order(games)]

    def _watch_expanded(self, expanded: bool) -> None:
        """Runs before the list is shown (Textual's own watcher highlights the game
        chosen in it): the games read again, and the options made again if they changed."""
        if expanded and self.read_again is not None:
            self._offer(self.read_again())
        super()._watch_expanded(expanded)

    def _offer(self, games: Mapping[str, Game]) -> None:
        self.games = games
        choices = self._choices(games)
        if choices == self._offered:
            return
        self._offered = choices
        chosen = self.value
        # set_options picks the first game; the one chosen is put back, and the form hears
        # of neither (a Changed message would set the betting to the game's own again)
        with self.prevent(Select.Changed):
            self.set_options([(plain(name), game_id) for game_id, name in choices])
            if isinstance(chosen, str) and chosen in games:
                self.value = chosen
