"""Who sits at the table and with what: the seats of a hand and what makes them dealable.

A :class:`Seat` is one player's name and the chips in front of him as the hand starts.
:func:`check_seats` says what is wrong with a table's seats before anything is dealt: too
few or too many players for the game, a name missing, badly spaced or used twice, a button
nobody holds, or a stack that is not a whole, countable, non-zero number of chips.
:class:`~binglao_tui.core.engine.table.TableSetup` checks its seats with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from binglao_tui.core.entry import MAX_CHIPS, check_name
from binglao_tui.core.rules import Game


class SetupError(ValueError):
    """A table that cannot be dealt; the message says which setting and why."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table and the chips in front of them when the hand starts."""

    name: str
    stack: int


def check_seats(game: Game, seats: Sequence[Seat], button: str) -> None:
    """Raise :class:`SetupError` naming the first thing wrong with ``seats`` (clockwise)
    and ``button`` (the name of the player holding it) for a hand of ``game``."""
    names = [seat.name for seat in seats]
    if len(names) < 2:
        raise SetupError("a hand needs at least two players")
    if len(names) > game.max_players:
        raise SetupError(f"{game.name} seats at most {game.max_players} players (got {len(names)})")
    for number, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip():
            raise SetupError("every seat needs a player's name")
        try:
            checked = check_name(name, f"seat {number}: the name")
        except ValueError as exc:
            raise SetupError(str(exc)) from None
        if checked != name:
            raise SetupError(f"seat {number}: the name {name!r} has spaces around it")
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise SetupError(f"two seats are both called {duplicates[0]!r}")
    if button not in names:
        raise SetupError(f"the button {button!r} is not a player at the table")
    for seat in seats:
        if isinstance(seat.stack, bool) or not isinstance(seat.stack, int) or seat.stack < 0:
            raise SetupError(f"{seat.name}'s stack must be a whole number of chips (got {seat.stack!r})")
        if seat.stack > MAX_CHIPS:
            raise SetupError(f"{seat.name}'s stack is more chips than can be counted (at most {MAX_CHIPS:,})")
    for seat in seats:
        if seat.stack == 0:
            raise SetupError(f"{seat.name} has no chips: leave them out of the hand")
