"""Every worked showdown in the seed rule documents, judged end to end.

Where a seed gives a hand's ranks but not every card, the cards here are invented to fit
its description exactly (the same hands, the same winners).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.evaluation.high import Category, HighHand, LowHand
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.rules import Game, HiLoOddChip, HouseRules, OddChip, Variant, get_game
from binglao_tui.core.showdown import Contender, Ruling
from binglao_tui.core.showdown.pots import Pot


def _game(game_id: str) -> Game:
    return get_game(game_id)


def _judge(
    variant: Variant,
    board: str,
    players: Sequence[tuple[str, str]],
    pot: int = 100,
    button: str | None = None,
    house: HouseRules | None = None,
) -> Ruling:
    contenders = [Contender(name, parse_cards(hole)) for name, hole in players]
    names = tuple(name for name, _ in players)
    return judge(
        variant,
        parse_cards(board),
        contenders,
        button=button or names[-1],
        pots=[Pot(pot, names)],
        house=house or HouseRules(),
    )


@dataclass(frozen=True)
class _Hands:
    high: HighHand
    low: LowHand
    explanation: tuple[str, ...]


def _player(ruling: Ruling, name: str) -> _Hands:
    """A live player's hands; ``low`` is typed as present (tests check None via _no_low)."""
    player = next(p for p in ruling.players if p.name == name)
    assert player.high is not None
    return _Hands(player.high, player.low, player.explanation)  # type: ignore[arg-type]


def _strs(cards: Sequence[object]) -> list[str]:
    return [str(c) for c in cards]


# ------------------------------------------------------------------- seed 000: Binglao


def test_seed_000_roll_1_a_wins_low_with_7_5_3_2_a_b_wins_high_with_three_nines() -> None:
    variant = _game("binglao").variant(1)
    assert variant.hole_cards == 4
    ruling = _judge(variant, "7s 5d 2c Kc 9h", [("A", "Ah 3s Kd Qs"), ("B", "9d 9s 4h 6h")])
    a, b = _player(ruling, "A"), _player(ruling, "B")
    assert a.low.ranks == "7-5-3-2-A"
    assert _strs(a.low.hole_used) == ["Ah", "3s"]
    assert sorted(_strs(a.low.board_used)) == sorted(["7s", "5d", "2c"])
    assert a.high.description == "Pair of kings"
    assert set(_strs(a.high.hole_used)) == {"Kd", "Ah"}
    assert b.high.category is Category.THREE_OF_A_KIND
    assert b.high.description == "Three nines"
    assert set(_strs(b.high.hole_used)) == {"9d", "9s"}
    assert b.low.ranks == "7-6-5-4-2"
    assert set(_strs(b.low.hole_used)) == {"4h", "6h"}
    pot = ruling.pots[0]
    assert pot.high_winners == ("B",)
    assert pot.low_winners == ("A",)
    assert dict(ruling.payouts) == {"A": 50, "B": 50}


def test_seed_000_roll_6_king_high_flush_beats_six_high_straight_three_aces_cannot_play() -> None:
    variant = _game("binglao").variant(6)
    assert variant.hole_cards == 6
    assert variant.low is None
    ruling = _judge(variant, "8h 6h 3h Qc 2s", [("A", "As Ad Ac 5d 4d 7c"), ("B", "Kh 9h Js Jd Tc 4s")])
    a, b = _player(ruling, "A"), _player(ruling, "B")
    assert a.high.description == "Six-high straight"
    assert set(_strs(a.high.hole_used)) == {"5d", "4d"}
    assert set(_strs(a.high.board_used)) == {"6h", "3h", "2s"}
    assert a.low is None
    assert any("Three aces in the hand" in line for line in a.explanation)
    assert b.high.description == "King-high flush"
    assert set(_strs(b.high.hole_used)) == {"Kh", "9h"}
    assert ruling.pots[0].high_winners == ("B",)
    assert ruling.pots[0].low_winners == ()
    assert dict(ruling.payouts) == {"A": 0, "B": 100}


