"""Omaha hand evaluation: exactly two hole cards and exactly three board cards.

High and low are chosen independently: the best high may use different hole and board
cards from the best low. Strengths are plain integers where larger always wins and equal
numbers are exact ties (suits never break a tie).

The strength functions are table driven (see :mod:`binglao_tui.core.tables` and
:mod:`binglao_tui.core.lowtables`) and keep what they learn about a board in a small
cache, so evaluating every player against one board costs a few lookups each.
:func:`best_high` and :func:`best_low` find the strength that way, then build the hand
once. The slow, plain versions in :mod:`binglao_tui.core.handrank` are the reference
the tests hold these to.

>>> from binglao_tui.core.cards import parse_cards
>>> best_high(parse_cards("Ah Ad As Kc"), parse_cards("2h 3d 4c 5s 9h")).description
'Five-high straight'
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from binglao_tui.core.cards import Card, Suit
from binglao_tui.core.describe import describe_high, describe_low, low_ranks_text
from binglao_tui.core.games import LowRule
from binglao_tui.core.handrank import CATEGORY_SHIFT, Category, classify, low_packed
from binglao_tui.core.lowtables import any_row, five_low, low_bits, pair_values, qualified_row
from binglao_tui.core.tables import PAIR_SLOT, RANK_BIT, RANK_WEIGHT, HighTables, high_tables

__all__ = [
    "Category",
    "HighHand",
    "LowHand",
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


def strength_category(strength: int) -> Category:
    """The category of a high strength."""
    return Category(strength >> CATEGORY_SHIFT)


_EIGHT, _NINE = LowRule.EIGHT, LowRule.NINE
_LOW_BITS = {8: low_bits(8), 9: low_bits(9)}
_INDEX_PAIRS = [tuple(combinations(range(n), 2)) for n in range(10)]
_LOW_VALUE = [0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]


class _Board:
    """What the evaluator works out once per board and keeps in the cache.

    The high part is computed at once; the low parts when a low is first asked for.
    """

    __slots__ = ("any", "cards", "classes", "flush", "flush_sets", "flush_suit", "key", "low8", "low9",
                 "mask8", "mask9", "row", "three_ranks", "threes")

    def __init__(self, cards: tuple[Card, ...], tables: HighTables) -> None:
        self.cards = cards  # kept so that the ids in the cache key stay unique
        weight = RANK_WEIGHT
        a, b, c, d, e = cards
        self.key = weight[a.rank] + weight[b.rank] + weight[c.rank] + weight[d.rank] + weight[e.rank]
        self.row = tables.row(tables.board_row[self.key])
        self.classes = tables.classes
        self.flush = tables.flush
        suits = [a.suit, b.suit, c.suit, d.suit, e.suit]
        self.flush_suit: Suit | None = None
        self.flush_sets: tuple[int, ...] = ()
        for suit in suits[:3]:
            if suits.count(suit) >= 3:
                self.flush_suit = suit
                suited = [card.rank for card in cards if card.suit is suit]
                bit = RANK_BIT
                self.flush_sets = tuple([bit[x] | bit[y] | bit[z] for x, y, z in combinations(suited, 3)])
                break
        self.mask8 = self.mask9 = -1
        self.low8: list[int] | None = None
        self.low9: list[int] | None = None
        self.any: list[int] | None = None
        self.threes: tuple[tuple[Card, Card, Card], ...] = ()
        self.three_ranks: tuple[int, ...] = ()

    def three_cards(self) -> tuple[tuple[Card, Card, Card], ...]:
        """The ten ways to take three board cards, in deal order."""
        if not self.threes:
            self.threes = tuple(combinations(self.cards, 3))
        return self.threes

    def three_keys(self) -> tuple[int, ...]:
        """The rank key of each of :meth:`three_cards`."""
        if not self.three_ranks:
            w = RANK_WEIGHT
            self.three_ranks = tuple([w[a.rank] + w[b.rank] + w[c.rank] for a, b, c in self.three_cards()])
        return self.three_ranks

    def low_mask(self, limit: int) -> int:
        """The set of the board's ranks that may play in a low under the limit."""
        mask = self.mask8 if limit == 8 else self.mask9
        if mask < 0:
            bits = _LOW_BITS[limit]
            mask = 0
            for card in self.cards:
                mask |= bits[card.rank]
            if limit == 8:
                self.mask8 = mask
            else:
                self.mask9 = mask
        return mask


