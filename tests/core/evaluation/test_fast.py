"""The table-driven evaluator against the plain reference in ``handrank``, and its tables."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from binglao_tui.core.cards import DECK, Card, parse_cards
from binglao_tui.core.evaluation import _tables as tables
from binglao_tui.core.evaluation.high import best_high, best_low, high_strength, low_strength
from binglao_tui.core.evaluation.ranking import (
    low_packed,
    low_qualifies,
    reference_five_card_strength,
    reference_high_strength,
    reference_low_strength,
)
from binglao_tui.core.rules import LowRule
from tests.sample_sizes import sizes


def _biased_deals(seed: int, count: int) -> list[tuple[list[Card], list[Card]]]:
    """Random deals, a third with boards drawn from few ranks or few suits (pairs, flushes)."""
    rng = random.Random(seed)
    out = []
    for n in range(count):
        hole_count = rng.choice([2, 3, 4, 5, 6, 7, 8, 9])
        if n % 3 == 1:
            pool = [c for c in DECK if c.suit.value in "hs"]
        elif n % 3 == 2:
            ranks = set(rng.sample(range(2, 15), 6))
            pool = [c for c in DECK if c.rank.value in ranks]
        else:
            pool = list(DECK)
        board = rng.sample(pool, 5)
        rest = [c for c in DECK if c not in board]
        out.append((rng.sample(rest, hole_count), board))
    return out


def _first_best_low(
    hole: list[Card], board: list[Card], limit: int | None
) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
    best = None
    for h in combinations(hole, 2):
        for b in combinations(board, 3):
            values = [c.rank.low_value for c in h + b]
            if low_qualifies(values, limit) and (best is None or low_packed(values) > best[0]):
                best = (low_packed(values), h, b)
    return None if best is None else (best[1], best[2])


@pytest.mark.parametrize("deals", sizes(300, 1500))
def test_fast_high_equals_reference_and_picks_the_first_best_combination(deals: int) -> None:
    for hole, board in _biased_deals(1, deals):
        strength = reference_high_strength(hole, board)
        assert high_strength(hole, board) == strength, (hole, board)
        hand = best_high(hole, board)
        assert hand.strength == strength
        first = next(
            (h, b)
            for h in combinations(hole, 2)
            for b in combinations(board, 3)
            if reference_five_card_strength(h + b) == strength
        )
        assert (hand.hole_used, hand.board_used) == first


@pytest.mark.parametrize("deals", sizes(250, 1000))
@pytest.mark.parametrize("rule", list(LowRule))
def test_fast_low_equals_reference(rule: LowRule, deals: int) -> None:
    for hole, board in _biased_deals(2, deals):
        strength = reference_low_strength(hole, board, rule.limit)
        assert low_strength(hole, board, rule) == strength, (hole, board, rule)
        low = best_low(hole, board, rule)
        assert (None if low is None else low.strength) == strength
        if low is not None:
            assert (low.hole_used, low.board_used) == _first_best_low(hole, board, rule.limit)


@pytest.mark.parametrize("board_size", [3, 4])
def test_flop_and_turn_boards_use_the_same_rules(board_size: int) -> None:
    rng = random.Random(board_size)
    for _ in range(200):
        cards = rng.sample(DECK, board_size + 4)
        board, hole = cards[:board_size], cards[board_size:]
        assert high_strength(hole, board) == reference_high_strength(hole, board)
        assert best_high(hole, board).strength == reference_high_strength(hole, board)
        for rule in LowRule:
            expected = reference_low_strength(hole, board, rule.limit)
            assert low_strength(hole, board, rule) == expected
            low = best_low(hole, board, rule)
            assert (None if low is None else low.strength) == expected


def test_shipped_table_file_matches_a_fresh_build() -> None:
    assert tables.load(tables.DATA_FILE.read_bytes()) == tables.build()


def test_damaged_table_file_is_refused_or_repaired() -> None:
    data = tables.DATA_FILE.read_bytes()
    with pytest.raises(ValueError, match="high-table"):
        tables.load(b"nonsense")
    with pytest.raises(ValueError, match="damaged"):
        tables.load(data[:40])
    # A damaged block of rows is only noticed when unpacked; it is then computed instead.
    assert tables.load(data[:-40] + bytes(40)) == tables.build()


def test_board_cache_tells_equal_looking_boards_apart() -> None:
    # Same ranks, different suits: the cache must not hand one board's flush to the other.
    hole = parse_cards("Ah Kh 2c 3d")
    suited = parse_cards("Qh Jh 9h 4s 5s")
    unsuited = parse_cards("Qc Jc 9d 4s 5s")
    assert high_strength(hole, suited) > high_strength(hole, unsuited)
    assert high_strength(hole, list(suited)) == high_strength(hole, suited)


def test_wrong_card_counts_are_refused() -> None:
    board = parse_cards("Qh Jh 9h 4s 5s")
    with pytest.raises(ValueError, match="hole cards"):
        high_strength(parse_cards("Ah"), board)
    with pytest.raises(ValueError, match="board"):
        best_high(parse_cards("Ah Kd"), parse_cards("Qh Jh"))
    with pytest.raises(ValueError, match="board"):
        low_strength(parse_cards("Ah Kd"), parse_cards("Qh Jh 2c 3c 4c 5c"), LowRule.EIGHT)
