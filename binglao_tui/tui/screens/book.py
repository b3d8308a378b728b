"""The club's book in the app (F10): every person across the sessions, as ``binglao-tui
book`` prints it, and the year's league (``l``).

The book opens on every date; ``[`` and ``]`` step through the years (the book of one
calendar year, then back to every date past the last). ``l`` shows the league of the year
shown (this year's from every date), ``l`` again the book. The tables are read, not
navigated: the window scrolls with the keyboard. Money and points are two tables, never
added together; a book of points only says no word of money.
"""

from __future__ import annotations

from datetime import date
from typing import ClassVar

from rich.console import Group
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from binglao_tui.store.book import read_book
from binglao_tui.store.book_league import read_league
from binglao_tui.store.book_lines import refresh
from binglao_tui.store.db import Database
from binglao_tui.tui.render.book import book_tables, league_tables
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now


class BookScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The book of every date (or of one year), or a season's league."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    BookScreen { align: center middle; }
    BookScreen #book { margin: 1 0; }
    BookScreen #book-body { height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "dismiss", "Close"),
        Binding("left_square_bracket", "year(-1)", "Year before"),
        Binding("right_square_bracket", "year(1)", "Year after"),
        Binding("l", "league", "League / book"),
    ]

    def __init__(self, db: Database, *, today: date | None = None) -> None:
        super().__init__()
        self.db = db
        self.today = today or date.today()
        self.year: int | None = None  # None: every date
        self.league = False

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="book") as box:
            box.border_title = "The book"
            box.border_subtitle = "[ ] years · l league · escape closes"
            yield Static("", id="book-body")

    def on_mount(self) -> None:
        if not self.db.read_only:  # the sessions ended since: written once, read at once after
            refresh(self.db)
        self._fill()
        focus_now(self.query_one("#book", VerticalScroll))

    def action_year(self, by: int) -> None:
        """The book (or league) of the year before or after the one shown."""
        first = self._first_year()
        if self.year is None:
            self.year = self.today.year if by < 0 else first
        else:
            self.year += by
            if self.year > self.today.year or self.year < first:
                self.year = None  # past either end: every date again
        self._fill()

    def action_league(self) -> None:
        self.league = not self.league
        self._fill()

    def _first_year(self) -> int:
        row = self.db.conn.execute("SELECT min(started_at) FROM sessions").fetchone()
        text = str(row[0] or "")
        return int(text[:4]) if text[:4].isdigit() else self.today.year

    def _fill(self) -> None:
        """Draw the book (or the league) of the year shown: the tables the command line prints."""
        box = self.query_one("#book", VerticalScroll)
        if self.league:
            season = self.year if self.year is not None else self.today.year
            box.border_title = f"League · {season}"
            shown = league_tables(read_league(self.db, season))
        else:
            since = None if self.year is None else date(self.year, 1, 1)
            until = None if self.year is None else date(self.year, 12, 31)
            box.border_title = "The book" if self.year is None else f"The book · {self.year}"
            shown = book_tables(read_book(self.db, since, until))
        self.query_one("#book-body", Static).update(Group(*shown))
        box.scroll_home(animate=False)
