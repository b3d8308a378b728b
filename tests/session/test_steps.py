"""The session's steps as a dealer takes them: undo, misdeal, a floor ruling, booking a
hand and going on to the next (a player out of chips leaves, a re-buy is booked), and a
second instance that can read but not save."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Phase
from binglao_tui.session import Booked, DealerSession, NullRecorder, Refusal, RefusalKind
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.journal import Journal, JournalKind
from binglao_tui.store.ledger import Ledger
from tests.session.session_play import GAMES, actions_of, journaled_actions, play_steps, statuses, table_of

BUST_BOB = (  # PLO, Bob short in the small blind: all in, Cat wins the showdown
    Action.deal_hole(),
    Action.fold("Ann"),
    Action.all_in("Bob"),
    Action.deal_board(),
    Action.deal_board(),
    Action.deal_board(),
    Action.show("Bob", parse_cards("ah3skdqs")),
    Action.show("Cat", parse_cards("9d9s4h6h")),
    Action.board_cards(parse_cards("7s5d9ckc9h")),
)


def _ledger(session: DealerSession) -> Ledger:
    assert session.opened is not None
    assert session.opened.db is not None
    return Ledger(session.opened.db)


def test_nothing_is_dealt_until_the_session_knows_where_to_save() -> None:
    session = DealerSession(table_of("plo", {"Ann": 200, "Bob": 200}))
    assert not session.ready
    refusal = session.deal()
    assert refusal is not None
    assert "still opening" in str(refusal)
    session.record_to(NullRecorder())
    assert session.ready
    assert not session.saving
    assert session.deal() is None


def test_undo_takes_back_steps_in_the_journal_too(session: DealerSession, db_path: Path) -> None:
    assert session.deal() is None
    play_steps(session, (Action.deal_hole(), Action.call("Ann"), Action.fold("Bob")))
    assert session.undo() is None
    assert session.undo() is None
    assert session.hand is not None
    assert [a.kind for a in session.hand.actions] == [ActionKind.DEAL_HOLE]
    assert session.hand.actor == "Ann"
    assert journaled_actions(db_path) == actions_of(session.hand)
    assert session.undo() is None
    refusal = session.undo()  # nothing left: refused, nothing changes
    assert refusal == Refusal("Nothing to undo: this is the first step of the hand")
    assert session.hand.actions == ()
    assert session.hand.phase is Phase.DEAL_HOLE


def test_misdeal_voids_the_hand_and_the_same_button_deals_again(
    session: DealerSession, db_path: Path
) -> None:
    assert session.deal() is None
    play_steps(session, (Action.deal_hole(), Action.raise_to("Ann", 7), Action.call("Bob")))
    assert session.in_progress
    assert not session.can_change_table
    assert session.misdeal() is None
    hand = session.hand
    assert hand is not None
    assert hand.actions == ()
    assert hand.setup.button == "Ann"
    assert hand.stacks == {"Ann": 200, "Bob": 199, "Cat": 198}  # only the blinds again
    assert session.hand_number == 1
    assert statuses(db_path) == ["void", "playing"]


def test_a_floor_ruling_waits_for_the_end_of_the_betting_and_is_booked(
    session: DealerSession, db_path: Path
) -> None:
    assert session.choose_table(table_of("plo", {"Ann": 6, "Bob": 100})) is None
    assert session.deal() is None
    play_steps(session, (Action.deal_hole(),))
    hand = session.hand
    assert hand is not None
    assert not hand.floor_open
    refusal = session.floor({"Ann": 3})
    assert refusal == Refusal("a floor ruling awards the pot once the betting is over", RefusalKind.ILLEGAL)
    play_steps(session, (Action.all_in("Ann"), Action.call("Bob")))
    assert session.hand is not None
    assert session.hand.floor_open
    assert session.floor({"Ann": 6, "Bob": 6}, "chopped by agreement") is None
    assert session.hand.is_complete
    with Database.open(db_path, read_only=True) as reader:
        left = Journal(reader).unfinished()
        assert left is not None
        assert left.entries[-1].kind is JournalKind.FLOOR
    booked = session.finish()
    assert isinstance(booked, Booked)
    opened = session.opened
    assert opened is not None
    assert opened.db is not None
    [summary] = History(opened.db).hands()
    record = History(opened.db).get(summary.hand_id)
    assert record.result is not None
    assert record.result.floor is not None
    assert record.result.floor.note == "chopped by agreement"
    assert record.result.payouts == {"Ann": 6, "Bob": 6}


def test_between_hands_the_button_moves_a_busted_player_leaves_and_a_rebuy_is_booked(
    session: DealerSession,
) -> None:
    assert session.choose_table(table_of("plo", {"Ann": 200, "Bob": 2, "Cat": 200})) is None
    assert session.deal() is None
    play_steps(session, BUST_BOB)
    assert session.hand is not None
    assert session.hand.is_complete
    assert session.can_change_table
    refusal = session.deal()  # not before it is booked
    assert refusal is not None
    booked = session.finish()
    assert isinstance(booked, Booked)
    assert booked.number == 1
    assert booked.left == ("Bob",)
    assert booked.next_table is not None
    assert booked.next_table.names == ("Ann", "Cat")
    assert booked.next_table.button == "Cat"
    assert session.hand is None
    assert session.table == booked.next_table
    rebuy = table_of("plo", {"Ann": 200, "Cat": 202, "Bob": 100}, "Cat")
    assert session.choose_table(rebuy) is None
    assert session.deal() is None
    assert session.hand_number == 2
    current = _ledger(session).current_session()
    assert current is not None
    lines = {line.player: line for line in _ledger(session).sheet(current).players}
    assert lines["Bob"].re_buys == (100,)
    assert lines["Bob"].buy_ins == 2
    assert lines["Cat"].stacks == ((1, 202),)


def test_a_table_with_one_player_left_must_be_set_up_again(session: DealerSession) -> None:
    assert session.choose_table(table_of("plo", {"Ann": 200, "Bob": 2}, "Bob")) is None
    assert session.deal() is None
    play_steps(
        session,
        (
            Action.deal_hole(),
            Action.all_in("Bob"),  # the small blind's last 2 chips just call: no betting left
            Action.deal_board(),
            Action.deal_board(),
            Action.deal_board(),
            Action.show("Ann", parse_cards("9d9s4h6h")),
            Action.show("Bob", parse_cards("ah3skdqs")),
            Action.board_cards(parse_cards("7s5d9ckc9h")),
        ),
    )
    booked = session.finish()
    assert isinstance(booked, Booked)
    assert booked.left == ("Bob",)
    assert booked.next_table is None
    assert session.table.names == ("Ann", "Bob")  # the last table, to set up again


def test_the_table_cannot_change_in_the_middle_of_a_hand(session: DealerSession) -> None:
    assert session.deal() is None
    before = session.table
    assert session.choose_table(table_of("plo", {"Ann": 50, "Bob": 50})) is None  # nothing done yet
    assert session.deal() is None  # the undealt hand is replaced, under the same number
    assert session.hand_number == 1
    assert session.table != before
    assert session.apply(Action.deal_hole()) is None
    refusal = session.choose_table(before)
    assert refusal is not None
    assert "Finish the hand first" in str(refusal)


@pytest.mark.parametrize("face", [1, 4])
def test_the_die_is_the_sessions_own(db_path: Path, face: int) -> None:
    class Loaded:
        def randint(self, low: int, high: int) -> int:
            assert (low, high) == (1, 6)
            return face

    session = DealerSession(table_of("binglao", {"Ann": 200, "Bob": 200}), rng=Loaded())  # type: ignore[arg-type]
    session.record_to(NullRecorder())
    assert session.deal() is None
    assert session.roll_die() is None
    assert session.hand is not None
    assert session.hand.roll == face


def test_a_second_instance_reads_but_saves_nothing(session: DealerSession, db_path: Path) -> None:
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    second = DealerSession.open(table_of("plo", {"Ann": 200, "Bob": 200}), db_path, GAMES)
    try:
        assert second.read_only
        assert not second.saving
        opened = second.opened
        assert opened is not None
        assert opened.problem is not None
        assert "read-only" in opened.problem
        assert second.left_in_play is None  # it does not resume the first one's hand
        refusal = second.deal()  # it cannot record, so it deals nothing
        assert refusal is not None
        assert "cannot record hands" in str(refusal)
        assert second.hand is None
    finally:
        second.close()
    assert statuses(db_path) == ["playing"]
    assert journaled_actions(db_path) == ({"kind": "deal-hole"},)
    current = _ledger(session).current_session()
    assert current is not None
    sheet = _ledger(session).sheet(current)
    assert sheet.hands == 0  # the second instance's hand is not in the books
    assert {line.player: line.buy_ins for line in sheet.players} == {"Ann": 200, "Bob": 200, "Cat": 200}
