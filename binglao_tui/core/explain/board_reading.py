"""Reading the board once, before every hand is explained against it.

A dealer looks at the board first: how many of each suit, which low ranks, what five-card
hand it makes by itself, which straights a hand might wrongly claim and which flushes it
might wrongly see. :func:`read_board` notes all that in a :class:`BoardReading`, and
:mod:`binglao_tui.core.explain.misreads` checks each hand against it with a few bit operations.
The per-card facts the explanations read (symbol text, rank and low-rank bits, suit and
rank counts) are here too, by deck index.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from binglao_tui.core.cards import RANK_CHARS, SUIT_SYMBOLS, Card
from binglao_tui.core.evaluation.high import Category, five_card_strength
from binglao_tui.core.evaluation.ranking import CATEGORY_SHIFT
from binglao_tui.core.rules import LowRule

NUMBER_WORDS = {
    0: "no",
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
}
LIMIT_WORDS = {8: "eight", 9: "nine"}
_LIMITS = {LowRule.EIGHT: 8, LowRule.NINE: 9, LowRule.ANY: None}
LOW_CHARS = {1: "A", 14: "A", **{v: RANK_CHARS[v] for v in range(2, 14)}}
"""A low rank as written, by value (the ace as 1 or 14)."""
# Every straight from the top down: its top card and its ranks (the ace as 14, or as 1 in 5-4-3-2-A).
_STRAIGHT_MASKS: tuple[tuple[int, int], ...] = tuple(
    (top, sum(1 << v for v in range(top - 4, top + 1))) for top in range(14, 4, -1)
)


class CardFacts(NamedTuple):
    """What the explanations read off one card, looked up by its deck index."""

    text: str
    """Rank and suit symbol, as people read it: ``A♥``."""
    value: int
    """The rank's value, 2 to 14 (the ace high)."""
    low_value: int
    """The rank's value in a low, the ace as 1."""
    suit: int
    """The suit's number, as in the deck index: clubs 0, diamonds 1, hearts 2, spades 3."""
    rank_bit: int
    """``1 << value``."""
    low_bit: int
    """``1 << low_value``."""


def card_facts(index: int) -> CardFacts:
    """The facts of the card with this deck index."""
    value, suit = index // 4 + 2, index % 4
    low = 1 if value == 14 else value
    return CardFacts(RANK_CHARS[value] + SUIT_SYMBOLS["cdhs"[suit]], value, low, suit, 1 << value, 1 << low)


FACTS: list[CardFacts] = [card_facts(index) for index in range(52)]
PRETTY: list[str] = [facts.text for facts in FACTS]
# A number per card naming the board's ranks as a multiset when summed over its cards (a
# base-5 digit a rank: at most four of a rank), to keep each rank pattern's reading once.
_WEIGHT_OF = [5 ** (facts.value - 2) for facts in FACTS]
# What a hand's cards add up to, per card index: bits to OR together (the rank as a bit, and
# the low rank as a bit 16 places up) and suit counts to add together (seven bits a suit, in
# the deck's suit order). Both stay below 2**30, where the interpreter's arithmetic is quickest.
LOW_SHIFT = 16
BITS: list[int] = [facts.rank_bit | facts.low_bit << LOW_SHIFT for facts in FACTS]
LOW_BIT: list[int] = [facts.low_bit for facts in FACTS]
SUIT_COUNTS: list[int] = [1 << (7 * facts.suit) for facts in FACTS]
EVERY_SUIT_FLAG = sum(64 << (7 * number) for number in range(4))


def low_char(value: int) -> str:
    """A low rank as written: ``A`` for the ace (value 1 or 14), ``T`` for ten."""
    return LOW_CHARS[value]


def _bits(values: Sequence[int] | frozenset[int] | set[int]) -> int:
    mask = 0
    for value in values:
        mask |= 1 << value
    return mask


# A straight some hand might wrongly claim: its top card, and the ranks it needs from the
# hand (one, or three or more) as a bit mask and as values, highest first.
_Straight = tuple[int, int, tuple[int, ...]]


