"""The journal hooked to the table: what the dealer's session calls on every step of every hand.

:class:`TableJournal` is the dealer's session's recorder
(:class:`binglao_tui.session.HandRecorder`: ``hand_started``, ``action_applied``,
``undone``, ``misdealt``, ``hand_finished``, ``table_changed``); each one commits to the database before it
returns, and the session calls it before its hand changes. So if the process dies at any
moment, the database holds every step the dealer has seen.

On the next start, :meth:`TableJournal.resume` rebuilds the hand left in play by replaying
its journal through the engine: same stacks, pots, player to act, board and roll.

A hand's result for the history (:func:`result_from_hand`) is taken from the engine's
finished hand: the judge's rulings, the pots built from what each player put in, the
payouts and finishing stacks.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
from binglao_tui.core.engine.hand import Hand, IllegalAction
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.formats.phh import fingerprint
from binglao_tui.core.formats.ruling_json import ruling_to_json
from binglao_tui.core.showdown.pots import side_pots
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import StoreError
from binglao_tui.store.history import HandResult, History, PotRecord, RulingRecord, format_amount
from binglao_tui.store.journal import Journal, JournaledHand
from binglao_tui.store.ledger import Change, Ledger
from binglao_tui.store.replay import pot_winners

if TYPE_CHECKING:
    import sqlite3

    from binglao_tui.core.rules import Game


def result_from_hand(hand: Hand, *, unit: str = "1", meta: Mapping[str, Any] | None = None) -> HandResult:
    """The history's record of a complete hand."""
    if not hand.is_complete:
        raise StoreError("only a finished hand goes into the history")
    setup = hand.setup
    finishing = hand.finishing_stacks or {}
    views = hand.players

    worded = hand.rulings if unit == "1" else hand.rulings_in(lambda chips: format_amount(chips, unit))
    rulings = [ruling_to_json(r) for r in worded]
    floors = [a for a in hand.actions if a.kind is ActionKind.FLOOR]
    pots = (
        side_pots([(p.name, p.committed, p.folded) for p in views]) if any(p.committed for p in views) else ()
    )
    return HandResult(
        players=setup.names,
        starting_stacks=tuple(seat.stack for seat in setup.seats),
        finishing_stacks=tuple(finishing[name] for name in setup.names),
        roll=hand.roll,
        variant=hand.variant.describe if hand.variant is not None else "",
        boards=tuple(tuple("??" if c is None else str(c) for c in board) for board in hand.boards),
        shown={p.name: tuple(str(c) for c in p.hole) for p in views if p.shown and p.hole},
        pots=tuple(PotRecord(pot.amount, tuple(pot.eligible)) for pot in pots),
        rulings=tuple(RulingRecord.from_json(r) for r in rulings),
        floor=floors[-1] if floors else None,
        payouts=dict(hand.payouts or {}),
        unit=unit,
        meta=dict(meta or {}),
        words_in_units=True,
        fingerprint=fingerprint(hand, unit),
        pot_winners=pot_winners(hand),
        returned={name: chips for name, chips in hand.returned.items() if chips},
    )


def _table_step_in(
    conn: sqlite3.Connection,
    session_id: int | None,
    kind: str,
    step: Mapping[str, Any] | None,
    table: Mapping[str, Any],
    hand_id: int | None,
) -> None:
    conn.execute(
        "INSERT INTO table_steps (session_id, kind, payload, state, hand_id, at) VALUES (?, ?, ?, ?, ?, ?)",
        (session_id, kind, None if step is None else _json(step), _json(table), hand_id, now()),
    )


