"""``binglao-tui ledger [--session N] [--list] [--json]``: a session's ledger and who pays
whom (the latest session unless ``--session`` names another), or the list of sessions.

Right after a session is ended in the app, the latest session is the new one, with nothing
booked yet (its first hand is dealt, not finished): then the ledger shows the last session
that has something booked, the one to settle up by, and says so in one line (on stderr
with ``--json``, whose ``session`` names the session shown).

A tournament's chips are not money: for a session that ran a tournament the money is what
each player paid in (entries, rebuys, add-ons) and won (prizes), and who pays whom is
settled on that, in cents (the tournament's own sheet), never on the chips at the table."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import (
    db_option,
    example,
    fail,
    load_games_or_fail,
    print_json,
    rules_dir_option,
)
from binglao_tui.commands.storage import open_for_reading, storage_errors
from binglao_tui.core.entry import printable, read_whole_number
from binglao_tui.core.tournament.prizes import money_text
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_words import (
    chip_cells,
    chip_columns,
    detail_lines,
    money_intro,
    money_table,
    settlement_lines,
    shows_money_table,
)
from binglao_tui.store.tournament import TournamentStore
from binglao_tui.store.tournament_sheet import TournamentSheet, tournament_sheet

if TYPE_CHECKING:
    from pathlib import Path

    from binglao_tui.store.db import Database
    from binglao_tui.store.ledger import LedgerSheet


EMPTY: dict[str, object] = {
    "session": None,
    "started_at": None,
    "ended_at": None,
    "hands": 0,
    "players": [],
    "settlement": [],
    "problem": None,
}


@click.command(epilog=example("binglao-tui ledger --list", "binglao-tui ledger --session 3"))
@db_option
@click.option("--session", "session_text", metavar="N", help="Session N instead of the latest (see --list).")
@click.option(
    "--list", "as_list", is_flag=True, help="List the sessions: when, how many hands, a tournament or not."
)
@click.option(
    "--luck", is_flag=True, help="The luck of the night: chips won at all-ins beside chips expected."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--csv", "as_csv", is_flag=True, help="Print the session as a PokerNow ledger CSV (cents, or points)."
)
@rules_dir_option
def ledger(
    session_text: str | None,
    as_list: bool,
    luck: bool,
    as_json: bool,
    as_csv: bool,
    rules_dirs: tuple[Path, ...],
) -> None:
    """A session (the latest unless --session): buy-ins, re-buys, stacks, results, expenses,
    adjustments and the settlement.
    """
    session_id = None if session_text is None else _session_number(session_text)
    if as_list and session_id is not None:
        fail("--list and --session do not go together: --list names every session")
    if as_csv and (as_json or as_list):
        fail("--csv writes one session as CSV: it goes with neither --json nor --list")
    if luck and (as_list or as_csv):
        fail("--luck counts one session's all-ins: it goes with neither --list nor --csv")
    if as_csv:
        _csv(session_id)
        return
    db = open_for_reading()
    if luck:
        from binglao_tui.commands.luck_view import show_luck  # start-up: numpy only for --luck

        show_luck(
            db,
            session_id,
            as_json,
            load_games_or_fail(rules_dirs),  # the house's games of its all-ins
            lambda book: _default_session(book, as_json) if session_id is None else _known(book, session_id),
        )
        return
    if as_list:
        _list(db, as_json)
        return
    sheet = None
    money: TournamentSheet | None = None
    if db is None and session_id is not None:
        fail(f"there is no session {session_id}: no session is recorded yet")
    if db is not None:
        with db, storage_errors(db):
            book = Ledger(db)
            session = _default_session(book, as_json) if session_id is None else _known(book, session_id)
            sheet = None if session is None else book.sheet(session)
            stored = None if session is None else TournamentStore(db).for_session(session)
            money = None if stored is None else tournament_sheet(stored.tournament)
    if as_json:
        print_json(EMPTY if sheet is None else _json(sheet, money))
    elif sheet is None:
        click.echo("No session recorded yet.")
    elif money is not None:
        _show_tournament(sheet, money)
    else:
        _show(sheet)


def _session_number(text: str) -> int:
    """The number typed after ``--session``, or the command ends saying what one is."""
    number = read_whole_number(text)
    if number is None or number < 1:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"--session takes a session number from 1 (got {shown}); see 'binglao-tui ledger --list'")
    return number


def _default_session(book: Ledger, as_json: bool) -> int | None:
    """The session shown when none is named: the latest, or, when nothing is booked in it
    yet, the last with something booked, said in one line."""
    found = book.session_to_show()
    if found is None:
        return None
    shown, latest = found
    if shown != latest:
        # one line that fits 80 columns (a longer one wrapped in the evening's terminal)
        note = (
            f"Showing session {shown}: the new session {latest} has nothing booked yet "
            f"(see --session {latest})."
        )
        click.echo(f"binglao-tui: note: {note}" if as_json else note, err=as_json)
    return shown


def _known(book: Ledger, session_id: int) -> int:
    """``session_id`` if the database has it; else the command ends naming those it has."""
    known = book.session_ids()
    if session_id in known:
        return session_id
    if not known:
        fail(f"there is no session {session_id}: no session is recorded yet")
    have = f"session {known[0]}" if len(known) == 1 else f"sessions {known[0]} to {known[-1]}"
    fail(f"there is no session {session_id}: the database has {have}")


def _list(db: Database | None, as_json: bool) -> None:
    """One line (or JSON object) per session, the first first."""
    rows: list[dict[str, object]] = []
    if db is not None:
        with db, storage_errors(db):
            book = Ledger(db)
            tournaments = TournamentStore(db)
            for session in book.session_ids():
                sheet = book.sheet(session)
                rows.append(
                    {
                        "session": session,
                        "started_at": sheet.started_at,
                        "ended_at": sheet.ended_at,
                        "hands": sheet.hands,
                        "tournament": tournaments.for_session(session) is not None,
                    }
                )
    if as_json:
        print_json({"sessions": rows})
        return
    if not rows:
        click.echo("No session recorded yet.")
    for row in rows:
        ended = row["ended_at"]
        span = session_span(str(row["started_at"]), None if ended is None else str(ended))
        count = int(str(row["hands"]))
        hands = f"{count} hand" + ("" if count == 1 else "s")
        kind = ", a tournament" if row["tournament"] else ""
        click.echo(f"Session {row['session']}: {span}; {hands}{kind}")


def _json(sheet: LedgerSheet, money: TournamentSheet | None) -> dict[str, object]:
    """The session's JSON; for a tournament its players are the money's (in cents), with
    the tournament's whole sheet under ``tournament`` (the settlement is the money's)."""
    data = sheet.to_dict()
    if money is not None:
        data["players"] = []
        data["tournament"] = {**money.to_dict(), "unit": "cent"}
    return data


def _csv(session_id: int | None) -> None:
    """The session as a PokerNow ledger, on standard output."""
    from binglao_tui.store.book_pokernow_csv import ledger_csv  # only for --csv

    db = open_for_reading()
    if db is None:
        fail("there is no session to write: no session is recorded yet")
    with db, storage_errors(db):
        book = Ledger(db)
        session = _default_session(book, True) if session_id is None else _known(book, session_id)
        if session is None:
            fail("there is no session to write: no session is recorded yet")
        text = ledger_csv(db.conn, session)
    click.echo(text, nl=False)


def _show_tournament(sheet: LedgerSheet, money: TournamentSheet) -> None:
    """A tournament's session: places and money, not chips."""
    state = "over" if money.over else "still playing"
    click.echo(f"Session {sheet.session_id} (started {local_time(sheet.started_at)}): a tournament, {state}")
    points = sheet.money.money.points_only
    if points:
        click.echo("Points only: the entries and places are points.")
    else:
        click.echo("The chips are not money: the money is the entries paid and the prizes won.")
    for line in money.lines:
        paid, won, net = (
            (str(line.paid), str(line.won), str(line.net))
            if points
            else (money_text(line.paid), money_text(line.won), money_text(line.net))
        )
        put, took = ("in", "took") if points else ("paid", "won")
        click.echo(
            f"  {printable(line.player):<16} {line.place:<8} {put} {paid:>9}  {took} {won:>9}  net {net:>9}"
        )
    if not points:
        click.echo(
            f"Collected {money_text(money.collected)}, house fee {money_text(money.house_fee)}, "
            f"prize pool {money_text(money.pool)}"
        )
    for text in detail_lines(sheet.money, tuple(sorted(line.player for line in money.lines))):
        click.echo(text)
    if not money.over:
        click.echo(
            "Who pays whom is settled when the tournament is over." if not points else "Still playing."
        )
        return
    for text in settlement_lines(sheet.money):
        click.echo(text)


