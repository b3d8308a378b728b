"""The session ledger: chips bought, chips on the table after each hand, and the settlement.

A session is one evening's game. For each player the ledger keeps

- the money put in: the first buy-in and every re-buy;
- the money taken out: cash-outs (a player leaving, or taking chips off the table);
- the stack after every finished hand;

and from these the player's chips at the table now, the net result (chips at the table +
cash-outs - buy-ins - re-buys) and, at the end, who pays whom (:mod:`.settlement`).

Amounts are whole chips in the table's smallest unit. Entries are written by the dealer
(:meth:`Ledger.buy_in`, :meth:`Ledger.cash_out`) or worked out from the stacks a hand
started with (:meth:`Ledger.reconcile`): a new player's stack is a buy-in, a stack bigger
than the player's last is a re-buy of the difference, a smaller one is a cash-out.

The journal books those entries when a hand is finished, in the same transaction as the
hand's result, so a hand voided by a misdeal (or not resumed) books nothing. While a hand
is in play, :meth:`Ledger.sheet` shows what it would book (its players at the table with
their buy-ins), and :meth:`Ledger.changes` says, before a table is confirmed, what dealing
at it would book, so that the setup can show it and ask.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from binglao_tui.store.book_people import handles_of
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import ROW_PROBLEMS, StoreError, UnreadableRow, row_problem
from binglao_tui.store.ledger_money import (
    Money,
    MoneySheet,
    SessionMoney,
    SettleBy,
    add_adjustment,
    add_expense,
    adjustments_of,
    difference_words,
    expenses_of,
    money_sheet,
    session_money,
)
from binglao_tui.store.settlement import Transfer


class EntryType(Enum):
    """What a ledger entry records."""

    BUY_IN = "buy-in"
    RE_BUY = "re-buy"
    CASH_OUT = "cash-out"


@dataclass(frozen=True, slots=True)
class Change:
    """An entry a table would book: the player, its kind, the amount, and the player's
    chips at the table in the ledger before it (None: new to the session)."""

    player: str
    kind: EntryType
    amount: int
    before: int | None

    @property
    def after(self) -> int:
        """The stack the player sits down with."""
        before = self.before or 0
        return before - self.amount if self.kind is EntryType.CASH_OUT else before + self.amount


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's line in the ledger."""

    player: str
    buy_ins: int
    re_buys: tuple[int, ...]
    cash_outs: int
    stacks: tuple[tuple[int, int], ...]  # (hand number, stack after that hand)
    at_table: int

    @property
    def put_in(self) -> int:
        """Buy-in plus every re-buy."""
        return self.buy_ins + sum(self.re_buys)

    @property
    def net(self) -> int:
        """Up (positive) or down (negative) for the session so far."""
        return self.at_table + self.cash_outs - self.put_in

    def to_dict(self) -> dict[str, Any]:
        """The line as a JSON-able dict."""
        return {
            "player": self.player,
            "buy_in": self.buy_ins,
            "re_buys": list(self.re_buys),
            "cash_outs": self.cash_outs,
            "at_table": self.at_table,
            "net": self.net,
            "stacks": [{"hand": hand, "stack": stack} for hand, stack in self.stacks],
        }


@dataclass(frozen=True, slots=True)
class LedgerSheet:
    """The ledger of one session (its players' chips) and its money: the results in the
    session's unit with expenses and adjustments, and who pays whom (``transfers``, in
    that unit; ``problem`` says why there is no settlement, if there is none)."""

    session_id: int
    started_at: str
    ended_at: str | None
    hands: int
    players: tuple[PlayerLine, ...]
    money: MoneySheet
    tournament: bool = False
    notes: tuple[str, ...] = field(default=())

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Who pays whom, in the session's unit (cents; nothing in a points-only session)."""
        return self.money.transfers

    @property
    def problem(self) -> str | None:
        """Why the session cannot be settled as it stands (None: it can)."""
        return self.money.problem

    def to_dict(self) -> dict[str, Any]:
        """The sheet as a JSON-able dict (the ``ledger --json`` document): the players'
        chips, then the money in the session's ``unit`` and the settlement in it."""
        return {
            "session": self.session_id,
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "hands": self.hands,
            "players": [line.to_dict() for line in self.players],
            "unit": self.money.money.unit,
            "money": self.money.to_dict(),
            "settlement": self.money.transfer_dicts(),
            "problem": self.problem,
        }


