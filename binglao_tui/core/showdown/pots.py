"""Pots: building side pots from what each player put in, and splitting a pot in chips.

A player who goes all in can win from each other player at most what he put in himself.
So the chips are cut into layers at every all-in amount: the main pot holds the first
layer, which every live player has matched, and each side pot holds the next layer,
which only the players who put in more can win. Chips of folded players are dead money:
they stay in the pots but their owners can win none of it.

>>> side_pots([("Ann", 50, False), ("Bob", 120, False), ("Cy", 120, False), ("Di", 30, True)])
(Pot(amount=180, eligible=('Ann', 'Bob', 'Cy')), Pot(amount=140, eligible=('Bob', 'Cy')))

Splitting is done in whole chips of the table's smallest denomination. Tied winners
share equally; a chip that cannot be shared goes, one at a time, to the tied winners in
order clockwise from the button (the house may choose the other end instead):

>>> split_amount(25, ["Ann", "Bob"], chip=5)
{'Ann': 15, 'Bob': 10}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

from binglao_tui.core.rules import HiLoOddChip, OddChip

E = TypeVar("E", bound=StrEnum)


class PotError(ValueError):
    """Amounts that cannot make or split a pot (negative, not in whole chips, no winner)."""


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the players who can win it (in seat order)."""

    amount: int
    eligible: tuple[str, ...]

    def __post_init__(self) -> None:
        if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount < 0:
            raise PotError(f"a pot must be a whole number of chips, 0 or more (got {self.amount!r})")


def side_pots(entries: Sequence[tuple[str, int, bool]]) -> tuple[Pot, ...]:
    """The main pot and side pots from ``(name, committed, folded)`` in seat order.

    The main pot comes first. Each pot's eligible players are the live (not folded)
    players who put in at least that pot's layer. Folded players' chips are dead money,
    counted in the layers they reached; any folded chips above the deepest live player's
    amount go into the last pot. A pot that only one live player can win is still
    returned (the caller gives back uncalled chips first: :func:`without_uncalled`). Live
    players who put in nothing win nothing; if nobody put anything in, there are no pots.

    >>> side_pots([("A", 100, False), ("B", 100, False)])
    (Pot(amount=200, eligible=('A', 'B')),)
    """
    names = [name for name, _, _ in entries]
    if len(set(names)) != len(names):
        raise PotError("every player needs a different name")
    for name, committed, _ in entries:
        if isinstance(committed, bool) or not isinstance(committed, int) or committed < 0:
            raise PotError(
                f"player {name}: chips put in must be a whole number, 0 or more (got {committed!r})"
            )
    return tuple([Pot(amount, eligible) for amount, eligible in side_pot_layers(entries)])


def uncalled_bet(entries: Sequence[tuple[str, int, bool]]) -> tuple[str, int] | None:
    """The chips nobody matched: the live player who put in the most, and what he put in
    over everyone else (folded players included); None when someone matched him.

    Those chips were never called, so they are no pot: they go back to their owner as an
    uncalled bet, as the hand engine gives them back when a round closes.

    >>> uncalled_bet([("A", 50, False), ("B", 51, False)])
    ('B', 1)
    >>> uncalled_bet([("A", 50, False), ("B", 100, False), ("F", 80, True)])
    ('B', 20)
    >>> uncalled_bet([("A", 50, False), ("B", 50, False)]) is None
    True
    """
    ordered = sorted(entries, key=lambda entry: entry[1], reverse=True)
    if len(ordered) < 2:
        return None
    (name, top, folded), second = ordered[0], ordered[1][1]
    if folded or top <= second:
        return None
    return name, top - second


def without_uncalled(
    entries: Sequence[tuple[str, int, bool]],
) -> tuple[list[tuple[str, int, bool]], dict[str, int]]:
    """``entries`` with the uncalled bet taken back (see :func:`uncalled_bet`), and that
    bet by its owner (empty when there is none)."""
    found = uncalled_bet(entries)
    if found is None:
        return list(entries), {}
    owner, back = found
    kept = [
        (name, committed - back if name == owner else committed, folded)
        for name, committed, folded in entries
    ]
    return kept, {owner: back}


