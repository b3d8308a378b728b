"""Small builders shared by the hand-engine tests."""

from __future__ import annotations

from typing import Any

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import Game, load_games

GAMES: dict[str, Game] = load_games(include_user=False)


def table(
    game: str = "plo",
    stacks: dict[str, int] | None = None,
    button: str | None = None,
    blinds: tuple[int, int] = (1, 2),
    **options: Any,
) -> TableSetup:
    """A table; by default Ann (button), Bob, Cy with 200 each and blinds 1/2."""
    stacks = stacks or {"Ann": 200, "Bob": 200, "Cy": 200}
    names = list(stacks)
    return TableSetup(
        GAMES[game],
        tuple(Seat(n, s) for n, s in stacks.items()),
        button=button or names[0],
        small_blind=blinds[0],
        big_blind=blinds[1],
        **options,
    )


def dealt(setup: TableSetup, roll: int | None = None) -> Hand:
    """The hand with the roll made (if any) and the hole cards dealt face down."""
    hand = Hand.start(setup)
    if roll is not None:
        hand = hand.apply(Action.roll(roll))
    return hand.apply(Action.deal_hole())


def play(hand: Hand, *steps: str) -> Hand:
    """Apply steps written like ``"Ann raise 7"``, ``"Bob call"``, ``"flop"``, ``"turn Kd"``."""
    for step in steps:
        words = step.split()
        if words[0] in ("flop", "turn", "river"):
            hand = hand.apply(Action.deal_board(parse_cards(" ".join(words[1:]))))
            continue
        name, verb = words[0], words[1]
        if verb == "fold":
            hand = hand.apply(Action.fold(name))
        elif verb == "check":
            hand = hand.apply(Action.check(name))
        elif verb == "call":
            hand = hand.apply(Action.call(name))
        elif verb in ("bet", "raise"):
            hand = hand.apply(Action.raise_to(name, int(words[2])))
        elif verb == "allin":
            hand = hand.apply(Action.all_in(name))
        elif verb == "show":
            hand = hand.apply(Action.show(name, parse_cards(" ".join(words[2:]))))
        elif verb == "muck":
            hand = hand.apply(Action.muck(name))
        else:  # pragma: no cover
            raise ValueError(step)
    return hand
