"""Editing a schedule level by level: each change gives a new schedule, checked again.

Every function here takes a :class:`~.schedule.Schedule` and returns a new one, or raises
:class:`~.schedule.ScheduleError` naming the first rule the change would break (blinds
going down, a big blind under twice the small blind, an amount the chips in play cannot
post, a colour-up of chips not in play...); the schedule given is never changed. Levels
are numbered again from 1 after an insertion or a removal. Breaks are counted from 1 in
the order they come.

>>> from binglao_tui.core.tournament.schedule import Level, Schedule
>>> schedule = Schedule((Level(1, 20, 25, 50), Level(2, 20, 50, 100)), denominations=(25, 100))
>>> edit_level(schedule, 2, small_blind=75, big_blind=150).levels[1]
Level(number=2, minutes=20, small_blind=75, big_blind=150, ante=0)
>>> edit_level(schedule, 2, small_blind=30, big_blind=60)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
binglao_tui.core.tournament.schedule.ScheduleError: level 2: the small blind 30 cannot be posted ...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from binglao_tui.core.tournament.schedule import Break, Item, Level, Schedule, ScheduleError


def _renumbered(schedule: Schedule, items: Sequence[Item]) -> Schedule:
    number, out = 0, []
    for item in items:
        if isinstance(item, Level):
            number += 1
            item = dataclasses.replace(item, number=number)
        out.append(item)
    return dataclasses.replace(schedule, items=tuple(out)).check()


def _level_index(schedule: Schedule, number: int) -> int:
    for index, item in enumerate(schedule.items):
        if isinstance(item, Level) and item.number == number:
            return index
    raise ScheduleError(f"there is no level {number} (the schedule has {len(schedule.levels)})")


def _break_index(schedule: Schedule, number: int) -> int:
    indexes = [i for i, item in enumerate(schedule.items) if isinstance(item, Break)]
    if not 1 <= number <= len(indexes):
        raise ScheduleError(f"there is no break {number} (the schedule has {len(indexes)})")
    return indexes[number - 1]


def _after_level(schedule: Schedule, after: int) -> int:
    """The position just after level ``after`` (0: the very start)."""
    return 0 if after == 0 else _level_index(schedule, after) + 1


def edit_level(
    schedule: Schedule,
    number: int,
    *,
    minutes: int | None = None,
    small_blind: int | None = None,
    big_blind: int | None = None,
    ante: int | None = None,
) -> Schedule:
    """Level ``number`` with the values given changed."""
    index = _level_index(schedule, number)
    level = schedule.items[index]
    assert isinstance(level, Level)
    changes = {
        key: value
        for key, value in (
            ("minutes", minutes),
            ("small_blind", small_blind),
            ("big_blind", big_blind),
            ("ante", ante),
        )
        if value is not None
    }
    items = list(schedule.items)
    items[index] = dataclasses.replace(level, **changes)
    return _renumbered(schedule, items)


def insert_level(
    schedule: Schedule, after: int, minutes: int, small_blind: int, big_blind: int, ante: int = 0
) -> Schedule:
    """A new level after level ``after`` (0 for a new first level); the ones after move up."""
    at = _after_level(schedule, after)
    items = list(schedule.items)
    items.insert(at, Level(0, minutes, small_blind, big_blind, ante))
    return _renumbered(schedule, items)


def add_level(schedule: Schedule, minutes: int, small_blind: int, big_blind: int, ante: int = 0) -> Schedule:
    """One more level at the end."""
    return insert_level(schedule, len(schedule.levels), minutes, small_blind, big_blind, ante)


def remove_level(schedule: Schedule, number: int) -> Schedule:
    """The schedule without level ``number``."""
    items = list(schedule.items)
    del items[_level_index(schedule, number)]
    return _renumbered(schedule, items)


def insert_break(schedule: Schedule, after: int, minutes: int, colour_up: Sequence[int] = ()) -> Schedule:
    """A break after level ``after``, colouring up ``colour_up``."""
    items = list(schedule.items)
    items.insert(_after_level(schedule, after), Break(minutes, tuple(sorted(colour_up))))
    return _renumbered(schedule, items)


def edit_break(
    schedule: Schedule, number: int, *, minutes: int | None = None, colour_up: Sequence[int] | None = None
) -> Schedule:
    """Break ``number`` (from 1) with a new length or colour-up."""
    index = _break_index(schedule, number)
    old = schedule.items[index]
    assert isinstance(old, Break)
    items = list(schedule.items)
    items[index] = Break(
        old.minutes if minutes is None else minutes,
        old.colour_up if colour_up is None else tuple(sorted(colour_up)),
    )
    return _renumbered(schedule, items)


def remove_break(schedule: Schedule, number: int) -> Schedule:
    """The schedule without break ``number``; its colour-up goes with it."""
    items = list(schedule.items)
    del items[_break_index(schedule, number)]
    return _renumbered(schedule, items)


def set_level_minutes(schedule: Schedule, minutes: int) -> Schedule:
    """Every level ``minutes`` long (breaks unchanged)."""
    items = [
        dataclasses.replace(item, minutes=minutes) if isinstance(item, Level) else item
        for item in schedule.items
    ]
    return _renumbered(schedule, items)