# ---------------------------------------------------------------- seed 002: PLO / PLO8


def test_seed_002_looks_like_a_flush_but_is_a_pair_of_queens() -> None:
    ruling = _judge(_game("plo").variant(), "Kh 9h 6h 3h 2c", [("P", "Ah Qs Qd 7c"), ("X", "5c 5d 4s 8d")])
    p = _player(ruling, "P")
    assert p.high.category is Category.ONE_PAIR
    assert p.high.description == "Pair of queens"
    assert set(_strs(p.high.hole_used)) == {"Qs", "Qd"}
    assert set(_strs(p.high.board_used)) == {"Kh", "9h", "6h"}
    assert any(line.startswith("No flush") and "only one" in line for line in p.explanation)


def test_seed_002_looks_like_a_straight_but_is_a_pair_of_aces() -> None:
    ruling = _judge(_game("plo").variant(), "9c 8d 7s 6h 2c", [("P", "Td Ac Ad Ks"), ("X", "3c 3d 4s Kd")])
    p = _player(ruling, "P")
    assert p.high.category is Category.ONE_PAIR
    assert p.high.description == "Pair of aces"
    assert set(_strs(p.high.hole_used)) == {"Ac", "Ad"}
    assert set(_strs(p.high.board_used)) == {"9c", "8d", "7s"}
    assert any(line.startswith("No straight") and "one hole card" in line for line in p.explanation)


def test_seed_002_hi_lo_trip_kings_and_7_5_3_2_a_from_different_hole_cards_scoop() -> None:
    ruling = _judge(_game("plo8").variant(), "2c 5d 7s Kh Qc", [("A", "As 3h Kd Kc"), ("B", "Qd Jd 8c 4h")])
    a = _player(ruling, "A")
    assert a.high.description == "Three kings"
    assert set(_strs(a.high.hole_used)) == {"Kd", "Kc"}
    assert set(_strs(a.high.board_used)) == {"Kh", "Qc", "7s"}
    assert a.low.ranks == "7-5-3-2-A"
    assert set(_strs(a.low.hole_used)) == {"As", "3h"}
    assert set(_strs(a.low.board_used)) == {"2c", "5d", "7s"}
    pot = ruling.pots[0]
    assert pot.high_winners == ("A",)
    assert pot.low_winners == ("A",)
    assert dict(pot.awards) == {"A": 100}
    assert dict(ruling.payouts) == {"A": 100, "B": 0}


def test_seed_002_no_low_board_k_q_9_5_2_pot_100_all_to_high() -> None:
    ruling = _judge(_game("plo8").variant(), "Kc Qd 9s 5h 2c", [("A", "Ah 3d 4s 8c"), ("B", "Kd Kh 7c 6c")])
    assert all(p.low is None for p in ruling.players)
    pot = ruling.pots[0]
    assert pot.high_winners == ("B",)
    assert pot.low_winners == ()
    assert dict(ruling.payouts) == {"A": 0, "B": 100}
    assert any("no low is possible" in line for line in _player(ruling, "A").explanation)


# ----------------------------------------------------- seed 003: Omaha hi-lo Regular


def test_seed_003_an_ugly_low_gets_paid() -> None:
    ruling = _judge(
        _game("plo8-regular").variant(),
        "Kc Qd 9s Th 4c",
        [("Alice", "As 2d 7c 6h"), ("Bob", "Kh Ks 3d 5s")],
    )
    alice, bob = _player(ruling, "Alice"), _player(ruling, "Bob")
    assert alice.high.description == "Ace high"
    assert alice.low.ranks == "T-9-4-2-A"
    assert bob.high.description == "Three kings"
    assert bob.low.ranks == "T-9-5-4-3"
    pot = ruling.pots[0]
    assert pot.high_winners == ("Bob",)
    assert pot.low_winners == ("Alice",)
    assert dict(ruling.payouts) == {"Alice": 50, "Bob": 50}


