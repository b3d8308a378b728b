"""Betting rounds in the hand engine: order of action, limits, short all-ins, caps, antes."""

from __future__ import annotations

import dataclasses

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, IllegalAction, Phase, Street
from binglao_tui.core.rules import Betting, SmallBlindCounts
from tests.core.engine.hand_helpers import dealt, play, table

FIVE = {"Ann": 10_000, "Bob": 10_000, "Cy": 10_000, "Di": 10_000, "Ed": 10_000}


def test_seed002_example1_first_to_act_raises_pot_to_7() -> None:
    hand = dealt(table())
    options = hand.legal()
    assert options is not None
    assert (options.player, options.to_call, options.min_raise_to, options.max_raise_to) == ("Ann", 2, 4, 7)
    assert "raise 5 more: to 7" in options.arithmetic


def test_seed002_example2_pot_20_facing_10_raises_to_50_and_60_is_refused() -> None:
    setup = table(stacks={"Ann": 500, "Bob": 500}, blinds=(5, 10))
    hand = play(dealt(setup), "Ann call", "Bob check", "flop", "Bob bet 10")
    options = hand.legal()
    assert options is not None
    assert (options.to_call, options.max_raise_to, options.pot_after_call) == (10, 50, 40)
    with pytest.raises(IllegalAction, match="Raise to 60 is over the pot limit of 50"):
        hand.apply(Action.raise_to("Ann", 60))


def test_refused_action_leaves_the_hand_as_it_was() -> None:
    hand = dealt(table())
    before = (hand.to_dict(), hand.stacks, hand.bets, hand.actor)
    with pytest.raises(IllegalAction):
        hand.apply(Action.raise_to("Ann", 8))
    with pytest.raises(IllegalAction, match="it is Ann's turn, not Cy's"):
        hand.apply(Action.call("Cy"))
    assert (hand.to_dict(), hand.stacks, hand.bets, hand.actor) == before
    assert not hand.can_apply(Action.check("Ann"))
    assert hand.can_apply(Action.raise_to("Ann", 7))


def test_checking_a_bet_is_refused_with_the_amount() -> None:
    with pytest.raises(IllegalAction, match="Ann cannot check: 2 to call"):
        dealt(table()).verify(Action.check("Ann"))


def test_under_the_minimum_is_refused_unless_all_in() -> None:
    hand = dealt(table())
    with pytest.raises(IllegalAction, match="under the minimum raise to 4"):
        hand.apply(Action.raise_to("Ann", 3))
    short = dealt(table(stacks={"Ann": 3, "Bob": 200, "Cy": 200}))
    assert short.apply(Action.raise_to("Ann", 3)).stacks["Ann"] == 0


def test_preflop_starts_left_of_big_blind_later_streets_left_of_button() -> None:
    hand = dealt(table(stacks=FIVE, blinds=(50, 100)))
    assert hand.actor == "Di"  # Ann button, Bob small blind, Cy big blind
    hand = play(hand, "Di call", "Ed fold", "Ann call", "Bob call", "Cy check", "flop")
    assert hand.street is Street.FLOP
    assert hand.actor == "Bob"
    hand = play(
        dealt(table(stacks=FIVE, blinds=(50, 100))),
        "Di call",
        "Ed call",
        "Ann call",
        "Bob fold",
        "Cy check",
        "flop",
    )
    assert hand.actor == "Cy"  # the small blind folded: the first live player after him


def test_heads_up_button_posts_small_blind_acts_first_preflop_last_after() -> None:
    hand = dealt(table(stacks={"Ann": 100, "Bob": 100}))
    assert hand.bets == {"Ann": 1, "Bob": 2}
    assert hand.actor == "Ann"
    hand = play(hand, "Ann call", "Bob check", "flop")
    assert hand.actor == "Bob"


def test_seed004_big_blind_ante_does_not_count_preflop() -> None:
    setup = table(stacks=FIVE, blinds=(50, 100), bb_ante=100)
    hand = dealt(setup)
    assert hand.pot_total == 250
    options = hand.legal()
    assert options is not None
    assert options.max_raise_to == 350  # 50 + 100 + call 100 = 250, raise to 350; the ante waits


