"""Each hand's best high and best low on every group of boards, as numpy arrays.

A hand here is its hole cards as deck numbers (``rank * 4 + suit``). Strengths are plain
numbers, larger better, equal numbers exact ties, comparable only within one array:

- high: the table class (see :mod:`binglao_tui.core.equity._arrays`); without a flush it is
  the best over the hand's hole pairs of the pattern's row, looked up once for all 6,175
  patterns and then read per group; a flush is looked up only in the groups with three or
  more board cards of a suit the hand holds two of;
- low with a qualifier (8 or 9): the five low ranks as a bit set, smaller set better, stored
  as ``2**limit - set`` so that larger is better and 0 is "no low". For a pair of different
  low hole ranks the best low takes the board's three lowest other low ranks, so one table
  over the board's low ranks (256 or 512 sets) answers a hand for every pattern;
- low without a qualifier: pairs may play, so it is the best over the hand's hole pairs and
  the pattern's ten three-card parts of the plain ranking's strength for those five ranks.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

import numpy as np

from binglao_tui.core.equity._arrays import (
    RANK_DIGIT,
    RANKS,
    IntArray,
    flush_classes,
    high_rows,
    no_qualifier_lows,
    pair_slot,
    pattern_counts,
    pattern_of_keys,
    pattern_ranks,
)
from binglao_tui.core.equity.boards import BoardGroups
from binglao_tui.core.rules import LowRule

ACE = RANKS - 1
FIVE_OF_FIVE = tuple(combinations(range(5), 3))
"""The ten ways to take three of five board cards, as positions."""


def _hole_ranks(hole: Sequence[int]) -> list[int]:
    return [card // 4 for card in hole]


# -------------------------------------------------------------------------------- high


def _flush_triples(sets: IntArray) -> IntArray:
    """For each rank set (three to five ranks), the rank sets of every three of its ranks:
    (sets, 10), unused places 0 (no flush reaches them)."""
    bits = (sets[:, None] >> np.arange(RANKS)) & 1
    # Each set's ranks in order, lowest first; places past its last rank hold RANKS (none).
    order = np.sort(np.where(bits == 1, np.arange(RANKS), RANKS), axis=1)[:, :5]
    rank_bit = np.append(1 << np.arange(RANKS), 0)  # "no rank" adds no bit
    triples = np.zeros((len(sets), len(FIVE_OF_FIVE)), dtype=np.int64)
    for column, (a, b, c) in enumerate(FIVE_OF_FIVE):
        present = order[:, c] < RANKS
        triples[:, column] = np.where(
            present, rank_bit[order[:, a]] | rank_bit[order[:, b]] | rank_bit[order[:, c]], 0
        )
    return triples


def high_strengths(groups: BoardGroups, hole: Sequence[int]) -> IntArray:
    """The hand's best high class on every group."""
    ranks = _hole_ranks(hole)
    slots = sorted({pair_slot(a, b) for a, b in combinations(ranks, 2)})
    best_by_pattern = high_rows()[:, slots].max(axis=1)
    best: IntArray = best_by_pattern[groups.pattern].astype(np.int64)
    for suit in range(4):
        suited = [card // 4 for card in hole if card % 4 == suit]
        if len(suited) < 2:
            continue
        in_suit = np.flatnonzero(groups.flush_suit == suit)
        if not len(in_suit):
            continue
        board_sets, which = np.unique(groups.flush_ranks[in_suit], return_inverse=True)
        pairs = np.array([1 << a | 1 << b for a, b in combinations(suited, 2)], dtype=np.int64)
        # Every suited hole pair with every three of the board's suited cards.
        flushes = flush_classes()[pairs[:, None, None] | _flush_triples(board_sets)[None, :, :]]
        best[in_suit] = np.maximum(best[in_suit], flushes.max(axis=(0, 2))[which])
    return best


# --------------------------------------------------------------------------------- low


def _low_bits(limit: int) -> IntArray:
    """``_low_bits(limit)[rank]``: the rank's bit in a low (ace bit 0, two bit 1, ...), 0
    above the limit."""
    values = np.where(np.arange(RANKS) == ACE, 1, np.arange(RANKS) + 2)
    return np.where(values <= limit, 1 << (values - 1), 0).astype(np.int64)


@cache
def _board_low_sets(limit: int) -> IntArray:
    """``_board_low_sets(limit)[pattern]``: the low ranks the pattern holds, as a bit set."""
    present = (pattern_counts() > 0).astype(np.int64)
    return present @ _low_bits(limit)


@cache
def _lowest_three(limit: int) -> IntArray:
    """``_lowest_three(limit)[set]``: the three lowest ranks of a low set (0 if it has fewer)."""
    sets = np.arange(1 << limit, dtype=np.int64)
    rest, found = sets.copy(), np.zeros_like(sets)
    for _ in range(3):
        lowest = rest & -rest
        found |= lowest
        rest ^= lowest
    return np.where(np.bitwise_count(found) == 3, found, 0)


def _qualified_lows(groups: BoardGroups, hole: Sequence[int], limit: int) -> IntArray:
    bits = _low_bits(limit)
    held = sorted({int(bits[rank]) for rank in _hole_ranks(hole)} - {0})
    board_sets = np.arange(1 << limit, dtype=np.int64)
    best = np.zeros(len(board_sets), dtype=np.int64)
    for a, b in combinations(held, 2):
        pair = a | b
        three = _lowest_three(limit)[board_sets & ~pair]
        best = np.maximum(best, np.where(three > 0, (1 << limit) - (pair | three), 0))
    return best[_board_low_sets(limit)[groups.pattern]]


def _no_qualifier_lows(groups: BoardGroups, hole: Sequence[int]) -> IntArray:
    patterns, which = np.unique(groups.pattern, return_inverse=True)
    ranks = pattern_ranks()[patterns].astype(np.int64)
    three_keys = np.stack(
        [
            RANK_DIGIT[ranks[:, a]] + RANK_DIGIT[ranks[:, b]] + RANK_DIGIT[ranks[:, c]]
            for a, b, c in FIVE_OF_FIVE
        ],
        axis=1,
    )
    hole_ranks = _hole_ranks(hole)
    pair_keys = np.array(
        sorted({int(RANK_DIGIT[a] + RANK_DIGIT[b]) for a, b in combinations(hole_ranks, 2)}), dtype=np.int64
    )
    fives = pattern_of_keys((three_keys[:, :, None] + pair_keys[None, None, :]).ravel())
    lows = no_qualifier_lows(fives).reshape(len(patterns), -1)
    best: IntArray = lows.max(axis=1)[which]
    return best


def low_strengths(groups: BoardGroups, hole: Sequence[int], rule: LowRule) -> IntArray:
    """The hand's best low on every group: larger is better, 0 no low."""
    limit = rule.limit
    if limit is None:
        return _no_qualifier_lows(groups, hole)
    return _qualified_lows(groups, hole, limit)
