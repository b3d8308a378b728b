"""Colouring up at a break: chips that are no longer needed leave play, raced off TDA style.

When the blinds have grown past a denomination, it leaves play at a break. Each
denomination that leaves is exchanged for the smallest one that stays (``into``):

1. every player trades each full set of the small chips for the larger ones (four 25s
   for a 100);
2. the odd chips left over are raced off: the table gets one larger chip for each one
   the odd chips are worth all together, and one more if what remains is worth at least
   half a larger chip;
3. each player with odd chips is dealt one card face up for each of them, starting from
   seat 1, all of a player's cards before the next player's; the highest cards (by rank,
   ties by suit: spades, hearts, diamonds, clubs) win the larger chips, no more than one
   to a player; then all the odd chips leave play;
4. nobody is raced out: a player whose last chips were odd chips and who wins none is
   given one chip of the smallest denomination still in play, from the box (after the
   race, so it is not one of the chips raced).

Several denominations leaving at one break are raced one after the other, smallest first.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from binglao_tui.core.cards import Card, Suit

# Suits break ties in a race the way they do in a draw for seats (bridge order).
_SUIT_ORDER = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}


class RaceError(ValueError):
    """Cards that do not match the odd chips being raced (one line)."""


@dataclass(frozen=True, slots=True)
class ColourUpStep:
    """One denomination leaving play, exchanged for ``into``, the smallest one staying."""

    removed: int
    into: int

    @property
    def lot(self) -> tuple[int, int]:
        """(small chips, larger chips) of one full exchange: (4, 1) for 25s into 100s."""
        common = math.gcd(self.removed, self.into)
        return self.into // common, self.removed // common

    def exchange(self, count: int) -> tuple[int, int]:
        """(larger chips got, odd small chips left) for a player holding ``count`` small chips.

        >>> ColourUpStep(25, 100).exchange(11)
        (2, 3)
        """
        small, large = self.lot
        return count // small * large, count % small

    def chips_raced(self, odd_chips: int) -> int:
        """How many larger chips are raced for ``odd_chips`` small ones at the table.

        >>> step = ColourUpStep(25, 100)
        >>> step.chips_raced(5), step.chips_raced(6), step.chips_raced(1)
        (1, 2, 0)
        """
        whole, rest = divmod(odd_chips * self.removed, self.into)
        return whole + (1 if 2 * rest >= self.into else 0)

    def box_needed(self, chips_in_play: int) -> int:
        """Larger chips to have ready from the box to exchange ``chips_in_play`` small ones
        (one more than their value in case the race would knock a player out)."""
        return math.ceil(chips_in_play * self.removed / self.into) + 1

    def lines(self) -> tuple[str, ...]:
        """The colour-up in words, for the break screen and the printed schedule."""
        small, large = self.lot
        old, new = self.removed, self.into
        trade = (
            f"every {_count(small)} {old}s for one {new}"
            if large == 1
            else f"every {_count(small)} {old}s for {_count(large)} {new}s"
        )
        half = self.into / 2
        half_text = str(int(half)) if half == int(half) else str(half)
        return (
            f"The {old}s leave play: each player trades {trade}.",
            f"The odd {old}s left are raced off: one {new} for each {new} they are worth "
            f"together, and one more if the rest is worth at least {half_text}.",
            f"Deal one card face up for each odd {old}, from seat 1, all of a player's cards "
            "before the next player's.",
            f"The highest cards win the {new}s, at most one to a player (ties by suit: spades, "
            "hearts, diamonds, clubs).",
            f"Nobody is raced out: a player left with nothing gets one {new} from the box.",
        )


def _count(number: int) -> str:
    """Small counts in words, as a dealer says them: ``four``; larger ones in figures."""
    words = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    return words[number] if number < len(words) else str(number)


def colour_up_steps(removed: Sequence[int], in_play: Sequence[int]) -> tuple[ColourUpStep, ...]:
    """The exchanges of a colour-up taking ``removed`` out of ``in_play``, smallest first.

    >>> colour_up_steps((25,), (25, 100, 500))
    (ColourUpStep(removed=25, into=100),)
    """
    staying = [d for d in in_play if d not in removed]
    if not staying:
        raise ValueError("a colour-up must leave at least one denomination in play")
    into = min(staying)
    return tuple(ColourUpStep(d, into) for d in sorted(removed))


@dataclass(frozen=True, slots=True)
class RaceSeat:
    """A player in a race: their odd chips and the value of the chips they keep."""

    player: str
    odd_chips: int
    keeps: int


@dataclass(frozen=True, slots=True)
class RaceResult:
    """Who won a larger chip in the race, and who was given one to stay in."""

    chips_raced: int
    winners: tuple[str, ...]
    kept_in: tuple[str, ...]


def _card_key(card: Card) -> tuple[int, int]:
    return int(card.rank), _SUIT_ORDER[card.suit]


def race_off(
    step: ColourUpStep, seats: Sequence[RaceSeat], cards: Mapping[str, Sequence[Card]]
) -> RaceResult:
    """The race for one step: ``seats`` from seat 1, ``cards`` dealt to each (one per odd chip)."""
    racing = [seat for seat in seats if seat.odd_chips > 0]
    seen: set[Card] = set()
    for seat in racing:
        dealt = cards.get(seat.player, ())
        if len(dealt) != seat.odd_chips:
            raise RaceError(f"{seat.player} has {seat.odd_chips} odd chips but {len(dealt)} cards")
        if seen & set(dealt) or len(set(dealt)) != len(dealt):
            raise RaceError("a card was dealt twice in the race")
        seen.update(dealt)
    raced = step.chips_raced(sum(seat.odd_chips for seat in racing))
    order = sorted(racing, key=lambda seat: max(_card_key(c) for c in cards[seat.player]), reverse=True)
    winners = tuple(seat.player for seat in order[:raced])
    kept_in = tuple(seat.player for seat in racing if seat.keeps == 0 and seat.player not in winners)
    return RaceResult(raced, winners, kept_in)
