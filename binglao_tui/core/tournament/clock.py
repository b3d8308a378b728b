"""The tournament clock as a pure value: the caller passes the time in, nothing here reads it.

:class:`ClockState` remembers two numbers: the seconds of play counted so far and, while
the clock runs, the wall-clock time (seconds since the epoch, as ``time.time()`` gives)
it was last started. Time spent paused is never counted. Saved in the journal, the
state carries the clock across a crash: a running clock has kept counting while the app
was closed (its start time is in the past), a paused one has not;
:func:`resume_note` says which to the dealer.

Given a schedule, :func:`read_clock` tells what is happening after so many seconds of
play (the level or break, the time left, what comes next) and :func:`clock_events` what
happened between two readings: a minute left, a level or a break started, the schedule
ran out (its last level then stays in force). The app calls it on each tick with the
elapsed time of the last tick and of this one, rings the bell on a change and warns on
the last minute.

Each hand takes the level in force when it is dealt (:func:`blinds_for_hand`); a level
that changes during a hand applies from the next one (:func:`change_for_next_hand`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from binglao_tui.core.tournament.schedule import AnteKind, Break, Item, Level, Schedule

WARNING_SECONDS = 60


@dataclass(frozen=True, slots=True)
class ClockState:
    """Seconds of play counted, and since when (wall clock) the clock runs; None: paused."""

    counted: float = 0.0
    running_since: float | None = None

    @property
    def running(self) -> bool:
        return self.running_since is not None

    def elapsed(self, now: float) -> float:
        """Seconds of play at ``now`` (a clock set back never counts backwards)."""
        if self.running_since is None:
            return self.counted
        return self.counted + max(0.0, now - self.running_since)

    def start(self, now: float) -> ClockState:
        """Running from ``now`` (unchanged if already running)."""
        return self if self.running else ClockState(self.counted, now)

    def pause(self, now: float) -> ClockState:
        """Stopped at ``now``, with the time until then counted."""
        return ClockState(self.elapsed(now), None) if self.running else self

    def toggle(self, now: float) -> ClockState:
        """The one-key pause and resume."""
        return self.pause(now) if self.running else self.start(now)

    def set_elapsed(self, seconds: float, now: float) -> ClockState:
        """The clock moved to ``seconds`` of play (the director skipping or going back)."""
        seconds = max(0.0, seconds)
        return ClockState(seconds, now if self.running else None)

    def adjusted(self, seconds: float, now: float) -> ClockState:
        """``seconds`` of play added (or taken back when negative), never below zero."""
        return self.set_elapsed(self.elapsed(now) + seconds, now)

    def to_dict(self) -> dict[str, Any]:
        return {"counted": self.counted, "running_since": self.running_since}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClockState:
        since = data.get("running_since")
        return cls(float(data.get("counted", 0.0)), None if since is None else float(since))


@dataclass(frozen=True, slots=True)
class ClockReading:
    """What the clock shows after ``elapsed`` seconds of play.

    ``index`` is the schedule item running (the last one once the schedule has run
    out, ``finished``); ``left`` the seconds left in it; ``level`` the level a hand dealt
    now is played at (during a break, the level after it); ``warning`` is true in the
    last minute of an item.
    """

    elapsed: float
    index: int
    item: Item
    left: float
    level: Level
    next_level: Level | None
    next_break: Break | None
    next_break_in: float | None
    finished: bool

    @property
    def on_break(self) -> bool:
        return isinstance(self.item, Break) and not self.finished

    @property
    def warning(self) -> bool:
        return not self.finished and self.left <= WARNING_SECONDS


def _spans(schedule: Schedule) -> list[tuple[float, float]]:
    """Each item's start and end, in seconds of play."""
    return [
        (60.0 * start, 60.0 * (start + item.minutes))
        for start, item in zip(schedule.starts(), schedule.items, strict=True)
    ]


def _level_from(schedule: Schedule, index: int) -> Level:
    """The level at ``index`` or the first one after it (the last level if none)."""
    for item in schedule.items[index:]:
        if isinstance(item, Level):
            return item
    return schedule.levels[-1]


def read_clock(schedule: Schedule, elapsed: float) -> ClockReading:
    """The clock after ``elapsed`` seconds of play."""
    spans = _spans(schedule)
    elapsed = max(0.0, elapsed)
    finished = elapsed >= spans[-1][1]
    index = len(spans) - 1 if finished else next(i for i, (_, end) in enumerate(spans) if elapsed < end)
    item = schedule.items[index]
    level = _level_from(schedule, index) if not finished else schedule.levels[-1]
    following = schedule.items[index + 1 :]
    next_level = next((i for i in following if isinstance(i, Level)), None)
    breaks = [(i, spans[index + 1 + k][0]) for k, i in enumerate(following) if isinstance(i, Break)]
    next_break, break_at = breaks[0] if breaks else (None, None)
    return ClockReading(
        elapsed=elapsed,
        index=index,
        item=item,
        left=max(0.0, spans[index][1] - elapsed),
        level=level,
        next_level=None if finished else next_level,
        next_break=next_break,
        next_break_in=None if break_at is None else break_at - elapsed,
        finished=finished,
    )