class BoardReading:
    """What a dealer notices about the board once, before reading every hand against it.

    ``straights`` lists, highest first, each straight that some hand might wrongly claim.
    Five of a suit in sight is no flush with one of it in the hand and four on the board
    (``four_suit``, or -1), or with three or more in the hand and two or fewer on the board:
    a hand's suit counts plus ``trap_add`` reach 64 in exactly those suits. ``limit`` is the
    low qualifier (8 or 9), None without one; ``low_rule`` is None in a high-only game.
    ``no_low`` is the line for a hand without a low when the board itself allows none.
    ``rank_mask`` has a bit per board rank (the ace at 14 and at 1). ``category_floor`` is
    the least strength of the board's own category: a hand weaker than that is in a lesser
    one. ``strength`` is the board's own five-card hand's strength, as the judge counts it.

    An internal working note of the explanations (made once a showdown by :func:`read_board`
    and only read after), so a plain slotted class rather than a dataclass value.
    """

    __slots__ = (
        "board",
        "category",
        "category_floor",
        "four_suit",
        "limit",
        "low_mask",
        "low_rule",
        "low_values",
        "no_low",
        "rank_mask",
        "straights",
        "strength",
        "suit_counts",
        "trap_add",
    )

    def __init__(
        self,
        board: tuple[Card, ...],
        suit_counts: tuple[int, int, int, int],
        category: Category,
        low_rule: LowRule | None,
        limit: int | None,
        low_values: tuple[int, ...],
        low_mask: int,
        straights: tuple[_Straight, ...],
        trap_add: int,
        four_suit: int,
        no_low: str,
        rank_mask: int,
        category_floor: int,
        strength: int,
    ) -> None:
        self.board, self.suit_counts, self.category = board, suit_counts, category
        self.low_rule, self.limit, self.low_values, self.low_mask = low_rule, limit, low_values, low_mask
        self.straights, self.trap_add, self.four_suit, self.no_low = straights, trap_add, four_suit, no_low
        self.rank_mask, self.category_floor, self.strength = rank_mask, category_floor, strength


def read_board(board: Sequence[Card], low_rule: LowRule | None) -> BoardReading:
    """Count the board's suits and ranks, name its own five-card hand, list its low ranks."""
    packed = key = 0  # the suit counts, seven bits a suit; the ranks as a multiset (the evaluator's key)
    weight_of, suit_counts_of = _WEIGHT_OF, SUIT_COUNTS
    for card in board:
        index = card.index
        packed += suit_counts_of[index]
        key += weight_of[index]
    ranks = _RANK_READINGS.get(key) or _read_ranks(key, board)
    suits, trap_add, four_suit, one_suit = _SUIT_READINGS.get(packed) or _read_suits(packed)
    category = ranks.category
    if one_suit:
        category = Category.STRAIGHT_FLUSH if category is Category.STRAIGHT else Category.FLUSH
    limit = None if low_rule is None else _LIMITS[low_rule]
    low_values, low_mask = ranks.lows[limit]
    no_low = "" if limit is None or len(low_values) >= 3 else _no_low_on_board(limit, low_values)
    return BoardReading(
        tuple(board),
        suits,
        category,
        low_rule,
        limit,
        low_values,
        low_mask,
        ranks.straights,
        trap_add,
        four_suit,
        no_low,
        ranks.rank_mask,
        category << CATEGORY_SHIFT,
        five_card_strength(board) if len(board) == 5 else 0,
    )


_SuitReading = tuple[tuple[int, int, int, int], int, int, bool]
_SUIT_READINGS: dict[int, _SuitReading] = {}  # by the packed suit counts


