"""The tournament as one value: it turns into a plain dict and back unchanged, refuses
what its rules forbid with one line, and takes a hand's stacks in only once."""

from __future__ import annotations

import json

import pytest

from binglao_tui.core.tournament.entries import EntryKind, EntryTerms
from binglao_tui.core.tournament.schedule import Break, Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament, TournamentError

SCHEDULE = Schedule(
    (Level(1, 10, 100, 200), Break(5, (25,)), Level(2, 10, 200, 400)), denominations=(25, 100)
)
TERMS = EntryTerms(buy_in=2000, chips=1000, rebuy_until=1, fee_basis_points=1000)


def _start() -> Tournament:
    return Tournament.start(SCHEDULE, TERMS, ("Ann", "Bob", "Cat"))


def test_a_tournament_survives_the_round_trip_through_json() -> None:
    t = _start().add_entry("Ann", EntryKind.REBUY, 0.0).hand_dealt(1, 1)
    t = t.after_hand(1, {"Ann": 2000, "Bob": 1000, "Cat": 1000}, {"Ann": 3000, "Bob": 1000, "Cat": 0})
    again = Tournament.from_dict(json.loads(json.dumps(t.to_dict())))
    assert again == t
    assert again.alive == ("Ann", "Bob")
    assert again.place_text("Cat") == "3rd"


def test_a_hand_booked_twice_counts_once() -> None:
    t = _start()
    start = {"Ann": 1000, "Bob": 1000, "Cat": 1000}
    once = t.after_hand(1, start, {"Ann": 2000, "Bob": 1000, "Cat": 0})
    assert once.after_hand(1, start, {"Ann": 2000, "Bob": 1000, "Cat": 0}) is once


def test_something_that_is_not_a_tournament_is_refused_in_one_line() -> None:
    with pytest.raises(TournamentError, match="not a tournament"):
        Tournament.from_dict({"schedule": {}})


def test_a_tournament_needs_two_players() -> None:
    with pytest.raises(TournamentError, match="at least two players"):
        Tournament.start(SCHEDULE, TERMS, ("Ann",))
