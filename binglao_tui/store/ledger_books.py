"""The host's changes to a session's money: what it is played for and what a chip is
worth, how it settles, its expenses and adjustments, and its difference booked as the
bank's. Each change is one transaction, and drops the session's lines from the book
(:mod:`.book_lines`) so that they are worked out again."""

from __future__ import annotations

import sqlite3

from binglao_tui.store.book_lines import unbook_in
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import StoreError
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_money import Money, SessionMoney, SettleBy
from binglao_tui.store.ledger_money_store import (
    add_adjustment,
    add_expense,
    book_difference_in,
    session_money,
    spent,
)


class SessionBooks:
    """Changes a session's money in one database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.ledger = Ledger(db)

    def book_difference(self, session_id: int) -> int:
        """Book the session's difference as the bank's (its short or its over); returns
        the amount booked (0: it balanced)."""
        with self.db.transaction() as conn:
            money = self.ledger.sheet(session_id).money
            book_difference_in(conn, session_id, money)
            unbook_in(conn, session_id)
            return money.difference

    def set_money(
        self,
        session_id: int,
        *,
        money: Money | None = None,
        chip_value: int | None = None,
        settle: SettleBy | None = None,
        bank: str | None = None,
    ) -> SessionMoney:
        """Change what the session is played for, a chip's value (cents), how it settles or
        who keeps the bank ("" for nobody: "the bank"); returns the settings after."""
        with self.db.transaction() as conn:
            before = session_money(conn, session_id)
            if before.source != "table" and (money is not None or chip_value is not None):
                raise StoreError(
                    f"session {session_id} was imported with its amounts in cents: its money cannot change"
                )
            if chip_value is not None and chip_value < 1:
                raise StoreError("a chip must be worth at least a cent")
            if money is Money.POINTS and spent(conn, session_id):
                raise StoreError(
                    f"session {session_id} has expenses: money was spent, so it cannot be points only"
                )
            if money is not None:
                _played_for(conn, session_id, money, chip_value, before)
            if chip_value is not None:
                if session_money(conn, session_id).points_only:
                    raise StoreError(f"session {session_id} is played for points only: a chip is a point")
                conn.execute("UPDATE sessions SET chip_value = ? WHERE id = ?", (chip_value, session_id))
            if settle is not None:
                conn.execute("UPDATE sessions SET settle = ? WHERE id = ?", (settle.value, session_id))
            if bank is not None:
                conn.execute("UPDATE sessions SET bank = ? WHERE id = ?", (bank.strip() or None, session_id))
            unbook_in(conn, session_id)
            return session_money(conn, session_id)

    def add_expense(
        self, session_id: int, payer: str, amount: int, what: str, shared_by: tuple[str, ...] = ()
    ) -> int:
        """Book an expense paid by ``payer`` and shared by ``shared_by`` (empty: everyone)."""
        players = self.ledger.session_players(session_id)
        with self.db.transaction() as conn:
            made = add_expense(conn, session_id, players, payer, amount, what, shared_by, now())
            unbook_in(conn, session_id)
            return made

    def adjust(self, session_id: int, player: str, amount: int, reason: str) -> int:
        """Book an adjustment of ``player``'s money, with its reason."""
        players = self.ledger.session_players(session_id)
        with self.db.transaction() as conn:
            made = add_adjustment(conn, session_id, players, player, amount, reason, now())
            unbook_in(conn, session_id)
            return made


def _played_for(
    conn: sqlite3.Connection, session_id: int, money: Money, chip_value: int | None, before: SessionMoney
) -> None:
    """Set what the session is played for: points (a chip is a point), or money (at
    ``chip_value``, else a unit of money a chip when it was points before)."""
    if money is Money.POINTS:
        value: int | None = 1
    else:
        value = chip_value or (100 if before.points_only else None)
    conn.execute(
        "UPDATE sessions SET money = ?, chip_value = coalesce(?, chip_value) WHERE id = ?",
        (money.value, value, session_id),
    )
