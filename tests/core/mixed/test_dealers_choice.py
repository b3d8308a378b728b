"""The dealer's choice: who picks the next game, and what a pick may be (issue 25).

The first chooser is the player on the button at the rotation's first hand, each next one
the player left of the last chooser; an absent or busted chooser's turn passes as the
house says; with a game every hand the button picks each hand.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from binglao_tui.core.mixed import AbsentChooser, Choice, MixedError, RotationState, outlook
from tests.core.mixed.helpers import mixed_omaha, ring

SEATS = [1, 2, 3, 4, 5]


def dealers(
    every: int | None = None,
    *,
    same_game_twice: bool = True,
    absent_chooser: AbsentChooser = AbsentChooser.NEXT_LEFT,
) -> RotationState:
    rotation = replace(
        mixed_omaha(every),
        choice=Choice.DEALER,
        same_game_twice=same_game_twice,
        absent_chooser=absent_chooser,
    )
    return RotationState(rotation)


def test_the_first_chooser_is_the_button_and_no_hand_is_dealt_before_the_pick() -> None:
    state = dealers()
    first = ring(3, SEATS)
    assert state.chooser(first) == "Cat"
    assert state.next_game(first) is None
    with pytest.raises(MixedError, match="Cat chooses the game first"):
        state.begun(first)
    picked = state.choose("Cat", "big-o", first)
    assert picked.begun(first).game is not None
    assert picked.begun(first).game.game.id == "big-o"  # type: ignore[union-attr]


def test_each_next_chooser_is_left_of_the_last_one_orbit_after_orbit() -> None:
    state = dealers()
    choosers = []
    for orbit in range(4):
        at = ring(1, SEATS)
        name = state.chooser(at)
        assert name is not None
        choosers.append(name)
        state = state.choose(name, ("plo8", "o8", "big-o")[orbit % 3], at)
        for seat in SEATS:
            state = state.begun(ring(seat, SEATS)).played()
    assert choosers == ["Ann", "Bob", "Cat", "Dan"]


def test_choosing_out_of_turn_off_the_menu_or_twice_is_refused() -> None:
    state = dealers()
    at = ring(1, SEATS)
    with pytest.raises(MixedError, match="it is Ann's choice, not Bob's"):
        state.choose("Bob", "o8", at)
    with pytest.raises(MixedError, match=r"'razz' is not on the menu \(plo8, o8, big-o\)"):
        state.choose("Ann", "razz", at)
    picked = state.choose("Ann", "o8", at)
    with pytest.raises(MixedError, match="the next game is chosen already: O8"):
        picked.choose("Ann", "plo8", at)
    fixed = RotationState(mixed_omaha())
    with pytest.raises(MixedError, match="fixed order: nobody chooses"):
        fixed.choose("Ann", "o8", at)


def test_the_same_game_twice_running_as_the_house_allows() -> None:
    for twice in (True, False):
        state = dealers(same_game_twice=twice).choose("Ann", "o8", ring(1, SEATS))
        for seat in SEATS:
            state = state.begun(ring(seat, SEATS)).played()
        at = ring(1, SEATS)
        if twice:
            assert state.choose("Bob", "o8", at).chosen == 1
        else:
            with pytest.raises(MixedError, match="O8 was just played: the house wants another game"):
                state.choose("Bob", "o8", at)


def test_a_chooser_sitting_out_or_gone_passes_the_choice_left() -> None:
    state = dealers().choose("Ann", "plo8", ring(1, SEATS))
    for seat in SEATS:
        state = state.begun(ring(seat, SEATS)).played()
    assert state.chooser(ring(1, SEATS, away=[2])) == "Cat"  # Bob sits out
    assert state.chooser(ring(1, [1, 3, 4, 5])) == "Cat"  # Bob busted: his seat is empty
    state = state.choose("Cat", "o8", ring(1, SEATS, away=[2]))
    for seat in SEATS:
        state = state.begun(ring(seat, SEATS)).played()
    assert state.chooser(ring(1, SEATS)) == "Dan"  # the turn went on from Cat


def test_the_house_may_have_the_button_choose_for_an_absent_player() -> None:
    state = dealers(absent_chooser=AbsentChooser.BUTTON).choose("Ann", "plo8", ring(1, SEATS))
    for seat in SEATS:
        state = state.begun(ring(seat, SEATS)).played()
    at = ring(1, SEATS, away=[2])
    assert state.chooser(at) == "Ann"  # the button speaks for Bob
    state = state.choose("Ann", "o8", at)
    for seat in SEATS:
        state = state.begun(ring(seat, SEATS)).played()
    assert state.chooser(ring(1, SEATS)) == "Cat"  # the turn goes on from Bob's seat


def test_with_a_game_every_hand_the_button_picks_each_hand() -> None:
    state = dealers(every=1)
    picks = []
    for seat in (1, 2, 4, 5):  # Cat (seat 3) sits out: the button skips him
        at = ring(seat, SEATS, away=[3])
        name = state.chooser(at)
        assert name is not None
        picks.append(name)
        state = state.choose(name, "plo8", at).begun(at).played()
    assert picks == ["Ann", "Bob", "Dan", "Eve"]


def test_the_outlook_names_the_next_chooser_and_the_hands_before_his_pick() -> None:
    state = dealers()
    first = ring(1, SEATS)
    before = outlook(state, first)
    assert (before.game, before.chooser, before.words) == (None, "Ann", "Ann chooses the game now")
    state = state.choose("Ann", "big-o", first)
    now = outlook(state, first)
    assert now.game is not None
    assert now.game.game.id == "big-o"
    assert (now.next_game, now.chooser, now.hands_left) == (None, "Bob", 5)
    assert now.words == "Bob chooses in 5 hands"
    state = now.state.played()
    during = outlook(state, ring(2, SEATS), in_play=2)
    assert during.words == "Bob chooses in 4 hands"
    early = state.choose("Bob", "o8", ring(2, SEATS))
    assert outlook(early, ring(2, SEATS)).words == "4 hands to O8 (chosen)"
