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

import sqlite3
from collections.abc import Mapping

from binglao_tui.store.book_people import handles_of
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import ROW_PROBLEMS, StoreError, UnreadableRow, row_problem
from binglao_tui.store.ledger_lines import (
    Change,
    LedgerKind,
    LedgerSheet,
    PlayerLine,
    Unbalanced,
    imported_player_lines,
    player_lines,
    table_changes,
    with_hand_in_play,
)
from binglao_tui.store.ledger_money import SessionMoney, difference_words, money_sheet
from binglao_tui.store.ledger_money_store import (
    adjustments_of,
    book_difference_in,
    expenses_of,
    session_money,
)

__all__ = [
    "Change",
    "Ledger",
    "LedgerKind",
    "LedgerSheet",
    "PlayerLine",
    "Unbalanced",
    "imported_player_lines",
    "player_lines",
]


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
        finished, no chips bought, no tournament, no night imported: a session just opened after the last one
        ended, its seats carried over to the hand dealt), and then the last session that
        has something booked: the books the players are settling up by."""
        latest = self.latest_session()
        if latest is None:
            return None
        row = self.db.conn.execute(
            "SELECT max(id) FROM sessions s WHERE "
            "EXISTS (SELECT 1 FROM hands h WHERE h.session_id = s.id AND h.status = 'finished') "
            "OR EXISTS (SELECT 1 FROM ledger l WHERE l.session_id = s.id) "
            "OR EXISTS (SELECT 1 FROM tournaments t WHERE t.session_id = s.id) "
            "OR EXISTS (SELECT 1 FROM imported_lines i WHERE i.session_id = s.id)"
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
                    f"book the difference as {money.money.bank_name}'s to close it"
                )
            book_difference_in(conn, session_id, money)
        conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (now(), session_id))
        book_in(conn, session_id)

    def buy_in(self, session_id: int, player: str, amount: int) -> LedgerKind:
        """Record chips bought: the player's first purchase is the buy-in, later ones re-buys."""
        with self.db.transaction() as conn:
            kind = LedgerKind.RE_BUY if _has_bought(conn, session_id, player) else LedgerKind.BUY_IN
            _add(conn, session_id, player, kind, amount)
            return kind

    def cash_out(self, session_id: int, player: str, amount: int) -> None:
        """Record chips taken off the table and paid out."""
        with self.db.transaction() as conn:
            _add(conn, session_id, player, LedgerKind.CASH_OUT, amount)

    def reconcile(self, session_id: int, stacks: Mapping[str, int]) -> list[tuple[str, LedgerKind, int]]:
        """Bring the ledger in line with the stacks a hand started with; return the entries."""
        with self.db.transaction() as conn:
            return self.reconcile_in(conn, session_id, stacks)

    @staticmethod
    def reconcile_in(
        conn: sqlite3.Connection, session_id: int, stacks: Mapping[str, int]
    ) -> list[tuple[str, LedgerKind, int]]:
        """:meth:`reconcile` inside the caller's transaction."""
        made = table_changes(player_lines(conn, session_id), stacks)
        for change in made:
            _add(conn, session_id, change.player, change.kind, change.amount)
        return [(c.player, c.kind, c.amount) for c in made]

    def changes(self, session_id: int | None, stacks: Mapping[str, int]) -> tuple[Change, ...]:
        """What a hand starting with ``stacks`` would book in the session (nothing is
        written): every stack is a buy-in in a new session (``session_id`` None)."""
        lines = [] if session_id is None else player_lines(self.db.conn, session_id)
        return tuple(table_changes(lines, stacks))

    # --- reading ---------------------------------------------------------------------

    def money(self, session_id: int) -> SessionMoney:
        """The session's money settings (changed through :class:`.ledger_books.SessionBooks`)."""
        return session_money(self.db.conn, session_id)

    def session_players(self, session_id: int) -> tuple[str, ...]:
        """Everyone who played in the session (bought chips, entered, or was imported)."""
        return tuple(sorted(line.player for line in self.sheet(session_id).players))

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
                lines = tuple(with_hand_in_play(conn, session_id, player_lines(conn, session_id)))
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
        games = tuple(
            (str(game), int(count))
            for game, count, _ in conn.execute(
                "SELECT game, count(*), min(id) AS first FROM hands WHERE session_id = ? "
                "AND status = 'finished' GROUP BY game ORDER BY first",
                (session_id,),
            )
        )
        return LedgerSheet(
            session_id, row[0], row[1], hands, lines, sheet, tournament is not None, games=games
        )


def _has_bought(conn: sqlite3.Connection, session_id: int, player: str) -> bool:
    row = conn.execute(
        "SELECT 1 FROM ledger WHERE session_id = ? AND player = ? AND kind != 'cash-out'",
        (session_id, player),
    ).fetchone()
    return row is not None


def _add(conn: sqlite3.Connection, session_id: int, player: str, kind: LedgerKind, amount: int) -> None:
    if amount <= 0:
        raise StoreError(f"a {kind.value} must be a positive amount (got {amount})")
    last = conn.execute(
        "SELECT max(id) FROM hands WHERE session_id = ? AND status = 'finished'", (session_id,)
    ).fetchone()[0]
    conn.execute(
        "INSERT INTO ledger (session_id, player, kind, amount, hand_id, at) VALUES (?, ?, ?, ?, ?, ?)",
        (session_id, player, kind.value, amount, last, now()),
    )


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
