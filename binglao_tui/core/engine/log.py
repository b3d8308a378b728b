"""The hand's log in a dealer's words, with the chips each action moved.

An :class:`~binglao_tui.core.engine.actions.Action` records what was done ("Eve calls");
how much that was depends on the hand at that moment, so each line is written from the
state just before the action: "Eve calls 8", "Eve is all in for 30".
"""

from __future__ import annotations

from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.state import State


def log_line(before: State, action: Action) -> str:
    """``action`` in words, with the chips it put in as ``before`` (the state just before
    it was applied) shows them."""
    if action.player is None or action.kind not in (ActionKind.CALL, ActionKind.ALL_IN):
        return action.describe()
    p = before.player(action.player)
    owed = before.current_bet - p.bet
    if action.kind is ActionKind.CALL:
        if owed >= p.stack:
            return f"{p.name} calls {p.stack}, all in"
        return f"{p.name} calls {owed}"
    everything = p.stack + p.bet
    if everything <= before.current_bet:
        return f"{p.name} calls {p.stack}, all in"
    return f"{p.name} is all in for {everything}"