class Unbalanced(StoreError):
    """A session whose money does not add up cannot be closed until its difference is booked."""


class Ledger:
    """Sessions and their ledgers in one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- sessions --------------------------------------------------------------------

    def current_session(self) -> int | None:
        """The latest session not yet ended, if any."""
        row = self.db.conn.execute(
            "SELECT id FROM sessions WHERE ended_at IS NULL ORDER BY id DESC"
        ).fetchone()
        return None if row is None else int(row[0])

    def latest_session(self) -> int | None:
        """The latest session, ended or not."""
        row = self.db.conn.execute("SELECT max(id) FROM sessions").fetchone()
        return None if row[0] is None else int(row[0])

    def session_to_show(self) -> tuple[int, int] | None:
        """The session a ledger shows when none is named, and the latest session (None:
        no session yet). It is the latest, unless nothing is booked in it yet (no hand
        finished, no chips bought, no tournament: a session just opened after the last one
        ended, its seats carried over to the hand dealt), and then the last session that
        has something booked: the books the players are settling up by."""
        latest = self.latest_session()
        if latest is None:
            return None
        row = self.db.conn.execute(
            "SELECT max(id) FROM sessions s WHERE "
            "EXISTS (SELECT 1 FROM hands h WHERE h.session_id = s.id AND h.status = 'finished') "
            "OR EXISTS (SELECT 1 FROM ledger l WHERE l.session_id = s.id) "
            "OR EXISTS (SELECT 1 FROM tournaments t WHERE t.session_id = s.id)"
        ).fetchone()
        return (latest if row[0] is None else int(row[0])), latest

    def session_ids(self) -> tuple[int, ...]:
        """Every session, the first one first."""
        rows = self.db.conn.execute("SELECT id FROM sessions ORDER BY id")
        return tuple(int(row[0]) for row in rows)

    def start_session(self) -> int:
        """Open a new session; return its id."""
        with self.db.transaction() as conn:
            cursor = conn.execute("INSERT INTO sessions (started_at) VALUES (?)", (now(),))
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    def session_for_play(self) -> int:
        """The current session, opening one if there is none."""
        current = self.current_session()
        return current if current is not None else self.start_session()

    def end_session(self, session_id: int, *, book_difference: bool = False) -> None:
        """Close the session after the balance check (its ledger stays readable), and book
        its lines into the book, in one transaction.

        The money must add up (:mod:`.ledger_money`): a difference is refused with
        :class:`Unbalanced`, naming it, unless ``book_difference``, which books it as the
        bank's (short or over) first."""
        with self.db.transaction() as conn:
            self.end_in(conn, session_id, book_difference=book_difference)

    def end_in(self, conn: sqlite3.Connection, session_id: int, *, book_difference: bool = False) -> None:
        """:meth:`end_session` inside the caller's transaction."""
        # the book's lines load only when a session is ended
        from binglao_tui.store.book_lines import book_in

        row = conn.execute("SELECT ended_at FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no session {session_id}")
        if row[0] is not None:
            return
        money = self.sheet(session_id).money
        if not money.balanced:
            if not book_difference:
                words = difference_words(money.difference, money.money)
                raise Unbalanced(
                    f"session {session_id} does not balance: {words}; "
                    "book the difference as the bank's to close it"
                )
            self._book_difference(conn, session_id, money)
        conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (now(), session_id))
        book_in(conn, session_id)

    def book_difference(self, session_id: int) -> int:
        """Book the session's difference as the bank's (its short or its over); returns
        the amount booked (0: it balanced)."""
        with self.db.transaction() as conn:
            money = self.sheet(session_id).money
            self._book_difference(conn, session_id, money)
            self._unbook(conn, session_id)
            return money.difference

    @staticmethod
    def _book_difference(conn: sqlite3.Connection, session_id: int, money: MoneySheet) -> None:
        if not money.difference:
            return
        reason = "short bank" if money.difference > 0 else "bank over"
        if money.money.points_only:
            reason = "points not accounted for"
        conn.execute(
            "INSERT INTO adjustments (session_id, player, amount, reason, at) VALUES (?, NULL, ?, ?, ?)",
            (session_id, -money.difference, reason, now()),
        )

    # --- money ---------------------------------------------------------------------------

    def money(self, session_id: int) -> SessionMoney:
        """The session's money settings."""
        return session_money(self.db.conn, session_id)

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
            if money is Money.POINTS and _spent(conn, session_id):
                raise StoreError(
                    f"session {session_id} has expenses: money was spent, so it cannot be points only"
                )
            if money is not None:
                value = 1 if money is Money.POINTS else (chip_value or (100 if before.points_only else None))
                conn.execute(
                    "UPDATE sessions SET money = ?, chip_value = coalesce(?, chip_value) WHERE id = ?",
                    (money.value, value, session_id),
                )
            if chip_value is not None:
                if session_money(conn, session_id).points_only:
                    raise StoreError(f"session {session_id} is played for points only: a chip is a point")
                conn.execute("UPDATE sessions SET chip_value = ? WHERE id = ?", (chip_value, session_id))
            if settle is not None:
                conn.execute("UPDATE sessions SET settle = ? WHERE id = ?", (settle.value, session_id))
            if bank is not None:
                conn.execute("UPDATE sessions SET bank = ? WHERE id = ?", (bank.strip() or None, session_id))
            self._unbook(conn, session_id)
            return session_money(conn, session_id)

    def add_expense(
        self, session_id: int, payer: str, amount: int, what: str, shared_by: tuple[str, ...] = ()
    ) -> int:
        """Book an expense paid by ``payer`` and shared by ``shared_by`` (empty: everyone)."""
        players = self.session_players(session_id)
        with self.db.transaction() as conn:
            made = add_expense(conn, session_id, players, payer, amount, what, shared_by, now())
            self._unbook(conn, session_id)
            return made

    def adjust(self, session_id: int, player: str, amount: int, reason: str) -> int:
        """Book an adjustment of ``player``'s money, with its reason."""
        players = self.session_players(session_id)
        with self.db.transaction() as conn:
            made = add_adjustment(conn, session_id, players, player, amount, reason, now())
            self._unbook(conn, session_id)
            return made

    @staticmethod
    def _unbook(conn: sqlite3.Connection, session_id: int) -> None:
        """A closed session's lines in the book are worked out again after a change."""
        from binglao_tui.store.book_lines import unbook_in

        unbook_in(conn, session_id)

    def session_players(self, session_id: int) -> tuple[str, ...]:
        """Everyone who played in the session (bought chips, entered, or was imported)."""
        return tuple(sorted(line.player for line in self.sheet(session_id).players))

    # --- entries ---------------------------------------------------------------------

    def buy_in(self, session_id: int, player: str, amount: int) -> EntryType:
        """Record chips bought: the player's first purchase is the buy-in, later ones re-buys."""
        with self.db.transaction() as conn:
            kind = EntryType.RE_BUY if _has_bought(conn, session_id, player) else EntryType.BUY_IN
            _add(conn, session_id, player, kind, amount)
            return kind

    def cash_out(self, session_id: int, player: str, amount: int) -> None:
        """Record chips taken off the table and paid out."""
        with self.db.transaction() as conn:
            _add(conn, session_id, player, EntryType.CASH_OUT, amount)

    def reconcile(self, session_id: int, stacks: Mapping[str, int]) -> list[tuple[str, EntryType, int]]:
        """Bring the ledger in line with the stacks a hand started with; return the entries."""
        with self.db.transaction() as conn:
            return self.reconcile_in(conn, session_id, stacks)

    @staticmethod
    def reconcile_in(
        conn: sqlite3.Connection, session_id: int, stacks: Mapping[str, int]
    ) -> list[tuple[str, EntryType, int]]:
        """:meth:`reconcile` inside the caller's transaction."""
        made = _changes(_lines(conn, session_id), stacks)
        for change in made:
            _add(conn, session_id, change.player, change.kind, change.amount)
        return [(c.player, c.kind, c.amount) for c in made]

    def changes(self, session_id: int | None, stacks: Mapping[str, int]) -> tuple[Change, ...]:
        """What a hand starting with ``stacks`` would book in the session (nothing is
        written): every stack is a buy-in in a new session (``session_id`` None)."""
        lines = [] if session_id is None else _lines(self.db.conn, session_id)
        return tuple(_changes(lines, stacks))

    # --- reading ---------------------------------------------------------------------

    def players(self, session_id: int) -> frozenset[str]:
        """The players the session has booked chips for."""
        rows = self.db.conn.execute("SELECT DISTINCT player FROM ledger WHERE session_id = ?", (session_id,))
        return frozenset(str(row[0]) for row in rows)

    def sheet(self, session_id: int) -> LedgerSheet:
        """The ledger of a session with its money and settlement (or the reason it cannot
        settle yet). A tournament's money is its entries and prizes, not its chips."""
        conn = self.db.conn
        row = conn.execute(
            "SELECT started_at, ended_at, source FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        if row is None:
            raise StoreError(f"there is no session {session_id}")
        hands = int(
            conn.execute(
                "SELECT count(*) FROM hands WHERE session_id = ? AND status = 'finished'", (session_id,)
            ).fetchone()[0]
        )
        try:
            if row[2] != "table":
                lines = imported_player_lines(conn, session_id)
            else:
                lines = tuple(_with_hand_in_play(conn, session_id, _lines(conn, session_id)))
        except ROW_PROBLEMS as exc:
            reason = row_problem(exc)
            raise UnreadableRow(f"session {session_id}: its ledger cannot be read ({reason})") from None
        money = session_money(conn, session_id)
        expenses = expenses_of(conn, session_id)
        adjustments = adjustments_of(conn, session_id)
        tournament = _tournament_money(conn, session_id)
        if tournament is not None:
            results, parties, ready = tournament
            names = set(results) | {line.player for line in lines}
        else:
            results = {line.player: money.of_chips(line.net) for line in lines}
            parties, ready = {}, True
            names = set(results)
        handles = handles_of(conn, session_id, names | {money.bank_name})
        sheet = money_sheet(
            money,
            results,
            parties=parties,
            expenses=expenses,
            adjustments=adjustments,
            handles=handles,
            ready=ready,
        )
        return LedgerSheet(session_id, row[0], row[1], hands, lines, sheet, tournament is not None)


def _spent(conn: sqlite3.Connection, session_id: int) -> bool:
    return conn.execute("SELECT 1 FROM expenses WHERE session_id = ?", (session_id,)).fetchone() is not None


def _tournament_money(
    conn: sqlite3.Connection, session_id: int
) -> tuple[dict[str, int], dict[str, int], bool] | None:
    """A tournament session's money: each player's net (prizes less entries), the house's
    fee as a party, and whether it is over (None: not a tournament)."""
    if conn.execute("SELECT 1 FROM tournaments WHERE session_id = ?", (session_id,)).fetchone() is None:
        return None
    # the tournament's code loads only for a session that ran one
    from binglao_tui.store.tournament import read_for_session
    from binglao_tui.store.tournament_sheet import HOUSE

    stored = read_for_session(conn, session_id)
    if stored is None:
        return None
    tournament = stored.tournament
    results = {line.player: line.net for line in tournament.results()}
    fee = tournament.pool.house_fee
    parties = {HOUSE if HOUSE not in results else f"{HOUSE} (fee)": fee} if fee and tournament.over else {}
    return results, parties, tournament.over


def imported_player_lines(conn: sqlite3.Connection, session_id: int) -> tuple[PlayerLine, ...]:
    """An imported session's players: what each bought in for, took out, and still had."""
    rows = conn.execute(
        "SELECT player, buy_in, buy_out, stack FROM imported_lines WHERE session_id = ? ORDER BY player",
        (session_id,),
    )
    return tuple(
        PlayerLine(str(player), int(buy_in), (), int(buy_out), (), int(stack))
        for player, buy_in, buy_out, stack in rows
    )


def player_lines(conn: sqlite3.Connection, session_id: int) -> list[PlayerLine]:
    """Every player's line of a cash session at the table, from its entries and hands."""
    return _lines(conn, session_id)


def _changes(lines: list[PlayerLine], stacks: Mapping[str, int]) -> list[Change]:
    """The entries that bring ``lines`` in line with ``stacks``, in the stacks' order, then
    a cash-out of the whole stack for each player with chips at the table who is not in
    ``stacks`` (he left the table and took them: coming back later is then a re-buy of
    what he sits down with, not a "cash-out" of the difference from what he left with)."""
    at_table = {line.player: line.at_table for line in lines}
    made = []
    for player, stack in stacks.items():
        before = at_table.get(player)
        if before is None:
            kind, diff = EntryType.BUY_IN, stack
        else:
            diff = stack - before
            kind = EntryType.RE_BUY if diff > 0 else EntryType.CASH_OUT
        if diff:
            made.append(Change(player, kind, abs(diff), before))
    made.extend(
        Change(line.player, EntryType.CASH_OUT, line.at_table, line.at_table)
        for line in lines
        if line.player not in stacks and line.at_table > 0
    )
    return made


def _with_hand_in_play(
    conn: sqlite3.Connection, session_id: int, lines: list[PlayerLine]
) -> list[PlayerLine]:
    """``lines`` with what the session's hand in play would book when it is finished (its
    new players' buy-ins, re-buys, cash-outs): shown, not written, so a void books nothing."""
    row = conn.execute(
        "SELECT setup FROM hands WHERE session_id = ? AND status = 'playing' AND source = 'table' "
        "ORDER BY id DESC",
        (session_id,),
    ).fetchone()
    if row is None:
        return lines
    stacks = {str(seat["name"]): int(seat["stack"]) for seat in json.loads(row[0])["seats"]}
    by_player = {line.player: line for line in lines}
    for change in _changes(lines, stacks):
        line = by_player.get(change.player) or PlayerLine(change.player, 0, (), 0, (), 0)
        if change.kind is EntryType.BUY_IN:
            line = replace(line, buy_ins=change.amount, at_table=change.amount)
        elif change.kind is EntryType.RE_BUY:
            line = replace(line, re_buys=(*line.re_buys, change.amount), at_table=change.after)
        else:
            line = replace(line, cash_outs=line.cash_outs + change.amount, at_table=change.after)
        by_player[change.player] = line
    return sorted(by_player.values(), key=lambda line: line.player)


def _has_bought(conn: sqlite3.Connection, session_id: int, player: str) -> bool:
    row = conn.execute(
        "SELECT 1 FROM ledger WHERE session_id = ? AND player = ? AND kind != 'cash-out'",
        (session_id, player),
    ).fetchone()
    return row is not None


def _add(conn: sqlite3.Connection, session_id: int, player: str, kind: EntryType, amount: int) -> None:
    if amount <= 0:
        raise StoreError(f"a {kind.value} must be a positive amount (got {amount})")
    last = conn.execute(
        "SELECT max(id) FROM hands WHERE session_id = ? AND status = 'finished'", (session_id,)
    ).fetchone()[0]
    conn.execute(
        "INSERT INTO ledger (session_id, player, kind, amount, hand_id, at) VALUES (?, ?, ?, ?, ?, ?)",
        (session_id, player, kind.value, amount, last, now()),
    )


def _lines(conn: sqlite3.Connection, session_id: int) -> list[PlayerLine]:
    """Every player's line, replaying entries and hand results in the order they happened.

    An entry belongs after the last hand finished when it was made (``hand_id``), so the
    events of a player are: entries made before any hand, then for each finished hand its
    stack and the entries made after it.
    """
    events: list[tuple[int, int, str, str, int, int]] = []  # (hand order, sub-order, ...)
    for entry_id, player, kind, amount, hand_id in conn.execute(
        "SELECT id, player, kind, amount, hand_id FROM ledger WHERE session_id = ?", (session_id,)
    ):
        events.append((hand_id or 0, 1 + entry_id, player, kind, int(amount), 0))
    for hand_id, number, player, stack in conn.execute(
        "SELECT h.id, h.number, s.player, s.stack FROM stacks s JOIN hands h ON h.id = s.hand_id "
        "WHERE h.session_id = ? AND h.status = 'finished'",
        (session_id,),
    ):
        events.append((hand_id, 0, player, "stack", int(stack), int(number or 0)))
    events.sort()
    state: dict[str, dict[str, Any]] = {}
    for _, _, player, kind, amount, number in events:
        line = state.setdefault(player, {"buy": 0, "re": [], "out": 0, "stacks": [], "table": 0})
        if kind == "stack":
            line["stacks"].append((number, amount))
            line["table"] = amount
        elif kind == EntryType.BUY_IN.value:
            line["buy"] += amount
            line["table"] += amount
        elif kind == EntryType.RE_BUY.value:
            line["re"].append(amount)
            line["table"] += amount
        else:
            line["out"] += amount
            line["table"] -= amount
    return [
        PlayerLine(player, s["buy"], tuple(s["re"]), s["out"], tuple(s["stacks"]), s["table"])
        for player, s in sorted(state.items())
    ]
