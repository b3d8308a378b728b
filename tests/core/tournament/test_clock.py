"""The clock with a time source the test moves by hand (nothing sleeps)."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.tournament.clock import (
    ClockEvent,
    ClockEventKind,
    ClockState,
    blinds_for_hand,
    change_for_next_hand,
    clock_events,
    clock_text,
    read_clock,
    resume_note,
)
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level, Schedule

SCHEDULE = Schedule(
    (
        Level(1, 20, 50, 100),
        Level(2, 20, 100, 200),
        Break(10, (25,)),
        Level(3, 20, 200, 400, 400),
        Level(4, 20, 300, 600, 600),
    ),
    AnteKind.BIG_BLIND_ANTE,
    (25, 100, 500),
)


class FakeTime:
    """A wall clock the test sets: starts at an arbitrary epoch second."""

    def __init__(self) -> None:
        self.now = 1_750_000_000.0

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


def test_a_new_clock_is_paused_at_zero() -> None:
    clock = ClockState()
    assert not clock.running
    assert clock.elapsed(123.0) == 0.0
    reading = read_clock(SCHEDULE, 0)
    assert reading.level.number == 1
    assert reading.left == 20 * 60
    assert reading.next_level == SCHEDULE.levels[1]
    assert reading.next_break_in == 40 * 60


def test_paused_time_is_not_counted() -> None:
    time = FakeTime()
    clock = ClockState().start(time.now)
    time.advance(300)
    clock = clock.pause(time.now)
    time.advance(3600)  # an hour's pause
    assert clock.elapsed(time.now) == 300
    clock = clock.toggle(time.now)  # the one-key resume
    time.advance(60)
    assert clock.elapsed(time.now) == 360
    assert read_clock(SCHEDULE, clock.elapsed(time.now)).left == 20 * 60 - 360


def test_start_and_pause_twice_change_nothing() -> None:
    clock = ClockState().start(10.0)
    assert clock.start(50.0) == clock
    paused = clock.pause(70.0)
    assert paused.pause(90.0) == paused
    assert paused.elapsed(1000.0) == 60


def test_levels_and_breaks_in_force_through_the_schedule() -> None:
    assert read_clock(SCHEDULE, 20 * 60 - 1).item == SCHEDULE.levels[0]
    assert read_clock(SCHEDULE, 20 * 60).item == SCHEDULE.levels[1]
    on_break = read_clock(SCHEDULE, 45 * 60)
    assert on_break.on_break
    assert on_break.left == 5 * 60
    assert on_break.level.number == 3  # a hand dealt on the break plays the next level
    assert on_break.next_break is None
    last = read_clock(SCHEDULE, 90 * 60 + 5)
    assert last.finished
    assert last.level.number == 4  # after the schedule, the last level stays
    assert last.next_level is None


def test_warning_a_minute_before_each_end() -> None:
    assert not read_clock(SCHEDULE, 19 * 60 - 1).warning
    assert read_clock(SCHEDULE, 19 * 60).warning
    assert read_clock(SCHEDULE, 49 * 60 + 30).warning  # the break's last minute


def test_events_of_one_tick_at_a_time() -> None:
    time = FakeTime()
    clock = ClockState().start(time.now)
    seen: list[ClockEvent] = []
    last = 0.0
    for _ in range(95 * 60):  # a tick every second, as the app would
        time.advance(1)
        now = clock.elapsed(time.now)
        seen.extend(clock_events(SCHEDULE, last, now))
        last = now
    kinds = [(e.kind, e.index) for e in seen]
    assert kinds == [
        (ClockEventKind.ONE_MINUTE_LEFT, 0),
        (ClockEventKind.LEVEL_STARTED, 1),
        (ClockEventKind.ONE_MINUTE_LEFT, 1),
        (ClockEventKind.BREAK_STARTED, 2),
        (ClockEventKind.ONE_MINUTE_LEFT, 2),
        (ClockEventKind.LEVEL_STARTED, 3),
        (ClockEventKind.ONE_MINUTE_LEFT, 3),
        (ClockEventKind.LEVEL_STARTED, 4),
        (ClockEventKind.ONE_MINUTE_LEFT, 4),
        (ClockEventKind.SCHEDULE_ENDED, 4),
    ]
    assert [e.at for e in seen][:2] == [19 * 60, 20 * 60]


@settings(max_examples=100, deadline=None)
@given(steps=st.lists(st.floats(0, 900), min_size=1, max_size=30))
def test_events_do_not_depend_on_how_often_the_clock_ticks(steps: list[float]) -> None:
    marks = [0.0]
    for step in steps:
        marks.append(marks[-1] + step)
    pieces = [e for a, b in itertools.pairwise(marks) for e in clock_events(SCHEDULE, a, b)]
    assert pieces == list(clock_events(SCHEDULE, 0.0, marks[-1]))


def test_each_hand_takes_the_level_in_force_when_dealt() -> None:
    dealt = blinds_for_hand(SCHEDULE, 19 * 60 + 50)
    assert (dealt.level, dealt.small_blind, dealt.big_blind, dealt.bb_ante, dealt.ante) == (1, 50, 100, 0, 0)
    assert dealt.chip == 25
    # the level changes during the hand: it applies from the next one
    assert change_for_next_hand(SCHEDULE, dealt.level, 19 * 60 + 50) is None
    assert change_for_next_hand(SCHEDULE, dealt.level, 20 * 60 + 30) == SCHEDULE.levels[1]
    after_break = blinds_for_hand(SCHEDULE, 45 * 60)
    assert (after_break.level, after_break.bb_ante, after_break.chip) == (3, 400, 100)  # 25s coloured up


def test_classic_antes_go_to_every_player() -> None:
    schedule = Schedule((Level(1, 20, 100, 200, 25),), AnteKind.ANTE, (25, 100))
    blinds = blinds_for_hand(schedule, 0)
    assert (blinds.ante, blinds.bb_ante) == (25, 0)


def test_resume_after_a_kill_mid_level_counts_the_time_away() -> None:
    time = FakeTime()
    clock = ClockState().start(time.now)
    time.advance(12 * 60)
    saved = json.dumps(clock.to_dict())  # what the journal holds when the app is killed
    last_seen = time.now
    time.advance(5 * 60)  # closed for five minutes
    restored = ClockState.from_dict(json.loads(saved))
    assert restored == clock
    assert restored.elapsed(time.now) == 17 * 60
    note = resume_note(SCHEDULE, restored, last_seen, time.now)
    assert note.away == 5 * 60
    assert note.counted == 5 * 60
    assert "kept running" in note.text
    assert "level 1 (50/100) with 3:00 left" in note.text


def test_resume_of_a_paused_clock_counts_nothing() -> None:
    time = FakeTime()
    clock = ClockState().start(time.now)
    time.advance(25 * 60)
    clock = clock.pause(time.now)
    saved = clock.to_dict()
    last_seen = time.now
    time.advance(3 * 3600)
    restored = ClockState.from_dict(saved)
    assert restored.elapsed(time.now) == 25 * 60
    note = resume_note(SCHEDULE, restored, last_seen, time.now)
    assert note.counted == 0
    assert note.text == "The clock was paused and still is: level 2 (100/200) with 15:00 left."


def test_the_director_moves_the_clock() -> None:
    clock = ClockState().start(0.0)
    assert clock.adjusted(120, 60.0).elapsed(60.0) == 180
    assert clock.adjusted(-600, 60.0).elapsed(60.0) == 0
    skipped = clock.set_elapsed(40 * 60, 60.0)
    assert read_clock(SCHEDULE, skipped.elapsed(60.0)).on_break
    assert skipped.running


def test_a_clock_set_back_never_counts_backwards() -> None:
    clock = ClockState(100.0, 5000.0)
    assert clock.elapsed(4000.0) == 100.0


@pytest.mark.parametrize(
    ("seconds", "text"), [(0, "0:00"), (59.2, "1:00"), (600, "10:00"), (3600, "1:00:00")]
)
def test_clock_text(seconds: float, text: str) -> None:
    assert clock_text(seconds) == text
