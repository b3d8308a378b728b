"""The hand history: every finished hand with what a dealer would want to look up later.

A finished hand keeps its setup and journal (so it can be replayed) and a
:class:`HandResult`: the game and roll, the board(s), the hands shown, the pots, the
showdown ruling with its explanations, a floor ruling if there was one, the payouts and
every player's finishing stack. :meth:`History.finish` writes it, the stacks after the
hand (for the ledger) and the hand's new status in one transaction.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from binglao_tui.core.engine.actions import Action
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import ROW_PROBLEMS, StoreError, UnreadableRow, row_problem
from binglao_tui.store.journal import HandStatus, Journal, JournalEntry
from binglao_tui.store.replay import pot_winners, replayed

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game


@dataclass(frozen=True, slots=True)
class PotRecord:
    """A pot as the history keeps it: its chips and who could win it, main pot first."""

    amount: int
    eligible: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "eligible": list(self.eligible)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PotRecord:
        return cls(int(data.get("amount", 0)), tuple(str(name) for name in data.get("eligible", ())))


@dataclass(frozen=True, slots=True)
class ExplainedPlayer:
    """A player of a kept ruling and the judge's explanation of his hand, as written then."""

    name: str
    explanation: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RulingRecord:
    """The judge's ruling of one board as the history keeps it: the JSON written when the
    hand was kept (given back as it was by ``--json``) and its players' explanations."""

    players: tuple[ExplainedPlayer, ...]
    written: Mapping[str, Any]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RulingRecord:
        players = tuple(
            ExplainedPlayer(str(player.get("name", "")), tuple(str(s) for s in player.get("explanation", ())))
            for player in data.get("players", ())
        )
        return cls(players, data)


def _rulings_from_json(data: Any) -> tuple[RulingRecord, ...]:
    """The kept rulings: one object, or a list when the hand was run twice."""
    if not data:
        return ()
    return tuple(RulingRecord.from_json(one) for one in ([data] if isinstance(data, Mapping) else data))


