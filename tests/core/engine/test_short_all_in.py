"""Short all-ins: when an all-in for less than a full bet or raise reopens the betting.

The rules (TDA 2024 rule 47-A; Robert's Rules, no-limit and limit sections):

- pot-limit and no-limit: a player who already acted and then faces only all-ins for less
  than a full bet or raise may call or fold, not raise, until those all-ins add up to a
  full bet or raise over what he put in; the minimum raise stays the last full one;
- fixed limit: an all-in of half a bet or more counts as a full bet (house setting
  ``short_all_in = "half-bet"``, the default), anything less may be called or completed
  by the next player who has not acted, and does not reopen the betting;
- the big blind whose option nobody can answer (everyone else folded or all in for no
  more than the blind) may still check;
- heads-up the first hole card goes to the big blind, left of the button.
"""

from __future__ import annotations

import dataclasses

import pytest

from binglao_tui.core.cards import DECK
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, IllegalAction, Options, Phase
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import Betting, BigBlindAnte, HouseRules, RulesError, ShortAllIn
from tests.core.engine.hand_helpers import GAMES, ReopeningReference, dealt, play, table


def _options(hand: Hand) -> Options:
    options = hand.legal()
    assert options is not None
    return options


# -- pot-limit and no-limit -------------------------------------------------------------------


def _flop_50_100(short: dict[str, int], betting: Betting | None = None) -> Hand:
    """Pot-limit 50/100 (no-limit with ``betting``): Ann, Bob, Cy, Di with Di on the button,
    everyone calls 100 preflop and the flop is dealt: Ann (small blind) acts first.
    ``short`` gives players chips behind on the flop other than 1,000."""
    stacks = {name: 100 + short.get(name, 1000) for name in ("Ann", "Bob", "Cy", "Di")}
    setup = table(stacks=stacks, button="Di", blinds=(50, 100), betting=betting)
    hand = play(dealt(setup), "Cy call", "Di call", "Ann call", "Bob check", "flop")
    assert hand.actor == "Ann"
    return hand


def test_tda_47a_short_all_in_opening_does_not_reopen_for_checkers() -> None:
    """The issue's example: A checks, B all in for 20, C calls; A may call 20 or fold."""
    hand = play(_flop_50_100({"Bob": 20}), "Ann check", "Bob allin", "Cy call", "Di fold")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 20, False)
    assert options.min_raise_to is None
    assert options.max_raise_to is None
    assert options.no_raise_reason is not None
    assert "did not reopen the betting" in options.no_raise_reason
    assert "less than a full bet of 100" in options.no_raise_reason
    assert hand.next_step == "Ann to act: fold or call 20"
    with pytest.raises(IllegalAction, match="Ann cannot raise: the all-in for less than a full bet"):
        hand.apply(Action.raise_to("Ann", 120))
    with pytest.raises(IllegalAction, match="Ann cannot raise"):
        hand.apply(Action.all_in("Ann"))
    assert hand.apply(Action.call("Ann")).phase is Phase.DEAL_BOARD
    assert hand.can_apply(Action.fold("Ann"))


def test_tda_47a_short_opening_all_in_may_be_raised_by_a_player_who_has_not_acted() -> None:
    hand = play(_flop_50_100({"Bob": 20}), "Ann check", "Bob allin")
    options = _options(hand)
    assert options.player == "Cy"
    assert options.can_raise
    assert options.min_raise_to == 120  # the all-in 20 + a full bet of 100 (the big blind)


def test_tda_47a_same_for_no_limit() -> None:
    hand = play(_flop_50_100({"Bob": 20}, Betting.NO_LIMIT), "Ann check", "Bob allin", "Cy call", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 20, False)


def test_tda_47a_several_short_all_ins_under_a_full_bet_do_not_reopen() -> None:
    hand = _flop_50_100({"Bob": 20, "Cy": 60})
    hand = play(hand, "Ann check", "Bob allin", "Cy allin", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 60, False)
    assert "the 60 added since is less than a full bet of 100" in (options.no_raise_reason or "")


