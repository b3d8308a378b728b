"""The engine against pokerkit 0.7.7 on seeded random pot-limit Omaha hands.

At every betting decision both must agree on who acts, the amount to call and the
smallest and largest raise-to; at the end both must agree on the finishing stacks,
except where an odd chip is split (the two engines may hand it to different players).
No antes: pokerkit counts a big-blind ante toward the pot preflop, this project by
default does not.

One known difference is counted rather than failed: pokerkit starts each preflop round
with no "last raise", so an all-in for less than a full raise over callers lets those
callers raise again; the usual rule (followed here) is that it does not reopen the
betting for players who already acted.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass, field
from typing import Any

import pytest

pokerkit = pytest.importorskip("pokerkit")

from binglao_tui.core.cards import DECK, Card  # noqa: E402
from binglao_tui.core.engine.actions import Action  # noqa: E402
from binglao_tui.core.engine.hand import Hand, Options, Phase  # noqa: E402
from binglao_tui.core.engine.table import Seat, TableSetup  # noqa: E402
from binglao_tui.core.rules import load_games  # noqa: E402

HANDS = 1000
PLO = load_games(include_user=False)["plo"]
A = pokerkit.Automation
AUTOMATIONS = (
    A.ANTE_POSTING,
    A.BET_COLLECTION,
    A.BLIND_OR_STRADDLE_POSTING,
    A.CARD_BURNING,
    A.HOLE_CARDS_SHOWING_OR_MUCKING,
    A.HAND_KILLING,
    A.CHIPS_PUSHING,
    A.CHIPS_PULLING,
    A.RUNOUT_COUNT_SELECTION,
)


@dataclass
class Tally:
    hands: int = 0
    decisions: int = 0
    stacks_compared: int = 0
    odd_chip_skipped: int = 0
    known_reopen_difference: int = 0
    pointless_checks: int = 0
    mismatches: list[str] = field(default_factory=list)


def _cards(cards: list[Card]) -> str:
    return "".join(str(c) for c in cards)


def _random_stack(rng: random.Random) -> int:
    return rng.choice([rng.randint(1, 30), rng.randint(20, 120), rng.randint(100, 600)])


def _choose(rng: random.Random, options: Options) -> Action:
    name = options.player
    roll = rng.random()
    if options.to_call and roll < 0.18:
        return Action.fold(name)
    if options.can_raise and roll > 0.55:
        assert options.min_raise_to is not None
        assert options.max_raise_to is not None
        low, high = options.min_raise_to, options.max_raise_to
        amount = rng.choice([low, high, rng.randint(low, high)])
        return Action.raise_to(name, amount)
    return Action.check(name) if options.can_check else Action.call(name)


def _compare(tally: Tally, seed: int, hand: Hand, state: Any) -> bool:
    options = hand.legal()
    assert options is not None
    where = f"seed {seed}, {hand.street.word}, {options.player}"
    actor = hand.setup.names.index(options.player)
    if state.actor_index != actor:
        tally.mismatches.append(f"{where}: pokerkit has player {state.actor_index} to act")
        return False
    tally.decisions += 1
    before = len(tally.mismatches)
    pk_call = state.checking_or_calling_amount
    pk_min = state.min_completion_betting_or_raising_to_amount
    pk_max = state.max_completion_betting_or_raising_to_amount
    if pk_call != options.to_call:
        tally.mismatches.append(f"{where}: to call {options.to_call}, pokerkit {pk_call}")
    if options.min_raise_to is None and pk_min is not None:
        if options.no_raise_reason and "reopen" in options.no_raise_reason:
            tally.known_reopen_difference += 1
        else:
            reason = options.no_raise_reason
            tally.mismatches.append(f"{where}: no raise ({reason}), pokerkit {pk_min}-{pk_max}")
    elif (options.min_raise_to, options.max_raise_to) != (pk_min, pk_max):
        tally.mismatches.append(
            f"{where}: raise {options.min_raise_to}-{options.max_raise_to}, pokerkit {pk_min}-{pk_max}"
        )
    return len(tally.mismatches) == before


def _skip_pointless_check(tally: Tally, hand: Hand, state: Any) -> None:
    """pokerkit sometimes asks a player to check when nobody left can answer a bet.

    This engine moves on instead (the only thing the player could do is check), so
    pokerkit is stepped past that check.
    """
    if hand.phase is Phase.BETTING or state.actor_index is None:
        return
    no_raise = state.min_completion_betting_or_raising_to_amount is None
    if state.checking_or_calling_amount == 0 and no_raise:
        state.check_or_call()
        tally.pointless_checks += 1


def _odd_chip(hand: Hand) -> bool:
    for ruling in hand.rulings:
        for pot in ruling.pots:
            winners = len(pot.high_winners)
            if winners > 1 and pot.amount % winners:
                return True
    return False


def play(seed: int, tally: Tally) -> None:
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    names = [f"p{i + 1}" for i in range(count)]
    stacks = [_random_stack(rng) for _ in names]
    deck = list(DECK)
    rng.shuffle(deck)
    holes = [deck[4 * i : 4 * i + 4] for i in range(count)]
    board = deck[4 * count : 4 * count + 5]
    setup = TableSetup(
        PLO,
        tuple(Seat(n, s) for n, s in zip(names, stacks, strict=True)),
        button=names[-1],
        small_blind=1,
        big_blind=2,
    )
    state = pokerkit.PotLimitOmahaHoldem.create_state(
        AUTOMATIONS,
        False,
        0,
        (1, 2),
        2,
        tuple(stacks),
        count,
        mode=pokerkit.Mode.CASH_GAME,
    )
    hand = Hand.start(setup)
    for _ in range(count):
        state.deal_hole(_cards(holes[state.hole_dealee_index]))
    for name, hole in zip(names, holes, strict=True):
        hand = hand.apply(Action.deal_hole(name, hole))
    dealt = 0
    while not hand.is_complete:
        _skip_pointless_check(tally, hand, state)
        if hand.phase is Phase.BETTING:
            if not _compare(tally, seed, hand, state):
                return
            options = hand.legal()
            assert options is not None
            action = _choose(rng, options)
            hand = hand.apply(action)
            try:
                if action.kind.value == "fold":
                    state.fold()
                elif action.kind.value in ("check", "call"):
                    state.check_or_call()
                else:
                    state.complete_bet_or_raise_to(action.amount)
            except ValueError as exc:
                tally.mismatches.append(f"seed {seed}: pokerkit refuses {action.describe()}: {exc}")
                return
        elif hand.phase is Phase.DEAL_BOARD:
            count_now = 3 if dealt == 0 else 1
            cards = board[dealt : dealt + count_now]
            dealt += count_now
            hand = hand.apply(Action.deal_board(cards))
            try:
                state.deal_board(_cards(cards))
            except ValueError as exc:
                tally.mismatches.append(f"seed {seed}: pokerkit refuses the board {cards}: {exc}")
                return
        elif hand.phase is Phase.SHOWDOWN:
            assert hand.actor is not None
            hand = hand.apply(Action.show(hand.actor))
        else:  # pragma: no cover
            raise AssertionError(hand.phase)
        if len(tally.mismatches) > 20:
            return
    assert hand.total_chips == setup.total_chips
    _skip_pointless_check(tally, hand, state)
    if state.status:
        tally.mismatches.append(f"seed {seed}: pokerkit's hand is not over when ours is")
        return
    ours = [hand.stacks[n] for n in names]
    if _odd_chip(hand):
        tally.odd_chip_skipped += 1
    else:
        tally.stacks_compared += 1
        if ours != list(state.stacks):
            tally.mismatches.append(f"seed {seed}: finishing stacks {ours}, pokerkit {list(state.stacks)}")
    tally.hands += 1


def test_random_pot_limit_omaha_hands_agree_with_pokerkit() -> None:
    tally = Tally()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seed in range(HANDS):
            play(seed, tally)
            if len(tally.mismatches) > 20:
                break
    print(
        f"\n{tally.hands} hands, {tally.decisions} decisions compared, {tally.stacks_compared} finishing"
        f" stacks compared, {tally.odd_chip_skipped} skipped for odd chips,"
        f" {tally.known_reopen_difference} known reopening differences,"
        f" {tally.pointless_checks} pointless pokerkit checks skipped"
    )
    assert not tally.mismatches, "\n".join(tally.mismatches[:20])
    assert tally.hands == HANDS
    assert tally.decisions > 5 * HANDS
