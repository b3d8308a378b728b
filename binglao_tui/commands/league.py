"""``binglao-tui league [--season YEAR] [--json]``: the year's table of tournament points.

Each finish of the season's tournaments earns points by the house's formula (``book
house --league-formula``; the default and the others, with their sources, are in
:mod:`binglao_tui.core.tournament.league`), and the table is sorted by points. With the
house setting ``--league-cash`` each person's cash games of the season are shown
alongside (net and sessions, in cents, or points for sessions played for points only).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import db_option, example, fail, print_json
from binglao_tui.commands.storage import storage_errors
from binglao_tui.core.entry import read_whole_number

if TYPE_CHECKING:
    from binglao_tui.store.book_league import League


@click.command(epilog=example("binglao-tui league", "binglao-tui league --season 2025 --json"))
@db_option
@click.option(
    "--season", "season_text", metavar="YEAR", help="The season (a calendar year; default: this one)."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def league(season_text: str | None, as_json: bool) -> None:
    """The season's league table: points from tournament finishes by the house's formula."""
    season = date.today().year if season_text is None else read_whole_number(season_text)
    if season is None or not 1900 <= season <= 9999:
        fail(f"--season takes a year such as {date.today().year} (got {season_text!r})")
    # start-up: the book's modules, when the command runs, not for --help
    from binglao_tui.commands.book_open import open_book
    from binglao_tui.store.book_league import League, read_league

    db = open_book()
    if db is None:
        from binglao_tui.core.tournament.league import DEFAULT_FORMULA  # only when there is no book yet

        found = League(season, DEFAULT_FORMULA, 0, (), False)
    else:
        with db, storage_errors(db):
            found = read_league(db, season)
    if as_json:
        print_json(found.to_dict())
        return
    _show(found)


def _show(found: League) -> None:
    # start-up: rich and the tables only for the human output, not for --json
    from binglao_tui.commands.console import CommandConsole
    from binglao_tui.tui.render.book import league_tables

    console = CommandConsole()
    for shown in league_tables(found):
        console.print(shown)
