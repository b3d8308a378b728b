"""Dispute explanations: what each hand is, and the misreads a dealer hears at the table.

For every player the judge says, in words a dealer can read out, which two hole cards and
which three board cards make the high and the low. It then answers the claims the rule
documents warn about whenever they apply to the hand in front of it:

- "I have a flush": five of a suit in sight, but not two in the hand and three on the board;
- "I have a straight": the straight would use one hole card, or three;
- three (or four) of a kind in the hand, which can only ever play as a pair;
- "the board plays": the board's own hand (a straight, a flush, a full house, four of a
  kind...) belongs to nobody: said whenever it is better than the hand, in a higher
  category or the same one (a six-high straight under the board's eight-high straight);
- no low possible: the board lacks three different low ranks;
- a counterfeited low: a low hole card paired by the board no longer counts.

The board is read once (:func:`read_board`): its suit counts, its low ranks, the
straights a hand might wrongly claim and the flushes it might wrongly see. Each hand is
then checked against that with a few bit operations, and words are written only for the
lines that apply. Everything here is plain text; the judge attaches it to its ruling
(the pot lines come from :mod:`binglao_tui.core.explain.pot_lines`).
"""

from __future__ import annotations

from collections.abc import Sequence

from binglao_tui.core.cards import RANK_WORDS, Card
from binglao_tui.core.evaluation.high import Category, HighHand, LowHand
from binglao_tui.core.evaluation.names import describe_high
from binglao_tui.core.evaluation.ranking import CATEGORY_SHIFT, classify
from binglao_tui.core.explain.board_reading import (
    BITS,
    EVERY_SUIT_FLAG,
    FACTS,
    LIMIT_WORDS,
    LOW_BIT,
    LOW_CHARS,
    LOW_SHIFT,
    NUMBER_WORDS,
    PRETTY,
    SUIT_COUNTS,
    BoardReading,
    CardFacts,
    read_board,
)
from binglao_tui.core.explain.pot_lines import pot_label

__all__ = ["BoardReading", "cards_text", "explain_hand", "pot_label", "read_board"]

# Suits by their number in the deck index; misreads are reported spades first.
_SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
_SUITS_REPORTED = (3, 2, 1, 0)
_BOARD_CATEGORY_WORDS = {
    Category.TWO_PAIR: "two pair",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.STRAIGHT: "straight",
    Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full house",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH: "straight flush",
}
_FLUSH_FLOOR = Category.FLUSH << CATEGORY_SHIFT  # every flush is at least this strong
_STRAIGHT_FLOOR = Category.STRAIGHT << CATEGORY_SHIFT
_PAIRED_LOW = (
    "The low is paired: no two hole cards and three board cards make five different ranks "
    "here, and any unpaired low beats a paired one."
)


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as people read them: ``A♥ 3♠``."""
    pretty = PRETTY
    return " ".join([pretty[card.index] for card in cards])


def _two(cards: Sequence[Card]) -> str:
    return f"{PRETTY[cards[0].index]} {PRETTY[cards[1].index]}"


def explain_hand(
    reading: BoardReading,
    hole: Sequence[Card],
    high: HighHand,
    low: LowHand | None,
) -> list[str]:
    """The lines explaining one player's hands and any misread that applies to them."""
    bits_of, suit_counts_of = BITS, SUIT_COUNTS
    rank_mask = suit_counts = 0
    for card in hole:
        index = card.index
        rank_mask |= bits_of[index]
        suit_counts += suit_counts_of[index]
    low_mask = rank_mask >> LOW_SHIFT
    rank_mask &= (1 << LOW_SHIFT) - 1
    pretty = PRETTY
    two, three = high.hole_used, high.board_used
    lines = [
        f"High: {high.description}, with {pretty[two[0].index]} {pretty[two[1].index]} from the hand and "
        f"{pretty[three[0].index]} {pretty[three[1].index]} {pretty[three[2].index]} from the board."
    ]
    if reading.low_rule is not None:
        if low is not None:
            two, three = low.hole_used, low.board_used
            lines.append(
                f"Low: {low.description}, with {pretty[two[0].index]} {pretty[two[1].index]} from the "
                f"hand and {pretty[three[0].index]} {pretty[three[1].index]} {pretty[three[2].index]} "
                f"from the board."
            )
        else:
            lines.append(reading.no_low or _no_low_line(reading, hole, low_mask))
    if len(hole) - rank_mask.bit_count() >= 2:  # room for three of a kind in the hand
        lines.extend(_hole_sets(hole))
    strength = high.strength
    if strength < _FLUSH_FLOOR:  # below a flush
        traps = (suit_counts + reading.trap_add) & EVERY_SUIT_FLAG
        four = reading.four_suit
        if four >= 0 and (suit_counts >> (7 * four)) & 127 == 1:
            traps |= 64 << (7 * four)
        if traps:
            for number in _SUITS_REPORTED:
                if traps >> (7 * number + 6) & 1:
                    lines.append(_false_flush(reading, hole, number))
        if strength < _STRAIGHT_FLOOR:  # below a straight
            # Five ranks in a row among the board's and the hand's (the ace also below the two)?
            seen = reading.rank_mask | rank_mask | (rank_mask >> 13) & 2
            if seen & seen >> 1 & seen >> 2 & seen >> 3 & seen >> 4:
                for top, needed_mask, needed in reading.straights:
                    if not needed_mask & ~rank_mask:
                        lines.append(_false_straight(top, needed, hole))
                        break
    if strength < reading.category_floor or (
        strength < reading.strength and reading.category >= Category.STRAIGHT
    ):  # a lesser category than the board's own hand, or a lesser straight, flush, full house...
        lines.append(_board_does_not_play(reading, high))
    if low is not None:
        limit = reading.limit
        if limit is None:
            if low.paired:
                lines.append(_PAIRED_LOW)
        elif low_mask & reading.low_mask:  # a low hole card paired by the board
            # A note only if the hand's two lowest low ranks are paired by the board so that
            # fewer than three other low ranks are left to go with them.
            mine = low_mask & ((2 << limit) - 1)
            lowest = mine & -mine
            rest = mine ^ lowest
            paired = ((lowest | (rest & -rest)) & reading.low_mask).bit_count()
            if rest and paired and len(reading.low_values) - paired < 3:
                note = _counterfeit_note(reading, hole, mine, low)
                if note:
                    lines.append(note)
    return lines


