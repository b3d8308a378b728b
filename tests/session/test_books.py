"""What a table books, on a real SQLite file: a voided hand books nothing, a lowered stack
is a cash-out the setup is told of before the deal, a player leaving is named and cashes
out his whole stack."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession
from binglao_tui.store.ledger import Change, Ledger, LedgerKind
from tests.session.session_play import table_of


def _ledger(session: DealerSession) -> Ledger:
    opened = session.opened
    assert opened is not None
    ledger = opened.ledger
    assert ledger is not None
    return ledger


def _buy_ins(session: DealerSession) -> dict[str, int]:
    ledger = _ledger(session)
    current = ledger.current_session()
    assert current is not None
    return {line.player: line.buy_ins for line in ledger.sheet(current).players}


def _fold_to_ann(session: DealerSession) -> None:
    """Deal and let everyone but the big blind fold (three-handed, Ann on the button)."""
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    hand = session.hand
    assert hand is not None
    while not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
        hand = session.hand
        assert hand is not None
    assert isinstance(session.finish(), Booked)


def test_a_voided_hand_books_nothing(session: DealerSession) -> None:
    with_gus = table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200, "Gus": 300})
    assert session.choose_table(with_gus) is None
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    assert _buy_ins(session)["Gus"] == 300  # shown while his hand is in play...
    assert session.misdeal() is None  # ...voided, dealt again unplayed
    assert session.choose_table(table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200})) is None
    _fold_to_ann(session)
    assert _buy_ins(session) == {"Ann": 200, "Bob": 200, "Cat": 200}  # Gus is not in the books


def test_a_hand_left_in_play_and_voided_books_nothing(session: DealerSession, db_path: Path) -> None:
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    session.close()
    again = DealerSession.open(table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200}), db_path)
    try:
        assert again.left_in_play is not None
        assert again.void_left_in_play() is None
        ledger = _ledger(again)
        current = ledger.current_session()
        assert current is not None
        assert ledger.sheet(current).players == ()
    finally:
        again.close()


def test_lowering_a_stack_is_a_cash_out_to_confirm(session: DealerSession) -> None:
    _fold_to_ann(session)  # Ann ends with 203, Bob 199, Cat 198 (button Ann: Bob 1, Cat 2)
    after = session.table
    stacks = dict(after.stacks)
    lowered = table_of("plo", {**stacks, "Ann": 150}, after.button)
    changes = session.changes(lowered)
    assert not changes.fresh
    assert changes.to_confirm
    assert changes.books == (Change("Ann", LedgerKind.CASH_OUT, stacks["Ann"] - 150, stacks["Ann"]),)
    assert changes.books[0].after == 150
    assert session.changes(after).books == ()  # the same table books nothing
    assert not session.changes(after).to_confirm


def test_a_player_left_out_of_the_table_is_named(session: DealerSession) -> None:
    _fold_to_ann(session)
    stacks = dict(session.table.stacks)
    del stacks["Cat"]
    changes = session.changes(table_of("plo", stacks, session.table.button))
    assert [seat.name for seat in changes.leaving] == ["Cat"]
    cat = session.table.stacks["Cat"]
    assert changes.books == (Change("Cat", LedgerKind.CASH_OUT, cat, cat),)  # he takes his chips
    assert changes.to_confirm


def test_the_first_table_of_a_session_is_all_buy_ins_and_not_asked(session: DealerSession) -> None:
    changes = session.changes(session.table)
    assert changes.fresh
    assert [c.kind for c in changes.books] == [LedgerKind.BUY_IN] * 3
    assert not changes.to_confirm
