"""A hand's odds street by street: the window opened from the history's hand (F5, ``e``)
and from the hand screen once a hand is over (``e``).

The odds are counted in a worker thread (:mod:`binglao_tui.tui.counting`), so the keys
answer at once: the window says ``counting…`` until they come, and closing it drops them.
"""

from __future__ import annotations

from contextlib import suppress
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.worker import get_current_worker

from binglao_tui.core.engine.hand import Hand
from binglao_tui.tui.render.odds import StreetBlock, odds_content
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now


class OddsScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The odds of one hand, street by street, with the outs."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    OddsScreen { align: center middle; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q,e", "dismiss", "Back")]

    def __init__(self, hand: Hand, title: str) -> None:
        super().__init__()
        self.hand = hand
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="odds") as scroll:
            scroll.border_title = plain(f"Odds · {self.title_text}")
            scroll.border_subtitle = "escape goes back · arrows scroll"
            yield Static(odds_content(None), id="odds-text")

    def on_mount(self) -> None:
        focus_now(self.query_one(VerticalScroll))
        self.run_worker(self._count, thread=True, exclusive=True, group="odds", name="odds")

    @property
    def text(self) -> str:
        """The plain text shown (for tests and screen readers)."""
        return str(self.query_one("#odds-text", Static).render())

    def _count(self) -> None:
        """In a worker thread: count every street, then hand the lines to the app's thread."""
        from binglao_tui.tui.counting import hand_odds  # numpy: only when counted

        found = hand_odds(self.hand)
        if get_current_worker().is_cancelled:
            return
        with suppress(RuntimeError):  # the app may have closed meanwhile
            self.app.call_from_thread(self._show, found)

    def _show(self, found: list[StreetBlock] | str) -> None:
        if self.is_attached:  # the window may have been closed while it counted
            self.query_one("#odds-text", Static).update(odds_content(found, self.hand.unshown))
