"""Ranking five cards the plain way, and the plain Omaha brute force kept as the reference.

Everything here works directly from rank values, with no lookup tables, so it is slow
but easy to check by eye. The fast evaluator in :mod:`binglao_tui.core.evaluation.high` builds
its tables from these functions, and the tests hold the two against each other.

High strength is packed as ``category << 20`` followed by five four-bit rank digits in
reading order (the wheel counts its ace as 1), so a larger number always wins and equal
numbers are exact ties. Low strength is ``LOW_CEILING`` minus the packed "badness" of
the low (pairing first, then the ranks with the ace as 1), so again larger wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import IntEnum
from itertools import combinations

from binglao_tui.core.cards import Card


class Category(IntEnum):
    """The high-hand categories, weakest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def key(self) -> str:
        """The name used in JSON output (``"three_of_a_kind"``)."""
        return self.name.lower()


CATEGORY_SHIFT = 20
_WHEEL = [5, 4, 3, 2, 14]

# How badly a low is paired, from none to four of a kind; a better low has less.
_PAIRING_BADNESS = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}
LOW_CEILING = 6 << CATEGORY_SHIFT


def pack(category: int, digits: Sequence[int]) -> int:
    """A category followed by up to five rank digits, as one comparable number."""
    value = category
    for i in range(5):
        value = (value << 4) | (digits[i] if i < len(digits) else 0)
    return value


def grouped(values: Sequence[int]) -> list[int]:
    """Rank values ordered by how often they appear, then by value, highest first."""
    counts = Counter(values)
    return sorted(values, key=lambda v: (counts[v], v), reverse=True)


def straight_top(values: Sequence[int]) -> int:
    """The top card of a five-card straight (5 for the wheel), or 0 if it is none."""
    distinct = sorted(set(values))
    if len(distinct) != 5:
        return 0
    if distinct[-1] - distinct[0] == 4:
        return distinct[-1]
    if distinct == [2, 3, 4, 5, 14]:
        return 5
    return 0


def classify(values: Sequence[int], flush: bool) -> tuple[Category, list[int]]:
    """The category of five cards (rank values 2-14) and their ranks in reading order."""
    top = straight_top(values)
    if top:
        order = list(_WHEEL) if top == 5 else list(range(top, top - 5, -1))
        return (Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT), order
    order = grouped(values)
    shape = sorted(Counter(values).values(), reverse=True)
    if shape[0] >= 4:
        category = Category.FOUR_OF_A_KIND
    elif shape[:2] == [3, 2]:
        category = Category.FULL_HOUSE
    elif flush:
        category = Category.FLUSH
    elif shape[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = Category.TWO_PAIR
    elif shape[0] == 2:
        category = Category.ONE_PAIR
    else:
        category = Category.HIGH_CARD
    return category, order


def high_packed(values: Sequence[int], flush: bool) -> int:
    """The high strength of five cards given their rank values and whether they are suited."""
    category, order = classify(values, flush)
    if order == _WHEEL and category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        order = [5, 4, 3, 2, 1]  # the wheel: its ace counts one
    return pack(category, order)


def low_packed(low_values: Sequence[int]) -> int:
    """The ace-to-five low strength of five cards given their low values (ace = 1).

    Straights and flushes do not count. A paired hand still gets a strength, ranked below
    every unpaired one: fewer and lower pairs are better, then the kickers from the top.
    """
    shape = tuple(sorted(Counter(low_values).values(), reverse=True))
    badness = _PAIRING_BADNESS.get(shape, 6)
    return LOW_CEILING - pack(badness, grouped(low_values))


def low_qualifies(low_values: Sequence[int], limit: int | None) -> bool:
    """Whether five low values make a low under a qualifier (``None``: no qualifier)."""
    if limit is None:
        return True
    return len(set(low_values)) == 5 and max(low_values) <= limit


# ------------------------------------------------------------- the plain Omaha reference


def reference_five_card_strength(cards: Sequence[Card]) -> int:
    """The high strength of five cards, computed the long way."""
    return high_packed([c.rank.value for c in cards], len({c.suit for c in cards}) == 1)


def reference_high_strength(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """The best high over every two-hole, three-board combination, the long way."""
    return max(
        reference_five_card_strength(h + b) for h in combinations(hole, 2) for b in combinations(board, 3)
    )


def reference_low_strength(hole: Sequence[Card], board: Sequence[Card], limit: int | None) -> int | None:
    """The best low over every two-hole, three-board combination (None: no low), the long way."""
    best: int | None = None
    for h in combinations(hole, 2):
        for b in combinations(board, 3):
            values = [c.rank.low_value for c in h + b]
            if low_qualifies(values, limit):
                strength = low_packed(values)
                if best is None or strength > best:
                    best = strength
    return best
