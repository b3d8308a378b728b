"""The words a dealer reads out must be right: issue 9, section 2 ("Words that are wrong").

Each test is named after the wording it pins: the flush with no card of the suit on the
board, the deciding card between two hands of the same name, the places of a duplicate
card, and a ruling judged without any chips.
"""

from __future__ import annotations

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, IllegalAction
from binglao_tui.core.evaluation.high import best_high
from binglao_tui.core.explain import judge_and_explain
from binglao_tui.core.explain.deciding_card import deciding_words
from binglao_tui.core.rules import LowRule, Split, Variant
from binglao_tui.core.showdown import Contender
from binglao_tui.core.showdown.pots import Pot
from tests.core.engine.hand_helpers import play, table

PLO = Variant(4, Split.HIGH)
PLO5 = Variant(5, Split.HIGH)
PLO8 = Variant(4, Split.HI_LO, LowRule.EIGHT)


def _lines(variant: Variant, board: str, pot: int | None, **holes: str) -> dict[str, tuple[str, ...]]:
    players = [Contender(name, parse_cards(cards)) for name, cards in holes.items()]
    pots = None if pot is None else [Pot(pot, tuple(holes))]
    ruling = judge_and_explain(variant, parse_cards(board), players, button=players[-1].name, pots=pots)
    return {p.name: p.explanation for p in ruling.players}


def test_no_flush_with_none_of_the_suit_on_the_board_says_the_board_has_no_spades() -> None:
    lines = _lines(PLO5, "Kh 9d 6c 3h 2d", 100, A="As Ks 8s 7s 4s", B="Ac Ad Qh Jh Tc")["A"]
    flush = next(line for line in lines if line.startswith("No flush"))
    assert flush == (
        "No flush: the hand holds five spades (A♠ K♠ 8♠ 7♠ 4♠) but the board has no spades; "
        "a flush needs three spades on the board."
    )
    assert "only no" not in " ".join(lines)


def test_no_flush_with_two_of_the_suit_on_the_board_still_says_only_two() -> None:
    lines = _lines(PLO, "Kh 9h 6c 3d 2c", 100, A="Ah Qh 7h 4s", B="Tc Td 5s 5c")["A"]
    assert any("but the board has only two;" in line for line in lines)


@pytest.mark.parametrize(
    ("board", "winner", "loser", "words"),
    [
        (
            "Kh 9h 7h 3c 2d",
            "Qh Jh 4c 4d",
            "5h 3h 8c 8d",
            "K-Q-J-9-7 beats K-9-7-5-3 on the second card, queen over nine",
        ),
        (
            "Ah Kd 9c 5s 2h",
            "As Qc 3d 3c",
            "Ad Jc 4d 4c",
            "A-A-K-Q-9 beats A-A-K-J-9 on the second kicker, queen over jack",
        ),
        (
            "Kh Kd 9c 5s 2h",
            "9s Ac 3d 4d",
            "9h Qc 3c 4h",
            "K-K-9-9-A beats K-K-9-9-Q on the kicker, ace over queen",
        ),
        (
            "9h 9d Kc 5s 2h",
            "9s Ac 3d 4d",
            "9c Qc 3c 4h",
            "9-9-9-A-K beats 9-9-9-K-Q on the first kicker, ace over king",
        ),
        (
            "Kh 9d 7c 3s 2h",
            "Ac Qd 4c 5d",
            "As Jc 4h 5s",
            "A-K-Q-9-7 beats A-K-J-9-7 on the third card, queen over jack",
        ),
    ],
    ids=[
        "flush-second-card",
        "pair-second-kicker",
        "two-pair-kicker",
        "three-of-a-kind-first-kicker",
        "high-card",
    ],
)
def test_a_hand_losing_to_one_of_the_same_name_is_told_the_deciding_card(
    board: str, winner: str, loser: str, words: str
) -> None:
    cards = parse_cards(board)
    won, lost = best_high(parse_cards(winner), cards), best_high(parse_cards(loser), cards)
    assert won.description == lost.description
    assert won.strength > lost.strength
    assert deciding_words(won, lost) == words
    assert deciding_words(lost, won) == ""  # the weaker hand never "beats"


def test_the_pot_line_of_the_loser_names_the_deciding_card() -> None:
    lines = _lines(PLO, "Kh 9h 7h 3c 2d", 100, A="Qh Jh 4c 4d", B="5h 3h 8c 8d")
    assert lines["B"][-1] == (
        "The pot (100): loses the high to A (king-high flush: K-Q-J-9-7 beats K-9-7-5-3 "
        "on the second card, queen over nine); takes nothing."
    )
    assert lines["A"][-1] == "The pot (100): wins the high; takes 100."


def test_hands_of_different_names_get_no_deciding_card() -> None:
    lines = _lines(PLO, "Kh 9h 7h 3c 2d", 100, A="Qh Jh 4c 4d", B="Kc Kd 8c 8d")
    assert lines["B"][-1] == "The pot (100): loses the high to A (king-high flush); takes nothing."


