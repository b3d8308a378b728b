"""Bust-outs from the hands: places, the TDA order for two out in one hand, ties, prizes."""

from __future__ import annotations

import pytest

from binglao_tui.core.tournament.places import Standings, StandingsError, prizes_won
from binglao_tui.core.tournament.prizes import DEFAULT_PAYOUTS, prizes

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]


def test_a_player_left_with_no_chips_is_out_in_the_last_place() -> None:
    s = Standings.start(PLAYERS)
    s = s.after_hand({"Ann": 900, "Bob": 100}, {"Ann": 1000, "Bob": 0}, hand=3)
    assert s.alive == ("Ann", "Cat", "Dan", "Eve")
    (finish,) = s.finishes
    assert (finish.player, finish.place, finish.tied, finish.hand) == ("Bob", 5, False, 3)


def test_two_out_in_one_hand_the_larger_start_stack_finishes_higher() -> None:
    s = Standings.start(PLAYERS)
    start = {"Ann": 3000, "Bob": 1200, "Cat": 800, "Dan": 500}
    end = {"Ann": 5500, "Bob": 0, "Cat": 0, "Dan": 0}
    s = s.after_hand(start, end, hand=12)
    assert [(f.player, f.place) for f in s.finishes] == [("Bob", 3), ("Cat", 4), ("Dan", 5)]
    assert s.alive == ("Ann", "Eve")


def test_the_same_start_stack_ties_over_the_places() -> None:
    s = Standings.start(PLAYERS)
    s = s.after_hand({"Ann": 2000, "Bob": 700, "Cat": 700}, {"Ann": 3400, "Bob": 0, "Cat": 0})
    assert [(f.player, f.place, f.tied_to) for f in s.finishes] == [("Bob", 4, 5), ("Cat", 4, 5)]


def test_the_last_player_left_wins() -> None:
    s = Standings.start(["Ann", "Bob", "Cat"])
    s = s.after_hand({"Ann": 100, "Bob": 400, "Cat": 500}, {"Ann": 0, "Bob": 0, "Cat": 1000})
    assert s.over
    assert s.winner == "Cat"
    assert [(f.player, f.place) for f in s.results()] == [("Cat", 1), ("Bob", 2), ("Ann", 3)]


def test_prizes_by_place_with_a_tie_sharing_a_paid_and_an_unpaid_place() -> None:
    s = Standings.start(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"])
    for loser in ("Hal", "Gus", "Fay", "Eve"):
        s = s.after_hand({"Ann": 500, loser: 200}, {"Ann": 700, loser: 0})
    # four left: Bob and Cat out in one hand with the same stack tie for 3rd-4th
    s = s.after_hand({"Ann": 2000, "Bob": 300, "Cat": 300}, {"Ann": 2600, "Bob": 0, "Cat": 0})
    s = s.after_hand({"Ann": 2600, "Dan": 1000}, {"Ann": 3600, "Dan": 0})
    place_prizes = prizes(14400, DEFAULT_PAYOUTS.shares_for(8))
    assert place_prizes == (7200, 4320, 2880)
    won = prizes_won(s, place_prizes)
    assert won["Ann"] == 7200
    assert won["Dan"] == 4320
    assert won["Bob"] == won["Cat"] == 1440  # 3rd's 2880 and 4th's nothing, shared


def test_re_entry_strikes_the_finish_out() -> None:
    s = Standings.start(["Ann", "Bob", "Cat"])
    s = s.after_hand({"Ann": 500, "Bob": 100}, {"Ann": 600, "Bob": 0})
    s = s.re_enter("Bob")
    assert s.finishes == ()
    assert set(s.alive) == {"Ann", "Bob", "Cat"}
    with pytest.raises(StandingsError, match="still in"):
        s.re_enter("Bob")


def test_a_late_entry_joins() -> None:
    s = Standings.start(["Ann", "Bob"]).join("Cat")
    assert s.alive == ("Ann", "Bob", "Cat")
    with pytest.raises(StandingsError, match="already"):
        s.join("Ann")


def test_stacks_of_players_already_out_are_refused() -> None:
    s = Standings.start(["Ann", "Bob", "Cat"])
    s = s.after_hand({"Ann": 500, "Bob": 100}, {"Ann": 600, "Bob": 0})
    with pytest.raises(StandingsError, match="Bob"):
        s.after_hand({"Ann": 600, "Bob": 0}, {"Ann": 600, "Bob": 0})


def test_standings_round_trip_through_json_values() -> None:
    s = Standings.start(PLAYERS).after_hand({"Ann": 9, "Bob": 1}, {"Ann": 10, "Bob": 0}, hand=1)
    assert Standings.from_dict(s.to_dict()) == s
