"""``binglao-tui book``: the club's book across sessions, and the host's changes to it.

- ``book [--since DATE] [--until DATE] [--json]``: every person with sessions played,
  hands, bought in, cashed out, net, biggest win and loss and last played, by net
  (amounts in ``--json`` in cents, or points for sessions played for points only);
- ``book import-pokernow FILE... (--cents | --units | --points)``: PokerNow ledgers, one session a
  file;
- ``book people [--json]``, ``book merge OLD NEW``, ``book assign --session N PLAYER PERSON``,
  ``book handle PERSON [TEXT]``: who is who, and how each is paid;
- ``book session``, ``book expense``, ``book adjust``, ``book close``: a session's money,
  its expenses and adjustments, and the balance check that closes it;
- ``book house``: the house's settings of the book (new sessions' money, settling, league).

Every change is one transaction: done whole, or (refused, exit 2) not at all.
"""

from __future__ import annotations

import importlib
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.book_open import open_book
from binglao_tui.commands.common import Described, db_option, example, fail, print_json
from binglao_tui.commands.storage import open_for_writing, storage_errors
from binglao_tui.core.entry import printable

if TYPE_CHECKING:
    from binglao_tui.store.book import Book


def _date(option: str, text: str | None) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes a date such as 2026-03-31 (got {shown})")


class BookGroup(click.Group):
    """``book`` and its subcommands, those of :data:`_SUBCOMMANDS` loaded on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*super().list_commands(ctx), *_SUBCOMMANDS]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in _SUBCOMMANDS:
            module, attr = _SUBCOMMANDS[cmd_name]
            command = getattr(importlib.import_module(module), attr)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, cmd_name)


@click.group(
    cls=BookGroup,
    invoke_without_command=True,
    epilog=example(
        "binglao-tui book",
        "binglao-tui book --since 2026-01-01 --json",
        "binglao-tui book import-pokernow ledger_mar12.csv --cents",
    ),
)
@db_option
@click.option("--since", "since_text", metavar="DATE", help="Sessions started on or after DATE (2026-01-01).")
@click.option("--until", "until_text", metavar="DATE", help="Sessions started on or before DATE.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (amounts in cents, or points).")
@click.pass_context
def book(ctx: click.Context, since_text: str | None, until_text: str | None, as_json: bool) -> None:
    """Every person across the sessions: sessions, hands, bought in, cashed out, net,
    biggest win and loss, last played; by net.
    """
    if ctx.invoked_subcommand is not None:
        if since_text or until_text or as_json:
            fail(
                f"--since, --until and --json go with 'book' alone, not with 'book {ctx.invoked_subcommand}'"
            )
        return
    since, until = _date("--since", since_text), _date("--until", until_text)
    if since and until and since > until:
        fail(f"--since {since} is after --until {until}: no session can be in between")
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.book import Book, read_book

    db = open_book()
    found = Book(since, until, ())
    if db is not None:
        with db, storage_errors(db):
            found = read_book(db, since, until)
    if as_json:
        print_json(found.to_dict())
    else:
        _show_book(found)


def _show_book(found: Book) -> None:
    # start-up: rich and the tables only for the human output, not for --json
    from binglao_tui.commands.console import CommandConsole
    from binglao_tui.tui.render.book import book_tables

    console = CommandConsole()
    for shown in book_tables(found):
        console.print(shown)


# --- importing -----------------------------------------------------------------------------


@book.command(
    "import-pokernow",
    epilog=example(
        "binglao-tui book import-pokernow ledger_mar12.csv --cents",
        "binglao-tui book import-pokernow march/*.csv --units",
    ),
)
@db_option
@click.argument(
    "files",
    metavar="FILE...",
    nargs=-1,
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    cls=Described,
    help="one or more PokerNow ledger CSV files",
)
@click.option("--cents", "cents", is_flag=True, help="The file's amounts are whole cents.")
@click.option("--units", "units", is_flag=True, help="The file's amounts are units of money (12.50).")
@click.option(
    "--points", "points", is_flag=True, help="The file's amounts are points: a night played for points only."
)
def import_pokernow(files: tuple[Path, ...], cents: bool, units: bool, points: bool) -> None:
    """Import PokerNow ledger CSV files, one session each (all or nothing)."""
    # only for an import: the PokerNow reader
    from binglao_tui.store.book_pokernow import ImportRefused, Units, import_files

    if cents + units + points != 1:
        fail(
            "say what the files' amounts count: --cents (whole cents) or --units (12.50) for money, "
            "--points for points; one of them"
        )
    chosen = Units.CENTS if cents else Units.UNITS if units else Units.POINTS
    raw: list[tuple[str, bytes]] = []
    for path in files:
        try:
            raw.append((str(path), path.read_bytes()))
        except OSError as exc:
            fail(f"{path}: cannot be read ({exc.strerror or exc}); nothing was imported")
    db = open_for_writing()
    with db, storage_errors(db):
        try:
            made = import_files(db, raw, chosen)
        except ImportRefused as exc:
            fail(str(exc))
    from binglao_tui.store.book_words import figure  # only for an import's summary

    for imported in made:
        nets = ", ".join(
            f"{printable(name)} {figure(net, 'point' if points else 'cent', sign=True)}"
            for name, net in sorted(imported.nets.items())
        )
        click.echo(f"{printable(imported.name)}: imported as session {imported.session_id}: {nets}")


_SUBCOMMANDS = {
    "people": ("binglao_tui.commands.book_people", "people_command"),
    "merge": ("binglao_tui.commands.book_people", "merge_command"),
    "assign": ("binglao_tui.commands.book_people", "assign_command"),
    "handle": ("binglao_tui.commands.book_people", "handle_command"),
    "session": ("binglao_tui.commands.book_money", "session_command"),
    "expense": ("binglao_tui.commands.book_money", "expense_command"),
    "adjust": ("binglao_tui.commands.book_money", "adjust_command"),
    "close": ("binglao_tui.commands.book_money", "close_command"),
    "house": ("binglao_tui.commands.book_money", "house_command"),
}
"""The subcommands that live in their own modules, imported when asked for (start-up:
``book --json`` answers at once, benchmarks/book_scale.py, and never loads them)."""
