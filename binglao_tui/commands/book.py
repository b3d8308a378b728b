"""``binglao-tui book``: the club's book across sessions, and the host's changes to it.

- ``book [--since DATE] [--until DATE] [--json]``: every person with sessions played,
  hands, bought in, cashed out, net, biggest win and loss and last played, by net
  (amounts in ``--json`` in cents, or points for sessions played for points only);
- ``book import-pokernow FILE... (--cents | --units)``: PokerNow ledgers, one session a file;
- ``book people [--json]``, ``book merge OLD NEW``, ``book assign --session N PLAYER PERSON``,
  ``book handle PERSON [TEXT]``: who is who, and how each is paid;
- ``book session``, ``book expense``, ``book adjust``, ``book close``: a session's money,
  its expenses and adjustments, and the balance check that closes it;
- ``book house``: the house's settings of the book (new sessions' money, settling, league).

Every change is one transaction: done whole, or (refused, exit 2) not at all.
"""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import fail, print_json
from binglao_tui.commands.storage import db_path, open_for_writing, storage_errors
from binglao_tui.core.entry import printable, read_whole_number
from binglao_tui.store.db import Database, check_place
from binglao_tui.store.errors import DatabaseInUse, DiskFull, LockUnavailable, ReadOnlyDatabase, StoreError

if TYPE_CHECKING:
    from binglao_tui.store.book import Book
    from binglao_tui.store.ledger import Ledger


def open_book() -> Database | None:
    """The database for reading the book (None: there is none yet). When no other
    binglao-tui holds it, the book's lines of sessions ended since it was last read are
    written first, so that reading is one query; else it is read as it stands."""
    path = db_path()
    try:
        if not check_place(path):
            return None
        try:
            db = Database.open(path)
        except (DatabaseInUse, ReadOnlyDatabase, LockUnavailable, DiskFull):
            return Database.open(path, read_only=True)
    except StoreError as exc:
        fail(str(exc))
    try:
        # the code that works sessions out loads only when one is to be written
        from binglao_tui.store.book_lines import refresh, unbooked

        if any(True for _ in unbooked(db.conn)):
            refresh(db)
    except (StoreError, sqlite3.Error):
        pass  # read as it stands: the sessions without lines are worked out as they are read
    db.release_lock()
    db.conn.execute("PRAGMA query_only = ON")
    return db


def _date(option: str, text: str | None) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes a date such as 2026-03-31 (got {shown})")