def test_full_houses_of_the_same_name_tie_and_need_no_deciding_card() -> None:
    lines = _lines(PLO, "Kh Kd 9c 9s 2h", 100, A="Kc 9d 3c 4c", B="Ks 9h 3d 4d")
    assert lines["A"][-1] == "The pot (100): ties for the high with B; takes 50."


def test_a_hi_lo_loser_of_the_same_name_keeps_the_low_words() -> None:
    lines = _lines(PLO8, "Kh 9h 7h 3c 2d", 100, A="Qh Jh Kc Kd", B="5h 4h 8c 8d")
    assert lines["B"][-1] == (
        "The pot (100): loses the high to A (king-high flush: K-Q-J-9-7 beats K-9-7-5-4 "
        "on the second card, queen over nine); wins the low; takes 50."
    )


def test_a_showdown_without_chips_names_the_winners_not_a_pot_of_0() -> None:
    lines = _lines(PLO, "Kh 9h 6h 3c 2d", None, A="Qh Jh 2c 3d", B="7c 5c 4c 4d")
    assert lines["A"][-1] == "The pot: wins the high."
    assert lines["B"][-1] == "The pot: loses the high to A (king-high flush)."
    assert not any("(0)" in line or "takes nothing" in line for ls in lines.values() for line in ls)


def test_duplicate_card_on_the_board_and_in_a_board_deal_is_named_once_as_the_board() -> None:
    hand = play(
        Hand.start(table()).apply(Action.deal_hole()), "Ann call", "Bob call", "Cy check", "flop Kh 7c 2d"
    )
    hand = play(hand, "Bob check", "Cy check", "Ann check")
    with pytest.raises(IllegalAction) as caught:
        hand.apply(Action.deal_board(parse_cards("Kh")))
    assert str(caught.value) == "duplicate card Kh: twice in board"


def test_duplicate_card_in_a_hand_and_on_the_board_names_the_player() -> None:
    hand = Hand.start(table()).apply(Action.deal_hole("Ann", parse_cards("As Ad 2c 3c")))
    with pytest.raises(IllegalAction) as caught:
        hand.apply(Action.deal_hole("Bob", parse_cards("As Kd 4h 5h")))
    assert str(caught.value) == "duplicate card As: in player Ann and in player Bob"


def test_a_player_named_board_is_not_mistaken_for_the_board() -> None:
    setup = table(stacks={"board": 200, "Bob": 200, "Cy": 200})
    hand = Hand.start(setup).apply(Action.deal_hole("board", parse_cards("As Ad 2c 3c")))
    hand = hand.apply(Action.deal_hole("Bob"))
    hand = hand.apply(Action.deal_hole("Cy"))
    hand = play(hand, "board call", "Bob call", "Cy check")
    with pytest.raises(IllegalAction, match="in player board and in board"):
        hand.apply(Action.deal_board(parse_cards("As 7c 8d")))


def test_an_uncontested_side_pot_is_in_the_ruling_under_its_own_name() -> None:
    # Ann all in for 20; Bob and Cy build a side pot; Cy folds; Bob and Ann show.
    setup = table(stacks={"Ann": 20, "Bob": 300, "Cy": 300})
    hand = play(
        Hand.start(setup).apply(Action.deal_hole()),
        "Ann raise 6",
        "Bob call",
        "Cy call",
        "flop 4s 5c 7h",
        "Bob check",
        "Cy check",
        "Ann allin",
        "Bob raise 50",
        "Cy call",
        "turn Td",
        "Bob bet 20",
        "Cy fold",
        "river 2c",
    )
    hand = hand.apply(Action.show("Bob", parse_cards("As Ks Qd Jd")))
    hand = hand.apply(Action.show("Ann", parse_cards("Ah 2h 3d Kc")))
    assert hand.is_complete
    (ruling,) = hand.rulings
    assert [len(pot.eligible) for pot in ruling.pots] == [3 - 1, 1]  # Cy folded out of both
    bob = next(p for p in ruling.players if p.name == "Bob")
    assert bob.explanation[-1].startswith("Side pot 1 (")
    assert "the only player who can win it" in bob.explanation[-1]
    assert hand.uncontested == ()


def test_a_bet_under_the_minimum_says_the_minimum_bet_of_not_to() -> None:
    hand = play(
        Hand.start(table()).apply(Action.deal_hole()), "Ann call", "Bob call", "Cy check", "flop Kh 7c 2d"
    )
    with pytest.raises(IllegalAction) as caught:
        hand.apply(Action.raise_to("Bob", 1))
    assert str(caught.value) == "Bet 1 is under the minimum bet of 2"


def test_a_street_dealt_with_the_wrong_number_of_cards_says_cards_not_card_s() -> None:
    hand = play(Hand.start(table()).apply(Action.deal_hole()), "Ann call", "Bob call", "Cy check")
    with pytest.raises(IllegalAction) as caught:
        hand.apply(Action.deal_board(parse_cards("Kh 7c")))
    assert str(caught.value) == "the flop is 3 cards, not 2"
    hand = play(hand, "flop Kh 7c 2d", "Bob check", "Cy check", "Ann check")
    with pytest.raises(IllegalAction) as caught:
        hand.apply(Action.deal_board(parse_cards("3c 4c")))
    assert str(caught.value) == "the turn is 1 card, not 2"
