"""The all-in race: when a hand's equity can be counted, and from which cards.

Once the betting is over for good (everyone left is all in, or all but one) with at least
two hands still live, a live table turns the hands face up before the board is run. From
then until the last board card falls the hand is a race whose equity the app can count:

- :func:`to_table` names the live players whose hands the dealer has not entered as
  shown yet, in the order they would show;
- :func:`all_in_races` gives, once every live hand is tabled, one :class:`Race` per board
  (two when the hand is run twice) with the cards to count from.

When the hand is run twice, each board races for its half of every pot the showdown halves
(:func:`board_pots`), so its figures are those of the chips it can win, odd chips and all:
the same pots the hand's odds and the night's luck count it for.

Dead cards are the cards the counting must leave out of the deck: the other board's own
cards when the hand is run twice, and, when the caller may know them, the entered hole
cards of players who folded or mucked. Burns are never known. Nothing here counts: the
equity itself is :func:`binglao_tui.core.equity.all_in_equity` (which imports numpy), and
the engine stays free of it.

>>> from binglao_tui.core.cards import parse_cards
>>> from binglao_tui.core.rules import get_game
>>> from binglao_tui.core.engine.actions import Action
>>> from binglao_tui.core.engine.table import Seat, TableSetup
>>> setup = TableSetup(get_game("plo"), (Seat("Ann", 10), Seat("Bob", 10)), button="Ann",
...                    small_blind=1, big_blind=2)
>>> hand = Hand.start(setup).apply(Action.deal_hole()).apply(Action.raise_to("Ann", 6))
>>> hand = hand.apply(Action.all_in("Bob")).apply(Action.call("Ann"))
>>> to_table(hand), all_in_races(hand)
(('Bob', 'Ann'), ())
>>> hand = hand.apply(Action.show("Bob", parse_cards("Jc Td 9d 8h")))
>>> hand = hand.apply(Action.show("Ann", parse_cards("Ac Ah Kc Kh")))
>>> [(r.name, r.committed) for r in all_in_races(hand)[0].runners]
[('Ann', 10), ('Bob', 10)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.core.showdown.pots import side_pots

Pots = tuple[tuple[int, tuple[str, ...]], ...]
"""Pots as ``(amount, eligible)``, the main pot first."""

_RACING_PHASES = (Phase.DEAL_BOARD, Phase.ROLL)
"""Where a race stands: board cards still to come (or, in a game that rolls after the
flop betting, the die). At the showdown every board card is out and the judge rules."""


@dataclass(frozen=True, slots=True)
class Runner:
    """One player in the race, in seat order. ``out``: folded or mucked, so wins nothing;
    an out player's ``hole`` (when known) only takes its cards out of the deck."""

    name: str
    hole: tuple[Card, ...]
    committed: int = 0
    out: bool = False


@dataclass(frozen=True, slots=True)
class Race:
    """One board's race: its cards so far, the runners and the cards known to be dead.

    ``number`` is the board (1 or 2) when the hand is run twice, else 0. ``roll`` is None
    while a die still to be rolled decides the game (its faces are then averaged).
    ``pots`` are the pots raced for, as ``(amount, eligible)`` with the main pot first,
    when they are not simply built from the runners' chips put in (one board's half of
    each pot when the hand is run twice: :mod:`~binglao_tui.core.engine.streets`).
    """

    board: tuple[Card, ...]
    runners: tuple[Runner, ...]
    dead: tuple[Card, ...] = ()
    roll: int | None = None
    button: str | None = None
    chip: int = 1
    number: int = 0
    pots: tuple[tuple[int, tuple[str, ...]], ...] | None = None

    @property
    def live(self) -> tuple[str, ...]:
        """The runners who can still win."""
        return tuple(r.name for r in self.runners if not r.out)


def board_halves(pots: Pots, chip: int) -> tuple[Pots, Pots]:
    """Each board's share of the pots when run twice, as the showdown halves them: a pot
    two or more can win is halved (an odd chip to the first board), one with a single
    player in it stays whole on the first board."""
    first: list[tuple[int, tuple[str, ...]]] = []
    second: list[tuple[int, tuple[str, ...]]] = []
    for amount, eligible in pots:
        if len(eligible) < 2:
            first.append((amount, eligible))
            continue
        units = amount // chip
        half = (units - units // 2) * chip
        first.append((half, eligible))
        second.append((amount - half, eligible))
    return tuple(first), tuple(second)


def board_pots(runners: Sequence[Runner], chip: int, board: int) -> Pots:
    """The pots the runners' chips make (the main pot first), or board ``board``'s half of
    them (1 or 2) when the hand is run twice; 0: the whole pots."""
    pots: Pots = tuple(
        (pot.amount, pot.eligible) for pot in side_pots([(r.name, r.committed, r.out) for r in runners])
    )
    return board_halves(pots, chip)[board - 1] if board else pots


def at_all_in(hand: Hand) -> bool:
    """Whether the hand is at a race: the betting over for good, at least two hands live
    and board cards (or the die) still to come."""
    if not hand.betting_over or hand.phase not in _RACING_PHASES:
        return False
    return sum(1 for p in hand.players if not (p.folded or p.mucked)) >= 2


def to_table(hand: Hand) -> tuple[str, ...]:
    """At a race, the live players whose hands are not entered as shown yet, in the order
    they show; () when every live hand is tabled or the hand is at no race."""
    if not at_all_in(hand):
        return ()
    shown = {p.name for p in hand.players if p.shown}
    return tuple(name for name in hand.showdown_order if name not in shown)


def all_in_races(hand: Hand, *, known_dead: bool = True) -> tuple[Race, ...]:
    """The races to count now: one per board whose cards are all entered, once every live
    hand is tabled; () otherwise.

    With ``known_dead`` the entered cards of folded and mucked hands are dead cards (the
    dealer knows them); without it only what the table has seen counts (a table display).
    A board of five cards when the hand is run twice is its own result (one board). When
    run twice, each board's race is for its half of the pots (:func:`board_pots`).
    """
    if not at_all_in(hand) or to_table(hand):
        return ()
    runners = []
    for p in hand.players:
        out = p.folded or p.mucked
        hole = (p.hole or ()) if known_dead or not out else ()
        runners.append(Runner(p.name, hole, p.committed, out))
    setup = hand.setup
    boards = hand.boards
    races = []
    for index, board in enumerate(boards):
        if any(card is None for card in board):
            continue  # dealt but not entered: the cards are there, only the app does not know them
        cards = tuple(card for card in board if card is not None)
        others = [card for at, other in enumerate(boards) if at != index for card in other]
        dead = tuple(card for card in others if card is not None and card not in cards)
        number = index + 1 if len(boards) > 1 else 0
        pots = board_pots(runners, setup.chip, number) if number else None
        races.append(Race(cards, tuple(runners), dead, hand.roll, setup.button, setup.chip, number, pots))
    return tuple(races)


def race_of_hands(
    board: tuple[Card, ...],
    hands: Mapping[str, tuple[Card, ...]],
    *,
    roll: int | None = None,
    button: str | None = None,
) -> Race | None:
    """The race of hands typed in away from a hand (the showdown judge's cards): None
    unless two hands or more are there and board cards are still to come (0, 3 or 4).
    ``hands`` are in seat order; a player with no cards typed in is out of the race but
    keeps the seat, so a button who folded still decides who gets an odd chip."""
    if len(board) not in (0, 3, 4) or sum(1 for cards in hands.values() if cards) < 2:
        return None
    runners = tuple(Runner(name, cards, out=not cards) for name, cards in hands.items())
    return Race(board, runners, roll=roll, button=button)
