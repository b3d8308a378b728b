"""Dispute explanations: the hand used, and every misread the seeds warn about."""

from __future__ import annotations

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.rules import LowRule, Split, Variant
from binglao_tui.core.showdown import Contender
from binglao_tui.core.showdown.pots import Pot

PLO = Variant(4, Split.HIGH)
PLO6 = Variant(6, Split.HIGH)
PLO8 = Variant(4, Split.HI_LO, LowRule.EIGHT)
O9 = Variant(4, Split.HI_LO, LowRule.NINE)
REGULAR = Variant(4, Split.HI_LO, LowRule.ANY)


def _explain(variant: Variant, board: str, hole: str, other: str = "") -> tuple[str, ...]:
    """The explanation of player P's hand (the other player only fills the table)."""
    board_cards = parse_cards(board)
    hole_cards = parse_cards(hole)
    used = {*board_cards, *hole_cards}
    if other:
        other_cards = parse_cards(other)
    else:
        spare = [c for c in parse_cards("Tc Td Ts Th 3c 3d 3s 3h Jd Jc Jh Js") if c not in used]
        other_cards = tuple(spare[: variant.hole_cards])
    players = [Contender("P", hole_cards), Contender("X", other_cards)]
    ruling = judge(variant, board_cards, players, button="X", pots=[Pot(100, ("P", "X"))])
    return ruling.players[0].explanation


def _has(lines: tuple[str, ...], *words: str) -> bool:
    return any(all(w in line for w in words) for line in lines)


def test_every_hand_names_its_two_hole_and_three_board_cards() -> None:
    lines = _explain(PLO8, "7s 5d 2c Kc 9h", "Ah 3s Kd Qs", "9d 9s 4h 6h")
    assert lines[0] == "High: Pair of kings, with A♥ K♦ from the hand and 7♠ K♣ 9♥ from the board."
    assert lines[1] == "Low: 7-5-3-2-A, with A♥ 3♠ from the hand and 7♠ 5♦ 2♣ from the board."
    assert lines[2] == "The pot (100): loses the high to X (three nines); wins the low; takes 50."
    assert len(lines) == 3  # nothing misread here


def test_loser_of_the_low_is_told_who_beat_him() -> None:
    ruling = judge(
        PLO8,
        parse_cards("7s 5d 2c Kc 9h"),
        [Contender("A", parse_cards("Ah 3s Kd Qs")), Contender("B", parse_cards("9d 9s 4h 6h"))],
        button="B",
        pots=[Pot(100, ("A", "B"))],
    )
    assert _has(ruling.players[1].explanation, "wins the high", "loses the low to A (7-5-3-2-A)", "takes 50")


def test_seed_002_flush_with_one_heart_in_the_hand_is_no_flush() -> None:
    lines = _explain(PLO, "Kh 9h 6h 3h 2c", "Ah Qs Qd 7c")
    assert _has(lines, "No flush", "four hearts", "only one (A♥)", "two hearts from the hand")


def test_three_of_a_suit_in_the_hand_with_two_on_the_board_is_no_flush() -> None:
    lines = _explain(PLO, "Kh 9h 6c 3d 2c", "Ah Qh 7h 4s")
    assert _has(lines, "No flush", "three hearts (A♥ Q♥ 7♥)", "only two", "three hearts on the board")


def test_a_real_flush_gets_no_flush_warning() -> None:
    lines = _explain(PLO, "Kh 9h 6h 3d 2c", "Ah Qh 7c 4s")
    assert lines[0].startswith("High: Ace-high flush")
    assert not _has(lines, "No flush")


def test_seed_002_straight_with_one_hole_card_is_no_straight() -> None:
    lines = _explain(PLO, "9c 8d 7s 6h 2c", "Td Ac Ad Ks")
    assert lines[0].startswith("High: Pair of aces")
    assert _has(lines, "No straight", "ten-high straight", "one hole card (T♦)", "four from the board")


def test_straight_needing_three_hole_cards_is_no_straight() -> None:
    lines = _explain(PLO, "9c 8d 2s Kh 3c", "Td Jc Qh 4s")
    assert _has(lines, "No straight", "king-high straight", "three hole cards (Q♥ J♣ T♦)")


def test_seed_000_three_aces_in_the_hand_play_as_a_pair_at_most() -> None:
    lines = _explain(PLO6, "8h 6h 3h Qc 2s", "As Ad Ac 5d 4d 7c", "Kh 9h Js Jd Tc 4s")
    assert lines[0].startswith("High: Six-high straight, with 5♦ 4♦")
    assert _has(lines, "Three aces in the hand (A♠ A♦ A♣)", "pair at most")
    assert _has(lines, "loses the high to X (king-high flush)")


def test_the_board_plays_a_straight_on_the_board_belongs_to_nobody() -> None:
    lines = _explain(PLO, "5c 6d 7h 8s 9c", "As Ad Kc Kd")
    assert lines[0].startswith("High: Pair of aces")
    assert _has(
        lines, "board's own nine-high straight does not play", "exactly two hole cards", "pair of aces"
    )


def test_the_board_plays_a_flush_on_the_board_belongs_to_nobody() -> None:
    lines = _explain(PLO, "2h 5h 9h Jh Kh", "As Ad Kc Qd")
    assert _has(lines, "board's own king-high flush does not play")
    assert not _has(lines, "No flush")


