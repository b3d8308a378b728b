"""The evaluator's public API: categories, descriptions, cards used, highs and lows."""

from __future__ import annotations

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.evaluation.high import (
    Category,
    best_high,
    best_low,
    five_card_strength,
    high_strength,
    low_strength,
)
from binglao_tui.core.rules import LowRule


def _high(hole: str, board: str):  # type: ignore[no-untyped-def]
    return best_high(parse_cards(hole), parse_cards(board))


@pytest.mark.parametrize(
    ("hole", "board", "category", "description"),
    [
        ("9h 9d 2c 3s", "9s Kd 7c 4h Jd", Category.THREE_OF_A_KIND, "Three nines"),
        ("Kh 2h 3c 4c", "9h 7h 5h Jd Qs", Category.FLUSH, "King-high flush"),
        ("Kh Kd 2c 3s", "Ks 7d 7c 4h Jd", Category.FULL_HOUSE, "Kings full of sevens"),
        ("Kh 7d 2c 3s", "Ks 7c 9h 4h Jd", Category.TWO_PAIR, "Two pair, kings and sevens"),
        ("Kh 4d 2c 3s", "Ks 7c 9h Td Jd", Category.ONE_PAIR, "Pair of kings"),
        ("Ah 4d 2c 3s", "Ks 7c 9h Td Jd", Category.HIGH_CARD, "Ace high"),
        ("Ah Kh 2c 3s", "Qh Jh Th 4d 9s", Category.STRAIGHT_FLUSH, "Royal flush"),
        ("Ah 2h 9c 9s", "3h 4h 5h Kd Qs", Category.STRAIGHT_FLUSH, "Five-high straight flush"),
        ("Ah 2d 9c 9s", "3h 4h 5s Kd Qs", Category.STRAIGHT, "Five-high straight"),
        ("6h 2d Kc Ks", "3h 4c 5s Kd Qs", Category.STRAIGHT, "Six-high straight"),
        ("9h 9d 2c 3s", "9s 9c 7c 4h Jd", Category.FOUR_OF_A_KIND, "Four nines"),
    ],
)
def test_categories_and_descriptions(hole: str, board: str, category: Category, description: str) -> None:
    hand = _high(hole, board)
    assert hand.category is category
    assert hand.description == description
    assert hand.strength == high_strength(parse_cards(hole), parse_cards(board))
    assert len(hand.cards) == 5
    assert set(hand.cards) == set(hand.hole_used) | set(hand.board_used)


def test_wheel_reads_five_to_ace() -> None:
    hand = _high("Ah 2d 9c 9s", "3h 4h 5s Kd Qs")
    assert [str(c) for c in hand.cards] == ["5s", "4h", "3h", "2d", "Ah"]


def test_category_keys() -> None:
    assert Category.THREE_OF_A_KIND.key == "three_of_a_kind"
    assert Category.STRAIGHT_FLUSH.key == "straight_flush"


def test_wheel_is_lowest_straight() -> None:
    wheel = five_card_strength(parse_cards("Ah 2d 3c 4s 5h"))
    six = five_card_strength(parse_cards("6h 2d 3c 4s 5h"))
    trips = five_card_strength(parse_cards("Ah Ad Ac Ks Qh"))
    assert trips < wheel < six


def test_low_eight_or_better() -> None:
    low = best_low(parse_cards("Ah 2d Kc Ks"), parse_cards("7s 5d 3c Qh Jd"), LowRule.EIGHT)
    assert low is not None
    assert low.ranks == "7-5-3-2-A"
    assert not low.paired
    assert best_low(parse_cards("Ah 2d Kc Ks"), parse_cards("9s Td 3c Qh Jd"), LowRule.EIGHT) is None


def test_low_any_paired_ranks_below_unpaired() -> None:
    board = parse_cards("2h 3c 4d 4s 5h")
    paired = best_low(parse_cards("2c 2s 3h 3s"), board, LowRule.ANY)
    unpaired = best_low(parse_cards("Ah Kc Jd Ts"), board, LowRule.ANY)
    assert paired is not None
    assert unpaired is not None
    assert paired.paired
    assert paired.ranks == "5-4-3-2-2"
    assert not unpaired.paired
    assert unpaired.strength > paired.strength
    assert low_strength(parse_cards("2c 2s 3h 3s"), board, LowRule.ANY) == paired.strength
    assert best_low(parse_cards("2c 2s 3h 3s"), board, LowRule.EIGHT) is None
