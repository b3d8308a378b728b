"""The dealing procedure, as instructions a dealer follows.

Hole cards go one at a time, face down, clockwise, starting with the player left of the
button, until everyone has their count: at a ring table that is the small blind; heads-up,
where the button posts the small blind, it is the big blind (Robert's Rules), so the
button gets the last card. One card is burned before the flop, before the turn and before
the river. A table needs ``players × hole cards + 5 board + 3 burns`` cards; a table the
52-card deck cannot serve is refused with those numbers.

>>> hole_cards_step(["Bob", "Cy", "Di", "Ann"], 6)
'Deal 6 cards to each of 4 players, one at a time, clockwise from Bob (small blind): 24 cards'
>>> hole_cards_step(["Bob", "Ann"], 4, "big blind")
'Deal 4 cards to each of 2 players, one at a time, clockwise from Bob (big blind): 8 cards'
>>> board_step(0, cards_used=24)
'Burn one, deal the flop (3 cards); 24 cards left in the stub'
"""

from __future__ import annotations

from collections.abc import Sequence

DECK_SIZE = 52
BOARD_CARDS = 5
BURNS = 3

STREET_CARDS: tuple[int, ...] = (3, 1, 1)
"""Board cards dealt on the flop, the turn and the river."""

STREET_NAMES: tuple[str, ...] = ("flop", "turn", "river")


class DeckError(ValueError):
    """The deck cannot serve the table (or a second board); the message shows the sum."""


def cards_needed(players: int, hole_cards: int) -> int:
    """Cards one hand uses: hole cards for everyone, the board and the burns."""
    return players * hole_cards + BOARD_CARDS + BURNS


def check_deck(players: int, hole_cards: int) -> None:
    """Refuse a table the deck cannot serve, with the arithmetic.

    >>> try:
    ...     check_deck(9, 5)
    ... except DeckError as exc:
    ...     print(exc)
    9 players × 5 hole cards + 5 board + 3 burns = 53 cards, but the deck has 52 (at most 8 players)
    """
    needed = cards_needed(players, hole_cards)
    if needed > DECK_SIZE:
        most = (DECK_SIZE - BOARD_CARDS - BURNS) // hole_cards
        raise DeckError(
            f"{players} players × {hole_cards} hole cards + {BOARD_CARDS} board + {BURNS} burns"
            f" = {needed} cards, but the deck has {DECK_SIZE}"
            + (f" (at most {most} players)" if most < players else "")
        )


def check_second_board(stub: int, streets_left: int) -> None:
    """Refuse running it twice when the stub cannot serve a second board.

    ``streets_left`` is how many of flop/turn/river are still to come (3, 2 or 1).
    """
    first = len(STREET_CARDS) - streets_left
    needed = 2 * sum(card + 1 for card in STREET_CARDS[first:])
    if needed > stub:
        raise DeckError(
            f"running it twice needs {needed} more cards (burns included), but the stub has {stub}"
        )


def hole_cards_step(order: Sequence[str], hole_cards: int, first: str = "small blind") -> str:
    """The dealer's instruction for the hole cards.

    ``order`` is the players in the order they get their cards (the player left of the
    button first); ``first`` says who that player is ("small blind", or "big blind"
    heads-up).
    """
    players = len(order)
    return (
        f"Deal {hole_cards} cards to each of {players} players, one at a time, clockwise"
        f" from {order[0]} ({first}): {players * hole_cards} cards"
    )


def board_step(street: int, cards_used: int, run: int = 0) -> str:
    """The instruction for the next board street (0 flop, 1 turn, 2 river).

    ``cards_used`` counts every card out of the deck so far (hole cards, burns, boards);
    ``run`` is 1 or 2 when the hand is being run twice, 0 otherwise.
    """
    count = STREET_CARDS[street]
    stub = DECK_SIZE - cards_used - 1 - count
    where = {0: "", 1: " on the first board", 2: " on the second board"}[run]
    plural = "card" if count == 1 else "cards"
    return (
        f"Burn one, deal the {STREET_NAMES[street]} ({count} {plural}){where}; {stub} cards left in the stub"
    )
