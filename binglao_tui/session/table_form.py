"""The table setup read as the steps between hands it stands for.

The setup screen is a form of the seat map: a row a seat, with the player's name and
stack and whether he sits out. What the dealer changed in it is a list of
:class:`SeatStep` (:func:`steps_to`): who left, who moved, who sat down, who re-bought or
cashed out part of his stack, who sits out or is back, and new stakes. They are tried on a
copy of the seat map first (:func:`preview`), so the dealer sees every consequence in one
confirmation before anything is done, and then done one by one through the dealer's
session, each kept in the journal (:func:`apply`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from binglao_tui.core.engine.seat_map import Plan, SeatError, SeatMap
from binglao_tui.core.engine.table import SeatState, SetupError, TableSetup
from binglao_tui.core.entry import printable
from binglao_tui.core.rules import ComingIn
from binglao_tui.session.dealer import DealerSession
from binglao_tui.session.outcomes import Refusal, TableChanges

__all__ = ["FirstTable", "SeatStep", "TableReview", "apply", "preview", "steps_to"]


@dataclass(frozen=True, slots=True)
class SeatStep:
    """One change between hands: ``kind`` is ``leave``, ``move``, ``sit``, ``rebuy``,
    ``restack`` (fewer chips: a cash-out of the difference), ``sit_out``, ``back`` or
    ``table`` (new stakes, seats or a button moved by hand). ``post``: a new player or one
    coming back posts to be dealt in at once (None: not asked yet)."""

    kind: str
    name: str = ""
    seat: int = 0
    stack: int = 0
    post: bool | None = None

    def words(self, before: SeatMap) -> str:
        """The step in the dealer's words."""
        name = printable(self.name)
        match self.kind:
            case "leave":
                return f"{name} leaves the table with {before.find(self.name).stack}."
            case "move":
                return f"{name} moves from seat {before.find(self.name).seat} to seat {self.seat}."
            case "sit":
                return f"{name} sits in seat {self.seat} with {self.stack}."
            case "rebuy":
                had = before.find(self.name).stack
                return f"{name} re-buys {self.stack - had} ({had} -> {self.stack})."
            case "restack":
                had = before.find(self.name).stack
                return f"{name} takes {had - self.stack} off the table ({had} -> {self.stack})."
            case "sit_out":
                return f"{name} sits out."
            case "back":
                return f"{name} is back."
        return "The game, the stakes or the seats change."


def steps_to(
    seats: SeatMap, stakes: TableSetup, form: TableSetup, *, button_moved: bool = False
) -> list[SeatStep]:
    """The steps that make the table ``seats`` at ``stakes`` the table ``form`` (a numbered
    table: the players in as its seats, those sitting out in ``away``), in the order they
    are done: leaves, new stakes, moves, new players, stacks, sitting out and back."""
    wanted = {seat.name: seat for seat in (*form.seats, *form.away)}
    steps = [SeatStep("leave", o.name) for o in seats.occupants if o.name not in wanted]
    if button_moved or form.size != seats.size or _stakes_changed(stakes, form):
        steps.append(SeatStep("table"))
    staying = [o for o in seats.occupants if o.name in wanted]
    moves = [
        SeatStep("move", o.name, wanted[o.name].number) for o in staying if wanted[o.name].number != o.seat
    ]
    steps += _in_order(moves, seats, {o.seat for o in staying if wanted[o.name].number == o.seat})
    for seat in sorted((*form.seats, *form.away), key=lambda s: s.number):
        if seat.name not in seats.names:
            steps.append(SeatStep("sit", seat.name, seat.number, seat.stack))
            if seat.state is SeatState.OUT:
                steps.append(SeatStep("sit_out", seat.name))
    for occupant in staying:
        stack = wanted[occupant.name].stack
        if stack != occupant.stack:
            steps.append(
                SeatStep("rebuy" if stack > occupant.stack else "restack", occupant.name, stack=stack)
            )
    for occupant in staying:
        out = wanted[occupant.name].state is SeatState.OUT
        if out and occupant.state is not SeatState.OUT:
            steps.append(SeatStep("sit_out", occupant.name))
        elif (
            not out and occupant.state is SeatState.OUT and occupant.stack > 0
        ):  # a re-buy brings a bust back
            steps.append(SeatStep("back", occupant.name))
    return steps


def _in_order(moves: list[SeatStep], seats: SeatMap, held: set[int]) -> list[SeatStep]:
    """The moves in an order each finds its seat empty (players moving round in a circle
    cannot: :class:`SeatError`)."""
    done: list[SeatStep] = []
    left = list(moves)
    taken = set(held)
    while left:
        occupied = taken | {seats.find(m.name).seat for m in left}
        ready = next((m for m in left if m.seat not in occupied), None)
        if ready is None:
            raise SeatError("players swap seats: move one of them to an empty seat first")
        done.append(ready)
        left.remove(ready)
        taken.add(ready.seat)
    return done


