"""A hand of PLO8 run twice to the end, through the dealer's session: six seated, three
all in before the flop (a main and a side pot), run twice, hi-lo, so four pots to tell,
each split high and low. The terminal display's and the page's tests both deal it."""

from __future__ import annotations

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.session import DealerSession

SHORT_STACKS = {"Ann": 6, "Bob": 8, "Cat": 8, "Dan": 200, "Eve": 200, "Fay": 200}
TABLED = {"Ann": "AsAhKsKh", "Bob": "Ac4c9s9d", "Cat": "Ad4hJsJh"}
BOARDS = ((1, "2c3d8h"), (1, "Kd"), (1, "Qc"), (2, "5s6s7d"), (2, "Th"), (2, "Jc"))


def run_twice_to_the_end(session: DealerSession) -> None:
    """The hand, from the deal to every hand tabled at the showdown."""
    steps = [Action.deal_hole(name, parse_cards(hole)) for name, hole in TABLED.items()]
    steps += [Action.deal_hole(), Action.fold("Dan"), Action.fold("Eve"), Action.fold("Fay")]
    steps += [Action.all_in("Ann"), Action.all_in("Bob"), Action.call("Cat"), Action.run_twice()]
    steps += [Action.deal_board(parse_cards(cards), board=board) for board, cards in BOARDS]
    for step in steps:
        assert session.apply(step) is None, step
    while (hand := session.hand) is not None and hand.actor is not None:
        assert session.apply(Action.show(hand.actor)) is None