def test_tda_47a_short_all_ins_adding_up_to_a_full_bet_reopen_the_betting() -> None:
    hand = _flop_50_100({"Bob": 20, "Cy": 110})
    hand = play(hand, "Ann check", "Bob allin", "Cy allin")
    options = _options(hand)
    assert options.player == "Di"  # has not acted: may raise, by a full bet over the 110
    assert (options.can_raise, options.min_raise_to) == (True, 210)
    hand = play(hand, "Di call")
    options = _options(hand)
    assert options.player == "Ann"  # 110 over her check: a full bet, so she may raise
    assert (options.to_call, options.can_raise) == (110, True)
    assert options.min_raise_to == 210  # the minimum raise is still the full bet of 100


def test_tda_47a_a_full_raise_over_a_short_all_in_reopens_the_betting() -> None:
    hand = play(_flop_50_100({"Bob": 20}), "Ann check", "Bob allin", "Cy raise 120", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 120, True)
    assert options.min_raise_to == 220


def test_tda_47a_short_all_in_raise_does_not_reopen_for_the_bettor() -> None:
    """Ann bets 100, Bob raises all in to 150 (half a raise), Cy calls: Ann may only call."""
    hand = play(_flop_50_100({"Bob": 150}), "Ann bet 100", "Bob allin", "Cy call", "Di fold")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 50, False)
    assert "less than a full raise of 100" in (options.no_raise_reason or "")


def test_tda_47a_short_raises_adding_up_to_a_full_raise_reopen_for_the_bettor() -> None:
    hand = play(_flop_50_100({"Bob": 150, "Cy": 210}), "Ann bet 100", "Bob allin", "Cy allin", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 110, True)
    assert options.min_raise_to == 310  # the last full raise is still Ann's bet of 100


def test_tda_47a_caller_of_a_short_all_in_is_not_reopened_by_a_second_small_one() -> None:
    """Cy calls Bob's short all-in; Di's all-in adds less than a full raise over that."""
    hand = _flop_50_100({"Bob": 150, "Di": 200})
    hand = play(hand, "Ann bet 100", "Bob allin", "Cy call", "Di allin")
    options = _options(hand)
    assert options.player == "Ann"  # 100 over her bet: a full raise, she may raise
    assert options.can_raise
    hand = play(hand, "Ann call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Cy", 50, False)


# -- fixed limit: the half-bet rule ---------------------------------------------------------------


def _limit_flop(short: dict[str, int], house: HouseRules | None = None) -> Hand:
    """Fixed-limit Omaha hi-lo, blinds 200/400 (bets of 400 on the flop), Ann, Bob, Cy, Di
    with Di on the button, everyone in for 400 preflop, the flop dealt."""
    stacks = {name: 400 + short.get(name, 4000) for name in ("Ann", "Bob", "Cy", "Di")}
    setup = table("plo8", stacks=stacks, button="Di", blinds=(200, 400), betting=Betting.FIXED_LIMIT)
    if house is not None:
        setup = dataclasses.replace(setup, house=house)
    hand = play(dealt(setup), "Cy call", "Di call", "Ann call", "Bob check", "flop")
    assert hand.actor == "Ann"
    return hand


def test_robert_limit_all_in_of_half_a_bet_or_more_is_a_full_bet() -> None:
    """$300 all in during a $400 round: a full bet; the next raise is to $700."""
    hand = play(_limit_flop({"Bob": 300}), "Ann check", "Bob allin")
    options = _options(hand)
    assert (options.player, options.min_raise_to, options.max_raise_to) == ("Cy", 700, 700)
    with pytest.raises(IllegalAction, match="under the minimum raise to 700"):
        hand.apply(Action.raise_to("Cy", 600))
    hand = play(hand, "Cy raise 700", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.min_raise_to) == ("Ann", 700, 1100)


def test_robert_limit_half_bet_all_in_reopens_the_betting_for_a_checker() -> None:
    hand = play(_limit_flop({"Bob": 300}), "Ann check", "Bob allin", "Cy call", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 300, True)
    assert options.min_raise_to == 700


