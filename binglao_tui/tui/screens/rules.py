"""The rules screen: the game's rules text and the house settings in force."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from binglao_tui.core.entry import printable
from binglao_tui.core.rules import Game, HouseRules
from binglao_tui.tui.render.rules import rules_content
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now


class RulesScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The current game's rules text and settings."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f4,q", "dismiss", "Close"),
    ]

    def __init__(
        self, game: Game, extra: list[tuple[str, str]] | None = None, house: HouseRules | None = None
    ) -> None:
        super().__init__()
        self.game = game
        self.extra = extra
        self.house = house

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="rules") as scroll:
            scroll.border_title = Content(
                f"Rules: {printable(self.game.name)}"
            )  # a house file's name is data
            scroll.border_subtitle = "escape closes · arrows scroll"
            yield Static(rules_content(self.game, self.extra, self.house))

    def on_mount(self) -> None:
        focus_now(self.query_one(VerticalScroll))
