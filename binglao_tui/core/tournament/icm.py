"""ICM: what each stack is worth in prize money (Malmuth-Harville), computed exactly.

The model: a player finishes first with the chance of their share of all the chips;
given who finished first, each other player finishes second with the chance of their
share of the chips left, and so on down the places. A player's equity is their chance
of each place times its prize, summed.

Computed by a recursion over the set of players not yet placed, remembered for each set
(a set is a bit mask), so each set is worked out once: with ``n`` players and ``p`` paid
places, the sets with fewer than ``p`` players placed (:func:`icm_work` counts the steps).
Exact for any field within :data:`MOST_WORK`: up to 16 players with all paid
(ten take a few thousandths of a second), and larger fields when fewer places are paid.

>>> [round(v, 2) for v in icm_values([150000, 98750, 45500, 13250], [425, 280, 130, 75])]
[323.2, 278.12, 195.79, 112.89]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

MOST_WORK = 10_000_000  # steps of the recursion: about two seconds at the most


class IcmError(ValueError):
    """Stacks or prizes ICM cannot take (one line)."""


def icm_work(players: int, places: int) -> int:
    """The steps the exact recursion takes: for each set of players still unplaced while a
    paid place is open, each of them finishing next, times the players whose sums it adds to."""
    return players * sum(math.comb(players, k) * (players - k) for k in range(min(places, players)))


def icm_values(stacks: Sequence[int], prizes: Sequence[float]) -> tuple[float, ...]:
    """Each stack's ICM equity for ``prizes`` (first place first; places beyond pay 0)."""
    n = len(stacks)
    if n == 0:
        raise IcmError("no stacks")
    if any(s <= 0 for s in stacks):
        raise IcmError("every stack must have chips: a player with none is out")
    if len(prizes) > n:
        raise IcmError(f"{len(prizes)} prizes for {n} players")
    if any(p < 0 for p in prizes):
        raise IcmError("a prize cannot be negative")
    places = len(prizes)
    if icm_work(n, places) > MOST_WORK:
        raise IcmError(f"{n} players with {places} paid places is too many for an exact ICM")
    everyone = (1 << n) - 1

    @cache
    def equity(left: int) -> tuple[float, ...]:
        """Each player's expected prize from the places still open, ``left`` still unplaced."""
        place = n - left.bit_count()
        if place >= places:
            return (0.0,) * n
        chips = sum(stacks[i] for i in range(n) if left >> i & 1)
        total = [0.0] * n
        for i in range(n):
            if left >> i & 1:
                chance = stacks[i] / chips
                total[i] += chance * prizes[place]
                for j, value in enumerate(equity(left & ~(1 << i))):
                    total[j] += chance * value
        return tuple(total)

    return equity(everyone)
