"""The luck of the night: at every all-in called and dealt out, the chips each player could
expect beside the chips he won.

A session's finished hands are replayed from the history; a hand counts when its betting
ended for good with two live hands or more and cards to come, every live hand known, and
the board was then dealt out (a hand chopped by equity, or whose pot the floor gave, was
not dealt out: it does not count). Its expected chips are the exact equity of every pot
(each board's half when it was run twice, odd chips paid as the showdown pays them:
:func:`binglao_tui.core.equity.odds.expected_chips`); its chips won are the pots' payouts.
:func:`binglao_tui.core.equity.odds.luck` adds them up per player and rounds the
expectations to whole chips so that the luck adds up to zero over the table.

The counting imports numpy (the equity): callers that must not load it at start-up
import this module when they count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from binglao_tui.core.engine.streets import all_in_moment, all_in_races
from binglao_tui.core.equity.odds import AllInHand, LuckLine, expected_chips, luck
from binglao_tui.core.rules import Game
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.replay import replayed


class NightLuck(NamedTuple):
    """A session's luck: a line a player, the all-ins counted, and the all-ins left out
    (a live hand not known, or a hand that no longer replays)."""

    session_id: int
    lines: list[LuckLine]
    all_ins: int
    left_out: int


def night_luck(db: Database, session_id: int, games: Mapping[str, Game] | None = None) -> NightLuck:
    """The luck of session ``session_id`` (see the module's docstring)."""
    history = History(db, games)
    counted: list[AllInHand] = []
    left_out = 0
    order: list[str] = []
    for summary in history.hands(session_id=session_id):
        record = history.get(summary.hand_id)
        hand = replayed(record.setup, record.actions, games)
        if hand is None:
            left_out += 1
            continue
        if hand.floor_ruling is not None or not hand.is_complete:
            continue  # chopped or given by the floor: not dealt out
        races = all_in_races(hand)
        if not races:
            left_out += all_in_moment(hand) is not None  # an all-in with a hand not known
            continue
        live = {r.name for r in races[0].runners if not r.out}
        payouts = hand.payouts or {}
        won = {name: payouts.get(name, 0) for name in live}
        counted.append(AllInHand(expected_chips(hand.setup.game, races), won))
        order.extend(name for name in hand.setup.names if name not in order)
    return NightLuck(session_id, luck(counted, order), len(counted), left_out)
