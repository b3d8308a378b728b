"""The session ledger's lines: each player's chips in a session, worked out from its
entries (buy-ins, re-buys, cash-outs) and the stacks after each finished hand, and the
entries a table's stacks would book.

:class:`PlayerLine` is one player's line, :class:`LedgerSheet` a session's lines with its
money (:mod:`.ledger_money`). :func:`player_lines` replays a session's events in the order
they happened; :func:`with_hand_in_play` adds what the hand being played would book;
:func:`table_changes` says what a table's stacks would book.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from binglao_tui.store.errors import StoreError
from binglao_tui.store.ledger_money import MoneySheet
from binglao_tui.store.settlement import Transfer


class LedgerKind(Enum):
    """What a line of the ledger records: chips bought at the start, bought again, or cashed."""

    BUY_IN = "buy-in"
    RE_BUY = "re-buy"
    CASH_OUT = "cash-out"


@dataclass(frozen=True, slots=True)
class Change:
    """An entry a table would book: the player, its kind, the amount, and the player's
    chips at the table in the ledger before it (None: new to the session)."""

    player: str
    kind: LedgerKind
    amount: int
    before: int | None

    @property
    def after(self) -> int:
        """The stack the player sits down with."""
        before = self.before or 0
        return before - self.amount if self.kind is LedgerKind.CASH_OUT else before + self.amount


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One player's line in the ledger."""

    player: str
    buy_ins: int
    re_buys: tuple[int, ...]
    cash_outs: int
    stacks: tuple[tuple[int, int], ...]  # (hand number, stack after that hand)
    at_table: int

    @property
    def put_in(self) -> int:
        """Buy-in plus every re-buy."""
        return self.buy_ins + sum(self.re_buys)

    @property
    def net(self) -> int:
        """Up (positive) or down (negative) for the session so far."""
        return self.at_table + self.cash_outs - self.put_in

    def to_dict(self) -> dict[str, Any]:
        """The line as a JSON-able dict."""
        return {
            "player": self.player,
            "buy_in": self.buy_ins,
            "re_buys": list(self.re_buys),
            "cash_outs": self.cash_outs,
            "at_table": self.at_table,
            "net": self.net,
            "stacks": [{"hand": hand, "stack": stack} for hand, stack in self.stacks],
        }


@dataclass(frozen=True, slots=True)
class LedgerSheet:
    """The ledger of one session (its players' chips) and its money: the results in the
    session's unit with expenses and adjustments, and who pays whom (``transfers``, in
    that unit; ``problem`` says why there is no settlement, if there is none)."""

    session_id: int
    started_at: str
    ended_at: str | None
    hands: int
    players: tuple[PlayerLine, ...]
    money: MoneySheet
    tournament: bool = False
    notes: tuple[str, ...] = field(default=())
    games: tuple[tuple[str, int], ...] = field(default=())
    """The games its finished hands were played as, by id, with how many hands each, in the
    order they were first played (a mixed evening's rotation, issue 25)."""

    @property
    def games_words(self) -> str:
        """``"plo8 6, o8 6, big-o 5"`` when more than one game was played, else ""."""
        if len(self.games) < 2:
            return ""
        return ", ".join(f"{game} {count}" for game, count in self.games)

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Who pays whom, in the session's unit (cents; nothing in a points-only session)."""
        return self.money.transfers

    @property
    def problem(self) -> str | None:
        """Why the session cannot be settled as it stands (None: it can)."""
        return self.money.problem

    def to_dict(self) -> dict[str, Any]:
        """The sheet as a JSON-able dict (the ``ledger --json`` document): the players'
        chips, then the money in the session's ``unit`` and the settlement in it."""
        return {
            "session": self.session_id,
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "hands": self.hands,
            "games": [{"game": game, "hands": count} for game, count in self.games],
            "players": [line.to_dict() for line in self.players],
            "unit": self.money.money.unit,
            "money": self.money.to_dict(),
            "settlement": self.money.transfer_dicts(),
            "problem": self.problem,
        }


class Unbalanced(StoreError):
    """A session whose money does not add up cannot be closed until its difference is booked."""


def imported_player_lines(conn: sqlite3.Connection, session_id: int) -> tuple[PlayerLine, ...]:
    """An imported session's players: what each bought in for, took out, and still had."""
    rows = conn.execute(
        "SELECT player, buy_in, buy_out, stack FROM imported_lines WHERE session_id = ? ORDER BY player",
        (session_id,),
    )
    return tuple(
        PlayerLine(str(player), int(buy_in), (), int(buy_out), (), int(stack))
        for player, buy_in, buy_out, stack in rows
    )


