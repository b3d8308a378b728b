"""The values blinds climb by: round numbers a dealer can post with the chips in play.

Blinds in home tournaments go 25/50, 50/100, 75/150, 100/200, 150/300, 200/400, 300/600...:
big blinds of one, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. While the
smallest chip in play is ``chip``, a big blind must be a multiple of twice the chip so the
small blind (half of it) can be posted too; the round numbers that are, with twice the
chip itself, are the steps. Where they leave a gap of more than double (an odd chip
such as 7 has no round multiples), multiples of twice the chip by the same round
factors fill it.

>>> big_blind_steps(25, 1000)
(50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000)
>>> big_blind_steps(100, 5000)
(200, 400, 600, 800, 1000, 1200, 2000, 3000, 4000, 5000)
>>> big_blind_steps(7, 200)
(14, 28, 42, 56, 70, 84, 112, 140, 168)
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence

# Round big blinds are these tenths times a power of ten (10 -> 1, 12 -> 1.2, ...).
_ROUND_TENTHS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 80)


def round_numbers(up_to: int) -> list[int]:
    """The round whole numbers up to ``up_to``, smallest first.

    >>> round_numbers(30)
    [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30]
    """
    out: set[int] = set()
    power = 1
    while power <= 10 * max(up_to, 1):
        for tenths in _ROUND_TENTHS:
            if tenths * power % 10 == 0 and tenths * power // 10 <= up_to:
                out.add(tenths * power // 10)
        power *= 10
    return sorted(out)


def big_blind_steps(chip: int, up_to: int) -> tuple[int, ...]:
    """The big blinds allowed while ``chip`` is the smallest chip in play, up to ``up_to``."""
    base = 2 * chip
    steps = sorted({base} | {v for v in round_numbers(up_to) if v % base == 0})
    for factor in round_numbers(max(up_to // base, 1)):
        value = base * factor
        if value > up_to:
            break
        at = bisect.bisect_left(steps, value)
        if at < len(steps) and steps[at] == value:
            continue
        below = steps[at - 1]
        above = steps[at] if at < len(steps) else None
        if above is None or above > 2 * below:
            steps.insert(at, value)
    return tuple(steps)


def nearest_step(steps: Sequence[int], target: float, at_least: int = 0) -> int:
    """The step nearest ``target`` by ratio among those of at least ``at_least``.

    >>> nearest_step((100, 150, 200, 300), 169), nearest_step((100, 150, 200, 300), 169, 200)
    (150, 200)
    """
    allowed = [s for s in steps if s >= at_least]
    if not allowed:
        raise ValueError(f"no step of at least {at_least}")
    return min(allowed, key=lambda s: (abs(math.log(s / target)), s))


def first_step_at_least(steps: Sequence[int], amount: float) -> int | None:
    """The smallest step of at least ``amount``, or None."""
    at = bisect.bisect_left(steps, amount)
    return steps[at] if at < len(steps) else None


def classic_ante(big_blind: int, chip: int) -> int:
    """An ante from every player: about a tenth of the big blind, in whole chips, at least one.

    >>> classic_ante(400, 25), classic_ante(400, 100), classic_ante(2000, 500)
    (50, 100, 500)
    """
    chips = max(1, round(big_blind / 10 / chip))
    return chips * chip


# A level goes up a step unless that step is more than this times the path's big blind
# for the level: then the blinds stay (and the two levels are one longer level).
_MOST_OVER_THE_PATH = 1.5


def next_big_blind(steps: Sequence[int], target: float, previous: int, *, after_break: bool) -> int:
    """The next level's big blind: the step nearest ``target`` above ``previous``, or
    ``previous`` again when even that is well above the path (few levels' worth of
    steps for many levels). After a break the blinds always go up where a step is left:
    the break is where a table expects the change.

    >>> steps = (50, 100, 150, 200, 300, 400)
    >>> [next_big_blind(steps, path, 100, after_break=False) for path in (117, 60)]
    [150, 100]
    """
    higher = [step for step in steps if step > previous]
    if not higher:
        return previous
    up = nearest_step(higher, target)
    if after_break or up <= _MOST_OVER_THE_PATH * target:
        return up
    return previous
