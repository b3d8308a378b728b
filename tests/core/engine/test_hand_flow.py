"""A hand from the roll to the payout: dealing, die timing, showdowns, run it twice, floor."""

from __future__ import annotations

import dataclasses
import json

import pytest

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand, IllegalAction, Phase
from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.rules import Split
from tests.core.engine.hand_helpers import GAMES, dealt, play, table

SIX = {"Ann": 500, "Bob": 500, "Cy": 500, "Di": 500, "Ed": 500}


def test_seed000_binglao_button_rolls_before_the_deal() -> None:
    hand = Hand.start(table("binglao", stacks=SIX))
    assert hand.phase is Phase.ROLL
    assert hand.next_step == "Ann (button) rolls the die"
    assert hand.variant is None
    hand = hand.apply(Action.roll(6))
    assert hand.variant is not None
    assert (hand.variant.hole_cards, hand.variant.split) == (6, Split.HIGH)
    assert hand.next_step == (
        "Deal 6 cards to each of 5 players, one at a time, clockwise from Bob (small blind): 30 cards"
    )


def test_impossible_roll_is_refused() -> None:
    with pytest.raises(IllegalAction, match="impossible roll 7"):
        Hand.start(table("binglao")).apply(Action.roll(7))
    with pytest.raises(IllegalAction, match="has no die roll"):
        Hand.start(table("plo")).apply(Action.roll(3))


def test_burn_before_flop_turn_and_river_with_the_stub_count() -> None:
    hand = dealt(table("binglao", stacks=SIX), roll=6)
    hand = play(hand, "Di call", "Ed call", "Ann call", "Bob call", "Cy check")
    assert hand.next_step == "Burn one, deal the flop (3 cards); 18 cards left in the stub"
    hand = play(hand, "flop", "Bob check", "Cy check", "Di check", "Ed check", "Ann check")
    assert hand.next_step == "Burn one, deal the turn (1 card); 16 cards left in the stub"
    hand = play(hand, "turn", "Bob check", "Cy check", "Di check", "Ed check", "Ann check")
    assert hand.next_step == "Burn one, deal the river (1 card); 14 cards left in the stub"
    assert hand.cards_used == 36


def test_a_table_the_deck_cannot_serve_is_refused_with_the_numbers() -> None:
    big = dataclasses.replace(GAMES["plo6"], max_players=9)
    seats = tuple(Seat(f"P{i}", 100) for i in range(8))
    with pytest.raises(
        SetupError,
        match=r"8 players × 6 hole cards \+ 5 board \+ 3 burns = 56 cards, "
        r"but the deck has 52 \(at most 7 players\)",
    ):
        TableSetup(big, seats, button="P0", small_blind=1, big_blind=2)


def test_binglaha_rolls_after_the_flop_betting() -> None:
    hand = dealt(table("binglaha"))
    assert hand.hole_cards == 4
    hand = play(hand, "Ann call", "Bob call", "Cy check", "flop", "Bob check", "Cy check")
    assert hand.phase is Phase.BETTING
    assert hand.variant is None
    hand = play(hand, "Ann check")
    assert hand.phase is Phase.ROLL
    assert hand.next_step == "The flop betting is over: Ann (button) rolls the die"
    hand = hand.apply(Action.roll(2))
    assert hand.variant is not None
    assert hand.variant.split is Split.HI_LO
    assert hand.phase is Phase.DEAL_BOARD


def test_binglaha_all_in_before_the_flop_rolls_once_the_flop_is_out() -> None:
    hand = play(dealt(table("binglaha", stacks={"Ann": 6, "Bob": 6})), "Ann raise 6", "Bob call", "flop")
    assert hand.phase is Phase.ROLL


def _seed000_hand() -> Hand:
    setup = table("binglao", stacks={"Ann": 100, "Bob": 100})
    hand = Hand.start(setup).apply(Action.roll(1))
    hand = hand.apply(Action.deal_hole("Ann", parse_cards("Ah 3s Kd Qs")))
    hand = hand.apply(Action.deal_hole("Bob", parse_cards("9d 9s 4h 6h")))
    return play(
        hand,
        "Ann raise 6",
        "Bob call",
        "flop 7s 5d 2c",
        "Bob check",
        "Ann check",
        "turn Kc",
        "Bob check",
        "Ann check",
        "river 9h",
        "Bob bet 12",
        "Ann call",
    )