def test_seed004_big_blind_ante_counts_from_the_flop() -> None:
    setup = table(stacks=FIVE, blinds=(50, 100), bb_ante=100)
    hand = play(dealt(setup), "Di call", "Ed fold", "Ann fold", "Bob fold", "Cy check", "flop")
    options = hand.legal()
    assert options is not None
    assert options.player == "Cy"
    assert options.max_raise_to == 350  # Di 100 + Bob 50 + Cy 100 + the ante 100


def test_big_blind_ante_counts_preflop_when_the_house_says_so() -> None:
    setup = table(stacks=FIVE, blinds=(50, 100), bb_ante=100)
    house = dataclasses.replace(setup.rules, bb_ante_counts_preflop=True)
    options = dealt(dataclasses.replace(setup, house=house)).legal()
    assert options is not None
    assert options.max_raise_to == 450


def test_small_blind_counted_as_a_big_blind_when_the_house_says_so() -> None:
    setup = table()
    house = dataclasses.replace(setup.rules, small_blind_counts=SmallBlindCounts.AS_BIG_BLIND)
    options = dealt(dataclasses.replace(setup, house=house)).legal()
    assert options is not None
    assert options.max_raise_to == 8


def test_straddle_acts_as_a_third_blind() -> None:
    stacks = {"Ann": 200, "Bob": 200, "Cy": 200, "Di": 200}
    hand = dealt(table(stacks=stacks, straddle=4))
    options = hand.legal()
    assert options is not None
    assert options.player == "Ann"  # left of the straddler, Di
    assert (options.to_call, options.min_raise_to, options.max_raise_to) == (4, 8, 15)
    hand = play(hand, "Ann call", "Bob call", "Cy call")
    assert hand.actor == "Di"  # the straddle's option
    assert hand.legal().can_check  # type: ignore[union-attr]


def test_short_all_in_does_not_reopen_the_betting() -> None:
    stacks = {"Ann": 500, "Bob": 500, "Cy": 22}
    hand = play(dealt(table(stacks=stacks)), "Ann raise 7", "Bob call", "Cy call", "flop")
    hand = play(hand, "Bob bet 10", "Cy allin", "Ann call")
    options = hand.legal()
    assert options is not None
    assert options.player == "Bob"
    assert options.to_call == 5
    assert not options.can_raise
    assert "did not reopen" in (options.no_raise_reason or "")
    with pytest.raises(IllegalAction, match="Bob cannot raise"):
        hand.apply(Action.raise_to("Bob", 40))


def test_short_all_ins_adding_up_to_a_full_raise_reopen_the_betting() -> None:
    stacks = {"Ann": 500, "Bob": 500, "Cy": 22, "Di": 29}
    hand = play(dealt(table(stacks=stacks)), "Di raise 7", "Ann call", "Bob call", "Cy call", "flop")
    hand = play(hand, "Bob bet 10", "Cy allin", "Di allin", "Ann call")
    options = hand.legal()
    assert options is not None
    assert options.player == "Bob"
    assert options.to_call == 12
    assert options.can_raise
    assert options.min_raise_to == 32  # the last full raise is still the bet of 10


def test_player_who_has_not_acted_may_raise_a_short_all_in() -> None:
    stacks = {"Ann": 500, "Bob": 500, "Cy": 22}
    hand = play(dealt(table(stacks=stacks)), "Ann raise 7", "Bob call", "Cy call", "flop")
    hand = play(hand, "Bob bet 10", "Cy allin")
    options = hand.legal()
    assert options is not None
    assert options.player == "Ann"
    assert options.can_raise
    assert options.min_raise_to == 25


def test_uncalled_bet_is_returned() -> None:
    hand = play(dealt(table()), "Ann raise 7", "Bob fold", "Cy fold")
    assert hand.is_complete
    assert hand.returned == {"Ann": 5}
    assert hand.payouts == {"Ann": 5, "Bob": 0, "Cy": 0}
    assert hand.finishing_stacks == {"Ann": 203, "Bob": 199, "Cy": 198}


def test_fixed_limit_caps_at_four_bets_multiway() -> None:
    setup = table("plo8", stacks={"Ann": 500, "Bob": 500, "Cy": 500}, blinds=(5, 10))
    assert setup.structure is Betting.POT_LIMIT
    setup = dataclasses.replace(setup, betting=Betting.FIXED_LIMIT)
    hand = play(dealt(setup), "Ann raise 20", "Bob raise 30")
    options = hand.legal()
    assert options is not None
    assert (options.min_raise_to, options.max_raise_to) == (40, 40)
    hand = play(hand, "Cy raise 40")
    options = hand.legal()
    assert options is not None
    assert not options.can_raise
    assert "capped at 4 bets" in (options.no_raise_reason or "")