def _facts(hole: Sequence[Card]) -> list[CardFacts]:
    all_facts = FACTS
    return [all_facts[card.index] for card in hole]


# ------------------------------------------------------------------------- high misreads


def _hole_sets(hole: Sequence[Card]) -> list[str]:
    ranks = [card.index >> 2 for card in hole]
    if max(map(ranks.count, ranks)) < 3:
        return []  # two pairs, not three of a kind
    by_value: dict[int, list[str]] = {}
    for fact in _facts(hole):
        by_value.setdefault(fact.value, []).append(fact.text)
    return [
        f"{NUMBER_WORDS[len(cards)].capitalize()} {RANK_WORDS[value][1]} in the hand "
        f"({' '.join(cards)}) play as a pair at most: only two hole cards may be used."
        for value, cards in by_value.items()
        if len(cards) >= 3
    ]


def _false_flush(reading: BoardReading, hole: Sequence[Card], number: int) -> str:
    suit = _SUIT_WORDS[number]
    on_board = reading.suit_counts[number]
    pretty = PRETTY
    mine = [pretty[card.index] for card in hole if card.index & 3 == number]
    if on_board >= 3:  # so only one of the suit in the hand
        return (
            f"No flush: the board has {NUMBER_WORDS[on_board]} {suit} but the hand "
            f"holds only one ({mine[0]}); a flush needs two {suit} from the hand "
            f"and three from the board."
        )
    board_has = f"only {NUMBER_WORDS[on_board]}" if on_board else f"no {suit}"
    return (
        f"No flush: the hand holds {NUMBER_WORDS[len(mine)]} {suit} "
        f"({' '.join(mine)}) but the board has {board_has}; "
        f"a flush needs three {suit} on the board."
    )


def _false_straight(top: int, needed: Sequence[int], hole: Sequence[Card]) -> str:
    """Why the straight to ``top``, needing ``needed`` from the hand, does not count."""
    first_of_rank: dict[int, int] = {}
    for card in hole:
        first_of_rank.setdefault((card.index >> 2) + 2, card.index)
    cards = [PRETTY[first_of_rank[v]] for v in needed]
    name = f"{RANK_WORDS[top][0]}-high straight"
    if len(cards) == 1:
        return (
            f"No straight: the {name} would use one hole card ({cards[0]}) and four "
            f"from the board; exactly two hole cards and three board cards must play."
        )
    return (
        f"No straight: the {name} would need {NUMBER_WORDS[len(cards)]} hole cards "
        f"({' '.join(cards)}); only two may play, with three from the board."
    )


