"""Where the button and the blinds stand, and where they go for the next hand.

Two views of the same positions:

- :class:`Positions`, by player: who acts last after the flop (``button``: the player
  holding the button, or with a dead button the player on the seat before it), who posts
  the small blind (None when nobody does) and who posts the big blind. A hand's table
  gives them (:attr:`~binglao_tui.core.engine.table.TableSetup.positions`).
- :class:`SeatPositions`, by seat number: the seats the button, the small blind and the
  big blind stand on, whether or not a player is dealt from them. The seat map moves
  these from hand to hand (:meth:`~binglao_tui.core.engine.seat_map.SeatMap.plan`), by
  the house's button rule:

  - a **dead button** (TDA 2024 Rule 32): the big blind goes to the next player due it,
    one seat on; the small blind falls on the seat the big blind had and the button on
    the seat the small blind had, whether or not anybody is dealt from them
    (:func:`dead_button_seats`);
  - a **moving button** (Robert's Rules, "Button and blind use", a house choice): the
    button goes to the next player dealt in and the blinds sit left of it
    (:func:`moving_button_seats`); the seat map makes a player the big blind passed over
    post one;
  - **heads-up** (TDA 2024 Rule 34), under either rule: the big blind goes to the player
    due it (never the same player twice running) and the other player has the button
    and posts the small blind, the button staying where it was if need be
    (:func:`heads_up_seats`).

>>> seat_positions(("Ann", "Bob", "Cy", "Di"), "Ann")
Positions(button='Ann', big_blind='Cy', small_blind='Bob', dead_button=False)
>>> dead_button_seats(SeatPositions(1, 2, 3), due=4)  # Bob left seat 2: no dead seat yet
SeatPositions(button=2, small_blind=3, big_blind=4)
>>> moving_button_seats(6, SeatPositions(1, 2, 3), dealt={1, 3, 4, 5}, playing={1, 3, 4, 5})
SeatPositions(button=3, small_blind=4, big_blind=5)
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Positions:
    """One hand's button and blinds, by player.

    ``button`` acts last after the flop: he holds the button, or, when ``dead_button``,
    sits on the seat before the empty seat the button stands on. ``small_blind`` is None
    when nobody posts one (its seat is empty, or the stakes have none); heads-up it is the
    button.
    """

    button: str
    big_blind: str
    small_blind: str | None = None
    dead_button: bool = False


@dataclass(frozen=True, slots=True)
class SeatPositions:
    """One hand's button, small blind and big blind, by seat number. Heads-up, and when
    the stakes have no small blind, ``small_blind`` is the button's seat."""

    button: int
    small_blind: int
    big_blind: int

    @property
    def heads_up_shape(self) -> bool:
        """Whether the small blind stands on the button (heads-up, or no small blind)."""
        return self.small_blind == self.button


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


def clockwise(size: int, start: int) -> Iterator[int]:
    """The seats of a table of ``size`` after seat ``start``, clockwise, round to ``start``.

    >>> list(clockwise(4, 3))
    [4, 1, 2, 3]
    """
    for step in range(1, size + 1):
        yield (start - 1 + step) % size + 1


def next_seat(size: int, start: int, seats: Collection[int]) -> int | None:
    """The first of ``seats`` clockwise after ``start`` (``start`` itself last), or None."""
    return next((seat for seat in clockwise(size, start) if seat in seats), None)


def seat_before(size: int, seat: int) -> int:
    """The seat just right of ``seat`` (anticlockwise)."""
    return (seat - 2) % size + 1


def between(size: int, start: int, end: int) -> list[int]:
    """The seats strictly between ``start`` and ``end``, clockwise.

    >>> between(6, 5, 2)
    [6, 1]
    """
    seats = []
    for seat in clockwise(size, start):
        if seat == end:
            break
        seats.append(seat)
    return seats


def first_seats(size: int, dealt: Collection[int], button: int, *, small_blind: bool = True) -> SeatPositions:
    """The first hand's positions: the button on ``button``'s seat (one of ``dealt``), the
    blinds on the next players dealt in; heads-up (or no small blind) the button's seat
    is the small blind's."""
    if len(dealt) == 2 or not small_blind:
        big = next_seat(size, button, dealt)
        assert big is not None
        return SeatPositions(button, button, big)
    small = next_seat(size, button, dealt)
    assert small is not None
    big = next_seat(size, small, dealt)
    assert big is not None
    return SeatPositions(button, small, big)


def heads_up_seats(dealt: Collection[int], due: int) -> SeatPositions:
    """Two players dealt in: ``due`` (the next player due the big blind, so never last
    hand's) posts it, and the other has the button and the small blind (TDA 2024 Rule 34:
    the button may have to stay where it was for that)."""
    (button,) = (seat for seat in dealt if seat != due)
    return SeatPositions(button, button, due)


def dead_button_seats(
    last: SeatPositions, due: int, *, size: int = 0, small_blind: bool = True
) -> SeatPositions:
    """The next hand's positions under a dead button, three players or more: the big blind
    on ``due`` (the next seat due it after last hand's big blind); the small blind on the
    seat last hand's big blind stood on, and the button on the seat last hand's small
    blind stood on, whoever sits there now. After a heads-up hand (the small blind on the
    button) the button goes on the seat just before the small blind's; with no small
    blind in the stakes it goes on last hand's big blind's seat."""
    if not small_blind:
        return SeatPositions(last.big_blind, last.big_blind, due)
    if last.heads_up_shape:
        return SeatPositions(seat_before(size, last.big_blind), last.big_blind, due)
    return SeatPositions(last.small_blind, last.big_blind, due)


def moving_button_seats(
    size: int,
    last: SeatPositions,
    *,
    dealt: Collection[int],
    playing: Collection[int],
    small_blind: bool = True,
) -> SeatPositions:
    """The next hand's positions under a moving button, three players or more: the button
    on the first of ``playing`` (the players in before this hand, not those coming in)
    clockwise after last hand's button, the small blind on the next player ``dealt`` in
    and the big blind on the one after (with no small blind in the stakes, the big blind
    left of the button)."""
    button = next_seat(size, last.button, playing)
    assert button is not None
    small = next_seat(size, button, dealt) if small_blind else button
    assert small is not None
    big = next_seat(size, small, dealt)
    assert big is not None
    return SeatPositions(button, small, big)


def reseated(names: Sequence[str], now: Positions, *, small_blind: bool = True) -> Positions:
    """The positions kept when the seats become ``names`` (a tournament's players re-entering
    or leaving between hands under a dead button): unchanged when the seats still give
    them, else the big blind stays with his player and the small blind and button take
    the seats before him (a re-entry who sits down just before the big blind posts the
    small blind)."""
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