_CACHE: dict[tuple[int, ...], _Board] = {}
_CACHE_SIZE = 512  # a showdown needs one board; a small cache keeps the collector's work small


def clear_board_cache() -> None:
    """Forget every board seen so far (benchmarks use it to start cold; tables stay loaded)."""
    _CACHE.clear()


def _board(board: Sequence[Card], key: tuple[int, ...] | None = None) -> _Board:
    """The board's cached facts; the cache is keyed by the cards' identities."""
    if key is None:
        key = tuple(map(id, board))
    found = _CACHE.get(key)
    if found is None:
        if len(board) != 5:
            raise ValueError(f"the board needs 5 cards here, got {len(board)}")
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = _Board(tuple(board), high_tables())
    return found


def _check(hole: Sequence[Card], board: Sequence[Card]) -> None:
    if not 2 <= len(hole) <= 9:
        raise ValueError(f"a player needs 2 to 9 hole cards, got {len(hole)}")
    if not 3 <= len(board) <= 5:
        raise ValueError(f"the board needs 3 to 5 cards, got {len(board)}")


# ---------------------------------------------------------------------------- high


def five_card_strength(cards: Sequence[Card]) -> int:
    """The high strength of exactly five cards (same scale as :attr:`HighHand.strength`)."""
    if len(cards) != 5:
        raise ValueError(f"a high hand is five cards, got {len(cards)}")
    t = high_tables()
    a, b, c, d, e = cards
    if a.suit is b.suit is c.suit is d.suit is e.suit:
        return t.classes[t.flush[RANK_BIT[a.rank] | RANK_BIT[b.rank] | RANK_BIT[c.rank]
                                 | RANK_BIT[d.rank] | RANK_BIT[e.rank]]]
    key = RANK_WEIGHT[a.rank] + RANK_WEIGHT[b.rank] + RANK_WEIGHT[c.rank] + RANK_WEIGHT[d.rank] \
        + RANK_WEIGHT[e.rank]
    return t.classes[t.five_by_key[key]]


def _flush_class(info: _Board, hole: Sequence[Card], flush: array[int]) -> int:
    """The best flush class (or -1) using two hole cards of the board's flush suit."""
    suit = info.flush_suit
    suited = [RANK_BIT[h.rank] for h in hole if h.suit is suit]
    if len(suited) < 2:
        return -1
    return max([flush[p | q | s] for p, q in combinations(suited, 2) for s in info.flush_sets])


def high_strength(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """The strength of :func:`best_high` without building the hand."""
    if len(board) != 5 or not 2 <= len(hole) <= 9:
        _check(hole, board)
        return max(five_card_strength(h + b) for h, b in _combos(hole, board))
    key = tuple(map(id, board))
    info = _CACHE.get(key) or _board(board, key)
    row = info.row
    slot = PAIR_SLOT
    if len(hole) == 4:
        ra, rb, rc, rd = hole[0].rank, hole[1].rank, hole[2].rank, hole[3].rank
        a, b, c = ra * 16, rb * 16, rc * 16
        best = max(row[slot[a + rb]], row[slot[a + rc]], row[slot[a + rd]],
                   row[slot[b + rc]], row[slot[b + rd]], row[slot[c + rd]])
    else:
        ranks = [h.rank for h in hole]
        best = max([row[slot[ranks[i] * 16 + ranks[j]]] for i, j in _INDEX_PAIRS[len(ranks)]])
    if info.flush_suit is not None:
        best = max(best, _flush_class(info, hole, info.flush))
    return info.classes[best]


def _combos(
    hole: Sequence[Card], board: Sequence[Card]
) -> list[tuple[tuple[Card, Card], tuple[Card, Card, Card]]]:
    return [((h[0], h[1]), (b[0], b[1], b[2])) for h in combinations(hole, 2) for b in combinations(board, 3)]


# Per strength: the category, each rank's place in the reading order, and the description.
_HIGH_NAMES: dict[int, tuple[Category, list[int], str]] = {}


def _make_high(strength: int, hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card]) -> HighHand:
    five = hole_used + board_used
    found = _HIGH_NAMES.get(strength)
    if found is None:
        flush = five[0].suit is five[1].suit is five[2].suit is five[3].suit is five[4].suit
        category, order = classify([int(c.rank) for c in five], flush)
        place = [0] * 15
        for at, value in reversed(list(enumerate(order))):
            place[value] = at
        found = _HIGH_NAMES[strength] = (category, place, describe_high(category, order))
    category, place, description = found
    cards = tuple(sorted(five, key=lambda c: place[c.rank]))
    return HighHand(strength, category, cards, hole_used, board_used, description)


