"""The clock's words: the level and what comes next while it runs, and a plain end once
the tournament is decided (the clock no longer counts down)."""

from __future__ import annotations

from binglao_tui.core.tournament.clock import ClockState
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.render.clock import clock_view
from tests.session.tournament_play import SCHEDULE, T0, TERMS


def test_a_running_clock_says_the_level_the_time_left_and_what_comes_next() -> None:
    t = Tournament.start(SCHEDULE, TERMS, ("Ann", "Bob")).with_clock(ClockState(0.0, T0))
    view = clock_view(t, T0 + 125)
    assert (view.figures, view.heading, view.blinds) == ("7:55", "Level 1", "Blinds 100/200")
    assert view.coming == "Next: level 2 200/400 · break in 17:55, colour-up of the 25s"
    assert view.table == "2 players left · average stack 1,000"
    assert not view.paused
    assert not view.over


def test_once_the_tournament_is_decided_the_clock_stops_counting() -> None:
    t = Tournament.start(SCHEDULE, TERMS, ("Ann", "Bob")).with_clock(ClockState(0.0, T0))
    t = t.after_hand(1, {"Ann": 1000, "Bob": 1000}, {"Ann": 2000, "Bob": 0})
    view = clock_view(t, T0 + 125)
    assert (view.figures, view.heading, view.coming) == ("0:00", "Tournament over", "The tournament is over.")
    assert not view.warning
    assert view.over
