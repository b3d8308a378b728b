"""The table between hands: numbered seats, who sits in each, and who is dealt the next hand.

A :class:`SeatMap` is the real table: seats numbered clockwise from 1 to its size, each
empty or holding a player who is **in** (dealt every hand), **out** (sitting out, or out
of chips: not dealt, and the blinds that pass him are owed when he comes back) or
**waiting** (a new player, or one coming back, who comes in by posting or when the big
blind reaches him). Where the last hand's button and blinds stood is part of it: the
next hand's positions follow from them.

The steps of the evening change it, each refused with a sentence (:class:`SeatError`)
when it cannot be done: :meth:`~SeatMap.sit`, :meth:`~SeatMap.leave`,
:meth:`~SeatMap.move`, :meth:`~SeatMap.rebuy`, :meth:`~SeatMap.sit_out`,
:meth:`~SeatMap.back`. :meth:`~SeatMap.plan` gives the next hand's table
(:class:`~binglao_tui.core.engine.table.TableSetup`): who is dealt in, where the button
and the blinds are, what each player posts, and why, in the dealer's words.
:meth:`~SeatMap.after_hand` takes the stacks a hand left and the positions it was dealt
with.

The rules, each a house setting of the rules file (:mod:`binglao_tui.core.rules.house`)
where card rooms differ:

- **The big blind is never skipped.** Dead button (``button_rule = "dead"``, TDA 2024
  Rule 32): the big blind moves to the next player due it, and the small blind and the
  button follow onto the seats the blinds had, which can leave the button on a seat
  nobody is dealt from or no small blind. Moving button (``"moving"``, the default at a
  cash table; Robert's Rules): the button goes to the next player in, the blinds sit
  left of it, and a player the big blind would pass over posts one all the same.
  Heads-up (TDA 2024 Rule 34): the big blind goes to the player who did not post it
  last, and the other has the button.
- **A new player** (Robert's Rules, "Button and blind use") posts one big blind and is
  dealt in at once, or waits for the big blind (``new_player``: the dealer is asked,
  by default). He is never dealt in between the button and the big blind: there he waits
  until the button has passed. A player who sits down where the big blind falls just
  posts the big blind.
- **A player back from sitting out** who missed blinds posts them, the big blind live
  and the small blind dead, or waits for the big blind (``missed_blinds``); a re-buy is
  not a new player and posts nothing.
- **Before the first hand** everyone seated is in: nobody owes a blind yet.

>>> from binglao_tui.core.rules import get_game
>>> from binglao_tui.core.engine.table import Seat, TableSetup
>>> table = TableSetup(get_game("plo"), (Seat("Ann", 200, 1), Seat("Bob", 200, 3)), "Ann", 1, 2, seat_count=6)
>>> seats = SeatMap.of_table(table)
>>> seats.sit(5, "Cy", 200, post=True).plan(table).table.names
('Ann', 'Bob', 'Cy')
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from binglao_tui.core.engine.rotation import (
    SeatPositions,
    between,
    clockwise,
    dead_button_seats,
    first_seats,
    heads_up_seats,
    moving_button_seats,
    next_seat,
    seat_before,
)
from binglao_tui.core.engine.table import Post, PostReason, Seat, SeatState, SetupError, TableSetup
from binglao_tui.core.entry import MAX_CHIPS, check_name
from binglao_tui.core.rules import ButtonRule

__all__ = ["NextTable", "Occupant", "Plan", "SeatError", "SeatMap", "Waiting", "next_hand", "numbered"]


_FLAGS = ("owes_big", "owes_small", "post", "new", "moved")


class SeatError(ValueError):
    """A step the seat map refuses; the message says why, in the dealer's words."""


