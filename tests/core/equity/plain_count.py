"""The plain way to count an all-in, for the equity tests to hold the fast one to.

Every completion of the board is dealt one at a time and every hand judged with the
project's evaluator (:func:`high_strength`, :func:`low_strength`), the
pot shared as the showdown shares it, in exact fractions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation.high import high_strength
from binglao_tui.core.evaluation.low import low_strength
from binglao_tui.core.rules import LowRule


@dataclass(frozen=True)
class Reference:
    boards: int
    equity: list[Fraction]
    scoop: list[Fraction]
    high_win: list[Fraction]
    high_tie: list[Fraction]
    low_win: list[Fraction]
    low_tie: list[Fraction]


def reference_equity(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card],
    low: LowRule | None,
    dead: Sequence[Card] = (),
) -> Reference:
    """Each hand's exact figures over every completion of ``board``, counted one board at a time."""
    seen = {*board, *dead, *(card for hole in holes for card in hole)}
    unseen = [card for card in DECK if card not in seen]
    players = len(holes)
    equity = [Fraction(0)] * players
    tallies = {key: [0] * players for key in ("scoop", "high_win", "high_tie", "low_win", "low_tie")}
    boards = 0
    for extra in combinations(unseen, 5 - len(board)):
        full = (*board, *extra)
        boards += 1
        highs = [high_strength(hole, full) for hole in holes]
        lows = [0] * players
        if low is not None:
            lows = [low_strength(hole, full, low) or 0 for hole in holes]
        high_winners = [p for p in range(players) if highs[p] == max(highs)]
        low_winners = [p for p in range(players) if max(lows) and lows[p] == max(lows)]
        share = [Fraction(0)] * players
        high_part = Fraction(1, 2) if low_winners else Fraction(1)
        for p in high_winners:
            share[p] += high_part / len(high_winners)
        for p in low_winners:
            share[p] += Fraction(1, 2) / len(low_winners)
        for p in range(players):
            equity[p] += share[p]
            tallies["scoop"][p] += share[p] == 1
            tallies["high_win"][p] += high_winners == [p]
            tallies["high_tie"][p] += p in high_winners and len(high_winners) > 1
            tallies["low_win"][p] += low_winners == [p]
            tallies["low_tie"][p] += p in low_winners and len(low_winners) > 1
    per_board = {key: [Fraction(n, boards) for n in values] for key, values in tallies.items()}
    return Reference(boards, [e / boards for e in equity], **per_board)


def reference_shares(
    holes: Sequence[Sequence[Card]],
    board: Sequence[Card],
    low: LowRule | None,
    dead: Sequence[Card] = (),
) -> list[tuple[Fraction, Fraction, Fraction]]:
    """Each hand's expected share of the pot, of the high half and of the low half over
    every completion of ``board``, counted one board at a time (the outs' reference)."""
    seen = {*board, *dead, *(card for hole in holes for card in hole)}
    unseen = [card for card in DECK if card not in seen]
    players = len(holes)
    pot = [Fraction(0)] * players
    high = [Fraction(0)] * players
    lows_won = [Fraction(0)] * players
    boards = 0
    for extra in combinations(unseen, 5 - len(board)):
        full = (*board, *extra)
        boards += 1
        highs = [high_strength(hole, full) for hole in holes]
        lows = [0] * players
        if low is not None:
            lows = [low_strength(hole, full, low) or 0 for hole in holes]
        high_winners = [p for p in range(players) if highs[p] == max(highs)]
        low_winners = [p for p in range(players) if max(lows) and lows[p] == max(lows)]
        for p in high_winners:
            high[p] += Fraction(1, len(high_winners))
            pot[p] += Fraction(1, len(high_winners) * (2 if low_winners else 1))
        for p in low_winners:
            lows_won[p] += Fraction(1, len(low_winners))
            pot[p] += Fraction(1, 2 * len(low_winners))
    return [(pot[p] / boards, high[p] / boards, lows_won[p] / boards) for p in range(players)]
