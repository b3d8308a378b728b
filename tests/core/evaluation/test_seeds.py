"""The hand-making examples of the rule documents (seeds 000-004), one test per example.

Seed 000 is Binglao, 001 Big O, 002 the Japanese PLO/PLO8 guide, 003 Omaha hi-lo with no
qualifier ("Regular"), 004 Omaha hi-lo eight-or-better. Where a seed gives only ranks,
the suits here are chosen so that nothing else (a flush, an extra pair) changes the hand.
"""

from __future__ import annotations

from binglao_tui.core.cards import Card, parse_cards
from binglao_tui.core.evaluation.high import (
    Category,
    HighHand,
    LowHand,
    best_high,
    best_low,
    five_card_strength,
    high_strength,
    low_strength,
)
from binglao_tui.core.rules import LowRule


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def _texts(cards: tuple[Card, ...]) -> set[str]:
    return {str(c) for c in cards}


def _high(hole: str, board: str) -> HighHand:
    return best_high(_cards(hole), _cards(board))


def _low(hole: str, board: str, rule: LowRule = LowRule.EIGHT) -> LowHand:
    low = best_low(_cards(hole), _cards(board), rule)
    assert low is not None
    return low


def _five_low(text: str, rule: LowRule = LowRule.ANY) -> int:
    """The low strength of exactly five cards: two as hole cards, three as the board."""
    cards = _cards(text)
    strength = low_strength(cards[:2], cards[2:], rule)
    assert strength is not None
    return strength


# --- seed 000: Binglao ---------------------------------------------------------------

SEED000_ROLL1_BOARD = "7s 5d 2c Kc 9h"


def test_seed000_roll1_player_a_low_seven_five() -> None:
    low = _low("Ah 3s Kd Qs", SEED000_ROLL1_BOARD)
    assert low.ranks == "7-5-3-2-A"
    assert _texts(low.hole_used) == {"Ah", "3s"}
    assert _texts(low.board_used) == {"7s", "5d", "2c"}


def test_seed000_roll1_player_a_high_pair_of_kings() -> None:
    high = _high("Ah 3s Kd Qs", SEED000_ROLL1_BOARD)
    assert high.category is Category.ONE_PAIR
    assert high.description == "Pair of kings"
    assert _texts(high.hole_used) == {"Kd", "Ah"}
    assert _texts(high.board_used) == {"Kc", "9h", "7s"}


def test_seed000_roll1_player_b_three_nines_and_seven_six_low() -> None:
    high = _high("9d 9s 4h 6h", SEED000_ROLL1_BOARD)
    assert high.description == "Three nines"
    assert _texts(high.hole_used) == {"9d", "9s"}
    assert _texts(high.board_used) == {"9h", "Kc", "7s"}
    low = _low("9d 9s 4h 6h", SEED000_ROLL1_BOARD)
    assert low.ranks == "7-6-5-4-2"
    assert _texts(low.hole_used) == {"4h", "6h"}


def test_seed000_roll1_three_nines_win_high_seven_five_wins_low() -> None:
    a_hole, b_hole, board = _cards("Ah 3s Kd Qs"), _cards("9d 9s 4h 6h"), _cards(SEED000_ROLL1_BOARD)
    assert high_strength(b_hole, board) > high_strength(a_hole, board)
    a_low = low_strength(a_hole, board, LowRule.EIGHT)
    b_low = low_strength(b_hole, board, LowRule.EIGHT)
    assert a_low is not None
    assert b_low is not None
    assert a_low > b_low


def test_seed000_roll6_three_aces_play_as_straight() -> None:
    high = _high("As Ad Ac 5d 4d 7c", "8h 6h 3h Qc 2s")
    assert high.category is Category.STRAIGHT
    assert high.description == "Six-high straight"
    assert _texts(high.hole_used) == {"5d", "4d"}
    assert _texts(high.board_used) == {"6h", "3h", "2s"}


def test_seed000_roll6_king_high_flush_beats_the_straight() -> None:
    board = "8h 6h 3h Qc 2s"
    flush = _high("Kh 9h Js Jd Tc 4s", board)
    assert flush.category is Category.FLUSH
    assert flush.description == "King-high flush"
    assert _texts(flush.hole_used) == {"Kh", "9h"}
    assert _texts(flush.board_used) == {"8h", "6h", "3h"}
    assert flush.strength > _high("As Ad Ac 5d 4d 7c", board).strength


# --- seed 001: Big O ------------------------------------------------------------------


def test_seed001_seven_five_four_beats_seven_six_three() -> None:
    assert _five_low("7c 5d 4h 3s 2c", LowRule.EIGHT) > _five_low("7d 6c 3h 2s Ac", LowRule.EIGHT)


def test_seed001_wheel_is_the_best_low() -> None:
    wheel = _low("Ac 2d", "3h 4s 5c")
    assert wheel.ranks == "5-4-3-2-A"
    assert wheel.strength == max(
        _five_low(text, LowRule.EIGHT) for text in ("Ac 2d 3h 4s 5c", "Ac 2d 3h 4s 6c", "8c 7d 6h 4s 3c")
    )


def test_seed001_flush_needs_three_board_cards_of_the_suit() -> None:
    # Five hearts in the hole and two on the board is no flush.
    high = _high("Ah Kh Qh Jh 9h", "8h 2h 5c 6d Ts")
    assert high.category is not Category.FLUSH


def test_seed001_three_of_a_rank_in_the_hole_play_as_two() -> None:
    high = _high("9c 9d 9h 2s 4d", "Kc Qd 7h 6s 3c")
    assert high.description == "Pair of nines"


