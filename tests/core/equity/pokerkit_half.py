"""An independent exact count of one board's half of a hi-lo pot, with pokerkit's own
Omaha hands (``OmahaHoldemHand``, ``OmahaEightOrBetterLowHand``): every completion of the
board dealt one at a time, the half paid as the showdown pays it, in exact fractions.

Only the slow tests import it (pokerkit is in the test extra).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import combinations

from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand

_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


def _split(amount: int, winners: Sequence[str], clockwise: Sequence[str]) -> dict[str, int]:
    """``amount`` shared by ``winners``, odd chips one each from the first clockwise."""
    ordered = [name for name in clockwise if name in winners]
    each, odd = divmod(amount, len(ordered))
    return {name: each + (1 if at < odd else 0) for at, name in enumerate(ordered)}


def _best(hands: Mapping[str, object]) -> list[str]:
    top = max(hands.values())  # type: ignore[type-var]
    return [name for name, hand in hands.items() if hand == top]


def pokerkit_half_ev(
    holes: Mapping[str, str], board: str, *, half: int, clockwise: Sequence[str]
) -> dict[str, Fraction]:
    """Each player's expected chips from a hi-lo eight-or-better pot of ``half`` chips on
    one board completed from ``board`` (the high takes the odd chip of the split; a tied
    half's odd chips go clockwise from the button, ``clockwise`` listing the players from
    the one left of it)."""
    seen = {board[i : i + 2] for i in range(0, len(board), 2)}
    seen |= {hole[i : i + 2] for hole in holes.values() for i in range(0, len(hole), 2)}
    deck = [rank + suit for rank in _RANKS for suit in _SUITS if rank + suit not in seen]
    won = dict.fromkeys(holes, 0)
    boards = 0
    for rest in combinations(deck, 5 - len(board) // 2):
        full = board + "".join(rest)
        highs = {name: OmahaHoldemHand.from_game(hole, full) for name, hole in holes.items()}
        lows = {}
        for name, hole in holes.items():
            try:
                lows[name] = OmahaEightOrBetterLowHand.from_game(hole, full)
            except ValueError:  # no eight-or-better low
                continue
        high_winners = _best(highs)
        if lows:
            high_half = half - half // 2
            paid = _split(high_half, high_winners, clockwise)
            for name, chips in _split(half - high_half, _best(lows), clockwise).items():
                paid[name] = paid.get(name, 0) + chips
        else:
            paid = _split(half, high_winners, clockwise)
        for name, chips in paid.items():
            won[name] += chips
        boards += 1
    return {name: Fraction(chips, boards) for name, chips in won.items()}
