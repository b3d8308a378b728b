"""The club's book: every person's sessions and money across the nights, and the year's
league table.

For each person: the sessions played, the hands, what they bought in for and took out
(cashed out, or won in a tournament), the net, the biggest win and loss of a session and
when they last played; sorted by net, the biggest winner first. Amounts are in cents, or
in points for the sessions played for points only: the two are never added together (a
person who played both kinds has a line of each).

The book reads the lines each ended session left (:mod:`.book_lines`) in one query, and
works out as it reads only the sessions without them (the one being played, or one
ended before the book kept them). So the book of ten years of weekly games answers at
once.

The league (:mod:`.book_league`) reads the same lines.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from binglao_tui.store.book_lines import BOOK_VERSION, BookLine, SessionLines, session_lines, unbooked
from binglao_tui.store.db import Database

# --- the book -----------------------------------------------------------------------------


@dataclass
class _Tally:
    name: str
    person_id: int | None
    unit: str
    sessions: int = 0
    hands: int = 0
    bought_in: int = 0
    cashed_out: int = 0
    biggest_win: int | None = None
    biggest_loss: int | None = None
    last_played: str = ""  # the local date of the latest session

    def add(self, sessions: int, hands: int, bought: int, out: int, best: int, worst: int, last: str) -> None:
        self.sessions += sessions
        self.hands += hands
        self.bought_in += bought
        self.cashed_out += out
        if best > 0 and (self.biggest_win is None or best > self.biggest_win):
            self.biggest_win = best
        if worst < 0 and (self.biggest_loss is None or worst < self.biggest_loss):
            self.biggest_loss = worst
        self.last_played = max(self.last_played, last)


@dataclass(frozen=True, slots=True)
class BookRow:
    """One person's line of the book, in one unit (``cent`` or ``point``)."""

    person_id: int | None
    player: str
    unit: str
    sessions: int
    hands: int
    bought_in: int
    cashed_out: int
    biggest_win: int | None
    biggest_loss: int | None
    last_played: str
    handle: str | None = None
    player_ids: tuple[str, ...] = ()

    @property
    def net(self) -> int:
        return self.cashed_out - self.bought_in

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "id": self.person_id,
            "unit": self.unit,
            "sessions": self.sessions,
            "hands": self.hands,
            "bought_in": self.bought_in,
            "cashed_out": self.cashed_out,
            "net": self.net,
            "biggest_win": self.biggest_win,
            "biggest_loss": self.biggest_loss,
            "last_played": self.last_played,
            "handle": self.handle,
            "player_ids": list(self.player_ids),
        }


@dataclass(frozen=True, slots=True)
class Book:
    """The book between two days (None: from the first / to the last), one row per
    person and unit, the money first, each by net."""

    since: date | None
    until: date | None
    rows: tuple[BookRow, ...]
    sessions: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "since": None if self.since is None else self.since.isoformat(),
            "until": None if self.until is None else self.until.isoformat(),
            "sessions": self.sessions,
            "people": [row.to_dict() for row in self.rows],
        }


