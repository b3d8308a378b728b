"""A history of many hands read a page at a time: the latest first, older pages by id or
by how many to skip, every hand one at a time."""

from __future__ import annotations

from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal

SETUP = {
    "game": "plo",
    "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
    "button": "Ann",
    "small_blind": 1,
    "big_blind": 2,
}


def _hands(db: Database, count: int) -> None:
    """``count`` finished hands of one session, written in one transaction."""
    with db.transaction() as conn:
        session = conn.execute(
            "INSERT INTO sessions (started_at) VALUES ('2026-03-01T19:00:00+00:00')"
        ).lastrowid
        for _ in range(count):
            hand = Journal.start_in(conn, SETUP, game="plo", session_id=session)
            History.finish_in(conn, hand, HandResult(("Ann", "Bob"), (100, 100), (102, 98)))


def test_pages_from_the_latest(db: Database) -> None:
    _hands(db, 75)
    history = History(db)
    assert history.count() == 75
    latest = history.page(30)
    assert [h.number for h in latest] == list(range(46, 76))
    assert [h.number for h in history.page(30, skip=60)] == list(range(1, 16))
    assert [h.number for h in history.page(30, before=latest[0].hand_id)] == list(range(16, 46))
    assert history.page(30, skip=75) == []
    assert [h.number for h in history.each()] == list(range(1, 76))
