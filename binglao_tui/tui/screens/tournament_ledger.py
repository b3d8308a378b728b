"""The tournament's ledger (F6 while a tournament runs or just ended): each player's
place, entries, money paid in and won, the pool and the house fee, and once it is over
who pays whom (fewest payments, the house's fee counted as the house's win). What the app
has to say while it is open (the last bust-outs and the winner, a clock's notice) is said
on its first line, above the figures, rather than in a notification over them."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from binglao_tui.core.entry import printable
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.render.plain import plain_lines
from binglao_tui.tui.render.tournament import ledger_lines
from binglao_tui.tui.styles import WINDOW_STYLES


class TournamentLedgerScreen(ModalScreen[None]):
    """The tournament's places, prizes and payments."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f6,q", "dismiss", "Close"),
        Binding("left_square_bracket", "app.earlier_ledger", "Earlier sessions"),
    ]

    DEFAULT_CSS = """
    TournamentLedgerScreen #ledger-news {
        text-style: bold;
        color: $text-success;
        margin-bottom: 1;
    }
    """

    def __init__(self, tournament: Tournament, news: str = "") -> None:
        super().__init__()
        self.tournament = tournament
        self.news = news

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="tournament-ledger") as window:
            window.border_title = "Tournament ledger"
            window.border_subtitle = "[ earlier sessions' ledgers · escape closes"
            yield Static(printable(self.news), markup=False, id="ledger-news")
            yield Static(plain_lines(ledger_lines(self.tournament)), markup=False, id="ledger-lines")

    def on_mount(self) -> None:
        self.query_one("#ledger-news").display = bool(self.news)

    def announce(self, message: str) -> None:
        """Say ``message`` above the figures (it replaces what was said before)."""
        self.news = message
        if self.is_mounted:
            news = self.query_one("#ledger-news", Static)
            news.update(printable(message))
            news.display = bool(message)
