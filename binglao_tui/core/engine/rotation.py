"""Where the button and blinds go for the next hand, under the house's button rule.

A hand's :class:`Positions` say who acts last after the flop (``button``: the player
holding the button, or with a dead button the player on the seat before it), who posts
the small blind (None when nobody does) and who posts the big blind. The functions here
are pure: they take the seat order, this hand's positions and the players who stay, and
give the next hand's positions.

- :func:`moving_button`: the button passes to the next player still seated (empty seats
  are skipped); the blinds sit left of it.
- :func:`dead_button`: the big blind moves on one seat, to the next player still seated;
  the small blind falls on the seat that had the big blind and the button on the seat
  that had the small blind, whether or not those seats are still taken.
- :func:`after_leaving`: the positions of a hand whose players left before it was dealt
  (taken off the table at the setup): as a bust in the hand before would have given.
- :func:`reseated`: the positions kept when players join the table.

>>> now = seat_positions(("Ann", "Bob", "Cy", "Di"), "Ann")
>>> now
Positions(button='Ann', big_blind='Cy', small_blind='Bob', dead_button=False)
>>> dead_button(("Ann", "Bob", "Cy", "Di"), now, staying={"Ann", "Cy", "Di"})
Positions(button='Ann', big_blind='Di', small_blind='Cy', dead_button=True)
>>> moving_button(("Ann", "Bob", "Cy", "Di"), now, staying={"Ann", "Cy", "Di"})
Positions(button='Cy', big_blind='Ann', small_blind='Di', dead_button=False)
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Positions:
    """One hand's button and blinds, by player.

    ``button`` acts last after the flop: he holds the button, or, when ``dead_button``,
    sits on the seat before the empty seat the button stands on. ``small_blind`` is None
    when nobody posts one (its seat emptied, or the stakes have none); heads-up it is the
    button.
    """

    button: str
    big_blind: str
    small_blind: str | None = None
    dead_button: bool = False


def seat_positions(
    names: Sequence[str],
    button: str,
    *,
    small_blind: bool = True,
    dead_button: bool = False,
) -> Positions:
    """The positions the seats give when ``button`` acts last after the flop.

    The small blind is the first player left of ``button`` and the big blind the next,
    or the first when ``small_blind`` is False; heads-up the button posts the small
    blind. A dead button changes who holds the button, not where the blinds sit: the
    empty seat has nobody to post.
    """
    left = names[(names.index(button) + 1) % len(names)]
    if len(names) == 2:
        return Positions(button, left, button if small_blind else None)
    if not small_blind:
        return Positions(button, left, None, dead_button)
    return Positions(button, names[(names.index(button) + 2) % len(names)], left, dead_button)


def moving_button(
    names: Sequence[str], now: Positions, staying: Collection[str], *, small_blind: bool = True
) -> Positions:
    """The next hand's positions with a moving button: the button goes to the first
    player still seated clockwise from this hand's button; the blinds sit left of it.

    ``names`` are this hand's players in seat order; ``staying`` those who play the next
    one (at least two). ``small_blind`` False means the stakes have none: the big blind
    then sits left of the button.
    """
    seated = [name for name in names if name in staying]
    start = names.index(now.button)
    clockwise = [names[(start + step) % len(names)] for step in range(1, len(names) + 1)]
    button = next(name for name in clockwise if name in staying)
    return seat_positions(seated, button, small_blind=small_blind)


def dead_button(
    names: Sequence[str],
    now: Positions,
    staying: Collection[str],
    *,
    small_blind: bool = True,
) -> Positions:
    """The next hand's positions with a dead button (TDA).

    The big blind goes to the first player still seated clockwise from this hand's big
    blind. The small blind goes on the seat this hand's big blind sat in: its player
    posts it when he is still seated, else nobody posts a small blind. The button goes on
    the seat of this hand's small blind (or, when nobody posted one, on the empty seat
    where it would have been): when that seat is empty the button is dead and the player
    before it acts last. ``small_blind`` False means the stakes have no small blind at
    all: then the button goes on the seat the big blind sat in.

    Heads-up (two players staying) nothing is dead: the big blind goes to the player who
    did not post it this hand, and the other has the button and posts the small blind.
    """
    ring, _, small_at, big_at = _slots(names, now, small_blind)

    def seated(at: int) -> bool:
        name = ring[at]
        return name is not None and name in staying

    big = _name(ring, next(at for at in _around(big_at, len(ring)) if seated(at)))
    if len(staying) == 2:
        other = next(name for name in names if name in staying and name != big)
        return Positions(other, big, other if small_blind else None)
    if small_blind:
        small_seat, button_seat = big_at, small_at
    else:
        small_seat, button_seat = None, big_at
    small = _name(ring, small_seat) if small_seat is not None and seated(small_seat) else None
    if seated(button_seat):
        return Positions(_name(ring, button_seat), big, small)
    before = next(at for at in _around(button_seat, len(ring), -1) if seated(at))
    return Positions(_name(ring, before), big, small, dead_button=True)


def after_leaving(
    names: Sequence[str], now: Positions, staying: Collection[str], *, small_blind: bool = True
) -> Positions:
    """The positions of the hand about to be dealt (``now``, at the seats ``names``) when
    only ``staying`` play it (at least two): the others left the table before it was
    dealt. Under the dead button that is what their bust in the hand before would have
    given (:func:`dead_button`): the big blind goes on to the next player still seated;
    the small blind's seat left empty means no small blind; the button's seat left empty
    makes the button dead, and the player before it acts last. Heads-up nothing is dead:
    the big blind stays due to the same player, the other has the button."""
    ring, button_at, small_at, big_at = _slots(names, now, small_blind)

    def seated(at: int) -> bool:
        name = ring[at]
        return name is not None and name in staying

    big = _name(ring, next(at for at in _around(big_at - 1, len(ring)) if seated(at)))
    if len(staying) == 2:
        other = next(name for name in names if name in staying and name != big)
        return Positions(other, big, other if small_blind else None)
    small = _name(ring, small_at) if small_blind and seated(small_at) else None
    if seated(button_at):
        return Positions(_name(ring, button_at), big, small)
    before = next(at for at in _around(button_at, len(ring), -1) if seated(at))
    return Positions(_name(ring, before), big, small, dead_button=True)


def reseated(names: Sequence[str], now: Positions, *, small_blind: bool = True) -> Positions:
    """The positions kept when the seats become ``names`` (players joined or left between
    hands under a dead button): unchanged when the seats still give them, else the big
    blind stays with his player and the small blind and button take the seats before him
    (a newcomer who sits down just before the big blind posts the small blind)."""
    if now.button in names and now.big_blind in names:
        kept = seat_positions(
            names, now.button, small_blind=now.small_blind is not None, dead_button=now.dead_button
        )
        if len(names) > 2 and kept == now:
            return now
    count = len(names)
    big_at = names.index(now.big_blind) if now.big_blind in names else 0
    behind = 2 if small_blind and count > 2 else 1
    return seat_positions(names, names[(big_at - behind) % count], small_blind=small_blind)


def _slots(names: Sequence[str], now: Positions, small_blind: bool) -> tuple[list[str | None], int, int, int]:
    """This hand's seats with the empty ones its positions stand on (a dead button, a
    small blind nobody posted), and where the button, the small blind (or the button,
    when the stakes have none) and the big blind are."""
    ring: list[str | None] = []
    button_at = small_at = -1
    for name in names:
        ring.append(name)
        if name != now.button:
            continue
        if now.dead_button:
            ring.append(None)
        button_at = len(ring) - 1
        if len(names) == 2:
            small_at = button_at
        elif small_blind and now.small_blind is None:
            ring.append(None)
            small_at = len(ring) - 1
    if small_at < 0:
        small_at = ring.index(now.small_blind) if now.small_blind is not None else button_at
    return ring, button_at, small_at, ring.index(now.big_blind)


def _around(start: int, count: int, direction: int = 1) -> Iterator[int]:
    """The seats of a ring of ``count`` from the one after ``start`` (clockwise, or
    anticlockwise with ``direction`` -1) round to ``start`` itself."""
    for step in range(1, count + 1):
        yield (start + direction * step) % count


def _name(ring: Sequence[str | None], at: int) -> str:
    name = ring[at]
    assert name is not None
    return name