def _json(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def resume(journaled: JournaledHand, games: Mapping[str, Game] | None = None) -> Hand:
    """Replay a journaled hand through the engine to the state it had."""
    try:
        setup = TableSetup.from_dict(journaled.setup, games)
        return Hand.replay(setup, [Action.from_dict(a) for a in journaled.actions])
    except (SetupError, ActionError, IllegalAction) as exc:
        raise StoreError(f"hand {journaled.hand_id} cannot be replayed: {exc}") from None


class TableJournal:
    """The app's recorder: commits every step of the hand being played.

    Hands go into the ledger's current session, and a new session opens with the first
    hand after the last one ended.
    """

    def __init__(self, db: Database, games: Mapping[str, Game] | None = None) -> None:
        self.db = db
        self.games = games
        self.journal = Journal(db)
        self.history = History(db)
        self.ledger = Ledger(db)
        self.hand_id: int | None = None
        self.session_id: int | None = None

    @property
    def hand_number(self) -> int | None:
        """The session's number of the hand being journaled."""
        if self.hand_id is None:
            return None
        return self.journal.hand(self.hand_id).number

    # -- resuming ---------------------------------------------------------------------------

    def unfinished(self) -> JournaledHand | None:
        """The hand left in play by the last run, if any."""
        return self.journal.unfinished()

    def resume(self) -> Hand | None:
        """Rebuild the hand left in play and carry on journaling it (None if there is none)."""
        journaled = self.journal.unfinished()
        if journaled is None:
            return None
        hand = resume(journaled, self.games)
        self.hand_id = journaled.hand_id
        self.session_id = journaled.session_id
        return hand

    def discard_unfinished(self, reason: str = "not resumed") -> None:
        """Void the hand left in play (the dealer chose not to resume it)."""
        journaled = self.journal.unfinished()
        if journaled is not None:
            self.journal.misdeal(journaled.hand_id, reason)
        self.hand_id = None

    # -- the recorder -----------------------------------------------------------------------

    def hand_started(self, number: int, hand: Hand) -> None:
        """A new hand: journal its setup (the ledger books its stacks when it is finished)."""
        self.start(hand.setup)

    def start(self, setup: TableSetup) -> int:
        """Journal a new hand at ``setup``; return its id.

        A hand still in play is replaced if nothing happened in it yet, and voided if
        something did (the app only starts a new hand when the old one is over).
        """
        leftover = self.journal.unfinished()
        if leftover is not None and not self.journal.drop_unplayed(leftover.hand_id):
            self.journal.misdeal(leftover.hand_id, "abandoned")
        self.session_id = self.ledger.session_for_play()  # a new one once the last has ended
        self.hand_id = self.journal.start_hand(
            setup.to_dict(), game=setup.game.id, session_id=self.session_id
        )
        return self.hand_id

    def action_applied(self, action: Action, hand: Hand) -> None:
        """Commit an action the engine accepted (a floor ruling is journaled as such)."""
        hand_id = self._current()
        if action.kind is ActionKind.FLOOR:
            self.journal.floor(hand_id, action.to_dict())
        else:
            self.journal.record(hand_id, action.to_dict())

    def undone(self, hand: Hand) -> None:
        """Commit taking back the last action."""
        self.journal.undo(self._current())

    def misdealt(self, hand: Hand) -> None:
        """Commit voiding the hand."""
        if self.hand_id is not None:
            self.journal.misdeal(self.hand_id, "misdeal")
            self.hand_id = None

    def end_session(self) -> None:
        """Close the ledger's open session; the next hand journaled opens a new one."""
        session = self.ledger.current_session()
        if session is not None:
            self.ledger.end_session(session)

    def hand_finished(self, hand: Hand, table: Mapping[str, Any] | None = None) -> None:
        """Move the finished hand to the history with its result and stacks, and book in
        the ledger the chips its players sat down with (buy-ins, re-buys, cash-outs: every
        player seated, dealt in or not), all in one transaction with ``table``, the table
        the hand left (the seat map and stakes, as :meth:`table_changed` keeps them): a hand
        voided instead books nothing."""
        hand_id = self._current()
        result = result_from_hand(hand)
        with self.db.transaction() as conn:
            if self.session_id is not None:
                self.ledger.reconcile_in(conn, self.session_id, hand.setup.table_stacks)
            History.finish_in(conn, hand_id, result)
            if table is not None:
                _table_step_in(conn, self.session_id, "hand", None, table, hand_id)
        self.hand_id = None

    def table_changed(self, kind: str, step: Mapping[str, Any] | None, table: Mapping[str, Any]) -> None:
        """Keep a step between hands (``kind``: sit, leave, move, rebuy, sit_out, back,
        table) and the table it left (the seat map and the stakes). A hand dealt but not
        begun is dropped with it: the next deal deals again at the new table."""
        with self.db.transaction() as conn:
            if self.hand_id is not None:  # a hand dealt but not begun: dealt again at the new table
                conn.execute(
                    "DELETE FROM hands WHERE id = ? AND status = 'playing' "
                    "AND NOT EXISTS (SELECT 1 FROM journal WHERE hand_id = ?)",
                    (self.hand_id, self.hand_id),
                )
            _table_step_in(conn, self.ledger.current_session(), kind, step, table, None)
        self.hand_id = None

    def table_state(self) -> dict[str, Any] | None:
        """The table as the last step between hands (or the last hand booked) left it."""
        row = self.db.conn.execute("SELECT state FROM table_steps ORDER BY id DESC").fetchone()
        if row is None:
            return None
        try:
            state = json.loads(row[0])
        except ValueError as exc:
            raise StoreError(f"the table's last step cannot be read ({exc})") from None
        return state if isinstance(state, dict) else None

    def changes(self, setup: TableSetup) -> tuple[Change, ...]:
        """What dealing at ``setup`` would book in the ledger (nothing is written)."""
        return self.ledger_changes(setup.table_stacks)

    def ledger_changes(self, stacks: Mapping[str, int]) -> tuple[Change, ...]:
        """What a table with every seated player's ``stacks`` would book (nothing is written)."""
        return self.ledger.changes(self.ledger.current_session(), stacks)

    def booked_players(self) -> frozenset[str]:
        """The players the open session has booked chips for."""
        session = self.ledger.current_session()
        return frozenset() if session is None else self.ledger.players(session)

    def _current(self) -> int:
        if self.hand_id is None:
            raise StoreError("no hand is being journaled")
        return self.hand_id