def test_seed_003_a_9_high_low_scoops() -> None:
    ruling = _judge(
        _game("plo8-regular").variant(),
        "Kc 9d 6s 2h Jc",
        [("Alice", "As 3d Kh Kd"), ("Bob", "4s 5d Qh Qs")],
    )
    alice, bob = _player(ruling, "Alice"), _player(ruling, "Bob")
    assert alice.high.description == "Three kings"
    assert alice.low.ranks == "9-6-3-2-A"
    assert bob.high.description == "Pair of queens"
    assert bob.low.ranks == "9-6-5-4-2"
    pot = ruling.pots[0]
    assert pot.high_winners == ("Alice",)
    assert pot.low_winners == ("Alice",)
    assert dict(ruling.payouts) == {"Alice": 100, "Bob": 0}


def test_seed_003_quartered_on_a_bad_low_quarter_quarter_half() -> None:
    players = [("Alice", "As 2d 7c 6d"), ("Bob", "Ah 2c 7d 6c"), ("Carol", "Qh 8s 5d Qc")]
    ruling = _judge(_game("plo8-regular").variant(), "Js Td 9c 4h Ks", players)
    for name in ("Alice", "Bob"):
        p = _player(ruling, name)
        assert p.high.description == "Ace high"
        assert p.low.ranks == "T-9-4-2-A"
    carol = _player(ruling, "Carol")
    assert carol.high.description == "Queen-high straight"
    assert set(_strs(carol.high.hole_used)) == {"Qh", "8s"}
    assert carol.low.ranks == "T-9-8-5-4"
    pot = ruling.pots[0]
    assert pot.high_winners == ("Carol",)
    assert pot.low_winners == ("Alice", "Bob")
    assert dict(ruling.payouts) == {"Alice": 25, "Bob": 25, "Carol": 50}


def test_seed_003_quartered_pot_odd_chip_goes_left_of_button() -> None:
    players = [("Alice", "As 2d 7c 6d"), ("Bob", "Ah 2c 7d 6c"), ("Carol", "Qh 8s 5d Qc")]
    ruling = _judge(_game("plo8-regular").variant(), "Js Td 9c 4h Ks", players, pot=102, button="Carol")
    # 102 halves to 51 and 51; the low half's odd chip goes to Alice, first left of Carol.
    assert dict(ruling.payouts) == {"Alice": 26, "Bob": 25, "Carol": 51}
    ruling = _judge(_game("plo8-regular").variant(), "Js Td 9c 4h Ks", players, pot=102, button="Alice")
    assert dict(ruling.payouts) == {"Alice": 25, "Bob": 26, "Carol": 51}


# --------------------------------------------------------- seed 001: Big O odd chips


BIG_O_BOARD = "7s 5d 2c Kc 9h"


def test_seed_001_big_o_odd_chip_of_a_hi_lo_pot_goes_to_high() -> None:
    ruling = _judge(
        _game("big-o").variant(), BIG_O_BOARD, [("A", "Ah 3s Kd Qs Jc"), ("B", "9d 9s Th Td Tc")], pot=101
    )
    assert ruling.pots[0].high_winners == ("B",)
    assert ruling.pots[0].low_winners == ("A",)
    assert dict(ruling.payouts) == {"A": 50, "B": 51}


