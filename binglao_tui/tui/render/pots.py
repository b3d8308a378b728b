"""A pot's name, in one place: ``Pot`` alone, else ``Main pot``, ``Side pot 1``, ...; the
middle column's short form, under the pot's total, ``Main``, ``Side 1``."""

from __future__ import annotations


def pot_name(index: int, count: int, *, short: bool = False) -> str:
    """The name of pot ``index`` (0 the main pot) of ``count`` pots.

    >>> [pot_name(i, 3) for i in range(3)], pot_name(0, 1), pot_name(2, 3, short=True)
    (['Main pot', 'Side pot 1', 'Side pot 2'], 'Pot', 'Side 2')
    """
    if short:
        return "Main" if index == 0 else f"Side {index}"
    if count == 1:
        return "Pot"
    return "Main pot" if index == 0 else f"Side pot {index}"


def pot_names(count: int) -> list[str]:
    """Every pot's name, main pot first."""
    return [pot_name(index, count) for index in range(count)]