def _rulings_to_json(rulings: Sequence[RulingRecord]) -> Any:
    if not rulings:
        return None
    return dict(rulings[0].written) if len(rulings) == 1 else [dict(r.written) for r in rulings]


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended. Amounts are whole units of the table (``unit`` says what one is).

    ``players`` are the seat names the setup and actions use; an imported file's own
    player names are in ``meta["players"]``.
    """

    players: tuple[str, ...]
    starting_stacks: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    roll: int | None = None
    variant: str = ""
    boards: tuple[tuple[str, ...], ...] = ()
    shown: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    pots: tuple[PotRecord, ...] = ()
    rulings: tuple[RulingRecord, ...] = ()  # one a board: two when run twice
    floor: Action | None = None  # the floor's ruling, when one was made
    payouts: Mapping[str, int] = field(default_factory=dict)
    unit: str = "1"
    meta: Mapping[str, Any] = field(default_factory=dict)  # e.g. an imported file's PHH fields
    words_in_units: bool = False  # the ruling's sentences write chips in ``unit`` (hands kept since
    # this field was added); an older hand's sentences count whole table units
    phh_extra: str = ""  # those fields exactly as TOML (dates, times, exact decimals), for export
    fingerprint: str = ""  # what makes it the same hand (core.formats.phh.fingerprint)
    pot_winners: tuple[tuple[str, ...], ...] = ()  # per pot of ``pots``: who took chips from it
    # (a half, a quarter, one board of two); one entry, the floor's awards, after a floor
    # ruling; empty for hands kept before this field was added
    returned: Mapping[str, int] | None = None  # each uncalled bet given back (never in a pot),
    # by player; None for hands kept before this field was added

    def __post_init__(self) -> None:
        if not len(self.players) == len(self.starting_stacks) == len(self.finishing_stacks):
            raise ValueError("players, starting and finishing stacks must have one entry per seat")

    @property
    def labels(self) -> dict[str, str]:
        """Each seat name with the player's own name (an imported file's ``players``)."""
        names = self.meta.get("players")
        if isinstance(names, list) and len(names) == len(self.players):
            return {seat: str(name) for seat, name in zip(self.players, names, strict=True)}
        return {seat: seat for seat in self.players}

    @property
    def winners_by_pot(self) -> tuple[tuple[str, ...], ...]:
        """Who took chips from each pot; for a hand kept before the pots' winners were,
        one entry: every player paid anything (else every player up on the hand)."""
        if self.pot_winners:
            return self.pot_winners
        paid = tuple(p for p, amount in self.payouts.items() if amount > 0)
        return (paid or tuple(p for p, won in self.won.items() if won > 0),)

    @property
    def won(self) -> dict[str, int]:
        """Each player's gain or loss on the hand."""
        return {
            p: f - s
            for p, s, f in zip(self.players, self.starting_stacks, self.finishing_stacks, strict=True)
        }

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict."""
        return {
            "players": list(self.players),
            "starting_stacks": list(self.starting_stacks),
            "finishing_stacks": list(self.finishing_stacks),
            "roll": self.roll,
            "variant": self.variant,
            "boards": [list(b) for b in self.boards],
            "shown": {p: list(c) for p, c in self.shown.items()},
            "pots": [pot.to_dict() for pot in self.pots],
            "ruling": _rulings_to_json(self.rulings),
            "floor": None if self.floor is None else self.floor.to_dict(),
            "payouts": dict(self.payouts),
            "unit": self.unit,
            "meta": dict(self.meta),
            "words_in_units": self.words_in_units,
            "phh_extra": self.phh_extra,
            "fingerprint": self.fingerprint,
            "pot_winners": [list(w) for w in self.pot_winners],
            "returned": None if self.returned is None else dict(self.returned),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandResult:
        """Read back :meth:`to_dict`."""
        return cls(
            players=tuple(data["players"]),
            starting_stacks=tuple(data["starting_stacks"]),
            finishing_stacks=tuple(data["finishing_stacks"]),
            roll=data.get("roll"),
            variant=data.get("variant", ""),
            boards=tuple(tuple(b) for b in data.get("boards", ())),
            shown={p: tuple(c) for p, c in data.get("shown", {}).items()},
            pots=tuple(PotRecord.from_dict(pot) for pot in data.get("pots", ())),
            rulings=_rulings_from_json(data.get("ruling")),
            floor=None if data.get("floor") is None else Action.from_dict(data["floor"]),
            payouts=dict(data.get("payouts", {})),
            unit=str(data.get("unit", "1")),
            meta=dict(data.get("meta", {})),
            words_in_units=bool(data.get("words_in_units", False)),
            phh_extra=str(data.get("phh_extra", "")),
            fingerprint=str(data.get("fingerprint", "")),
            pot_winners=tuple(tuple(str(n) for n in w) for w in data.get("pot_winners", ())),
            returned=None
            if data.get("returned") is None
            else {str(p): int(c) for p, c in data["returned"].items()},
        )


@dataclass(frozen=True, slots=True)
class HandSummary:
    """One line of the history list."""

    hand_id: int
    session_id: int | None
    number: int | None
    game: str
    status: HandStatus
    started_at: str
    ended_at: str | None
    source: str
    source_name: str | None
    roll: int | None
    board: str
    players: tuple[str, ...]
    pot: int  # the chips won: every pot, never an uncalled bet given back (``returned``)
    winners: tuple[str, ...]  # everyone who took chips from a pot, in seat order
    unit: str
    pot_winners: tuple[tuple[str, ...], ...] = ()  # the same, pot by pot (main pot first)
    returned: Mapping[str, int] | None = None  # each uncalled bet given back, by player
    # (None: the hand was kept before these were)

    def to_dict(self) -> dict[str, Any]:
        """The line as a JSON-able dict (one object of ``history list --json``)."""
        return {
            "id": self.hand_id,
            "session": self.session_id,
            "number": self.number,
            "game": self.game,
            "status": self.status.value,
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "source": self.source,
            "source_name": self.source_name,
            "roll": self.roll,
            "board": self.board,
            "players": list(self.players),
            "pot": self.pot,
            "winners": list(self.winners),
            "unit": self.unit,
            "returned": None if self.returned is None else dict(self.returned),
        }


@dataclass(frozen=True, slots=True)
class HandRecord:
    """Everything stored about one hand: its line, setup, journal and result."""

    summary: HandSummary
    setup: dict[str, Any]
    actions: tuple[dict[str, Any], ...]
    entries: tuple[JournalEntry, ...]
    result: HandResult | None

    def to_dict(self) -> dict[str, Any]:
        """The hand as a JSON-able dict (the ``history show --json`` document)."""
        data = self.summary.to_dict()
        data["setup"] = self.setup
        data["actions"] = list(self.actions)
        data["journal"] = [
            {"seq": e.seq, "kind": e.kind.value, "payload": e.payload, "at": e.at} for e in self.entries
        ]
        data["result"] = None if self.result is None else self.result.to_dict()
        return data


_SUMMARY_SQL = (
    "SELECT id, session_id, number, game, status, started_at, ended_at, source, source_name, roll, "
    "board, result FROM hands"
)


class History:
    """Finished hands in one database.

    A hand kept before the pots' winners were recorded has them worked out again by
    replaying it (with ``games``, else the shipped and the user's games): so the history
    names everyone who took a half, a quarter or one board of two, pot by pot, for old
    hands too, not only the players paid (or up on the hand).
    """

    def __init__(self, db: Database, games: Mapping[str, Game] | None = None) -> None:
        self.db = db
        self.games = games
        self._filled: dict[int, HandResult] = {}  # old hands' results, their winners replayed
        # What the last :meth:`hands` left out: one sentence per record that does not parse.
        self.unreadable: list[str] = []

    def finish(self, hand_id: int, result: HandResult) -> None:
        """Store how the hand ended and move it to the history, in one transaction."""
        with self.db.transaction() as conn:
            self.finish_in(conn, hand_id, result)

    @staticmethod
    def finish_in(conn: sqlite3.Connection, hand_id: int, result: HandResult) -> None:
        """:meth:`finish` inside the caller's transaction."""
        board = " / ".join(" ".join(b) for b in result.boards if b)
        row = conn.execute("SELECT status FROM hands WHERE id = ?", (hand_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no hand {hand_id}")
        if HandStatus(row[0]) is not HandStatus.PLAYING:
            raise StoreError(f"hand {hand_id} is {row[0]}; it cannot be finished again")
        conn.execute(
            "UPDATE hands SET status = 'finished', ended_at = ?, roll = ?, board = ?, result = ? "
            "WHERE id = ?",
            (now(), result.roll, board, json.dumps(result.to_dict(), ensure_ascii=False), hand_id),
        )
        conn.executemany(
            "INSERT INTO stacks (hand_id, seat, player, stack) VALUES (?, ?, ?, ?)",
            [
                (hand_id, seat, name, stack)
                for seat, (name, stack) in enumerate(
                    zip(result.players, result.finishing_stacks, strict=True), start=1
                )
            ],
        )

    def hands(self, *, session_id: int | None = None) -> list[HandSummary]:
        """Finished hands, oldest first (only one session's with ``session_id``)."""
        return list(self.each(session_id=session_id))

    def each(self, *, session_id: int | None = None) -> Iterator[HandSummary]:
        """Every finished hand, oldest first, one at a time as read (a history of years is
        never held whole); records that do not parse go to :attr:`unreadable`."""
        self.unreadable = []
        where, args = _finished(session_id)
        for row in self.db.conn.execute(_SUMMARY_SQL + where + " ORDER BY id", args):
            yield from self._parsed([row])

    def page(
        self,
        limit: int,
        *,
        skip: int = 0,
        before: int | None = None,
        session_id: int | None = None,
        void: bool = False,
    ) -> list[HandSummary]:
        """The latest ``limit`` finished hands after the latest ``skip`` (with an id below
        ``before``), oldest first: a page of the history, read without the rest; with
        ``void`` the hands voided by a misdeal too, in their places."""
        where, args = _finished(session_id, void)
        if before is not None:
            where, args = where + " AND id < ?", (*args, before)
        sql = _SUMMARY_SQL + where + " ORDER BY id DESC LIMIT ? OFFSET ?"
        self.unreadable = []
        return self._parsed(reversed(self.db.conn.execute(sql, (*args, limit, skip)).fetchall()))

    def count(self, *, void: bool = False) -> int:
        """How many finished hands there are (with ``void``, and misdealt ones), read from
        the index of the hands, no record read."""
        where, args = _finished(None, void)
        return int(self.db.conn.execute("SELECT count(*) FROM hands" + where, args).fetchone()[0])

    def _parsed(self, rows: Iterable[Sequence[Any]]) -> list[HandSummary]:
        summaries = []
        for row in rows:
            try:
                summaries.append(_summary(row, self._winners_of))
            except UnreadableRow as exc:
                self.unreadable.append(str(exc))
        return summaries

    def _winners_of(self, hand_id: int, result: HandResult) -> HandResult:
        """``result`` with its pots' winners, replayed from the journal if it predates them
        (as it was if the hand no longer replays)."""
        if result.pot_winners or not result.pots:
            return result
        if hand_id not in self._filled:  # a finished hand never changes: replayed once
            journaled = Journal(self.db).hand(hand_id)
            hand = replayed(journaled.setup, journaled.actions, self.games)
            if hand is not None and hand.is_complete:
                result = replace(result, pot_winners=pot_winners(hand))
            self._filled[hand_id] = result
        return self._filled[hand_id]

    def find(self, session_id: int, number: int) -> int | None:
        """The id of hand ``number`` of session ``session_id`` as the dealer numbers them
        (a void deal takes no number: the hand dealt again after it has its number), or
        None when the session has no such hand."""
        row = self.db.conn.execute(
            "SELECT max(id) FROM hands WHERE session_id = ? AND number = ? AND status != 'void'",
            (session_id, number),
        ).fetchone()
        return None if row[0] is None else int(row[0])

    def get(self, hand_id: int) -> HandRecord:
        """One hand, finished or not; raises :class:`StoreError` if there is no such hand,
        :class:`~binglao_tui.store.errors.UnreadableRow` if its record does not parse."""
        row = self.db.conn.execute(_SUMMARY_SQL + " WHERE id = ?", (hand_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no hand {hand_id}")
        journaled = Journal(self.db).hand(hand_id)
        summary = _summary(row, self._winners_of)
        try:
            result = (
                None
                if row[11] is None
                else self._winners_of(hand_id, HandResult.from_dict(json.loads(row[11])))
            )
            return HandRecord(summary, journaled.setup, journaled.actions, journaled.entries, result)
        except ROW_PROBLEMS as exc:
            raise UnreadableRow(f"hand {hand_id}: its record cannot be read ({row_problem(exc)})") from None


def _finished(session_id: int | None, void: bool = False) -> tuple[str, tuple[Any, ...]]:
    """The ``WHERE`` of the finished hands (of one session; with ``void`` the hands voided
    by a misdeal too)."""
    status = " WHERE status IN ('finished', 'void')" if void else " WHERE status = 'finished'"
    if session_id is None:
        return status, ()
    return status + " AND session_id = ?", (session_id,)


def _summary(row: Sequence[Any], fill: Callable[[int, HandResult], HandResult]) -> HandSummary:
    try:
        return _parse_summary(row, fill)
    except ROW_PROBLEMS as exc:
        raise UnreadableRow(f"hand {row[0]}: its record cannot be read ({row_problem(exc)})") from None


def _parse_summary(row: Sequence[Any], fill: Callable[[int, HandResult], HandResult]) -> HandSummary:
    """The history's line of a row; ``fill`` gives a result its pots' winners if it lacks them."""
    result = None if row[11] is None else fill(int(row[0]), HandResult.from_dict(json.loads(row[11])))
    pot = sum(p.amount for p in result.pots) if result else 0
    label = result.labels if result else {}
    by_pot = tuple(tuple(label.get(p, p) for p in pot) for pot in result.winners_by_pot) if result else ()
    took = {name for pot in by_pot for name in pot}
    winners = tuple(name for name in label.values() if name in took)
    return HandSummary(
        hand_id=int(row[0]),
        session_id=row[1],
        number=row[2],
        game=row[3],
        status=HandStatus(row[4]),
        started_at=row[5],
        ended_at=row[6],
        source=row[7],
        source_name=row[8],
        roll=row[9],
        board=row[10] or "",
        players=tuple(label.values()),
        pot=pot,
        winners=winners,
        unit=result.unit if result else "1",
        pot_winners=by_pot,
        returned=None
        if result is None or result.returned is None
        else {label.get(p, p): chips for p, chips in result.returned.items()},
    )


def format_amount(amount: int, unit: str = "1") -> str:
    """An amount in table units written in the units it was entered in (``unit`` each).

    >>> format_amount(125945025, "0.01")
    '1259450.25'
    >>> format_amount(40, "1")
    '40'
    """
    if unit in ("", "1"):
        return str(amount)
    value = (Decimal(amount) * Decimal(unit)).normalize()
    return format(value, "f")
