"""The hand's log in a dealer's words, with the chips each action moved.

An :class:`~binglao_tui.core.engine.actions.Action` records what was done ("Eve calls");
how much that was depends on the hand at that moment, and so does an uncalled bet the
action gives back by closing the betting. So each :class:`LogEntry` is taken from the
states just before and just after the action, and :meth:`LogEntry.words` is the one place
a line of the log is written, for every reader: the dealer's screen, the table display
(``table=True``: no hole cards named) and the history (``chips`` writes amounts in the
units the table was entered in)::

    Eve calls 8
    Bob raises to 30, all in
    Cy folds; Eve's own 8 comes back: nobody called it
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from binglao_tui.core.cards import format_cards
from binglao_tui.core.engine.actions import Action, ActionKind, chop_shares, floor_reason
from binglao_tui.core.engine.dealing import STREET_NAMES
from binglao_tui.core.engine.state import State

Chips = Callable[[int], str]
"""How an amount is written (``str`` for whole table units)."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action with the chips it moved.

    ``figure`` is what a call put in or the total an all-in bet or raise came to (None for
    every other action, whose amount is the action's own); ``all_in`` says the call, bet or
    raise used the player's last chip; ``amounted_to`` says what an all-in (an action that
    names no amount) was: a call, a bet or a raise, so the log says it as the dealer
    would have typed it ("Bob raises to 30, all in", never "Bob is all in for 30", which left
    the table to work out whether it was a bet or a raise); ``returned`` is the part of a
    bet nobody matched, given back to its owner when this action ended the betting round;
    ``street`` names the street a deal of board cards dealt (``flop``, ``turn``, ``river``)
    and ``twice`` says it was dealt with the hand run twice, when each board's cards are
    said with its number, board 1's as board 2's (the log read "Turn dealt" for one and
    "Board 2 turn: 3♦" for the other).
    """

    action: Action
    figure: int | None = None
    all_in: bool = False
    returned: tuple[tuple[str, int], ...] = ()
    street: str = ""
    twice: bool = False
    amounted_to: ActionKind = ActionKind.CALL

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
                return self._betting_words(who, self.amounted_to, chips(self.figure))
            case ActionKind.BET | ActionKind.RAISE if action.amount is not None:
                return self._betting_words(who, action.kind, chips(action.amount))
            case ActionKind.FLOOR if action.is_chop:  # the players' deal, with their equities
                paid = ", ".join(f"{name} {chips(amount)}" for name, amount in action.awards if amount)
                return f"Chopped by equity: {paid} (equity {chop_shares(action.note)})"
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

    def _betting_words(self, who: str, kind: ActionKind, amount: str) -> str:
        """A call, bet or raise as the log says it, whether typed as one or as the all-in."""
        verb = {ActionKind.BET: "bets", ActionKind.RAISE: "raises to"}.get(kind, "calls")
        return f"{who} {verb} {amount}" + (", all in" if self.all_in else "")


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
    # all in for more than the bet: a bet when nobody has bet this round, else a raise
    # (a short one included: the table hears its total, as for any raise)
    amounted_to = ActionKind.BET if before.current_bet == 0 else ActionKind.RAISE
    return LogEntry(action, everything, all_in=True, returned=returned, amounted_to=amounted_to)
