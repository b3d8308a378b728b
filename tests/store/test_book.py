"""The club's book on a real SQLite file: every person across cash nights, a tournament and
a night played for points, by net; the same book whether its lines were written when the
sessions ended or are worked out as it reads; people merged and told apart; the league
by the house's formula on a tournament's known places."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from binglao_tui.store.book import Book, read_book
from binglao_tui.store.book_house import set_house
from binglao_tui.store.book_league import read_league
from binglao_tui.store.book_lines import know_everyone, refresh, unbook_in
from binglao_tui.store.book_people import PeopleError, assign, merge
from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import Money
from tests.cli.test_ledger_tournament import _finished_tournament
from tests.store.test_session_ledger import _play


def _night(db: Database, start: str, stacks: dict[str, int], after: dict[str, int]) -> int:
    session = Ledger(db).start_session()
    db.conn.execute("UPDATE sessions SET started_at = ? WHERE id = ?", (start, session))
    _play(db, session, stacks, after)
    return session


def _month(db: Database) -> None:
    """Three nights: two cash (a chip 1.00), one for points."""
    first = _night(db, "2026-03-05T19:00:00+00:00", {"Ann": 100, "Bob": 100}, {"Ann": 180, "Bob": 20})
    Ledger(db).end_session(first)
    second = _night(
        db,
        "2026-03-12T19:00:00+00:00",
        {"Ann": 100, "Bob": 100, "Cid": 100},
        {"Ann": 40, "Bob": 110, "Cid": 150},
    )
    Ledger(db).end_session(second)
    third = _night(db, "2026-03-19T19:00:00+00:00", {"Ann": 500, "Cid": 500}, {"Ann": 700, "Cid": 300})
    SessionBooks(db).set_money(third, money=Money.POINTS)
    Ledger(db).end_session(third)


def _rows(book: Book) -> list[tuple[str, str, int, int, int, int, int | None, int | None, str]]:
    return [
        (
            r.player,
            r.unit,
            r.sessions,
            r.bought_in,
            r.cashed_out,
            r.net,
            r.biggest_win,
            r.biggest_loss,
            r.last_played,
        )
        for r in book.rows
    ]


def test_every_person_by_net_with_money_and_points_apart(db: Database) -> None:
    _month(db)
    assert _rows(read_book(db)) == [
        ("Cid", "cent", 1, 10000, 15000, 5000, 5000, None, "2026-03-12"),
        ("Ann", "cent", 2, 20000, 22000, 2000, 8000, -6000, "2026-03-12"),
        ("Bob", "cent", 2, 20000, 13000, -7000, 1000, -8000, "2026-03-12"),
        ("Ann", "point", 1, 500, 700, 200, 200, None, "2026-03-19"),
        ("Cid", "point", 1, 500, 300, -200, None, -200, "2026-03-19"),
    ]
    assert read_book(db).sessions == 3
    assert [r.hands for r in read_book(db).rows] == [1, 2, 2, 1, 1]


def test_since_and_until_take_the_sessions_started_on_those_days(db: Database) -> None:
    _month(db)
    book = read_book(db, date(2026, 3, 10), date(2026, 3, 12))
    assert book.sessions == 1
    assert [(r.player, r.net) for r in book.rows] == [("Cid", 5000), ("Bob", 1000), ("Ann", -6000)]
    assert read_book(db, date(2026, 4, 1)).rows == ()


def test_the_book_is_the_same_from_its_lines_and_worked_out_as_it_reads(db: Database) -> None:
    _month(db)
    kept = read_book(db)
    with db.transaction() as conn:
        for session in Ledger(db).session_ids():
            unbook_in(conn, session)
    assert read_book(db) == kept
    assert refresh(db) == 3
    assert read_book(db) == kept


def test_an_open_session_counts_as_it_stands(db: Database) -> None:
    _night(db, "2026-03-26T19:00:00+00:00", {"Ann": 100, "Dee": 100}, {"Ann": 90, "Dee": 110})
    assert [(r.player, r.net, r.sessions) for r in read_book(db).rows] == [
        ("Dee", 1000, 1),
        ("Ann", -1000, 1),
    ]


def test_a_session_opened_with_nothing_booked_is_not_counted(db: Database) -> None:
    # After a night is ended the app opens the next session at once (its hand dealt, no
    # hand finished): the ledger says it has nothing booked, so the book does not count it.
    _month(db)
    opened = Ledger(db).start_session()
    assert read_book(db).sessions == 3
    assert read_book(db, since=date(2026, 3, 19)).sessions == 1
    Ledger(db).end_session(opened)  # and ended so, its (empty) lines written
    refresh(db)
    assert read_book(db).sessions == 3


def test_merge_joins_two_people_and_refuses_what_cannot_be_one(db: Database) -> None:
    _month(db)
    _night(db, "2026-03-26T19:00:00+00:00", {"Bobby": 100, "Dee": 100}, {"Bobby": 150, "Dee": 50})
    with db.transaction() as conn:
        know_everyone(conn)  # Bobby, seen only tonight, is in the book
        assert merge(conn, "bobby", "Bob") == ("Bobby", "Bob")
    bob = next(r for r in read_book(db).rows if r.player == "Bob")
    assert (bob.sessions, bob.net) == (3, -7000 + 5000)
    with pytest.raises(PeopleError, match="nobody in the book goes by 'Zed'"), db.transaction() as conn:
        merge(conn, "Zed", "Bob")
    with pytest.raises(PeopleError, match="are one person already"), db.transaction() as conn:
        merge(conn, "Bobby", "Bob")
    two = pytest.raises(PeopleError, match="both played in session 1: they are two people")
    with two, db.transaction() as conn:
        merge(conn, "Ann", "Bob")


def test_the_host_says_the_same_name_was_someone_else(db: Database) -> None:
    _month(db)
    players = Ledger(db).session_players(2)
    with db.transaction() as conn:
        assert assign(conn, 2, players, "Cid", "Cid Jr", "now") == ("Cid Jr", True)
        unbook_in(conn, 2)
    book = {(r.player, r.unit): r.net for r in read_book(db).rows}
    assert book[("Cid Jr", "cent")] == 5000
    assert ("Cid", "cent") not in book
    one_seat = pytest.raises(PeopleError, match="Ann is Ann in session 2: one person has one seat")
    with one_seat, db.transaction() as conn:
        assign(conn, 2, players, "Bob", "Ann", "now")


def test_the_league_scores_a_tournaments_places_by_the_house_formula(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _finished_tournament(path)  # four players: Ann 1st, Bob 2nd, Cat and Dan tie for 3rd-4th
    with Database.open(path) as db:
        season = int(db.conn.execute("SELECT substr(started_at, 1, 4) FROM sessions").fetchone()[0])
        league = read_league(db, season)
        # 10 x sqrt(4 / k): 20.00, 14.14; the tie shares 11.547 and 10.000: 10.77
        assert [(r.player, r.points, r.wins, r.best) for r in league.rows] == [
            ("Ann", Decimal("20.00"), 1, 1),
            ("Bob", Decimal("14.14"), 0, 2),
            ("Cat", Decimal("10.77"), 0, 3),
            ("Dan", Decimal("10.77"), 0, 3),
        ]
        assert league.tournaments == 1
        with db.transaction() as conn:
            set_house(conn, league_formula="linear")
        assert [float(r.points) for r in read_league(db, season).rows] == [4.0, 3.0, 1.5, 1.5]
        book = {r.player: r for r in read_book(db).rows}
        assert (book["Ann"].bought_in, book["Ann"].cashed_out) == (4000, 6435)
        assert read_league(db, season - 1).rows == ()


def test_the_league_shows_the_cash_games_when_the_house_wants(db: Database) -> None:
    _month(db)
    assert read_league(db, 2026).rows == ()
    with db.transaction() as conn:
        set_house(conn, league_cash="yes")
    rows = {r.player: r.cash for r in read_league(db, 2026).rows}
    assert rows["Ann"] == (("cent", 2, 2000), ("point", 1, 200))
