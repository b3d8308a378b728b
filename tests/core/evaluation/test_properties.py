"""Invariants of the evaluator, checked with hypothesis on random cards."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK, Card, Suit
from binglao_tui.core.evaluation.high import (
    best_high,
    best_low,
    five_card_strength,
    high_strength,
    low_strength,
    strength_category,
)
from binglao_tui.core.rules import LowRule

FIVE = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)
SUIT_ORDERS = st.permutations(list(Suit))


@st.composite
def deals(draw: st.DrawFn) -> tuple[list[Card], list[Card]]:
    """A board of five and a hand of four to six hole cards, all different."""
    hole_count = draw(st.integers(min_value=4, max_value=6))
    cards = draw(
        st.lists(st.sampled_from(DECK), min_size=5 + hole_count, max_size=5 + hole_count, unique=True)
    )
    return cards[5:], cards[:5]


def _resuit(cards: list[Card], order: list[Suit]) -> list[Card]:
    mapping = dict(zip(list(Suit), order, strict=True))
    return [Card(c.rank, mapping[c.suit]) for c in cards]


@given(FIVE, FIVE)
def test_order_is_total_and_consistent_with_category(a: list[Card], b: list[Card]) -> None:
    sa, sb = five_card_strength(a), five_card_strength(b)
    ca, cb = strength_category(sa), strength_category(sb)
    assert (sa < sb) + (sa == sb) + (sa > sb) == 1
    if ca > cb:
        assert sa > sb
    if ca < cb:
        assert sa < sb


@given(FIVE, st.randoms(use_true_random=False))
def test_strength_does_not_depend_on_card_order(cards: list[Card], rnd: object) -> None:
    shuffled = list(cards)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert five_card_strength(shuffled) == five_card_strength(cards)


@given(FIVE, SUIT_ORDERS)
def test_renaming_suits_never_changes_strength(cards: list[Card], order: list[Suit]) -> None:
    assert five_card_strength(_resuit(cards, order)) == five_card_strength(cards)


@settings(max_examples=150)
@given(deals(), SUIT_ORDERS, st.randoms(use_true_random=False))
def test_omaha_strengths_ignore_order_and_suit_names(
    deal: tuple[list[Card], list[Card]], order: list[Suit], rnd: object
) -> None:
    hole, board = deal
    other_hole, other_board = list(reversed(_resuit(hole, order))), _resuit(board, order)
    rnd.shuffle(other_board)  # type: ignore[attr-defined]
    assert high_strength(other_hole, other_board) == high_strength(hole, board)
    for rule in LowRule:
        assert low_strength(other_hole, other_board, rule) == low_strength(hole, board, rule)


@settings(max_examples=150)
@given(deals())
def test_best_high_uses_two_hole_and_three_board_cards(deal: tuple[list[Card], list[Card]]) -> None:
    hole, board = deal
    hand = best_high(hole, board)
    assert hand.strength == high_strength(hole, board)
    assert set(hand.hole_used) <= set(hole)
    assert set(hand.board_used) <= set(board)
    assert len(set(hand.hole_used)) == 2
    assert len(set(hand.board_used)) == 3
    assert sorted(hand.cards, key=str) == sorted(hand.hole_used + hand.board_used, key=str)
    assert five_card_strength(hand.cards) == hand.strength
    assert strength_category(hand.strength) is hand.category


@settings(max_examples=150)
@given(deals())
def test_best_low_agrees_across_qualifiers(deal: tuple[list[Card], list[Card]]) -> None:
    hole, board = deal
    lows = {rule: best_low(hole, board, rule) for rule in LowRule}
    for rule, low in lows.items():
        assert (None if low is None else low.strength) == low_strength(hole, board, rule)
    eight, nine, anything = lows[LowRule.EIGHT], lows[LowRule.NINE], lows[LowRule.ANY]
    assert anything is not None
    if eight is not None:
        assert nine is not None
        assert eight.strength == nine.strength == anything.strength
        assert eight.ranks == nine.ranks == anything.ranks
    if nine is not None:
        assert not nine.paired
        assert nine.strength == anything.strength
        assert set(nine.hole_used) <= set(hole)
        assert set(nine.board_used) <= set(board)
        assert len({c.rank.low_value for c in nine.cards}) == 5
        assert max(c.rank.low_value for c in nine.cards) <= 9
    assert anything.paired == (len({c.rank for c in anything.cards}) < 5)