def test_a_hand_better_than_the_board_gets_no_board_note() -> None:
    lines = _explain(PLO, "5c 6d 7h 8s 9c", "Ts Jd Kc Kd")
    assert lines[0].startswith("High: Jack-high straight")
    assert not _has(lines, "board's own")


def test_seed_002_no_low_possible_without_three_low_ranks_on_board() -> None:
    lines = _explain(PLO8, "Kc Qd 9s 5h 2c", "Ah 3d 4s 8c")
    assert _has(lines, "No low: no low is possible", "eight or lower", "two (5, 2)")


def test_paired_low_board_cards_count_once() -> None:
    lines = _explain(PLO8, "5c 5d 2h Ks Qc", "Ah 3d 4s 8c")
    assert _has(lines, "no low is possible", "two (5, 2)")


def test_nine_or_better_counts_nines_as_low() -> None:
    lines = _explain(O9, "Kc Qd 9s 5h 2c", "Ah 3d Js Tc")
    assert lines[1] == "Low: 9-5-3-2-A, with A♥ 3♦ from the hand and 9♠ 5♥ 2♣ from the board."
    lines = _explain(O9, "Kc Qd Ts 5h 2c", "Ah 3d Js 7c")
    assert _has(lines, "no low is possible", "nine or lower")


def test_no_low_with_fewer_than_two_low_hole_cards() -> None:
    lines = _explain(PLO8, "7s 5d 2c Kc 9h", "Ah Qd Jd Ts")
    assert _has(lines, "No low", "two hole cards of different ranks", "only one (A)")


def test_counterfeited_low_disappears() -> None:
    lines = _explain(PLO8, "2c 5d 8h Ks Qc", "Ah 2s Kd Jd")
    assert _has(lines, "No low", "counterfeited", "board's 2♣ pairs the hand's 2♠", "only 8 and 5")


def test_counterfeited_low_falls_back_to_a_worse_low() -> None:
    lines = _explain(PLO8, "2c 5d 8h Ks Qc", "Ah 2s 6d Jd")
    assert lines[1].startswith("Low: 8-6-5-2-A, with A♥ 6♦")
    assert _has(lines, "Counterfeited low: 2-A", "2♣ pairs the hand's 2♠", "The low uses A♥ 6♦ instead")


def test_low_card_paired_but_enough_other_low_cards_is_no_counterfeit() -> None:
    lines = _explain(PLO8, "2c 5d 8h 3s Qc", "Ah 2s Kd Jd")
    assert lines[1].startswith("Low: 8-5-3-2-A")
    assert not _has(lines, "ounterfeit")


def test_no_qualifier_low_on_a_board_of_two_ranks_is_paired() -> None:
    lines = _explain(REGULAR, "Kc Kd Kh Qs Qc", "As 2d 3c 4h", "Ts Td 9c 9h")
    assert _has(lines, "Low:", "paired")
    assert _has(lines, "The low is paired", "any unpaired low beats")


def test_no_qualifier_every_hand_has_a_low() -> None:
    lines = _explain(REGULAR, "Kc Qd 9s Th 4c", "As 2d 7c 6h")
    assert lines[1].startswith("Low: T-9-4-2-A")
    assert not _has(lines, "No low")


# -- the board's own hand, above the player's of the same or the next category --------------


def test_the_boards_four_kings_do_not_play_for_a_full_house_under_them() -> None:
    lines = _explain(PLO, "Kc Kd Kh Ks 2c", "2d 2h 9c 8c", "Ac Ad Qs Js")
    assert lines[0].startswith("High: Kings full of twos")
    assert _has(
        lines,
        "The board's own four of a kind (four kings) does not play",
        "exactly two hole cards and three board cards",
        "this hand is kings full of twos",
    )


def test_the_boards_eight_high_straight_does_not_play_for_a_six_high_straight() -> None:
    lines = _explain(PLO, "4c 5d 6h 7s 8c", "3d 2h Kc Kd", "Ac Ad Qs Js")
    assert lines[0].startswith("High: Six-high straight")
    assert _has(lines, "The board's own eight-high straight does not play", "this hand is six-high straight")


def test_the_boards_flush_does_not_play_for_a_lower_flush_of_the_same_name() -> None:
    """Both king-high: the cards say which is higher."""
    lines = _explain(PLO, "2h 5h 9h Jh Kh", "3h 4h Qc Qd", "Ac Ad Qs Js")
    assert lines[0].startswith("High: King-high flush")
    assert _has(
        lines,
        "The board's own king-high flush (K♥ J♥ 9♥ 5♥ 2♥) does not play",
        "this hand is king-high flush (K♥ J♥ 9♥ 4♥ 3♥)",
    )


def test_the_boards_flush_is_no_line_for_a_higher_flush() -> None:
    lines = _explain(PLO, "2h 5h 9h Jh Kh", "Ah 4h Qc Qd", "Ac Ad Qs Js")
    assert lines[0].startswith("High: Ace-high flush")
    assert not _has(lines, "board's own")


def test_the_boards_full_house_does_not_play_for_a_lower_full_house() -> None:
    lines = _explain(PLO, "Kc Kd Kh 9s 9c", "2d 2h 8c 7c", "Ac Ad Qs Js")
    assert lines[0].startswith("High: Kings full of twos")
    assert _has(lines, "The board's own full house (kings full of nines) does not play")