def side_pot_layers(entries: Sequence[tuple[str, int, bool]]) -> list[tuple[int, tuple[str, ...]]]:
    """:func:`side_pots` as ``(amount, eligible)`` pairs, for entries already checked
    (different names, whole chips): what the judge uses, which has checked them itself."""
    levels = sorted({committed for _, committed, folded in entries if not folded and committed > 0})
    if not levels:
        if any(committed for _, committed, _ in entries):
            raise PotError("only folded players put chips in: nobody can win them")
        return []
    # Each layer holds what everyone put in between the previous all-in level and this one:
    # the sum of min(committed, level), less the same sum at the previous level.
    amounts = [committed for _, committed, _ in entries]
    layers = []
    below = 0
    for level in levels[:-1]:
        upto = sum([a if a < level else level for a in amounts])
        eligible = tuple([name for name, committed, folded in entries if committed >= level and not folded])
        layers.append((upto - below, eligible))
        below = upto
    top = levels[-1]
    eligible = tuple([name for name, committed, folded in entries if committed >= top and not folded])
    layers.append((sum(amounts) - below, eligible))
    return layers


def split_amount(
    amount: int,
    winners: Sequence[str],
    chip: int = 1,
    *,
    odd_chip: OddChip | str = OddChip.LEFT_OF_BUTTON,
) -> dict[str, int]:
    """Share ``amount`` among tied ``winners`` in whole chips of size ``chip``.

    ``winners`` must already be in order clockwise from the player on the button's left.
    Chips that cannot be shared evenly are handed out one at a time from the first winner
    on (``odd_chip="left-of-button"``, the usual rule) or from the last winner backwards
    (``"right-of-button"``). Every winner appears in the result, even with 0.

    >>> split_amount(100, ["A", "B", "C"])
    {'A': 34, 'B': 33, 'C': 33}
    >>> split_amount(100, ["A", "B", "C"], odd_chip="right-of-button")
    {'A': 33, 'B': 33, 'C': 34}
    """
    _check_chips(amount, chip)
    if not winners:
        raise PotError("a pot needs at least one winner")
    if len(set(winners)) != len(winners):
        raise PotError("a winner is named twice")
    rule = _choice(OddChip, "odd_chip", odd_chip)
    units, count = amount // chip, len(winners)
    share, odd = divmod(units, count)
    lucky = range(odd) if rule is OddChip.LEFT_OF_BUTTON else range(count - odd, count)
    return {name: (share + (i in lucky)) * chip for i, name in enumerate(winners)}


def clockwise_from(names: Sequence[str], button: str | None) -> list[str]:
    """The players in seat order ``names`` from the one left of the ``button`` round to
    the button (by default the last player): the order odd chips are given in.

    >>> clockwise_from(["A", "B", "C"], "B")
    ['C', 'A', 'B']
    """
    seat = list(names).index(button if button is not None else names[-1])
    return [*names[seat + 1 :], *names[: seat + 1]]


def halve(
    amount: int, chip: int = 1, *, odd_chip_to: HiLoOddChip | str = HiLoOddChip.HIGH
) -> tuple[int, int]:
    """Cut a hi-lo pot into its high and low halves; an odd chip goes to high (or low).

    >>> halve(105, chip=5)
    (55, 50)
    >>> halve(105, chip=5, odd_chip_to="low")
    (50, 55)
    """
    _check_chips(amount, chip)
    rule = _choice(HiLoOddChip, "hi_lo_odd_chip", odd_chip_to)
    units = amount // chip
    small = units // 2 * chip
    big = amount - small
    return (big, small) if rule is HiLoOddChip.HIGH else (small, big)


def _choice(choices: type[E], name: str, value: object) -> E:
    """``value`` as one of ``choices`` (given as the member or its word), or a :class:`PotError`."""
    if isinstance(value, choices):
        return value
    if isinstance(value, str) and value in choices._value2member_map_:
        return choices(value)
    allowed = " or ".join(repr(member.value) for member in choices)
    raise PotError(f"{name} must be {allowed} (got {value!r})")


def _check_chips(amount: int, chip: int) -> None:
    if isinstance(chip, bool) or not isinstance(chip, int) or chip < 1:
        raise PotError(f"the smallest chip must be a whole number, 1 or more (got {chip!r})")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise PotError(f"a pot must be a whole number of chips, 0 or more (got {amount!r})")
    if amount % chip:
        raise PotError(f"a pot of {amount} cannot be paid in chips of {chip}")