def test_fixed_limit_heads_up_is_uncapped_unless_the_house_caps_it() -> None:
    setup = table("plo8", stacks={"Ann": 500, "Bob": 500}, blinds=(5, 10), betting=Betting.FIXED_LIMIT)
    hand = play(dealt(setup), "Ann raise 20", "Bob raise 30", "Ann raise 40", "Bob raise 50")
    assert hand.legal().can_raise  # type: ignore[union-attr]
    capped = dataclasses.replace(setup, house=dataclasses.replace(setup.rules, cap_heads_up=True))
    hand = play(dealt(capped), "Ann raise 20", "Bob raise 30", "Ann raise 40")
    assert not hand.legal().can_raise  # type: ignore[union-attr]


def test_roberts_rules_a_capped_round_stays_capped_after_a_fold_leaves_two() -> None:
    """Robert's Rules: once capped, a round cannot be uncapped by a later fold."""
    setup = table(
        "plo8", stacks={"Ann": 500, "Bob": 500, "Cy": 500}, blinds=(5, 10), betting=Betting.FIXED_LIMIT
    )
    hand = play(dealt(setup), "Ann raise 20", "Bob raise 30", "Cy raise 40", "Ann fold")
    options = hand.legal()
    assert options is not None
    assert options.player == "Bob"
    assert not options.can_raise
    assert "capped at 4 bets" in (options.no_raise_reason or "")
    with pytest.raises(IllegalAction, match="capped at 4 bets"):
        hand.apply(Action.raise_to("Bob", 50))


def test_roberts_rules_the_cap_does_not_apply_when_the_third_player_is_all_in() -> None:
    """Robert's Rules: the cap is for pots of three or more players not all in; with the
    third all in, the two live players raise without limit."""
    setup = table(
        "plo8", stacks={"Ann": 500, "Bob": 500, "Cy": 15}, blinds=(5, 10), betting=Betting.FIXED_LIMIT
    )
    hand = play(dealt(setup), "Ann raise 20", "Bob raise 30", "Cy call", "Ann raise 40")
    assert hand.legal().can_raise  # type: ignore[union-attr]
    hand = play(hand, "Bob raise 50", "Ann raise 60")
    assert hand.bets == {"Ann": 60, "Bob": 50, "Cy": 15}
    assert hand.legal().can_raise  # type: ignore[union-attr]


def test_roberts_rules_a_cap_reached_by_the_third_players_all_in_leaves_two_uncapped() -> None:
    """The fourth bet is Cy's all-in: from then on only two players can bet, so the cap
    (for three or more players not all in) does not hold."""
    setup = table(
        "plo8", stacks={"Ann": 500, "Bob": 500, "Cy": 40}, blinds=(5, 10), betting=Betting.FIXED_LIMIT
    )
    hand = play(dealt(setup), "Ann raise 20", "Bob raise 30", "Cy raise 40")
    assert hand.stacks["Cy"] == 0
    assert hand.legal().can_raise  # type: ignore[union-attr]


def test_fixed_limit_big_bet_on_turn_and_river() -> None:
    setup = table("plo8", stacks={"Ann": 500, "Bob": 500}, blinds=(5, 10), betting=Betting.FIXED_LIMIT)
    hand = play(dealt(setup), "Ann call", "Bob check", "flop")
    assert hand.legal().max_raise_to == 10  # type: ignore[union-attr]
    hand = play(hand, "Bob check", "Ann check", "turn")
    assert hand.legal().min_raise_to == 20  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="over the fixed limit of 20"):
        hand.apply(Action.raise_to("Bob", 30))


def test_no_limit_allows_all_in() -> None:
    setup = table(stacks={"Ann": 500, "Bob": 500, "Cy": 500}, betting=Betting.NO_LIMIT)
    options = dealt(setup).legal()
    assert options is not None
    assert options.max_raise_to == 500


def test_all_in_over_the_pot_limit_is_refused() -> None:
    with pytest.raises(IllegalAction, match="All in for 200 is over the pot limit of 7"):
        dealt(table()).apply(Action.all_in("Ann"))