def _read_suits(packed: int) -> _SuitReading:
    """The board's suit counts (in the deck's suit order, clubs first), ``trap_add`` and ``four_suit`` (see
    :class:`BoardReading`), and whether all five cards are of one suit."""
    suits = (packed & 127, packed >> 7 & 127, packed >> 14 & 127, packed >> 21 & 127)
    # Five of a suit in sight but no flush: one in the hand with four on the board, or
    # three or more in the hand with two or fewer on the board (three on the board and two
    # in the hand is a real flush; five on the board is the board's own).
    trap_add, four_suit = 0, -1
    for number, on_board in enumerate(suits):
        if on_board == 4:
            four_suit = number
        elif on_board <= 2:
            trap_add += (64 - (5 - on_board)) << (7 * number)
    found = _SUIT_READINGS[packed] = (suits, trap_add, four_suit, max(suits) == 5)
    return found


_NO_LOW_ON_BOARD: dict[tuple[int, tuple[int, ...]], str] = {}


def _no_low_on_board(limit: int, low_values: tuple[int, ...]) -> str:
    """The line for every hand when the board has fewer than three low ranks."""
    line = _NO_LOW_ON_BOARD.get((limit, low_values))
    if line is None:
        shown = ", ".join(low_char(v) for v in sorted(low_values, reverse=True))
        have = f"{NUMBER_WORDS[len(low_values)]} ({shown})" if low_values else "none"
        line = _NO_LOW_ON_BOARD[(limit, low_values)] = (
            f"No low: no low is possible on this board. A low needs three different board "
            f"cards of {LIMIT_WORDS.get(limit, str(limit))} or lower and the board has {have}."
        )
    return line


class _RankReading:
    """What the board's ranks alone say (suits aside); there are few enough to keep them all.

    ``lows`` maps a low limit (8, 9; None for no qualifier) to the board's different low
    ranks under it, lowest first, and the same as a bit mask.
    """

    __slots__ = ("category", "lows", "rank_mask", "straights")

    def __init__(
        self,
        category: Category,
        lows: dict[int | None, tuple[tuple[int, ...], int]],
        straights: tuple[_Straight, ...],
        rank_mask: int,
    ) -> None:
        self.category, self.lows, self.straights, self.rank_mask = category, lows, straights, rank_mask


_RANK_READINGS: dict[int, _RankReading] = {}  # by rank key


def _read_ranks(key: int, board: Sequence[Card]) -> _RankReading:
    counts: dict[int, int] = {}
    for card in board:
        value = FACTS[card.index].value
        counts[value] = counts.get(value, 0) + 1
    values = frozenset(counts)
    with_low_ace = values | {1} if 14 in values else values
    board_mask = _bits(with_low_ace)
    straights = []
    for top, window_mask in _STRAIGHT_MASKS:
        missing = window_mask & ~board_mask
        if missing.bit_count() not in (0, 2):  # none: the board's own; two: a legal straight
            needed = tuple(14 if v == 1 else v for v in range(top, top - 5, -1) if missing >> v & 1)
            straights.append((top, _bits(needed), needed))
    lows: dict[int | None, tuple[tuple[int, ...], int]] = {None: ((), 0)}
    for limit in (8, 9):
        low_values = tuple(sorted(v for v in with_low_ace if v <= limit))
        lows[limit] = (low_values, _bits(low_values))
    reading = _RankReading(_board_category(counts), lows, tuple(straights), board_mask)
    _RANK_READINGS[key] = reading
    return reading


def _board_category(counts: dict[int, int]) -> Category:
    """The board's own five-card hand, suits aside."""
    shape = sorted(counts.values(), reverse=True)
    values = set(counts)
    straight = len(values) == 5 and (max(values) - min(values) == 4 or values == {14, 2, 3, 4, 5})
    if shape[0] == 4:
        return Category.FOUR_OF_A_KIND
    if shape[:2] == [3, 2]:
        return Category.FULL_HOUSE
    if straight:
        return Category.STRAIGHT
    if shape[0] == 3:
        return Category.THREE_OF_A_KIND
    if shape[:2] == [2, 2]:
        return Category.TWO_PAIR
    return Category.ONE_PAIR if shape[0] == 2 else Category.HIGH_CARD
