"""Omaha hand evaluation: exactly two hole cards and exactly three board cards.

High and low are chosen independently: the best high may use different hole and board
cards from the best low. Strengths are plain integers where larger always wins and equal
numbers are exact ties (suits never break a tie).

The strength functions are table driven (see :mod:`binglao_tui.core.evaluation._tables` and
:mod:`binglao_tui.core.evaluation._low_tables`) and keep what they learn about a board in a small
cache (:mod:`binglao_tui.core.evaluation._board`), so evaluating every player against one
board costs a few lookups each. :func:`best_high` and :func:`best_low` find the strength
that way, then build the hand once; :func:`best_hands` does every player of a showdown
with one look at the board. The lows live in :mod:`binglao_tui.core.evaluation.low` and
are exported here too. The slow, plain versions in :mod:`binglao_tui.core.evaluation.ranking`
are the reference the tests hold these to.

Three aces in the hand still play as a pair (only two hole cards count), and the wheel on
this board would need a second hole card from two to five:

>>> from binglao_tui.core.cards import parse_cards
>>> best_high(parse_cards("Ah Ad As Kc"), parse_cards("2h 3d 4c 5s 9h")).description
'Pair of aces'
>>> best_high(parse_cards("Ah 2d As Kc"), parse_cards("7h 3d 4c 5s 9h")).description
'Five-high straight'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from operator import attrgetter, itemgetter
from typing import cast

from binglao_tui.core.cards import Card
from binglao_tui.core.evaluation._board import (
    INDEX_PAIRS,
    RANK_BIT_OF,
    WEIGHT_OF,
    BoardLookup,
    board_lookup,
    check_sizes,
    clear_board_cache,
    combos,
    pair_slots,
)
from binglao_tui.core.evaluation._tables import PAIR_SLOT, RANK_BIT, RANK_WEIGHT, high_tables
from binglao_tui.core.evaluation.low import LowHand, best_low, low_hands, low_strength
from binglao_tui.core.evaluation.names import describe_high
from binglao_tui.core.evaluation.ranking import CATEGORY_SHIFT, Category, classify
from binglao_tui.core.rules import LowRule

__all__ = [
    "Category",
    "HighHand",
    "LowHand",
    "best_hand_lists",
    "best_hands",
    "best_high",
    "best_low",
    "clear_board_cache",
    "five_card_strength",
    "high_strength",
    "low_strength",
    "strength_category",
]


@dataclass(frozen=True, slots=True)
class HighHand:
    """The best high hand a player can make, and how.

    Compare hands by ``strength``.
    """

    strength: int
    category: Category
    cards: tuple[Card, ...]
    hole_used: tuple[Card, Card]
    board_used: tuple[Card, Card, Card]
    description: str


def strength_category(strength: int) -> Category:
    """The category of a high strength."""
    return Category(strength >> CATEGORY_SHIFT)


# ---------------------------------------------------------------------------- high


def five_card_strength(cards: Sequence[Card]) -> int:
    """The high strength of exactly five cards (same scale as :attr:`HighHand.strength`)."""
    if len(cards) != 5:
        raise ValueError(f"a high hand is five cards, got {len(cards)}")
    t = high_tables()
    a, b, c, d, e = cards
    if a.suit is b.suit is c.suit is d.suit is e.suit:
        return t.classes[
            t.flush[
                RANK_BIT[a.rank] | RANK_BIT[b.rank] | RANK_BIT[c.rank] | RANK_BIT[d.rank] | RANK_BIT[e.rank]
            ]
        ]
    key = (
        RANK_WEIGHT[a.rank]
        + RANK_WEIGHT[b.rank]
        + RANK_WEIGHT[c.rank]
        + RANK_WEIGHT[d.rank]
        + RANK_WEIGHT[e.rank]
    )
    return t.classes[t.five_by_key[key]]


_INDEX = attrgetter("index")


def _flush_class(info: BoardLookup, hole: Sequence[Card]) -> int:
    """The best flush class (or -1) using two hole cards of the board's flush suit."""
    number, bit_of = info.flush_number, RANK_BIT_OF
    suited: list[int] = [bit_of[index] for index in map(_INDEX, hole) if index & 3 == number]
    if len(suited) < 2:
        return -1
    flush, sets = info.flush, info.flush_sets
    if len(suited) == 2 and len(sets) == 1:  # the usual case: one suited pair, three of the suit on board
        return flush[suited[0] | suited[1] | sets[0]]
    return max([flush[p | q | s] for p, q in combinations(suited, 2) for s in sets])