@click.group(invoke_without_command=True)
@click.option("--since", "since_text", metavar="DATE", help="Sessions started on or after DATE (2026-01-01).")
@click.option("--until", "until_text", metavar="DATE", help="Sessions started on or before DATE.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object (amounts in cents, or points).")
@click.pass_context
def book(ctx: click.Context, since_text: str | None, until_text: str | None, as_json: bool) -> None:
    """Every person across the sessions: sessions, hands, bought in, cashed out, net,
    biggest win and loss, last played; by net.

    \b
    Examples:
      binglao-tui book
      binglao-tui book --since 2026-01-01 --json
      binglao-tui book import-pokernow ledger_mar12.csv --cents
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
    # start-up: rich (~20 ms) only for the human table, not for --json
    from rich import box
    from rich.console import Console
    from rich.table import Table

    from binglao_tui.store.book_words import (
        LEFT,
        book_cells,
        book_sections,
        book_title,
        headings,
        whole_units,
    )

    console = Console()
    if not found.rows:
        console.print(f"{book_title(found)}: nobody has played yet.", markup=False, highlight=False)
        return
    console.print(book_title(found), markup=False, highlight=False)
    for title, rows in book_sections(found):
        # no rules between the columns and one space between them: nine columns in 80; the
        # figures keep their width (never cut), the names and the headings wrap
        table = Table(
            title=title or None,
            title_justify="left",
            box=box.SIMPLE_HEAD,
            padding=(0, 0),
            pad_edge=False,
            show_edge=False,
        )
        whole = whole_units(rows)
        cells = [book_cells(row, whole) for row in rows]
        for index, heading in enumerate(headings(rows[0].unit)):
            left = heading in LEFT
            widest = max(len(line[index]) for line in cells)
            table.add_column(
                heading,
                justify="left" if left else "right",
                min_width=None if heading == "Player" else widest,
            )
        for line in cells:
            table.add_row(*line)
        console.print(table)


# --- importing -----------------------------------------------------------------------------


@book.command("import-pokernow")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--cents", "cents", is_flag=True, help="The file's amounts are whole cents.")
@click.option("--units", "units", is_flag=True, help="The file's amounts are units of money (12.50).")
def import_pokernow(files: tuple[Path, ...], cents: bool, units: bool) -> None:
    """Import PokerNow ledger CSV files, one session each (all or nothing).

    \b
    Examples:
      binglao-tui book import-pokernow ledger_mar12.csv --cents
      binglao-tui book import-pokernow march/*.csv --units
    """
    from binglao_tui.store.book_pokernow import ImportRefused, Units, import_files

    if cents == units:
        fail("say what the files' amounts count: --cents (whole cents) or --units (12.50), one of them")
    chosen = Units.CENTS if cents else Units.UNITS
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
    from binglao_tui.store.book_words import figure

    for imported in made:
        nets = ", ".join(
            f"{printable(name)} {figure(net, 'cent', sign=True)}"
            for name, net in sorted(imported.nets.items())
        )
        click.echo(f"{printable(imported.name)}: imported as session {imported.session_id}: {nets}")


# --- people ------------------------------------------------------------------------------------


@book.command("people")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def people_command(as_json: bool) -> None:
    """Everyone in the book: names gone by, PokerNow ids, payment handle, sessions."""
    from binglao_tui.store.book_people import Person, people

    db = open_book()
    found: tuple[Person, ...] = ()
    if db is not None:
        with db, storage_errors(db):
            found = people(db.conn)
    if as_json:
        print_json({"people": [p.to_dict() for p in found]})
        return
    if not found:
        click.echo("Nobody is in the book yet: people come in with the sessions they play.")
    for person in found:
        others = [n for n in person.names if n != person.name]
        parts = [f"{person.sessions} session" + ("" if person.sessions == 1 else "s")]
        if others:
            parts.append("also " + ", ".join(printable(n) for n in others))
        if person.player_ids:
            parts.append("PokerNow " + ", ".join(printable(i) for i in person.player_ids))
        if person.handle:
            parts.append(f"paid at {printable(person.handle)}")
        click.echo(f"{printable(person.name)}: {'; '.join(parts)}")


@book.command("merge")
@click.argument("old")
@click.argument("new")
def merge_command(old: str, new: str) -> None:
    """OLD and NEW are one person: OLD's sessions, names and ids become NEW's.

    \b
    Example:
      binglao-tui book merge Bobby Bob
    """
    from binglao_tui.store.book_people import PeopleError, merge

    db = open_for_writing()
    with db, storage_errors(db):
        try:
            with db.transaction() as conn:
                old_name, new_name = merge(conn, old, new)
        except PeopleError as exc:
            fail(str(exc))
    click.echo(f"{printable(old_name)} is now {printable(new_name)}: one person in the book.")


@book.command("assign")
@click.option("--session", "session_text", metavar="N", required=True, help="The session.")
@click.argument("player")
@click.argument("person")
def assign_command(session_text: str, player: str, person: str) -> None:
    """In session N, the player called PLAYER is PERSON (someone new if nobody goes by
    that name): the host saying that the same name was someone else.

    \b
    Example:
      binglao-tui book assign --session 12 Ann "Ann Lee"
    """
    from binglao_tui.store.book_people import assign
    from binglao_tui.store.db import now
    from binglao_tui.store.ledger import Ledger

    session = _number("--session", session_text)
    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        _known(ledger, session)
        players = ledger.session_players(session)
        try:
            with db.transaction() as conn:
                name, made = assign(conn, session, players, player, person, now())
                _unbook(conn, session)
        except StoreError as exc:
            fail(str(exc))
    new = " (new to the book)" if made else ""
    click.echo(f"Session {session}: {printable(player)} is {printable(name)}{new}.")


@book.command("handle")
@click.argument("person")
@click.argument("handle", required=False)
def handle_command(person: str, handle: str | None) -> None:
    """Set how PERSON is paid (a Venmo, PayPal or bank: free text); without HANDLE, clear it.

    \b
    Example:
      binglao-tui book handle Ann "Venmo @ann-k"
    """
    from binglao_tui.store.book_people import PeopleError, set_handle

    db = open_for_writing()
    with db, storage_errors(db):
        try:
            with db.transaction() as conn:
                name = set_handle(conn, person, handle)
        except PeopleError as exc:
            fail(str(exc))
    if handle and handle.strip():
        click.echo(f"{printable(name)} is paid at {printable(' '.join(handle.split()))}.")
    else:
        click.echo(f"{printable(name)} has no payment handle now.")


# --- a session's money -----------------------------------------------------------------------


def _number(option: str, text: str) -> int:
    number = read_whole_number(text)
    if number is None or number < 1:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes a session number from 1 (got {shown}); see 'binglao-tui ledger --list'")
    return number


def _known(ledger: Ledger, session: int) -> int:
    known = ledger.session_ids()
    if session not in known:
        have = (
            "no session is recorded yet"
            if not known
            else f"the database has sessions {known[0]} to {known[-1]}"
        )
        fail(f"there is no session {session}: {have}")
    return session


def _session(ledger: Ledger, session_text: str | None) -> int:
    """The session named, else the one a ledger shows (the open one, or the last booked)."""
    if session_text is not None:
        return _known(ledger, _number("--session", session_text))
    found = ledger.session_to_show()
    if found is None:
        fail("there is no session yet: the book starts with the first hand or import")
    return found[0]


def _unbook(conn: sqlite3.Connection, session: int) -> None:
    from binglao_tui.store.book_lines import unbook_in

    unbook_in(conn, session)


session_option = click.option(
    "--session", "session_text", metavar="N", help="Session N (default: the open one, else the last)."
)


@book.command("session")
@session_option
@click.option("--chip-value", "chip_value", metavar="AMOUNT", help="What one chip is worth (0.25).")
@click.option("--points", "points", is_flag=True, help="Played for points only: no money at all.")
@click.option("--money", "money_flag", is_flag=True, help="Played for money (after --points).")
@click.option("--settle", type=click.Choice(["fewest", "bank"]), help="Fewest payments, or through the bank.")
@click.option("--bank", metavar="NAME", help='Who keeps the bank ("" for nobody: the bank).')
@click.option("--json", "as_json", is_flag=True, help="Print the session's money as JSON.")
def session_command(
    session_text: str | None,
    chip_value: str | None,
    points: bool,
    money_flag: bool,
    settle: str | None,
    bank: str | None,
    as_json: bool,
) -> None:
    """A session's money: what a chip is worth (or points only), how it settles, who keeps
    the bank. Without options, show it.

    \b
    Examples:
      binglao-tui book session --chip-value 0.25
      binglao-tui book session --session 7 --points
      binglao-tui book session --settle bank --bank Ann
    """
    from binglao_tui.store.ledger import Ledger
    from binglao_tui.store.ledger_money import Money, SettleBy

    if points and (money_flag or chip_value):
        fail("--points and --money or --chip-value do not go together: points only has no chip value")
    value = None if chip_value is None else _money_amount("--chip-value", chip_value)
    if value is not None and value < 1:
        fail("--chip-value: a chip must be worth at least 0.01")
    changing = any(x is not None for x in (chip_value, settle, bank)) or points or money_flag
    db = open_for_writing() if changing else open_book()
    if db is None:
        fail("there is no session yet: the book starts with the first hand or import")
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = _session(ledger, session_text)
        if changing:
            try:
                ledger.set_money(
                    session,
                    money=Money.POINTS if points else (Money.MONEY if money_flag or value else None),
                    chip_value=value,
                    settle=None if settle is None else SettleBy(settle),
                    bank=bank,
                )
            except StoreError as exc:
                fail(str(exc))
        money = ledger.money(session)
    if as_json:
        print_json({"session": session, **money.to_dict()})
        return
    from binglao_tui.store.ledger_words import money_intro

    how = f"through {money.bank_name}" if money.settle is SettleBy.BANK else "by the fewest payments"
    settles = "" if money.points_only else f" Settled {how}."
    click.echo(f"Session {session}. {money_intro(money)}{settles}")


def _money_amount(option: str, text: str, *, signed: bool = False) -> int:
    from binglao_tui.store.ledger_money import Money, SessionMoney, SettleBy, read_money

    cents = read_money(text, SessionMoney(Money.MONEY, 100, SettleBy.FEWEST, None), signed=signed)
    if cents is None:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes an amount such as 12.50{' or -5' if signed else ''} (got {shown})")
    return cents


@book.command("expense")
@session_option
@click.argument("payer")
@click.argument("amount")
@click.argument("what")
@click.option(
    "--shared-by",
    "shared_by",
    metavar="NAME",
    multiple=True,
    help="A player who shares it (repeat; default: all).",
)
def expense_command(
    session_text: str | None, payer: str, amount: str, what: str, shared_by: tuple[str, ...]
) -> None:
    """PAYER paid AMOUNT for WHAT, shared by everyone of the session (or those named):
    part of the settlement.

    \b
    Examples:
      binglao-tui book expense Cid 36.00 pizza
      binglao-tui book expense Ann 8 cards --shared-by Ann --shared-by Bob
    """
    from binglao_tui.store.ledger import Ledger
    from binglao_tui.store.ledger_words import expense_line

    cents = _money_amount("AMOUNT", amount)
    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = _session(ledger, session_text)
        try:
            made = ledger.add_expense(session, payer, cents, what, tuple(shared_by))
        except StoreError as exc:
            fail(str(exc))
        sheet = ledger.sheet(session)
        expense = next(e for e in sheet.money.expenses if e.expense_id == made)
        line = expense_line(expense, sheet.money.money, ledger.session_players(session))
    click.echo(f"Session {session}: {line}.")


@book.command("adjust", context_settings={"ignore_unknown_options": True})
@session_option
@click.argument("player")
@click.argument("amount")
@click.option("--reason", required=True, help="Why (it is shown with the adjustment).")
def adjust_command(session_text: str | None, player: str, amount: str, reason: str) -> None:
    """Add AMOUNT (or take it, with a minus sign) to PLAYER's money in the session, for a reason.

    \b
    Examples:
      binglao-tui book adjust Ann 5 --reason "dealt all night"
      binglao-tui book adjust Bob -5 --reason "dealer's tip"
    """
    from binglao_tui.store.ledger import Ledger
    from binglao_tui.store.ledger_money import Adjustment, read_money
    from binglao_tui.store.ledger_words import adjustment_line

    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = _session(ledger, session_text)
        money = ledger.money(session)
        value = read_money(amount, money, signed=True)
        if value is None:
            kind = "a whole number of points" if money.points_only else "an amount such as 5.00 or -5"
            fail(f"AMOUNT takes {kind} (got {amount!r})")
        try:
            ledger.adjust(session, player, value, reason)
        except StoreError as exc:
            fail(str(exc))
        words = adjustment_line(Adjustment(0, player, value, reason.strip()), money)
        sheet = ledger.sheet(session).money
    click.echo(f"Session {session}: {words}.")
    if not sheet.balanced:
        from binglao_tui.store.ledger_money import difference_words

        click.echo(
            f"Note: {difference_words(sheet.difference, sheet.money)}: "
            "adjust another player, or book it with 'book close --book-difference'."
        )


@book.command("close")
@session_option
@click.option(
    "--book-difference", "book_difference", is_flag=True, help="Book a short or over bank as the bank's."
)
def close_command(session_text: str | None, book_difference: bool) -> None:
    """Close a session after the balance check: its money must add up, or the difference
    is named and (with --book-difference) booked as the bank's.

    \b
    Examples:
      binglao-tui book close
      binglao-tui book close --session 9 --book-difference
    """
    from binglao_tui.store.ledger import Ledger, Unbalanced
    from binglao_tui.store.ledger_money import difference_words

    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = _session(ledger, session_text)
        before = ledger.sheet(session)
        money = before.money
        if before.tournament:
            fail(f"session {session} is a tournament: it closes when the tournament is over")
        if before.ended_at is not None and not money.balanced and not book_difference:
            words = difference_words(money.difference, money.money)
            fail(
                f"session {session} was closed, but does not balance now: {words}; "
                "--book-difference books it as the bank's"
            )
        try:
            if before.ended_at is None:
                ledger.end_session(session, book_difference=book_difference)
            elif book_difference:
                ledger.book_difference(session)
        except Unbalanced as exc:
            fail(f"{exc} (--book-difference); nothing changed")
        except StoreError as exc:
            fail(str(exc))
    state = "was closed already" if before.ended_at is not None else "is closed"
    if money.balanced:
        click.echo(f"Session {session} {state}: the money adds up.")
    else:
        words = difference_words(money.difference, money.money)
        click.echo(f"Session {session} {state}. Booked as the bank's: {words}.")


# --- the house ----------------------------------------------------------------------------------


@book.command("house")
@click.option("--chip-value", "chip_value", metavar="AMOUNT", help="New sessions: what one chip is worth.")
@click.option("--points", "points", is_flag=True, help="New sessions are played for points only.")
@click.option("--money", "money_flag", is_flag=True, help="New sessions are played for money.")
@click.option("--settle", type=click.Choice(["fewest", "bank"]), help="How new sessions settle.")
@click.option("--bank", metavar="NAME", help='Who keeps the bank ("" for nobody: the bank).')
@click.option(
    "--league-formula",
    "formula",
    type=click.Choice(["sqrt", "pokerstars", "neau", "linear"]),
    help="The league's points formula (default sqrt).",
)
@click.option(
    "--league-cash/--no-league-cash", "league_cash", default=None, help="Show cash games in the league."
)
@click.option("--json", "as_json", is_flag=True, help="Print the settings as JSON.")
def house_command(
    chip_value: str | None,
    points: bool,
    money_flag: bool,
    settle: str | None,
    bank: str | None,
    formula: str | None,
    league_cash: bool | None,
    as_json: bool,
) -> None:
    """The house's settings of the book: what new sessions are played for, how they
    settle, who keeps the bank, the league's formula. Without options, show them.

    \b
    Examples:
      binglao-tui book house --chip-value 0.25 --settle bank --bank Ann
      binglao-tui book house --points --league-formula linear
    """
    from binglao_tui.core.tournament.league import LeagueFormula
    from binglao_tui.store.book import house_book, set_house

    if points and (money_flag or chip_value):
        fail("--points and --money or --chip-value do not go together: points only has no chip value")
    settings: dict[str, str | None] = {}
    if chip_value is not None:
        value = _money_amount("--chip-value", chip_value)
        if value < 1:
            fail("--chip-value: a chip must be worth at least 0.01")
        settings["chip_value"] = str(value)
        settings["money"] = "money"
    if points:
        settings["money"] = "points"
    if money_flag:
        settings["money"] = "money"
    if settle is not None:
        settings["settle"] = settle
    if bank is not None:
        settings["bank"] = bank.strip() or None
    if formula is not None:
        settings["league_formula"] = formula
    if league_cash is not None:
        settings["league_cash"] = "yes" if league_cash else "no"
    if settings:
        db = open_for_writing()
        with db, storage_errors(db):
            with db.transaction() as conn:
                set_house(conn, **settings)
            house = house_book(db.conn)
    else:
        reader = open_book()
        if reader is None:
            from binglao_tui.store.book import HouseBook

            house = HouseBook()
        else:
            with reader, storage_errors(reader):
                house = house_book(reader.conn)
    if as_json:
        print_json(house.to_dict())
        return
    from binglao_tui.store.book_words import figure

    formula_now = LeagueFormula(house.league_formula)
    played = (
        "points only"
        if house.money == "points"
        else f"money, a chip worth {figure(house.chip_value, 'cent')}"
    )
    bank_name = house.bank or "the bank"
    how = f"through {bank_name}" if house.settle == "bank" else "by the fewest payments"
    click.echo(
        f"New sessions: {played}." if house.money == "points" else f"New sessions: {played}; settled {how}."
    )
    cash = "with" if house.league_cash else "without"
    click.echo(
        f"League: {formula_now.value}, {formula_now.text} ({formula_now.source}); {cash} the cash games."
    )
