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

Everything here is plain text; the judge attaches it to its ruling.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from binglao_tui.core.cards import DECK, Card, Rank, Suit
from binglao_tui.core.evaluate import Category, HighHand, LowHand
from binglao_tui.core.games import LowRule, Variant

_NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six",
                 7: "seven", 8: "eight", 9: "nine"}
_LIMIT_WORDS = {8: "eight", 9: "nine"}
# Suits by number, in the order misreads are reported (spades, hearts, diamonds, clubs).
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_NUMBER = {suit: number for number, suit in enumerate(_SUITS)}
_LOW_CHARS = {1: "A", 14: "A", **{v: Rank(v).char for v in range(2, 14)}}
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

# What the explanations read off a card, worked out once per card of the deck and looked up
# by identity (parsed cards are the deck's own objects): symbol text, rank value, low value,
# suit number, the rank as a bit (ace 1 << 14), the low rank as a bit (ace 1 << 1), and the
# suit as a count in its own four-bit field (so that summing them counts every suit at once).
# A card built some other way is read the slow way.
_Facts = tuple[str, int, int, int, int, int, int]


def _read_card(card: Card) -> _Facts:
    value, low, number = int(card.rank), card.rank.low_value, _SUIT_NUMBER[card.suit]
    return card.pretty, value, low, number, 1 << value, 1 << low, 1 << (4 * number)


_FACTS: dict[int, _Facts] = {id(card): _read_card(card) for card in DECK}


def _facts(card: Card) -> _Facts:
    return _FACTS.get(id(card)) or _read_card(card)


_PRETTY_OF_ID = {key: facts[0] for key, facts in _FACTS.items()}.get


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as people read them: ``A♥ 3♠``."""
    try:
        return " ".join(map(_PRETTY_OF_ID, map(id, cards)))  # type: ignore[arg-type]
    except TypeError:  # a card that is not one of the deck's own objects
        return " ".join(card.pretty for card in cards)


def _rank_name(value: int) -> str:
    """A rank by its value, the ace written as value 1 or 14."""
    return Rank(14 if value == 1 else value).word


def _low_char(value: int) -> str:
    return _LOW_CHARS[value]


def _bits(values: Iterable[int]) -> int:
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
    is not one: ``(suit number, fewest, most)``.
    """

    board: tuple[Card, ...]
    suit_counts: tuple[int, int, int, int]
    rank_values: frozenset[int]
    category: Category
    low_values: tuple[int, ...]
    low_mask: int
    straights: tuple[_Straight, ...]
    flush_traps: tuple[tuple[int, int, int], ...]


def read_board(board: Sequence[Card], low_rule: LowRule | None) -> BoardReading:
    """Count the board's suits and ranks, name its own five-card hand, list its low ranks."""
    suits = [0, 0, 0, 0]
    values = []
    for card in board:
        facts = _FACTS.get(id(card)) or _read_card(card)
        suits[facts[3]] += 1
        values.append(facts[1])
    key = tuple(sorted(values))
    ranks = _RANK_READINGS.get(key) or _read_ranks(key)
    category = ranks.category
    if max(suits) == 5:
        category = Category.STRAIGHT_FLUSH if category is Category.STRAIGHT else Category.FLUSH
    limit = low_rule.limit if low_rule is not None else None
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
    return BoardReading(
        board=tuple(board), suit_counts=(suits[0], suits[1], suits[2], suits[3]),
        rank_values=ranks.values, category=category, low_values=low_values,
        low_mask=_bits(low_values), straights=ranks.straights, flush_traps=tuple(traps),
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
        values=values, category=_board_category(counts, False),
        low8=tuple(sorted(v for v in with_low_ace if v <= 8)),
        low9=tuple(sorted(v for v in with_low_ace if v <= 9)),
        straights=tuple(straights),
    )
    _RANK_READINGS[key] = reading
    return reading


def _board_category(counts: dict[int, int], flush: bool) -> Category:
    shape = sorted(counts.values(), reverse=True)
    values = set(counts)
    straight = len(values) == 5 and (
        max(values) - min(values) == 4 or values == {14, 2, 3, 4, 5}
    )
    if straight and flush:
        return Category.STRAIGHT_FLUSH
    if shape[0] == 4:
        return Category.FOUR_OF_A_KIND
    if shape[:2] == [3, 2]:
        return Category.FULL_HOUSE
    if flush:
        return Category.FLUSH
    if straight:
        return Category.STRAIGHT
    if shape[0] == 3:
        return Category.THREE_OF_A_KIND
    if shape[:2] == [2, 2]:
        return Category.TWO_PAIR
    return Category.ONE_PAIR if shape[0] == 2 else Category.HIGH_CARD