def test_seed000_roll_1_showdown_splits_high_and_low() -> None:
    hand = _seed000_hand()
    assert hand.phase is Phase.SHOWDOWN
    assert hand.showdown_order == ("Bob", "Ann")
    assert hand.next_step == "Bob shows first (last to bet or raise)"
    hand = hand.apply(Action.show("Bob")).apply(Action.show("Ann"))
    assert hand.is_complete
    ruling = hand.ruling
    assert ruling is not None
    assert ruling.pots[0].high_winners == ("Bob",)
    assert ruling.pots[0].low_winners == ("Ann",)
    assert hand.payouts == {"Ann": 18, "Bob": 18}
    assert hand.finishing_stacks == {"Ann": 100, "Bob": 100}


def test_checked_through_river_first_live_player_left_of_button_shows_first() -> None:
    hand = play(
        dealt(table()),
        "Ann call",
        "Bob fold",
        "Cy check",
        "flop",
        "Cy check",
        "Ann check",
        "turn",
        "Cy check",
        "Ann check",
        "river",
        "Cy check",
        "Ann check",
    )
    assert hand.showdown_order == ("Cy", "Ann")
    assert hand.next_step == "Cy shows first (first live player left of the button)"


def test_a_loser_may_muck_and_the_winner_need_not_show() -> None:
    hand = _seed000_hand().apply(Action.muck("Bob"))
    assert hand.is_complete
    assert hand.finishing_stacks == {"Ann": 118, "Bob": 82}
    with pytest.raises(IllegalAction, match="the hand is over"):
        hand.apply(Action.show("Ann"))


def test_all_in_every_hand_is_tabled_and_may_show_before_the_board() -> None:
    setup = table(stacks={"Ann": 6, "Bob": 6})
    hand = Hand.start(setup)
    hand = hand.apply(Action.deal_hole("Ann", parse_cards("As Ad 2c 3c")))
    hand = hand.apply(Action.deal_hole("Bob", parse_cards("Ks Kd 4h 5h")))
    hand = play(hand, "Ann raise 6", "Bob call")
    hand = hand.apply(Action.show("Ann")).apply(Action.show("Bob"))
    hand = play(hand, "flop Ah 7d 2s", "turn Tc", "river Jh")
    assert hand.is_complete
    assert hand.finishing_stacks == {"Ann": 12, "Bob": 0}


def _called_all_in(board: str = "") -> Hand:
    """Bob all in for 6, Ann calls with 194 behind; the board face down unless given."""
    setup = table(stacks={"Ann": 200, "Bob": 6})
    hand = Hand.start(setup)
    hand = hand.apply(Action.deal_hole("Ann", parse_cards("Qd Qc 2c 3c")))
    hand = hand.apply(Action.deal_hole("Bob", parse_cards("Ks Kd 4h 5h")))
    hand = play(hand, "Ann call", "Bob allin", "Ann call")
    for cards in board.split(",") if board else ("", "", ""):
        hand = hand.apply(Action.deal_board(parse_cards(cards)))
    return hand


def test_a_caller_with_chips_behind_may_not_muck_at_an_all_in_showdown() -> None:
    """TDA 2024 Rule 16 (face up for all-ins): once a player is all in and the betting is
    over, every hand is turned face up. Ann mucking gave Bob the pot before the board was
    entered (issue 22 §2); she shows, and the board is asked for before the pot is pushed."""
    hand = _called_all_in()
    assert hand.next_step == "All in: every hand is turned face up; Bob shows first"
    hand = hand.apply(Action.show("Bob"))
    assert hand.actor == "Ann"
    with pytest.raises(IllegalAction, match=r"Ann has chips behind .* \(TDA 2024 Rule 16\)"):
        hand.apply(Action.muck("Ann"))
    assert not hand.can_apply(Action.muck("Ann"))
    hand = hand.apply(Action.show("Ann"))
    assert not hand.is_complete
    assert hand.next_step == "Enter the cards to judge the showdown"
    hand = hand.apply(Action.board_cards(parse_cards("Ah 7d 2s Tc Jh")))
    assert hand.is_complete
    assert hand.finishing_stacks == {"Ann": 194, "Bob": 12}