def test_seed_001_big_o_odd_chip_between_tied_players_goes_first_left_of_button() -> None:
    # A and C hold the same ranks; B and D have nothing. Seats A B C D, button on C:
    # clockwise from the button's left the order is D, A, B, C, so A gets the odd chip.
    players = [
        ("A", "Ah 3s Kd Qs Jc"),
        ("B", "Jh Jd Qc Qh 8c"),
        ("C", "Ac 3d Kh Qd Js"),
        ("D", "9d 9s Td Th 3h"),
    ]
    ruling = _judge(_game("big-o").variant(), BIG_O_BOARD, players, pot=103, button="C")
    pot = ruling.pots[0]
    # A and C both make 7-5-3-2-A; B and D have no low; D's three nines win high.
    assert pot.low_winners == ("A", "C")
    assert pot.high_winners == ("D",)
    # 103: high half 52 to D; low half 51 split A 26 (first left of the button), C 25.
    assert dict(ruling.payouts) == {"A": 26, "B": 0, "C": 25, "D": 52}


def test_seed_001_big_o_house_rule_odd_chip_to_low_and_right_of_button() -> None:
    players = [
        ("A", "Ah 3s Kd Qs Jc"),
        ("B", "Jh Jd Qc Qh 8c"),
        ("C", "Ac 3d Kh Qd Js"),
        ("D", "9d 9s Td Th 3h"),
    ]
    house = HouseRules(odd_chip=OddChip.RIGHT_OF_BUTTON, hi_lo_odd_chip=HiLoOddChip.LOW)
    ruling = _judge(_game("big-o").variant(), BIG_O_BOARD, players, pot=103, button="C", house=house)
    # High half 51 to D; low half 52 between A and C, who tie: 26 each.
    assert dict(ruling.payouts) == {"A": 26, "B": 0, "C": 26, "D": 51}
    ruling = _judge(_game("big-o").variant(), BIG_O_BOARD, players, pot=101, button="C", house=house)
    # High 50 to D; low 51: the odd chip to the last tied player clockwise, C.
    assert dict(ruling.payouts) == {"A": 25, "B": 0, "C": 26, "D": 50}


# ------------------------------------------------------ seed 004 and others: low order


@pytest.mark.parametrize(
    ("game_id", "board", "winner", "loser", "better", "worse"),
    [
        # seed 004: 8-6-4-3-2 beats 8-6-5-2-A
        ("plo8", "8c 6d 2h Ks Qc", "4s 3c Qd Jc", "As 5c Kd Jh", "8-6-4-3-2", "8-6-5-2-A"),
        # seed 001: 7-5-4-3-2 beats 7-6-3-2-A
        ("big-o", "7c 3d 2h Ks Qc", "5s 4c Qd Jc Tc", "As 6c Kd Jh Th", "7-5-4-3-2", "7-6-3-2-A"),
        # seed 002: 7-5-4-2-A beats 8-4-3-2-A
        ("plo8", "Ac 4d 2h Ks Qc", "7s 5c 9d 9h", "8d 3c Jd Th", "7-5-4-2-A", "8-4-3-2-A"),
        # seed 003: 9-6-3-2-A beats 9-6-5-4-2 (no qualifier)
        ("plo8-regular", "9c 6d 2h Ks Qc", "As 3c Jd Jh", "4d 5c Td Th", "9-6-3-2-A", "9-6-5-4-2"),
    ],
)
def test_seed_004_and_friends_lows_compare_from_the_top_card_down(
    game_id: str,
    board: str,
    winner: str,
    loser: str,
    better: str,
    worse: str,
) -> None:
    ruling = _judge(_game(game_id).variant(), board, [("W", winner), ("L", loser)])
    assert _player(ruling, "W").low.ranks == better
    assert _player(ruling, "L").low.ranks == worse
    assert ruling.pots[0].low_winners == ("W",)


def test_seed_004_no_low_without_three_different_low_board_cards() -> None:
    # Three low cards on the board but two of them are the same rank: no low for anyone.
    ruling = _judge(_game("plo8").variant(), "5c 5d 2h Ks Qc", [("A", "As 3c 4d 6h"), ("B", "Kd Qh 7c 8c")])
    assert all(p.low is None for p in ruling.players)
    assert ruling.pots[0].low_winners == ()
    assert dict(ruling.payouts) == {"A": 0, "B": 100}