def test_robert_limit_all_in_under_half_a_bet_may_be_completed() -> None:
    """$100 all in during a $400 round: the next player may fold, call 100 or complete to 400."""
    hand = play(_limit_flop({"Bob": 100}), "Ann check", "Bob allin")
    options = _options(hand)
    assert (options.player, options.to_call) == ("Cy", 100)
    assert (options.min_raise_to, options.max_raise_to) == (400, 400)
    assert "complete the bet to 400" in options.arithmetic
    with pytest.raises(IllegalAction, match="over the fixed limit of 400"):
        hand.apply(Action.raise_to("Cy", 500))
    completed = play(hand, "Cy raise 400", "Di call")
    options = _options(completed)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 400, True)
    assert options.min_raise_to == 800


def test_robert_limit_all_in_under_half_a_bet_does_not_reopen_the_betting() -> None:
    hand = play(_limit_flop({"Bob": 100}), "Ann check", "Bob allin", "Cy call", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 100, False)
    assert "less than half a bet (200)" in (options.no_raise_reason or "")


def test_robert_limit_short_all_in_over_a_bet_is_completed_to_a_full_raise() -> None:
    """Ann bets 400, Bob all in for 500 (100 over): Cy may call 500 or raise to 800."""
    hand = play(_limit_flop({"Bob": 500}), "Ann bet 400", "Bob allin")
    options = _options(hand)
    assert (options.player, options.to_call, options.min_raise_to, options.max_raise_to) == (
        "Cy",
        500,
        800,
        800,
    )


def test_robert_limit_short_all_ins_are_measured_from_the_last_full_bet() -> None:
    """Bob all in for 100, Cy all in for 250: 250 over no bet is more than half a bet."""
    hand = play(_limit_flop({"Bob": 100, "Cy": 250}), "Ann check", "Bob allin", "Cy allin")
    options = _options(hand)
    assert (options.player, options.min_raise_to) == ("Di", 650)
    hand = play(hand, "Di call")
    assert _options(hand).can_raise  # Ann faces a full bet now


def test_limit_half_bet_all_in_counts_toward_the_cap() -> None:
    """Bet 400, raise 800, all in 1,000 (a raise under the half-bet rule), raise 1,400: capped."""
    hand = play(_limit_flop({"Cy": 1000}), "Ann bet 400", "Bob raise 800", "Cy allin", "Di raise 1400")
    options = _options(hand)
    assert options.player == "Ann"
    assert not options.can_raise
    assert "capped at 4 bets" in (options.no_raise_reason or "")


def test_limit_full_bet_house_setting_needs_a_full_bet_to_reopen() -> None:
    house = HouseRules(short_all_in=ShortAllIn.FULL_BET)
    hand = play(_limit_flop({"Bob": 300}, house), "Ann check", "Bob allin")
    options = _options(hand)
    assert (options.player, options.min_raise_to, options.max_raise_to) == ("Cy", 400, 400)
    hand = play(hand, "Cy call", "Di call")
    options = _options(hand)
    assert (options.player, options.to_call, options.can_raise) == ("Ann", 300, False)
    assert "less than a full bet (400)" in (options.no_raise_reason or "")


def test_short_all_in_house_setting_reads_from_a_rules_file_mapping() -> None:
    assert HouseRules().short_all_in is ShortAllIn.HALF_BET
    assert HouseRules.from_mapping({"short_all_in": "full-bet"}).short_all_in is ShortAllIn.FULL_BET
    with pytest.raises(RulesError, match=r"'house\.short_all_in' must be one of 'half-bet', 'full-bet'"):
        HouseRules.from_mapping({"short_all_in": "third-bet"})


# -- the big blind's option after a short all-in call ----------------------------------------------


def _short_small_blind() -> TableSetup:
    """Three-handed 2/5: Ann on the button, Bob the small blind with 4 chips, Cy the big blind."""
    return table(stacks={"Ann": 100, "Bob": 4, "Cy": 100}, blinds=(2, 5))


def test_big_blind_may_check_after_a_short_all_in_call() -> None:
    hand = play(dealt(_short_small_blind()), "Ann fold", "Bob call")
    assert hand.returned == {"Cy": 1}  # the big blind's chip nobody matched
    assert (hand.stacks, hand.pot_total) == ({"Ann": 100, "Bob": 0, "Cy": 96}, 8)
    assert hand.phase is Phase.DEAL_BOARD  # nobody could answer a bet: the dealer goes on
    assert hand.may_still_check == "Cy"
    checked = hand.apply(Action.check("Cy"))
    assert checked.phase is Phase.DEAL_BOARD
    assert checked.may_still_check is None
    assert checked.stacks == hand.stacks
    assert checked.pot_total == hand.pot_total
    with pytest.raises(IllegalAction):
        checked.apply(Action.check("Cy"))  # once only
    for start in (hand, checked):
        done = play(start, "flop 7h 4d 8c", "turn Td", "river 2s")
        assert done.phase is Phase.SHOWDOWN


