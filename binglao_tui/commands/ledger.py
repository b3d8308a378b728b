"""``binglao-tui ledger [--json]``: the latest session's ledger and who pays whom."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import print_json
from binglao_tui.commands.storage import open_for_reading, storage_errors
from binglao_tui.core.entry import printable
from binglao_tui.store.ledger import Ledger

if TYPE_CHECKING:
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


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def ledger(as_json: bool) -> None:
    """The latest session: buy-ins, re-buys, stacks, results and the settlement."""
    db = open_for_reading()
    sheet = None
    if db is not None:
        with db, storage_errors(db):
            book = Ledger(db)
            session = book.latest_session()
            sheet = None if session is None else book.sheet(session)
    if as_json:
        print_json(EMPTY if sheet is None else sheet.to_dict())
    elif sheet is None:
        click.echo("No session recorded yet.")
    else:
        _show(sheet)


def _show(sheet: LedgerSheet) -> None:
    # start-up: rich (~20 ms) only for the human table, not for --json
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    state = "ended " + local_time(sheet.ended_at) if sheet.ended_at else "in progress"
    hands = f"{sheet.hands} hand" + ("" if sheet.hands == 1 else "s")
    title = f"Session {sheet.session_id} (started {local_time(sheet.started_at)}, {state}): {hands}"
    table = Table(title=title)
    for column in ("Player", "Buy-in", "Re-buys", "Cashed out", "At the table", "Result"):
        table.add_column(column, justify="left" if column == "Player" else "right")
    for line in sheet.players:
        rebuys = " + ".join(str(r) for r in line.re_buys) or "-"
        table.add_row(
            Text(printable(line.player)),  # a name is shown as it is, never read as markup
            str(line.buy_ins),
            rebuys,
            str(line.cash_outs or "-"),
            str(line.at_table),
            f"{line.net:+d}",
        )
    console = Console()
    console.print(table)
    if sheet.problem:
        console.print(f"Cannot settle: {printable(sheet.problem)}.", markup=False, highlight=False)
    elif not sheet.transfers:
        console.print("Everyone is square: nobody pays anybody.")
    else:
        console.print("Settlement (fewest payments):")
        for transfer in sheet.transfers:
            console.print(f"  {printable(str(transfer))}", markup=False, highlight=False)


def local_time(stamp: str) -> str:
    """A stored time (UTC, ISO 8601) as a person at this machine reads it, in local time:
    ``Tue 1 Dec 2026, 21:40``; text that is not such a time is shown as it is."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:  # stored without a zone: the store writes UTC
        moment = moment.replace(tzinfo=UTC)
    here = moment.astimezone()
    return f"{here:%a} {here.day} {here:%b %Y}, {here:%H:%M}"
