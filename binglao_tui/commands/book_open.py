"""What the ``book`` commands share: opening the book's database, and naming a session."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import fail
from binglao_tui.commands.storage import db_path
from binglao_tui.core.entry import read_whole_number
from binglao_tui.store.db import Database, check_place
from binglao_tui.store.errors import DatabaseInUse, DiskFull, LockUnavailable, ReadOnlyDatabase, StoreError

if TYPE_CHECKING:
    from binglao_tui.store.ledger import Ledger


def open_book(*, know_people: bool = False) -> Database | None:
    """The database for reading the book (None: there is none yet), opened to answer at
    once (:meth:`Database.open_to_read`). When sessions ended without their book's lines
    (and no other binglao-tui holds the file), the lines are written first by a writer
    opened for that alone, so that reading is one query; with ``know_people`` the people
    of the sessions still open are written too. Else the book is read as it stands."""
    path = db_path()
    try:
        if not check_place(path):
            return None
        reader = Database.open_to_read(path)
    except StoreError as exc:
        fail(str(exc))
    # read as it stands if the lines cannot be written: the sessions without them are
    # worked out as they are read
    with contextlib.suppress(StoreError, sqlite3.Error):
        _write_lines(path, reader, know_people)
    return reader


def _write_lines(path: Path, reader: Database, know_people: bool) -> None:
    """Write the lines the book lacks (and the people of open sessions), when it lacks some."""
    # only when the book has lines to write
    from binglao_tui.store.book_lines import ended_unbooked, know_everyone, refresh, unbooked

    if not ended_unbooked(reader.conn) and not (know_people and unbooked(reader.conn)):
        return
    try:
        writer = Database.open(path)
    except (DatabaseInUse, ReadOnlyDatabase, LockUnavailable, DiskFull):
        return
    with writer:
        refresh(writer)
        if know_people:
            with writer.transaction() as conn:
                know_everyone(conn)


def session_number(option: str, text: str) -> int:
    number = read_whole_number(text)
    if number is None or number < 1:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes a session number from 1 (got {shown}); see 'binglao-tui ledger --list'")
    return number


def known_session(ledger: Ledger, session: int) -> int:
    known = ledger.session_ids()
    if session not in known:
        have = (
            "no session is recorded yet"
            if not known
            else f"the database has sessions {known[0]} to {known[-1]}"
        )
        fail(f"there is no session {session}: {have}")
    return session


def chosen_session(ledger: Ledger, session_text: str | None) -> int:
    """The session named, else the one a ledger shows (the open one, or the last booked)."""
    if session_text is not None:
        return known_session(ledger, session_number("--session", session_text))
    found = ledger.session_to_show()
    if found is None:
        fail("there is no session yet: the book starts with the first hand or import")
    return found[0]


def unbook(conn: sqlite3.Connection, session: int) -> None:
    from binglao_tui.store.book_lines import unbook_in  # only when a session is unbooked

    unbook_in(conn, session)


session_option = click.option(
    "--session", "session_text", metavar="N", help="Session N (default: the open one, else the last)."
)


def money_amount(option: str, text: str, *, signed: bool = False) -> int:
    # only for an amount of money read
    from binglao_tui.store.ledger_money import Money, SessionMoney, SettleBy, read_money

    cents = read_money(text, SessionMoney(Money.MONEY, 100, SettleBy.FEWEST, None), signed=signed)
    if cents is None:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes an amount such as 12.50{' or -5' if signed else ''} (got {shown})")
    return cents
