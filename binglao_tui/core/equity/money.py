"""The chips: each pot's expected payout to its players, odd chips included.

The pots themselves come from :func:`binglao_tui.core.showdown.pots.side_pots` (the showdown's own
builder). A pot's payout on one board depends only on who wins each half, and the boards
of an all-in fall into a handful of such outcomes, so each outcome is paid once with the
showdown's rules (:func:`~binglao_tui.core.showdown.pots.halve`, then
:func:`~binglao_tui.core.showdown.pots.split_amount` clockwise from the button) and weighted by its
number of boards. The expected chips are therefore exact, odd chips and all.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from binglao_tui.core.equity.tally import Outcome
from binglao_tui.core.rules import HouseRules
from binglao_tui.core.showdown.pots import halve, split_amount


def pot_awards(
    amount: int,
    high: Sequence[str],
    low: Sequence[str],
    chip: int,
    house: HouseRules,
) -> dict[str, int]:
    """One pot paid as the showdown pays it: ``high`` and ``low`` are the winners of each
    half clockwise from the button (``low`` empty when nobody has a low). The same winners
    of both halves share the whole pot; otherwise it is halved and each half shared."""
    if not low or list(low) == list(high):
        return split_amount(amount, high, chip, odd_chip=house.odd_chip)
    high_half, low_half = halve(amount, chip, odd_chip_to=house.hi_lo_odd_chip)
    awards = split_amount(high_half, high, chip, odd_chip=house.odd_chip)
    for name, chips in split_amount(low_half, low, chip, odd_chip=house.odd_chip).items():
        awards[name] = awards.get(name, 0) + chips
    return awards


def expected_chips(
    amount: int,
    eligible: Sequence[str],
    found: Sequence[Outcome],
    clockwise: Sequence[str],
    chip: int,
    house: HouseRules,
) -> dict[str, Fraction]:
    """Each eligible player's expected chips from one pot: ``found`` holds the pot's
    outcomes, a column per eligible player (in order)."""
    if len(eligible) == 1:
        return {eligible[0]: Fraction(amount)}
    seat = {name: clockwise.index(name) for name in eligible}
    chips = dict.fromkeys(eligible, 0)
    total = 0
    for outcome in found:
        high = sorted((eligible[column] for column in outcome.high), key=seat.__getitem__)
        low = sorted((eligible[column] for column in outcome.low), key=seat.__getitem__)
        for name, won in pot_awards(amount, high, low, chip, house).items():
            chips[name] += won * outcome.boards
        total += outcome.boards
    return {name: Fraction(won, total) for name, won in chips.items()}
