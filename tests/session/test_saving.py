"""Saved before it is shown: every step is in the database file before the session's hand
changes, and a step the file cannot take (full, read-only) is refused with nothing changed.

The full disk is SQLite's own: ``PRAGMA max_page_count`` pins the file at its size, so a
write that needs one more page fails with "database or disk is full", exactly as on a
full disk. The read-only file is ``PRAGMA query_only``: SQLite refuses every write with
"attempt to write a readonly database".
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.session import Booked, DealerSession, Refusal, RefusalKind
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from tests.session.session_play import GAMES, actions_of, journaled_actions, play_steps, statuses
from tests.store.store_dealer import UNDO, plan


def _database(session: DealerSession) -> Database:
    opened = session.opened
    assert opened is not None
    assert opened.db is not None
    return opened.db


def test_every_step_is_in_the_file_before_the_session_shows_it(db_path: Path) -> None:
    seen: list[tuple[object, ...]] = []

    def shown(hand: Hand | None) -> None:  # what a screen would draw, the moment it may
        on_disk = journaled_actions(db_path)
        seen.append((None if hand is None else actions_of(hand), on_disk))

    for seed in range(6):
        p = plan(seed)
        session = DealerSession.open(p.setup, db_path, GAMES)
        session.subscribe(shown)
        assert session.deal() is None
        play_steps(session, p.steps)
        assert session.hand is not None
        assert session.hand.is_complete
        assert isinstance(session.finish(), Booked)
        session.close()
    assert len(seen) > 60
    for in_session, on_disk in seen:
        if in_session is None:
            assert on_disk is None  # booked: no hand left in play in the file either
        else:
            assert on_disk == in_session


def test_a_full_disk_refuses_the_step_and_nothing_changes(session: DealerSession, db_path: Path) -> None:
    db = _database(session).conn
    refused: list[str] = []
    for seed in range(40, 80):
        p = plan(seed)
        steps: list[tuple[str, object]] = [
            ("table", p.setup),  # setting the table is a step the journal keeps too
            ("deal", None),
            *(("step", s) for s in p.steps),
            ("finish", None),
        ]
        for what, step in steps:
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
            before, number, on_disk = session.hand, session.hand_number, journaled_actions(db_path)
            history = len(History(_database(session)).hands())
            result = _do(session, what, step)
            if isinstance(result, Refusal):
                assert result.kind is RefusalKind.NOT_SAVED, result
                assert str(result) == "Not saved, so not done: database or disk is full"
                refused.append(what if what != "step" else ("undo" if step is UNDO else "action"))
                if what == "table":
                    assert session.next_table != step  # the table as it was
                elif what == "deal":
                    assert session.hand is None  # nothing dealt
                else:
                    assert session.hand is before  # not a half-applied step
                assert session.hand_number == number
                assert journaled_actions(db_path) == on_disk
                assert len(History(_database(session)).hands()) == history
                db.execute("PRAGMA max_page_count = 1000000")  # room again: the same step goes in
                assert not isinstance(_do(session, what, step), Refusal)
        if {"deal", "action", "finish"} <= set(refused):
            break
    assert {"deal", "action", "finish"} <= set(refused), refused


def _do(session: DealerSession, what: str, step: object) -> Refusal | Booked | None:
    if what == "table":
        assert isinstance(step, TableSetup)
        return session.choose_table(step)
    if what == "deal":
        return session.deal()
    if what == "finish":
        return session.finish()
    if step is UNDO:
        return session.undo()
    assert isinstance(step, Action)
    return session.apply(step)


def test_a_read_only_file_refuses_every_step_with_the_reason(session: DealerSession, db_path: Path) -> None:
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    hand = session.hand
    db = _database(session).conn
    db.execute("PRAGMA query_only = ON")
    for refusal in (
        session.apply(Action.call("Ann")),
        session.undo(),
        session.misdeal(),
    ):
        assert refusal is not None
        assert refusal.kind is RefusalKind.NOT_SAVED
        assert str(refusal) == "Not saved, so not done: attempt to write a readonly database"
        assert session.hand is hand
    db.execute("PRAGMA query_only = OFF")
    assert session.apply(Action.call("Ann")) is None
    assert session.hand is not None
    assert journaled_actions(db_path) == actions_of(session.hand)
    assert statuses(db_path) == ["playing"]


def test_the_rules_refuse_before_the_journal_is_asked(session: DealerSession, db_path: Path) -> None:
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    refusal = session.apply(Action.raise_to("Ann", 8))
    assert refusal is not None
    assert refusal.kind is RefusalKind.ILLEGAL
    assert str(refusal) == "Raise to 8 is over the pot limit of 7"
    assert journaled_actions(db_path) == ({"kind": "deal-hole"},)
