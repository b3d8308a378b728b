"""A rotation and tables to play it at, for the tests of mixed games."""

from __future__ import annotations

from collections.abc import Iterable

from binglao_tui.core.mixed import GameStakes, Ring, RingSeat, Rotation
from binglao_tui.core.rules import get_game

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan", 5: "Eve", 6: "Fay", 7: "Gus", 8: "Hal", 9: "Ida"}


def mixed_omaha(every: int | None = None) -> Rotation:
    return Rotation(
        (
            GameStakes.of(get_game("plo8"), blinds=(5, 10)),
            GameStakes.of(get_game("o8"), bets=(10, 20)),
            GameStakes.of(get_game("big-o"), blinds=(5, 10)),
        ),
        every_hands=every,
    )


def ring(button_seat: int, seats: Iterable[int], *, away: Iterable[int] = (), size: int = 9) -> Ring:
    """The table at a hand: players in ``seats`` (those in ``away`` sit out), the button on
    ``button_seat`` (dead when nobody sits there: the player before it acts last)."""
    taken = sorted(set(seats) | set(away))
    out = set(away)
    players = tuple(RingSeat(seat, NAMES[seat], seat not in out) for seat in taken)
    present = [seat for seat in taken if seat not in out]
    acts_last = (
        button_seat
        if button_seat in present
        else max((s for s in present if s < button_seat), default=max(present))
    )
    return Ring(size, players, button_seat, NAMES[acts_last])
