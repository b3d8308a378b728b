"""The starting stack holds the change to post the first big blind whenever any stack
from the box does; checked against trying every count of every chip."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.tournament.chips import ChipSet, StartingStack, make_starting_stack, parse_chips

FAMILIES = [
    (25, 100, 500, 1000),
    (5, 25, 100, 500),
    (10, 50, 100, 500),
    (1, 2, 5, 10, 20, 50),
    (25, 50, 100, 250),
]


def some_stack_posts(each: dict[int, int], value: int, at_least: int, post: int) -> bool:
    """Every count of every chip, one player's share of the box at most."""
    chips = sorted(each)
    for counts in itertools.product(*(range(each[d] + 1) for d in chips)):
        if counts[0] < at_least or sum(c * d for c, d in zip(counts, chips, strict=True)) != value:
            continue
        if StartingStack(tuple((d, c) for d, c in zip(chips, counts, strict=True) if c)).can_put_out(post):
            return True
    return False


def test_only_the_50s_post_the_big_blind_when_the_10s_are_few() -> None:
    # 8 10s and 6 50s each: 5 x 10 + 2 x 50 posts 80 (3 x 10 + 50); the stack nearest
    # the ideal counts, and the ones with more 10s, cannot
    box = parse_chips("10:17,50:13,100:4")
    stack = make_starting_stack(box, 2, 150, 10, at_least=4, post=80)
    assert stack is not None
    assert stack.value == 150
    assert stack.can_put_out(80)
    assert stack.count(10) >= 4
    assert all(2 * n <= box.count(d) for d, n in stack.chips)


def test_no_stack_when_none_can_post() -> None:
    box = parse_chips("50:2,100:2,500:30")  # one 50 and one 100 each: 7550 needs the 50 alone
    assert make_starting_stack(box, 2, 7550, 50, at_least=1) is not None
    assert make_starting_stack(box, 2, 7550, 50, at_least=1, post=100) is None


@st.composite
def shares(draw: st.DrawFn) -> tuple[int, dict[int, int], int, int, int]:
    family = draw(st.sampled_from(FAMILIES))
    chips = sorted(draw(st.lists(st.sampled_from(family), min_size=2, max_size=len(family), unique=True)))
    each = {d: draw(st.integers(1 if d == chips[0] else 0, 7)) for d in chips}
    value = sum(d * draw(st.integers(0, n)) for d, n in each.items())
    post = 2 * chips[0] * draw(st.integers(1, 4))
    at_least = draw(st.integers(1, post // 2 // chips[0]))
    return draw(st.integers(2, 4)), each, value, post, at_least


@settings(max_examples=400, deadline=None)
@given(case=shares())
def test_a_stack_that_posts_is_found_whenever_one_exists(
    case: tuple[int, dict[int, int], int, int, int],
) -> None:
    players, each, value, post, at_least = case
    box = ChipSet.of({d: players * n + 1 for d, n in each.items()})  # a spare chip of each
    stack = make_starting_stack(box, players, value, min(each), at_least=at_least, post=post)
    expected = value > 0 and some_stack_posts({d: n for d, n in each.items()}, value, at_least, post)
    assert (stack is not None) == expected
    if stack is not None:
        assert stack.value == value
        assert stack.can_put_out(post)
        assert stack.count(min(each)) >= at_least
        assert all(players * n <= box.count(d) for d, n in stack.chips)