def test_big_blind_option_passes_once_the_dealer_goes_on() -> None:
    hand = play(dealt(_short_small_blind()), "Ann fold", "Bob call", "flop 7h 4d 8c")
    assert hand.may_still_check is None
    with pytest.raises(IllegalAction, match="no betting round is open"):
        hand.apply(Action.check("Cy"))


def test_big_blind_option_is_asked_when_someone_could_still_answer() -> None:
    hand = play(dealt(_short_small_blind()), "Ann call", "Bob call")
    options = _options(hand)
    assert (options.player, options.can_check, options.can_raise) == ("Cy", True, True)
    assert hand.may_still_check is None


# -- the deal --------------------------------------------------------------------------------------


def test_robert_heads_up_first_card_goes_to_the_big_blind() -> None:
    setup = table(stacks={"Ann": 100, "Bob": 100}, button="Ann")
    hand = Hand.start(setup)
    assert setup.big_blind_player == "Bob"
    assert hand.next_step == (
        "Deal 4 cards to each of 2 players, one at a time, clockwise from Bob (big blind): 8 cards"
    )
    assert setup.first_dealt == ("Bob", "big blind")


def test_ring_deal_still_starts_with_the_small_blind() -> None:
    hand = Hand.start(table(button="Ann"))
    assert hand.next_step == (
        "Deal 4 cards to each of 3 players, one at a time, clockwise from Bob (small blind): 12 cards"
    )


def test_deal_with_no_small_blind_starts_with_the_big_blind_left_of_the_button() -> None:
    hand = Hand.start(table(button="Ann", blinds=(0, 2)))
    assert hand.next_step.endswith("clockwise from Bob (big blind): 12 cards")


# -- the rule against random play ------------------------------------------------------------------


def _muck_or_show(hand: Hand) -> Action:
    """The showdown's next step with the hands dealt face down: a muck, or where a muck is
    refused (a caller with chips behind at an all-in, TDA 2024 Rule 16) the hand shown,
    and the board once every hand is up, in cards nobody holds yet."""
    if hand.actor is not None and hand.can_apply(Action.muck(hand.actor)):
        return Action.muck(hand.actor)
    known = {card for p in hand.players for card in p.hole or ()}
    unseen = iter(card for card in DECK if card not in known)
    if hand.actor is None:
        return Action.board_cards([next(unseen) for _ in range(5)])
    return Action.show(hand.actor, [next(unseen) for _ in range(hand.hole_cards)])