def _stakes_changed(stakes: TableSetup, form: TableSetup) -> bool:
    keys = (
        "small_blind",
        "big_blind",
        "bb_ante",
        "ante",
        "straddle",
        "chip",
        "betting",
        "small_bet",
        "big_bet",
    )
    return (
        form.game.id != stakes.game.id
        or any(getattr(form, k) != getattr(stakes, k) for k in keys)
        or (form.house is not None and form.house != stakes.rules)
    )


def _stakes_of(form: TableSetup) -> TableSetup:
    """The form as the stakes a seat map is dealt at."""
    return replace(form, button_seat=0, small_blind_seat=0, posts=(), away=())


def preview(
    seats: SeatMap,
    stakes: TableSetup,
    form: TableSetup,
    steps: Sequence[SeatStep],
    *,
    button: int | None = None,
) -> tuple[SeatMap, Plan]:
    """The seat map and the next hand after ``steps``, nothing done: raises
    :class:`SeatError` (or the table's :class:`SetupError`) for a step that cannot be."""
    after = seats
    new_stakes = stakes
    for step in steps:
        if step.kind == "table":
            new_stakes = _stakes_of(form)
            after = after.resized(form.size) if form.size != after.size else after
            after = after if button is None else after.restart(button)
        else:
            after = _done(after, step)
    return after, after.plan(new_stakes)


def _done(seats: SeatMap, step: SeatStep) -> SeatMap:
    match step.kind:
        case "leave":
            return seats.leave(step.name)
        case "move":
            return seats.move(step.name, step.seat, post=bool(step.post))
        case "sit":
            return seats.sit(step.seat, step.name, step.stack, post=bool(step.post))
        case "rebuy" | "restack":
            return seats.restack(step.name, step.stack)
        case "sit_out":
            return seats.sit_out(step.name)
        case "back":
            return seats.back(step.name, post=step.post is not False)
    raise AssertionError(step.kind)


def apply(
    session: DealerSession, form: TableSetup, steps: Sequence[SeatStep], *, button: int | None = None
) -> Refusal | None:
    """Do ``steps`` through ``session``, each kept in the journal; they were previewed, so
    only the journal can refuse one (then the steps before it stay done, and the refusal
    says so)."""
    for step in steps:
        refusal = _step(session, form, step, button)
        if refusal is not None:
            return refusal
    return None


def _step(session: DealerSession, form: TableSetup, step: SeatStep, button: int | None) -> Refusal | None:
    match step.kind:
        case "leave":
            return session.leave(step.name)
        case "move":
            return session.move(step.name, step.seat, post=bool(step.post))
        case "sit":
            return session.sit(step.seat, step.name, step.stack, post=step.post)
        case "rebuy":
            return session.rebuy(step.name, step.stack - session.seat_map.find(step.name).stack)
        case "restack":
            return session.restack(step.name, step.stack)
        case "sit_out":
            return session.sit_out(step.name)
        case "back":
            return session.back(step.name, post=step.post)
    try:
        stakes = _stakes_of(form)
    except SetupError as exc:
        return Refusal(str(exc))
    size = form.size if form.size != session.seat_map.size else None
    return session.set_table(stakes, seats=size, button=button)


def ask_post(seats: SeatMap, steps: Sequence[SeatStep], stakes: TableSetup) -> list[SeatStep]:
    """The new players and players back whom the dealer must ask whether they post to be
    dealt in at once or wait for the big blind (the house leaving it to them, after the
    first hand: before it everyone seated is in)."""
    if not seats.started:
        return []
    rules = stakes.rules
    asked = []
    for step in steps:
        if (step.kind == "sit" and rules.new_player is ComingIn.POST_OR_WAIT) or (
            step.kind == "back"
            and rules.missed_blinds is ComingIn.POST_OR_WAIT
            and seats.find(step.name).owes
        ):
            asked.append(step)
    return asked


def answered(steps: Sequence[SeatStep], posts: Mapping[str, bool]) -> list[SeatStep]:
    """``steps`` with the dealer's answers: who posts (True) or waits (False)."""
    return [replace(step, post=posts[step.name]) if step.name in posts else step for step in steps]


def describe(before: SeatMap, steps: Sequence[SeatStep], plan: Plan) -> list[str]:
    """Every change and its consequences, in the dealer's words: the steps, then where the
    button and the blinds are and why, what each player posts, and who waits and why."""
    lines = [step.words(before) for step in steps if step.kind != "table"]
    if any(step.kind == "table" for step in steps):
        lines.append("The game, the stakes or the seats change as set.")
    lines += plan.reasons
    lines += [f"{printable(w.name)} (seat {w.seat}) {w.why}." for w in plan.waiting]
    if plan.problem is not None:
        lines.append(plan.problem[0].upper() + plan.problem[1:] + ".")
    return lines