def high_strength(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """The strength of :func:`best_high` without building the hand."""
    if len(board) != 5 or not 2 <= len(hole) <= 9:
        check_sizes(hole, board)
        return max(five_card_strength(h + b) for h, b in combos(hole, board))
    info = board_lookup(board)
    row = info.row
    slot = PAIR_SLOT
    if len(hole) == 4:
        ra, rb, rc, rd = hole[0].rank, hole[1].rank, hole[2].rank, hole[3].rank
        a, b, c = ra * 16, rb * 16, rc * 16
        best = max(
            row[slot[a + rb]],
            row[slot[a + rc]],
            row[slot[a + rd]],
            row[slot[b + rc]],
            row[slot[b + rd]],
            row[slot[c + rd]],
        )
    else:
        best = max([row[slot[a * 16 + b]] for a, b in combinations([h.rank for h in hole], 2)])
    if info.flush_suit is not None:
        best = max(best, _flush_class(info, hole))
    return info.classes[best]


# Per strength: the category, the description, and how to put its five cards in reading
# order once they are sorted by rank, highest first (cards of one rank keep their order).
# The fast path keeps them by table class instead (with the strength), in a plain list.
_ReadingOrder = Callable[[list[Card]], tuple[Card, ...]]
_Names = tuple[Category, str, _ReadingOrder]
_HIGH_NAMES: dict[int, _Names] = {}
_BY_CLASS: list[tuple[int, Category, str, _ReadingOrder] | None] = [None] * 7462  # a slot per table class
_RANK = attrgetter("rank")


def _high_names(strength: int, five: tuple[Card, ...]) -> _Names:
    found = _HIGH_NAMES.get(strength)
    if found is None:
        flush = five[0].suit is five[1].suit is five[2].suit is five[3].suit is five[4].suit
        category, order = classify([int(c.rank) for c in five], flush)
        by_rank = sorted(order, reverse=True)
        # Where each rank of the reading order sits among the ranks sorted highest first.
        positions, taken = [], [False] * 5
        for value in order:
            at = next(i for i, v in enumerate(by_rank) if v == value and not taken[i])
            taken[at] = True
            positions.append(at)
        reading_order = cast(_ReadingOrder, itemgetter(*positions))
        found = _HIGH_NAMES[strength] = (category, describe_high(category, order), reading_order)
    return found


def _class_names(
    number: int,
    strength: int,
    five: tuple[Card, ...],
) -> tuple[int, Category, str, _ReadingOrder]:
    category, description, reading_order = _high_names(strength, five)
    found = _BY_CLASS[number] = (strength, category, description, reading_order)
    return found


def _make_high(strength: int, hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card]) -> HighHand:
    five = hole_used + board_used
    category, description, reading_order = _high_names(strength, five)
    cards = reading_order(sorted(five, key=_RANK, reverse=True))
    return HighHand(strength, category, cards, hole_used, board_used, description)


def _high_hand(info: BoardLookup, hole: Sequence[Card]) -> HighHand:
    """The best high and the first hole pair and board cards (in deal order) that make it."""
    return _high_hands(info, (hole,))[0]


