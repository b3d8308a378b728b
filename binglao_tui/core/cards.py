"""Cards: ranks, suits, parsing what a dealer types, and printing for people or JSON.

A card is written as a rank and a suit. Ranks are ``2``-``9``, ``T`` (or ``10``),
``J``, ``Q``, ``K`` and ``A``; suits are ``c d h s`` or the symbols ``♣ ♦ ♥ ♠``.
Case does not matter, and cards may be separated by spaces or commas or run together:

>>> [str(c) for c in parse_cards("Ah, 10h Kd7c")]
['Ah', 'Th', 'Kd', '7c']
>>> parse_card("a♥").pretty
'A♥'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum, IntEnum


class Rank(IntEnum):
    """Card ranks, valued 2 to 14 so that the ace sorts highest for high hands."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        """The one-character ASCII rank: ``T`` for ten."""
        return RANK_CHARS[self.value]

    @property
    def low_value(self) -> int:
        """The rank's value in an ace-to-five low, where the ace counts one."""
        return 1 if self is Rank.ACE else self.value

    @property
    def low_char(self) -> str:
        """The rank as written in a low: ``A`` for ace, ``T`` for ten."""
        return self.char

    @property
    def word(self) -> str:
        """The rank's name as a dealer says it (``"nine"``)."""
        return RANK_WORDS[self.value][0]

    @property
    def plural(self) -> str:
        """The plural name (``"nines"``, ``"sixes"``)."""
        return RANK_WORDS[self.value][1]


RANK_CHARS = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "T",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANK_WORDS = {
    2: ("two", "twos"),
    3: ("three", "threes"),
    4: ("four", "fours"),
    5: ("five", "fives"),
    6: ("six", "sixes"),
    7: ("seven", "sevens"),
    8: ("eight", "eights"),
    9: ("nine", "nines"),
    10: ("ten", "tens"),
    11: ("jack", "jacks"),
    12: ("queen", "queens"),
    13: ("king", "kings"),
    14: ("ace", "aces"),
}


class Suit(Enum):
    """The four suits. Suits never rank against each other."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        """The suit's symbol for people: ``♣ ♦ ♥ ♠``."""
        return SUIT_SYMBOLS[self.value]

    @property
    def word(self) -> str:
        """The suit's name (``"hearts"``)."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_SUIT_ORDER = {"c": 0, "d": 1, "h": 2, "s": 3}


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # its own ==, hash and repr below
class Card:
    """One card of the standard 52-card deck.

    ``index`` numbers the deck 0-51 (rank-major: ``(rank - 2) * 4 + suit``); it is worked
    out once when the card is made, and equality and hashing use it alone, so sets and
    dicts of cards cost no more than of small numbers.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", (self.rank.value - 2) * 4 + _SUIT_ORDER[self.suit.value])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, for people: ``A♥``."""
        return f"{self.rank.char}{self.suit.symbol}"

    def __str__(self) -> str:
        """Two-character ASCII, as in JSON: ``Ah``, ``Td``."""
        return f"{self.rank.char}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"


def _build_deck() -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for rank in Rank for suit in Suit)


DECK: tuple[Card, ...] = _build_deck()
"""All 52 cards, ordered by ``Card.index``."""

_BY_TEXT: dict[str, Card] = {str(card): card for card in DECK}


class CardError(ValueError):
    """A card or list of cards that cannot be read; the message names the token and where."""


_RANK_INPUT = {
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "T": "T",
    "10": "T",
    "J": "J",
    "Q": "Q",
    "K": "K",
    "A": "A",
}
_SUIT_INPUT = {
    "C": "c",
    "D": "d",
    "H": "h",
    "S": "s",
    "♣": "c",
    "♦": "d",
    "♥": "h",
    "♠": "s",
    "♧": "c",
    "♢": "d",
    "♡": "h",
    "♤": "s",
}
_TOKEN = r"(10|[2-9TJQKA])([CDHS♣♦♥♠♧♢♡♤])"
_SEPARATORS = r"[\s,;]+"


def _where(where: str) -> str:
    return f" in {where}" if where else ""


def parse_card(text: str, where: str = "") -> Card:
    """Read one card such as ``Ah``, ``10h`` or ``a♥``."""
    cards = parse_cards(text, where)
    if len(cards) != 1:
        raise CardError(f"expected one card{_where(where)}, got {text.strip()!r}")
    return cards[0]


def parse_cards(text: str | Iterable[str], where: str = "") -> tuple[Card, ...]:
    """Read a list of cards written with spaces, commas, or run together.

    ``text`` may also be a list of strings (as in JSON), each holding one or more cards.
    ``where`` ("board", "player Bob") is named in every error. Duplicates inside the
    list are refused here; duplicates across lists are the caller's to check with
    :func:`check_no_duplicates`.
    """
    if not isinstance(text, str):
        items = list(text)
        for item in items:
            if not isinstance(item, str):
                raise CardError(f"card {item!r}{_where(where)} is not a string")
        text = " ".join(items)
    cards: list[Card] = []
    token = re.compile(_TOKEN)  # compiled at first use (re keeps it), not at import
    for chunk in re.split(_SEPARATORS, text.strip().upper()):
        if not chunk:
            continue
        pos = 0
        while pos < len(chunk):
            match = token.match(chunk, pos)
            if match is None:
                bad = chunk[pos : pos + 3] if pos else chunk
                if len(bad) > 12:  # a long run of text is named by its start
                    bad = bad[:10] + "..."
                raise CardError(f"unknown card {bad!r}{_where(where)}")
            rank = _RANK_INPUT[match.group(1)]
            suit = _SUIT_INPUT[match.group(2)]
            cards.append(_BY_TEXT[rank + suit])
            pos = match.end()
    check_no_duplicates({where or "these cards": cards})
    return tuple(cards)


def check_no_duplicates(groups: dict[str, Iterable[Card]]) -> None:
    """Refuse any card that appears twice, naming both places it was seen.

    >>> check_no_duplicates({"board": parse_cards("Ah Kd"), "player A": parse_cards("Ah 2c")})
    Traceback (most recent call last):
    ...
    binglao_tui.core.cards.CardError: duplicate card Ah: in board and in player A
    """
    seen: dict[Card, str] = {}
    for where, cards in groups.items():
        for card in cards:
            if card in seen:
                first = seen[card]
                places = f"twice in {where}" if first == where else f"in {first} and in {where}"
                raise CardError(f"duplicate card {card}: {places}")
            seen[card] = where


def format_cards(cards: Iterable[Card], pretty: bool = True) -> str:
    """Cards joined by spaces, with suit symbols (``pretty``) or in ASCII."""
    return " ".join(card.pretty if pretty else str(card) for card in cards)


def cards_to_json(cards: Iterable[Card]) -> list[str]:
    """Cards as a list of two-character ASCII strings, as the JSON output uses."""
    return [str(card) for card in cards]