def explain_hand(
    reading: BoardReading,
    variant: Variant,
    hole: Sequence[Card],
    high: HighHand,
    low: LowHand | None,
) -> list[str]:
    """The lines explaining one player's hands and any misread that applies to them."""
    facts = [_FACTS.get(id(card)) or _read_card(card) for card in hole]
    lines = [
        f"High: {high.description}, with {cards_text(high.hole_used)} from the hand and "
        f"{cards_text(high.board_used)} from the board."
    ]
    rank_mask = 0
    for fact in facts:
        rank_mask |= fact[4]
    rule = variant.low
    if rule is not None:
        lines.append(_low_line(reading, rule, facts, low))
    if len(facts) - rank_mask.bit_count() >= 2:  # room for three of a kind in the hand
        lines.extend(_hole_sets(facts))
    category = high.category
    if category < Category.FLUSH:
        if reading.flush_traps:
            lines.extend(_false_flushes(reading, facts))
        if category < Category.STRAIGHT:
            for top, needed_mask, needed in reading.straights:
                if not needed_mask & ~rank_mask:
                    lines.append(_false_straight(top, needed, facts))
                    break
        if reading.category > category:
            lines.append(_board_does_not_play(reading, high))
    if rule is not None and low is not None:
        lines.extend(_counterfeit_notes(reading, rule, facts, low))
    return lines


# ------------------------------------------------------------------------- high misreads


def _hole_sets(facts: Sequence[_Facts]) -> list[str]:
    by_value: dict[int, list[str]] = {}
    for fact in facts:
        by_value.setdefault(fact[1], []).append(fact[0])
    lines = []
    for value, cards in by_value.items():
        if len(cards) >= 3:
            lines.append(
                f"{_NUMBER_WORDS[len(cards)].capitalize()} {Rank(value).plural} in the hand "
                f"({' '.join(cards)}) play as a pair at most: only two hole cards may be used."
            )
    return lines


def _false_flushes(reading: BoardReading, facts: Sequence[_Facts]) -> list[str]:
    packed = 0
    for fact in facts:
        packed += fact[6]
    lines = []
    for number, fewest, most in reading.flush_traps:
        count = (packed >> (4 * number)) & 15
        if not fewest <= count <= most:
            continue
        suit = _SUITS[number]
        on_board = reading.suit_counts[number]
        mine = [f[0] for f in facts if f[3] == number]
        if on_board >= 3:  # so only one of the suit in the hand
            lines.append(
                f"No flush: the board has {_NUMBER_WORDS[on_board]} {suit.word} but the hand "
                f"holds only one ({mine[0]}); a flush needs two {suit.word} from the hand "
                f"and three from the board."
            )
        else:
            lines.append(
                f"No flush: the hand holds {_NUMBER_WORDS[len(mine)]} {suit.word} "
                f"({' '.join(mine)}) but the board has only {_NUMBER_WORDS[on_board]}; "
                f"a flush needs three {suit.word} on the board."
            )
    return lines


def _false_straight(top: int, needed: Sequence[int], facts: Sequence[_Facts]) -> str:
    """Why the straight to ``top``, needing ``needed`` from the hand, does not count."""
    cards = [next(f[0] for f in facts if f[1] == v) for v in needed]
    name = f"{_rank_name(top)}-high straight"
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
    return (
        f"The board's own {words} does not play: every hand uses exactly two hole cards and "
        f"three board cards, so this hand is {_lower_first(high.description)}."
    )


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# --------------------------------------------------------------------------- low


def _low_line(reading: BoardReading, rule: LowRule, facts: Sequence[_Facts], low: LowHand | None) -> str:
    if low is not None:
        return (
            f"Low: {low.description}, with {cards_text(low.hole_used)} from the hand and "
            f"{cards_text(low.board_used)} from the board."
        )
    limit = rule.limit
    assert limit is not None  # with no qualifier every hand has some low
    limit_word = _LIMIT_WORDS.get(limit, str(limit))
    board_low = reading.low_values
    if len(board_low) < 3:
        shown = ", ".join(_low_char(v) for v in sorted(board_low, reverse=True))
        have = f"{_NUMBER_WORDS[len(board_low)]} ({shown})" if board_low else "none"
        return (
            f"No low: no low is possible on this board. A low needs three different board "
            f"cards of {limit_word} or lower and the board has {have}."
        )
    mine = _hole_low_values(facts, limit)
    if len(mine) < 2:
        have = f"only one ({_low_char(mine[0])})" if mine else "none"
        return (
            f"No low: a low needs two hole cards of different ranks, {limit_word} or lower; "
            f"the hand has {have}."
        )
    # Two low hole ranks yet no low: the board pairs them, leaving too few low board cards.
    a, b = mine[0], mine[1]
    return (
        f"No low: {_low_char(b)}-{_low_char(a)} in the hand is counterfeited. "
        f"{_counterfeit_words(reading, facts, a, b)}."
    )


