"""Planning a tournament from what the host has: players, stack, hours and the chip box.

:func:`plan_tournament` makes a :class:`Plan`: the starting stack every player gets
(:mod:`.chips`) and a blind :class:`~.schedule.Schedule`. The plan holds:

- the starting stack is made of the host's chips for every player, each denomination's
  count times the players within what the host owns, and it holds enough of its smallest
  chip to post the first small blind;
- the first big blind is between 1/150 and 1/50 of the stack (50 to 150 big blinds),
  as near 100 big blinds as the chips allow;
- blinds never go down, each big blind is twice its small blind, and every blind and
  ante can be posted with the chips still in play;
- the levels and breaks add up to the target length within 10%;
- the last level's big blind is at least 1/20 of all the chips in play, so the
  tournament can end;
- at breaks, the denominations no longer needed leave play (a colour-up), when the box
  holds the larger chips to exchange them for (:mod:`.colour_up`).

How: the number of levels is the one whose levels and breaks come nearest the target
(a break after about each hour of play, none after the last level, one more or
fewer when that comes nearer). The big blinds
follow a geometric path from the first to 1/20 of the chips, each rounded to the
nearest :mod:`.ladder` step of the smallest chip in play; at each break the smallest
chip moves up to the largest denomination no more than a quarter of the next big
blind (an eighth with antes from every player), and the ones below it leave play.
Where the rounding gives a level the same blinds as the one before, the two are one
longer level; after a break the blinds always go up a step.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.tournament.chips import MOST_UNITS, ChipSet, StartingStack, make_starting_stack
from binglao_tui.core.tournament.colour_up import ColourUpStep
from binglao_tui.core.tournament.ladder import (
    big_blind_steps,
    classic_ante,
    first_step_at_least,
    next_big_blind,
)
from binglao_tui.core.tournament.schedule import (
    AnteKind,
    Break,
    Item,
    Level,
    Schedule,
    merge_repeated_levels,
)

# The first big blind gives each player between this many big blinds ...
MOST_BIG_BLINDS = 150
FEWEST_BIG_BLINDS = 50
IDEAL_BIG_BLINDS = 100
# ... and by the last level the big blind is at least this fraction of the chips in play.
LAST_BIG_BLIND_SHARE = 20
LENGTH_TOLERANCE = 10  # per cent either way


class PlanError(ValueError):
    """A request the chips or the time cannot meet; the message says what is short."""


@dataclass(frozen=True, slots=True)
class PlanRequest:
    """What the host asks for. ``minutes`` is the target length of the tournament.

    ``level_minutes`` defaults by the length (:func:`default_level_minutes`); a break of
    ``break_minutes`` comes after about ``play_between_breaks`` minutes of levels; antes
    start at ``antes_from_level``, by default the first level after the first break.
    """

    players: int
    stack: int
    minutes: int
    chips: ChipSet
    ante: AnteKind = AnteKind.NONE
    level_minutes: int | None = None
    break_minutes: int = 10
    play_between_breaks: int = 60
    antes_from_level: int | None = None


@dataclass(frozen=True, slots=True)
class Plan:
    """The starting stack and the schedule made for a :class:`PlanRequest`."""

    request: PlanRequest
    starting_stack: StartingStack
    schedule: Schedule

    @property
    def total_chips(self) -> int:
        return self.request.players * self.request.stack

    @property
    def unused(self) -> tuple[int, ...]:
        """The host's denominations too small to be in play at all."""
        return tuple(d for d in self.request.chips.denominations if d < self.schedule.denominations[0])

    def left_in_box(self) -> tuple[tuple[int, int], ...]:
        """(denomination, count) left in the box once every player has a stack."""
        box, players = self.request.chips, self.request.players
        return tuple((d, box.count(d) - players * self.starting_stack.count(d)) for d in box.denominations)

    def to_dict(self) -> dict[str, Any]:
        """The command line's JSON: starting chips, levels and breaks, total minutes."""
        return {
            "starting_chips": self.starting_stack.to_dict(),
            "levels": self.schedule.items_to_dicts(),
            "total_minutes": self.schedule.total_minutes,
        }


