"""A hand's odds after the fact: every street's race counted, its outs, and the all-in's
expected chips for the night's luck.

The races come from the engine (:mod:`binglao_tui.core.engine.streets` for a hand played,
:func:`binglao_tui.core.engine.all_in.all_in_races` for one in play); this module reads
them by their shape (:class:`RaceLike`), so the engine never loads numpy and the equity
never imports the engine.

- :func:`count_race`: one race's exact equity;
- :func:`street_odds`: each street's equity with the outs on the flop and the turn (see
  :mod:`~binglao_tui.core.equity.outs` for what an out is); a street two boards shared
  (:func:`count_street`) is worth the chips of both boards' halves, each half's odd chip
  paid as the showdown pays it, so its expected chips are those :func:`expected_chips`
  gives the night's luck;
- :func:`expected_chips`: what each player could expect of the pots at the all-in (every
  board's race when the hand was run twice), exactly;
- :func:`luck`: the night's luck, each player's chips won at the all-ins beside the chips
  expected, in whole chips that add up to zero over the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import floor
from typing import Protocol

from binglao_tui.core.cards import DECK, Card, format_cards
from binglao_tui.core.equity.calculate import all_in_equity
from binglao_tui.core.equity.outs import Outs, outs, outs_sentence
from binglao_tui.core.equity.result import AllInPlayer, Equity, EquityError, PotEquity
from binglao_tui.core.rules import Game


class RunnerLike(Protocol):
    """A player in a race (the engine's ``Runner``)."""

    @property
    def name(self) -> str: ...
    @property
    def hole(self) -> tuple[Card, ...]: ...
    @property
    def committed(self) -> int: ...
    @property
    def out(self) -> bool: ...


class RaceLike(Protocol):
    """One board's race (the engine's ``Race``)."""

    @property
    def board(self) -> tuple[Card, ...]: ...
    @property
    def runners(self) -> Sequence[RunnerLike]: ...
    @property
    def dead(self) -> tuple[Card, ...]: ...
    @property
    def roll(self) -> int | None: ...
    @property
    def button(self) -> str | None: ...
    @property
    def chip(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def pots(self) -> tuple[tuple[int, tuple[str, ...]], ...] | None: ...


def players_of(race: RaceLike) -> list[AllInPlayer]:
    """The race's players as the equity counts them."""
    return [AllInPlayer(r.name, r.hole, r.committed, r.out) for r in race.runners]


def count_race(game: Game, race: RaceLike) -> Equity:
    """One race counted exactly (an :class:`EquityError` if it cannot be)."""
    return all_in_equity(
        game,
        players_of(race),
        board=race.board,
        dead=race.dead,
        roll=race.roll,
        button=race.button,
        chip=race.chip,
        pots=race.pots,
    )


def race_live(race: RaceLike) -> list[str]:
    """The players who can win the race, in seat order."""
    return [r.name for r in race.runners if not r.out]


def unseen_cards(race: RaceLike) -> list[Card]:
    """The cards the race has not seen: in no hand, not on the board, not dead."""
    seen = {*race.board, *race.dead, *(card for r in race.runners for card in r.hole)}
    return [card for card in DECK if card not in seen]


def race_outs(game: Game, race: RaceLike) -> dict[str, Outs]:
    """Each live player's outs in the race; none before the flop or on the river."""
    if len(race.board) not in (3, 4):
        return {}
    return outs(game, players_of(race), race.board, dead=race.dead, roll=race.roll)


@dataclass(frozen=True, slots=True)
class StreetOdds:
    """One street's race counted: its name (``preflop``, ``flop``, ``turn``), the race,
    its equity and the outs (empty preflop)."""

    street: str
    race: RaceLike
    equity: Equity
    outs: Mapping[str, Outs]


class StreetLike(Protocol):
    """A street's race (the engine's ``StreetRace``)."""

    @property
    def street(self) -> str: ...
    @property
    def race(self) -> RaceLike: ...
    @property
    def parts(self) -> Sequence[RaceLike]: ...


def count_street(game: Game, race: RaceLike, parts: Sequence[RaceLike] = ()) -> Equity:
    """A street's race counted: ``race`` alone, or, for a street two boards shared, the
    ``parts`` (each board's race from the same cards for its half of the pots) counted at
    once, every half a pot of its own paid as the showdown pays it, the halves then added
    up pot by pot. The shares of the boards are the same on every part (the same cards);
    the chips are the halves' (a half of 105 in a hi-lo pot pays 53 and 52, not the 105
    and 105 of a pot of 210)."""
    if not parts:
        return count_race(game, race)
    halves = [pot for part in parts for pot in part.pots or ()]
    counted = all_in_equity(
        game,
        players_of(race),
        board=race.board,
        dead=race.dead,
        roll=race.roll,
        button=race.button,
        chip=race.chip,
        pots=halves,
    )
    return replace(counted, pots=_pots_added(counted.pots or ()))


def _pots_added(pots: Sequence[PotEquity]) -> tuple[PotEquity, ...]:
    """The halves of each pot as one pot: amounts and expected chips added up, by who can
    win it (the shares of the boards are the same on both halves), main pot first."""
    added: dict[tuple[str, ...], PotEquity] = {}
    for pot in pots:
        was = added.get(pot.eligible)
        if was is None:
            added[pot.eligible] = pot
            continue
        ev = None
        if was.ev is not None and pot.ev is not None:
            ev = {name: was.ev[name] + pot.ev[name] for name in was.ev}
        added[pot.eligible] = PotEquity(was.amount + pot.amount, was.eligible, was.equity, ev)
    return tuple(added.values())


def street_title(odds: StreetOdds) -> str:
    """A street's heading: ``Flop 7♥ 5♦ 4♣ · 666 boards``, ``Turn, board 2 4♦ 5♠ K♣ 6♣ ·
    38 boards · dead 8♥ 2♦``."""
    race = odds.race
    name = odds.street.capitalize()
    if race.number:
        name += f", board {race.number}"
    if race.board:
        name += f" {format_cards(race.board)}"
    boards = odds.equity.boards
    name += f" · {boards:,} board{'' if boards == 1 else 's'}"
    if race.dead:
        name += f" · dead {format_cards(race.dead)}"
    return name


def outs_sentences(game: Game, race: RaceLike, found: Mapping[str, Outs], *, longest: int = 48) -> list[str]:
    """Each player's outs in a line (:func:`~binglao_tui.core.equity.outs.outs_sentence`)."""
    unseen = unseen_cards(race)
    low = game.plays_low(race.roll)
    return [outs_sentence(name, outs, unseen, low=low, longest=longest) for name, outs in found.items()]


def street_odds(game: Game, streets: Iterable[StreetLike]) -> list[StreetOdds]:
    """Every street's equity and outs, in order."""
    return [
        StreetOdds(s.street, s.race, count_street(game, s.race, s.parts), race_outs(game, s.race))
        for s in streets
    ]


def expected_chips(game: Game, races: Sequence[RaceLike]) -> dict[str, Fraction]:
    """Each live player's exact expected chips over the races' pots (each board's part of
    them when the hand was run twice)."""
    expected: dict[str, Fraction] = {}
    for race in races:
        live = {r.name for r in race.runners if not r.out}
        for player in count_race(game, race).players:
            if player.name in live:
                expected[player.name] = expected.get(player.name, Fraction(0)) + (player.ev or Fraction(0))
    return expected


@dataclass(frozen=True, slots=True)
class LuckLine:
    """One player's luck: the all-ins he was in, the chips he could expect of them (whole
    chips, and the exact figure), what he won, and the difference."""

    name: str
    all_ins: int
    expected: int
    won: int
    luck: int
    exact: Fraction


@dataclass(frozen=True, slots=True)
class AllInHand:
    """One all-in dealt out: each player's exact expected chips and the chips won."""

    expected: Mapping[str, Fraction]
    won: Mapping[str, int]


def luck(hands: Iterable[AllInHand], order: Sequence[str] = ()) -> list[LuckLine]:
    """The luck over the hands, a line a player who was in any of them.

    The exact expectations are added up per player over the night, then made whole chips
    by the largest remainder: each player gets the whole chips of his exact sum, and the
    chips those leave (the sum over the table is the chips in the pots, a whole number)
    go one each to the largest fractions (ties in the order ``order``, then by name). So
    the expected chips add up to exactly what was won, and the luck (won less expected)
    to zero, and no one's expectation is a chip from his exact one or more.
    """
    exact: dict[str, Fraction] = {}
    won: dict[str, int] = {}
    counted: dict[str, int] = {}
    for hand in hands:
        for name, value in hand.expected.items():
            exact[name] = exact.get(name, Fraction(0)) + value
            won[name] = won.get(name, 0) + hand.won.get(name, 0)
            counted[name] = counted.get(name, 0) + 1
    total = sum(won.values())
    if sum(exact.values(), Fraction(0)) != total:
        raise EquityError(f"the chips expected add up to {sum(exact.values())}, but {total} were won")
    names = sorted(exact, key=lambda name: (order.index(name) if name in order else len(order), name))
    whole = {name: floor(exact[name]) for name in names}
    left = total - sum(whole.values())
    by_fraction = sorted(names, key=lambda name: -(exact[name] - whole[name]))
    for name in by_fraction[:left]:
        whole[name] += 1
    return [
        LuckLine(name, counted[name], whole[name], won[name], won[name] - whole[name], exact[name])
        for name in names
    ]