def _high_hands(info: BoardLookup, holes: Sequence[Sequence[Card]]) -> list[HighHand]:
    """:func:`_high_hand` for several hands on one board, the board's parts looked up once."""
    row, slots, five, weight_of, by_class = info.row, pair_slots(), info.five, WEIGHT_OF, _BY_CLASS
    keys = info.three_ranks or info.three_keys()
    threes = info.threes
    suit = info.flush_suit
    key_of = info.key_of
    hands = []
    for hole in holes:
        # The table class of every hole pair, in deal order (written out for 4 and 6 cards).
        if len(hole) == 6:
            i0, i1, i2, i3, i4, i5 = map(_INDEX, hole)
            s0, s1, s2, s3, s4 = slots[i0], slots[i1], slots[i2], slots[i3], slots[i4]
            values = [
                row[s0[i1]],
                row[s0[i2]],
                row[s0[i3]],
                row[s0[i4]],
                row[s0[i5]],
                row[s1[i2]],
                row[s1[i3]],
                row[s1[i4]],
                row[s1[i5]],
                row[s2[i3]],
                row[s2[i4]],
                row[s2[i5]],
                row[s3[i4]],
                row[s3[i5]],
                row[s4[i5]],
            ]
        elif len(hole) == 4:
            i0, i1, i2, i3 = map(_INDEX, hole)
            s0, s1, s2 = slots[i0], slots[i1], slots[i2]
            values = [row[s0[i1]], row[s0[i2]], row[s0[i3]], row[s1[i2]], row[s1[i3]], row[s2[i3]]]
        else:
            values = [row[slots[a.index][b.index]] for a, b in combinations(hole, 2)]
        plain = max(values)
        if suit is not None:
            flush = _flush_class(info, hole)
            if flush > plain:
                hands.append(_flush_hand(info, hole, flush))
                continue
        i, j = INDEX_PAIRS[len(hole)][values.index(plain)]
        first, second = hole[i], hole[j]
        pair = weight_of[first.index] + weight_of[second.index]
        # The first three board cards (in deal order) that make it: without a flush a class
        # is one rank multiset, so the three are those with the rest of its rank key.
        if key_of is not None:
            k = keys.index(key_of[plain] - pair)
        else:
            k = 0
            while five[pair + keys[k]] != plain:
                k += 1
        hole_used, board_used = (first, second), threes[k]
        cards = hole_used + board_used
        strength, category, description, reading_order = by_class[plain] or _class_names(
            plain, info.classes[plain], cards
        )
        hands.append(
            HighHand(
                strength,
                category,
                reading_order(sorted(cards, key=_RANK, reverse=True)),
                hole_used,
                board_used,
                description,
            )
        )
    return hands


def _flush_hand(info: BoardLookup, hole: Sequence[Card], flush: int) -> HighHand:
    """The flush of class ``flush``: the first suited hole pair and board cards that make it."""
    suit, bit, table = info.flush_suit, RANK_BIT, info.flush
    for i, j in INDEX_PAIRS[len(hole)]:
        first, second = hole[i], hole[j]
        if first.suit is suit and second.suit is suit:
            pair = bit[first.rank] | bit[second.rank]
            for b in info.threes:
                suited = b[0].suit is suit and b[1].suit is suit and b[2].suit is suit
                if suited and table[pair | bit[b[0].rank] | bit[b[1].rank] | bit[b[2].rank]] == flush:
                    return _make_high(info.classes[flush], (first, second), b)
    raise AssertionError("no combination reaches the best flush")  # pragma: no cover


def best_high(hole: Sequence[Card], board: Sequence[Card]) -> HighHand:
    """The best high hand from exactly two of ``hole`` and exactly three of ``board``."""
    check_sizes(hole, board)
    if len(board) == 5:
        return _high_hand(board_lookup(board), hole)
    strength = high_strength(hole, board)
    for h, b in combos(hole, board):
        if five_card_strength(h + b) == strength:
            return _make_high(strength, h, b)
    raise AssertionError("no combination reaches the best strength")  # pragma: no cover


def best_hands(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card],
    low_rule: LowRule | None,
) -> list[tuple[HighHand, LowHand | None]]:
    """Each hand's best high and (with ``low_rule``) best low, the board looked up once.

    The same as :func:`best_high` and :func:`best_low` hand by hand; this is the judge's
    way in, where six players share one board.
    """
    highs, lows = best_hand_lists(holes, board, low_rule)
    return list(zip(highs, lows, strict=True))


def best_hand_lists(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card],
    low_rule: LowRule | None,
) -> tuple[list[HighHand], list[LowHand | None]]:
    """:func:`best_hands` as two lists: every hand's high, and every hand's low."""
    if len(board) != 5:
        return (
            [best_high(hole, board) for hole in holes],
            [None if low_rule is None else best_low(hole, board, low_rule) for hole in holes],
        )
    for hole in holes:
        if not 2 <= len(hole) <= 9:
            check_sizes(hole, board)
    info = BoardLookup(tuple(board), high_tables())  # one board, read once: no need to cache it
    highs = _high_hands(info, holes)
    if low_rule is None:
        return highs, [None] * len(highs)
    return highs, low_hands(info, holes, low_rule)
