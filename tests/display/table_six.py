"""A six-handed PLO hand for the layouts' tests and snapshots, through the dealer's session.

Ann has the button, Bob the small blind, Cat the big blind; Bob is short (10) and goes all
in before the flop, so there is a side pot. On the flop 7♠ 5♦ 2♣ Cat bets 20: Dee is to
act, facing the bet with the call, the minimum and the pot-limit maximum to show. No hole
card has been shown.
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from tests.store.scripted_table import dealer, play, table

SIX = {"Ann": 200, "Bob": 10, "Cat": 200, "Dee": 200, "Eve": 150, "Fay": 200}
HOLES = {
    "Bob": parse_cards("Js Td 9s 8h"),
    "Cat": parse_cards("6c 6d 4h 3s"),
    "Dee": parse_cards("Kc Kd Qh Qs"),
    "Eve": parse_cards("Ac 2d 3h 4s"),
    "Fay": parse_cards("9c 9d Th Ts"),
    "Ann": parse_cards("As Ah Kh Ks"),
}
TO_THE_FLOP_BET = (
    *((Action.deal_hole(name, cards), 3) for name, cards in HOLES.items()),
    (Action.call("Dee"), 5),
    (Action.fold("Eve"), 5),
    (Action.call("Fay"), 7),
    (Action.call("Ann"), 9),
    (Action.all_in("Bob"), 18),
    (Action.call("Cat"), 26),
    (Action.call("Dee"), 34),
    (Action.call("Fay"), 42),
    (Action.call("Ann"), 50),
    (Action.deal_board(parse_cards("7s 5d 2c")), 50),
    (Action.bet("Cat", 20), 70),
)


def six_at_the_flop_bet(path: Path) -> None:
    """Write the hand to ``path`` up to Cat's bet on the flop, and close the session."""
    with dealer(path, table("plo", SIX)) as session:
        assert session.deal() is None
        play(session, TO_THE_FLOP_BET)
