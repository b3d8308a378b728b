"""Ace-to-five lows: exactly two hole cards and exactly three board cards, table driven.

With a qualifier (eight or nine or better) the low depends only on the set of low ranks
in the hand and on the board, so it is one lookup in a row of
:mod:`binglao_tui.core.evaluation._low_tables`; with no qualifier pairs may play and the low is looked
up by rank pattern, like the high. :func:`best_low` finds the strength that way, then
the first hole pair and board cards (in deal order) that make it, and builds the hand.
The public names are also exported by :mod:`binglao_tui.core.evaluation.high`.
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
    LOW_BITS_OF,
    BoardLookup,
    board_lookup,
    check_sizes,
    combos,
)
from binglao_tui.core.evaluation._low_tables import any_row, five_low, hand_lows, pair_values, qualified_row
from binglao_tui.core.evaluation._tables import PAIR_SLOT, RANK_WEIGHT
from binglao_tui.core.evaluation.names import describe_low, low_ranks_text
from binglao_tui.core.evaluation.ranking import low_packed
from binglao_tui.core.rules import LowRule


@dataclass(frozen=True, slots=True)
class LowHand:
    """The best ace-to-five low a player can make, and how."""

    strength: int
    ranks: str
    cards: tuple[Card, ...]
    hole_used: tuple[Card, Card]
    board_used: tuple[Card, Card, Card]
    description: str
    paired: bool


_EIGHT, _NINE = LowRule.EIGHT, LowRule.NINE


def _low_row(info: BoardLookup, limit: int) -> list[int] | None:
    if limit == 8:
        if info.low8 is None and info.low_mask(8).bit_count() >= 3:
            info.low8 = qualified_row(8, info.mask8)
        return info.low8
    if info.low9 is None and info.low_mask(9).bit_count() >= 3:
        info.low9 = qualified_row(9, info.mask9)
    return info.low9


def _any_row(info: BoardLookup) -> list[int]:
    if info.any is None:
        info.any = any_row(info.key, tuple(sorted(c.rank.value for c in info.cards)))
    return info.any


def low_strength(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> int | None:
    """The strength of :func:`best_low` without building the hand (None: no low)."""
    if len(board) != 5 or not 2 <= len(hole) <= 9:
        check_sizes(hole, board)
        return _slow_low(hole, board, rule)[0]
    return low_of(board_lookup(board), hole, rule)


def low_of(info: BoardLookup, hole: Sequence[Card], rule: LowRule) -> int | None:
    """The best low strength of ``hole`` on the looked-up board (None: no low)."""
    if rule is _EIGHT or rule is _NINE:
        limit = 8 if rule is _EIGHT else 9
        row = _low_row(info, limit)
        if row is None:
            return None
        bits = LOW_BITS_OF[limit]
        mask = 0
        for h in hole:
            mask |= bits[h.index]
        return row[mask] or None
    row = _any_row(info)
    slot = PAIR_SLOT
    return max([row[slot[a * 16 + b]] for a, b in combinations([h.rank for h in hole], 2)])


def _slow_low(
    hole: Sequence[Card], board: Sequence[Card], rule: LowRule
) -> tuple[int | None, tuple[Card, Card] | None, tuple[Card, Card, Card] | None]:
    """Best low by trying every combination (boards of three or four cards)."""
    limit = rule.limit
    best: tuple[int | None, tuple[Card, Card] | None, tuple[Card, Card, Card] | None] = (None, None, None)
    for h, b in combos(hole, board):
        values = [c.rank.low_value for c in h + b]
        if limit is not None and (len(set(values)) < 5 or max(values) > limit):
            continue
        strength = low_packed(values)
        if best[0] is None or strength > best[0]:
            best = (strength, h, b)
    return best


def _qualified_pair(
    hole: Sequence[Card],
    bits: list[int],
    values: dict[int, int],
    strength: int,
) -> tuple[Card, Card]:
    """The first two hole cards (in deal order) that make the qualified low ``strength``."""
    low_cards = [card for card in hole if bits[card.index]]
    for first, second in combinations(low_cards, 2):
        if values.get(bits[first.index] | bits[second.index]) == strength:
            return first, second
    raise AssertionError("no combination reaches the best low")  # pragma: no cover


def _board_lows(info: BoardLookup, bits: list[int], board_mask: int, pair: int) -> tuple[Card, Card, Card]:
    """The board's three lowest low ranks that the hole pair does not hold (the first card
    of each rank in deal order): what plays with that pair."""
    rest = board_mask & ~pair
    first = rest & -rest
    rest ^= first
    second = rest & -rest
    rest ^= second
    wanted = first | second | (rest & -rest)
    used = []
    for card in info.cards:
        bit = bits[card.index]
        if bit & wanted:
            wanted ^= bit
            used.append(card)
    return used[0], used[1], used[2]


def _locate_low(
    info: BoardLookup, hole: Sequence[Card], rule: LowRule, strength: int
) -> tuple[tuple[Card, Card], tuple[Card, Card, Card]]:
    """The first hole pair and board cards (in deal order) that make the best low."""
    if rule is _EIGHT or rule is _NINE:
        limit = 8 if rule is _EIGHT else 9
        bits = LOW_BITS_OF[limit]
        board_mask = info.low_mask(limit)
        pair = _qualified_pair(hole, bits, pair_values(limit, board_mask), strength)
        return pair, _board_lows(info, bits, board_mask, bits[pair[0].index] | bits[pair[1].index])
    row, slot, weight = _any_row(info), PAIR_SLOT, RANK_WEIGHT
    for i, j in INDEX_PAIRS[len(hole)]:
        ri, rj = hole[i].rank, hole[j].rank
        if row[slot[ri * 16 + rj]] == strength:
            key = weight[ri] + weight[rj]
            for three_key, b in zip(info.three_keys(), info.three_cards(), strict=True):
                if five_low(key + three_key) == strength:
                    return (hole[i], hole[j]), b
    raise AssertionError("no combination reaches the best low")  # pragma: no cover


# Per strength: the ranks as written, the description, whether the low is paired, and how
# to put its five cards in order once they are sorted by rank, highest first (the aces,
# which count one, go from the front to the back).
_LOW_NAMES: dict[int, tuple[str, str, bool, Callable[[list[Card]], tuple[Card, ...]]]] = {}
_RANK = attrgetter("rank")


_LowNames = tuple[str, str, bool, Callable[[list[Card]], tuple[Card, ...]]]


def _low_names(strength: int, five: tuple[Card, ...]) -> _LowNames:
    values = [c.rank.low_value for c in five]
    aces = values.count(1)
    order = cast(Callable[[list[Card]], tuple[Card, ...]], itemgetter(*range(aces, 5), *range(aces)))
    paired = len(set(values)) < 5
    names = _LOW_NAMES[strength] = (low_ranks_text(values), describe_low(values), paired, order)
    return names


def make_low(strength: int, hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card]) -> LowHand:
    """The low hand of this strength made with these cards."""
    five = hole_used + board_used
    names = _LOW_NAMES.get(strength) or _low_names(strength, five)
    cards = names[3](sorted(five, key=_RANK, reverse=True))
    return LowHand(strength, names[0], cards, hole_used, board_used, names[1], names[2])


def low_hand(info: BoardLookup, hole: Sequence[Card], rule: LowRule) -> LowHand | None:
    """The best low of ``hole`` on the looked-up board, built (None: no low)."""
    found = low_of(info, hole, rule)
    if found is None:
        return None
    h, b = _locate_low(info, hole, rule, found)
    return make_low(found, h, b)


def low_hands(info: BoardLookup, holes: Sequence[Sequence[Card]], rule: LowRule) -> list[LowHand | None]:
    """:func:`low_hand` for several hands on one board.

    With a qualifier, a board without three low ranks gives nobody a low. Otherwise each
    hand's low depends only on its set of low ranks: the best low for each set met so far is
    kept per board pattern (found from a handful of pair lookups the first time), so a board
    seen once costs no table of every possible hand.
    """
    if rule is not _EIGHT and rule is not _NINE:
        return [low_hand(info, hole, rule) for hole in holes]
    limit = 8 if rule is _EIGHT else 9
    board_mask = info.low_mask(limit)
    if board_mask.bit_count() < 3:
        return [None] * len(holes)
    bits = LOW_BITS_OF[limit]
    values = pair_values(limit, board_mask)
    best_of = hand_lows(limit, board_mask)
    board_lows: dict[int, tuple[Card, Card, Card]] = {}  # by hole pair mask
    low_names = _LOW_NAMES
    hands: list[LowHand | None] = []
    for hole in holes:
        mask = 0
        low_cards = []
        for card in hole:
            bit = bits[card.index]
            if bit:
                mask |= bit
                low_cards.append(card)
        found = best_of.get(mask)
        if found is None:
            found = best_of[mask] = _best_pair(mask, values)
        if not found:
            hands.append(None)
            continue
        # The first two hole cards (in deal order) that make it, and the board's three.
        for first, second in combinations(low_cards, 2):
            pair_mask = bits[first.index] | bits[second.index]
            if values.get(pair_mask) == found:
                break
        else:  # pragma: no cover
            raise AssertionError("no combination reaches the best low")
        used = board_lows.get(pair_mask)
        if used is None:
            used = board_lows[pair_mask] = _board_lows(info, bits, board_mask, pair_mask)
        hole_used = (first, second)
        five = hole_used + used
        names = low_names.get(found) or _low_names(found, five)
        hands.append(
            LowHand(
                found,
                names[0],
                names[3](sorted(five, key=_RANK, reverse=True)),
                hole_used,
                used,
                names[1],
                names[2],
            )
        )
    return hands


def _best_pair(mask: int, values: dict[int, int]) -> int:
    """The best low any two of the ranks in ``mask`` make with the board (0: none)."""
    ranks = [1 << bit for bit in range(mask.bit_length()) if mask >> bit & 1]
    return max([values.get(a | b, 0) for a, b in combinations(ranks, 2)], default=0)


def best_low(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> LowHand | None:
    """The best low from exactly two hole and three board cards, or None if none qualifies."""
    check_sizes(hole, board)
    if len(board) != 5:
        strength, h, b = _slow_low(hole, board, rule)
        if strength is None or h is None or b is None:
            return None
        return make_low(strength, h, b)
    return low_hand(board_lookup(board), hole, rule)
