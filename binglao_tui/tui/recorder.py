"""Where the app reports every change to the hand, so that a journal can keep it.

The app calls a :class:`HandRecorder` *before* it shows the change: when a hand starts,
after the engine accepts an action (a floor ruling is an action of kind ``FLOOR``), on
undo, on a misdeal and when the dealer confirms the end of a hand. The default recorder
keeps nothing; the session journal plugs in here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from binglao_tui.core.engine.actions import Action
    from binglao_tui.core.engine.hand import Hand


class HandRecorder(Protocol):
    """Receives each step of each hand, in order."""

    def hand_started(self, number: int, hand: Hand) -> None:
        """A new hand: its setup (``hand.setup``), blinds already posted. A hand with no
        actions yet may be replaced by another with the same number (the table was changed
        before the deal, or a misdeal)."""

    def action_applied(self, action: Action, hand: Hand) -> None:
        """The engine accepted ``action``; ``hand`` is the state after it."""

    def undone(self, hand: Hand) -> None:
        """The last action was taken back; ``hand`` is the state now."""

    def misdealt(self, hand: Hand) -> None:
        """The hand was voided; every chip goes back to where it was at its start."""

    def hand_finished(self, hand: Hand) -> None:
        """The dealer confirmed the payout of a complete hand."""


class NullRecorder:
    """Keeps nothing (no journal attached)."""

    def hand_started(self, number: int, hand: Hand) -> None:
        pass

    def action_applied(self, action: Action, hand: Hand) -> None:
        pass

    def undone(self, hand: Hand) -> None:
        pass

    def misdealt(self, hand: Hand) -> None:
        pass

    def hand_finished(self, hand: Hand) -> None:
        pass
