"""Every way to complete the board, counted in groups of boards that every hand reads alike.

Without a flush a hand's high and low depend only on the ranks of the five board cards, so
the completions are counted by the ranks they add rather than dealt one by one. A flush
needs three board cards of one suit (five cards hold at most one such suit), so a board
that gives some player a flush is told apart by that suit and its ranks. The groups are:

- *suited* groups, for each suit in which some player holds two cards: the cards of that
  suit that come (a set of ranks, with the board's own cards of the suit making three or
  more) and the ranks of the other cards that come (from the other suits);
- *plain* groups: the ranks that come, for all the other boards (those whose ranks are
  counted in no suited group).

Each group has its number of boards: a product of binomials over the ranks (``C(cards of
that rank left, cards of that rank coming)``). Preflop heads-up that is about 6,000 plain
and 14,000 to 19,000 suited groups a suit for 1,086,008 boards, and the work downstream is per group.
The counts always add up to ``C(cards left, cards to come)``; :func:`board_groups` checks it.
Judging the boards one by one in numpy (each board's pattern by search, its suit masks, the
gathers, and making their index combinations first) is many times slower than the groups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from binglao_tui.core.equity._arrays import (
    RANK_DIGIT,
    RANKS,
    IntArray,
    pattern_counts,
    pattern_keys,
    pattern_of_keys,
)

SUITS = 4
NO_SUIT = -1

# BINOMIAL[n, k] = C(n, k) for the few numbers a rank can hold (0-4 cards) and draw (0-5).
BINOMIAL: IntArray = np.array([[comb(n, k) for k in range(6)] for n in range(5)], dtype=np.int64)


class BoardGroups(NamedTuple):
    """The completions of one board, in groups; arrays of one entry a group."""

    pattern: IntArray
    """The complete board's rank pattern (its row in the high table)."""
    boards: IntArray
    """How many completions the group holds."""
    flush_suit: npt.NDArray[np.int8]
    """The suit of three or more board cards that some player holds two of, or ``NO_SUIT``."""
    flush_ranks: IntArray
    """The board's ranks in that suit, as a 13-bit set (bit ``r`` for rank ``r``; 0 if none)."""

    @property
    def total(self) -> int:
        """The number of completions."""
        return int(self.boards.sum())


@cache
def rank_multisets(size: int) -> tuple[npt.NDArray[np.int8], IntArray]:
    """Every multiset of ``size`` ranks (at most four of a rank): as rank counts (n, 13), and
    as rank keys, ascending."""
    if size == 5:  # the five-card patterns themselves, already in key order
        return pattern_counts(), pattern_keys()
    picks = np.array(list(combinations_with_replacement(range(RANKS), size)), dtype=np.int64)
    counts = np.zeros((len(picks), RANKS), dtype=np.int8)
    rows = np.arange(len(picks))
    for column in range(size):
        counts[rows, picks[:, column]] += 1
    counts = counts[(counts <= 4).all(axis=1)]
    keys = counts.astype(np.int64) @ RANK_DIGIT
    order = np.argsort(keys)
    return counts[order], keys[order]


def _ways(counts: npt.NDArray[np.int8], left: IntArray) -> IntArray:
    """For each row of rank counts, the number of ways to draw them from ``left[r]`` cards
    of each rank (0 where there are too few)."""
    ways: IntArray = BINOMIAL[left[None, :], counts].prod(axis=1)
    return ways


def _suited_draws(ranks: Sequence[int], size: int) -> tuple[IntArray, IntArray]:
    """Every set of ``size`` of these ranks: as rank keys, and as 13-bit sets."""
    chosen = list(combinations(ranks, size))
    sets = np.array(chosen, dtype=np.int64).reshape(len(chosen), size)
    return RANK_DIGIT[sets].sum(axis=1), (1 << sets).sum(axis=1)


def board_groups(board: Iterable[int], unseen: Iterable[int], flush_suits: Iterable[int]) -> BoardGroups:
    """The completions of ``board`` from the ``unseen`` cards (both as deck numbers 0-51,
    rank-major: ``rank * 4 + suit``), suited groups made for the suits in ``flush_suits``."""
    board, unseen = list(board), list(unseen)
    to_come = 5 - len(board)
    left_by_card = np.zeros((RANKS, SUITS), dtype=np.int64)  # 1 where the card is still to come
    for card in unseen:
        left_by_card[card // 4, card % 4] = 1
    left = left_by_card.sum(axis=1)
    board_key = sum(int(RANK_DIGIT[card // 4]) for card in board)

    # Plain groups: every multiset of ranks that can come (by rank key, ascending), with all
    # its boards for now.
    drawn, drawn_keys = rank_multisets(to_come)
    ways = _ways(drawn, left)
    drawn_keys, ways = drawn_keys[ways > 0], ways[ways > 0]
    plain_pattern = pattern_of_keys(board_key + drawn_keys)

    patterns, weights = [plain_pattern], [ways]
    suits = [np.full(len(ways), NO_SUIT, dtype=np.int8)]
    flush_ranks = [np.zeros(len(ways), dtype=np.int64)]
    for suit in sorted(set(flush_suits)):
        on_board = [card // 4 for card in board if card % 4 == suit]
        board_bits = sum(1 << rank for rank in on_board)
        suited_left = [rank for rank in range(RANKS) if left_by_card[rank, suit]]
        other_left = left - left_by_card[:, suit]
        for coming in range(max(0, 3 - len(on_board)), min(to_come, len(suited_left)) + 1):
            suited_keys, suited_bits = _suited_draws(suited_left, coming)
            others, other_keys = rank_multisets(to_come - coming)
            other_ways = _ways(others, other_left)
            other_keys, other_ways = other_keys[other_ways > 0], other_ways[other_ways > 0]
            if not len(other_keys):
                continue
            # Every suited set with every draw of the other suits: (suited x others) groups,
            # each drawing the ranks of one plain group (rank keys add up).
            plain = np.searchsorted(drawn_keys, (suited_keys[:, None] + other_keys[None, :]).ravel())
            group_ways = np.tile(other_ways, len(suited_keys))
            np.subtract.at(ways, plain, group_ways)  # these boards leave their plain group
            patterns.append(plain_pattern[plain])
            weights.append(group_ways)
            suits.append(np.full(len(group_ways), suit, dtype=np.int8))
            flush_ranks.append(np.repeat(suited_bits | board_bits, len(other_keys)))

    weight = np.concatenate(weights)
    keep = weight > 0  # plain groups whose every board went into suited ones
    groups = BoardGroups(
        np.concatenate(patterns)[keep],
        weight[keep],
        np.concatenate(suits)[keep],
        np.concatenate(flush_ranks)[keep],
    )
    expected = comb(len(unseen), to_come)
    if groups.total != expected:  # pragma: no cover - a broken count must never pass silently
        raise AssertionError(f"board groups count {groups.total} boards, not {expected}")
    return groups