def _locate_high(
    info: _Board, tables: HighTables, hole: Sequence[Card]
) -> tuple[int, tuple[Card, Card], tuple[Card, Card, Card]]:
    """The best class and the first hole pair and board cards (in deal order) that make it."""
    row, slot = info.row, PAIR_SLOT
    ranks = [h.rank for h in hole]
    pairs = _INDEX_PAIRS[len(hole)]
    values = [row[slot[ranks[i] * 16 + ranks[j]]] for i, j in pairs]
    plain = max(values)
    suit = info.flush_suit
    if suit is not None:
        flush = _flush_class(info, hole, tables.flush)
        if flush > plain:
            bit = RANK_BIT
            for i, j in pairs:
                if hole[i].suit is suit and hole[j].suit is suit:
                    pair = bit[ranks[i]] | bit[ranks[j]]
                    for b in info.three_cards():
                        suited = b[0].suit is suit and b[1].suit is suit and b[2].suit is suit
                        ranks3 = bit[b[0].rank] | bit[b[1].rank] | bit[b[2].rank] if suited else 0
                        if suited and tables.flush[pair | ranks3] == flush:
                            return flush, (hole[i], hole[j]), b
    i, j = pairs[values.index(plain)]
    pair = RANK_WEIGHT[ranks[i]] + RANK_WEIGHT[ranks[j]]
    five = tables.five_by_key
    keys = info.three_ranks or info.three_keys()
    for k, key in enumerate(keys):
        if five[pair + key] == plain:
            return plain, (hole[i], hole[j]), info.threes[k]
    raise AssertionError("no combination reaches the best high")  # pragma: no cover


def best_high(hole: Sequence[Card], board: Sequence[Card]) -> HighHand:
    """The best high hand from exactly two of ``hole`` and exactly three of ``board``."""
    _check(hole, board)
    if len(board) == 5:
        tables = high_tables()
        key = tuple(map(id, board))
        number, h, b = _locate_high(_CACHE.get(key) or _board(board, key), tables, hole)
        return _make_high(tables.classes[number], h, b)
    strength = high_strength(hole, board)
    for h, b in _combos(hole, board):
        if five_card_strength(h + b) == strength:
            return _make_high(strength, h, b)
    raise AssertionError("no combination reaches the best strength")  # pragma: no cover


# ----------------------------------------------------------------------------- low


def _low_row(info: _Board, limit: int) -> list[int] | None:
    if limit == 8:
        if info.low8 is None and info.low_mask(8).bit_count() >= 3:
            info.low8 = qualified_row(8, info.mask8)
        return info.low8
    if info.low9 is None and info.low_mask(9).bit_count() >= 3:
        info.low9 = qualified_row(9, info.mask9)
    return info.low9


def _any_row(info: _Board) -> list[int]:
    if info.any is None:
        info.any = any_row(info.key, tuple(sorted(c.rank.value for c in info.cards)))
    return info.any


