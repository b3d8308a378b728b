"""What the ``book`` commands share: opening the book's database, and naming a session."""

from __future__ import annotations

import sqlite3
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
    """The database for reading the book (None: there is none yet). When no other
    binglao-tui holds it, the book's lines of sessions ended since it was last read are
    written first, so that reading is one query (and, with ``know_people``, the people of
    the sessions still open); else it is read as it stands."""
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
        from binglao_tui.store.book_lines import know_everyone, refresh, unbooked

        if unbooked(db.conn):
            refresh(db)
            if know_people:
                with db.transaction() as conn:
                    know_everyone(conn)
    except (StoreError, sqlite3.Error):
        pass  # read as it stands: the sessions without lines are worked out as they are read
    db.release_lock()
    db.conn.execute("PRAGMA query_only = ON")
    return db


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
    from binglao_tui.store.book_lines import unbook_in

    unbook_in(conn, session)


session_option = click.option(
    "--session", "session_text", metavar="N", help="Session N (default: the open one, else the last)."
)


def money_amount(option: str, text: str, *, signed: bool = False) -> int:
    from binglao_tui.store.ledger_money import Money, SessionMoney, SettleBy, read_money

    cents = read_money(text, SessionMoney(Money.MONEY, 100, SettleBy.FEWEST, None), signed=signed)
    if cents is None:
        shown = repr(text) if len(text) <= 20 else repr(text[:17] + "...")
        fail(f"{option} takes an amount such as 12.50{' or -5' if signed else ''} (got {shown})")
    return cents