def player_lines(conn: sqlite3.Connection, session_id: int) -> list[PlayerLine]:
    """Every player's line of a cash session at the table, replaying its entries and hand
    results in the order they happened.

    An entry belongs after the last hand finished when it was made (``hand_id``), so the
    events of a player are: entries made before any hand, then for each finished hand its
    stack and the entries made after it.
    """
    # (hand order, sub-order, player, what the ledger line records or None for a stack, ...)
    events: list[tuple[int, int, str, LedgerKind | None, int, int]] = []
    for entry_id, player, kind, amount, hand_id in conn.execute(
        "SELECT id, player, kind, amount, hand_id FROM ledger WHERE session_id = ?", (session_id,)
    ):
        events.append((hand_id or 0, 1 + entry_id, player, LedgerKind(kind), int(amount), 0))
    for hand_id, number, player, stack in conn.execute(
        "SELECT h.id, h.number, s.player, s.stack FROM stacks s JOIN hands h ON h.id = s.hand_id "
        "WHERE h.session_id = ? AND h.status = 'finished'",
        (session_id,),
    ):
        events.append((hand_id, 0, player, None, int(stack), int(number or 0)))
    events.sort(key=lambda event: event[:3])  # a stack a player a hand; an entry its own id
    state: dict[str, dict[str, Any]] = {}
    for _, _, player, kind, amount, number in events:
        line = state.setdefault(player, {"buy": 0, "re": [], "out": 0, "stacks": [], "table": 0})
        if kind is None:
            line["stacks"].append((number, amount))
            line["table"] = amount
        elif kind is LedgerKind.BUY_IN:
            line["buy"] += amount
            line["table"] += amount
        elif kind is LedgerKind.RE_BUY:
            line["re"].append(amount)
            line["table"] += amount
        else:
            line["out"] += amount
            line["table"] -= amount
    return [
        PlayerLine(player, s["buy"], tuple(s["re"]), s["out"], tuple(s["stacks"]), s["table"])
        for player, s in sorted(state.items())
    ]


def table_changes(lines: list[PlayerLine], stacks: Mapping[str, int]) -> list[Change]:
    """The entries that bring ``lines`` in line with ``stacks``, in the stacks' order, then
    a cash-out of the whole stack for each player with chips at the table who is not in
    ``stacks`` (he left the table and took them: coming back later is then a re-buy of
    what he sits down with, not a "cash-out" of the difference from what he left with)."""
    at_table = {line.player: line.at_table for line in lines}
    made = []
    for player, stack in stacks.items():
        before = at_table.get(player)
        if before is None:
            kind, diff = LedgerKind.BUY_IN, stack
        else:
            diff = stack - before
            kind = LedgerKind.RE_BUY if diff > 0 else LedgerKind.CASH_OUT
        if diff:
            made.append(Change(player, kind, abs(diff), before))
    made.extend(
        Change(line.player, LedgerKind.CASH_OUT, line.at_table, line.at_table)
        for line in lines
        if line.player not in stacks and line.at_table > 0
    )
    return made


def with_hand_in_play(conn: sqlite3.Connection, session_id: int, lines: list[PlayerLine]) -> list[PlayerLine]:
    """``lines`` with what the session's hand in play would book when it is finished (its
    new players' buy-ins, re-buys, cash-outs): shown, not written, so a void books nothing."""
    row = conn.execute(
        "SELECT setup FROM hands WHERE session_id = ? AND status = 'playing' AND source = 'table' "
        "ORDER BY id DESC",
        (session_id,),
    ).fetchone()
    if row is None:
        return lines
    setup = json.loads(row[0])
    seated = [*setup["seats"], *setup.get("away", ())]  # dealt in, and seated but not dealt in
    stacks = {str(seat["name"]): int(seat["stack"]) for seat in seated}
    by_player = {line.player: line for line in lines}
    for change in table_changes(lines, stacks):
        line = by_player.get(change.player) or PlayerLine(change.player, 0, (), 0, (), 0)
        if change.kind is LedgerKind.BUY_IN:
            line = replace(line, buy_ins=change.amount, at_table=change.amount)
        elif change.kind is LedgerKind.RE_BUY:
            line = replace(line, re_buys=(*line.re_buys, change.amount), at_table=change.after)
        else:
            line = replace(line, cash_outs=line.cash_outs + change.amount, at_table=change.after)
        by_player[change.player] = line
    return sorted(by_player.values(), key=lambda line: line.player)
