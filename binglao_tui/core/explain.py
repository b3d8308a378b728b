"""Dispute explanations: what each hand is, and the misreads a dealer hears at the table.

For every player the judge says, in words a dealer can read out, which two hole cards and
which three board cards make the high and the low. It then answers the claims the rule
documents warn about whenever they apply to the hand in front of it:

- "I have a flush": five of a suit in sight, but not two in the hand and three on the board;
- "I have a straight": the straight would use one hole card, or three;
- three (or four) of a kind in the hand, which can only ever play as a pair;
- "the board plays": the board's own straight, flush or full house belongs to nobody;
- no low possible: the board lacks three different low ranks;
- a counterfeited low: a low hole card paired by the board no longer counts.

The board is read once (:func:`read_board`): its suit counts, its low ranks, the
straights a hand might wrongly claim and the flushes it might wrongly see. Each hand is
then checked against that with a few bit operations, and words are written only for the
lines that apply. Everything here is plain text; the judge attaches it to its ruling
(the pot lines come from :mod:`binglao_tui.core.pot_words`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from binglao_tui.core.cards import RANK_CHARS, RANK_WORDS, SUIT_SYMBOLS, Card
from binglao_tui.core.evaluate import Category, HighHand, LowHand
from binglao_tui.core.games import LowRule
from binglao_tui.core.pot_words import pot_label

__all__ = ["BoardReading", "cards_text", "explain_hand", "pot_label", "read_board"]

_NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six",
                 7: "seven", 8: "eight", 9: "nine"}
_LIMIT_WORDS = {8: "eight", 9: "nine"}
_LIMITS = {LowRule.EIGHT: 8, LowRule.NINE: 9, LowRule.ANY: None}
# Suits by number, in the order misreads are reported (spades, hearts, diamonds, clubs).
_SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")
_LOW_CHARS = {1: "A", 14: "A", **{v: RANK_CHARS[v] for v in range(2, 14)}}
# Every straight from the top down: its top card and its ranks (the ace as 14, or as 1 in 5-4-3-2-A).
_STRAIGHT_MASKS: tuple[tuple[int, int], ...] = tuple(
    (top, sum(1 << v for v in range(top - 4, top + 1))) for top in range(14, 4, -1)
)
_BOARD_CATEGORY_WORDS = {
    Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH: "straight flush",
}
_PAIRED_LOW = ("The low is paired: no two hole cards and three board cards make five different ranks "
               "here, and any unpaired low beats a paired one.")


def _card_facts(index: int) -> tuple[str, int, int, int, int, int, int]:
    """What the explanations read off the card with this deck index: its symbol text, rank
    value, low value (ace 1), suit number (spades 0 ... clubs 3), the rank as a bit (ace
    1 << 14), the low rank as a bit (ace 1 << 1), and the suit as a count in its own
    four-bit field (so that adding them up counts every suit at once)."""
    value, suit = index // 4 + 2, "cdhs"[index % 4]
    low = 1 if value == 14 else value
    number = 3 - index % 4
    return RANK_CHARS[value] + SUIT_SYMBOLS[suit], value, low, number, 1 << value, 1 << low, 1 << (4 * number)


_Facts = tuple[str, int, int, int, int, int, int]
_FACTS: list[_Facts] = [_card_facts(index) for index in range(52)]
_PRETTY: list[str] = [facts[0] for facts in _FACTS]


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as people read them: ``A♥ 3♠``."""
    pretty = _PRETTY
    return " ".join([pretty[card.index] for card in cards])


def _two(cards: Sequence[Card]) -> str:
    return f"{_PRETTY[cards[0].index]} {_PRETTY[cards[1].index]}"


def _three(cards: Sequence[Card]) -> str:
    pretty = _PRETTY
    return f"{pretty[cards[0].index]} {pretty[cards[1].index]} {pretty[cards[2].index]}"


def _low_char(value: int) -> str:
    return _LOW_CHARS[value]


def _bits(values: Sequence[int] | frozenset[int] | set[int]) -> int:
    mask = 0
    for value in values:
        mask |= 1 << value
    return mask


