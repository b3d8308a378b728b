"""Each session's lines in the book: what every player bought in for, took out, the
hands played and, in a tournament, the place, in the session's unit.

A session is worked out from what the store keeps of it: a cash game from its ledger
(the chips, at the session's chip value), a tournament from its money (entries paid,
prizes won) and places, a PokerNow night from the lines of its file. An ended session's
lines are written into ``book_sessions`` and ``book_lines`` when it is ended (with who its
players are), so that the book of years is read in one query; a session still open, or
ended before the book kept them, is worked out as it is read, and written by the next
writer that :func:`refresh` es the book. Those tables are a cache: changing a session's
money or players drops its lines (:func:`unbook_in`) and they are worked out again.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from binglao_tui.store.db import Database, now

if TYPE_CHECKING:
    from binglao_tui.core.tournament.tournament import Tournament

BOOK_VERSION = 1
"""The way the lines are worked out; lines written by another version are worked out again."""


@dataclass(frozen=True, slots=True)
class BookLine:
    """One player's figures for one session (amounts in the session's unit)."""

    player: str
    hands: int
    bought_in: int
    cashed_out: int
    place: int | None = None
    tied_to: int | None = None

    @property
    def net(self) -> int:
        return self.cashed_out - self.bought_in


@dataclass(frozen=True, slots=True)
class SessionLines:
    """A session as the book counts it."""

    session_id: int
    day: str  # the local date it started, YYYY-MM-DD
    started_at: str
    unit: str  # "cent" or "point"
    tournament: bool
    entrants: int
    buy_in: int
    lines: tuple[BookLine, ...]


def local_day(stamp: str) -> str:
    """The local date (YYYY-MM-DD) of a stored UTC time; the text's first ten characters
    when it is not one."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp[:10]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().date().isoformat()


def session_lines(conn: sqlite3.Connection, session_id: int) -> SessionLines:
    """Work out the book's lines of one session from what the store keeps of it."""
    # the ledger and the tournament's money load only when a session is worked out
    # start-up: the ledger, the money and the tournament load only when a session is worked
    # out; the book's reading (book --json: benchmarks/book_scale.py) never needs them
    from binglao_tui.store.ledger_lines import player_lines
    from binglao_tui.store.ledger_money_store import session_money
    from binglao_tui.store.tournament import read_for_session

    started = str(conn.execute("SELECT started_at FROM sessions WHERE id = ?", (session_id,)).fetchone()[0])
    money = session_money(conn, session_id)
    hands = _hands_by_player(conn, session_id)
    stored = read_for_session(conn, session_id)
    if stored is not None:
        return _tournament_lines(session_id, started, money.unit, stored.tournament, hands)
    if money.source != "table":
        lines = tuple(
            BookLine(str(player), 0, int(buy_in), int(buy_out) + int(stack))
            for player, buy_in, buy_out, stack in conn.execute(
                "SELECT player, buy_in, buy_out, stack FROM imported_lines WHERE session_id = ? "
                "ORDER BY player",
                (session_id,),
            )
        )
    else:
        lines = tuple(
            BookLine(
                line.player,
                hands.get(line.player, 0),
                money.of_chips(line.put_in),
                money.of_chips(line.cash_outs + line.at_table),
            )
            for line in player_lines(conn, session_id)
        )
    return SessionLines(session_id, local_day(started), started, money.unit, False, len(lines), 0, lines)


def _hands_by_player(conn: sqlite3.Connection, session_id: int) -> dict[str, int]:
    rows = conn.execute(
        "SELECT s.player, count(*) FROM stacks s JOIN hands h ON h.id = s.hand_id "
        "WHERE h.session_id = ? AND h.status = 'finished' GROUP BY s.player",
        (session_id,),
    )
    return {str(player): int(count) for player, count in rows}