@dataclass(frozen=True, slots=True)
class Occupant:
    """A player in a seat: his chips, whether he is in, out or waiting, and what he owes.

    ``owes_big`` / ``owes_small``: the big and small blinds he must make up to be dealt
    in before the big blind reaches him (a new player owes one big blind). ``post``: a
    waiting player comes in by posting them as soon as he may; otherwise he waits for the
    big blind. ``new``: he has not been dealt a hand since he sat down.
    """

    seat: int
    name: str
    stack: int
    state: SeatState = SeatState.IN
    owes_big: bool = False
    owes_small: bool = False
    post: bool = False
    new: bool = False
    moved: bool = False

    @property
    def owes(self) -> bool:
        return self.owes_big or self.owes_small

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "name": self.name, "stack": self.stack}
        if self.state is not SeatState.IN:
            data["state"] = self.state.value
        for key in _FLAGS:
            if getattr(self, key):
                data[key] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Occupant:
        return cls(
            int(data["seat"]),
            str(data["name"]),
            int(data["stack"]),
            SeatState(data.get("state", "in")),
            *(data.get(key, False) is True for key in _FLAGS),
        )


@dataclass(frozen=True, slots=True)
class Waiting:
    """A seated player not dealt the next hand, and why, in a sentence."""

    name: str
    seat: int
    why: str


@dataclass(frozen=True, slots=True)
class Plan:
    """The next hand as the seat map gives it: its table (None when fewer than two
    players can be dealt in), the players seated but not dealt in and why, and why the
    button and the blinds stand where they do."""

    table: TableSetup | None
    waiting: tuple[Waiting, ...] = ()
    reasons: tuple[str, ...] = ()
    positions: SeatPositions | None = None

    @property
    def problem(self) -> str | None:
        """Why no hand can be dealt, or None."""
        if self.table is not None:
            return None
        return "fewer than two players can be dealt in: seat a player, bring one back or re-buy"