@pytest.mark.parametrize("seed", range(3))
def test_reopening_follows_the_rule_in_random_play(seed: int) -> None:
    """Thousands of decisions with many short stacks: the engine's raise/no-raise answer
    and its minimum raise are the rule's, and chips are never created or lost."""
    import random

    from binglao_tui.core.engine.table import Seat

    rng = random.Random(seed)
    decisions = reopen_refusals = 0
    for _ in range(600):
        count = rng.randint(2, 6)
        names = [f"s{i}" for i in range(count)]
        structure = rng.choice(list(Betting))
        house = HouseRules(short_all_in=rng.choice(list(ShortAllIn)))
        stacks = [rng.choice([rng.randint(1, 12), rng.randint(5, 40), rng.randint(30, 300)]) for _ in names]
        setup = TableSetup(
            table().game,
            tuple(Seat(n, s) for n, s in zip(names, stacks, strict=True)),
            button=names[-1],
            small_blind=2,
            big_blind=4,
            straddle=8 if count > 2 and rng.random() < 0.2 else 0,
            betting=structure,
            house=house,
        )
        hand = dealt(setup)
        reference = ReopeningReference(hand)
        while not hand.is_complete:
            if hand.phase is Phase.DEAL_BOARD:
                hand = hand.apply(Action.deal_board())
                reference = ReopeningReference(hand)
                continue
            if hand.phase is Phase.SHOWDOWN:
                hand = hand.apply(_muck_or_show(hand))
                continue
            options = _options(hand)
            name = options.player
            decisions += 1
            reason = options.no_raise_reason or ""
            if not any(
                words in reason for words in ("calling takes", "everyone else", "nobody else could call")
            ):
                refused = "did not reopen" in reason
                assert refused == (not reference.reopened(name, hand.bets[name])), (seed, hand.actions)
                reopen_refusals += refused
                capped = "capped" in reason
                assert capped == (not refused and reference.capped()), hand.actions
                if options.can_raise:
                    assert options.min_raise_to == min(reference.least_raise(), options.all_in_to)
            roll = rng.random()
            if roll < 0.1 and options.to_call:
                action = Action.fold(name)
            elif roll < 0.45:
                action = Action.all_in(name)
            elif roll < 0.6 and options.can_raise:
                assert options.min_raise_to is not None
                action = Action.raise_to(name, options.min_raise_to)
            else:
                action = Action.check(name) if options.can_check else Action.call(name)
            if not hand.can_apply(action):
                assert action.kind.value == "all-in"  # over the limit: call instead
                action = Action.check(name) if options.can_check else Action.call(name)
            after = hand.apply(action)
            assert after.total_chips == setup.total_chips
            reference.observe(hand, action)
            hand = after
        assert sum((hand.finishing_stacks or {}).values()) == setup.total_chips
    print(f"\nseed {seed}: {decisions} decisions, {reopen_refusals} raises refused as not reopened")
    assert decisions > 4500
    assert reopen_refusals > 50  # the rule came up often enough to be tested


# -- a big blind short of chips for his blind and his big-blind ante ------------------------------


def _short_big_blind(order: str | None = None) -> Hand:
    """Blinds 1/2 with a big-blind ante of 2; Cy, the big blind, has 3 chips."""
    setup = table(stacks={"Ann": 100, "Bob": 100, "Cy": 3}, bb_ante=2)
    if order is not None:
        setup = dataclasses.replace(setup, house=HouseRules(bb_ante_order=BigBlindAnte(order)))
    return dealt(setup)


def test_tda_2024_short_big_blind_posts_the_blind_first() -> None:
    """TDA 2024 (with the WSOP and BARGE): the blind first, what is left toward the ante."""
    hand = _short_big_blind()
    assert hand.setup.rules.bb_ante_order is BigBlindAnte.BLIND_FIRST
    assert hand.bets == {"Ann": 0, "Bob": 1, "Cy": 2}
    assert hand.pot_total == 4  # the blinds 1 and 2, what was left for the ante: 1
    assert _options(hand).to_call == 2


def test_tda_2019_short_big_blind_posts_the_ante_first_when_the_house_says_so() -> None:
    hand = _short_big_blind("ante-first")
    assert hand.bets == {"Ann": 0, "Bob": 1, "Cy": 1}
    assert hand.pot_total == 4  # the ante 2, the blinds 1 and 1
    assert _options(hand).to_call == 2  # a full big blind to call all the same


def _checked_down(setup: TableSetup, *shows: str) -> Hand:
    """Ann and Bob call the blind and check it down; the hands are shown as given."""
    return play(
        dealt(setup),
        "Ann call",
        "Bob call",
        "flop Kc 8d 3s",
        "Bob check",
        "Ann check",
        "turn 2h",
        "Bob check",
        "Ann check",
        "river 7c",
        "Bob check",
        "Ann check",
        *shows,
    )


SHOWN = ("Bob show Qh Jh 5c 4d", "Ann show Td 9d 6c 6d", "Cy show As Ah Ks Kd")


def test_ante_first_big_blind_all_in_on_the_ante_alone_can_win_it_back() -> None:
    """Ante first, Cy has 2 chips, all taken by the ante: she plays for that ante alone."""
    setup = table(stacks={"Ann": 100, "Bob": 100, "Cy": 2}, bb_ante=2)
    setup = dataclasses.replace(setup, house=HouseRules(bb_ante_order=BigBlindAnte.ANTE_FIRST))
    hand = _checked_down(setup, *SHOWN)
    assert hand.is_complete
    assert hand.payouts == {"Ann": 4, "Bob": 0, "Cy": 2}  # Cy's set takes back the ante only
    assert [(p.amount, p.eligible) for p in hand.rulings[0].pots] == [
        (2, ("Ann", "Bob", "Cy")),
        (4, ("Ann", "Bob")),
    ]