class ClockEventKind(Enum):
    """What a tick can bring."""

    ONE_MINUTE_LEFT = "one-minute-left"
    LEVEL_STARTED = "level-started"
    BREAK_STARTED = "break-started"
    SCHEDULE_ENDED = "schedule-ended"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """An event at ``at`` seconds of play, about the schedule item at ``index``."""

    kind: ClockEventKind
    index: int
    at: float


def clock_events(schedule: Schedule, since: float, until: float) -> tuple[ClockEvent, ...]:
    """Events after ``since`` up to and including ``until`` seconds of play, in order."""
    events = []
    spans = _spans(schedule)
    for index, ((start, end), item) in enumerate(zip(spans, schedule.items, strict=True)):
        if index > 0 and since < start <= until:
            kind = ClockEventKind.BREAK_STARTED if isinstance(item, Break) else ClockEventKind.LEVEL_STARTED
            events.append(ClockEvent(kind, index, start))
        warn = end - WARNING_SECONDS
        if warn > start and since < warn <= until:
            events.append(ClockEvent(ClockEventKind.ONE_MINUTE_LEFT, index, warn))
    last = spans[-1][1]
    if since < last <= until:
        events.append(ClockEvent(ClockEventKind.SCHEDULE_ENDED, len(spans) - 1, last))
    return tuple(sorted(events, key=lambda e: e.at))


@dataclass(frozen=True, slots=True)
class HandBlinds:
    """What a hand posts: the level's blinds and ante as the engine takes them.

    ``ante`` is posted by every player and ``bb_ante`` by the big blind for the table
    (one of them is 0); ``chip`` is the smallest chip in play.
    """

    level: int
    small_blind: int
    big_blind: int
    ante: int
    bb_ante: int
    chip: int


def blinds_for_hand(schedule: Schedule, elapsed: float) -> HandBlinds:
    """The blinds of a hand dealt after ``elapsed`` seconds of play.

    During a break it is the level after the break, whose chips are the ones left in play
    once the break's colour-up is done.
    """
    reading = read_clock(schedule, elapsed)
    level = reading.level
    index = schedule.items.index(level)
    chip = schedule.in_play()[index][0]
    kind = schedule.ante_kind
    return HandBlinds(
        level.number,
        level.small_blind,
        level.big_blind,
        level.ante if kind is AnteKind.ANTE else 0,
        level.ante if kind is AnteKind.BIG_BLIND_ANTE else 0,
        chip,
    )


def change_for_next_hand(schedule: Schedule, dealt_at_level: int, elapsed: float) -> Level | None:
    """The level the next hand will use if it is not the one the current hand was dealt at."""
    level = read_clock(schedule, elapsed).level
    return None if level.number == dealt_at_level else level


def clock_text(seconds: float) -> str:
    """``12:05`` or ``1:02:05`` for the big figures (rounded up: 0:01 until it is over).

    >>> clock_text(725), clock_text(3725), clock_text(0.2), clock_text(0)
    ('12:05', '1:02:05', '0:01', '0:00')
    """
    whole = int(-(-seconds // 1))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@dataclass(frozen=True, slots=True)
class ResumeNote:
    """What to tell the dealer when the app opens again on a saved clock."""

    away: float
    counted: float
    text: str


def _where(schedule: Schedule, reading: ClockReading) -> str:
    if reading.finished:
        return f"level {reading.level.number} ({reading.level.blinds_text(schedule.ante_kind)}), the last"
    if isinstance(reading.item, Break):
        return f"a break with {clock_text(reading.left)} left"
    return (
        f"level {reading.item.number} ({reading.item.blinds_text(schedule.ante_kind)}) "
        f"with {clock_text(reading.left)} left"
    )


def resume_note(schedule: Schedule, state: ClockState, last_seen: float, now: float) -> ResumeNote:
    """The note for a clock saved at ``last_seen`` and opened again at ``now``."""
    away = max(0.0, now - last_seen)
    reading = read_clock(schedule, state.elapsed(now))
    where = _where(schedule, reading)
    if not state.running:
        return ResumeNote(away, 0.0, f"The clock was paused and still is: {where}.")
    counted = min(away, state.elapsed(now))
    return ResumeNote(
        away,
        counted,
        f"The clock kept running while the app was closed ({clock_text(counted)} counted): now {where}.",
    )
