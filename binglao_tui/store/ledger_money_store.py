"""A session's money in the database: its settings, expenses and adjustments, read and
written (the values and the settlement are :mod:`.ledger_money`'s)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence

from binglao_tui.store.db import now
from binglao_tui.store.errors import StoreError
from binglao_tui.store.ledger_money import (
    Adjustment,
    Expense,
    Money,
    MoneyError,
    MoneySheet,
    SessionMoney,
    SettleBy,
    amount_text,
)


def session_money(conn: sqlite3.Connection, session_id: int) -> SessionMoney:
    """The money settings of a session."""
    row = conn.execute(
        "SELECT money, chip_value, settle, bank, source FROM sessions WHERE id = ?", (session_id,)
    ).fetchone()
    if row is None:
        raise StoreError(f"there is no session {session_id}")
    try:
        return SessionMoney(Money(row[0]), int(row[1]), SettleBy(row[2]), row[3], str(row[4]))
    except ValueError as exc:
        raise StoreError(f"session {session_id}: its money settings cannot be read ({exc})") from None


def expenses_of(conn: sqlite3.Connection, session_id: int) -> tuple[Expense, ...]:
    rows = conn.execute(
        "SELECT id, payer, amount, what, shared_by FROM expenses WHERE session_id = ? ORDER BY id",
        (session_id,),
    )
    return tuple(
        Expense(int(i), str(p), int(a), str(w), tuple(json.loads(s)) if s else ()) for i, p, a, w, s in rows
    )


def adjustments_of(conn: sqlite3.Connection, session_id: int) -> tuple[Adjustment, ...]:
    rows = conn.execute(
        "SELECT id, player, amount, reason FROM adjustments WHERE session_id = ? ORDER BY id", (session_id,)
    )
    return tuple(Adjustment(int(i), p, int(a), str(r)) for i, p, a, r in rows)


def add_expense(
    conn: sqlite3.Connection,
    session_id: int,
    players: Sequence[str],
    payer: str,
    amount: int,
    what: str,
    shared_by: Sequence[str],
    at: str,
) -> int:
    """Book an expense inside the caller's transaction; ``players`` are the session's."""
    money = session_money(conn, session_id)
    if money.points_only:
        raise MoneyError(
            f"session {session_id} is played for points only: it keeps no money, so no expense "
            "can be shared in it"
        )
    if amount <= 0:
        raise MoneyError(f"an expense must be more than nothing (got {amount_text(amount, money)})")
    if not what.strip():
        raise MoneyError("say what the expense was for")
    known = set(players)
    for name in (payer, *shared_by):
        if name not in known:
            raise MoneyError(f"{name!r} did not play in session {session_id} ({_players_words(players)})")
    if len(set(shared_by)) != len(shared_by):
        raise MoneyError("a player is named twice among those who share the expense")
    cursor = conn.execute(
        "INSERT INTO expenses (session_id, payer, amount, what, shared_by, at) VALUES (?, ?, ?, ?, ?, ?)",
        (session_id, payer, amount, what.strip(), json.dumps(list(shared_by)) if shared_by else None, at),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def add_adjustment(
    conn: sqlite3.Connection,
    session_id: int,
    players: Sequence[str],
    player: str | None,
    amount: int,
    reason: str,
    at: str,
) -> int:
    """Book an adjustment inside the caller's transaction (``player`` None: the bank's)."""
    if amount == 0:
        raise MoneyError("an adjustment of nothing changes nothing")
    if not reason.strip():
        raise MoneyError("an adjustment needs its reason")
    if player is not None and player not in set(players):
        raise MoneyError(f"{player!r} did not play in session {session_id} ({_players_words(players)})")
    cursor = conn.execute(
        "INSERT INTO adjustments (session_id, player, amount, reason, at) VALUES (?, ?, ?, ?, ?)",
        (session_id, player, amount, reason.strip(), at),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _players_words(players: Sequence[str]) -> str:
    if not players:
        return "nobody has played in it yet"
    shown = ", ".join(sorted(players)[:8]) + (", ..." if len(players) > 8 else "")
    return f"its players: {shown}"


def book_difference_in(conn: sqlite3.Connection, session_id: int, money: MoneySheet) -> None:
    """Book a session's difference as the bank's (the house's, in points) inside the
    caller's transaction: after it the money adds up."""
    if not money.difference:
        return
    reason = "short bank" if money.difference > 0 else "bank over"
    if money.money.points_only:
        reason = "points not accounted for"
    conn.execute(
        "INSERT INTO adjustments (session_id, player, amount, reason, at) VALUES (?, NULL, ?, ?, ?)",
        (session_id, -money.difference, reason, now()),
    )


def spent(conn: sqlite3.Connection, session_id: int) -> bool:
    """Whether the session has an expense."""
    return conn.execute("SELECT 1 FROM expenses WHERE session_id = ?", (session_id,)).fetchone() is not None
