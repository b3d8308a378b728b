"""The tournament clock in words and figures: what the clock panel and the display show.

:func:`clock_view` turns a tournament and the time into a :class:`ClockView`: the time
left in the level or break (for the big figures), the level and its blinds, what comes
next, the players left and the average stack, and, while a hand dealt at an earlier
level is played, the note that the new level starts with the next hand. ``line`` says
the same in short parts for one line on a terminal too short for the big figures
(:func:`clock_line`: ``19:42  Level 1  50/100  next 75/150  break in 59:42  6 left, avg
10,000``), the least needed last so that a narrow line leaves out whole parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.tournament.clock import ClockReading, clock_text
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament


@dataclass(frozen=True, slots=True)
class ClockView:
    """What the clock shows now.

    ``figures`` is the time left (``12:05``); ``heading`` the level or break and whether
    the clock is paused; ``blinds`` the level's blinds; ``coming`` the next level and
    the next break; ``table`` the players left and the average stack; ``note`` the level
    that starts with the next hand (empty when there is none); ``line`` all but the note
    in short parts, most needed first.
    """

    figures: str
    heading: str
    blinds: str
    coming: str
    table: str
    note: str
    paused: bool
    warning: bool
    on_break: bool
    over: bool
    line: tuple[str, ...] = ()


def chips_text(amount: int) -> str:
    """``12,500``: chips with thousands separated.

    >>> chips_text(12500), chips_text(25)
    ('12,500', '25')
    """
    return f"{amount:,}"


def _level_words(level: Level, kind: AnteKind) -> str:
    return f"level {level.number} {level.blinds_text(kind)}"


def _coming(schedule: Schedule, reading: ClockReading) -> str:
    if reading.finished:
        return "The schedule has run out: the last level stays in force."
    parts = []
    if reading.next_level is not None:
        parts.append(f"Next: {_level_words(reading.next_level, schedule.ante_kind)}")
    else:
        parts.append("This is the last level")
    if reading.next_break is not None and reading.next_break_in is not None:
        colour = reading.next_break.colour_up
        off = f", colour-up of the {', '.join(str(d) for d in colour)}s" if colour else ""
        parts.append(f"break in {clock_text(reading.next_break_in)}{off}")
    return " · ".join(parts)


def clock_line(view: ClockView, width: int) -> str:
    """The clock's short parts on one line of ``width`` cells, leaving out whole parts from
    the end that do not fit (never the time, level and blinds; width 0: every part).

    >>> view = ClockView("9:30", "Level 1", "", "", "", "", False, False, False, False,
    ...                  ("9:30", "Level 1", "100/200", "next 200/400", "4 left, avg 1,000"))
    >>> clock_line(view, 0)
    '9:30  Level 1  100/200  next 200/400  4 left, avg 1,000'
    >>> clock_line(view, 40)
    '9:30  Level 1  100/200  next 200/400'
    """
    shown = list(view.line)
    while len(shown) > 3 and width and len("  ".join(shown)) > width:
        shown.pop()
    return "  ".join(shown)


def _line(tournament: Tournament, reading: ClockReading, figures: str, heading: str) -> tuple[str, ...]:
    """The clock in short parts: time left, level or break, blinds, what comes next, the
    players left (the parts a dealer reads first come first)."""
    schedule = tournament.schedule
    kind = schedule.ante_kind
    left = len(tournament.alive)
    table = f"{left} left, avg {chips_text(tournament.average_stack)}"
    if tournament.over:
        return heading, table
    parts = [figures, heading.replace(" · ", " ")]
    if reading.on_break:
        parts.append(f"then {reading.level.blinds_text(kind)}")
    else:
        parts.append(reading.level.blinds_text(kind))
        if reading.next_level is not None:
            parts.append(f"next {reading.next_level.blinds_text(kind)}")
        elif reading.finished:
            parts.append("last level")
    if reading.next_break_in is not None and not reading.on_break:
        parts.append(f"break in {clock_text(reading.next_break_in)}")
    parts.append(table)
    return tuple(parts)


def clock_view(tournament: Tournament, now: float, *, dealt_level: int | None = None) -> ClockView:
    """The clock of ``tournament`` at wall-clock ``now``; ``dealt_level`` is the level the
    hand in play was dealt at (None when no hand is in play)."""
    schedule = tournament.schedule
    reading = tournament.reading(now)
    paused = not tournament.clock.running
    kind = schedule.ante_kind
    if tournament.over:
        heading = "Tournament over"
    elif isinstance(reading.item, Break) and not reading.finished:
        heading = f"Break {schedule.break_number(reading.index)}"
    else:
        heading = f"Level {reading.level.number}"
    if paused and not tournament.over:
        heading += " · PAUSED"
    if isinstance(reading.item, Break) and not reading.finished:
        blinds = f"After the break: {_level_words(reading.level, kind)}"
    else:
        blinds = f"Blinds {reading.level.blinds_text(kind)}"
    left = len(tournament.alive)
    table = (
        f"{left} player{'s' if left != 1 else ''} left · average stack {chips_text(tournament.average_stack)}"
    )
    note = ""
    if dealt_level is not None and dealt_level != reading.level.number:
        dealt = schedule.level(dealt_level)
        note = (
            f"This hand plays level {dealt.number} ({dealt.blinds_text(kind)}); "
            f"{_level_words(reading.level, kind)} starts with the next hand."
        )
    over = tournament.over
    figures = "0:00" if over else clock_text(reading.left)
    return ClockView(
        figures=figures,
        heading=heading,
        blinds=blinds,
        coming="The tournament is over." if over else _coming(schedule, reading),
        table=table,
        note=note,
        paused=paused,
        warning=reading.warning and not paused and not over,
        on_break=reading.on_break and not over,
        over=over,
        line=_line(tournament, reading, figures, heading),
    )