def test_everyone_all_in_skips_the_betting_and_says_so() -> None:
    stacks = {"Ann": 6, "Bob": 6}
    hand = play(dealt(table(stacks=stacks)), "Ann raise 6", "Bob call")
    assert hand.betting_over
    assert hand.phase is Phase.DEAL_BOARD
    assert hand.next_step.startswith("Everyone left is all in, no more betting.")


def test_hand_is_immutable_and_undo_replays() -> None:
    start = dealt(table())
    after = start.apply(Action.raise_to("Ann", 7))
    assert start.actor == "Ann"
    assert after.actor == "Bob"
    assert after.undo().to_dict() == start.to_dict()
    assert Hand.replay(start.setup, after.actions).to_dict() == after.to_dict()


def _five_ten(small_blind_stack: int, big_blind_stack: int = 1_000) -> Hand:
    """Blinds 5/10: Ann on the button, Bob the small blind, Cy the big blind."""
    stacks = {"Ann": 1_000, "Bob": small_blind_stack, "Cy": big_blind_stack}
    return dealt(table(stacks=stacks, blinds=(5, 10)))


def test_tda_54b_a_short_all_in_small_blind_counts_as_the_full_blind_preflop() -> None:
    """5/10, the small blind all in for 3: call 10, pot 5 + 10 + 10 = 25, raise to 35."""
    hand = _five_ten(3)
    assert hand.bets == {"Ann": 0, "Bob": 3, "Cy": 10}
    options = hand.legal()
    assert options is not None
    assert (options.player, options.to_call, options.max_raise_to) == ("Ann", 10, 35)
    assert "bets 5 + 10 + your call 10 = 25; raise 25 more: to 35" in options.arithmetic
    assert (
        "the small blind all in for 3 counts as the full blind, 5 (TDA 2024 Rule 54-B)" in options.arithmetic
    )
    assert hand.apply(Action.raise_to("Ann", 35)).bets["Ann"] == 35


def test_tda_54b_a_short_all_in_big_blind_counts_as_the_full_blind_preflop() -> None:
    """5/10, the big blind all in for 6: still a full 10 to call, and the limit is 35."""
    options = _five_ten(1_000, 6).legal()
    assert options is not None
    assert (options.to_call, options.max_raise_to) == (10, 35)
    assert "the big blind all in for 6 counts as the full blind, 10" in options.arithmetic


def test_tda_54b_both_blinds_short_still_count_in_full() -> None:
    stacks = {"Ann": 1_000, "Bob": 3, "Cy": 6, "Di": 1_000}
    options = dealt(table(stacks=stacks, blinds=(5, 10))).legal()
    assert options is not None
    assert (options.player, options.to_call, options.max_raise_to) == ("Di", 10, 35)


def test_tda_54b_after_the_flop_the_blinds_count_as_the_chips_they_are() -> None:
    """The full blinds are assumed preflop only: on the flop the pot is what went in."""
    hand = play(_five_ten(3), "Ann call", "Cy check", "flop")
    assert hand.pot_total == 23
    options = hand.legal()
    assert options is not None
    assert options.max_raise_to == 23


def test_a_raise_nobody_can_call_is_refused_as_such_not_as_everyone_all_in() -> None:
    """Bob is all in for 100 and Ann has 30 behind: Cy cannot raise because nobody could
    call it, though Ann is not all in."""
    setup = table(stacks={"Ann": 32, "Bob": 102, "Cy": 502}, betting=Betting.NO_LIMIT)
    hand = play(dealt(setup), "Ann call", "Bob call", "Cy check", "flop", "Bob allin")
    options = hand.legal()
    assert options is not None
    assert (options.player, options.can_raise) == ("Cy", False)
    assert options.no_raise_reason == "nobody else could call a raise (Ann has no more than the call left)"
    with pytest.raises(IllegalAction, match="Cy cannot raise: nobody else could call a raise"):
        hand.apply(Action.raise_to("Cy", 300))


def test_a_raise_is_refused_as_everyone_all_in_only_when_they_are() -> None:
    setup = table(stacks={"Ann": 32, "Bob": 102, "Cy": 502}, betting=Betting.NO_LIMIT)
    hand = play(
        dealt(setup), "Ann call", "Bob call", "Cy check", "flop", "Bob check", "Cy check", "Ann allin"
    )
    hand = play(hand, "Bob allin")
    options = hand.legal()
    assert options is not None
    assert (options.player, options.no_raise_reason) == ("Cy", "everyone else is all in")
