"""The all-in equity on the table display, once every hand still in is tabled.

:func:`all_in_of` says, without counting anything, whether the hand is at an all-in
whose equity the table may see: the betting is over for good, every player still in has
had their cards shown by the dealer, and board cards are still to come (one board). Only
the shown cards go in, so the figures never tell anything the table has not seen.
:func:`count` hands that to the core's :func:`binglao_tui.core.equity.all_in_equity`;
the display runs it in a worker thread, since a multiway six-card all-in before the flop
takes a moment to count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.hand import Hand, Phase

if TYPE_CHECKING:
    from binglao_tui.core.equity import Equity


@dataclass(frozen=True, slots=True)
class AllIn:
    """What the equity is counted from: each seat's shown cards and chips put in."""

    players: tuple[tuple[str, tuple[Card, ...], int, bool], ...]  # name, shown hole, committed, out
    board: tuple[Card, ...]
    roll: int | None
    button: str
    chip: int


def all_in_of(hand: Hand) -> AllIn | None:
    """The all-in to count now, or None when there is none the table may see."""
    if not hand.betting_over or hand.phase in (Phase.ROLL, Phase.DEAL_HOLE, Phase.BETTING, Phase.COMPLETE):
        return None
    if len(hand.boards) != 1:
        return None  # run twice: each board is its own race
    board = hand.board
    if len(board) >= 5 or any(card is None for card in board):
        return None
    players = []
    for p in hand.players:
        out = p.folded or p.mucked
        if not out and not (p.shown and p.hole):
            return None  # a hand still face down: nothing to count that the table may see
        players.append((p.name, p.hole if p.shown and p.hole else (), p.committed, out))
    if sum(1 for *_, out in players if not out) < 2:
        return None
    known = tuple(card for card in board if card is not None)
    setup = hand.setup
    return AllIn(tuple(players), known, hand.roll, setup.button, setup.chip)


def count(all_in: AllIn, hand: Hand) -> Equity | None:
    """Count the all-in exactly: every board still to come (None if the core cannot).

    The equity package is imported here, not at the top: it imports numpy, and the display
    starts without it (a test holds ``binglao-tui display`` to that).
    """
    # numpy comes with the equity code: loaded only when an all-in race is shown
    from binglao_tui.core.equity import AllInPlayer, EquityError, all_in_equity

    players = [AllInPlayer(name, hole, committed, out) for name, hole, committed, out in all_in.players]
    try:
        return all_in_equity(
            hand.setup.game,
            players,
            board=all_in.board,
            roll=all_in.roll,
            button=all_in.button,
            chip=all_in.chip,
        )
    except EquityError:
        return None
