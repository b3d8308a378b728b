"""Differential test against pokerkit 0.7.7 (a test-only reference) on seeded random deals.

For every deal, two players' hands are evaluated by both; the sign of the comparison
(who is stronger, or a tie) and each hand's category must agree. Lows are compared the
same way, and "no low" must agree too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any, Protocol

import pytest
from pokerkit import Hand, OmahaEightOrBetterLowHand, OmahaHoldemHand, RegularLowHand

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation.high import best_high, high_strength, low_strength
from binglao_tui.core.rules import LowRule

pytestmark = pytest.mark.slow

DEALS = 2000


def _deal(rng: random.Random, hole_count: int) -> tuple[list[Card], list[Card], list[Card]]:
    cards = rng.sample(DECK, 5 + 2 * hole_count)
    return cards[:5], cards[5 : 5 + hole_count], cards[5 + hole_count :]


def _text(cards: Sequence[Card]) -> str:
    return "".join(str(c) for c in cards)


class _Ordered(Protocol):
    """Our strengths (ints) and pokerkit's hands: anything that orders with < and >."""

    def __lt__(self, other: Any, /) -> bool: ...
    def __gt__(self, other: Any, /) -> bool: ...


def _sign(a: _Ordered, b: _Ordered) -> int:
    return int(a > b) - int(a < b)


def _pk_high(hole: Sequence[Card], board: Sequence[Card]) -> Hand:
    return OmahaHoldemHand.from_game(_text(hole), _text(board))


def _pk_low8(hole: Sequence[Card], board: Sequence[Card]) -> Hand | None:
    return OmahaEightOrBetterLowHand.from_game_or_none(_text(hole), _text(board))


def _pk_low_any(hole: Sequence[Card], board: Sequence[Card]) -> RegularLowHand:
    hands = [
        RegularLowHand(_text(h) + _text(b)) for h in combinations(hole, 2) for b in combinations(board, 3)
    ]
    return max(hands)


@pytest.mark.parametrize("hole_count", [4, 5, 6])
def test_high_agrees_with_pokerkit(hole_count: int) -> None:
    rng = random.Random(20260928 + hole_count)
    mismatches = []
    for deal in range(DEALS):
        board, a, b = _deal(rng, hole_count)
        ours = _sign(high_strength(a, board), high_strength(b, board))
        pk_a, pk_b = _pk_high(a, board), _pk_high(b, board)
        theirs = _sign(pk_a, pk_b)
        categories = (best_high(a, board).category.name, best_high(b, board).category.name)
        if ours != theirs or categories != (pk_a.entry.label.name, pk_b.entry.label.name):
            mismatches.append((deal, _text(board), _text(a), _text(b), ours, theirs))
    assert not mismatches, mismatches[:5]


def test_hilo8_agrees_with_pokerkit() -> None:
    rng = random.Random(8)
    mismatches = []
    compared_lows = 0
    for deal in range(DEALS):
        board, a, b = _deal(rng, 4 + deal % 3)
        high = _sign(high_strength(a, board), high_strength(b, board))
        pk_high = _sign(_pk_high(a, board), _pk_high(b, board))
        ours_a, ours_b = low_strength(a, board, LowRule.EIGHT), low_strength(b, board, LowRule.EIGHT)
        pk_a, pk_b = _pk_low8(a, board), _pk_low8(b, board)
        if (ours_a is None) != (pk_a is None) or (ours_b is None) != (pk_b is None) or high != pk_high:
            mismatches.append((deal, _text(board), _text(a), _text(b)))
            continue
        if ours_a is not None and ours_b is not None:
            compared_lows += 1
            assert pk_a is not None  # both qualify, as checked above
            assert pk_b is not None
            if _sign(ours_a, ours_b) != _sign(pk_a, pk_b):
                mismatches.append((deal, _text(board), _text(a), _text(b)))
    assert not mismatches, mismatches[:5]
    assert compared_lows > DEALS // 10


def test_no_qualifier_low_agrees_with_pokerkit_regular_low() -> None:
    rng = random.Random(99)
    mismatches = []
    for deal in range(DEALS // 2):
        board, a, b = _deal(rng, 4)
        ours_a, ours_b = low_strength(a, board, LowRule.ANY), low_strength(b, board, LowRule.ANY)
        assert ours_a is not None
        assert ours_b is not None
        if _sign(ours_a, ours_b) != _sign(_pk_low_any(a, board), _pk_low_any(b, board)):
            mismatches.append((deal, _text(board), _text(a), _text(b)))
    assert not mismatches, mismatches[:5]


def test_paired_boards_no_qualifier_low_agrees_with_pokerkit() -> None:
    """Boards with pairs and trips, where paired lows decide the no-qualifier half."""
    rng = random.Random(7)
    mismatches = []
    by_rank = [[c for c in DECK if c.rank == r] for r in sorted({c.rank for c in DECK})]
    for deal in range(300):
        ranks = rng.sample(range(13), 3)
        board = rng.sample(by_rank[ranks[0]], 2) + rng.sample(by_rank[ranks[1]], 2) + [by_rank[ranks[2]][0]]
        rest = [c for c in DECK if c not in board]
        holes = rng.sample(rest, 8)
        a, b = holes[:4], holes[4:]
        low_a, low_b = low_strength(a, board, LowRule.ANY), low_strength(b, board, LowRule.ANY)
        assert low_a is not None  # with no qualifier every hand has a low
        assert low_b is not None
        ours = _sign(low_a, low_b)
        if ours != _sign(_pk_low_any(a, board), _pk_low_any(b, board)):
            mismatches.append((deal, _text(board), _text(a), _text(b)))
    assert not mismatches, mismatches[:5]
