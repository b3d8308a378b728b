"""The book and the league as tables for a terminal: the command line prints them
(``binglao-tui book``, ``league``) and the app's book (F10) shows the same ones.

Nine figures a line must fit 80 columns: no rules between the columns and one space
between them, each heading a word a line, the figures never cut (each column at least
as wide as its widest figure; the names wrap), and money without cents when every amount
of a table is whole.
"""

from __future__ import annotations

from rich import box
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from binglao_tui.core.entry import printable
from binglao_tui.store.book import Book
from binglao_tui.store.book_league import League
from binglao_tui.store.book_words import (
    LEAGUE_HEADINGS,
    LEFT,
    OTHER_GAMES,
    book_cells,
    book_sections,
    book_title,
    headings,
    league_cells,
    league_lines,
    league_other_cells,
    whole_units,
)


def book_tables(book: Book) -> list[RenderableType]:
    """The book's title, then a table for the money and one for the points (each only
    when it has lines); a book nobody has played in says so."""
    if not book.rows:
        return [Text(f"{book_title(book)}: nobody has played yet.")]
    shown: list[RenderableType] = [Text(book_title(book))]
    for title, rows in book_sections(book):
        table = _table(title)
        whole = whole_units(rows)
        cells = [book_cells(row, whole) for row in rows]
        for index, heading in enumerate(headings(rows[0].unit)):
            widest = max(len(line[index]) for line in cells)
            table.add_column(
                heading.replace(" ", "\n"),  # a heading a word a line: nine columns in 80
                justify="left" if heading in LEFT else "right",
                min_width=None if heading == "Player" else widest,  # a figure is never cut
            )
        for line in cells:
            table.add_row(*(Text(printable(cell)) for cell in line))  # a name is data, not markup
        shown.append(table)
    return shown


def league_tables(league: League) -> list[RenderableType]:
    """The league's heading lines and its table (with the season's other games beside
    the points when the house wants them)."""
    shown: list[RenderableType] = [Text("\n".join(league_lines(league)))]
    if not league.rows:
        shown.append(Text("No tournament finished in this season yet."))
        return shown
    table = _table("")
    units = sorted({unit for row in league.rows for unit, _, _ in row.cash}) if league.with_cash else []
    for heading in (*LEAGUE_HEADINGS, *(OTHER_GAMES[unit] for unit in units)):
        table.add_column(heading.replace(" ", "\n"), justify="left" if heading == "Player" else "right")
    for place, row in enumerate(league.rows, start=1):
        table.add_row(
            *(Text(printable(cell)) for cell in (*league_cells(place, row), *league_other_cells(row, units)))
        )
    shown.append(table)
    return shown


def _table(title: str) -> Table:
    return Table(
        title=title or None,
        title_justify="left",
        box=box.SIMPLE_HEAD,
        padding=(0, 0),
        pad_edge=False,
        show_edge=False,
    )