def _show(sheet: LedgerSheet) -> None:
    # start-up: rich only for the human table, not for --json
    from rich.table import Table
    from rich.text import Text

    from binglao_tui.commands.console import CommandConsole

    money = sheet.money
    hands = f"{sheet.hands} hand" + ("" if sheet.hands == 1 else "s")
    if sheet.games_words:
        hands += f" ({sheet.games_words})"
    title = f"Session {sheet.session_id} ({session_span(sheet.started_at, sheet.ended_at)}): {hands}"
    table = Table(title=title)
    columns = chip_columns(money.money)
    for column in columns:
        table.add_column(column, justify="left" if column == columns[0] else "right")
    for line in sheet.players:
        table.add_row(
            Text(printable(line.player)),  # a name is shown as it is, never read as markup
            *chip_cells(line, money.money),
        )
    console = CommandConsole()
    console.print(table)

    def say(text: str) -> None:
        console.print(text, markup=False, highlight=False)

    say(money_intro(money.money))
    if shows_money_table(money):
        amounts = Table(box=None, padding=(0, 1, 0, 0))
        headings, *rows = money_table(money)
        for index, column in enumerate(headings):
            amounts.add_column(column, justify="right" if index else "left")
        for row in rows:
            amounts.add_row(*(Text(cell) for cell in row))
        console.print(amounts)
    for words in detail_lines(money, tuple(line.player for line in sheet.players)):
        say(words)
    for words in settlement_lines(money):
        say(words)


def local_time(stamp: str) -> str:
    """A stored time (UTC, ISO 8601) as a person at this machine reads it, in local time:
    ``Tue 1 Dec 2026, 21:40``; text that is not such a time is shown as it is."""
    here = _local(stamp)
    return stamp if here is None else f"{here:%a} {here.day} {here:%b %Y}, {here:%H:%M}"


def session_span(started: str, ended: str | None) -> str:
    """When a session ran, in local time: ``started Tue 1 Dec 2026, 21:40, ended 23:55``
    (the day said once when it ended on the day it started: the two dates in full made the
    ledger's title wrap at 80 columns), or ``..., in progress``."""
    start = f"started {local_time(started)}"
    if ended is None:
        return f"{start}, in progress"
    began, over = _local(started), _local(ended)
    same_day = began is not None and over is not None and began.date() == over.date()
    return f"{start}, ended {f'{over:%H:%M}' if same_day and over else local_time(ended)}"


def _local(stamp: str) -> datetime | None:
    """A stored time (UTC, ISO 8601) in this machine's zone; None for text that is not one."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    if moment.tzinfo is None:  # stored without a zone: the store writes UTC
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone()
