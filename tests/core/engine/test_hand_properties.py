"""Invariants under random play: chips conserved, limits respected, every pot awarded."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand, IllegalAction, Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import Betting, SmallBlindCounts
from tests.core.engine.hand_helpers import GAMES
from tests.sample_sizes import sizes

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


@st.composite
def setups(draw: st.DrawFn) -> TableSetup:
    game = GAMES[draw(st.sampled_from(["plo", "plo8", "binglao", "binglaha", "big-o", "plo8-regular"]))]
    count = draw(st.integers(2, 6))
    stacks = draw(st.lists(st.integers(1, 400), min_size=count, max_size=count))
    structure = draw(st.sampled_from(list(Betting)))
    blinds = draw(st.sampled_from([(1, 2), (5, 10), (0, 10)]))
    bb_ante = draw(st.sampled_from([0, 0, 10]))
    straddle = draw(st.sampled_from([0, 0, 20])) if count > 2 else 0
    house = dataclasses.replace(
        game.house,
        bb_ante_counts_preflop=draw(st.booleans()),
        small_blind_counts=draw(st.sampled_from(SmallBlindCounts)),
    )
    return TableSetup(
        game,
        tuple(Seat(n, s) for n, s in zip(NAMES, stacks, strict=False)),
        button=NAMES[draw(st.integers(0, count - 1))],
        small_blind=blinds[0],
        big_blind=blinds[1],
        bb_ante=bb_ante,
        straddle=straddle,
        betting=structure,
        house=house,
    )


def _betting_action(data: st.DataObject, hand: Hand) -> Action:
    options = hand.legal()
    assert options is not None
    name = options.player
    choice = data.draw(
        st.sampled_from(["fold", "check", "call", "raise", "raise", "allin", "wild", "stranger"])
    )
    if choice == "raise" and options.can_raise:
        assert options.min_raise_to is not None
        assert options.max_raise_to is not None
        return Action.raise_to(name, data.draw(st.integers(options.min_raise_to, options.max_raise_to)))
    if choice == "wild":  # any amount at all: the engine must refuse what is not allowed
        return Action.raise_to(name, data.draw(st.integers(0, 2000)))
    if choice == "stranger":
        other = data.draw(st.sampled_from(hand.setup.names))
        return Action(data.draw(st.sampled_from([ActionKind.CALL, ActionKind.CHECK, ActionKind.FOLD])), other)
    if choice == "allin":
        return Action.all_in(name)
    if choice == "fold" and options.to_call:
        return Action.fold(name)
    return Action.check(name) if options.can_check else Action.call(name)


@pytest.mark.parametrize("examples", sizes(100, 400))
def test_random_play_conserves_chips_respects_limits_and_awards_every_pot(examples: int) -> None:
    checked = settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    checked(given(st.data())(_random_play))()


def _random_play(data: st.DataObject) -> None:
    draw = data.draw
    setup = draw(setups())
    deck = list(draw(st.permutations(DECK)))
    total = setup.total_chips
    hand = Hand.start(setup)
    for _ in range(300):
        if hand.is_complete:
            break
        assert hand.total_chips == total
        if hand.phase is Phase.ROLL:
            action = Action.roll(draw(st.integers(1, 6)))
        elif hand.phase is Phase.DEAL_HOLE:
            waiting = next(p.name for p in hand.players if p.hole is None)
            action = Action.deal_hole(waiting, [deck.pop() for _ in range(hand.hole_cards)])
        elif hand.phase is Phase.DEAL_BOARD:
            if len(hand.boards) == 1 and draw(st.integers(0, 4)) == 0 and hand.can_apply(Action.run_twice()):
                hand = hand.apply(Action.run_twice())
                continue
            board = 1 if len(hand.board) < 5 else 2
            count = 3 if not hand.boards[board - 1] else 1
            action = Action.deal_board([deck.pop() for _ in range(count)], board=board)
        elif hand.phase is Phase.SHOWDOWN:
            assert hand.actor is not None
            muck = Action.muck(hand.actor)  # refused to a caller with chips behind at an all-in
            mucks = draw(st.integers(0, 5)) == 0 and hand.can_apply(muck)
            action = muck if mucks else Action.show(hand.actor)
        else:
            action = _betting_action(data, hand)
        options = hand.legal()
        try:
            after = hand.apply(action)
        except IllegalAction:
            assert hand.total_chips == total  # the refused action changed nothing
            continue
        if options is not None and action.kind in (ActionKind.BET, ActionKind.RAISE):
            assert options.can_raise
            assert options.max_raise_to is not None
            assert options.min_raise_to is not None
            assert action.amount is not None
            assert action.amount <= options.max_raise_to
            assert action.amount >= options.min_raise_to or action.amount == options.all_in_to
        if options is not None and action.kind is ActionKind.ALL_IN:
            calling = options.all_in_to <= hand.bets[options.player] + options.to_call
            assert calling or (options.max_raise_to is not None and options.all_in_to <= options.max_raise_to)
        if after.is_complete:
            event("won by a fold" if after.winner_by_fold else f"showdown on {len(after.boards)} board(s)")
        hand = after
    assert hand.is_complete, hand.next_step
    payouts = hand.payouts
    finishing = hand.finishing_stacks
    assert payouts is not None
    assert finishing is not None
    assert sum(finishing.values()) == total
    assert all(amount >= 0 for amount in finishing.values())
    assert hand.pot_total == 0
    committed = sum(setup.stacks.values()) - sum(finishing.values()) + sum(payouts.values())
    assert committed == sum(payouts.values())
