"""The orbit of a rotation: when the game changes, across busts, seat changes, players
joining mid-orbit and the dead button (issue 25).

A game played every orbit lasts until the button reaches or passes again the seat it stood
on at the game's first hand. The tables here are nine seats; a hand is given by the seat
its button stands on (an empty seat when the button is dead) and the player who acts last.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.mixed import GameStakes, MixedError, Ring, Rotation, RotationState, passed
from binglao_tui.core.rules import get_game
from tests.core.mixed.helpers import mixed_omaha, ring


def play(state: RotationState, hands: Sequence[Ring]) -> tuple[list[str], RotationState]:
    """Deal and book each hand; the game each was played as, by its short name."""
    played = []
    for at in hands:
        state = state.begun(at)
        game = state.game
        assert game is not None
        played.append(game.game.short_name)
        state = state.played()
    return played, state


def test_passed_counts_a_button_reaching_or_passing_the_start_seat() -> None:
    assert passed(9, 8, 1, 1)  # lands on it
    assert passed(9, 8, 2, 1)  # passes over it (seat 1 emptied)
    assert not passed(9, 1, 2, 1)  # leaves it
    assert not passed(9, 2, 2, 1)  # stays put: passes nothing
    assert passed(9, 9, 1, 9) is False  # left it going round
    assert passed(6, 5, 1, 8)  # a start seat beyond a table made smaller: the wrap passes it


def test_every_orbit_six_players_each_have_the_button_once_per_game() -> None:
    seats = [1, 2, 3, 4, 5, 6]
    hands = [ring(seat, seats) for seat in seats * 3]
    played, _ = play(RotationState(mixed_omaha()), hands)
    assert played == ["PLO8"] * 6 + ["O8"] * 6 + ["Big O"] * 6


def test_every_orbit_the_order_goes_round_the_menu() -> None:
    seats = [2, 5]
    hands = [ring(seat, seats) for seat in seats * 4]  # heads-up: an orbit is two hands
    played, _ = play(RotationState(mixed_omaha()), hands)
    assert played == ["PLO8", "PLO8", "O8", "O8", "Big O", "Big O", "PLO8", "PLO8"]


def test_every_orbit_a_bust_on_the_start_seat_the_moving_button_passes_over_it() -> None:
    """Ann (seat 1) started the orbit and busts at hand 3: the button goes 5, 6, then over
    her empty seat to Bob, and O8 begins there."""
    before = [ring(seat, [1, 2, 3, 4, 5, 6]) for seat in (1, 2, 3)]
    after = [ring(seat, [2, 3, 4, 5, 6]) for seat in (4, 5, 6, 2)]
    played, _ = play(RotationState(mixed_omaha()), before + after)
    assert played == ["PLO8"] * 6 + ["O8"]


def test_every_orbit_a_dead_button_on_the_start_seat_begins_the_next_game() -> None:
    """Under the dead button Ann's seat (the start seat) emptied: the button stands on it,
    dead, and that hand (Fay acting last) is the first of O8."""
    before = [ring(seat, [1, 2, 3, 4, 5, 6]) for seat in (1, 2, 3, 4)]
    after = [ring(seat, [2, 3, 4, 5, 6]) for seat in (5, 6, 1, 2)]
    assert after[2].button == "Fay"
    played, _ = play(RotationState(mixed_omaha()), before + after)
    assert played == ["PLO8"] * 6 + ["O8"] * 2


def test_every_orbit_a_player_joining_ahead_of_the_button_gets_it_this_orbit() -> None:
    """Gus sits in seat 7 at hand 3, where the button has still to go: the orbit has seven
    hands, and he has had the button in it."""
    early = [ring(seat, [1, 2, 3, 4, 5, 6]) for seat in (1, 2)]
    later = [ring(seat, [1, 2, 3, 4, 5, 6, 7]) for seat in (3, 4, 5, 6, 7, 1)]
    played, _ = play(RotationState(mixed_omaha()), early + later)
    assert played == ["PLO8"] * 7 + ["O8"]


def test_every_orbit_ahead_of_the_button_is_by_the_way_round_not_the_seat_number() -> None:
    """The orbit started on seat 2; Gus sits in seat 1 with the button on seat 4. Seat 1
    comes after seat 6 going round, before the start seat: he has the button as the
    orbit's last hand, and O8 begins on seat 2."""
    early = [ring(seat, [2, 3, 4, 5, 6]) for seat in (2, 3, 4)]
    later = [ring(seat, [1, 2, 3, 4, 5, 6]) for seat in (5, 6, 1, 2)]
    played, _ = play(RotationState(mixed_omaha()), early + later)
    assert played == ["PLO8"] * 6 + ["O8"]


