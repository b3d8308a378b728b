"""The luck of the night: at every all-in called and dealt out, the chips each player could
expect beside the chips he won.

A session's finished hands are replayed from the history (:func:`all_in_hands`); a hand
counts when its betting ended for good with two live hands or more and cards to come,
every live hand known, and the board was then dealt out (a hand chopped by equity, or
whose pot the floor gave, was not dealt out: it does not count). :func:`count_luck` counts
each one's expected chips, the exact equity of every pot (each board's half when it was
run twice, odd chips paid as the showdown pays them:
:func:`binglao_tui.core.equity.odds.expected_chips`) beside its pots' payouts, and
:func:`binglao_tui.core.equity.odds.luck` adds them up per player and rounds the
expectations to whole chips so that the luck adds up to zero over the table.

Reading the hands needs the database (the app's thread); counting needs the equity, and so
numpy, which it imports when it counts (a worker thread in the app).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.streets import all_in_moment, all_in_races
from binglao_tui.core.rules import Game, load_good_games
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.replay import replayed

if TYPE_CHECKING:
    from binglao_tui.core.equity.odds import LuckLine


@dataclass(frozen=True, slots=True)
class AllIns:
    """A session's hands whose all-in was dealt out, the all-ins left out because a live
    hand was not shown, and the hands that no longer replay (their game's rules file gone
    or changed), which could not be looked at."""

    session_id: int
    hands: tuple[Hand, ...]
    left_out: int
    not_replayed: int = 0


@dataclass(frozen=True, slots=True)
class NightLuck:
    """A session's luck: a line a player, the all-ins counted, those left out (a hand not
    shown) and the hands that no longer replay."""

    session_id: int
    lines: list[LuckLine]
    all_ins: int
    left_out: int
    not_replayed: int = 0


def all_in_hands(db: Database, session_id: int, games: Mapping[str, Game] | None = None) -> AllIns:
    """The session's hands with an all-in dealt out, replayed from the history."""
    if games is None:
        games = load_good_games()[0]  # read once, not for every hand replayed
    history = History(db, games)
    hands: list[Hand] = []
    left_out = not_replayed = 0
    for summary in history.hands(session_id=session_id):
        record = history.get(summary.hand_id)
        hand = replayed(record.setup, record.actions, games)
        if hand is None:
            not_replayed += 1
        elif hand.floor_ruling is None and hand.is_complete:  # a chop or the floor: not dealt out
            if all_in_races(hand):
                hands.append(hand)
            else:
                left_out += all_in_moment(hand) is not None  # an all-in with a hand not known
    return AllIns(session_id, tuple(hands), left_out, not_replayed)


def count_luck(found: AllIns) -> NightLuck:
    """Each player's expected chips and chips won over the all-ins, and his luck."""
    from binglao_tui.core.equity.odds import AllInHand, expected_chips, luck  # numpy: when counted

    counted: list[AllInHand] = []
    order: list[str] = []
    for hand in found.hands:
        races = all_in_races(hand)
        live = {r.name for r in races[0].runners if not r.out}
        payouts = hand.payouts or {}
        counted.append(
            AllInHand(expected_chips(hand.setup.game, races), {n: payouts.get(n, 0) for n in live})
        )
        order.extend(name for name in hand.setup.names if name not in order)
    return NightLuck(found.session_id, luck(counted, order), len(counted), found.left_out, found.not_replayed)


def night_luck(db: Database, session_id: int, games: Mapping[str, Game] | None = None) -> NightLuck:
    """The luck of session ``session_id`` (see the module's docstring)."""
    return count_luck(all_in_hands(db, session_id, games))
