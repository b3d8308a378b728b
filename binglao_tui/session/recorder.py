"""Where the session reports every step of every hand, so that a journal can keep it.

The session calls a :class:`HandRecorder` *before* it lets anyone see the change: when a
hand is dealt, after the engine accepts an action (a floor ruling is an action of kind
``FLOOR``), on undo, on a misdeal, when the dealer books the end of a hand, and at every
step between hands that changes the seats. A recorder
that cannot save raises (the store's ``StoreError``, ``sqlite3.Error`` or ``OSError``), and
the session then refuses the step and keeps the hand as it was.

The journal in the SQLite store (:class:`~binglao_tui.store.recording.TableJournal`) is
the recorder the app uses; :class:`NullRecorder` keeps nothing (no database, or a
database another binglao-tui is writing).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand


class HandRecorder(Protocol):
    """Receives each step of each hand, in order."""

    @property
    def hand_number(self) -> int | None:
        """The number the recorder gave the hand it is recording (None: it numbers no hands)."""

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

    def hand_finished(self, hand: Hand, table: Mapping[str, Any] | None = None) -> None:
        """The dealer confirmed the payout of a complete hand; ``table`` is the table it
        left (the seat map and stakes), kept with it."""

    def table_changed(self, kind: str, step: Mapping[str, Any] | None, table: Mapping[str, Any]) -> None:
        """A step between hands (a player sits, leaves, moves, re-buys, sits out, comes
        back; the table set up again) and the table it left."""


class NullRecorder:
    """Keeps nothing (no journal attached)."""

    @property
    def hand_number(self) -> int | None:
        return None

    def hand_started(self, number: int, hand: Hand) -> None:
        pass

    def action_applied(self, action: Action, hand: Hand) -> None:
        pass

    def undone(self, hand: Hand) -> None:
        pass

    def misdealt(self, hand: Hand) -> None:
        pass

    def hand_finished(self, hand: Hand, table: Mapping[str, Any] | None = None) -> None:
        pass

    def table_changed(self, kind: str, step: Mapping[str, Any] | None, table: Mapping[str, Any]) -> None:
        pass
