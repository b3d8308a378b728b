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

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from binglao_tui.store.book import read_book
from binglao_tui.store.book_league import read_league
from binglao_tui.store.book_lines import refresh
from binglao_tui.store.book_words import (
    LEAGUE_HEADINGS,
    LEFT,
    book_cells,
    book_sections,
    book_title,
    headings,
    league_cells,
    league_lines,
    whole_units,
)
from binglao_tui.store.db import Database
from binglao_tui.tui.render.plain import plain, plain_lines
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now


class BookScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The book of every date (or of one year), or a season's league."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    BookScreen { align: center middle; }
    BookScreen DataTable { height: auto; }
    BookScreen .book-section { margin-top: 1; text-style: bold; }
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
            yield Static("", id="book-title", markup=False)
            yield Static("", id="money-title", classes="book-section", markup=False)
            yield DataTable(cursor_type="none", zebra_stripes=True, id="money-table")
            yield Static("", id="points-title", classes="book-section", markup=False)
            yield DataTable(cursor_type="none", zebra_stripes=True, id="points-table")

    def on_mount(self) -> None:
        if not self.db.read_only:  # the sessions ended since: written once, read at once after
            refresh(self.db)
        for table in self.query(DataTable):
            table.can_focus = False
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
        box = self.query_one("#book", VerticalScroll)
        if self.league:
            self._fill_league(box)
        else:
            self._fill_book(box)
        box.scroll_home(animate=False)

    def _fill_book(self, box: VerticalScroll) -> None:
        since = None if self.year is None else date(self.year, 1, 1)
        until = None if self.year is None else date(self.year, 12, 31)
        book = read_book(self.db, since, until)
        box.border_title = "The book" if self.year is None else f"The book · {self.year}"
        title = book_title(book)
        self.query_one("#book-title", Static).update(
            title if book.rows else f"{title}: nobody has played yet."
        )
        sections = dict(book_sections(book))
        by_unit = {rows[0].unit: (name, rows) for name, rows in sections.items()}
        for unit, key in (("cent", "money"), ("point", "points")):
            table = self.query_one(f"#{key}-table", DataTable)
            heading = self.query_one(f"#{key}-title", Static)
            table.clear(columns=True)
            found = by_unit.get(unit)
            table.display = heading.display = found is not None
            if found is None:
                continue
            name, rows = found
            heading.update(name)
            heading.display = bool(name)
            columns = headings(unit)
            for column in columns:
                table.add_column(column, key=column)
            whole = whole_units(rows)
            for row in rows:
                cells = book_cells(row, whole)
                table.add_row(*(_cell(text, column) for text, column in zip(cells, columns, strict=True)))

    def _fill_league(self, box: VerticalScroll) -> None:
        season = self.year if self.year is not None else self.today.year
        league = read_league(self.db, season)
        box.border_title = f"League · {season}"
        lines = league_lines(league)
        if not league.rows:
            lines.append("No tournament finished in this season yet.")
        self.query_one("#book-title", Static).update(plain_lines(lines))
        table = self.query_one("#money-table", DataTable)
        table.clear(columns=True)
        table.display = bool(league.rows)
        self.query_one("#money-title", Static).display = False
        self.query_one("#points-title", Static).display = False
        self.query_one("#points-table", DataTable).display = False
        for column in LEAGUE_HEADINGS:
            table.add_column(column, key=column)
        for place, row in enumerate(league.rows, start=1):
            cells = league_cells(place, row)
            table.add_row(*(_cell(text, column) for text, column in zip(cells, LEAGUE_HEADINGS, strict=True)))


def _cell(text: str, column: str) -> Text:
    """A cell: a name or a date as written (a name is data, never markup), a figure
    right-aligned."""
    return plain(text) if column in LEFT else Text(text, justify="right")
