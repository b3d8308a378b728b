"""The equity chop: at an all-in, each player takes his equity in chips instead of a board.

Players all in may agree not to deal the rest of the board and to share the pots by what
each could expect of them. The expected chips (:attr:`PotEquity.ev
<binglao_tui.core.equity.result.PotEquity>`) are exact fractions; the chips handed over
are whole chips of the table's smallest denomination, pot by pot:

- each player first gets the whole chips of his expectation (rounded down);
- the chips left over (fewer than the players with a fraction, so at most one each) go
  one at a time to the players with a fraction, in the order the showdown gives an odd
  chip: from the first player left of the button round to the button (or from the last,
  under the house's ``odd_chip = "right-of-button"``), as
  :func:`~binglao_tui.core.showdown.pots.split_amount` does for tied winners.

So each pot is handed out exactly, nobody is more than one chip from his expectation in
it, and the chips that cannot be split go where the showdown would send an odd chip.

Whether a table may chop is the house's ``equity_chop`` setting (off by default); the
sum is worked out here whatever the setting, for the command line's ``equity --chop``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import floor

from binglao_tui.core.equity.result import Equity, EquityError
from binglao_tui.core.rules import OddChip
from binglao_tui.core.showdown.pots import clockwise_from


@dataclass(frozen=True, slots=True)
class PotChop:
    """One pot's chop: its chips and each eligible player's whole chips."""

    amount: int
    eligible: tuple[str, ...]
    chips: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Chop:
    """The chop of every pot, and each player's chips over them all (in seat order)."""

    pots: tuple[PotChop, ...]
    chips: Mapping[str, int]


def share_out(
    amount: int, expected: Mapping[str, Fraction], order: Sequence[str], chip: int, odd_chip: OddChip
) -> dict[str, int]:
    """``amount`` in whole chips of ``chip`` by the expected chips ``expected`` (which add
    up to ``amount``), the chips left over given in the odd chip's ``order``.

    >>> share_out(100, {"A": Fraction(200, 3), "B": Fraction(100, 3)}, ["B", "A"], 1,
    ...           OddChip.LEFT_OF_BUTTON)
    {'A': 66, 'B': 34}
    >>> share_out(10, {"A": Fraction(5), "B": Fraction(5)}, ["B", "A"], 5, OddChip.LEFT_OF_BUTTON)
    {'A': 5, 'B': 5}
    """
    if sum(expected.values(), Fraction(0)) != amount:
        raise EquityError(f"the expected chips add up to {sum(expected.values())}, not the pot of {amount}")
    units = {name: value / chip for name, value in expected.items()}
    whole = {name: floor(value) for name, value in units.items()}
    left = amount // chip - sum(whole.values())
    with_fraction = [name for name in order if name in units and units[name] != whole[name]]
    if odd_chip is OddChip.RIGHT_OF_BUTTON:
        with_fraction.reverse()
    for name in with_fraction[:left]:
        whole[name] += 1
    return {name: whole[name] * chip for name in expected}


def shares_text(result: Equity, live: Sequence[str]) -> str:
    """The equities a chop was agreed on, as the hand records them: each live player's
    expected share of all the pots, ``Ann 46.10%, Bob 53.90%``."""
    return ", ".join(
        f"{p.name} {float(result.whole_share(p)) * 100:.2f}%" for p in result.players if p.name in live
    )


def equity_chop(
    result: Equity, seats: Sequence[str], *, button: str | None = None, chip: int = 1, odd_chip: OddChip
) -> Chop:
    """Each pot of a counted all-in shared by equity (see the module's docstring).
    ``seats``: every player's name in seat order, the ``button`` among them (by default
    the last). The all-in must have been counted with its chips (its pots)."""
    if result.pots is None:
        raise EquityError("a chop needs the chips in the pot: give what each player put in")
    order = clockwise_from(seats, button)
    pots = []
    total = dict.fromkeys(seats, 0)
    for pot in result.pots:
        expected = pot.ev if pot.ev is not None else {pot.eligible[0]: Fraction(pot.amount)}
        chips = share_out(pot.amount, expected, order, chip, odd_chip)
        pots.append(PotChop(pot.amount, pot.eligible, chips))
        for name, won in chips.items():
            total[name] += won
    return Chop(tuple(pots), total)
