"""Side pots from chips put in, and splitting pots in whole chips (seed 001's odd-chip rules)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.showdown.pots import Pot, PotError, halve, side_pots, split_amount

# ----------------------------------------------------------------------- side pots


def test_everyone_in_for_the_same_makes_one_pot() -> None:
    assert side_pots([("A", 100, False), ("B", 100, False), ("C", 100, False)]) == (
        Pot(300, ("A", "B", "C")),
    )


def test_short_all_in_makes_a_main_pot_and_a_side_pot() -> None:
    pots = side_pots([("A", 30, False), ("B", 100, False), ("C", 100, False)])
    assert pots == (Pot(90, ("A", "B", "C")), Pot(140, ("B", "C")))


def test_two_all_ins_of_different_sizes_make_two_side_pots() -> None:
    pots = side_pots([("A", 20, False), ("B", 50, False), ("C", 80, False), ("D", 80, False)])
    assert pots == (
        Pot(80, ("A", "B", "C", "D")),
        Pot(90, ("B", "C", "D")),
        Pot(60, ("C", "D")),
    )


def test_folded_chips_are_dead_money_in_the_pots_they_reached() -> None:
    # D folded after putting in 40: 20 of it sits in the main pot, 20 in the side pot.
    pots = side_pots([("A", 20, False), ("B", 60, False), ("C", 60, False), ("D", 40, True)])
    assert pots == (Pot(80, ("A", "B", "C")), Pot(100, ("B", "C")))
    assert sum(p.amount for p in pots) == 180


def test_folded_chips_above_every_live_player_go_to_the_last_pot() -> None:
    pots = side_pots([("A", 50, False), ("B", 50, False), ("C", 80, True)])
    assert pots == (Pot(180, ("A", "B")),)


def test_uncalled_chips_stay_a_pot_of_one_for_the_engine_to_return() -> None:
    pots = side_pots([("A", 100, False), ("B", 40, False)])
    assert pots == (Pot(80, ("A", "B")), Pot(60, ("A",)))


def test_a_live_player_who_put_nothing_in_wins_nothing() -> None:
    pots = side_pots([("A", 0, False), ("B", 40, False), ("C", 40, False)])
    assert pots == (Pot(80, ("B", "C")),)


def test_nothing_put_in_means_no_pots() -> None:
    assert side_pots([("A", 0, False), ("B", 0, False)]) == ()


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ([("A", -5, False), ("B", 10, False)], "player A"),
        ([("A", 2.5, False), ("B", 10, False)], "whole number"),
        ([("A", 10, False), ("A", 10, False)], "different name"),
        ([("A", 10, True), ("B", 0, False)], "only folded players"),
    ],
)
def test_side_pots_refuse_bad_amounts(entries: list[tuple[str, int, bool]], message: str) -> None:
    with pytest.raises(PotError, match=message):
        side_pots(entries)


# --------------------------------------------------------------------------- splits


def test_tied_winners_share_evenly() -> None:
    assert split_amount(100, ["A", "B"]) == {"A": 50, "B": 50}


def test_seed_001_odd_chip_goes_to_first_tied_player_left_of_button() -> None:
    # Winners arrive ordered clockwise from the button's left: the first gets the chip.
    assert split_amount(101, ["C", "A"]) == {"C": 51, "A": 50}


def test_two_odd_chips_among_three_go_one_at_a_time() -> None:
    assert split_amount(101, ["A", "B", "C"]) == {"A": 34, "B": 34, "C": 33}


def test_odd_chips_are_counted_in_the_smallest_chip() -> None:
    # 35 in chips of 5 is seven chips: 4 and 3.
    assert split_amount(35, ["A", "B"], chip=5) == {"A": 20, "B": 15}


def test_house_rule_odd_chip_right_of_button_goes_to_the_last_tied_player() -> None:
    assert split_amount(101, ["A", "B", "C"], odd_chip="right-of-button") == {"A": 33, "B": 34, "C": 34}


def test_a_pot_too_small_for_every_winner_gives_some_nothing() -> None:
    assert split_amount(5, ["A", "B"], chip=5) == {"A": 5, "B": 0}


def test_seed_001_hi_lo_odd_chip_goes_to_high() -> None:
    assert halve(101) == (51, 50)


def test_house_rule_hi_lo_odd_chip_to_low() -> None:
    assert halve(101, odd_chip_to="low") == (50, 51)


def test_halving_in_chips_of_five() -> None:
    assert halve(105, chip=5) == (55, 50)
    assert halve(100, chip=25) == (50, 50)
    assert halve(75, chip=25) == (50, 25)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: split_amount(101, ["A"], chip=2), "cannot be paid in chips of 2"),
        (lambda: split_amount(-1, ["A"]), "0 or more"),
        (lambda: split_amount(10, []), "at least one winner"),
        (lambda: split_amount(10, ["A", "A"]), "named twice"),
        (lambda: split_amount(10, ["A"], chip=0), "smallest chip"),
        (lambda: split_amount(10, ["A"], odd_chip="dealer"), "odd_chip"),
        (lambda: halve(10, odd_chip_to="middle"), "hi_lo_odd_chip"),
        (lambda: Pot(-1, ("A",)), "0 or more"),
    ],
)
def test_bad_splits_are_refused(call: object, message: str) -> None:
    assert callable(call)
    with pytest.raises(PotError, match=message):
        call()


def test_halve_refuses_amounts_not_in_chips() -> None:
    with pytest.raises(PotError):
        halve(110, chip=20)


# ------------------------------------------------------------------------ invariants

_names = st.lists(st.sampled_from("ABCDEFGH"), min_size=1, max_size=8, unique=True)


@given(
    units=st.integers(0, 10_000), chip=st.sampled_from([1, 5, 25, 100]), winners=_names, right=st.booleans()
)
def test_split_sums_to_the_pot_in_whole_chips(units: int, chip: int, winners: list[str], right: bool) -> None:
    amount = units * chip
    shares = split_amount(amount, winners, chip, odd_chip="right-of-button" if right else "left-of-button")
    assert sum(shares.values()) == amount
    assert set(shares) == set(winners)
    assert all(share % chip == 0 for share in shares.values())
    assert max(shares.values()) - min(shares.values()) <= chip


@given(units=st.integers(0, 10_000), chip=st.sampled_from([1, 5, 25]), low=st.booleans())
def test_halves_sum_to_the_pot_and_differ_by_at_most_a_chip(units: int, chip: int, low: bool) -> None:
    high_half, low_half = halve(units * chip, chip, odd_chip_to="low" if low else "high")
    assert high_half + low_half == units * chip
    assert high_half % chip == 0
    assert low_half % chip == 0
    assert abs(high_half - low_half) <= chip
    assert (high_half >= low_half) != low or high_half == low_half


@given(st.lists(st.tuples(st.integers(0, 500), st.booleans()), min_size=1, max_size=9))
def test_side_pots_hold_every_chip_and_only_live_players_are_eligible(
    seats: list[tuple[int, bool]],
) -> None:
    entries = [(f"P{i}", committed, folded) for i, (committed, folded) in enumerate(seats)]
    live_in = any(c > 0 and not f for _, c, f in entries)
    if not live_in:
        if any(c for _, c, _ in entries):
            with pytest.raises(PotError):
                side_pots(entries)
        else:
            assert side_pots(entries) == ()
        return
    pots = side_pots(entries)
    assert sum(p.amount for p in pots) == sum(c for _, c, _ in entries)
    folded = {n for n, _, f in entries if f}
    for pot in pots:
        assert pot.eligible
        assert not set(pot.eligible) & folded
    # Each later pot is won by a subset of the players of the one before.
    for earlier, later in itertools.pairwise(pots):
        assert set(later.eligible) < set(earlier.eligible)
