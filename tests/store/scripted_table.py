"""A hand of PLO with known cards, played step by step through the dealer's own session.

The follower's and the table display's tests write their database with it: every step
goes through :class:`~binglao_tui.session.DealerSession` (the engine, then the journal),
exactly as the dealer's app does, so what they read is what a real evening leaves in the
file. Ann has the button, Bob the small blind (1), Cat the big blind (2); 200 each.

The hole cards are entered at the deal (the dealer typed them in) but not shown: the
display must keep them face down until the showdown.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.session import DealerSession

GAMES = load_games(include_user=False)

HOLES = {
    "Ann": parse_cards("As Ah Kd Qc"),
    "Bob": parse_cards("Js Td 9s 8h"),
    "Cat": parse_cards("6c 6d 4h 3s"),
}
FLOP = parse_cards("Th 7d 2c")
TURN = parse_cards("5s")
RIVER = parse_cards("9h")

# (step, the pot afterwards): the hand as the dealer enters it
PREFLOP = (
    (Action.deal_hole("Ann", HOLES["Ann"]), 3),
    (Action.deal_hole("Bob", HOLES["Bob"]), 3),
    (Action.deal_hole("Cat", HOLES["Cat"]), 3),
    (Action.raise_to("Ann", 7), 10),
    (Action.call("Bob"), 16),
    (Action.call("Cat"), 21),
)
FLOP_BETTING = (
    (Action.deal_board(FLOP), 21),
    (Action.check("Bob"), 21),
    (Action.check("Cat"), 21),
    (Action.bet("Ann", 21), 42),
    (Action.call("Bob"), 63),
    (Action.fold("Cat"), 63),
)
TO_THE_SHOWDOWN = (
    (Action.deal_board(TURN), 63),
    (Action.check("Bob"), 63),
    (Action.check("Ann"), 63),
    (Action.deal_board(RIVER), 63),
    (Action.check("Bob"), 63),
    (Action.check("Ann"), 63),
)
SHOWDOWN = (
    (Action.show("Bob"), 63),
    (Action.show("Ann"), 63),
)
WHOLE_HAND = PREFLOP + FLOP_BETTING + TO_THE_SHOWDOWN + SHOWDOWN


def table(game: str = "plo", stacks: dict[str, int] | None = None, button: str = "Ann") -> TableSetup:
    """The table at 1/2: Ann, Bob and Cat with 200 each unless ``stacks`` says otherwise."""
    chips = stacks or {"Ann": 200, "Bob": 200, "Cat": 200}
    seats = tuple(Seat(name, stack) for name, stack in chips.items())
    return TableSetup(GAMES[game], seats, button, small_blind=1, big_blind=2)


@contextmanager
def dealer(path: Path, setup: TableSetup | None = None) -> Iterator[DealerSession]:
    """The dealer's session on ``path``, holding the writer's lock until the block ends."""
    session = DealerSession.open(setup or table(), path, GAMES)
    assert session.saving, session.opened
    try:
        yield session
    finally:
        session.close()


def play(session: DealerSession, steps: tuple[tuple[Action, int], ...]) -> None:
    """Each step through the session; every one must be accepted and saved."""
    for action, _pot in steps:
        refusal = session.apply(action)
        assert refusal is None, (action, refusal)
