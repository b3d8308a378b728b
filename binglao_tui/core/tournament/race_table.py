"""A break's colour-up at the table: each player's odd chips, the race, the stacks after it.

:mod:`.colour_up` has the rule for one denomination leaving play; this module applies it
to the players' stacks. The app knows each player's chips, not which chips make them, so
a player's odd chips are counted as the fewest chips leaving play that make up what his
stack holds below the smallest chip staying (a stack of 10,325 when the 25s and 100s go
into 500s: three odd 100s and one odd 25). Each denomination is raced on its own
(:func:`~.colour_up.race_off`); a player left with nothing who wins no chip in any of the
races is kept in with one chip of the smallest denomination staying (once, however many
races he lost).

>>> plan = plan_colour_up((25,), (25, 100, 500), [("Ann", 1075), ("Bob", 900), ("Cat", 25)])
>>> [(p.player, p.odd, p.keeps) for p in plan.players]
[('Ann', ((25, 3),), 1000), ('Bob', (), 900), ('Cat', ((25, 1),), 0)]
>>> from binglao_tui.core.cards import parse_cards
>>> done = race_colour_up(plan, {25: {"Ann": parse_cards("2c 9d Kh"), "Cat": parse_cards("As")}})
>>> done.stacks, done.kept_in
((('Ann', 1000), ('Bob', 900), ('Cat', 100)), ())
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.tournament.colour_up import (
    ColourUpStep,
    RaceError,
    RaceResult,
    RaceSeat,
    colour_up_steps,
    race_off,
)


@dataclass(frozen=True, slots=True)
class RacePlayer:
    """A player at the colour-up: his stack, his odd chips of each denomination leaving
    (only those he has), and the chips he keeps."""

    player: str
    stack: int
    odd: tuple[tuple[int, int], ...]
    keeps: int

    def odd_of(self, denomination: int) -> int:
        return dict(self.odd).get(denomination, 0)


@dataclass(frozen=True, slots=True)
class ColourUpPlan:
    """The exchanges of one break and every player's odd chips, in seat order."""

    steps: tuple[ColourUpStep, ...]
    players: tuple[RacePlayer, ...]

    @property
    def into(self) -> int:
        """The smallest chip staying in play, the one every odd chip is raced for."""
        return self.steps[0].into

    @property
    def racing(self) -> bool:
        """Whether anyone has odd chips (otherwise the chips are only exchanged)."""
        return any(p.odd for p in self.players)

    def cards_needed(self, denomination: int) -> dict[str, int]:
        """Cards to deal each player in the race of ``denomination`` (one per odd chip)."""
        return {p.player: p.odd_of(denomination) for p in self.players if p.odd_of(denomination)}


def _odd_chips(remainder: int, leaving: Sequence[int]) -> tuple[tuple[int, int], ...]:
    odd = []
    for denomination in sorted(leaving, reverse=True):
        count, remainder = divmod(remainder, denomination)
        if count:
            odd.append((denomination, count))
    if remainder:
        raise RaceError(f"{remainder} cannot be made with the chips leaving play")
    return tuple(sorted(odd))


def plan_colour_up(
    removed: Sequence[int], in_play: Sequence[int], stacks: Sequence[tuple[str, int]]
) -> ColourUpPlan:
    """The colour-up taking ``removed`` out of ``in_play`` for these (player, stack) pairs."""
    steps = colour_up_steps(removed, in_play)
    into = steps[0].into
    players = []
    for player, stack in stacks:
        remainder = stack % into
        try:
            odd = _odd_chips(remainder, [s.removed for s in steps])
        except RaceError:
            raise RaceError(
                f"{player}'s stack of {stack} cannot be made with the chips in play "
                f"({', '.join(str(d) for d in in_play)})"
            ) from None
        players.append(RacePlayer(player, stack, odd, stack - remainder))
    return ColourUpPlan(steps, tuple(players))


@dataclass(frozen=True, slots=True)
class ColourUpOutcome:
    """The stacks after the colour-up (seat order), each race's result, and the players
    given a chip from the box so as not to be raced out."""

    stacks: tuple[tuple[str, int], ...]
    races: tuple[tuple[ColourUpStep, RaceResult], ...]
    kept_in: tuple[str, ...]

    def won(self, player: str) -> int:
        """How many chips ``player`` won in the races."""
        return sum(1 for _, result in self.races if player in result.winners)


def race_colour_up(plan: ColourUpPlan, cards: Mapping[int, Mapping[str, Sequence[Card]]]) -> ColourUpOutcome:
    """Race every denomination leaving with the cards dealt for it (``cards[denomination]``
    by player); :class:`~.colour_up.RaceError` if they do not match the odd chips."""
    races = []
    for step in plan.steps:
        seats = [RaceSeat(p.player, p.odd_of(step.removed), p.keeps) for p in plan.players]
        races.append((step, race_off(step, seats, cards.get(step.removed, {}))))
    wins = {p.player: sum(1 for _, r in races if p.player in r.winners) for p in plan.players}
    kept_in = tuple(p.player for p in plan.players if p.keeps == 0 and p.odd and not wins[p.player])
    into = plan.into
    stacks = tuple(
        (p.player, p.keeps + into * wins[p.player] + (into if p.player in kept_in else 0))
        for p in plan.players
    )
    return ColourUpOutcome(stacks, tuple(races), kept_in)


def deal_race_cards(plan: ColourUpPlan, rng: random.Random) -> dict[int, dict[str, tuple[Card, ...]]]:
    """Cards for every race, each from a freshly shuffled deck, seat by seat (all of a
    player's cards before the next player's); :class:`~.colour_up.RaceError` when a race
    needs more cards than a deck holds."""
    dealt: dict[int, dict[str, tuple[Card, ...]]] = {}
    for step in plan.steps:
        needed = plan.cards_needed(step.removed)
        if sum(needed.values()) > len(DECK):
            raise RaceError(f"the race of the {step.removed}s needs more cards than a deck holds")
        deck = list(DECK)
        rng.shuffle(deck)
        race: dict[str, tuple[Card, ...]] = {}
        for player, count in needed.items():
            race[player], deck = tuple(deck[:count]), deck[count:]
        dealt[step.removed] = race
    return dealt