def test_a_caller_with_chips_behind_may_not_muck_when_the_hands_are_tabled_before_the_board() -> None:
    hand = _called_all_in().undo().undo().undo()  # the board not dealt yet: the hands tabled
    assert hand.phase is Phase.DEAL_BOARD
    with pytest.raises(IllegalAction, match="every hand is turned face up"):
        hand.apply(Action.muck("Ann"))
    assert hand.can_apply(Action.muck("Bob"))  # the player all in may still give up his hand


def test_a_caller_with_chips_behind_may_muck_when_the_betting_was_not_ended_by_an_all_in() -> None:
    hand = _seed000_hand()
    assert hand.can_apply(Action.muck("Bob"))


def _run_twice_hand() -> Hand:
    setup = table(stacks={"Ann": 7, "Bob": 50, "Cy": 7})
    hand = Hand.start(setup)
    for name, cards in (("Ann", "As Ad 2c 3c"), ("Bob", "8c 8d 9h Td"), ("Cy", "Ks Kd 4h 5h")):
        hand = hand.apply(Action.deal_hole(name, parse_cards(cards)))
    return play(hand, "Ann allin", "Bob fold", "Cy call")


def test_run_it_twice_halves_the_pot_odd_chip_to_the_first_board() -> None:
    hand = _run_twice_hand().apply(Action.run_twice())
    assert hand.next_step.endswith("deal the flop (3 cards) on the first board; 36 cards left in the stub")
    for cards in ("Ah 7d 2s", "Tc", "Jh"):
        hand = hand.apply(Action.deal_board(parse_cards(cards)))
    assert hand.phase is Phase.DEAL_BOARD
    assert "on the second board" in hand.next_step
    for cards in ("Kh 6d 8h", "9s", "Qc"):
        hand = hand.apply(Action.deal_board(parse_cards(cards), board=2))
    hand = hand.apply(Action.show("Ann")).apply(Action.show("Cy"))
    assert hand.is_complete
    assert len(hand.rulings) == 2
    assert hand.payouts == {"Ann": 8, "Bob": 0, "Cy": 7}
    assert hand.finishing_stacks == {"Ann": 8, "Bob": 49, "Cy": 7}


def test_run_it_twice_only_when_everyone_left_is_all_in() -> None:
    with pytest.raises(IllegalAction, match="run twice only when everyone left is all in"):
        dealt(table()).apply(Action.run_twice())


def test_floor_ruling_overrides_the_awards_and_must_hand_out_the_whole_pot() -> None:
    hand = _seed000_hand().apply(Action.show("Bob")).apply(Action.show("Ann"))
    with pytest.raises(IllegalAction, match="hands out 30, but the pot is 36"):
        hand.apply(Action.floor({"Ann": 30}))
    ruled = hand.apply(Action.floor({"Ann": 36}, note="Bob's hand was fouled"))
    assert ruled.finishing_stacks == {"Ann": 118, "Bob": 82}
    assert ruled.total_chips == 200


def test_cards_entered_at_the_showdown_when_dealt_face_down() -> None:
    setup = table(stacks={"Ann": 100, "Bob": 100})
    hand = play(dealt(setup), "Ann call", "Bob check")
    for _ in range(3):
        while hand.phase is Phase.BETTING:
            hand = hand.apply(Action.check(hand.actor or ""))
        hand = hand.apply(Action.deal_board())
    while hand.phase is Phase.BETTING:
        hand = hand.apply(Action.check(hand.actor or ""))
    with pytest.raises(IllegalAction, match="enter the cards Bob shows"):
        hand.apply(Action.show("Bob"))
    hand = hand.apply(Action.show("Bob", parse_cards("9d 9s 4h 6h")))
    hand = hand.apply(Action.show("Ann", parse_cards("Ah 3s Kd Qs")))
    assert hand.phase is Phase.SHOWDOWN
    assert hand.next_step == "Enter the cards to judge the showdown"
    hand = hand.apply(Action.board_cards(parse_cards("7s 5d 2c Kc 9h")))
    assert hand.is_complete
    assert hand.finishing_stacks == {"Ann": 98, "Bob": 102}


