"""Ending the ledger's session (the players settle up) on a real SQLite file: the books
settled are the books kept. A hand dealt but not begun is dealt again in the next session;
a hand being played, or over but not booked, keeps the session open."""

from __future__ import annotations

from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession
from binglao_tui.store.ledger import Ledger
from tests.session.test_books import _fold_to_ann, _ledger


def _finished_hands(ledger: Ledger) -> dict[int, int]:
    return {session: ledger.sheet(session).hands for session in ledger.session_ids()}


def test_a_hand_waiting_to_begin_opens_the_next_session_not_the_settled_one(session: DealerSession) -> None:
    _fold_to_ann(session)
    assert session.deal() is None  # the next hand is dealt: blinds in, no card yet
    ledger = _ledger(session)
    settled = ledger.sheet(1)
    assert session.end_session() is None
    assert session.hand is not None
    assert not session.hand.actions
    assert ledger.current_session() == 2
    assert session.apply(Action.deal_hole()) is None
    while (hand := session.hand) is not None and not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
    assert isinstance(session.finish(), Booked)
    assert _finished_hands(ledger) == {1: 1, 2: 1}
    assert ledger.sheet(1).players == settled.players  # what they settled on, unchanged
    assert ledger.sheet(1).transfers == settled.transfers


def test_no_session_can_end_while_a_hand_is_being_played(session: DealerSession) -> None:
    _fold_to_ann(session)
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    before = session.hand
    refusal = session.end_session()
    assert refusal is not None
    assert "a hand is being played" in refusal.reason
    assert session.hand is before
    assert _ledger(session).current_session() == 1


def test_a_hand_over_but_not_booked_is_booked_before_the_session_ends(session: DealerSession) -> None:
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    while (hand := session.hand) is not None and not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
    refusal = session.end_session()
    assert refusal is not None
    assert "book the finished hand first" in refusal.reason
    assert _ledger(session).current_session() == 1


def test_with_no_hand_in_play_the_session_ends_and_the_next_deal_opens_another(
    session: DealerSession,
) -> None:
    _fold_to_ann(session)
    assert session.end_session() is None
    ledger = _ledger(session)
    assert ledger.current_session() is None
    assert ledger.sheet(1).ended_at is not None
    _fold_to_ann(session)
    assert _finished_hands(ledger) == {1: 1, 2: 1}
