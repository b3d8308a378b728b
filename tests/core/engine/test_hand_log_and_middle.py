"""The hand's log with the chips each action moved, the pots in the middle apart from the
bets in front, and the instruction's words about uncalled bets and the end of the betting
(issue 11, item 7)."""

from __future__ import annotations

from binglao_tui.core.engine.actions import Action
from tests.core.engine.hand_helpers import dealt, play, table


def test_the_log_says_how_much_each_call_was() -> None:
    """Ann (button) calls 2, Bob (small blind) completes with 1, Cy raises to 8, Ann calls 6."""
    hand = play(dealt(table()), "Ann call", "Bob call", "Cy raise 8", "Ann call", "Bob fold")
    assert hand.log[-5:] == ("Ann calls 2", "Bob calls 1", "Cy raises to 8", "Ann calls 6", "Bob folds")
    assert len(hand.log) == len(hand.actions)


def test_the_log_says_an_all_in_with_its_total_and_a_call_that_takes_every_chip() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 20, "Cy": 5})
    hand = play(dealt(setup), "Ann raise 7", "Bob allin", "Cy call")
    assert hand.log[-3:] == ("Ann raises to 7", "Bob raises to 20, all in", "Cy calls 3, all in")


def test_undo_keeps_the_log_in_step_with_the_actions() -> None:
    hand = play(dealt(table()), "Ann call", "Bob call").undo()
    assert hand.log[-1] == "Ann calls 2"
    assert len(hand.log) == len(hand.actions)


def test_pots_in_the_middle_leave_out_the_bets_of_the_open_round() -> None:
    """Bob all in for 6 preflop: while Cy is to act the 4 Bob put over the call is a bet in
    front, not a one-player side pot; the live view still counts it."""
    setup = table(stacks={"Ann": 200, "Bob": 6, "Cy": 200})
    hand = play(dealt(setup), "Ann call", "Bob allin")
    assert hand.pots_in_middle == ()
    assert hand.bets_in_front == 10
    assert len(hand.pots) == 2  # the live view layers Bob's unanswered 4 as a pot of his own
    hand = play(hand, "Cy call", "Ann call", "flop 7s 5d 2c", "Cy bet 10")
    assert [p.amount for p in hand.pots_in_middle] == [18]
    assert hand.bets_in_front == 10
    hand = play(hand, "Ann call")
    assert [(p.amount, p.eligible) for p in hand.pots_in_middle] == [
        (18, ("Ann", "Bob", "Cy")),
        (20, ("Ann", "Cy")),
    ]
    assert hand.bets_in_front == 0


def test_a_push_names_the_uncalled_bet_that_comes_back() -> None:
    hand = play(dealt(table()), "Ann raise 7", "Bob fold", "Cy fold")
    assert hand.next_step == "Everyone else folded: push 5 to Ann; Ann's own 5 comes back as an uncalled bet"


def test_an_uncalled_bet_given_back_before_the_showdown_is_not_pushed_again_at_the_end() -> None:
    """Bob bets 21 into Cy's 13 all in, Ann folds: Bob's 8 goes back then, as the log says.
    The evening's play found the hand's last instruction saying it again beside the pushes
    ("...; Fay's own 50 comes back as an uncalled bet"), as if still to be handed back."""
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 20})
    hand = play(dealt(setup), "Ann raise 7", "Bob call", "Cy call", "flop 7h 4c 8c", "Bob bet 21", "Cy call")
    hand = play(hand, "Ann fold")
    assert hand.log[-1] == "Ann folds; Bob's own 8 comes back: nobody called it"
    hand = play(hand, "turn 2d", "river 3s", "Bob show Ah Kd Qs Jc", "Cy show 9d 9s 4h 6h")
    assert hand.is_complete
    assert hand.returned == {"Bob": 8}  # given back, once
    assert "comes back" not in hand.next_step
    assert hand.next_step.startswith("Hand over: push 47 to ")


def test_no_more_betting_is_not_everyone_all_in_while_one_has_chips() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 6, "Cy": 200})
    hand = play(dealt(setup), "Ann call", "Bob allin", "Cy call", "Ann fold")
    assert hand.next_step.startswith("No more betting: everyone else is all in (Cy has 194 behind). ")


def test_a_floor_ruling_after_the_folds_names_who_got_chips_and_no_fold() -> None:
    """The floor splits the 5 the folds gave Ann: the log names only who got chips (not
    Cy's 0), and the push is the floor's, not "Everyone else folded"."""
    hand = play(dealt(table()), "Ann raise 7", "Bob fold", "Cy fold")
    assert hand.winner_by_fold == "Ann"
    ruled = hand.apply(Action.floor({"Ann": 3, "Bob": 2, "Cy": 0}, note="floor ruling"))
    assert ruled.log[-1] == "Floor ruling: Ann 3, Bob 2"
    assert (
        ruled.next_step
        == "Floor ruling: push 3 to Ann; push 2 to Bob; Ann's own 5 comes back as an uncalled bet"
    )
    assert ruled.winner_by_fold is None
    fouled = hand.apply(Action.floor({"Ann": 0, "Bob": 5, "Cy": 0}, note="Ann's hand was fouled"))
    assert fouled.log[-1] == "Floor ruling: Bob 5 (Ann's hand was fouled)"