def _tournament_lines(
    session_id: int, started: str, unit: str, tournament: Tournament, hands: dict[str, int]
) -> SessionLines:
    finishes = {f.player: (f.place, f.tied_to) for f in tournament.standings.finishes}
    results = tournament.results()
    alive = [line.player for line in results if line.player not in finishes]
    places = dict(finishes)
    if tournament.over:  # after a deal the players still in take the top places by chips
        places.update({player: (i, i) for i, player in enumerate(alive, start=1)})
    lines = tuple(
        BookLine(
            line.player,
            hands.get(line.player, 0),
            line.paid,
            line.won,
            places[line.player][0] if line.player in places else None,
            places[line.player][1] if line.player in places else None,
        )
        for line in sorted(results, key=lambda r: r.player)
    )
    return SessionLines(
        session_id, local_day(started), started, unit, True, len(results), tournament.terms.buy_in, lines
    )


def store_in(conn: sqlite3.Connection, lines: SessionLines) -> None:
    """Write a session's lines (replacing any) and who its players are."""
    # start-up: who the players are, only when lines are written (see session_lines)
    from binglao_tui.store.book_people import attach_session

    unbook_in(conn, lines.session_id)
    attach_session(conn, lines.session_id, [line.player for line in lines.lines], now())
    conn.execute(
        "INSERT INTO book_sessions (session_id, version, day, started_at, unit, tournament, entrants, "
        "buy_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            lines.session_id,
            BOOK_VERSION,
            lines.day,
            lines.started_at,
            lines.unit,
            int(lines.tournament),
            lines.entrants,
            lines.buy_in,
        ),
    )
    conn.executemany(
        "INSERT INTO book_lines (session_id, player, hands, bought_in, cashed_out, place, tied_to) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (lines.session_id, b.player, b.hands, b.bought_in, b.cashed_out, b.place, b.tied_to)
            for b in lines.lines
        ],
    )


def book_in(conn: sqlite3.Connection, session_id: int) -> None:
    """Work out and write an ended session's lines inside the caller's transaction."""
    store_in(conn, session_lines(conn, session_id))


def unbook_in(conn: sqlite3.Connection, session_id: int) -> None:
    """Drop a session's lines (its money or players changed): worked out again when read."""
    conn.execute("DELETE FROM book_lines WHERE session_id = ?", (session_id,))
    conn.execute("DELETE FROM book_sessions WHERE session_id = ?", (session_id,))


def unbooked(conn: sqlite3.Connection) -> tuple[int, ...]:
    """Sessions the book works out as it reads: open, or ended without current lines."""
    rows = conn.execute(
        "SELECT s.id FROM sessions s LEFT JOIN book_sessions b ON b.session_id = s.id "
        "WHERE s.ended_at IS NULL OR b.session_id IS NULL OR b.version != ? ORDER BY s.id",
        (BOOK_VERSION,),
    )
    return tuple(int(row[0]) for row in rows)


def know_everyone(conn: sqlite3.Connection) -> None:
    """Write who the players of the sessions not booked yet are (people made for names new
    to the book), inside the caller's transaction: so that a person seen only tonight can
    be merged, or given a payment handle, before the session ends."""
    from binglao_tui.store.book_people import attach_session  # start-up: see session_lines

    for session_id in unbooked(conn):
        players = [line.player for line in session_lines(conn, session_id).lines]
        attach_session(conn, session_id, players, now())


def ended_unbooked(conn: sqlite3.Connection) -> int:
    """How many ended sessions lack their current lines (a writer's :func:`refresh` writes them)."""
    row = conn.execute(
        "SELECT count(*) FROM sessions s LEFT JOIN book_sessions b ON b.session_id = s.id "
        "WHERE s.ended_at IS NOT NULL AND (b.session_id IS NULL OR b.version != ?)",
        (BOOK_VERSION,),
    ).fetchone()
    return int(row[0])


def refresh(db: Database) -> int:
    """Write the lines of every ended session the book lacks (each in its own
    transaction); returns how many were written."""
    written = 0
    for session_id in unbooked(db.conn):
        with db.transaction() as conn:
            ended = conn.execute("SELECT ended_at FROM sessions WHERE id = ?", (session_id,)).fetchone()
            if ended is None or ended[0] is None:
                continue
            book_in(conn, session_id)
            written += 1
    return written
