"""The year's league table: the points of each tournament finish of a season (a calendar
year) by the house's formula (:mod:`binglao_tui.core.tournament.league`), added up per
person, and, when the house wants them, each person's cash games of the season alongside.

Like the book, it reads the lines each ended session left (:mod:`.book_lines`) and works
out as it reads only the sessions without them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from binglao_tui.core.tournament.league import Finish, LeagueFormula, finish_points
from binglao_tui.store.book import People, live_sessions, who
from binglao_tui.store.book_house import house_book
from binglao_tui.store.book_lines import BOOK_VERSION, BookLine, SessionLines
from binglao_tui.store.db import Database


@dataclass(frozen=True, slots=True)
class LeagueRow:
    """One person's season: points, tournaments played, wins, best place, and (when the
    house wants it) the results of the season's cash games."""

    person_id: int | None
    player: str
    points: Decimal
    events: int
    wins: int
    best: int | None
    cash: tuple[tuple[str, int, int], ...] = ()  # (unit, sessions, net) of the cash games

    def to_dict(self, with_cash: bool) -> dict[str, Any]:
        data: dict[str, Any] = {
            "player": self.player,
            "id": self.person_id,
            "points": float(self.points),
            "tournaments": self.events,
            "wins": self.wins,
            "best_place": self.best,
        }
        if with_cash:
            data["cash"] = [{"unit": u, "sessions": s, "net": n} for u, s, n in self.cash]
        return data


@dataclass(frozen=True, slots=True)
class League:
    """A season's table, the most points first."""

    season: int
    formula: LeagueFormula
    tournaments: int
    rows: tuple[LeagueRow, ...]
    with_cash: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "season": self.season,
            "formula": {
                "name": self.formula.value,
                "text": self.formula.text,
                "source": self.formula.source,
            },
            "tournaments": self.tournaments,
            "players": [row.to_dict(self.with_cash) for row in self.rows],
        }


@dataclass
class _Season:
    name: str
    person_id: int | None
    points: Decimal = Decimal(0)
    events: int = 0
    wins: int = 0
    best: int | None = None
    cash: dict[str, list[int]] = field(default_factory=dict)


def read_league(db: Database, season: int, *, formula: LeagueFormula | None = None) -> League:
    """The league of ``season`` (a calendar year) by the house's formula (or ``formula``)."""
    conn = db.conn
    house = house_book(conn)
    chosen = formula or house.league_formula
    people = People.read(conn)
    first, last = f"{season:04d}-01-01", f"{season:04d}-12-31"
    seasons: dict[Any, _Season] = {}
    finishes: list[tuple[Any, int | None, str, BookLine, SessionLines]] = []
    cash: list[tuple[Any, int | None, str, str, int]] = []

    def take(key: Any, person_id: int | None, name: str, line: BookLine, session: SessionLines) -> None:
        if session.tournament:
            finishes.append((key, person_id, name, line, session))
        elif house.league_cash:
            cash.append((key, person_id, name, session.unit, line.net))

    rows = conn.execute(
        "SELECT bs.session_id, bs.tournament, bs.unit, bs.entrants, bs.buy_in, bs.day, bs.started_at, "
        "sp.person_id, bl.player, bl.hands, bl.bought_in, bl.cashed_out, bl.place, bl.tied_to "
        "FROM book_sessions bs JOIN book_lines bl ON bl.session_id = bs.session_id "
        "JOIN session_people sp ON sp.session_id = bl.session_id AND sp.player = bl.player "
        "WHERE bs.version = ? AND bs.day >= ? AND bs.day <= ?",
        (BOOK_VERSION, first, last),
    )
    for sid, tour, unit, entrants, buy_in, day, started, pid, player, hands, bought, out, place, tied in rows:
        line = BookLine(str(player), int(hands), int(bought), int(out), place, tied)
        session = SessionLines(
            int(sid), str(day), str(started), str(unit), bool(tour), int(entrants), int(buy_in), ()
        )
        take(int(pid), int(pid), people.names.get(int(pid), str(player)), line, session)
    for session in live_sessions(conn):
        if first <= session.day <= last:
            for line in session.lines:
                person_id = who(conn, session.session_id, line.player)
                key = person_id if person_id is not None else line.player.casefold()
                name = people.names.get(person_id, line.player) if person_id is not None else line.player
                take(key, person_id, name, line, session)
    tournaments = {session.session_id for *_, line, session in finishes if line.place is not None}
    for key, person_id, name, line, session in finishes:
        if line.place is None:
            continue  # a tournament still being played: no place yet
        tally = seasons.setdefault(key, _Season(name, person_id))
        tally.points += finish_points(
            chosen,
            Finish(session.entrants, line.place, line.tied_to or line.place, session.buy_in, line.bought_in),
        )
        tally.events += 1
        tally.wins += 1 if line.place == 1 else 0
        tally.best = line.place if tally.best is None else min(tally.best, line.place)
    for key, person_id, name, unit, net in cash:
        figures = seasons.setdefault(key, _Season(name, person_id)).cash.setdefault(unit, [0, 0])
        figures[0] += 1
        figures[1] += net
    ordered = sorted(seasons.values(), key=lambda s: (-s.points, s.best or 10**9, s.name))
    return League(
        season,
        chosen,
        len(tournaments),
        tuple(
            LeagueRow(
                s.person_id,
                s.name,
                s.points,
                s.events,
                s.wins,
                s.best,
                tuple((unit, f[0], f[1]) for unit, f in sorted(s.cash.items())),
            )
            for s in ordered
        ),
        house.league_cash,
    )
