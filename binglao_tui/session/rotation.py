"""A rotation of games at the dealer's session: which game the next hand is dealt as.

The session keeps a :class:`~binglao_tui.core.mixed.RotationState` between hands (in the
journal, with the seat map and the stakes: a run killed between hands or mid-hand takes
it up exactly where it stood). These functions put it to the session's tables:

- :func:`rotated` deals the next hand as the rotation's game at its stakes, or says why
  it cannot be dealt yet (a dealer's choice still to make, a game that cannot seat the
  table);
- :func:`after_hand` books a hand played in the rotation;
- :func:`hand_outlook` is what the hand screen and the players' display show: the game
  now, the next game and when, who picks it (:class:`~binglao_tui.core.mixed.Outlook`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from binglao_tui.core.engine.seat_map import Plan, SeatError
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.mixed import KEPT_KEY, MixedError, Outlook, Ring, RotationState, outlook
from binglao_tui.core.rules import Game, load_games

KEY = KEPT_KEY
"""The key of the rotation in the table the journal keeps between hands."""


def rotated(
    state: RotationState, plan_at: Callable[[TableSetup], Plan], base: TableSetup
) -> tuple[Plan, str | None]:
    """The next hand's plan with the game the rotation gives it (``plan_at`` plans a hand
    at given stakes, ``base`` the stakes set, whose house settings and chip stay), and why
    it cannot be dealt as that game (None when it can)."""
    first = plan_at(base)
    if first.table is None:
        return first, None
    ring = Ring.of_table(first.table)
    index = state.next_game(ring)
    if index is None:
        chooser = state.chooser(ring) or "the next player"
        return first, f"{chooser} chooses the next game first (the dealer's choice)"
    stakes = state.rotation.games[index]
    try:
        return plan_at(stakes.table(base)), None
    except (MixedError, SeatError, SetupError) as exc:
        return first, f"the rotation's next game cannot be dealt: {exc}"


def after_hand(state: RotationState, table: TableSetup) -> RotationState:
    """The rotation once the hand dealt at ``table`` is booked (a hand of a game not on
    the menu leaves it as it was)."""
    index = state.rotation.index(table.game.id)
    if index is None:
        return state
    return state.begun(Ring.of_table(table), index).played()


def hand_outlook(state: RotationState, table: TableSetup, *, in_play: bool) -> Outlook | None:
    """The rotation at the hand dealt at ``table`` (``in_play``), or at the next hand,
    ``table`` being its table: see :func:`binglao_tui.core.mixed.outlook`."""
    ring = Ring.of_table(table)
    if not in_play:
        return outlook(state, ring)
    index = state.rotation.index(table.game.id)
    return None if index is None else outlook(state, ring, in_play=index)


def kept(table_state: Mapping[str, Any], games: Mapping[str, Game] | None) -> RotationState | None:
    """The rotation in the table the journal keeps (None when the table plays one game);
    raises :class:`MixedError` when it cannot be read."""
    data = table_state.get(KEY)
    if data is None:
        return None
    return RotationState.from_dict(data, load_games() if games is None else games)
