"""What the evaluator works out once per board, kept in a small cache keyed by the cards.

Every player at a showdown is read against the same five board cards, so the board's row
of the high table, its flush suit, its three-card combinations and its low ranks are found
once and shared. :mod:`binglao_tui.core.evaluation.high` (high) and
:mod:`binglao_tui.core.evaluation.low` (low) both read from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from operator import attrgetter

from binglao_tui.core.cards import Card, Suit
from binglao_tui.core.evaluation._low_tables import low_bits
from binglao_tui.core.evaluation._tables import PAIR_SLOT, RANK_BIT, RANK_WEIGHT, HighTables, high_tables

INDEX_PAIRS: list[tuple[tuple[int, int], ...]] = [tuple(combinations(range(n), 2)) for n in range(10)]
"""``INDEX_PAIRS[n]``: the positions of every two of ``n`` hole cards, in deal order."""
LOW_BITS = {8: low_bits(8), 9: low_bits(9)}
"""``LOW_BITS[limit][rank value]``: the rank's bit in a low set (0 above the limit)."""
RANK_OF: list[int] = [index // 4 + 2 for index in range(52)]
"""``RANK_OF[card.index]``: the card's rank value as a plain number (the hot loops index
lists with it, which is quicker with plain numbers than with the enum)."""
LOW_BITS_OF = {limit: [bits[RANK_OF[index]] for index in range(52)] for limit, bits in LOW_BITS.items()}
"""``LOW_BITS_OF[limit][card.index]``: the card's bit in a low set (0 above the limit)."""
WEIGHT_OF: list[int] = [RANK_WEIGHT[RANK_OF[index]] for index in range(52)]
"""``WEIGHT_OF[card.index]``: the card's rank weight (see :data:`tables.RANK_WEIGHT`)."""
RANK_BIT_OF: list[int] = [RANK_BIT[RANK_OF[index]] for index in range(52)]
"""``RANK_BIT_OF[card.index]``: the card's rank as a bit (see :data:`tables.RANK_BIT`)."""
_PAIR_SLOTS: list[list[int]] = []


def pair_slots() -> list[list[int]]:
    """``pair_slots()[a.index][b.index]``: where the hole pair a, b sits in a board's row
    (built at first use)."""
    if not _PAIR_SLOTS:
        by_rank = [PAIR_SLOT[rank * 16 : rank * 16 + 16] for rank in range(15)]
        _PAIR_SLOTS.extend([by_rank[RANK_OF[a]][RANK_OF[b]] for b in range(52)] for a in range(52))
    return _PAIR_SLOTS


class BoardLookup:
    """One board's facts for the evaluator.

    The high part is computed at once; the low parts when a low is first asked for.
    """

    __slots__ = (
        "any",
        "cards",
        "classes",
        "five",
        "flush",
        "flush_number",
        "flush_sets",
        "flush_suit",
        "key",
        "key_of",
        "low8",
        "low9",
        "mask8",
        "mask9",
        "row",
        "three_ranks",
        "threes",
    )

    def __init__(self, cards: tuple[Card, ...], tables: HighTables) -> None:
        self.cards = cards
        weight_of = WEIGHT_OF
        self.key = key = sum([weight_of[card.index] for card in cards])
        self.row = tables.row(tables.board_number(key))
        self.classes = tables.classes
        self.five = tables.five_lookup()
        self.key_of = tables.class_keys()
        self.flush = tables.flush
        # Three board cards of a suit make flushes possible; there is at most one such suit.
        suits = [card.index & 3 for card in cards]
        self.flush_suit: Suit | None = None
        self.flush_number = -1  # the flush suit's number in a card's index (index & 3), or -1
        self.flush_sets: tuple[int, ...] = ()
        for number in suits[:3]:
            if suits.count(number) >= 3:
                suited = [RANK_BIT_OF[card.index] for card in cards if card.index & 3 == number]
                self.flush_suit = cards[suits.index(number)].suit
                self.flush_number = number
                self.flush_sets = tuple([x | y | z for x, y, z in combinations(suited, 3)])
                break
        self.mask8 = self.mask9 = -1
        self.low8: list[int] | None = None
        self.low9: list[int] | None = None
        self.any: list[int] | None = None
        self.threes: tuple[tuple[Card, Card, Card], ...] = ()  # see three_cards(), made when wanted
        self.three_ranks: tuple[int, ...] = ()

    def three_cards(self) -> tuple[tuple[Card, Card, Card], ...]:
        """The ten ways to take three board cards, in deal order (also kept as ``threes``)."""
        if not self.threes:
            self.threes = tuple(combinations(self.cards, 3))
        return self.threes

    def three_keys(self) -> tuple[int, ...]:
        """The rank key of each of :meth:`three_cards` (also kept as ``three_ranks``)."""
        if not self.three_ranks:
            weights = [WEIGHT_OF[card.index] for card in self.cards]
            self.three_ranks = tuple(map(sum, combinations(weights, 3)))
            self.three_cards()
        return self.three_ranks

    def low_mask(self, limit: int) -> int:
        """The set of the board's ranks that may play in a low under the limit."""
        mask = self.mask8 if limit == 8 else self.mask9
        if mask < 0:
            bits = LOW_BITS_OF[limit]
            mask = 0
            for card in self.cards:
                mask |= bits[card.index]
            if limit == 8:
                self.mask8 = mask
            else:
                self.mask9 = mask
        return mask


_INDEX = attrgetter("index")
_CACHE: dict[tuple[int, ...], BoardLookup] = {}
_CACHE_SIZE = 64  # a showdown needs one board; a small cache keeps the collector's work small


def clear_board_cache() -> None:
    """Forget every board seen so far (benchmarks use it to start cold; tables stay loaded)."""
    _CACHE.clear()


def board_lookup(board: Sequence[Card]) -> BoardLookup:
    """The five-card board's cached facts; the cache is keyed by the cards, in deal order."""
    key = tuple(map(_INDEX, board))
    found = _CACHE.get(key)
    if found is None:
        if len(board) != 5:
            raise ValueError(f"the board needs 5 cards here, got {len(board)}")
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = BoardLookup(tuple(board), high_tables())
    return found


def check_sizes(hole: Sequence[Card], board: Sequence[Card]) -> None:
    """Refuse hands and boards the evaluator cannot read."""
    if not 2 <= len(hole) <= 9:
        raise ValueError(f"a player needs 2 to 9 hole cards, got {len(hole)}")
    if not 3 <= len(board) <= 5:
        raise ValueError(f"the board needs 3 to 5 cards, got {len(board)}")


def combos(
    hole: Sequence[Card], board: Sequence[Card]
) -> list[tuple[tuple[Card, Card], tuple[Card, Card, Card]]]:
    """Every two hole cards with every three board cards (the slow way, for short boards)."""
    return [((h[0], h[1]), (b[0], b[1], b[2])) for h in combinations(hole, 2) for b in combinations(board, 3)]