@dataclass(frozen=True, slots=True)
class SeatMap:
    """The table's seats and who is in them (see the module).

    ``size``: the seats, numbered 1 to ``size`` clockwise. ``occupants``: the players, by
    seat. ``last``: where the last hand's button and blinds stood (None before the first
    hand: then ``button`` is the seat the first hand's button is dealt from), and
    ``last_big_blind`` who posted the big blind (he is not due it again next, wherever he
    sits now).
    """

    size: int
    occupants: tuple[Occupant, ...]
    button: int = 1
    last: SeatPositions | None = None
    last_big_blind: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.size, bool) or not isinstance(self.size, int) or not 2 <= self.size <= 99:
            raise SeatError(f"a table has 2 to 99 seats (got {self.size!r})")
        seats = [o.seat for o in self.occupants]
        if seats != sorted(set(seats)):
            raise SeatError("the players are listed by seat, one a seat")
        if any(not 1 <= seat <= self.size for seat in seats):
            raise SeatError(f"this table's seats are 1 to {self.size}")
        names = [o.name for o in self.occupants]
        if len(set(names)) != len(names):
            raise SeatError("a player sits in one seat only")

    # -- looking up ------------------------------------------------------------------------

    def at(self, seat: int) -> Occupant | None:
        """Who sits in ``seat`` (None for an empty seat)."""
        return next((o for o in self.occupants if o.seat == seat), None)

    def find(self, name: str) -> Occupant:
        """The player called ``name``, or :class:`SeatError`."""
        for occupant in self.occupants:
            if occupant.name == name:
                return occupant
        raise SeatError(f"{name!r} is not seated at this table")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.occupants)

    @property
    def stacks(self) -> dict[str, int]:
        """Every seated player's chips, in seat order."""
        return {o.name: o.stack for o in self.occupants}

    @property
    def started(self) -> bool:
        """Whether a hand has been dealt at this table (before that, everyone is in)."""
        return self.last is not None

    # -- the steps between hands ---------------------------------------------------------------

    def sit(self, seat: int, name: str, stack: int, *, post: bool = False) -> SeatMap:
        """A new player sits in the empty ``seat`` with ``stack`` chips. Before the first
        hand he is in; after it he waits to come in: by posting one big blind as soon as
        he may (``post``), or when the big blind reaches him."""
        self._check_seat(seat)
        if self.at(seat) is not None:
            raise SeatError(f"seat {seat} is taken by {self.at(seat).name}")  # type: ignore[union-attr]
        try:
            name = check_name(name)
        except ValueError as exc:
            raise SeatError(str(exc)) from None
        if name in self.names:
            raise SeatError(f"{name} is already seated, in seat {self.find(name).seat}")
        _check_chips(stack, f"{name}'s stack")
        if not self.started:
            occupant = Occupant(seat, name, stack)
        else:
            occupant = Occupant(seat, name, stack, SeatState.WAITING, owes_big=True, post=post, new=True)
        return self._with(occupant)

    def leave(self, name: str) -> SeatMap:
        """``name`` leaves the table with his chips; his seat is empty."""
        self.find(name)
        return replace(self, occupants=tuple(o for o in self.occupants if o.name != name))

    def without(self, names: Iterable[str]) -> SeatMap:
        """The table with every one of ``names`` gone."""
        gone = set(names)
        return replace(self, occupants=tuple(o for o in self.occupants if o.name not in gone))

    def move(self, name: str, seat: int, *, post: bool = False) -> SeatMap:
        """``name`` moves to the empty ``seat``. A player in who moves past other players
        the big blind reaches before him (so that it would reach him later) would skip a
        big blind: he waits for it in his new seat, or posts one (``post``) to be dealt in
        at once."""
        occupant = self.find(name)
        self._check_seat(seat)
        there = self.at(seat)
        if there is not None:
            raise SeatError(f"seat {seat} is taken by {there.name}")
        moved = replace(occupant, seat=seat)
        if self.started and occupant.state is SeatState.IN and not occupant.owes:
            due = self._next_big_blind()
            others = self._eligible - {occupant.seat}
            if due is not None and _ahead(self.size, due, seat, others) > _ahead(
                self.size, due, occupant.seat, others
            ):
                moved = replace(moved, state=SeatState.WAITING, owes_big=True, post=post, moved=True)
        return self._with(moved, replacing=occupant)

    def rebuy(self, name: str, amount: int) -> SeatMap:
        """``name`` buys ``amount`` more chips and keeps his seat. A player out of chips is
        back in at once (a re-buy is not a new player); if blinds passed him meanwhile he
        makes them up as a player back from sitting out does."""
        occupant = self.find(name)
        _check_chips(amount, "a re-buy")
        if occupant.stack + amount > MAX_CHIPS:
            raise SeatError(f"{name}'s stack would be more chips than can be counted")
        bought = replace(occupant, stack=occupant.stack + amount)
        if occupant.stack == 0 and occupant.state is SeatState.OUT:
            bought = _coming_back(bought, post=True)
        return self._with(bought, replacing=occupant)

    def restack(self, name: str, stack: int) -> SeatMap:
        """``name``'s chips set to ``stack`` (the dealer counted them again: more is a
        re-buy, fewer a cash-out in the books)."""
        occupant = self.find(name)
        if stack > occupant.stack:
            return self.rebuy(name, stack - occupant.stack)
        _check_chips(stack, f"{name}'s stack")
        return self._with(replace(occupant, stack=stack), replacing=occupant)

    def sit_out(self, name: str) -> SeatMap:
        """``name`` sits out: he keeps his seat and is not dealt in; the blinds that pass
        him are owed when he comes back."""
        occupant = self.find(name)
        if occupant.state is SeatState.OUT:
            raise SeatError(f"{name} is already sitting out")
        return self._with(replace(occupant, state=SeatState.OUT, post=False), replacing=occupant)

    def back(self, name: str, *, post: bool = True) -> SeatMap:
        """``name`` comes back from sitting out: at once when he owes nothing; else by
        making up the blinds he missed (``post``: the big blind live, the small blind
        dead), or when the big blind reaches him."""
        occupant = self.find(name)
        if occupant.state is not SeatState.OUT:
            raise SeatError(f"{name} is not sitting out")
        if occupant.stack == 0:
            raise SeatError(f"{name} has no chips: a re-buy brings him back")
        return self._with(_coming_back(occupant, post=post), replacing=occupant)

    def restart(self, button: int) -> SeatMap:
        """The positions started afresh with the button on ``button``'s seat, as before a
        first hand: everyone waiting comes in and nobody owes a blind."""
        self._check_seat(button)
        there = self.at(button)
        if there is None or there.state is not SeatState.IN:
            raise SeatError(f"the button goes to a player dealt in: seat {button} has none")
        occupants = tuple(
            Occupant(o.seat, o.name, o.stack, SeatState.OUT if o.state is SeatState.OUT else SeatState.IN)
            for o in self.occupants
        )
        return replace(self, occupants=occupants, button=button, last=None, last_big_blind="")

    def resized(self, size: int) -> SeatMap:
        """The table with ``size`` seats (every player keeps his seat)."""
        if any(o.seat > size for o in self.occupants):
            taken = max(o.seat for o in self.occupants)
            raise SeatError(f"seat {taken} is taken: the table needs at least {taken} seats")
        return replace(self, size=size, button=min(self.button, size))

    def _with(self, occupant: Occupant, *, replacing: Occupant | None = None) -> SeatMap:
        kept = [o for o in self.occupants if o is not replacing]
        return replace(self, occupants=tuple(sorted((*kept, occupant), key=_by_seat)))

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= self.size:
            raise SeatError(f"there is no seat {seat!r}: this table's seats are 1 to {self.size}")

    def _next_big_blind(self) -> int | None:
        """The seat the big blind goes to next (None before the first hand)."""
        if self.last is None:
            return None
        return next_seat(self.size, self.last.big_blind, self._eligible)

    @property
    def _eligible(self) -> set[int]:
        """The seats the big blind may go to: players in, and players waiting (it brings
        them in), but not the player who posted it last hand, wherever he sits now."""
        return {
            o.seat
            for o in self.occupants
            if o.stack > 0 and o.state is not SeatState.OUT and o.name != self.last_big_blind
        }

    # -- the next hand -------------------------------------------------------------------------

    def plan(self, stakes: TableSetup) -> Plan:
        """The next hand's table: ``stakes`` (game, blinds, structure, house settings) with
        the players dealt in, the button and blinds by the house's button rule, and the
        posts (see the module). Its table is None when fewer than two can be dealt in."""
        return _Planner(self, stakes).plan()

    def after_hand(self, table: TableSetup, stacks: Mapping[str, int]) -> SeatMap:
        """The table after a hand dealt at ``table`` (as :meth:`plan` gave it) left the
        players dealt in with ``stacks``: they are in, owing nothing; one with no chips is
        out until he re-buys; the players out, or back and waiting to come in, whose blinds
        the hand passed owe them (a new player owes only his one big blind); and
        the hand's positions are the last."""
        now = _positions_of(table)
        dealt = set(table.names)
        passed_big: set[int] = set()
        passed_small: set[int] = set()
        if self.last is not None:
            passed_big = _passed(self.size, self.last.big_blind, now.big_blind)
            passed_small = _passed(self.size, self.last.small_blind, now.small_blind, landing=True)
        else:  # the first hand: the blinds start past the seats between the button and them
            passed_big = _passed(self.size, now.button, now.big_blind)
            passed_small = _passed(self.size, now.button, now.small_blind)
        occupants = []
        for o in self.occupants:
            if o.name in dealt:
                stack = stacks.get(o.name, o.stack)
                state = SeatState.IN if stack > 0 else SeatState.OUT
                o = Occupant(o.seat, o.name, stack, state)
            elif o.state is SeatState.OUT or (o.state is SeatState.WAITING and not o.new):
                o = replace(  # a player back but not dealt in misses what passes him too
                    o,
                    owes_big=o.owes_big or o.seat in passed_big,
                    owes_small=o.owes_small or (o.seat in passed_small and table.small_blind > 0),
                )
            occupants.append(o)
        return replace(self, occupants=tuple(occupants), last=now, last_big_blind=table.big_blind_player)

    # -- reading a table -----------------------------------------------------------------------

    @classmethod
    def of_table(cls, table: TableSetup) -> SeatMap:
        """The seat map of ``table`` (set up for a hand not dealt yet): its players in their
        seats (see :func:`numbered`), those dealt in in, the button where the table has it."""
        table = numbered(table)
        occupants = [Occupant(s.number, s.name, s.stack) for s in table.seats]
        occupants += [
            Occupant(s.number, s.name, s.stack, s.state, owes_big=s.state is SeatState.WAITING)
            for s in table.away
        ]
        return cls(table.size, tuple(sorted(occupants, key=_by_seat)), table.button_at)

    # -- dict round trip -----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "size": self.size,
            "occupants": [o.to_dict() for o in self.occupants],
            "button": self.button,
        }
        if self.last is not None:
            data["last"] = [self.last.button, self.last.small_blind, self.last.big_blind]
        if self.last_big_blind:
            data["last_big_blind"] = self.last_big_blind
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SeatMap:
        """Read back :meth:`to_dict`; raises :class:`SeatError`."""
        try:
            last = data.get("last")
            return cls(
                int(data["size"]),
                tuple(Occupant.from_dict(o) for o in data["occupants"]),
                int(data.get("button", 1)),
                None if last is None else SeatPositions(*(int(seat) for seat in last)),
                str(data.get("last_big_blind", "")),
            )
        except SeatError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise SeatError(f"the seat map cannot be read: {exc}") from None