# --- seed 002: PLO / PLO8 guide (Japanese) ------------------------------------------------


def test_seed002_looks_like_flush_is_pair_of_queens() -> None:
    high = _high("Ah Qs Qd 7c", "Kh 9h 6h 3h 2c")
    assert high.category is Category.ONE_PAIR
    assert high.description == "Pair of queens"
    assert _texts(high.hole_used) == {"Qs", "Qd"}
    assert _texts(high.board_used) == {"Kh", "9h", "6h"}


def test_seed002_looks_like_straight_is_pair_of_aces() -> None:
    high = _high("Td Ac Ad Ks", "9c 8d 7s 6h 2c")
    assert high.category is Category.ONE_PAIR
    assert high.description == "Pair of aces"
    assert _texts(high.hole_used) == {"Ac", "Ad"}
    assert _texts(high.board_used) == {"9c", "8d", "7s"}


def test_seed002_seven_five_beats_eight_four() -> None:
    assert _five_low("7c 5d 4h 2s Ac", LowRule.EIGHT) > _five_low("8d 4c 3h 2c Ad", LowRule.EIGHT)


def test_seed002_high_and_low_use_different_hole_cards() -> None:
    hole, board = "As 3h Kd Kc", "2c 5d 7s Kh Qc"
    high = _high(hole, board)
    assert high.description == "Three kings"
    assert _texts(high.hole_used) == {"Kd", "Kc"}
    assert _texts(high.board_used) == {"Kh", "Qc", "7s"}
    low = _low(hole, board)
    assert low.ranks == "7-5-3-2-A"
    assert _texts(low.hole_used) == {"As", "3h"}
    assert _texts(low.board_used) == {"2c", "5d", "7s"}


def test_seed002_no_low_with_two_low_board_cards() -> None:
    board = _cards("Kc Qd 9s 5h 2c")
    for hole in ("As 3h 4d 6c", "Ah 2d 3c 4s", "7h 8h 6d Ad"):
        assert best_low(_cards(hole), board, LowRule.EIGHT) is None
        assert low_strength(_cards(hole), board, LowRule.EIGHT) is None


# --- seed 003: Omaha hi-lo Regular (no qualifier) ------------------------------------------


def test_seed003_ugly_low_gets_paid() -> None:
    board = "Kc Qd 9h Th 4s"
    alice_low = _low("As 2d 7c 8c", board, LowRule.ANY)
    bob_low = _low("Kh Ks 3c 5d", board, LowRule.ANY)
    assert alice_low.ranks == "T-9-4-2-A"
    assert bob_low.ranks == "T-9-5-4-3"
    assert alice_low.strength > bob_low.strength
    assert best_low(_cards("As 2d 7c 8c"), _cards(board), LowRule.EIGHT) is None
    assert _high("As 2d 7c 8c", board).description == "Ace high"
    assert _high("Kh Ks 3c 5d", board).description == "Three kings"


def test_seed003_nine_high_low_scoops() -> None:
    board = "Kc 2d 6h 9s Jc"
    alice_low = _low("Kh Kd As 3c", board, LowRule.ANY)
    bob_low = _low("Qh Qs 4c 5d", board, LowRule.ANY)
    assert alice_low.ranks == "9-6-3-2-A"
    assert bob_low.ranks == "9-6-5-4-2"
    assert alice_low.strength > bob_low.strength
    assert _high("Kh Kd As 3c", board).description == "Three kings"
    assert _high("Qh Qs 4c 5d", board).description == "Pair of queens"


def test_seed003_nine_six_three_beats_nine_six_five() -> None:
    assert _five_low("9c 6d 3h 2s Ac") > _five_low("9d 6c 5h 4s 2c")


def test_seed003_quartered_on_a_bad_low() -> None:
    board = "Jc Ts 9d 4h Kc"
    alice = _low("Ah 2h 3c 7d", board, LowRule.ANY)
    bob = _low("Ad 2c 3s 7s", board, LowRule.ANY)
    carol = _low("Qd 8h 5c Qs", board, LowRule.ANY)
    assert alice.ranks == bob.ranks == "T-9-4-2-A"
    assert alice.strength == bob.strength > carol.strength
    assert carol.ranks == "T-9-8-5-4"
    assert _high("Ah 2h 3c 7d", board).description == "Ace high"
    assert _high("Qd 8h 5c Qs", board).description == "Queen-high straight"


def test_seed003_any_unpaired_low_beats_any_paired_low() -> None:
    worst_unpaired = _five_low("Kc Qd Jh Ts 9c")
    best_paired = _five_low("Ac Ad 2h 3s 4c")
    assert worst_unpaired > best_paired


# --- seed 004: Omaha hi-lo eight-or-better ----------------------------------------------------


def test_seed004_eight_six_four_beats_eight_six_five() -> None:
    assert _five_low("8c 6d 4h 3s 2c", LowRule.EIGHT) > _five_low("8d 6c 5h 2s Ac", LowRule.EIGHT)


def test_seed004_wheel_also_plays_as_a_straight() -> None:
    hole, board = "Ac 2d Kh Ks", "3h 4s 5c Qd Jd"
    assert _low(hole, board).ranks == "5-4-3-2-A"
    assert _high(hole, board).description == "Five-high straight"
    assert five_card_strength(_cards("Ac 2d 3h 4s 5c")) < five_card_strength(_cards("2d 3h 4s 5c 6c"))
