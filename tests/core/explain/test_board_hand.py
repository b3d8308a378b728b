"""The board's own hand in the explanations, checked with hypothesis: the line saying it
does not play comes exactly when the rule needs it, and everything it says is true.

The rule (issue 22): when the board's own five cards make a better hand than the player's,
a straight, flush, full house, four of a kind or straight flush above a hand of the same
or a lower category, or any board hand above a hand of a lower category, the explanation
says the board's hand does not play and why. Worked out here from the slow reference
evaluator, apart from the explanations' own code.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK, Card, Rank, Suit
from binglao_tui.core.evaluation.names import describe_high
from binglao_tui.core.evaluation.ranking import (
    CATEGORY_SHIFT,
    Category,
    classify,
    reference_five_card_strength,
    reference_high_strength,
)
from binglao_tui.core.explain import judge_and_explain
from binglao_tui.core.rules import Split, Variant
from binglao_tui.core.showdown import Contender
from tests.sample_sizes import sizes

RANKS = list(Rank)
SUITS = list(Suit)


@st.composite
def boards_and_hands(draw: st.DrawFn) -> tuple[list[Card], list[Card]]:
    """A board that often makes a hand of its own (few ranks, few suits, or a run), and a
    hand of four to six hole cards from the rest of the deck."""
    shape = draw(st.sampled_from(["ranks", "suit", "run", "any"]))
    if shape == "ranks":  # pairs, trips, quads, full houses
        ranks = draw(st.lists(st.sampled_from(RANKS), min_size=2, max_size=3, unique=True))
        pool = [c for c in DECK if c.rank in ranks]
    elif shape == "suit":  # flushes (and straight flushes)
        suit = draw(st.sampled_from(SUITS))
        pool = [c for c in DECK if c.suit is suit]
    elif shape == "run":  # straights
        low = draw(st.integers(min_value=0, max_value=len(RANKS) - 5))
        ranks = RANKS[low : low + 5] if low else [RANKS[-1], *RANKS[:4]] if draw(st.booleans()) else RANKS[:5]
        board = [draw(st.sampled_from([c for c in DECK if c.rank is rank])) for rank in ranks]
        pool = []
    else:
        pool = list(DECK)
    if pool:
        board = draw(st.lists(st.sampled_from(pool), min_size=5, max_size=5, unique=True))
    rest = [c for c in DECK if c not in board]
    count = draw(st.integers(min_value=4, max_value=6))
    hole = draw(st.lists(st.sampled_from(rest), min_size=count, max_size=count, unique=True))
    return board, hole


def _board_line(lines: tuple[str, ...]) -> list[str]:
    return [line for line in lines if line.startswith("The board's own")]


@pytest.mark.parametrize("examples", sizes(150, 600))
def test_the_board_hand_line_comes_exactly_when_the_board_is_better_and_says_true_things(
    examples: int,
) -> None:
    settings(max_examples=examples, deadline=None)(given(boards_and_hands())(_board_line_is_true))()


def _board_line_is_true(deal: tuple[list[Card], list[Card]]) -> None:
    board, hole = deal
    variant = Variant(len(hole), Split.HIGH)
    others = [c for c in DECK if c not in board and c not in hole][: len(hole)]
    players = [Contender("P", tuple(hole)), Contender("X", tuple(others))]
    ruling = judge_and_explain(variant, board, players, button="X")
    player = ruling.players[0]
    assert player.high is not None
    said = _board_line(player.explanation)

    board_strength = reference_five_card_strength(board)
    hand_strength = reference_high_strength(hole, board)
    board_category = Category(board_strength >> CATEGORY_SHIFT)
    hand_category = Category(hand_strength >> CATEGORY_SHIFT)
    needed = board_strength > hand_strength and (
        board_category >= Category.STRAIGHT or hand_category < board_category
    )
    assert len(said) == int(needed), (board, hole, said)
    if not said:
        return
    line = said[0]
    # What it says: the board's hand by name, that it does not play and why, and this hand.
    category, order = classify([c.rank.value for c in board], len({c.suit for c in board}) == 1)
    assert category is board_category
    name = describe_high(category, order) if category >= Category.STRAIGHT else category.key.replace("_", " ")
    assert (
        f"The board's own {name[:1].lower() + name[1:]}" in line or f"({name[:1].lower() + name[1:]})" in line
    )
    assert "does not play: every hand uses exactly two hole cards and three board cards" in line
    described = player.high.description
    assert f"so this hand is {described[:1].lower() + described[1:]}" in line
    assert hand_strength < board_strength  # the board's hand is truly the better one
