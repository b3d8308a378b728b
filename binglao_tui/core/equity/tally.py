"""From every hand's strengths on every group of boards to exact figures for each player.

A board's result is its *outcome*: who wins or shares the high and who the low. The groups
of an all-in fall into a handful of outcomes (a few dozen at most), so the boards are first
added up by outcome in numpy, and the shares are then worked out once per outcome in exact
whole numbers: the pot is counted in ``2 * lcm(1, ..., players)`` units, so that a half
shared by any number of tied winners is a whole number of units. Nothing is rounded until
it is printed. (Sharing every group in numpy arrays instead was about three times as slow.)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import lcm
from typing import NamedTuple

import numpy as np

from binglao_tui.core.equity._arrays import IntArray


class Outcome(NamedTuple):
    """Who wins on some boards, as columns of the players counted, and on how many boards."""

    high: tuple[int, ...]
    """The players who win or share the high."""
    low: tuple[int, ...]
    """The players who win or share the low (none: nobody has a low)."""
    boards: int


class Counts(NamedTuple):
    """One player's exact results over all the boards."""

    equity: Fraction
    scoop: Fraction
    high_win: Fraction
    high_tie: Fraction
    low_win: Fraction
    low_tie: Fraction


def _members(bits: int) -> tuple[int, ...]:
    return tuple(column for column in range(bits.bit_length()) if bits >> column & 1)


def outcomes(highs: IntArray, lows: IntArray | None, boards: IntArray) -> list[Outcome]:
    """The boards added up by outcome. ``highs`` and ``lows`` are (groups, players)
    strengths, larger better; ``lows`` None for a high-only game, and 0 where a hand has no
    low; ``boards`` the number of boards in each group."""
    players = highs.shape[1]
    bit = 1 << np.arange(players, dtype=np.int64)
    # One number per group: a bit for each high winner, then a bit for each low winner.
    code = (highs == highs.max(axis=1, keepdims=True)) @ bit
    if lows is not None:
        best_low = lows.max(axis=1, keepdims=True)
        code |= (((lows == best_low) & (best_low > 0)) @ bit) << players
    # bincount adds the counts in floating point: exact, as no sum comes near 2**53 (there
    # are at most C(52, 5) boards).
    per_code = np.bincount(code, weights=boards)
    high_part = (1 << players) - 1
    return [
        Outcome(_members(number & high_part), _members(number >> players), int(per_code[number]))
        for number in np.flatnonzero(per_code).tolist()
    ]


def counts(found: Sequence[Outcome], players: int) -> list[Counts]:
    """Each player's figures (columns 0 to ``players - 1``) from the outcomes."""
    units = 2 * lcm(*range(1, players + 1))
    won = [0] * players
    tallies = {key: [0] * players for key in ("scoop", "high_win", "high_tie", "low_win", "low_tie")}
    total = 0
    for outcome in found:
        high, low, boards = outcome
        total += boards
        # The whole pot to the high when nobody has a low, else half to each half's winners.
        high_take = (units // 2 if low else units) // len(high)
        low_take = units // 2 // len(low) if low else 0
        for column in high:
            won[column] += high_take * boards
            tallies["high_win" if len(high) == 1 else "high_tie"][column] += boards
        for column in low:
            won[column] += low_take * boards
            tallies["low_win" if len(low) == 1 else "low_tie"][column] += boards
        if len(high) == 1 and (not low or low == high):
            tallies["scoop"][high[0]] += boards

    def share(key: str, p: int) -> Fraction:
        return Fraction(tallies[key][p], total)

    return [
        Counts(
            Fraction(won[p], units * total),
            share("scoop", p),
            share("high_win", p),
            share("high_tie", p),
            share("low_win", p),
            share("low_tie", p),
        )
        for p in range(players)
    ]
