"""A fair deal: ICM, chip chop and a blend, side by side, in whole cents.

When the players left agree to stop and share the prizes still to be won, three ways
are offered:

- **ICM** (:mod:`.icm`): what each stack is worth by the Malmuth-Harville model;
- **chip chop**: the prizes in proportion to the chips; with the **floor**, each player
  first gets the last place's prize and the rest goes by chips (so no one gets less than
  finishing last would pay);
- **blend**: a weighted mean of the two (by default half and half).

An amount may be **saved for the winner**: it comes off the first prize before the deal
and the players play on for it. Each method's amounts are whole cents adding up exactly
to the prizes dealt: each rounded down, the cents left over to the largest remainders
(ties to the larger stack).

>>> deal = make_deal([150000, 98750, 45500, 13250], [42500, 28000, 13000, 7500])
>>> [line.icm for line in deal.lines]
[32320, 27812, 19579, 11289]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.tournament.icm import IcmError, icm_values


class DealError(ValueError):
    """Stacks or prizes a deal cannot be made from (one line)."""


@dataclass(frozen=True, slots=True)
class DealTerms:
    """Cents saved for the winner, whether the chip chop has the last-place floor, and the
    ICM share of the blend in per cent."""

    saved: int = 0
    floor: bool = False
    icm_percent: int = 50


@dataclass(frozen=True, slots=True)
class DealLine:
    """One player's stack and what each method gives them, in cents."""

    stack: int
    icm: int
    chip_chop: int
    blend: int

    def to_dict(self) -> dict[str, Any]:
        """Amounts in money to the cent, as the command line prints them."""
        return {
            "stack": self.stack,
            "icm": cents_to_money(self.icm),
            "chip_chop": cents_to_money(self.chip_chop),
            "blend": cents_to_money(self.blend),
        }


@dataclass(frozen=True, slots=True)
class Deal:
    """The three methods for each player (in the order given), the cents dealt and saved."""

    lines: tuple[DealLine, ...]
    dealt: int
    saved: int
    terms: DealTerms


def cents_to_money(cents: int) -> float:
    """``32320`` -> ``323.2``: money as a number to the cent (for JSON)."""
    return round(cents / 100, 2)


def to_cents(values: Sequence[float], total: int, stacks: Sequence[int]) -> tuple[int, ...]:
    """Amounts (in cents, not whole) made whole, adding up to ``total``.

    >>> to_cents([100.4, 100.4, 99.2], 300, [1, 2, 3])
    (100, 101, 99)
    """
    floors = [math.floor(v + 1e-9) for v in values]
    left = total - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-(values[i] - floors[i]), -stacks[i], i))
    for i in order[: max(0, left)]:
        floors[i] += 1
    return tuple(floors)


def _check(stacks: Sequence[int], prizes: Sequence[int], terms: DealTerms) -> None:
    if len(stacks) < 2:
        raise DealError("a deal needs at least two players")
    if any(s <= 0 for s in stacks):
        raise DealError("every stack must have chips: a player with none is out")
    if not prizes:
        raise DealError("no prizes to deal")
    if len(prizes) > len(stacks):
        raise DealError(
            f"{len(prizes)} prizes for {len(stacks)} players: pay no more places than there are players left"
        )
    if any(p < 0 for p in prizes):
        raise DealError("a prize cannot be negative")
    if list(prizes) != sorted(prizes, reverse=True):
        raise DealError("each prize must be no more than the one above it")
    most = prizes[0] - (prizes[1] if len(prizes) > 1 else 0)
    if not 0 <= terms.saved <= most:
        raise DealError(
            f"the amount saved for the winner must be between 0 and {most / 100:.2f} "
            "(first prize less second)"
        )
    if not 0 <= terms.icm_percent <= 100:
        raise DealError("the ICM share of the blend must be between 0 and 100 per cent")


def make_deal(stacks: Sequence[int], prizes: Sequence[int], terms: DealTerms | None = None) -> Deal:
    """The deal for these stacks and the prizes (cents, first place first) still to be won."""
    terms = terms or DealTerms()
    _check(stacks, prizes, terms)
    paid = [prizes[0] - terms.saved, *prizes[1:]]
    dealt = sum(paid)
    try:
        icm = icm_values(stacks, paid)
    except IcmError as exc:
        raise DealError(str(exc)) from None
    chips = sum(stacks)
    last = paid[len(stacks) - 1] if len(paid) >= len(stacks) else 0
    base = last if terms.floor else 0
    shared = dealt - base * len(stacks)
    chop = [base + shared * s / chips for s in stacks]
    weight = terms.icm_percent / 100
    blend = [weight * a + (1 - weight) * b for a, b in zip(icm, chop, strict=True)]
    icm_cents = to_cents(icm, dealt, stacks)
    chop_cents = to_cents(chop, dealt, stacks)
    blend_cents = to_cents(blend, dealt, stacks)
    lines = tuple(
        DealLine(s, a, b, c) for s, a, b, c in zip(stacks, icm_cents, chop_cents, blend_cents, strict=True)
    )
    return Deal(lines, dealt, terms.saved, terms)