def test_every_orbit_a_player_joining_where_the_button_has_been_is_not_waited_for() -> None:
    """The orbit started on seat 1; the button is on seat 5 when Gus sits in seat 3: the
    button goes 6, then 1, and O8 begins. Gus has not had the button in PLO8's orbit."""
    early = [ring(seat, [1, 2, 4, 5, 6]) for seat in (1, 2, 4, 5)]
    later = [ring(seat, [1, 2, 3, 4, 5, 6]) for seat in (6, 1)]
    played, _ = play(RotationState(mixed_omaha()), early + later)
    assert played == ["PLO8"] * 5 + ["O8"]


def test_every_orbit_a_seat_change_does_not_move_the_start_seat() -> None:
    """Ann moves from the start seat 1 to seat 8 mid-orbit: the orbit still ends when the
    button comes back to seat 1 (now empty: it passes from 8 to 2)."""
    early = [ring(seat, [1, 2, 3, 4, 5]) for seat in (1, 2, 3)]
    later = [ring(seat, [2, 3, 4, 5, 8]) for seat in (4, 5, 8, 2)]
    played, _ = play(RotationState(mixed_omaha()), early + later)
    assert played == ["PLO8"] * 6 + ["O8"]


def test_every_orbit_a_misdealt_hand_dealt_again_counts_once() -> None:
    state = RotationState(mixed_omaha())
    first = ring(1, [1, 2, 3])
    misdealt = state.begun(first)  # dealt, misdealt: never booked
    assert misdealt.game is not None
    again = state.begun(first).played()
    assert again.hands == 1
    assert again.begun(ring(2, [1, 2, 3])).game == again.game


def test_every_n_hands_changes_after_n_whatever_the_button() -> None:
    hands = [ring(seat, [1, 2, 3, 4]) for seat in (1, 2, 3, 4, 1, 2, 3)]
    played, _ = play(RotationState(mixed_omaha(every=3)), hands)
    assert played == ["PLO8"] * 3 + ["O8"] * 3 + ["Big O"]


def test_hands_left_counts_the_players_the_button_has_still_to_reach() -> None:
    state = RotationState(mixed_omaha())
    seats = [1, 2, 3, 4, 5, 6]
    assert state.hands_left(ring(1, seats)) is None  # nothing played yet
    state = state.begun(ring(1, seats)).played()
    assert state.hands_left(ring(2, seats)) == 5  # seats 2 to 6
    state = state.begun(ring(2, seats)).played()
    assert state.hands_left(ring(3, seats, away=[5])) == 3  # 3, 4 and 6: Eve sits out
    for seat in (3, 4, 5, 6):
        state = state.begun(ring(seat, seats)).played()
    assert state.hands_left(ring(1, seats)) == 0  # the next hand begins O8
    every = RotationState(mixed_omaha(every=8)).begun(ring(1, seats)).played()
    assert every.hands_left(ring(2, seats)) == 7


@settings(deadline=None)  # no timed tests: hypothesis's deadline is a timing
@given(
    seats=st.sets(st.integers(1, 9), min_size=2, max_size=9),
    start=st.integers(0, 8),
    busts=st.lists(st.integers(1, 9), max_size=6),
)
def test_every_orbit_property_no_seat_has_the_button_twice_in_a_game(
    seats: set[int], start: int, busts: list[int]
) -> None:
    """A moving button over a table where players bust at random: within one game no seat
    has the button twice, and a game never outlasts one hand per seat taken at its start."""
    table = sorted(seats)
    button = table[start % len(table)]
    state = RotationState(mixed_omaha())
    games: list[tuple[int, list[int]]] = []  # each game: the seats taken at its start, its buttons
    busted = list(busts)
    for _ in range(40):
        if len(table) < 2:
            break
        at = ring(button, table)
        if state.change_due(at):
            games.append((len(table), []))
        state = state.begun(at).played()
        games[-1][1].append(button)
        gone = busted.pop(0) if busted else None
        if gone in table and gone != button and len(table) > 2:
            table.remove(gone)
        button = next((seat for seat in table if seat > button), table[0])
    for taken, buttons in games:
        assert len(buttons) == len(set(buttons))
        assert len(buttons) <= taken


def test_the_rotation_refuses_a_game_twice_and_an_every_out_of_range() -> None:
    plo8 = GameStakes.of(get_game("plo8"), blinds=(5, 10))
    with pytest.raises(MixedError, match="plo8 is on the rotation twice"):
        Rotation((plo8, plo8))
    with pytest.raises(MixedError, match='"orbit" or 1 to 1000 hands'):
        Rotation((plo8,), every_hands=0)


def test_the_state_is_kept_and_read_back_exactly() -> None:
    games = {game_id: get_game(game_id) for game_id in ("plo8", "o8", "big-o")}
    state = RotationState(mixed_omaha())
    for seat in (1, 2, 3):
        state = state.begun(ring(seat, [1, 2, 3, 4])).played()
    again = RotationState.from_dict(state.to_dict(), games)
    assert again == state
    with pytest.raises(MixedError, match="cannot be read: current"):
        RotationState.from_dict({**state.to_dict(), "current": 7}, games)
