"""The issue's golden cases, exact: high only, from an independent enumeration with phevaluator."""

from __future__ import annotations

from math import comb

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.equity import AllInPlayer, all_in_equity
from binglao_tui.core.rules import get_game


def _equities(game_id: str, holes: list[str], board: str = "") -> tuple[int, list[float]]:
    players = [AllInPlayer(f"P{i + 1}", parse_cards(hole)) for i, hole in enumerate(holes)]
    result = all_in_equity(get_game(game_id, include_user=False), players, board=parse_cards(board))
    return result.boards, [round(float(p.equity), 5) for p in result.players]


def test_plo_aces_and_kings_double_suited_against_jack_ten_nine_eight_preflop() -> None:
    assert _equities("plo", ["Ac Ah Kc Kh", "Jc Td 9d 8h"]) == (1_086_008, [0.63949, 0.36051])


def test_plo_the_same_hands_on_a_ten_seven_deuce_flop() -> None:
    assert _equities("plo", ["Ac Ah Kc Kh", "Jc Td 9d 8h"], "Th 7d 2c") == (820, [0.44146, 0.55854])


def test_plo5_preflop() -> None:
    assert _equities("plo5", ["Ac Ah Kc Kh 2s", "Jc Td 9d 8h 7s"]) == (850_668, [0.55505, 0.44495])


def test_plo6_six_handed_preflop() -> None:
    holes = [
        "Ac Ah Kc Kh 2s 3s",
        "Jc Td 9d 8h 7s 6s",
        "Qs Qd Js Ts 4c 4d",
        "9c 8c 7c 6c 5d 5h",
        "As Ad Ks Kd 2h 3h",
        "Qc Qh Jd Jh 9s 9h",
    ]
    boards, equities = _equities("plo6", holes)
    assert boards == comb(16, 5) == 4_368
    assert equities == [0.07647, 0.36916, 0.12958, 0.32452, 0.07418, 0.02610]


@pytest.mark.parametrize(
    ("game_id", "hole_cards", "boards"), [("plo", 4, 1_086_008), ("plo5", 5, 850_668), ("plo6", 6, 658_008)]
)
def test_heads_up_preflop_counts_every_board(game_id: str, hole_cards: int, boards: int) -> None:
    deck = parse_cards("2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks")
    holes = [" ".join(map(str, deck[:hole_cards])), " ".join(map(str, deck[6 : 6 + hole_cards]))]
    assert _equities(game_id, holes)[0] == boards == comb(52 - 2 * hole_cards, 5)