class _Planner:
    """Works out the next hand of a seat map (:meth:`SeatMap.plan`)."""

    def __init__(self, seats: SeatMap, stakes: TableSetup) -> None:
        self.seats = seats
        self.stakes = stakes
        self.size = seats.size
        self.rule = stakes.rules.button_rule
        self.small = bool(stakes.small_blind)
        live = [o for o in seats.occupants if o.stack > 0]
        self.playing = {o.seat for o in live if o.state is SeatState.IN}
        self.waiting = {o.seat for o in live if o.state is SeatState.WAITING}
        self.reasons: list[str] = []
        self.left_out: list[Waiting] = []

    def plan(self) -> Plan:
        seats = self.seats
        if seats.last is None:
            return self._first()
        if not self.playing:  # everyone left: nobody to wait behind, as before a first hand
            self.reasons.append("The game starts again: everyone seated is in; nobody owes a blind.")
            return self._first()
        due = next_seat(self.size, seats.last.big_blind, seats._eligible)
        if due is None:
            return self._none()
        core = self._held_back(set(self.playing) | {due}, due)
        posters = {s for s in self.waiting - {due} if self._occupant(s).post}
        positions = self._positions(core, due)
        if positions is not None and due in self.waiting and positions.big_blind != due:
            # a moving button put the blinds elsewhere (busts in the blinds): the player
            # waiting for the big blind goes on waiting for it
            core.discard(due)
            due = next_seat(self.size, seats.last.big_blind, core) or due
            positions = self._positions(core, due)
        if positions is None:
            return self._none()
        dealt = set(core)
        for seat in clockwise(self.size, due):  # each player posting to come in, if he may
            if seat not in posters:
                continue
            trial = dealt | {seat}
            moved = self._positions(trial, due)
            if moved is None or not self._may_post(trial - core, moved, due):
                continue
            dealt, positions = trial, moved
        if len(dealt) < 2:
            return self._none()
        for seat in sorted(self.playing - dealt):
            why = "waits until the button passes: he moved to a seat between the button and the big blind"
            self.left_out.append(Waiting(self._occupant(seat).name, seat, why))
        for seat in sorted(self.waiting - dealt):
            self._left_out(seat, positions, seat in posters)
        for occupant in seats.occupants:
            if occupant.state is SeatState.OUT:
                why = "out of chips" if occupant.stack == 0 else "sitting out"
                self.left_out.append(Waiting(occupant.name, occupant.seat, why))
        return self._table(dealt, positions, due)

    # -- positions ---------------------------------------------------------------------------

    def _positions(self, dealt: set[int], due: int) -> SeatPositions | None:
        last = self.seats.last
        assert last is not None
        if len(dealt) < 2:
            return None
        if len(dealt) == 2:
            return heads_up_seats(dealt, due)
        if self.rule is ButtonRule.DEAD:
            return dead_button_seats(last, due, size=self.size, small_blind=self.small)
        playing = self.playing & dealt
        if not playing:
            return None
        return moving_button_seats(self.size, last, dealt=dealt, playing=playing, small_blind=self.small)

    def _held_back(self, core: set[int], due: int) -> set[int]:
        """``core`` (the players in, and the one due the big blind) less those who moved
        between hands to a seat from the button to the big blind, who would take a blind
        out of turn or the big blind twice running: they wait until the button passes."""
        last = self.seats.last
        assert last is not None
        if len(core) <= 2:
            return core
        if self.rule is ButtonRule.DEAD:
            if not self.small:
                return core
            button = dead_button_seats(last, due, size=self.size).button
            inside = {*between(self.size, button, last.big_blind), *between(self.size, last.big_blind, due)}
            return core - (inside & self.playing)
        while len(core) > 2:
            positions = self._positions(core, due)
            if positions is None or self._occupant(positions.big_blind).name != self.seats.last_big_blind:
                break
            core = core - {positions.big_blind}
        return core

    def _may_post(self, coming: set[int], positions: SeatPositions, due: int) -> bool:
        """Whether players ``coming`` in by posting may be dealt in at ``positions``: none of
        them from the button's seat to the big blind's, and the big blind still with the
        player coming in on it."""
        if coming & self._zone(positions):
            return False
        return due not in self.waiting or positions.big_blind == due

    def _zone(self, positions: SeatPositions) -> set[int]:
        """The seats from the button to the big blind: nobody comes in there by posting."""
        if positions.heads_up_shape:
            return {positions.button}
        return {positions.button, *between(self.size, positions.button, positions.big_blind)}

    def _first(self) -> Plan:
        dealt = self.playing | self.waiting
        if len(dealt) < 2:
            return self._none()
        button = (
            self.seats.button
            if self.seats.button in dealt
            else next_seat(self.size, self.seats.button, dealt)
        )
        assert button is not None
        positions = first_seats(self.size, dealt, button, small_blind=self.small)
        return self._table(dealt, positions, positions.big_blind)

    def _none(self) -> Plan:
        return Plan(None, tuple(self.left_out), tuple(self.reasons))

    # -- the table -----------------------------------------------------------------------------

    def _occupant(self, seat: int) -> Occupant:
        occupant = self.seats.at(seat)
        assert occupant is not None
        return occupant

    def _table(self, dealt: set[int], positions: SeatPositions, due: int) -> Plan:
        stakes, last = self.stakes, self.seats.last
        order = sorted(dealt)
        button_dealt = positions.button in dealt
        heads_up = len(order) == 2
        acts_last = positions.button if button_dealt else _before(self.size, positions.button, dealt)
        no_small = self.small and not heads_up and positions.small_blind not in dealt
        posts = self._posts(dealt, positions, due)
        seats = tuple(Seat(self._occupant(s).name, self._occupant(s).stack, s) for s in order)
        away = tuple(
            Seat(o.name, o.stack, o.seat, o.state if o.state is not SeatState.IN else SeatState.OUT)
            for o in self.seats.occupants
            if o.seat not in dealt
        )
        try:
            table = replace(
                stakes,
                seats=seats,
                button=self._occupant(acts_last).name,
                straddle=stakes.straddle if len(order) >= 3 else 0,
                dead_button=not heads_up and not button_dealt,
                no_small_blind=no_small,
                seat_count=self.size,
                button_seat=positions.button,
                small_blind_seat=positions.small_blind if self.small and not heads_up else 0,
                posts=posts,
                away=away,
            )
        except SetupError as exc:
            raise SeatError(str(exc)) from None
        self._explain(table, positions, last)
        return Plan(table, tuple(self.left_out), tuple(self.reasons), positions)

    def _posts(self, dealt: set[int], positions: SeatPositions, due: int) -> tuple[Post, ...]:
        if not self.playing:  # a game starting again: the blinds alone
            return ()
        stakes = self.stakes
        big, small = stakes.big_blind, stakes.small_blind
        posts: list[Post] = []
        for seat in sorted(dealt):
            occupant = self._occupant(seat)
            if seat == positions.big_blind:
                continue
            if occupant.state is SeatState.WAITING:
                live = big if occupant.owes_big else 0
                dead = small if occupant.owes_small else 0
                if live or dead:
                    posts.append(Post(occupant.name, live, dead, _reason(occupant)))
        last = self.seats.last
        if self.rule is ButtonRule.MOVING and last is not None and len(dealt) > 2:
            passed = [s for s in between(self.size, last.big_blind, positions.big_blind) if s in self.playing]
            for seat in passed:
                if seat in dealt and not any(p.name == self._occupant(seat).name for p in posts):
                    posts.append(Post(self._occupant(seat).name, big, 0, PostReason.BIG_BLIND_DUE))
        return tuple(posts)

    def _left_out(self, seat: int, positions: SeatPositions, poster: bool) -> None:
        occupant = self._occupant(seat)
        who = "a new player" if occupant.new else "a player coming back"
        if poster:
            why = (
                f"waits until the button has passed: {who} is not dealt in between the button "
                "and the big blind"
            )
        else:
            why = "waits for the big blind"
        self.left_out.append(Waiting(occupant.name, seat, why))

    # -- why, in words -------------------------------------------------------------------------

    def _explain(self, table: TableSetup, positions: SeatPositions, last: SeatPositions | None) -> None:
        words = self.reasons
        button = positions.button
        if table.dead_button:
            occupant = self.seats.at(button)
            whose = f"{occupant.name}'s seat, not dealt in" if occupant is not None else "an empty seat"
            words.append(
                f"Dead button on seat {button} ({whose}): {table.button} acts last"
                + (" and rolls the die." if table.game.die is not None else ".")
            )
        else:
            words.append(f"Button: {table.button} (seat {button}).")
        if table.no_small_blind:
            words.append(
                f"No small blind: it falls on seat {positions.small_blind}, where nobody is dealt in "
                "(the big blind still moves one seat: dead button)."
            )
        elif table.posted_small_blind:
            words.append(
                f"Small blind: {table.small_blind_player} (seat {table.number_of(table.small_blind_player)})."
            )
        big = table.big_blind_player
        words.append(f"Big blind: {big} (seat {table.number_of(big)}).")
        if last is not None and table.heads_up:
            words.append(
                "Heads-up: the button posts the small blind; nobody posts the big blind twice running."
            )
        for post in table.posts:
            words.append(_post_words(post))