def test_tda_2024_big_blind_with_chips_for_the_blind_only_posts_no_ante_and_plays_for_the_blind() -> None:
    """Blind first, Cy's 2 chips are her blind: each caller matches it, and she can win 6."""
    setup = table(stacks={"Ann": 100, "Bob": 100, "Cy": 2}, bb_ante=2)
    hand = _checked_down(setup, *SHOWN)
    assert hand.payouts == {"Ann": 0, "Bob": 0, "Cy": 6}
    assert [(p.amount, p.eligible) for p in hand.rulings[0].pots] == [(6, ("Ann", "Bob", "Cy"))]


def _plo8_short_big_blind(order: BigBlindAnte | None = None) -> Hand:
    """PLO8 50/100 with a big-blind ante of 100; Cy, the big blind, has 150. Cy's kings win
    the high, Bob's 7-5-4-3-2 the low."""
    setup = table("plo8", stacks={"Ann": 1_000, "Bob": 1_000, "Cy": 150}, blinds=(50, 100), bb_ante=100)
    if order is not None:
        setup = dataclasses.replace(setup, house=HouseRules(bb_ante_order=order))
    return _checked_down(setup, *SHOWN)


def test_tda_2024_plo8_big_blind_of_150_facing_100_and_100_ante_can_win_175() -> None:
    """Blind first: the blind 100 is matched by both callers, the ante is 50: the main pot
    is 350 and Cy's high half 175."""
    hand = _plo8_short_big_blind()
    assert hand.payouts == {"Ann": 0, "Bob": 175, "Cy": 175}
    assert [(p.amount, p.eligible) for p in hand.rulings[0].pots] == [(350, ("Ann", "Bob", "Cy"))]


def test_tda_2019_ante_first_the_same_big_blind_could_win_only_125() -> None:
    hand = _plo8_short_big_blind(BigBlindAnte.ANTE_FIRST)
    assert hand.payouts == {"Ann": 50, "Bob": 175, "Cy": 125}
    assert [(p.amount, p.eligible) for p in hand.rulings[0].pots] == [
        (250, ("Ann", "Bob", "Cy")),
        (100, ("Ann", "Bob")),
    ]


def test_roberts_rules_big_blind_all_in_for_less_still_leaves_a_full_blind_to_call() -> None:
    """Blinds 1/2, the big blind has 1 chip: the others call 2, and the minimum raise is to 4."""
    setup = table(stacks={"Ann": 100, "Bob": 100, "Cy": 1})
    hand = dealt(setup)
    options = _options(hand)
    assert (options.player, options.to_call, options.min_raise_to) == ("Ann", 2, 4)
    hand = play(hand, "Ann call", "Bob call")
    assert hand.pots[0].amount == 3  # 1 from each for the big blind's chip
    assert [(p.amount, p.eligible) for p in hand.pots[1:]] == [(2, ("Ann", "Bob"))]


def test_a_hand_kept_before_blind_first_became_the_default_replays_ante_first() -> None:
    """A journal or history record written before issue 22 has no bb_ante_order: its short
    big blind posted the ante first, the default then, and it replays so; a table
    remembered for next time takes today's default."""
    setup = table(stacks={"Ann": 100, "Bob": 100, "Cy": 3}, bb_ante=2)
    data = setup.to_dict()
    assert data["bb_ante_order"] == "blind-first"
    assert TableSetup.from_dict(data, GAMES) == setup
    old = {k: v for k, v in data.items() if k != "bb_ante_order"}
    assert TableSetup.from_dict(old, GAMES).rules.bb_ante_order is BigBlindAnte.ANTE_FIRST
    assert dealt(TableSetup.from_dict(old, GAMES)).bets == {"Ann": 0, "Bob": 1, "Cy": 1}
    assert TableSetup.from_dict(old, GAMES, dealt=False).rules.bb_ante_order is BigBlindAnte.BLIND_FIRST
