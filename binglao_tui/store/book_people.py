"""People across sessions: who each session's players are.

A session knows its players by the names typed at the table (or a PokerNow nickname).
The book counts people: the same name in a later session is the same person (names
compared without regard to case), unless the host says otherwise
(:func:`assign`: in that session, the player of that name is someone else), and
:func:`merge` joins two people found to be one (every session, name and account of the
first goes to the second). A player imported from PokerNow is known by its ``player_id``
first: a nickname changed between games is still the same person.

Each person may have a payment handle (free text: a Venmo, a PayPal, a bank), shown
beside the person's payments when a session is settled.

Who a session's player is gets written (``session_people``) when the session is booked
into the book; until then it is worked out the same way each time it is asked.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from binglao_tui.store.errors import StoreError

POKERNOW = "pokernow"
"""The site name of a PokerNow ``player_id``."""


class PeopleError(StoreError):
    """A merge, assignment or handle refused: the message says why."""


@dataclass(frozen=True, slots=True)
class Person:
    """A person of the book: the name shown, every name the person went by, the online
    accounts (PokerNow player ids), the payment handle and the sessions played."""

    person_id: int
    name: str
    handle: str | None
    names: tuple[str, ...]
    player_ids: tuple[str, ...]
    sessions: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.person_id,
            "player": self.name,
            "handle": self.handle,
            "names": list(self.names),
            "player_ids": list(self.player_ids),
            "sessions": self.sessions,
        }


def find_person(conn: sqlite3.Connection, name: str) -> int | None:
    """The person who goes by ``name`` (any case), if any."""
    row = conn.execute("SELECT person_id FROM person_names WHERE name = ?", (name.strip(),)).fetchone()
    return None if row is None else int(row[0])


def person_of(conn: sqlite3.Connection, session_id: int, player: str) -> int | None:
    """Who the player ``player`` of session ``session_id`` is: as booked, else by name."""
    row = conn.execute(
        "SELECT person_id FROM session_people WHERE session_id = ? AND player = ?", (session_id, player)
    ).fetchone()
    return int(row[0]) if row is not None else find_person(conn, player)


def new_person(conn: sqlite3.Connection, name: str, at: str) -> int:
    """A new person called ``name`` (the name, if no one goes by it yet, becomes theirs)."""
    cursor = conn.execute("INSERT INTO people (name, created_at) VALUES (?, ?)", (name, at))
    assert cursor.lastrowid is not None
    conn.execute(
        "INSERT OR IGNORE INTO person_names (name, person_id) VALUES (?, ?)", (name, cursor.lastrowid)
    )
    return cursor.lastrowid


def person_for_name(conn: sqlite3.Connection, name: str, at: str) -> int:
    """The person who goes by ``name``, made if nobody does yet."""
    found = find_person(conn, name)
    return found if found is not None else new_person(conn, name, at)


def attach_session(conn: sqlite3.Connection, session_id: int, players: Iterable[str], at: str) -> None:
    """Write who each player of the session is (those not written yet: by name)."""
    for player in players:
        row = conn.execute(
            "SELECT 1 FROM session_people WHERE session_id = ? AND player = ?", (session_id, player)
        ).fetchone()
        if row is None:
            conn.execute(
                "INSERT INTO session_people (session_id, player, person_id) VALUES (?, ?, ?)",
                (session_id, player, person_for_name(conn, player, at)),
            )


def person_by_account(conn: sqlite3.Connection, site: str, player_id: str) -> int | None:
    row = conn.execute(
        "SELECT person_id FROM person_ids WHERE site = ? AND player_id = ?", (site, player_id)
    ).fetchone()
    return None if row is None else int(row[0])


def add_account(conn: sqlite3.Connection, person_id: int, site: str, player_id: str) -> None:
    conn.execute(
        "INSERT OR IGNORE INTO person_ids (site, player_id, person_id) VALUES (?, ?, ?)",
        (site, player_id, person_id),
    )


def _named(conn: sqlite3.Connection, name: str) -> int:
    person = find_person(conn, name)
    if person is None:
        raise PeopleError(f"nobody in the book goes by {name!r}; see 'binglao-tui book people'")
    return person


def _name_of(conn: sqlite3.Connection, person_id: int) -> str:
    return str(conn.execute("SELECT name FROM people WHERE id = ?", (person_id,)).fetchone()[0])


def merge(conn: sqlite3.Connection, old: str, new: str) -> tuple[str, str]:
    """Join the person ``old`` into ``new`` inside the caller's transaction: every
    session, name and account of ``old`` becomes ``new``'s (and its handle, if ``new``
    has none). Returns the two people's names. Refused when either is unknown, they are
    one already, or both played in one session (two seats at a table are two people)."""
    old_id, new_id = _named(conn, old), _named(conn, new)
    old_name, new_name = _name_of(conn, old_id), _name_of(conn, new_id)
    if old_id == new_id:
        raise PeopleError(f"{old!r} and {new!r} are one person already ({new_name})")
    both = conn.execute(
        "SELECT a.session_id FROM session_people a JOIN session_people b ON a.session_id = b.session_id "
        "WHERE a.person_id = ? AND b.person_id = ? ORDER BY a.session_id LIMIT 1",
        (old_id, new_id),
    ).fetchone()
    if both is not None:
        raise PeopleError(
            f"{old_name} and {new_name} both played in session {both[0]}: they are two people, not one"
        )
    conn.execute("UPDATE session_people SET person_id = ? WHERE person_id = ?", (new_id, old_id))
    conn.execute("UPDATE person_names SET person_id = ? WHERE person_id = ?", (new_id, old_id))
    conn.execute("UPDATE person_ids SET person_id = ? WHERE person_id = ?", (new_id, old_id))
    conn.execute(
        "UPDATE people SET handle = (SELECT handle FROM people WHERE id = ?) WHERE id = ? AND handle IS NULL",
        (old_id, new_id),
    )
    conn.execute("DELETE FROM people WHERE id = ?", (old_id,))
    return old_name, new_name


def assign(
    conn: sqlite3.Connection, session_id: int, players: Sequence[str], player: str, person: str, at: str
) -> tuple[str, bool]:
    """Say who the player ``player`` of session ``session_id`` is: the person who goes by
    ``person``, or a new person of that name. Returns the person's name and whether the
    person is new. Refused when the session has no such player or the person is another
    player of the same session."""
    if player not in set(players):
        raise PeopleError(f"session {session_id} has no player {player!r}")
    found = find_person(conn, person)
    made = found is None
    person_id = new_person(conn, person.strip(), at) if found is None else found
    other = conn.execute(
        "SELECT player FROM session_people WHERE session_id = ? AND person_id = ? AND player != ?",
        (session_id, person_id, player),
    ).fetchone()
    if other is None:
        other_player = next(
            (p for p in players if p != player and person_of(conn, session_id, p) == person_id), None
        )
    else:
        other_player = str(other[0])
    if other_player is not None:
        raise PeopleError(
            f"{_name_of(conn, person_id)} is {other_player} in session {session_id}: one person has one seat"
        )
    conn.execute(
        "INSERT INTO session_people (session_id, player, person_id) VALUES (?, ?, ?) "
        "ON CONFLICT (session_id, player) DO UPDATE SET person_id = excluded.person_id",
        (session_id, player, person_id),
    )
    return _name_of(conn, person_id), made


def set_handle(conn: sqlite3.Connection, name: str, handle: str | None) -> str:
    """Set (or, with None or blank, clear) a person's payment handle; returns the person's name."""
    person_id = _named(conn, name)
    text = None if handle is None or not handle.strip() else " ".join(handle.split())
    conn.execute("UPDATE people SET handle = ? WHERE id = ?", (text, person_id))
    return _name_of(conn, person_id)


def handles_of(conn: sqlite3.Connection, session_id: int, players: Iterable[str]) -> dict[str, str]:
    """Each player's payment handle, for those who have one."""
    found: dict[str, str] = {}
    for player in players:
        person_id = person_of(conn, session_id, player)
        if person_id is None:
            continue
        row = conn.execute("SELECT handle FROM people WHERE id = ?", (person_id,)).fetchone()
        if row is not None and row[0]:
            found[player] = str(row[0])
    return found


def people(conn: sqlite3.Connection) -> tuple[Person, ...]:
    """Everyone in the book, by name."""
    names: dict[int, list[str]] = {}
    for name, person_id in conn.execute("SELECT name, person_id FROM person_names ORDER BY name"):
        names.setdefault(int(person_id), []).append(str(name))
    accounts: dict[int, list[str]] = {}
    for player_id, person_id in conn.execute(
        "SELECT player_id, person_id FROM person_ids ORDER BY player_id"
    ):
        accounts.setdefault(int(person_id), []).append(str(player_id))
    sessions: Mapping[int, int] = {
        int(p): int(n)
        for p, n in conn.execute(
            "SELECT person_id, count(DISTINCT session_id) FROM session_people GROUP BY person_id"
        )
    }
    rows = conn.execute("SELECT id, name, handle FROM people ORDER BY name COLLATE NOCASE, id")
    return tuple(
        Person(
            int(i),
            str(n),
            h,
            tuple(names.get(int(i), [])),
            tuple(accounts.get(int(i), [])),
            sessions.get(int(i), 0),
        )
        for i, n, h in rows
    )