def _post_words(post: Post) -> str:
    parts = []
    if post.live:
        parts.append(f"{post.live} live")
    if post.dead:
        parts.append(f"{post.dead} dead")
    what = {
        PostReason.NEW_PLAYER: "a new player's big blind, dealt in at once",
        PostReason.MISSED_BLINDS: "the blinds he missed",
        PostReason.BIG_BLIND_DUE: "the big blind due to him, which the moving button passed",
        PostReason.SEAT_CHANGE: "a big blind for changing seats past it",
    }[post.reason]
    return f"{post.name} posts {' and '.join(parts)}: {what}."


def _reason(occupant: Occupant) -> PostReason:
    if occupant.moved:
        return PostReason.SEAT_CHANGE
    return PostReason.NEW_PLAYER if occupant.new else PostReason.MISSED_BLINDS


def _passed(size: int, start: int, end: int, *, landing: bool = False) -> set[int]:
    """The seats a blind passed moving from ``start`` to ``end`` (and ``end`` itself when
    ``landing``): none when it did not move."""
    if start == end:
        return set()
    return set(between(size, start, end)) | ({end} if landing else set())


def _coming_back(occupant: Occupant, *, post: bool) -> Occupant:
    """A player out who comes back: in when he owes nothing, else waiting."""
    if not occupant.owes:
        return replace(occupant, state=SeatState.IN, post=False)
    return replace(occupant, state=SeatState.WAITING, post=post)


