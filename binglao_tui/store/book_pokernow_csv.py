"""A session of the book written as a PokerNow ledger (``ledger --csv``): one row per
player, in the columns of PokerNow's first shape, amounts in cents (points in a session
for points only), so the tools hosts already use read it and importing it with
``--cents`` gives the same nets. An imported session is written as it was imported,
each player under its own PokerNow id; a player of the book's own gets the person's
PokerNow id if the person has one, else ``binglao-`` and the person's number."""

from __future__ import annotations

import csv
import io
import sqlite3
from datetime import UTC, datetime

from binglao_tui.store.book_people import POKERNOW, person_of
from binglao_tui.store.book_pokernow import HEADER
from binglao_tui.store.errors import StoreError


def ledger_csv(conn: sqlite3.Connection, session_id: int) -> str:
    """A session as a PokerNow ledger (one row per player, amounts in cents, or points in a
    session for points only); importing it with ``--cents`` gives the same nets."""
    # the ledger and the book's lines load only when a file is written
    from binglao_tui.store.book_lines import session_lines
    from binglao_tui.store.ledger_lines import player_lines
    from binglao_tui.store.ledger_money_store import session_money

    row = conn.execute("SELECT started_at, ended_at FROM sessions WHERE id = ?", (session_id,)).fetchone()
    if row is None:
        raise StoreError(f"there is no session {session_id}")
    started, ended = _pokernow_time(row[0]), "" if row[1] is None else _pokernow_time(row[1])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    money = session_money(conn, session_id)
    imported = conn.execute(
        "SELECT player, player_id, started_at, ended_at, buy_in, buy_out, stack FROM imported_lines "
        "WHERE session_id = ? ORDER BY player",
        (session_id,),
    ).fetchall()
    if imported:
        for player, player_id, start, end, buy_in, buy_out, stack in imported:
            net = buy_out + stack - buy_in
            end_text = "" if end is None else _pokernow_time(end)
            writer.writerow([player, player_id, _pokernow_time(start), end_text, buy_in, buy_out, stack, net])
        return out.getvalue()
    if conn.execute("SELECT 1 FROM tournaments WHERE session_id = ?", (session_id,)).fetchone():
        for booked in session_lines(conn, session_id).lines:
            writer.writerow(
                [
                    booked.player,
                    _player_id(conn, session_id, booked.player),
                    started,
                    ended,
                    booked.bought_in,
                    booked.cashed_out,
                    0,
                    booked.net,
                ]
            )
        return out.getvalue()
    for line in player_lines(conn, session_id):
        writer.writerow(
            [
                line.player,
                _player_id(conn, session_id, line.player),
                started,
                ended,
                money.of_chips(line.put_in),
                money.of_chips(line.cash_outs),
                money.of_chips(line.at_table),
                money.of_chips(line.net),
            ]
        )
    return out.getvalue()


def _player_id(conn: sqlite3.Connection, session_id: int, player: str) -> str:
    """The player's PokerNow id if the person has one, else the book's own for the person."""
    person = person_of(conn, session_id, player)
    if person is None:
        return f"binglao-{player}"
    row = conn.execute(
        "SELECT player_id FROM person_ids WHERE person_id = ? AND site = ? ORDER BY player_id LIMIT 1",
        (person, POKERNOW),
    ).fetchone()
    return str(row[0]) if row is not None else f"binglao-{person}"


def _pokernow_time(stamp: str) -> str:
    """A stored time as PokerNow writes its times: ``2024-03-12T19:56:34.000Z``."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")