def _board_does_not_play(reading: BoardReading, high: HighHand) -> str:
    """Why the board's own five-card hand, better than this hand, is not this hand's."""
    category = reading.category
    words = _BOARD_CATEGORY_WORDS.get(category, category.key.replace("_", " "))
    if category in (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH):
        words = _lower_first(_board_hand(reading))  # the eight-high straight, the king-high flush
    elif category >= Category.STRAIGHT:
        words += f" ({_lower_first(_board_hand(reading))})"  # four of a kind (four kings)
    mine = _lower_first(high.description)
    if category >= Category.STRAIGHT and high.description == _board_hand(reading):
        # two king-high flushes: the cards tell them apart
        words += f" ({cards_text(sorted(reading.board, key=_rank_of, reverse=True))})"
        mine += f" ({cards_text(high.cards)})"
    return (
        f"The board's own {words} does not play: every hand uses exactly two hole cards and "
        f"three board cards, so this hand is {mine}."
    )


def _rank_of(card: Card) -> int:
    return int(card.rank)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _board_hand(reading: BoardReading) -> str:
    """The board's own five cards named as a hand: "Eight-high straight", "Four kings"."""
    flush = len({card.suit for card in reading.board}) == 1
    category, order = classify([int(card.rank) for card in reading.board], flush)
    return describe_high(category, order)


# --------------------------------------------------------------------------- low


def _no_low_line(reading: BoardReading, hole: Sequence[Card], low_mask: int) -> str:
    """Why a hand has no low on a board that allows one."""
    limit = reading.limit
    assert limit is not None  # with no qualifier every hand has some low
    mine = low_mask & ((2 << limit) - 1)
    if mine.bit_count() < 2:
        have = f"only one ({LOW_CHARS[mine.bit_length() - 1]})" if mine else "none"
        return (
            f"No low: a low needs two hole cards of different ranks, {LIMIT_WORDS.get(limit, str(limit))} "
            f"or lower; the hand has {have}."
        )
    # Two low hole ranks yet no low: the board pairs them, leaving too few low board cards.
    a = (mine & -mine).bit_length() - 1
    rest = mine & (mine - 1)
    b = (rest & -rest).bit_length() - 1
    return (
        f"No low: {LOW_CHARS[b]}-{LOW_CHARS[a]} in the hand is counterfeited. "
        f"{_counterfeit_words(reading, hole, a, b)}."
    )


def _counterfeit_words(reading: BoardReading, hole: Sequence[Card], a: int, b: int) -> str:
    """Why the hand's two lowest cards ``a`` and ``b`` make no low with this board."""
    two = 1 << a | 1 << b
    paired = two & reading.low_mask
    pretty, low_bit = PRETTY, LOW_BIT
    board_cards = [pretty[c.index] for c in reading.board if low_bit[c.index] & paired]
    hole_cards = [pretty[c.index] for c in hole if low_bit[c.index] & paired]
    verb = "pairs" if len(board_cards) == 1 else "pair"
    return (
        f"The board's {' '.join(board_cards)} {verb} the hand's {' '.join(hole_cards)}; a low "
        f"needs five different ranks, so only {_low_ranks_and(reading.low_mask & ~two)} on the board "
        f"can go with {LOW_CHARS[b]}-{LOW_CHARS[a]}"
    )


_RANKS_AND: dict[int, str] = {}


def _low_ranks_and(mask: int) -> str:
    """The low ranks of a bit mask, highest first: ``"7 and 4"`` (``"nothing"`` if none)."""
    text = _RANKS_AND.get(mask)
    if text is None:
        values = [v for v in range(mask.bit_length() - 1, 0, -1) if mask >> v & 1]
        text = _RANKS_AND[mask] = " and ".join(LOW_CHARS[v] for v in values) or "nothing"
    return text


def _counterfeit_note(reading: BoardReading, hole: Sequence[Card], mine: int, low: LowHand) -> str:
    """The note for a hand whose two lowest low cards are paired by the board (and so make
    no low together), when its low is made some other way; "" when it is not so."""
    lowest = mine & -mine
    second = (mine ^ lowest) & -(mine ^ lowest)
    two = lowest | second
    paired = (two & reading.low_mask).bit_count()
    if not second or not paired or len(reading.low_values) - paired >= 3:
        return ""  # the hand's two lowest low cards still find three others on the board
    hole_used = low.hole_used
    if FACTS[hole_used[0].index].low_bit | FACTS[hole_used[1].index].low_bit == two:
        return ""
    a, b = lowest.bit_length() - 1, second.bit_length() - 1
    return (
        f"Counterfeited low: {LOW_CHARS[b]}-{LOW_CHARS[a]} in the hand makes no low here. "
        f"{_counterfeit_words(reading, hole, a, b)}. The low uses {_two(hole_used)} instead."
    )