_BOOKED = ("leave", "rebuy", "restack")
"""The steps the books' lines say themselves (a cash-out, a re-buy)."""


class TableReview:
    """What a table set up again between hands would do, for the dealer to confirm: the
    steps (:func:`steps_to`), the players to ask whether they post or wait, and the words of
    the one confirmation before the deal. ``button_moved``: the dealer set the button's
    seat himself (the positions start afresh from it)."""

    def __init__(self, session: DealerSession, form: TableSetup, *, button_moved: bool) -> None:
        self.session = session
        self.form = form
        self.before = session.seat_map
        self.button = form.button_at if button_moved else None
        self.problem: str | None = None
        self.steps: list[SeatStep] = []
        self.later: set[str] = set()  # dealt in the next hand neither way: asked for after it
        try:
            self.steps = steps_to(self.before, session.stakes, form, button_moved=button_moved)
            self.preview({})
            timing = [(step, self._when(step)) for step in ask_post(self.before, self.steps, form)]
            # one who sits where the big blind falls just posts it: nothing to ask him
            self.asked = [step for step, when in timing if when is not None]
            self.later = {step.name for step, when in timing if when == "later"}
        except (SeatError, SetupError) as exc:
            self.problem = str(exc)
            self.asked = []

    @property
    def changes_anything(self) -> bool:
        return bool(self.steps)

    def _when(self, step: SeatStep) -> str | None:
        """When posting or waiting makes a difference to ``step``'s player: ``"now"`` (to
        the next hand), ``"later"`` (he is dealt in the next hand neither way: his seat lies
        between the button and the big blind, so he posts once the button has passed, or
        waits for the big blind), or None (he sits where the big blind falls: not asked)."""
        posting = self.preview({step.name: True})[1].table
        if posting != self.preview({step.name: False})[1].table:
            return "now"
        if posting is None or step.name not in posting.names:
            return "later"
        return None

    @property
    def questions(self) -> list[tuple[str, str]]:
        """The players to ask whether they post or wait, with the question."""
        return [(step.name, self.question(step)) for step in self.asked]

    def question(self, step: SeatStep) -> str:
        """Whether ``step``'s player posts or waits, asked in words."""
        name = printable(step.name)
        big = self.form.big_blind
        if step.name in self.later:
            where = f"sits in seat {step.seat}" if step.kind == "sit" else "is back"
            return (
                f"{name} {where}, between the button and the big blind: not dealt in the next hand. "
                "Once the button has passed, post and play, or wait for the big blind?"
            )
        if step.kind == "sit":
            return f"{name} sits in seat {step.seat}: post {big} and play now, or wait for the big blind?"
        return f"{name} is back and owes blinds: post them and play now, or wait for the big blind?"

    def preview(self, posts: Mapping[str, bool]) -> tuple[SeatMap, Plan]:
        """The seat map and the next hand once the steps are done with ``posts``."""
        return preview(
            self.before, self.session.stakes, self.form, answered(self.steps, posts), button=self.button
        )

    def lines(self, posts: Mapping[str, bool]) -> list[str]:
        """The confirmation's words: every change (those the books' lines say, a cash-out or
        a re-buy, left to them), where the button and blinds are and why, who posts what,
        who waits and why."""
        _, plan = self.preview(posts)
        booked = {change.player for change in self.books(posts).books}
        steps = [s for s in answered(self.steps, posts) if s.kind not in _BOOKED or s.name not in booked]
        return describe(self.before, steps, plan)

    def books(self, posts: Mapping[str, bool]) -> TableChanges:
        """What the books will say once the next hand is finished."""
        seats, _ = self.preview(posts)
        return self.session.books(seats.stacks)

    def done(self, posts: Mapping[str, bool]) -> Refusal | None:
        """Do the steps through the session (each kept in the journal)."""
        return apply(self.session, self.form, answered(self.steps, posts), button=self.button)


class FirstTable:
    """The review of a table set up before its first hand (or a tournament's): no steps,
    everyone seated is in; what the books will say, confirmed when they change a session
    under way."""

    def __init__(self, session: DealerSession, form: TableSetup) -> None:
        self.session = session
        self.form = form
        self.problem: str | None = None
        self.questions: list[tuple[str, str]] = []

    @property
    def changes_anything(self) -> bool:
        return False

    def lines(self, posts: Mapping[str, bool]) -> list[str]:
        return []

    def books(self, posts: Mapping[str, bool]) -> TableChanges:
        return self.session.changes(self.form)