def test_duplicate_cards_are_refused() -> None:
    hand = Hand.start(table()).apply(Action.deal_hole("Ann", parse_cards("As Ad 2c 3c")))
    with pytest.raises(IllegalAction, match="duplicate card As"):
        hand.apply(Action.deal_hole("Bob", parse_cards("As Kd 4h 5h")))


def test_chips_are_conserved_at_every_step() -> None:
    hand = _run_twice_hand()
    total = hand.setup.total_chips
    for count in range(len(hand.actions) + 1):
        assert Hand.replay(hand.setup, hand.actions[:count]).total_chips == total


def test_hand_setup_and_actions_round_trip_through_json() -> None:
    hand = _seed000_hand().apply(Action.show("Bob")).apply(Action.show("Ann"))
    data = json.loads(json.dumps(hand.to_dict()))
    again = Hand.from_dict(data, GAMES)
    assert again.to_dict() == hand.to_dict()
    assert again.finishing_stacks == hand.finishing_stacks
    setup = table(stacks=SIX, bb_ante=2, chip=1, house=dataclasses.replace(GAMES["plo"].house, raise_cap=5))
    assert TableSetup.from_dict(json.loads(json.dumps(setup.to_dict())), GAMES) == setup


@pytest.mark.parametrize(
    "action",
    [
        Action.roll(3),
        Action.deal_hole(),
        Action.deal_hole("Ann", parse_cards("Ah Kh Qh Jh")),
        Action.deal_board(parse_cards("2c 3c 4c")),
        Action.deal_board(board=2),
        Action.fold("Ann"),
        Action.check("Bob"),
        Action.call("Cy"),
        Action.bet("Ann", 10),
        Action.raise_to("Bob", 30),
        Action.all_in("Cy"),
        Action.run_twice(),
        Action.show("Ann"),
        Action.muck("Bob"),
        Action.board_cards(parse_cards("2c 3c 4c 5d 6d")),
        Action.floor({"Ann": 30, "Bob": 0}, note="x"),
    ],
)
def test_every_action_kind_round_trips(action: Action) -> None:
    assert Action.from_dict(json.loads(json.dumps(action.to_dict()))) == action
    assert action.describe()


def test_action_kinds_are_all_handled() -> None:
    from binglao_tui.core.engine.moves import _HANDLERS

    assert set(_HANDLERS) == set(ActionKind)


def test_setup_refuses_bad_tables() -> None:
    with pytest.raises(SetupError, match="two seats are both called 'Ann'"):
        TableSetup(GAMES["plo"], (Seat("Ann", 5), Seat("Ann", 5)), button="Ann", small_blind=1, big_blind=2)
    with pytest.raises(SetupError, match="button 'Zed' is not a player"):
        table(button="Zed")
    with pytest.raises(SetupError, match="small blind \\(5\\) is bigger than the big blind"):
        table(blinds=(5, 2))
    with pytest.raises(SetupError, match="Bob has no chips"):
        table(stacks={"Ann": 10, "Bob": 0})
    with pytest.raises(SetupError, match="Ann's stack \\(12\\) is not a whole number of chips of 5"):
        table(stacks={"Ann": 12, "Bob": 10}, blinds=(5, 10), chip=5)


def test_at_an_all_in_showdown_only_the_first_hand_shows_first() -> None:
    """Bob and Cy all in preflop and Ann calls: every hand is turned face up, Bob (the last
    to raise) first; the instruction then says the others show next, not 'first' again
    (an evening at the table read 'Eve shows first' after Dan had shown)."""
    setup = table(stacks={"Ann": 200, "Bob": 6, "Cy": 12})
    hand = play(dealt(setup), "Ann call", "Bob allin", "Cy allin", "Ann call", "flop", "turn", "river")
    assert hand.phase is Phase.SHOWDOWN
    order = hand.showdown_order
    assert hand.next_step == f"All in: every hand is turned face up; {order[0]} shows first"
    hand = hand.apply(Action.show(order[0], parse_cards("As Ad Kh Kd")))
    assert hand.next_step == f"All in: every hand is turned face up; {order[1]} shows next"
