"""Editing a planned schedule level by level; colour-ups and the race-off of odd chips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.tournament.chips import ChipsError, can_post, make_starting_stack, parse_chips
from binglao_tui.core.tournament.colour_up import (
    ColourUpStep,
    RaceError,
    RaceSeat,
    colour_up_steps,
    race_off,
)
from binglao_tui.core.tournament.editing import (
    add_level,
    edit_break,
    edit_level,
    insert_break,
    insert_level,
    remove_break,
    remove_level,
    set_level_minutes,
)
from binglao_tui.core.tournament.planner import PlanRequest, plan_tournament
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level, Schedule, ScheduleError

PLAN = plan_tournament(PlanRequest(8, 10000, 180, parse_chips("25:300,100:200,500:100,1000:50")))
SCHEDULE = PLAN.schedule


def test_edit_one_level() -> None:
    edited = edit_level(SCHEDULE, 2, small_blind=100, big_blind=200, minutes=25)
    assert edited.levels[1] == Level(2, 25, 100, 200, 0)
    assert SCHEDULE.levels[1] != edited.levels[1]  # the old schedule is unchanged
    assert edited.total_minutes == SCHEDULE.total_minutes + 5


def test_insert_and_remove_levels_renumber() -> None:
    inserted = insert_level(SCHEDULE, 1, 20, 50, 125)
    assert [lv.number for lv in inserted.levels] == list(range(1, len(SCHEDULE.levels) + 2))
    assert inserted.levels[1].big_blind == 125
    assert remove_level(inserted, 2) == SCHEDULE
    longer = add_level(SCHEDULE, 20, 3000, 6000)
    assert longer.levels[-1] == Level(len(SCHEDULE.levels) + 1, 20, 3000, 6000)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda s: edit_level(s, 3, small_blind=60, big_blind=120), "goes down"),
        (lambda s: edit_level(s, 2, small_blind=100, big_blind=150), "less than twice"),
        (
            lambda s: edit_level(s, 4, small_blind=225, big_blind=450),
            "cannot be posted with the chips in play (100",
        ),
        (lambda s: edit_level(s, 2, ante=25), "without antes"),
        (lambda s: edit_level(s, 2, minutes=0), "at least a minute"),
        (lambda s: edit_level(s, 12, minutes=10), "no level 12"),
        (lambda s: edit_break(s, 1, colour_up=(5,)), "not in play"),
        (lambda s: edit_break(s, 1, colour_up=(25, 100, 500, 1000)), "every denomination"),
        (lambda s: remove_break(s, 7), "no break 7"),
        (lambda s: edit_level(insert_level(s, 0, 20, 25, 50), 1, big_blind=40), "less than twice"),
    ],
)
def test_an_edit_that_breaks_a_rule_is_refused(change: object, words: str) -> None:
    with pytest.raises(ScheduleError) as caught:
        change(SCHEDULE)  # type: ignore[operator]
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_removing_a_colour_up_keeps_the_chips_in_play() -> None:
    without = remove_break(SCHEDULE, 1)
    assert without.breaks == SCHEDULE.breaks[1:]
    kept = edit_break(SCHEDULE, 1, colour_up=())
    # with the 25s kept, a level after the break may use them
    assert edit_level(kept, 4, small_blind=225, big_blind=450).levels[3].small_blind == 225


def test_breaks_inserted_and_lengths_changed() -> None:
    extra = insert_break(SCHEDULE, 1, 5)
    assert isinstance(extra.items[1], Break)
    assert extra.total_minutes == SCHEDULE.total_minutes + 5
    assert edit_break(SCHEDULE, 2, minutes=15).breaks[1].minutes == 15
    assert set_level_minutes(SCHEDULE, 15).total_minutes == 15 * len(SCHEDULE.levels) + 20


@settings(max_examples=200, deadline=None)
@given(
    number=st.integers(1, 8), small=st.integers(1, 3000), times=st.integers(1, 4), ante=st.integers(0, 500)
)
def test_any_edit_is_either_refused_or_keeps_every_rule(
    number: int, small: int, times: int, ante: int
) -> None:
    schedule = Schedule(SCHEDULE.items, AnteKind.ANTE, SCHEDULE.denominations)
    try:
        edited = edit_level(schedule, number, small_blind=small, big_blind=small * times, ante=ante)
    except ScheduleError:
        return
    assert edited.problems() == ()


def test_schedules_round_trip_and_malformed_ones_are_refused() -> None:
    assert Schedule.from_dict(SCHEDULE.to_dict()) == SCHEDULE
    with pytest.raises(ScheduleError, match="not a schedule"):
        Schedule.from_dict({"items": [{"kind": "level"}], "denominations": [25]})
    with pytest.raises(ScheduleError, match="unknown item kind"):
        Schedule.from_dict({"items": [{"kind": "lunch"}], "denominations": [25]})


def test_colour_up_exchange_and_race() -> None:
    step = ColourUpStep(25, 100)
    assert step.lot == (4, 1)
    assert step.exchange(11) == (2, 3)
    assert step.chips_raced(3 + 2 + 1) == 2  # 150 of odd chips: one 100 and the 50 left rounds up
    assert step.chips_raced(1) == 0  # 25 is less than half a 100
    assert ColourUpStep(100, 500).chips_raced(7) == 1
    assert ColourUpStep(25, 60).lot == (12, 5)
    assert colour_up_steps((100, 25), (25, 100, 500)) == (ColourUpStep(25, 500), ColourUpStep(100, 500))
    assert any("raced off" in line for line in step.lines())


def test_race_off_highest_cards_win_one_chip_each_and_nobody_is_raced_out() -> None:
    step = ColourUpStep(25, 100)
    seats = [
        RaceSeat("Ann", 3, 4000),
        RaceSeat("Bob", 2, 0),
        RaceSeat("Cat", 1, 900),
        RaceSeat("Dan", 0, 5000),
    ]
    cards = {"Ann": parse_cards("Ks 9h 2c"), "Bob": parse_cards("4d 3c"), "Cat": parse_cards("Kh")}
    result = race_off(step, seats, cards)
    assert result.chips_raced == 2  # six odd 25s are 150: one 100, and 50 is half a 100
    assert result.winners == ("Ann", "Cat")  # king of spades over king of hearts
    assert result.kept_in == ("Bob",)  # his last chips were odd 25s: he gets a 100 from the box
    with pytest.raises(RaceError, match="3 odd chips but 1 cards"):
        race_off(step, seats, {**cards, "Ann": parse_cards("Ks")})
    with pytest.raises(RaceError, match="twice"):
        race_off(step, seats, {**cards, "Cat": parse_cards("Ks")})


def test_chip_parsing_and_posting() -> None:
    with pytest.raises(ChipsError, match="denomination:count"):
        parse_chips("25-300")
    with pytest.raises(ChipsError, match="no chips"):
        parse_chips(" , ")
    with pytest.raises(ChipsError, match="whole number from 1 to"):
        parse_chips("25:0")
    assert can_post(150, (25, 100))
    assert not can_post(50, (100, 500))
    assert not can_post(1, (2, 5))
    assert can_post(8, (3, 5))


def test_a_starting_stack_uses_the_box_and_keeps_small_chips_for_change() -> None:
    box = parse_chips("25:300,100:200,500:100,1000:50")
    stack = make_starting_stack(box, 8, 10000, 25, at_least=2)
    assert stack is not None
    assert stack.value == 10000
    assert stack.spare_stacks(box, 8) == 0  # the 1000s are all handed out
    assert make_starting_stack(box, 8, 10000, 25, at_least=40) is None  # only 37 25s each
    assert make_starting_stack(box, 8, 10010, 25) is None
