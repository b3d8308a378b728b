"""All 2,598,960 five-card hands: the evaluator orders them exactly like a plain reference.

The reference below is written separately from the evaluator, as a dealer would rank
hands: category first, then the ranks that matter, highest first. Every hand goes through
``five_card_strength``; the strengths must split the deck into the same 7,462 classes as
the reference, in the same order, with the textbook number of hands in each category.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation.high import Category, five_card_strength, strength_category

pytestmark = pytest.mark.slow

HANDS_PER_CATEGORY = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}


def reference_rank(ranks: tuple[int, ...], flush: bool) -> tuple[int, tuple[int, ...]]:
    """(category, deciding ranks) for five cards given their rank values (2-14)."""
    counts = Counter(ranks)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    pattern = sorted(counts.values(), reverse=True)
    distinct = sorted(counts, reverse=True)
    straight_top = 0
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_top = 5
    if straight_top and flush:
        return 8, (straight_top,)
    if pattern == [4, 1]:
        return 7, tuple(by_count)
    if pattern == [3, 2]:
        return 6, tuple(by_count)
    if flush:
        return 5, tuple(distinct)
    if straight_top:
        return 4, (straight_top,)
    if pattern == [3, 1, 1]:
        return 3, tuple(by_count)
    if pattern == [2, 2, 1]:
        return 2, tuple(by_count)
    if pattern == [2, 1, 1, 1]:
        return 1, tuple(by_count)
    return 0, tuple(distinct)


def test_every_five_card_hand_orders_like_the_reference() -> None:
    # Class of a hand: its sorted rank values and whether it is a flush.
    strength_of_class: dict[tuple[tuple[int, ...], bool], int] = {}
    hands_per_category: Counter[Category] = Counter()
    rank_of: dict[Card, int] = {card: card.rank.value for card in DECK}
    suit_of: dict[Card, str] = {card: card.suit.value for card in DECK}
    for hand in combinations(DECK, 5):
        strength = five_card_strength(hand)
        a, b, c, d, e = hand
        key = (
            tuple(sorted((rank_of[a], rank_of[b], rank_of[c], rank_of[d], rank_of[e]))),
            suit_of[a] == suit_of[b] == suit_of[c] == suit_of[d] == suit_of[e],
        )
        known = strength_of_class.setdefault(key, strength)
        assert known == strength, (hand, known, strength)
        hands_per_category[strength_category(strength)] += 1
    assert sum(hands_per_category.values()) == 2_598_960
    assert hands_per_category == HANDS_PER_CATEGORY

    # Same classes, same order: sorting classes by the reference must sort the strengths.
    references = {key: reference_rank(*key) for key in strength_of_class}
    assert len(set(references.values())) == 7_462
    assert len(set(strength_of_class.values())) == 7_462
    ordered = sorted(strength_of_class, key=references.__getitem__)
    strengths = [strength_of_class[key] for key in ordered]
    assert strengths == sorted(strengths)
    assert len(set(strengths)) == len(strengths)
    for key in ordered:
        assert strength_category(strength_of_class[key]) == references[key][0]