def _hole_low_values(facts: Sequence[_Facts], limit: int) -> list[int]:
    return sorted({f[2] for f in facts if f[2] <= limit})


def _counterfeit_words(reading: BoardReading, facts: Sequence[_Facts], a: int, b: int) -> str:
    """Why the hand's two lowest cards ``a`` and ``b`` make no low with this board."""
    paired = [v for v in (a, b) if v in reading.low_values]
    left = [v for v in reading.low_values if v not in (a, b)]
    board_cards = [c for c in reading.board if _facts(c)[2] in paired]
    hole_cards = [f[0] for f in facts if f[2] in paired]
    left_text = " and ".join(_low_char(v) for v in sorted(left, reverse=True)) or "nothing"
    verb = "pairs" if len(board_cards) == 1 else "pair"
    return (
        f"The board's {cards_text(board_cards)} {verb} the hand's {' '.join(hole_cards)}; a low "
        f"needs five different ranks, so only {left_text} on the board can go with "
        f"{_low_char(b)}-{_low_char(a)}"
    )


def _counterfeit_notes(
    reading: BoardReading, rule: LowRule, facts: Sequence[_Facts], low: LowHand,
) -> list[str]:
    limit = rule.limit
    if limit is None:
        if low.paired:
            return [
                "The low is paired: no two hole cards and three board cards make five different "
                "ranks here, and any unpaired low beats a paired one."
            ]
        return []
    mine = 0
    for fact in facts:
        if fact[2] <= limit:
            mine |= fact[5]
    lowest = mine & -mine
    second = (mine ^ lowest) & -(mine ^ lowest)
    two = lowest | second
    paired = (two & reading.low_mask).bit_count()
    if not second or not paired or len(reading.low_values) - paired >= 3:
        return []  # the hand's two lowest low cards still find three others on the board
    used = _facts(low.hole_used[0])[5] | _facts(low.hole_used[1])[5]
    if used == two:
        return []
    a, b = lowest.bit_length() - 1, second.bit_length() - 1
    return [
        f"Counterfeited low: {_low_char(b)}-{_low_char(a)} in the hand makes no low here. "
        f"{_counterfeit_words(reading, facts, a, b)}. The low uses {cards_text(low.hole_used)} instead."
    ]


# ------------------------------------------------------------------------- verdicts


def pot_label(index: int, count: int, amount: int) -> str:
    """``"The pot (100)"`` for a lone pot, else ``"Main pot (100)"``, ``"Side pot 1 (40)"``."""
    if count == 1:
        return f"The pot ({amount})"
    return f"Main pot ({amount})" if index == 0 else f"Side pot {index} ({amount})"


def _names(names: Sequence[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class PotStory:
    """One pot's verdict in words, worked out once; :func:`pot_verdict` fits it to a player."""

    label: str
    sole: bool
    hi_lo: bool
    high_winners: tuple[str, ...]
    low_winners: tuple[str, ...]
    high_loss: str
    low_loss: str


def pot_story(
    label: str,
    eligible: Sequence[str],
    high_winners: tuple[str, ...],
    low_winners: tuple[str, ...],
    hi_lo: bool,
    high_words: str,
    low_words: str | None,
) -> PotStory:
    """The parts of a pot's line that are the same for every player in it.

    ``high_words`` and ``low_words`` describe the winning hands (``"three nines"``).
    """
    if hi_lo and not low_winners:
        low_loss = "nobody here has a qualifying low, so the high takes the whole pot"
    else:
        low_loss = f"loses the low to {_names(low_winners)} ({low_words or ''})"
    return PotStory(
        label=label, sole=len(eligible) == 1, hi_lo=hi_lo, high_winners=high_winners,
        low_winners=low_winners,
        high_loss=f"loses the high to {_names(high_winners)} ({high_words})", low_loss=low_loss,
    )


def pot_verdict(story: PotStory, name: str, has_low: bool, award: int) -> str:
    """One line: how ``name`` fared in one pot, half by half, and the chips he takes."""
    if story.sole:
        return f"{story.label}: the only player who can win it; takes {award}."
    winners = story.high_winners
    high = _half_words("high", name, winners) if name in winners else story.high_loss
    takes = f"takes {award}" if award else "takes nothing"
    if not story.hi_lo:
        return f"{story.label}: {high}; {takes}."
    winners = story.low_winners
    if not winners:
        low = story.low_loss
    elif name in winners:
        low = _half_words("low", name, winners)
    else:
        low = story.low_loss if has_low else "has no low"
    return f"{story.label}: {high}; {low}; {takes}."


def _half_words(half: str, name: str, winners: Sequence[str]) -> str:
    """Words for a winner of one half, alone or tied."""
    if len(winners) == 1:
        return f"wins the {half}"
    return f"ties for the {half} with {_names([w for w in winners if w != name])}"
