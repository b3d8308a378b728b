"""Where a rotation stands: the game being played, when it changes, and who picks the next.

**The orbit.** A game played every orbit lasts from its first hand until the button comes
back round to the seat it stood on at that hand (the *start seat*): the first hand whose
button reaches or passes the start seat, moving clockwise from the seat it stood on the
hand before, is the first hand of the next game. Seats are counted by their numbers, so:

- a **dead button** (TDA 2024 Rule 32) counts where it stands, on an empty seat too: the
  hand whose dead button stands on the start seat begins the next game;
- a **bust** does not stretch the orbit: when the player of the start seat has gone, the
  moving button passes over his empty seat and the orbit ends there all the same;
- a **seat change** does not move the start seat; a player who moves or **joins mid-orbit**
  gets the button in this orbit if he sits where the button has still to go, and not if
  he sits where it has been;
- a hand that is misdealt is dealt again at the same button and does not count; a button
  that does not move (heads-up, TDA 2024 Rule 34) passes no seat.

Every player dealt in throughout has had the button once when the game changes. A game
played every N hands changes after N hands played, whatever the button did.

**The dealer's choice.** The first chooser is the player on the button (who acts last, at
a dead button) at the rotation's first hand. Each next chooser is the first player left of
the seat the last chooser chose from: one who is seated with chips and not sitting out.
When the player whose turn it is cannot choose, the house's
:class:`~binglao_tui.core.mixed.rotation.AbsentChooser` says who does. With a game every
hand, the player on the button picks each hand. A choice may be made as soon as it is the
player's turn, and must be made before the first hand of the game it picks.

The state is pure data: the session keeps it between hands, works out each hand's game
with :meth:`RotationState.next_game` and books each hand with :meth:`RotationState.begun`
and :meth:`RotationState.played`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from binglao_tui.core.engine.table import SeatState, TableSetup
from binglao_tui.core.mixed.rotation import AbsentChooser, Rotation
from binglao_tui.core.mixed.stakes import GameStakes, MixedError
from binglao_tui.core.rules import Game


@dataclass(frozen=True, slots=True)
class RingSeat:
    """A taken seat: its number, its player, and whether he is **present** (seated with
    chips and not sitting out: he may choose a game and the button may come to him)."""

    seat: int
    name: str
    present: bool = True


@dataclass(frozen=True, slots=True)
class Ring:
    """What a rotation needs to know of the table at a hand (the one in play, or the next):
    the seats (``size`` of them; the players by seat), the seat the hand's button stands on
    (an empty one when it is dead), and the player who acts last there."""

    size: int
    seats: tuple[RingSeat, ...]
    button_seat: int
    button: str

    @classmethod
    def of_table(cls, table: TableSetup) -> Ring:
        """The ring of a hand's table: its players dealt in (present), its players away
        (present when waiting to come in with chips, not when sitting out), the seat the
        button stands on and the player who acts last."""
        taken = [RingSeat(table.number_of(seat.name), seat.name) for seat in table.seats]
        taken += [
            RingSeat(seat.number, seat.name, seat.state is SeatState.WAITING and seat.stack > 0)
            for seat in table.away
        ]
        return cls(table.size, tuple(sorted(taken, key=lambda s: s.seat)), table.button_at, table.button)

    def after(self, seat: int) -> Iterator[RingSeat]:
        """The taken seats clockwise from the one after ``seat``, round to ``seat`` itself."""
        ordered = sorted(self.seats, key=lambda taken: (taken.seat - seat - 1) % _circle(self.size, seat))
        return iter(ordered)

    def seat_of(self, name: str) -> int | None:
        return next((taken.seat for taken in self.seats if taken.name == name), None)


def _circle(size: int, *seats: int) -> int:
    """The seats to go round: the table's, or more when a seat counted is beyond them (the
    table was made smaller since)."""
    return max(size, *seats)


def passed(size: int, last: int, new: int, start: int) -> bool:
    """Whether a button moving clockwise from seat ``last`` to seat ``new`` reached or
    passed seat ``start`` (a button that stayed put passed nothing).

    >>> passed(9, 8, 2, 1), passed(9, 8, 1, 1), passed(9, 2, 3, 1), passed(9, 4, 4, 4)
    (True, True, False, False)
    """
    circle = _circle(size, last, new, start)
    moved = (new - last) % circle
    return moved > 0 and 0 < (start - last) % circle <= moved


@dataclass(frozen=True, slots=True)
class RotationState:
    """A rotation and where it stands between hands (see the module).

    ``current``: the game being played, by its place on the menu (None before the first
    hand); ``chosen``: the dealer's choice made for the next game (None until made);
    ``hands``: the hands of the current game played; ``start_seat``: the button's seat at
    its first hand; ``last_button``: the button's seat at the last hand played;
    ``turn_seat``: the seat whose turn the last choice was (0 before the first);
    ``chosen_by``: who made the choice waiting in ``chosen``, and ``picked_by`` who chose
    the current game ("" in a fixed order).
    """

    rotation: Rotation
    current: int | None = None
    chosen: int | None = None
    hands: int = 0
    start_seat: int = 0
    last_button: int = 0
    turn_seat: int = 0
    chosen_by: str = ""
    picked_by: str = ""

    # -- the game of a hand --------------------------------------------------------------------

    @property
    def game(self) -> GameStakes | None:
        """The game being played (None before the first hand)."""
        return None if self.current is None else self.rotation.games[self.current]

    def change_due(self, ring: Ring) -> bool:
        """Whether the hand at ``ring`` (dealt next) begins a new game."""
        if self.current is None:
            return True
        if self.hands == 0:
            return False
        if self.rotation.every_hands is not None:
            return self.hands >= self.rotation.every_hands
        return passed(ring.size, self.last_button, ring.button_seat, self.start_seat)

    def next_game(self, ring: Ring) -> int | None:
        """The game (its place on the menu) the hand at ``ring`` is dealt as; None when a
        dealer's choice is due for it and not made yet."""
        if not self.change_due(ring):
            return self.current
        if self.rotation.dealers_choice:
            return self.chosen
        return self.rotation.after(self.current)

    def begun(self, ring: Ring, index: int | None = None) -> RotationState:
        """The state while the hand at ``ring`` is played as the game at ``index`` (by
        default :meth:`next_game`): a new game begins at it when one is due. Raises
        :class:`MixedError` when the dealer's choice for it is still to be made."""
        game = self.next_game(ring) if index is None else index
        if game is None:
            raise MixedError(f"{self.chooser(ring) or 'the chooser'} chooses the game first")
        if not self.change_due(ring):
            return replace(self, last_button=ring.button_seat)
        return replace(
            self,
            current=game,
            chosen=None,
            chosen_by="",
            picked_by=self.chosen_by,
            hands=0,
            start_seat=ring.button_seat,
            last_button=ring.button_seat,
        )

    def played(self) -> RotationState:
        """The state once the hand begun (:meth:`begun`) is booked."""
        return replace(self, hands=self.hands + 1)

    def restarted(self) -> RotationState:
        """The rotation from its start again (the table set up anew with it): the first
        game next, and the first chooser the next hand's button."""
        return RotationState(self.rotation)

    # -- the next game and who picks it ---------------------------------------------------------------

    def following(self) -> int | None:
        """The game after the current one, when it is known: the next on the menu, or the
        dealer's choice once made (None while it is still to be chosen)."""
        if self.rotation.dealers_choice:
            return self.chosen
        return self.rotation.after(self.current)

    def hands_left(self, ring: Ring) -> int | None:
        """How many hands of the current game are still to be dealt, counting the hand at
        ``ring`` (0 when it begins a new game; None before the first). Every orbit, if
        nobody comes or goes: the hand at ``ring`` and one for each player present on the
        seats the button has still to reach before the start seat."""
        if self.current is None:
            return None
        if self.change_due(ring):
            return 0
        every = self.rotation.every_hands
        if every is not None:
            return max(every - self.hands, 1)
        circle = _circle(ring.size, ring.button_seat, self.start_seat)
        ahead = (self.start_seat - ring.button_seat) % circle or circle
        between = [
            taken
            for taken in ring.seats
            if taken.present and 0 < (taken.seat - ring.button_seat) % circle < ahead
        ]
        return 1 + len(between)

    def chooser(self, ring: Ring) -> str | None:
        """Who picks the next game: None in a fixed order or once the choice is made."""
        if not self.rotation.dealers_choice or self.chosen is not None:
            return None
        return self._turn(ring)[0]

    def _turn(self, ring: Ring) -> tuple[str | None, int]:
        """Who chooses now and the seat whose turn it is."""
        due = self.change_due(ring)
        if self.current is None or (self.rotation.every_hands == 1 and due):
            return ring.button, ring.seat_of(ring.button) or ring.button_seat
        if self.rotation.every_hands == 1:  # the next hand's button, once this hand is over
            nxt = next((taken for taken in ring.after(ring.button_seat) if taken.present), None)
            return (nxt.name, nxt.seat) if nxt is not None else (None, 0)
        left = next(iter(ring.after(self.turn_seat)), None)
        if left is None:
            return None, 0
        if left.present:
            return left.name, left.seat
        if self.rotation.absent_chooser is AbsentChooser.BUTTON:
            return self._button_at_change(ring, due), left.seat
        nxt = next((taken for taken in ring.after(self.turn_seat) if taken.present), None)
        return (nxt.name, nxt.seat) if nxt is not None else (None, 0)

    def _button_at_change(self, ring: Ring, due: bool) -> str:
        """The player on the button when the game changes: the next hand's when it is due;
        every N hands, the player the button reaches in the hands left, one present player
        a hand; every orbit, the first player present from the start seat on."""
        if due:
            return ring.button
        if self.rotation.every_hands is not None:
            steps = self.hands_left(ring) or 0
            walk = [taken.name for taken in ring.after(ring.button_seat) if taken.present]
            return walk[(steps - 1) % len(walk)] if steps and walk else ring.button
        there = [taken for taken in ring.seats if taken.seat == self.start_seat and taken.present]
        if there:
            return there[0].name
        first = next((taken for taken in ring.after(self.start_seat) if taken.present), None)
        return first.name if first is not None else ring.button

    def choose(self, name: str, game_id: str, ring: Ring) -> RotationState:
        """``name`` picks ``game_id`` as the next game. Refused (:class:`MixedError`, in a
        sentence) in a fixed order, when the choice is made already, when it is not his
        turn, when the game is not on the menu, or when the house does not allow the game
        just played to be chosen again."""
        rotation = self.rotation
        if not rotation.dealers_choice:
            raise MixedError("the games follow in a fixed order: nobody chooses")
        if self.chosen is not None:
            picked = rotation.games[self.chosen].game.short_name
            raise MixedError(f"the next game is chosen already: {picked}")
        chooser, seat = self._turn(ring)
        if chooser is None:
            raise MixedError("nobody at the table can choose")
        if name != chooser:
            raise MixedError(f"it is {chooser}'s choice, not {name}'s")
        index = rotation.index(game_id)
        if index is None:
            menu = ", ".join(rotation.game_ids)
            raise MixedError(f"{game_id!r} is not on the menu ({menu})")
        if not rotation.same_game_twice and index == self.current and self.current is not None:
            short = rotation.games[index].game.short_name
            raise MixedError(f"{short} was just played: the house wants another game chosen")
        return replace(self, chosen=index, turn_seat=seat, chosen_by=name)

    # -- kept as data --------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """As the journal keeps it between hands."""
        data: dict[str, Any] = {"rotation": self.rotation.to_dict()}
        for key in ("current", "chosen"):
            if getattr(self, key) is not None:
                data[key] = getattr(self, key)
        for key in ("hands", "start_seat", "last_button", "turn_seat", "chosen_by", "picked_by"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        return data

    @classmethod
    def from_dict(cls, data: object, games: Mapping[str, Game]) -> RotationState:
        """Read :meth:`to_dict` back; raises :class:`MixedError`."""
        if not isinstance(data, Mapping):
            raise MixedError("the rotation kept cannot be read")
        rotation = Rotation.from_dict(data.get("rotation"), games)
        count = len(rotation.games)
        values: dict[str, Any] = {}
        for key, high in (("current", count - 1), ("chosen", count - 1)):
            value = data.get(key)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high
            ):
                raise MixedError(f"the rotation kept cannot be read: {key} = {value!r}")
            values[key] = value
        for key in ("hands", "start_seat", "last_button", "turn_seat"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise MixedError(f"the rotation kept cannot be read: {key} = {value!r}")
            values[key] = value
        for key in ("chosen_by", "picked_by"):
            value = data.get(key, "")
            if not isinstance(value, str):
                raise MixedError(f"the rotation kept cannot be read: {key} = {value!r}")
            values[key] = value
        return cls(rotation, **values)
