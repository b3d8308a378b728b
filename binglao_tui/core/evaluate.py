"""Omaha hand evaluation: exactly two hole cards and exactly three board cards.

High and low are chosen independently: the best high may use different hole and board
cards from the best low. Strengths are plain integers where larger always wins and equal
numbers are exact ties (suits never break a tie).

>>> from binglao_tui.core.cards import parse_cards
>>> best_high(parse_cards("Ah Ad As Kc"), parse_cards("2h 3d 4c 5s 9h")).description
'Five-high straight'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from itertools import combinations

from binglao_tui.core.cards import Card, Rank
from binglao_tui.core.games import LowRule


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


@dataclass(frozen=True, slots=True)
class HighHand:
    """The best high hand a player can make, and how."""

    strength: int
    category: Category
    cards: tuple[Card, ...]
    hole_used: tuple[Card, Card]
    board_used: tuple[Card, Card, Card]
    description: str


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


# A strength packs the category above five four-bit rank digits, most important first.
_CATEGORY_SHIFT = 20


def _pack(category: int, digits: Sequence[int]) -> int:
    value = category
    for i in range(5):
        value = (value << 4) | (digits[i] if i < len(digits) else 0)
    return value


def _grouped(values: Sequence[int]) -> list[int]:
    """Rank values ordered by how many times they appear, then by value, highest first."""
    counts = Counter(values)
    return sorted(values, key=lambda v: (counts[v], v), reverse=True)


def _straight_top(values: Sequence[int]) -> int:
    """The top card of a five-card straight (5 for the wheel), or 0 if it is none."""
    distinct = sorted(set(values))
    if len(distinct) != 5:
        return 0
    if distinct[-1] - distinct[0] == 4:
        return distinct[-1]
    if distinct == [2, 3, 4, 5, 14]:
        return 5
    return 0


def _classify(cards: Sequence[Card]) -> tuple[Category, list[int]]:
    """The category of five cards and their rank values in reading order."""
    values = [card.rank.value for card in cards]
    flush = len({card.suit for card in cards}) == 1
    top = _straight_top(values)
    if top:
        order = [5, 4, 3, 2, 14] if top == 5 else list(range(top, top - 5, -1))
        return (Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT), order
    grouped = _grouped(values)
    shape = sorted(Counter(values).values(), reverse=True)
    if shape[0] == 4:
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
    return category, grouped


def five_card_strength(cards: Sequence[Card]) -> int:
    """The high strength of exactly five cards (same scale as :attr:`HighHand.strength`)."""
    if len(cards) != 5:
        raise ValueError(f"a high hand is five cards, got {len(cards)}")
    category, order = _classify(cards)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        order = [1 if v == 14 and order[0] == 5 else v for v in order]
    return _pack(category, order)


def _check(hole: Sequence[Card], board: Sequence[Card]) -> None:
    if not 2 <= len(hole) <= 9:
        raise ValueError(f"a player needs 2 to 9 hole cards, got {len(hole)}")
    if not 3 <= len(board) <= 5:
        raise ValueError(f"the board needs 3 to 5 cards, got {len(board)}")


def _combos(
    hole: Sequence[Card], board: Sequence[Card]
) -> list[tuple[tuple[Card, Card], tuple[Card, Card, Card]]]:
    return [
        ((h[0], h[1]), (b[0], b[1], b[2]))
        for h in combinations(hole, 2)
        for b in combinations(board, 3)
    ]


# ---------------------------------------------------------------------------- high


def _word(value: int) -> str:
    return Rank(value).word


def _plural(value: int) -> str:
    return Rank(value).plural


def describe_high(category: Category, order: Sequence[int]) -> str:
    """A description a dealer reads aloud, from the category and reading-order ranks."""
    top = order[0]
    if category is Category.STRAIGHT_FLUSH:
        return "Royal flush" if top == 14 else f"{_word(top).capitalize()}-high straight flush"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four {_plural(top)}"
    if category is Category.FULL_HOUSE:
        return f"{_plural(top).capitalize()} full of {_plural(order[3])}"
    if category is Category.FLUSH:
        return f"{_word(top).capitalize()}-high flush"
    if category is Category.STRAIGHT:
        return f"{_word(top).capitalize()}-high straight"
    if category is Category.THREE_OF_A_KIND:
        return f"Three {_plural(top)}"
    if category is Category.TWO_PAIR:
        return f"Two pair, {_plural(top)} and {_plural(order[2])}"
    if category is Category.ONE_PAIR:
        return f"Pair of {_plural(top)}"
    return f"{_word(top).capitalize()} high"


def _reading_order(cards: Sequence[Card], order: Sequence[int]) -> tuple[Card, ...]:
    """The five cards arranged to follow ``order`` (suits break nothing, only placement)."""
    pool = sorted(cards, key=lambda c: c.index, reverse=True)
    out: list[Card] = []
    for value in order:
        card = next(c for c in pool if c.rank.value == value)
        pool.remove(card)
        out.append(card)
    return tuple(out)


def _make_high(hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card]) -> HighHand:
    five = hole_used + board_used
    category, order = _classify(five)
    return HighHand(
        strength=five_card_strength(five),
        category=category,
        cards=_reading_order(five, order),
        hole_used=hole_used,
        board_used=board_used,
        description=describe_high(category, order),
    )


def best_high(hole: Sequence[Card], board: Sequence[Card]) -> HighHand:
    """The best high hand from exactly two of ``hole`` and exactly three of ``board``."""
    _check(hole, board)
    best: tuple[int, tuple[Card, Card], tuple[Card, Card, Card]] | None = None
    for h, b in _combos(hole, board):
        strength = five_card_strength(h + b)
        if best is None or strength > best[0]:
            best = (strength, h, b)
    assert best is not None
    return _make_high(best[1], best[2])


def high_strength(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """The strength of :func:`best_high` without building the hand."""
    _check(hole, board)
    return max(five_card_strength(h + b) for h, b in _combos(hole, board))


# ----------------------------------------------------------------------------- low

# Badness of a low's pairing, from none to four of a kind; a better low has less.
_PAIRING_BADNESS = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3,
                    (3, 2): 4, (4, 1): 5}
_LOW_CEILING = 6 << _CATEGORY_SHIFT


def _low_value(card: Card) -> int:
    return card.rank.low_value


def five_card_low_strength(cards: Sequence[Card], rule: LowRule) -> int | None:
    """The ace-to-five low strength of five cards under ``rule``, or None if it does not qualify.

    Straights and flushes do not count against a low. Under a qualifier every card must be
    of a different rank no higher than the limit. With no qualifier a paired hand still
    makes a low, ranked below every unpaired one.
    """
    values = [_low_value(card) for card in cards]
    counts = Counter(values)
    shape = tuple(sorted(counts.values(), reverse=True))
    limit = rule.limit
    if limit is not None and (shape[0] > 1 or max(values) > limit):
        return None
    order = _grouped(values)
    return _LOW_CEILING - _pack(_PAIRING_BADNESS[shape], order)


def _low_ranks(order: Sequence[int]) -> str:
    return "-".join("A" if v == 1 else Rank(v).char for v in order)


def _make_low(hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card], strength: int) -> LowHand:
    five = hole_used + board_used
    values = [_low_value(card) for card in five]
    paired = len(set(values)) < 5
    order = sorted(values, reverse=True)
    ranks = _low_ranks(order)
    cards = sorted(five, key=lambda c: (c.rank.low_value, c.index), reverse=True)
    if paired:
        pair_words = sorted({v for v in values if values.count(v) > 1}, reverse=True)
        names = " and ".join(("aces" if v == 1 else Rank(v).plural) for v in pair_words)
        description = f"{ranks} (paired: {names})"
    else:
        description = ranks
    return LowHand(
        strength=strength,
        ranks=ranks,
        cards=tuple(cards),
        hole_used=hole_used,
        board_used=board_used,
        description=description,
        paired=paired,
    )


def best_low(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> LowHand | None:
    """The best low from exactly two hole and three board cards, or None if none qualifies."""
    _check(hole, board)
    best: tuple[int, tuple[Card, Card], tuple[Card, Card, Card]] | None = None
    for h, b in _combos(hole, board):
        strength = five_card_low_strength(h + b, rule)
        if strength is not None and (best is None or strength > best[0]):
            best = (strength, h, b)
    if best is None:
        return None
    return _make_low(best[1], best[2], best[0])


def low_strength(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> int | None:
    """The strength of :func:`best_low` without building the hand (None: no low)."""
    _check(hole, board)
    best: int | None = None
    for h, b in _combos(hole, board):
        strength = five_card_low_strength(h + b, rule)
        if strength is not None and (best is None or strength > best):
            best = strength
    return best


def strength_category(strength: int) -> Category:
    """The category of a high strength (as returned by :func:`five_card_strength`)."""
    return Category(strength >> _CATEGORY_SHIFT)
