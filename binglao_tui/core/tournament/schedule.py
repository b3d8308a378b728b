"""A blind schedule: levels and breaks in the order they are played.

A level has a length in minutes, a small blind, a big blind and an ante. What the ante
means is the schedule's :class:`AnteKind`: none, an ante every player posts, or a
big-blind ante the big blind posts for the whole table (the engine's ``ante`` and
``bb_ante``). A break has a length and may colour up: the denominations it lists leave
play there, exchanged for larger chips (see :mod:`.colour_up`).

The schedule also knows the denominations in play when it starts (the box's chips from
the one that posts the first small blind up), so it can tell which chips are still in
play at every level and check that each blind and ante can be posted with them.
:meth:`Schedule.problems` lists every rule a schedule breaks; the planner never makes
one that breaks any, and the editing functions refuse a change that would.

Values are frozen and turn into plain JSON-able dicts (:meth:`Schedule.to_dict`) and back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from binglao_tui.core.tournament.chips import can_post


class ScheduleError(ValueError):
    """A schedule that cannot be read, or an edit that would break a rule (one line)."""


class AnteKind(Enum):
    """Who posts the ante: nobody, every player, or the big blind for everyone."""

    NONE = "none"
    ANTE = "ante"
    BIG_BLIND_ANTE = "bb-ante"

    @property
    def words(self) -> str:
        return {"none": "no ante", "ante": "an ante from every player", "bb-ante": "a big-blind ante"}[
            self.value
        ]


@dataclass(frozen=True, slots=True)
class Level:
    """One level: its number (from 1), minutes, blinds and ante."""

    number: int
    minutes: int
    small_blind: int
    big_blind: int
    ante: int = 0

    def blinds_text(self, kind: AnteKind = AnteKind.NONE) -> str:
        """``100/200``, ``100/200 ante 25`` or ``100/200 bb ante 200``.

        >>> Level(4, 20, 100, 200, 200).blinds_text(AnteKind.BIG_BLIND_ANTE)
        '100/200 bb ante 200'
        """
        text = f"{self.small_blind}/{self.big_blind}"
        if self.ante and kind is AnteKind.ANTE:
            return f"{text} ante {self.ante}"
        if self.ante and kind is AnteKind.BIG_BLIND_ANTE:
            return f"{text} bb ante {self.ante}"
        return text

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "level",
            "number": self.number,
            "minutes": self.minutes,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
        }


@dataclass(frozen=True, slots=True)
class Break:
    """A break of ``minutes``; ``colour_up`` lists the denominations leaving play at it."""

    minutes: int
    colour_up: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "break", "minutes": self.minutes, "colour_up": list(self.colour_up)}


Item = Level | Break


@dataclass(frozen=True, slots=True)
class Schedule:
    """Levels and breaks in order, the ante kind and the denominations in play at the start."""

    items: tuple[Item, ...]
    ante_kind: AnteKind = AnteKind.NONE
    denominations: tuple[int, ...] = (1,)

    @property
    def levels(self) -> tuple[Level, ...]:
        return tuple(item for item in self.items if isinstance(item, Level))

    @property
    def breaks(self) -> tuple[Break, ...]:
        return tuple(item for item in self.items if isinstance(item, Break))

    @property
    def total_minutes(self) -> int:
        return sum(item.minutes for item in self.items)

    def level(self, number: int) -> Level:
        """The level numbered ``number``."""
        for item in self.levels:
            if item.number == number:
                return item
        raise ScheduleError(f"there is no level {number} (the schedule has {len(self.levels)})")

    def starts(self) -> tuple[int, ...]:
        """The minute each item starts at, counted from the start of play."""
        minute, out = 0, []
        for item in self.items:
            out.append(minute)
            minute += item.minutes
        return tuple(out)

    def in_play(self) -> tuple[tuple[int, ...], ...]:
        """The denominations in play during each item (a break's colour-up counts after it)."""
        chips = tuple(self.denominations)
        out = []
        for item in self.items:
            out.append(chips)
            if isinstance(item, Break) and item.colour_up:
                chips = tuple(d for d in chips if d not in item.colour_up)
        return tuple(out)

    def joined_levels(self) -> str | None:
        """Why some levels are longer than the rest, in a sentence, or None when they are
        all as long: the one home of these words for the command line's plan and the
        app's (levels with the same blinds are joined, :func:`merge_repeated_levels`).

        >>> levels = (Level(1, 10, 25, 50), Level(2, 20, 50, 100), Level(3, 10, 75, 150))
        >>> Schedule(levels).joined_levels().split(":")[0]
        'Level 2 is longer than 10 minutes'
        """
        lengths = [level.minutes for level in self.levels]
        longer = [str(level.number) for level in self.levels if level.minutes > min(lengths, default=0)]
        if not longer:
            return None
        which = f"Level {longer[0]} is" if len(longer) == 1 else f"Levels {', '.join(longer)} are"
        return (
            f"{which} longer than {min(lengths)} minutes: the blinds would not have gone up "
            "at the end of the shorter level, so the levels with the same blinds are joined."
        )

    def break_number(self, index: int) -> int:
        """Which break (from 1) the item at ``index`` is."""
        return sum(1 for item in self.items[: index + 1] if isinstance(item, Break))

    def problems(self) -> tuple[str, ...]:
        """Every rule the schedule breaks, in words; empty when it is sound."""
        found: list[str] = []
        denominations = list(self.denominations)
        if not denominations or denominations != sorted(set(denominations)) or denominations[0] < 1:
            found.append("the denominations in play must be distinct positive values, smallest first")
            return tuple(found)
        if not self.levels:
            found.append("a schedule needs at least one level")
        previous: Level | None = None
        for index, (item, chips) in enumerate(zip(self.items, self.in_play(), strict=True)):
            if item.minutes < 1:
                name = (
                    f"level {item.number}" if isinstance(item, Level) else f"break {self.break_number(index)}"
                )
                found.append(f"{name} must last at least a minute")
            if isinstance(item, Break):
                found.extend(_break_problems(item, chips, self.break_number(index)))
                continue
            expected = 1 if previous is None else previous.number + 1
            if item.number != expected:
                found.append(
                    f"levels must be numbered in order: level {item.number} where {expected} belongs"
                )
            found.extend(_level_problems(item, previous, chips, self.ante_kind))
            previous = item
        return tuple(found)

    def check(self) -> Schedule:
        """The schedule itself, or :class:`ScheduleError` naming the first rule it breaks."""
        problems = self.problems()
        if problems:
            raise ScheduleError(problems[0])
        return self

    def items_to_dicts(self) -> list[dict[str, Any]]:
        """The levels and breaks as the command line's JSON prints them."""
        return [item.to_dict() for item in self.items]

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to make the schedule again (see :meth:`from_dict`)."""
        return {
            "ante_kind": self.ante_kind.value,
            "denominations": list(self.denominations),
            "items": self.items_to_dicts(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Schedule:
        """The schedule :meth:`to_dict` wrote; :class:`ScheduleError` if it is malformed."""
        try:
            items = tuple(_item_from_dict(item) for item in data["items"])
            return cls(
                items, AnteKind(data.get("ante_kind", "none")), tuple(int(d) for d in data["denominations"])
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, ScheduleError):
                raise
            raise ScheduleError(f"not a schedule: {exc}") from None


def _item_from_dict(data: Mapping[str, Any]) -> Item:
    if data["kind"] == "break":
        return Break(int(data["minutes"]), tuple(int(d) for d in data.get("colour_up", ())))
    if data["kind"] == "level":
        return Level(
            int(data["number"]),
            int(data["minutes"]),
            int(data["small_blind"]),
            int(data["big_blind"]),
            int(data.get("ante", 0)),
        )
    raise ScheduleError(f"unknown item kind {data['kind']!r}")


def _chips_text(chips: tuple[int, ...]) -> str:
    return ", ".join(str(d) for d in chips)


def _break_problems(item: Break, chips: tuple[int, ...], number: int) -> list[str]:
    found = []
    for denomination in item.colour_up:
        if denomination not in chips:
            found.append(
                f"break {number} colours up the {denomination}s but they are not in play "
                f"(in play: {_chips_text(chips)})"
            )
    if chips and all(d in item.colour_up for d in chips):
        found.append(f"break {number} would take every denomination out of play")
    return found


def _level_problems(
    level: Level, previous: Level | None, chips: tuple[int, ...], kind: AnteKind
) -> list[str]:
    name = f"level {level.number}"
    found = []
    if level.small_blind < 1:
        found.append(f"{name}: the small blind must be at least 1")
    if level.big_blind < 2 * level.small_blind:
        found.append(
            f"{name}: the big blind {level.big_blind} is less than twice the small blind {level.small_blind}"
        )
    if level.ante < 0:
        found.append(f"{name}: the ante cannot be negative")
    elif kind is AnteKind.NONE and level.ante:
        found.append(f"{name}: an ante of {level.ante} in a schedule without antes")
    elif level.ante > level.big_blind:
        found.append(f"{name}: the ante {level.ante} is more than the big blind {level.big_blind}")
    if previous is not None:
        for what, now, before in (
            ("small blind", level.small_blind, previous.small_blind),
            ("big blind", level.big_blind, previous.big_blind),
            ("ante", level.ante, previous.ante),
        ):
            if now < before:
                found.append(f"{name}: the {what} goes down from {before} to {now}")
    for what, amount in (
        ("small blind", level.small_blind),
        ("big blind", level.big_blind),
        ("ante", level.ante),
    ):
        if amount > 0 and not can_post(amount, chips):
            found.append(
                f"{name}: the {what} {amount} cannot be posted with the chips in play ({_chips_text(chips)})"
            )
    return found


def _blinds(level: Level) -> tuple[int, int, int]:
    return level.small_blind, level.big_blind, level.ante


def merge_repeated_levels(items: list[Item]) -> tuple[Item, ...]:
    """The levels with the blinds and ante of the level just before made one longer level,
    numbered again from 1: a clock that shows "level 3: 50/100" after "level 2: 50/100"
    only tells the table the blinds went up when they did not.

    >>> merged = merge_repeated_levels([Level(1, 20, 25, 50), Level(2, 20, 25, 50), Level(3, 20, 50, 100)])
    >>> [(level.number, level.minutes, level.big_blind) for level in merged if isinstance(level, Level)]
    [(1, 40, 50), (2, 20, 100)]
    """
    out: list[Item] = []
    for item in items:
        before = out[-1] if out else None
        if isinstance(item, Level) and isinstance(before, Level) and _blinds(item) == _blinds(before):
            out[-1] = replace(before, minutes=before.minutes + item.minutes)
            continue
        out.append(item)
    number = 0
    for index, item in enumerate(out):
        if isinstance(item, Level):
            number += 1
            out[index] = replace(item, number=number)
    return tuple(out)