@dataclass(frozen=True, slots=True)
class People:
    """Every person's name, handle and accounts, read once."""

    names: dict[int, str] = field(default_factory=dict)
    handles: dict[int, str | None] = field(default_factory=dict)
    accounts: dict[int, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def read(cls, conn: sqlite3.Connection) -> People:
        names: dict[int, str] = {}
        handles: dict[int, str | None] = {}
        for person_id, name, handle in conn.execute("SELECT id, name, handle FROM people"):
            names[int(person_id)] = str(name)
            handles[int(person_id)] = handle
        accounts: dict[int, list[str]] = {}
        for person_id, player_id in conn.execute(
            "SELECT person_id, player_id FROM person_ids ORDER BY player_id"
        ):
            accounts.setdefault(int(person_id), []).append(str(player_id))
        return cls(names, handles, {k: tuple(v) for k, v in accounts.items()})


def _span(since: date | None, until: date | None) -> tuple[str, str]:
    return (
        "0000-00-00" if since is None else since.isoformat(),
        "9999-99-99" if until is None else until.isoformat(),
    )


def live_sessions(conn: sqlite3.Connection) -> list[SessionLines]:
    """The sessions the book works out as it reads (see :func:`.book_lines.unbooked`)."""
    return [session_lines(conn, session_id) for session_id in unbooked(conn)]


def who(conn: sqlite3.Connection, session_id: int, player: str) -> int | None:
    row = conn.execute(
        "SELECT person_id FROM session_people WHERE session_id = ? AND player = ?", (session_id, player)
    ).fetchone()
    if row is not None:
        return int(row[0])
    from binglao_tui.store.book_people import find_person  # start-up: a session still open only

    return find_person(conn, player)


def read_book(db: Database, since: date | None = None, until: date | None = None) -> Book:
    """The book of the sessions started from ``since`` to ``until`` (local dates, both
    included)."""
    conn = db.conn
    first, last = _span(since, until)
    tallies: dict[tuple[Any, str], _Tally] = {}
    people = People.read(conn)
    rows = conn.execute(
        "SELECT sp.person_id, bs.unit, count(DISTINCT bl.session_id), sum(bl.hands), sum(bl.bought_in), "
        "sum(bl.cashed_out), max(bl.cashed_out - bl.bought_in), min(bl.cashed_out - bl.bought_in), "
        "max(bs.day) "
        "FROM book_sessions bs JOIN book_lines bl ON bl.session_id = bs.session_id "
        "JOIN session_people sp ON sp.session_id = bl.session_id AND sp.player = bl.player "
        "WHERE bs.version = ? AND bs.day >= ? AND bs.day <= ? GROUP BY sp.person_id, bs.unit",
        (BOOK_VERSION, first, last),
    )
    for person_id, unit, sessions, hands, bought, out, best, worst, played in rows:
        key = (int(person_id), str(unit))
        tally = tallies.setdefault(
            key, _Tally(people.names.get(int(person_id), "?"), int(person_id), str(unit))
        )
        tally.add(int(sessions), int(hands), int(bought), int(out), int(best), int(worst), str(played))
    counted = int(
        conn.execute(
            "SELECT count(*) FROM book_sessions bs WHERE version = ? AND day >= ? AND day <= ? "
            "AND EXISTS (SELECT 1 FROM book_lines bl WHERE bl.session_id = bs.session_id)",
            (BOOK_VERSION, first, last),
        ).fetchone()[0]
    )
    for session in live_sessions(conn):
        if not session.lines or not first <= session.day <= last:
            continue  # a session with nothing booked (opened, no hand finished) is not one played
        counted += 1
        for line in session.lines:
            _add_live(conn, tallies, people, session, line)
    ordered = sorted(
        tallies.values(), key=lambda t: (t.unit != "cent", -(t.cashed_out - t.bought_in), t.name)
    )
    return Book(
        since,
        until,
        tuple(
            BookRow(
                t.person_id,
                t.name,
                t.unit,
                t.sessions,
                t.hands,
                t.bought_in,
                t.cashed_out,
                t.biggest_win,
                t.biggest_loss,
                t.last_played,
                people.handles.get(t.person_id) if t.person_id is not None else None,
                people.accounts.get(t.person_id, ()) if t.person_id is not None else (),
            )
            for t in ordered
        ),
        counted,
    )


def _add_live(
    conn: sqlite3.Connection,
    tallies: dict[tuple[Any, str], _Tally],
    people: People,
    session: SessionLines,
    line: BookLine,
) -> None:
    person_id = who(conn, session.session_id, line.player)
    key: tuple[Any, str] = (person_id if person_id is not None else line.player.casefold(), session.unit)
    name = people.names.get(person_id, line.player) if person_id is not None else line.player
    tally = tallies.setdefault(key, _Tally(name, person_id, session.unit))
    tally.add(1, line.hands, line.bought_in, line.cashed_out, line.net, line.net, session.day)