# A straight some hand might wrongly claim: its top card, and the ranks it needs from the
# hand (one, or three or more) as a bit mask and as values, highest first.
_Straight = tuple[int, int, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class BoardReading:
    """What a dealer notices about the board once, before reading every hand against it.

    ``straights`` lists, highest first, each straight that some hand might wrongly claim.
    ``flush_traps`` lists, per suit, how many cards of it in a hand look like a flush that
    is not one: ``(suit number, fewest, most)``. ``limit`` is the low qualifier (8 or 9),
    None without one; ``low_rule`` is None in a high-only game. ``no_low`` is the line for
    a hand without a low when the board itself allows none.
    """

    board: tuple[Card, ...]
    suit_counts: tuple[int, int, int, int]
    rank_values: frozenset[int]
    category: Category
    low_rule: LowRule | None
    limit: int | None
    low_values: tuple[int, ...]
    low_mask: int
    straights: tuple[_Straight, ...]
    flush_traps: tuple[tuple[int, int, int], ...]
    no_low: str


def read_board(board: Sequence[Card], low_rule: LowRule | None) -> BoardReading:
    """Count the board's suits and ranks, name its own five-card hand, list its low ranks."""
    suits = [0, 0, 0, 0]
    values = []
    for card in board:
        facts = _FACTS[card.index]
        suits[facts[3]] += 1
        values.append(facts[1])
    key = tuple(sorted(values))
    ranks = _RANK_READINGS.get(key) or _read_ranks(key)
    category = ranks.category
    if max(suits) == 5:
        category = Category.STRAIGHT_FLUSH if category is Category.STRAIGHT else Category.FLUSH
    limit = None if low_rule is None else _LIMITS[low_rule]
    low_values = ranks.low8 if limit == 8 else ranks.low9 if limit == 9 else ()
    # Five of a suit in sight but no flush: one in the hand with four on the board, or
    # three or more in the hand with two or fewer on the board (three on the board and two
    # in the hand is a real flush; five on the board is the board's own).
    traps = []
    for number, on_board in enumerate(suits):
        if on_board == 4:
            traps.append((number, 1, 1))
        elif on_board <= 2:
            traps.append((number, 5 - on_board, 15))
    no_low = ""
    if limit is not None and len(low_values) < 3:
        shown = ", ".join(_low_char(v) for v in sorted(low_values, reverse=True))
        have = f"{_NUMBER_WORDS[len(low_values)]} ({shown})" if low_values else "none"
        no_low = (
            f"No low: no low is possible on this board. A low needs three different board "
            f"cards of {_LIMIT_WORDS.get(limit, str(limit))} or lower and the board has {have}."
        )
    return BoardReading(
        board=tuple(board), suit_counts=(suits[0], suits[1], suits[2], suits[3]),
        rank_values=ranks.values, category=category, low_rule=low_rule, limit=limit,
        low_values=low_values, low_mask=_bits(low_values), straights=ranks.straights,
        flush_traps=tuple(traps), no_low=no_low,
    )


@dataclass(frozen=True, slots=True)
class _RankReading:
    """What the board's ranks alone say (suits aside); there are few enough to keep them all."""

    values: frozenset[int]
    category: Category
    low8: tuple[int, ...]
    low9: tuple[int, ...]
    straights: tuple[_Straight, ...]


_RANK_READINGS: dict[tuple[int, ...], _RankReading] = {}


def _read_ranks(key: tuple[int, ...]) -> _RankReading:
    counts: dict[int, int] = {}
    for value in key:
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
    reading = _RankReading(
        values=values, category=_board_category(counts),
        low8=tuple(sorted(v for v in with_low_ace if v <= 8)),
        low9=tuple(sorted(v for v in with_low_ace if v <= 9)),
        straights=tuple(straights),
    )
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


def explain_hand(
    reading: BoardReading, hole: Sequence[Card], high: HighHand, low: LowHand | None,
) -> list[str]:
    """The lines explaining one player's hands and any misread that applies to them."""
    all_facts = _FACTS
    facts = [all_facts[card.index] for card in hole]
    rank_mask = suit_counts = low_mask = 0
    for fact in facts:
        rank_mask |= fact[4]
        suit_counts += fact[6]
        low_mask |= fact[5]
    lines = [
        f"High: {high.description}, with {_two(high.hole_used)} from the hand and "
        f"{_three(high.board_used)} from the board."
    ]
    rule = reading.low_rule
    if rule is not None:
        if low is not None:
            lines.append(f"Low: {low.description}, with {_two(low.hole_used)} from the hand and "
                         f"{_three(low.board_used)} from the board.")
        else:
            lines.append(reading.no_low or _no_low_line(reading, facts, low_mask))
    if len(facts) - rank_mask.bit_count() >= 2:  # room for three of a kind in the hand
        lines.extend(_hole_sets(facts))
    category = high.category
    if category < 5:  # below a flush
        for number, fewest, most in reading.flush_traps:
            if fewest <= (suit_counts >> (4 * number)) & 15 <= most:
                lines.append(_false_flush(reading, facts, number))
        if category < 4:  # below a straight
            for top, needed_mask, needed in reading.straights:
                if not needed_mask & ~rank_mask:
                    lines.append(_false_straight(top, needed, facts))
                    break
        if reading.category > category:
            lines.append(_board_does_not_play(reading, high))
    if low is not None:
        limit = reading.limit
        if limit is None:
            if low.paired:
                lines.append(_PAIRED_LOW)
        elif low_mask & reading.low_mask:  # a low hole card paired by the board
            note = _counterfeit_note(reading, facts, low_mask & ((2 << limit) - 1), low)
            if note:
                lines.append(note)
    return lines


# ------------------------------------------------------------------------- high misreads


def _hole_sets(facts: Sequence[_Facts]) -> list[str]:
    by_value: dict[int, list[str]] = {}
    for fact in facts:
        by_value.setdefault(fact[1], []).append(fact[0])
    return [
        f"{_NUMBER_WORDS[len(cards)].capitalize()} {RANK_WORDS[value][1]} in the hand "
        f"({' '.join(cards)}) play as a pair at most: only two hole cards may be used."
        for value, cards in by_value.items()
        if len(cards) >= 3
    ]


def _false_flush(reading: BoardReading, facts: Sequence[_Facts], number: int) -> str:
    suit = _SUIT_WORDS[number]
    on_board = reading.suit_counts[number]
    mine = [f[0] for f in facts if f[3] == number]
    if on_board >= 3:  # so only one of the suit in the hand
        return (
            f"No flush: the board has {_NUMBER_WORDS[on_board]} {suit} but the hand "
            f"holds only one ({mine[0]}); a flush needs two {suit} from the hand "
            f"and three from the board."
        )
    return (
        f"No flush: the hand holds {_NUMBER_WORDS[len(mine)]} {suit} "
        f"({' '.join(mine)}) but the board has only {_NUMBER_WORDS[on_board]}; "
        f"a flush needs three {suit} on the board."
    )


def _false_straight(top: int, needed: Sequence[int], facts: Sequence[_Facts]) -> str:
    """Why the straight to ``top``, needing ``needed`` from the hand, does not count."""
    cards = [next(f[0] for f in facts if f[1] == v) for v in needed]
    name = f"{RANK_WORDS[top][0]}-high straight"
    if len(cards) == 1:
        return (
            f"No straight: the {name} would use one hole card ({cards[0]}) and four "
            f"from the board; exactly two hole cards and three board cards must play."
        )
    return (
        f"No straight: the {name} would need {_NUMBER_WORDS[len(cards)]} hole cards "
        f"({' '.join(cards)}); only two may play, with three from the board."
    )


def _board_does_not_play(reading: BoardReading, high: HighHand) -> str:
    words = _BOARD_CATEGORY_WORDS.get(reading.category, reading.category.key.replace("_", " "))
    description = high.description
    return (
        f"The board's own {words} does not play: every hand uses exactly two hole cards and "
        f"three board cards, so this hand is {description[:1].lower() + description[1:]}."
    )


# --------------------------------------------------------------------------- low


def _no_low_line(reading: BoardReading, facts: Sequence[_Facts], low_mask: int) -> str:
    """Why a hand has no low on a board that allows one."""
    limit = reading.limit
    assert limit is not None  # with no qualifier every hand has some low
    mine = low_mask & ((2 << limit) - 1)
    if mine.bit_count() < 2:
        have = f"only one ({_low_char(mine.bit_length() - 1)})" if mine else "none"
        return (
            f"No low: a low needs two hole cards of different ranks, {_LIMIT_WORDS.get(limit, str(limit))} "
            f"or lower; the hand has {have}."
        )
    # Two low hole ranks yet no low: the board pairs them, leaving too few low board cards.
    a = (mine & -mine).bit_length() - 1
    rest = mine & (mine - 1)
    b = (rest & -rest).bit_length() - 1
    return (
        f"No low: {_low_char(b)}-{_low_char(a)} in the hand is counterfeited. "
        f"{_counterfeit_words(reading, facts, a, b)}."
    )


def _counterfeit_words(reading: BoardReading, facts: Sequence[_Facts], a: int, b: int) -> str:
    """Why the hand's two lowest cards ``a`` and ``b`` make no low with this board."""
    low_values = reading.low_values
    paired = [v for v in (a, b) if v in low_values]
    left = [v for v in low_values if v not in (a, b)]
    board_cards = [_PRETTY[c.index] for c in reading.board if _FACTS[c.index][2] in paired]
    hole_cards = [f[0] for f in facts if f[2] in paired]
    left_text = " and ".join(_low_char(v) for v in sorted(left, reverse=True)) or "nothing"
    verb = "pairs" if len(board_cards) == 1 else "pair"
    return (
        f"The board's {' '.join(board_cards)} {verb} the hand's {' '.join(hole_cards)}; a low "
        f"needs five different ranks, so only {left_text} on the board can go with "
        f"{_low_char(b)}-{_low_char(a)}"
    )


def _counterfeit_note(reading: BoardReading, facts: Sequence[_Facts], mine: int, low: LowHand) -> str:
    """The note for a hand whose two lowest low cards are paired by the board (and so make
    no low together), when its low is made some other way; "" when it is not so."""
    lowest = mine & -mine
    second = (mine ^ lowest) & -(mine ^ lowest)
    two = lowest | second
    paired = (two & reading.low_mask).bit_count()
    if not second or not paired or len(reading.low_values) - paired >= 3:
        return ""  # the hand's two lowest low cards still find three others on the board
    hole_used = low.hole_used
    if _FACTS[hole_used[0].index][5] | _FACTS[hole_used[1].index][5] == two:
        return ""
    a, b = lowest.bit_length() - 1, second.bit_length() - 1
    return (
        f"Counterfeited low: {_low_char(b)}-{_low_char(a)} in the hand makes no low here. "
        f"{_counterfeit_words(reading, facts, a, b)}. The low uses {_two(hole_used)} instead."
    )