def default_level_minutes(minutes: int) -> int:
    """Level length by the tournament's length: 30 from six hours, 20 from 2.5, 15 from 1.25.

    >>> [default_level_minutes(m) for m in (30, 60, 120, 180, 480)]
    [5, 10, 15, 20, 30]
    """
    for at_least, length in ((360, 30), (150, 20), (75, 15), (50, 10)):
        if minutes >= at_least:
            return length
    return 5


def _hours(minutes: int) -> str:
    if minutes % 15:
        return f"{minutes} minutes"
    hours = minutes / 60
    return f"{hours:g} hour" + ("" if hours == 1 else "s")


def layout(
    minutes: int, level_minutes: int, break_minutes: int, per_break: int
) -> tuple[int, tuple[int, ...]]:
    """How many levels (at least two) and after which of them the breaks come, so that
    levels and breaks come nearest ``minutes`` (within 10%, or :class:`PlanError`).

    A break comes after every ``per_break`` levels (none after the last); one break more
    or fewer, spread evenly, is taken when that comes nearer the target.

    >>> layout(180, 20, 10, 3)
    (8, (3, 6))
    >>> layout(75, 15, 10, 4)
    (5, ())
    """

    def natural(levels: int) -> int:
        return (levels - 1) // per_break

    choices = [
        (levels, breaks)
        for levels in range(2, minutes // level_minutes + 3)
        for breaks in (natural(levels) - 1, natural(levels), natural(levels) + 1)
        if 0 <= breaks < levels
    ]

    def length(choice: tuple[int, int]) -> int:
        return choice[0] * level_minutes + choice[1] * break_minutes

    def off(choice: tuple[int, int]) -> int:
        return abs(length(choice) - minutes)

    # within the tolerance, a break about every hour comes before an exact length: two
    # hours of play with no break is not what a table expects
    levels, breaks = min(
        choices,
        key=lambda c: (100 * off(c) > LENGTH_TOLERANCE * minutes, abs(c[1] - natural(c[0])), off(c), c),
    )
    if 100 * off((levels, breaks)) > LENGTH_TOLERANCE * minutes:
        raise PlanError(
            f"{level_minutes}-minute levels with {break_minutes}-minute breaks cannot fill "
            f"{_hours(minutes)} within {LENGTH_TOLERANCE}% (two levels take "
            f"{2 * level_minutes} minutes): choose shorter levels"
        )
    if breaks == natural(levels):
        after = tuple(per_break * (i + 1) for i in range(breaks))
    else:
        # evenly: after the level nearest each (i + 1) / (breaks + 1) of the way (distinct)
        after = tuple(((i + 1) * levels + (breaks + 1) // 2) // (breaks + 1) for i in range(breaks))
    return levels, after


def _first_levels(request: PlanRequest) -> list[tuple[int, int]]:
    """(smallest chip, first big blind) pairs worth trying, the best first."""
    stack, players = request.stack, request.players
    lowest, highest = math.ceil(stack / MOST_BIG_BLINDS), stack // FEWEST_BIG_BLINDS
    ideal = stack / IDEAL_BIG_BLINDS
    options: list[tuple[float, int, int]] = []
    for chip in request.chips.denominations:
        if request.chips.count(chip) < players:
            continue
        steps = [s for s in big_blind_steps(chip, highest) if lowest <= s <= highest]
        if not steps:  # no round number in range: any multiple of twice the chip
            first = math.ceil(lowest / (2 * chip)) * 2 * chip
            steps = list(range(first, highest + 1, 2 * chip))
        options.extend((abs(math.log(bb / ideal)), -chip, bb) for bb in steps)
    options.sort()
    return [(-chip, bb) for _, chip, bb in options]


def _why_not(request: PlanRequest, options: list[tuple[int, int]]) -> str:
    """What is short when no starting stack can be made."""
    box, players, stack = request.chips, request.players, request.stack
    usable = [
        (d, box.count(d) // players) for d in box.denominations if d <= stack and box.count(d) >= players
    ]
    most = sum(d * n for d, n in usable)
    each = ", ".join(f"{n} x {d}" for d, n in usable) or "nothing"
    if most < stack:
        return (
            f"each of {players} players can be given at most {most} in chips ({each}): "
            f"{stack - most} short of {stack}"
        )
    if not options:
        smallest = min(d for d, _ in usable)
        return (
            f"no chip is small enough: a {stack} stack needs a first big blind of "
            f"{math.ceil(stack / MOST_BIG_BLINDS)}-{stack // FEWEST_BIG_BLINDS} "
            f"({FEWEST_BIG_BLINDS}-{MOST_BIG_BLINDS} big blinds) and the smallest chip "
            f"that goes round, {smallest}, cannot post a small blind of half that"
        )
    unit = math.gcd(*(d for d, _ in usable))
    if stack % unit:
        return f"a stack of {stack} cannot be made from these chips: it is not a multiple of {unit}"
    counted = min((stack // math.gcd(*(d for d, _ in usable if d >= c)), c) for c, _ in options)
    if counted[0] > MOST_UNITS:
        fewest, chip = counted
        return (
            f"a stack of {stack} in chips of {chip} and up is {fewest:,} times their common "
            f"value, more than the planner counts ({MOST_UNITS:,}): plan a smaller stack or "
            "give larger chips"
        )
    chip, big_blind = options[0]
    needed = big_blind // 2 // chip
    if box.count(chip) // players < needed:
        return (
            f"too few {chip}s: each of {players} players needs at least {needed} to post the first "
            f"small blind of {big_blind // 2}, and {box.count(chip)} give "
            f"{box.count(chip) // players} each"
        )
    if make_starting_stack(box, players, stack, chip, at_least=needed) is not None:
        return (
            f"no stack of {stack} from these chips holds the change to post the first big blind "
            f"of {big_blind}: more {chip}s are needed ({box.count(chip) // players} each)"
        )
    return f"the chips cannot make {players} stacks of exactly {stack}: each player could get at most {each}"


def plan_tournament(request: PlanRequest) -> Plan:
    """The plan for ``request``, or :class:`PlanError` saying what is short."""
    players, stack = request.players, request.stack
    if players < 2:
        raise PlanError(f"a tournament needs at least 2 players, not {players}")
    if stack < 1 or request.minutes < 1:
        raise PlanError("the stack and the length must be positive")
    if request.level_minutes is not None and request.level_minutes < 1:
        raise PlanError("levels must last at least a minute")
    total = players * stack
    if request.chips.total_value < total:
        raise PlanError(
            f"too few chips: {players} stacks of {stack} need {total} in chips and the set "
            f"holds {request.chips.total_value} ({total - request.chips.total_value} short)"
        )
    level_minutes = request.level_minutes or default_level_minutes(request.minutes)
    per_break = max(1, round(request.play_between_breaks / level_minutes))
    levels, breaks_after = layout(request.minutes, level_minutes, request.break_minutes, per_break)
    options = _first_levels(request)
    for chip, big_blind in options:
        starting = make_starting_stack(
            request.chips, players, stack, chip, at_least=big_blind // 2 // chip, post=big_blind
        )
        if starting is None:
            continue
        schedule = _Builder(request, starting, chip, levels, level_minutes, breaks_after).build(big_blind)
        problems = schedule.problems()
        assert not problems, problems  # the builder keeps every rule; a failure here is a bug
        return Plan(request, starting, schedule)
    raise PlanError(_why_not(request, options))


class _Builder:
    """Lays out the levels and breaks for one starting stack and first chip."""

    def __init__(
        self,
        request: PlanRequest,
        starting: StartingStack,
        chip: int,
        levels: int,
        level_minutes: int,
        breaks_after: tuple[int, ...],
    ) -> None:
        self.request = request
        self.box = request.chips
        self.levels = levels
        self.level_minutes = level_minutes
        self.breaks_after = breaks_after
        self.chip = chip
        self.denominations = tuple(d for d in self.box.denominations if d >= chip)
        self.in_play = {d: request.players * starting.count(d) for d in self.denominations}
        self.target_last = math.ceil(request.players * request.stack / LAST_BIG_BLIND_SHARE)
        default_antes = breaks_after[0] + 1 if breaks_after else levels // 2 + 1
        self.antes_from = request.antes_from_level or default_antes

    def _target(self, first: int, number: int) -> float:
        last = max(self.target_last, first)
        share = (number - 1) / (self.levels - 1)
        return float(first * (last / first) ** share)

    def _colour_up(self, number: int, target: float) -> tuple[int, ...]:
        """Move the smallest chip up before level ``number`` (big blind near ``target``);
        the denominations leaving. The new smallest chip is at most a quarter of the big
        blind, or an eighth once antes from every player are posted (they are smaller)."""
        share = 8 if self.request.ante is AnteKind.ANTE and number >= self.antes_from else 4
        chips = sorted(d for d in self.denominations if d >= self.chip)
        for new in sorted((d for d in chips if d > self.chip and share * d <= target), reverse=True):
            leaving = tuple(d for d in chips if d < new)
            steps = [ColourUpStep(d, new) for d in leaving]
            needed = sum(step.box_needed(self.in_play[step.removed]) for step in steps)
            if self.box.count(new) - self.in_play[new] >= needed:
                self.in_play[new] += needed - len(steps)  # the spare chip per step stays in the box
                for d in leaving:
                    self.in_play[d] = 0
                self.chip = new
                return leaving
        return ()

    def _ante(self, number: int, big_blind: int, previous: int) -> int:
        kind = self.request.ante
        if kind is AnteKind.NONE or number < self.antes_from:
            return 0
        if kind is AnteKind.BIG_BLIND_ANTE:
            return big_blind
        ante = max(classic_ante(big_blind, self.chip), previous)
        return math.ceil(ante / self.chip) * self.chip

    def build(self, first_big_blind: int) -> Schedule:
        items: list[Item] = []
        big_blind, ante = 0, 0
        up_to = 8 * max(self.target_last, first_big_blind)
        for number in range(1, self.levels + 1):
            target = self._target(first_big_blind, number)
            at_break = number - 1 in self.breaks_after
            steps = big_blind_steps(self.chip, up_to)
            if number == 1:
                chosen = first_big_blind
            else:
                chosen = next_big_blind(steps, target, big_blind, after_break=at_break)
            if at_break:
                # the chips that leave are judged by the blinds the level will have
                leaving = self._colour_up(number, max(target, chosen))
                items.append(Break(self.request.break_minutes, leaving))
                if leaving:
                    steps = big_blind_steps(self.chip, up_to)
                    chosen = next_big_blind(steps, target, big_blind, after_break=True)
            if number == self.levels:
                enough = first_step_at_least(steps, max(self.target_last, chosen))
                chosen = max(chosen, enough or chosen)
            big_blind = chosen
            ante = self._ante(number, big_blind, ante)
            items.append(Level(number, self.level_minutes, big_blind // 2, big_blind, ante))
        return Schedule(merge_repeated_levels(items), self.request.ante, self.denominations)


def targets_missed(schedule: Schedule, players: int, stack: int, minutes: int) -> tuple[str, ...]:
    """The plan's targets an (edited) schedule no longer meets, in words; empty when all are met.

    These are advice, not rules: a host may want a shorter night or a deeper start.
    """
    missed = []
    total = schedule.total_minutes
    if 100 * abs(total - minutes) > LENGTH_TOLERANCE * minutes:
        missed.append(
            f"the schedule lasts {total} minutes, more than {LENGTH_TOLERANCE}% from the {minutes} planned"
        )
    levels = schedule.levels
    if levels:
        first, last = levels[0], levels[-1]
        if not FEWEST_BIG_BLINDS * first.big_blind <= stack <= MOST_BIG_BLINDS * first.big_blind:
            missed.append(
                f"the first big blind {first.big_blind} gives {stack / first.big_blind:g} big "
                f"blinds, outside {FEWEST_BIG_BLINDS}-{MOST_BIG_BLINDS}"
            )
        if LAST_BIG_BLIND_SHARE * last.big_blind < players * stack:
            missed.append(
                f"the last big blind {last.big_blind} is less than 1/{LAST_BIG_BLIND_SHARE} "
                f"of the {players * stack} chips in play: the tournament may not end in time"
            )
    return tuple(missed)