def _check_chips(amount: object, what: str) -> None:
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 1:
        raise SeatError(f"{what} must be a whole number of chips, at least 1 (got {amount!r})")
    if amount > MAX_CHIPS:
        raise SeatError(f"{what} is more chips than can be counted ({MAX_CHIPS:,} at most)")


def _by_seat(occupant: Occupant) -> int:
    return occupant.seat


def _ahead(size: int, due: int, seat: int, others: Collection[int]) -> int:
    """How many of ``others`` the big blind reaches, from ``due`` on, before ``seat``."""
    return sum(1 for other in [due, *between(size, due, seat)] if other in others and other != seat)


def _before(size: int, seat: int, dealt: Collection[int]) -> int:
    """The first of ``dealt`` anticlockwise from ``seat`` (not ``seat`` itself)."""
    at = seat
    for _ in range(size):
        at = seat_before(size, at)
        if at in dealt:
            return at
    raise AssertionError("nobody is dealt in")


def _positions_of(table: TableSetup) -> SeatPositions:
    """The seats a hand's button and blinds stood on."""
    big = table.number_of(table.big_blind_player)
    button = table.button_at
    small = table.small_blind_at
    if table.heads_up or small is None:
        small = button
    return SeatPositions(button, small, big)


def numbered(table: TableSetup) -> TableSetup:
    """``table`` with its seats numbered: as they are, or for a table set up without
    numbers, 1, 2, 3... in order with an empty seat after the button's player when the
    button is dead, and after that one when nobody posts the small blind."""
    if table.numbered:
        return table
    seats: list[Seat] = []
    number = button = small = 0
    for seat in table.seats:
        number += 1
        seats.append(Seat(seat.name, seat.stack, number))
        if seat.name != table.button:
            continue
        button = number
        if table.dead_button:
            number += 1
            button = number
        if table.no_small_blind and not table.heads_up:
            number += 1
            small = number
    return replace(
        table, seats=tuple(seats), seat_count=number, button_seat=button, small_blind_seat=small, away=()
    )


@dataclass(frozen=True, slots=True)
class NextTable:
    """What :func:`next_hand` gives: the next hand's table (None when fewer than two
    players have chips) and the players who left it with no chips, in seat order."""

    table: TableSetup | None
    left: tuple[str, ...]


def next_hand(table: TableSetup, stacks: Mapping[str, int]) -> NextTable:
    """The table for the hand after ``table``, given each player's stack after it, when the
    players with no chips leave the table (the seat map keeps them seated instead).

    Players keep their seats and take their new stacks. The button and blinds move as the
    house's ``button_rule`` says (:meth:`SeatMap.plan`): with a moving button (the default)
    the button goes one seat clockwise, to the next player still seated; with a dead
    button the big blind moves on one seat and the button and small blind follow it. With
    fewer than two players left there is no next hand at this table. A straddle needs a
    third player, so a table down to two players carries on without one.
    """
    left = tuple(name for name in table.names if stacks.get(name, 0) <= 0)
    dealt = numbered(table)
    seats = SeatMap.of_table(dealt).after_hand(dealt, stacks).without(left)
    nxt = seats.plan(table).table
    if nxt is not None and not table.numbered:
        nxt = nxt.unnumbered()
    return NextTable(nxt, left)
