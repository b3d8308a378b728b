"""The hand's log in a dealer's words, with the chips each action moved.

An :class:`~binglao_tui.core.engine.actions.Action` records what was done ("Eve calls");
how much that was depends on the hand at that moment, and so does an uncalled bet the
action gives back by closing the betting. So each :class:`LogEntry` is taken from the
states just before and just after the action, and :meth:`LogEntry.words` is the one place
a line of the log is written, for every reader: the dealer's screen, the table display
(``table=True``: no hole cards named) and the history (``chips`` writes amounts in the
units the table was entered in)::

    Eve calls 8
    Bob is all in for 30
    Cy folds; Eve's own 8 comes back: nobody called it
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from binglao_tui.core.cards import format_cards
from binglao_tui.core.engine.actions import Action, ActionKind, floor_reason
from binglao_tui.core.engine.dealing import STREET_NAMES
from binglao_tui.core.engine.state import State

Chips = Callable[[int], str]
"""How an amount is written (``str`` for whole table units)."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action with the chips it moved.

    ``figure`` is what a call put in or the total an all-in raise came to (None for every
    other action, whose amount is the action's own); ``all_in`` says the call, bet or raise
    used the player's last chip; ``returned`` is the part of a bet nobody matched, given back to its
    owner when this action ended the betting round; ``street`` names the street a deal of
    board cards dealt (``flop``, ``turn``, ``river``) and ``twice`` says it was dealt with the
    hand run twice, when each board's cards are said with its number, board 1's as board
    2's (the log read "Turn dealt" for one and "Board 2 turn: 3♦" for the other).
    """

    action: Action
    figure: int | None = None
    all_in: bool = False
    returned: tuple[tuple[str, int], ...] = ()
    street: str = ""
    twice: bool = False

    def words(self, chips: Chips = str, *, table: bool = False) -> str:
        """The line of the log. ``table``: as the players may read it, a deal never naming
        the hole cards dealt."""
        text = self._action_words(chips, table)
        back = "; ".join(
            f"{name}'s own {chips(amount)} comes back: nobody called it" for name, amount in self.returned
        )
        return f"{text}; {back}" if back else text

    def _action_words(self, chips: Chips, table: bool) -> str:
        action = self.action
        who = action.player or "Dealer"
        match action.kind:
            case ActionKind.CALL | ActionKind.ALL_IN if self.figure is not None:
                if action.kind is ActionKind.ALL_IN and not self.all_in:
                    return f"{who} is all in for {chips(self.figure)}"
                return f"{who} calls {chips(self.figure)}" + (", all in" if self.all_in else "")
            case ActionKind.BET if action.amount is not None:
                return f"{who} bets {chips(action.amount)}" + (", all in" if self.all_in else "")
            case ActionKind.RAISE if action.amount is not None:
                return f"{who} raises to {chips(action.amount)}" + (", all in" if self.all_in else "")
            case ActionKind.FLOOR:  # who got chips; the rest got none, which goes unsaid
                paid = ", ".join(f"{name} {chips(amount)}" for name, amount in action.awards if amount)
                reason = floor_reason(action.note)  # only a reason the dealer typed
                return f"Floor ruling: {paid}" + (f" ({reason})" if reason else "")
            case ActionKind.DEAL_HOLE:  # said as done, and short: the log is a narrow column
                text = f"Hole cards dealt to {action.player}" if action.player else "Hole cards dealt"
                return text if table or not action.cards else f"{text}: {format_cards(action.cards)}"
            case ActionKind.DEAL_BOARD if self.street:
                board = f"Board {action.board} " if self.twice or action.board != 1 else ""
                text = f"{board}{self.street}" if board else self.street.capitalize()
                return f"{text}: {format_cards(action.cards)}" if action.cards else f"{text} dealt"
        return action.describe()


def log_entry(before: State, action: Action, after: State) -> LogEntry:
    """``action`` with the chips it moved, from the states just before and after it."""
    returned = tuple(
        (name, chips - before.returned.get(name, 0))
        for name, chips in after.returned.items()
        if chips > before.returned.get(name, 0)
    )
    if action.kind is ActionKind.DEAL_BOARD:
        dealt = len(before.boards[action.board - 1]) if action.board <= len(before.boards) else 0
        street = STREET_NAMES[{0: 0, 3: 1}.get(dealt, 2)]
        return LogEntry(action, returned=returned, street=street, twice=before.runs == 2)
    if action.player is not None and action.kind in (ActionKind.BET, ActionKind.RAISE):
        return LogEntry(action, all_in=after.player(action.player).stack == 0, returned=returned)
    if action.player is None or action.kind not in (ActionKind.CALL, ActionKind.ALL_IN):
        return LogEntry(action, returned=returned)
    p = before.player(action.player)
    owed = before.current_bet - p.bet
    everything = p.stack + p.bet
    if action.kind is ActionKind.CALL and owed < p.stack:
        return LogEntry(action, owed, returned=returned)
    if action.kind is ActionKind.CALL or everything <= before.current_bet:
        return LogEntry(action, p.stack, all_in=True, returned=returned)
    return LogEntry(action, everything, returned=returned)