def low_strength(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> int | None:
    """The strength of :func:`best_low` without building the hand (None: no low)."""
    if len(board) != 5 or not 2 <= len(hole) <= 9:
        _check(hole, board)
        return _slow_low(hole, board, rule)[0]
    key = tuple(map(id, board))
    return _low_of(_CACHE.get(key) or _board(board, key), hole, rule)


def _low_of(info: _Board, hole: Sequence[Card], rule: LowRule) -> int | None:
    if rule is _EIGHT or rule is _NINE:
        limit = 8 if rule is _EIGHT else 9
        row = _low_row(info, limit)
        if row is None:
            return None
        bits = _LOW_BITS[limit]
        mask = 0
        for h in hole:
            mask |= bits[h.rank]
        return row[mask] or None
    row = _any_row(info)
    slot = PAIR_SLOT
    ranks = [h.rank for h in hole]
    return max([row[slot[ranks[i] * 16 + ranks[j]]] for i, j in _INDEX_PAIRS[len(ranks)]])


def _low_values(cards: Sequence[Card]) -> list[int]:
    return [c.rank.low_value for c in cards]


def _slow_low(
    hole: Sequence[Card], board: Sequence[Card], rule: LowRule
) -> tuple[int | None, tuple[Card, Card] | None, tuple[Card, Card, Card] | None]:
    """Best low by trying every combination (boards of three or four cards)."""
    limit = rule.limit
    best: tuple[int | None, tuple[Card, Card] | None, tuple[Card, Card, Card] | None] = (None, None, None)
    for h, b in _combos(hole, board):
        values = _low_values(h + b)
        if limit is not None and (len(set(values)) < 5 or max(values) > limit):
            continue
        strength = low_packed(values)
        if best[0] is None or strength > best[0]:
            best = (strength, h, b)
    return best


def _locate_low(
    info: _Board, hole: Sequence[Card], board: Sequence[Card], rule: LowRule, strength: int
) -> tuple[tuple[Card, Card], tuple[Card, Card, Card]]:
    """The first hole pair and board cards (in deal order) that make the best low."""
    pairs_of_hole = _INDEX_PAIRS[len(hole)]
    if rule is _EIGHT or rule is _NINE:
        limit = 8 if rule is _EIGHT else 9
        bits = _LOW_BITS[limit]
        board_mask = info.low_mask(limit)
        values = pair_values(limit, board_mask)
        low_cards = [(k, bits[c.rank]) for k, c in enumerate(hole) if bits[c.rank]]
        for (i, bit_i), (j, bit_j) in combinations(low_cards, 2):
            pair = bit_i | bit_j
            if values.get(pair) == strength:
                # The board plays its three lowest ranks the pair does not hold.
                rest = board_mask & ~pair
                first = rest & -rest
                rest ^= first
                second = rest & -rest
                rest ^= second
                wanted = first | second | (rest & -rest)
                used = []
                for card in board:
                    bit = bits[card.rank]
                    if bit & wanted:
                        wanted ^= bit
                        used.append(card)
                return (hole[i], hole[j]), (used[0], used[1], used[2])
    else:
        row, slot, weight = _any_row(info), PAIR_SLOT, RANK_WEIGHT
        for i, j in pairs_of_hole:
            ri, rj = hole[i].rank, hole[j].rank
            if row[slot[ri * 16 + rj]] == strength:
                pair = weight[ri] + weight[rj]
                for key, b in zip(info.three_keys(), info.three_cards(), strict=True):
                    if five_low(pair + key) == strength:
                        return (hole[i], hole[j]), b
    raise AssertionError("no combination reaches the best low")  # pragma: no cover


_LOW_NAMES: dict[int, tuple[str, str, bool]] = {}


def _make_low(strength: int, hole_used: tuple[Card, Card], board_used: tuple[Card, Card, Card]) -> LowHand:
    five = hole_used + board_used
    names = _LOW_NAMES.get(strength)
    if names is None:
        values = _low_values(five)
        names = _LOW_NAMES[strength] = (low_ranks_text(values), describe_low(values), len(set(values)) < 5)
    cards = tuple(sorted(five, key=lambda c: _LOW_VALUE[c.rank], reverse=True))
    return LowHand(strength, names[0], cards, hole_used, board_used, names[1], names[2])


def best_low(hole: Sequence[Card], board: Sequence[Card], rule: LowRule) -> LowHand | None:
    """The best low from exactly two hole and three board cards, or None if none qualifies."""
    _check(hole, board)
    if len(board) != 5:
        strength, h, b = _slow_low(hole, board, rule)
        if strength is None or h is None or b is None:
            return None
        return _make_low(strength, h, b)
    key = tuple(map(id, board))
    info = _CACHE.get(key) or _board(board, key)
    found = _low_of(info, hole, rule)
    if found is None:
        return None
    h, b = _locate_low(info, hole, board, rule, found)
    return _make_low(found, h, b)

