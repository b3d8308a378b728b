"""The words of the book and the league, one home for the command line and the app.

Money is written to the cent without a currency sign; the lines of sessions played for
points only are headed in points and say no word of money.
"""

from __future__ import annotations

from binglao_tui.core.entry import printable
from binglao_tui.store.book import Book, BookRow
from binglao_tui.store.book_league import League, LeagueRow

MONEY_HEADINGS = (
    "Player",
    "Sessions",
    "Hands",
    "Bought in",
    "Cashed out",
    "Net",
    "Best night",
    "Worst night",
    "Last played",
)
POINTS_HEADINGS = (
    "Player",
    "Sessions",
    "Hands",
    "Points in",
    "Points out",
    "Net",
    "Best night",
    "Worst night",
    "Last played",
)
LEFT = frozenset({"Player", "Last played"})  # the league's "Player" too
"""The columns read from the left; every other one is a figure, right-aligned."""


def figure(amount: int, unit: str, *, sign: bool = False, whole_units: bool = False) -> str:
    """``1,250.00`` (cents; ``1,250`` with ``whole_units``, for a table whose every amount
    is whole) or ``1,250`` (points); ``+`` before a gain with ``sign``."""
    plus = "+" if sign and amount > 0 else ""
    if unit == "point":
        return f"{plus}{amount:,}"
    minus = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount), 100)
    if whole_units and not part:
        return f"{plus}{minus}{whole:,}"
    return f"{plus}{minus}{whole:,}.{part:02d}"


def whole_units(rows: tuple[BookRow, ...]) -> bool:
    """Whether every amount of these lines is a whole unit of money (shown without cents,
    so that the book fits 80 columns)."""
    return all(
        amount % 100 == 0
        for row in rows
        for amount in (row.bought_in, row.cashed_out, row.biggest_win or 0, row.biggest_loss or 0)
    )


def headings(unit: str) -> tuple[str, ...]:
    return POINTS_HEADINGS if unit == "point" else MONEY_HEADINGS


def book_cells(row: BookRow, whole: bool = False) -> tuple[str, ...]:
    """A person's line of the book as text, in the order of :func:`headings` (``whole``:
    money without cents, every amount of the table being whole)."""
    unit = row.unit

    def show(amount: int | None, sign: bool = True) -> str:
        return "-" if amount is None else figure(amount, unit, sign=sign, whole_units=whole)

    return (
        printable(row.player),
        str(row.sessions),
        f"{row.hands:,}",
        show(row.bought_in, False),
        show(row.cashed_out, False),
        show(row.net),
        show(row.biggest_win),
        show(row.biggest_loss),
        row.last_played or "-",
    )


def book_title(book: Book) -> str:
    """``The book: 12 sessions, from 2026-01-01 to 2026-03-31``."""
    count = f"{book.sessions} session" + ("" if book.sessions == 1 else "s")
    if book.since and book.until:
        span = f", from {book.since.isoformat()} to {book.until.isoformat()}"
    elif book.since:
        span = f", from {book.since.isoformat()}"
    elif book.until:
        span = f", up to {book.until.isoformat()}"
    else:
        span = ", every date"
    return f"The book: {count}{span}"


def book_sections(book: Book) -> list[tuple[str, tuple[BookRow, ...]]]:
    """The book's tables: the money, then the points (each only when it has lines)."""
    money = tuple(row for row in book.rows if row.unit == "cent")
    points = tuple(row for row in book.rows if row.unit == "point")
    sections = []
    if money:
        sections.append(("Money" if points else "", money))
    if points:
        sections.append(("Points (sessions played for points only)" if money else "Points", points))
    return sections


LEAGUE_HEADINGS = ("Place", "Player", "Points", "Played", "Wins", "Best")


def league_cells(place: int, row: LeagueRow) -> tuple[str, ...]:
    return (
        str(place),
        printable(row.player),
        f"{row.points:.2f}",
        str(row.events),
        str(row.wins),
        "-" if row.best is None else str(row.best),
    )


OTHER_GAMES = {"cent": "Cash games", "point": "Points games"}
"""The headings of the season's other games beside the league (only the units played)."""


def league_other_cells(row: LeagueRow, units: list[str]) -> tuple[str, ...]:
    """The season's other games beside the points, a cell per unit: ``+250 in 4``."""
    found = {unit: (n, net) for unit, n, net in row.cash}
    return tuple(
        f"{figure(found[unit][1], unit, sign=True)} in {found[unit][0]}" if unit in found else "-"
        for unit in units
    )


def league_lines(league: League) -> list[str]:
    """The league's heading: the season and the formula with its source, each line short."""
    count = f"{league.tournaments} tournament" + ("" if league.tournaments == 1 else "s")
    return [
        f"League {league.season}: {count}.",
        f"Points by {league.formula.value}: {league.formula.text}.",
        f"Its source: {league.formula.source}.",
    ]
