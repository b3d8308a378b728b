"""The table display app: the dealer's journal on a screen the whole table can read.

:class:`TableDisplay` follows the journal through a :class:`~binglao_tui.store.follow.Follower`
(read-only, a few times a second) and shows it on its :class:`~.screen.TableScreen`. It has
no keys but quit and no command palette: nothing pressed can show more than the table may
see or change anything. With a :class:`~.speech.Speaker` (``display --speak``) the
announcements are read aloud as well as shown.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from binglao_tui.display.screen import TableScreen
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.store.follow import Followed, Follower

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game
    from binglao_tui.display.speech import Speaker

POLL_SECONDS = 0.25
"""How often the journal is looked at: a committed step is on the screen within this."""


class TableDisplay(App[None]):
    """The read-only table display following the journal at ``db_path``.

    ``games`` resolve each hand's game (house games from rules files); ``settings`` are the
    host's (:class:`DisplaySettings`); ``speaker`` reads the announcements aloud.
    """

    TITLE = "binglao-tui display"
    CSS_PATH = "display.tcss"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "quit", "Quit", show=False)]

    def __init__(
        self,
        db_path: str | os.PathLike[str],
        *,
        games: Mapping[str, Game] | None = None,
        settings: DisplaySettings | None = None,
        poll_seconds: float = POLL_SECONDS,
        speaker: Speaker | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or DisplaySettings()
        self.follower = Follower(db_path, games, session=self.settings.session)
        self.poll_seconds = poll_seconds
        self.speaker = speaker

    def get_default_screen(self) -> TableScreen:
        return TableScreen(self.follower, self.settings, self.poll_seconds, speaker=self.speaker)

    def on_unmount(self) -> None:
        self.follower.close()

    @property
    def table(self) -> TableScreen:
        """The table's screen."""
        screen = self.screen
        assert isinstance(screen, TableScreen)
        return screen

    @property
    def followed(self) -> Followed | None:
        """What the screen shows now, as the journal had it."""
        return self.table.followed

    def shown_text(self) -> str:
        """The text on the screen now, widget by widget (hidden widgets left out)."""
        return self.table.shown_text()
