"""A chip set's counts never drive the planner's work (issue 22 §5, the worst finding).

The starting stack was found with bit sets of reachable totals shifted by each chip count
as typed: ``25:100000000000`` took 1.1 GB and ``25:99999999999999999999`` grew past 9 GB.
No stack holds more of a chip than its value over the chip's, so the work is bounded by the
stack; a count past what can be counted is refused with one line; and a stack too large to
count in the chips that could make it is refused by the planner rather than counted."""

from __future__ import annotations

import tracemalloc

import pytest

from binglao_tui.core.tournament.chips import (
    MOST_UNITS,
    ChipsError,
    StartingStack,
    make_starting_stack,
    parse_chips,
)
from binglao_tui.core.tournament.planner import PlanError, PlanRequest, plan_tournament
from binglao_tui.core.tournament.schedule import AnteKind


def test_a_hundred_thousand_million_25s_make_the_same_stack_as_enough_25s() -> None:
    huge = make_starting_stack(parse_chips("25:100000000000,100:200"), 8, 10000, 25, at_least=2, post=100)
    enough = make_starting_stack(parse_chips("25:3200,100:200"), 8, 10000, 25, at_least=2, post=100)
    assert huge is not None
    assert huge == enough


@pytest.mark.parametrize(
    ("chips", "words"),
    [
        ("25:99999999999999999999", "'25:99999999999999...': the count is not a whole number from 1 to"),
        ("25:1000000000000001", "the count is not a whole number from 1 to 1,000,000,000,000,000"),
        ("²:300", "'²:300': the chip's value is not a whole number"),
        ("25:٣٠٠", "'25:٣٠٠': the count is not a whole number"),
        ("25:3" + "0" * 5000, "the count is not a whole number"),
    ],
)
def test_a_chip_count_past_what_can_be_counted_is_refused_in_one_line(chips: str, words: str) -> None:
    with pytest.raises(ChipsError) as refused:
        parse_chips(chips)
    assert words in str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_stack_of_a_million_million_in_25s_is_refused_not_counted() -> None:
    request = PlanRequest(
        8, 10**12, 180, parse_chips("25:800000000000,100000:800000000"), AnteKind.NONE, None
    )
    with pytest.raises(PlanError) as refused:
        plan_tournament(request)
    assert f"more than the planner counts ({MOST_UNITS:,})" in str(refused.value)


def test_can_put_out_counts_a_lot_of_chips_at_a_time() -> None:
    stack = StartingStack(((1, 10**6), (5, 10**6)))
    assert stack.can_put_out(999_999)
    assert not StartingStack(((50, 1), (500, 10**6))).can_put_out(100)


def test_can_put_out_counts_in_the_chips_common_unit_not_in_ones() -> None:
    """A blind of 4 * 10**10 in chips of a million and up: 40,000 units of a million, not
    a set of 4 * 10**10 bits (5 GB in ``tournament plan --stack 10**12``)."""
    stack = StartingStack(((10**6, 10**5), (10**8, 10**4)))
    tracemalloc.start()
    try:
        assert stack.can_put_out(4 * 10**10)
        assert not stack.can_put_out(4 * 10**10 + 1)
        assert not stack.can_put_out(10**15)  # more than the stack holds
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 10**6
