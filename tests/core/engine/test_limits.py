"""Betting arithmetic: the worked numbers of seed 002 and the rules around them."""

from __future__ import annotations

from binglao_tui.core.engine.limits import last_raise_from, limits, pot_limit
from binglao_tui.core.rules.games import Betting


def test_seed002_example1_blinds_1_2_first_to_act_may_raise_to_7() -> None:
    faced = pot_limit(pot=0, bets=[1, 2], big_blind=2)
    assert faced.to_call == 2
    assert faced.pot_after_call == 5
    assert faced.max_raise_to == 7
    assert faced.min_raise_to == 4
    assert faced.text == "bets 1 + 2 + your call 2 = 5; raise 5 more: to 7"


def test_seed002_example2_pot_20_facing_10_may_raise_to_50() -> None:
    faced = pot_limit(pot=20, bets=[10], big_blind=2)
    assert (faced.to_call, faced.pot_after_call, faced.max_raise_to) == (10, 40, 50)
    assert faced.text == "pot 20 + bet 10 + your call 10 = 40; raise 40 more: to 50"


def test_seed002_shortcut_three_times_the_bet_plus_the_pot_before_it() -> None:
    for pot_before, bet in [(1, 2), (20, 10), (150, 40), (0, 7)]:
        assert pot_limit(pot=pot_before, bets=[bet]).max_raise_to == 3 * bet + pot_before


def test_shortcut_does_not_hold_when_the_actor_already_has_chips_in() -> None:
    # Big blind 2 in front, facing a raise to 7 with the small blind's 1 dead:
    # pot 1 + bet 7 + mine 2 + call 5 = 15, so the raise goes to 22, not 3x7+3 = 24.
    faced = pot_limit(pot=0, bets=[1, 7], mine=2, big_blind=2)
    assert faced.to_call == 5
    assert faced.max_raise_to == 22
    assert faced.text == "bets 1 + 7 + your 2 in front + your call 5 = 15; raise 15 more: to 22"


def test_seed002_minimum_bet_is_the_big_blind_when_nobody_has_bet() -> None:
    faced = pot_limit(pot=30, big_blind=2)
    assert faced.opening
    assert (faced.to_call, faced.min_raise_to, faced.max_raise_to) == (0, 2, 30)


def test_seed002_minimum_raise_is_the_last_raise_on_the_street() -> None:
    # bet 10, raised to 30: the last raise is 20, so the next raise is to 50 at least.
    faced = pot_limit(pot=40, bets=[10, 30], big_blind=2)
    assert faced.min_raise_to == 50
    assert last_raise_from([10, 30]) == 20


def test_minimum_raise_never_below_the_big_blind() -> None:
    assert pot_limit(pot=0, bets=[1, 2], big_blind=2).min_raise_to == 4
    assert pot_limit(pot=10, bets=[3], big_blind=5).min_raise_to == 8


def test_last_raise_option_overrides_the_table() -> None:
    assert pot_limit(pot=40, bets=[30], big_blind=2, last_raise=25).min_raise_to == 55


def test_stack_caps_the_maximum_and_the_minimum_at_all_in() -> None:
    faced = pot_limit(pot=20, bets=[10], stack=30)
    assert faced.max_raise_to == 30
    assert "all in for 30" in faced.text
    short = pot_limit(pot=20, bets=[10], stack=15, big_blind=2)
    assert (short.min_raise_to, short.max_raise_to) == (15, 15)


def test_a_stack_that_only_covers_the_call_cannot_raise() -> None:
    faced = pot_limit(pot=20, bets=[10], stack=8)
    assert faced.to_call == 8
    assert not faced.can_raise
    assert faced.min_raise_to == faced.max_raise_to == 8


def test_no_limit_maximum_is_all_in() -> None:
    faced = limits(Betting.NO_LIMIT, pot=20, bets=[10], stack=500, big_blind=2)
    assert (faced.min_raise_to, faced.max_raise_to) == (20, 500)


def test_fixed_limit_raise_is_exactly_one_bet() -> None:
    faced = limits(Betting.FIXED_LIMIT, pot=30, bets=[20], big_blind=20)
    assert (faced.to_call, faced.min_raise_to, faced.max_raise_to) == (20, 40, 40)
    opening = limits(Betting.FIXED_LIMIT, pot=30, big_blind=40)
    assert (opening.min_raise_to, opening.max_raise_to) == (40, 40)
