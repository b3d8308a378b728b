"""From every hand's strengths on every group of boards to exact counts for each player.

The pot is counted in *units*: ``2 * lcm(1, ..., players)`` of them, so that a half shared
by any number of tied winners is still a whole number of units on every board. A player's
equity is then an integer (units won, summed over the boards) over ``units * boards``, and
the other figures are integer counts of boards: nothing is rounded until it is printed.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from binglao_tui.core.equity._arrays import IntArray

BoolArray = npt.NDArray[np.bool_]


class Winners(NamedTuple):
    """Who wins each half on every group, for the players of one pot (columns in order)."""

    high: BoolArray
    """(groups, players): the player wins or shares the high."""
    low: BoolArray
    """(groups, players): the player wins or shares the low (all False where nobody has one)."""


class Counts(NamedTuple):
    """One player's exact results over all the boards."""

    equity: Fraction
    scoop: Fraction
    high_win: Fraction
    high_tie: Fraction
    low_win: Fraction
    low_tie: Fraction


def winners(highs: IntArray, lows: IntArray | None) -> Winners:
    """The winners of each half. ``highs`` and ``lows`` are (groups, players) strengths;
    ``lows`` None for a high-only game, and 0 where a hand has no low."""
    high = highs == highs.max(axis=1, keepdims=True)
    if lows is None:
        return Winners(high, np.zeros_like(high))
    best_low = lows.max(axis=1, keepdims=True)
    return Winners(high, (lows == best_low) & (best_low > 0))


def counts(found: Winners, boards: IntArray) -> list[Counts]:
    """Each player's counts: ``boards`` is the number of boards in each group."""
    players = found.high.shape[1]
    units = 2 * lcm(*range(1, players + 1))
    high_winners = found.high.sum(axis=1)
    low_winners = found.low.sum(axis=1)
    has_low = low_winners > 0
    # Per group, what one winner of each half takes: the whole pot to the high when nobody
    # has a low, else half of it; shared by the tied winners.
    high_take = np.where(has_low, units // 2, units) // high_winners
    low_take = np.where(has_low, units // 2 // np.maximum(low_winners, 1), 0)
    taken = found.high * high_take[:, None] + found.low * low_take[:, None]
    total = int(boards.sum())

    def share(mask: BoolArray) -> IntArray:
        return boards @ mask

    equity = boards @ taken
    scoop = share(taken == units)
    alone_high = share(found.high & (high_winners == 1)[:, None])
    tied_high = share(found.high & (high_winners > 1)[:, None])
    alone_low = share(found.low & (low_winners == 1)[:, None])
    tied_low = share(found.low & (low_winners > 1)[:, None])
    return [
        Counts(
            Fraction(int(equity[p]), units * total),
            Fraction(int(scoop[p]), total),
            Fraction(int(alone_high[p]), total),
            Fraction(int(tied_high[p]), total),
            Fraction(int(alone_low[p]), total),
            Fraction(int(tied_low[p]), total),
        )
        for p in range(players)
    ]
