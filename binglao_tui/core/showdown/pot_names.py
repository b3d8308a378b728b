"""A pot's name, said one way everywhere (the app, the table display, the history, the
command line): ``Main pot``, ``Side pot 1``, ``Side pot 2``, ...; ``The pot`` when it is the
only one; the short form under a total, ``Main``, ``Side 1``.
"""

from __future__ import annotations


def pot_name(index: int, count: int | None = None, *, short: bool = False, alone: str = "The pot") -> str:
    """The name of pot ``index`` (0 the main pot) of ``count`` pots; ``alone`` names a pot
    that is the only one (``count`` 1). Without ``count`` the pot is named as one of several
    (a history line of one pot still says which pot it was).

    >>> [pot_name(index, 3) for index in range(3)]
    ['Main pot', 'Side pot 1', 'Side pot 2']
    >>> pot_name(0, 1), pot_name(0, 1, alone="Pot"), pot_name(0), pot_name(2, short=True)
    ('The pot', 'Pot', 'Main pot', 'Side 2')
    """
    if count == 1:
        return alone
    if short:
        return "Main" if index == 0 else f"Side {index}"
    return "Main pot" if index == 0 else f"Side pot {index}"


def pot_names(count: int, *, alone: str = "The pot") -> list[str]:
    """Every pot's name, main pot first."""
    return [pot_name(index, count, alone=alone) for index in range(count)]
