"""The journal: every step committed, undo/floor/misdeal recorded, the hand left in play found."""

from __future__ import annotations

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.errors import StoreError
from binglao_tui.store.journal import HandStatus, Journal, JournalKind

SETUP = {
    "game": "plo",
    "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
    "button": "Ann",
    "small_blind": 1,
    "big_blind": 2,
}


def test_every_action_is_on_disk_when_record_returns(db: Database) -> None:
    journal = Journal(db)
    hand = journal.start_hand(SETUP, game="plo")
    journal.record(hand, {"kind": "call", "player": "Ann"})
    journal.record(hand, {"kind": "check", "player": "Bob"})
    with Database.open_for_reading(db.path) as other:
        found = Journal(other).unfinished()
    assert found is not None
    assert found.setup == SETUP
    assert found.actions == ({"kind": "call", "player": "Ann"}, {"kind": "check", "player": "Bob"})


def test_undo_takes_back_the_latest_action_and_is_recorded(db: Database) -> None:
    journal = Journal(db)
    hand = journal.start_hand(SETUP, game="plo")
    journal.record(hand, {"kind": "call", "player": "Ann"})
    journal.record(hand, {"kind": "raise", "player": "Bob", "amount": 8})
    journal.undo(hand)
    journal.record(hand, {"kind": "check", "player": "Bob"})
    journaled = journal.hand(hand)
    assert [e.kind for e in journaled.entries] == [
        JournalKind.ACTION,
        JournalKind.ACTION,
        JournalKind.UNDO,
        JournalKind.ACTION,
    ]
    assert journaled.actions == ({"kind": "call", "player": "Ann"}, {"kind": "check", "player": "Bob"})


def test_undo_as_many_steps_as_needed_but_not_past_the_start(db: Database) -> None:
    journal = Journal(db)
    hand = journal.start_hand(SETUP, game="plo")
    journal.record(hand, {"kind": "call", "player": "Ann"})
    journal.undo(hand)
    assert journal.hand(hand).actions == ()
    with pytest.raises(StoreError, match="nothing to undo"):
        journal.undo(hand)


def test_floor_ruling_is_journaled_and_can_be_undone(db: Database) -> None:
    journal = Journal(db)
    hand = journal.start_hand(SETUP, game="plo")
    journal.record(hand, {"kind": "call", "player": "Ann"})
    journal.floor(hand, {"kind": "floor", "awards": {"Ann": 4}})
    journaled = journal.hand(hand)
    assert journaled.floor_ruling == {"kind": "floor", "awards": {"Ann": 4}}
    assert journaled.actions[-1] == {"kind": "floor", "awards": {"Ann": 4}}
    journal.undo(hand)
    assert journal.hand(hand).floor_ruling is None
    assert journal.hand(hand).actions == ({"kind": "call", "player": "Ann"},)


def test_misdeal_voids_the_hand_and_nothing_is_left_in_play(db: Database) -> None:
    journal = Journal(db)
    hand = journal.start_hand(SETUP, game="plo")
    journal.record(hand, {"kind": "call", "player": "Ann"})
    journal.misdeal(hand, "two cards exposed")
    journaled = journal.hand(hand)
    assert journaled.status is HandStatus.VOID
    assert journaled.entries[-1].payload == {"reason": "two cards exposed"}
    assert journal.unfinished() is None
    with pytest.raises(StoreError, match="void"):
        journal.record(hand, {"kind": "check", "player": "Bob"})


def test_only_one_hand_in_play_at_the_table(db: Database) -> None:
    journal = Journal(db)
    journal.start_hand(SETUP, game="plo")
    with pytest.raises(StoreError, match="still in play"):
        journal.start_hand(SETUP, game="plo")


def test_unknown_hand_is_named(db: Database) -> None:
    with pytest.raises(StoreError, match="no hand 42"):
        Journal(db).record(42, {"kind": "fold", "player": "Ann"})
