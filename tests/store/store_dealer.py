"""A seeded random dealer for the store's tests: legal hands of every shipped game.

``plan(seed)`` deals one whole hand through the engine and returns its setup and its
steps: each an action, or an undo of the action before. Replaying the same steps always
gives the same hand, which is what the journal tests compare against.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import Betting, load_games

GAMES = load_games(include_user=False)
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
UNDO = None  # a step that takes back the action before it


@dataclass(frozen=True)
class Plan:
    setup: TableSetup
    steps: tuple[Action | None, ...]


def random_setup(rng: random.Random) -> TableSetup:
    game = GAMES[rng.choice(sorted(GAMES))]
    most = min(6, game.player_limit)
    names = NAMES[: rng.randint(2, most)]
    seats = tuple(Seat(n, rng.choice([rng.randint(3, 40), rng.randint(40, 400)])) for n in names)
    betting = rng.choice([None, None, Betting.NO_LIMIT, Betting.FIXED_LIMIT])
    return TableSetup(
        game,
        seats,
        button=rng.choice(names),
        small_blind=1,
        big_blind=2,
        bb_ante=rng.choice([0, 0, 2]),
        betting=betting,
    )


def next_action(rng: random.Random, hand: Hand, deck: list[Card]) -> Action:
    phase = hand.phase
    if phase is Phase.ROLL:
        return Action.roll(rng.randint(1, 6))
    if phase is Phase.DEAL_HOLE:
        name = next(p.name for p in hand.players if p.hole is None)
        return Action.deal_hole(name, [deck.pop() for _ in range(hand.hole_cards)])
    if phase is Phase.DEAL_BOARD:
        count = 3 if not hand.board else 1
        return Action.deal_board([deck.pop() for _ in range(count)])
    if phase is Phase.SHOWDOWN:
        assert hand.actor is not None
        muck = Action.muck(hand.actor)  # refused to a caller with chips behind at an all-in
        return muck if rng.random() < 0.1 and hand.can_apply(muck) else Action.show(hand.actor)
    options = hand.legal()
    assert options is not None, hand
    name, roll = options.player, rng.random()
    if options.to_call and roll < 0.15:
        return Action.fold(name)
    if roll > 0.93 and hand.can_apply(Action.all_in(name)):
        return Action.all_in(name)
    if options.can_raise and roll > 0.6:
        assert options.min_raise_to is not None
        assert options.max_raise_to is not None
        return Action.raise_to(
            name,
            rng.choice(
                [
                    options.min_raise_to,
                    options.max_raise_to,
                    rng.randint(options.min_raise_to, options.max_raise_to),
                ]
            ),
        )
    return Action.check(name) if options.can_check else Action.call(name)


def plan(seed: int, undo_rate: float = 0.08) -> Plan:
    """One whole legal hand, with an undo now and then."""
    rng = random.Random(seed)
    setup = random_setup(rng)
    deck = list(DECK)
    rng.shuffle(deck)
    hand = Hand.start(setup)
    steps: list[Action | None] = []
    while not hand.is_complete:
        if steps and steps[-1] is not UNDO and hand.actions and rng.random() < undo_rate:
            steps.append(UNDO)
            deck.extend(reversed(hand.actions[-1].cards))
            hand = hand.undo()
            continue
        action = next_action(rng, hand, deck)
        hand = hand.apply(action)
        steps.append(action)
    return Plan(setup, tuple(steps))


def play(setup: TableSetup, steps: tuple[Action | None, ...]) -> Hand:
    """The hand after ``steps``, straight through the engine (no store)."""
    hand = Hand.start(setup)
    for step in steps:
        hand = hand.undo() if step is UNDO else hand.apply(step)
    return hand


def state_of(hand: Hand) -> tuple[object, ...]:
    """Everything the dealer sees: stacks, bets, pots, who acts, board, roll, options."""
    return (
        hand.phase,
        hand.street,
        hand.players,
        hand.pot_total,
        hand.pots,
        hand.actor,
        hand.boards,
        hand.roll,
        hand.variant,
        hand.legal(),
        hand.payouts,
        hand.actions,
    )
