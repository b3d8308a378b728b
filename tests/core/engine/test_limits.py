"""Betting arithmetic: the worked numbers of seed 002 and the rules around them."""

from __future__ import annotations

from binglao_tui.core.engine.limits import fixed_limit, last_raise_from, no_limit, pot_limit


def test_seed002_example1_blinds_1_2_first_to_act_may_raise_to_7() -> None:
    limits = pot_limit(pot=0, bets=[1, 2], big_blind=2)
    assert limits.to_call == 2
    assert limits.pot_after_call == 5
    assert limits.max_raise_to == 7
    assert limits.min_raise_to == 4
    assert limits.text == "bets 1 + 2 + your call 2 = 5; raise 5 more: to 7"


def test_seed002_example2_pot_20_facing_10_may_raise_to_50() -> None:
    limits = pot_limit(pot=20, bets=[10], big_blind=2)
    assert (limits.to_call, limits.pot_after_call, limits.max_raise_to) == (10, 40, 50)
    assert limits.text == "pot 20 + bet 10 + your call 10 = 40; raise 40 more: to 50"


def test_seed002_shortcut_three_times_the_bet_plus_the_pot_before_it() -> None:
    for pot_before, bet in [(1, 2), (20, 10), (150, 40), (0, 7)]:
        assert pot_limit(pot=pot_before, bets=[bet]).max_raise_to == 3 * bet + pot_before


def test_shortcut_does_not_hold_when_the_actor_already_has_chips_in() -> None:
    # Big blind 2 in front, facing a raise to 7 with the small blind's 1 dead:
    # pot 1 + bet 7 + mine 2 + call 5 = 15, so the raise goes to 22, not 3x7+3 = 24.
    limits = pot_limit(pot=0, bets=[1, 7], mine=2, big_blind=2)
    assert limits.to_call == 5
    assert limits.max_raise_to == 22
    assert limits.text == "bets 1 + 7 + your 2 in front + your call 5 = 15; raise 15 more: to 22"


def test_seed002_minimum_bet_is_the_big_blind_when_nobody_has_bet() -> None:
    limits = pot_limit(pot=30, big_blind=2)
    assert limits.opening
    assert (limits.to_call, limits.min_raise_to, limits.max_raise_to) == (0, 2, 30)


def test_seed002_minimum_raise_is_the_last_raise_on_the_street() -> None:
    # bet 10, raised to 30: the last raise is 20, so the next raise is to 50 at least.
    limits = pot_limit(pot=40, bets=[10, 30], big_blind=2)
    assert limits.min_raise_to == 50
    assert last_raise_from([10, 30]) == 20


def test_minimum_raise_never_below_the_big_blind() -> None:
    assert pot_limit(pot=0, bets=[1, 2], big_blind=2).min_raise_to == 4
    assert pot_limit(pot=10, bets=[3], big_blind=5).min_raise_to == 8


def test_last_raise_option_overrides_the_table() -> None:
    assert pot_limit(pot=40, bets=[30], big_blind=2, last_raise=25).min_raise_to == 55


def test_stack_caps_the_maximum_and_the_minimum_at_all_in() -> None:
    limits = pot_limit(pot=20, bets=[10], stack=30)
    assert limits.max_raise_to == 30
    assert "all in for 30" in limits.text
    short = pot_limit(pot=20, bets=[10], stack=15, big_blind=2)
    assert (short.min_raise_to, short.max_raise_to) == (15, 15)


def test_a_stack_that_only_covers_the_call_cannot_raise() -> None:
    limits = pot_limit(pot=20, bets=[10], stack=8)
    assert limits.to_call == 8
    assert not limits.can_raise
    assert limits.min_raise_to == limits.max_raise_to == 8


def test_no_limit_maximum_is_all_in() -> None:
    limits = no_limit(pot=20, bets=[10], stack=500, big_blind=2)
    assert (limits.min_raise_to, limits.max_raise_to) == (20, 500)


def test_fixed_limit_raise_is_exactly_one_bet() -> None:
    limits = fixed_limit(pot=30, bets=[20], bet_size=20)
    assert (limits.to_call, limits.min_raise_to, limits.max_raise_to) == (20, 40, 40)
    opening = fixed_limit(pot=30, bet_size=40)
    assert (opening.min_raise_to, opening.max_raise_to) == (40, 40)
