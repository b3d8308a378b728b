"""Which field of the table setup a refusal is about, so the setup can take the dealer there.

The screen's own checks name their field (:class:`SetupProblem`); the engine's
(:class:`~binglao_tui.core.engine.table.SetupError`) say what is wrong in words, and
:func:`field_of` finds the field they are about: the seat a name or stack belongs to, the
first amount the message names (the small blind in "the small blind (5) is bigger than
the big blind (2)"), else the player count (a table the deck cannot serve).

>>> field_of("the small blind (5) is bigger than the big blind (2)", ["Ann", "Bob"])
'small_blind'
>>> field_of("Bob has no chips: leave them out of the hand", ["Ann", "Bob"])
'stack-1'
>>> field_of("seat 2: the name 'Bob ' has spaces around it", ["Ann", "Bob "])
'name-1'
>>> field_of("PLO6: 8 players × 6 hole cards + 5 board + 3 burns = 56 cards, but the deck has 52", [])
'count'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# The amounts by the words the engine names them with, longest first where one holds another.
_AMOUNTS = (
    ("big-blind ante", "bb_ante"),
    ("small blind", "small_blind"),
    ("big blind", "big_blind"),
    ("straddle", "straddle"),
    ("smallest chip", "chip"),
    ("ante", "ante"),
)


class SetupProblem(ValueError):
    """A setup field that cannot be used: the message names it, ``field`` is its id."""

    def __init__(self, message: str, field: str = "count") -> None:
        super().__init__(message)
        self.field = field


def field_of(message: str, names: Sequence[str]) -> str:
    """The id of the setup field the engine's refusal ``message`` is about, for a table
    whose seats hold ``names`` in order."""
    seat = re.match(r"seat (\d+):", message)
    if seat is not None:
        return f"name-{int(seat.group(1)) - 1}"
    for number, name in enumerate(names):
        if message.startswith((f"{name}'s stack", f"{name} has no chips")):
            return f"stack-{number}"
    found = [(at, key) for words, key in _AMOUNTS if (at := message.find(words)) >= 0]
    if found:
        first = min(at for at, _ in found)
        return next(key for at, key in found if at == first)  # the longest words found there
    return "count"
