"""A session's money: what a chip is worth (or points only), the expenses shared, the
adjustments made, the balance check, and who pays whom.

The ledger counts chips (:mod:`.ledger`); this module turns them into what the players
settle: each player's result in the session's unit (cents, or points in a session played
for points only), plus what the player paid for the group less the player's share of it
(the pizza, a new deck), plus any adjustment the host made with its reason. Every
expense adds up to nothing over the group, so a session whose chips balance and whose
adjustments add up to nothing settles as it is.

**The balance check.** Before a session is closed its money must add up to nothing: the
chips cashed out and still at the table equal the chips bought, and the adjustments
cancel out. A difference is never hidden: it is named (the bank is *short* when the
players are owed more than they owe, *over* when they owe more) and, when the host
agrees, booked as the bank's, the bank then being one more party of the settlement (in a
session for points only the difference is the house's).

**Settling up**, a house choice: by the fewest payments between the players
(:func:`~.settlement.settle`), or through the bank: every loser pays the bank, the bank
pays every winner (the bank is the host by name, or "the bank"). A session for points
only settles nothing: nobody pays, the points go to the book.

>>> money = SessionMoney(Money.MONEY, 25, SettleBy.FEWEST, None)
>>> sheet = money_sheet(money, {"Ann": 4000, "Bob": -1500, "Cid": -2500},
...     expenses=(Expense(1, "Cid", 3000, "pizza", ()),))
>>> [(line.player, line.total) for line in sheet.lines]
[('Ann', 3000), ('Bob', -2500), ('Cid', -500)]
>>> [str(t) for t in sheet.transfers]
['Bob pays Ann 2500', 'Cid pays Ann 500']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from binglao_tui.store.errors import StoreError
from binglao_tui.store.settlement import SettlementError, Transfer, settle


class Money(Enum):
    """What a session is played for."""

    MONEY = "money"
    POINTS = "points"


class SettleBy(Enum):
    """How a session is settled (a house choice)."""

    FEWEST = "fewest"
    """The fewest payments between the players."""
    BANK = "bank"
    """Through the bank: every player pays the bank or is paid by it."""


BANK = "the bank"
"""The bank's name when the house names nobody to keep it."""
POINTS_HOUSE = "the house"
"""Who takes a points-only session's difference (no bank where nothing is paid)."""


class MoneyError(StoreError):
    """An expense, adjustment or money setting refused: the message says why."""


@dataclass(frozen=True, slots=True)
class SessionMoney:
    """A session's money: played for money (``chip_value`` cents a chip) or points only
    (a chip is a point), how it is settled and who keeps the bank."""

    money: Money
    chip_value: int
    settle: SettleBy
    bank: str | None
    source: str = "table"

    @property
    def points_only(self) -> bool:
        return self.money is Money.POINTS

    @property
    def unit(self) -> str:
        """What the session's amounts count: ``cent`` or ``point``."""
        return "point" if self.points_only else "cent"

    @property
    def bank_name(self) -> str:
        """Who takes the session's difference and, settled through the bank, every payment."""
        if self.points_only:
            return POINTS_HOUSE
        return self.bank or BANK

    def of_chips(self, chips: int) -> int:
        """``chips`` in the session's unit."""
        return chips * self.chip_value

    def to_dict(self) -> dict[str, Any]:
        return {
            "money": self.money.value,
            "unit": self.unit,
            "chip_value": self.chip_value,
            "settle": self.settle.value,
            "bank": self.bank_name,
        }


@dataclass(frozen=True, slots=True)
class Expense:
    """Paid by one player for the group: shared by the players named (empty: everyone)."""

    expense_id: int
    payer: str
    amount: int
    what: str
    shared_by: tuple[str, ...]

    def shares(self, players: Sequence[str]) -> dict[str, int]:
        """Each sharer's part in cents, evenly; the cents that do not divide go one each to
        the first sharers in alphabetical order."""
        sharers = sorted(self.shared_by or players)
        if not sharers:
            return {}
        each, odd = divmod(self.amount, len(sharers))
        return {name: each + (1 if index < odd else 0) for index, name in enumerate(sharers)}

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.expense_id,
            "paid_by": self.payer,
            "amount": self.amount,
            "what": self.what,
            "shared_by": list(self.shared_by) or None,
        }


@dataclass(frozen=True, slots=True)
class Adjustment:
    """An amount added to (or taken from) a player's result, with the reason; ``player``
    None is the bank's booked difference."""

    adjustment_id: int
    player: str | None
    amount: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.adjustment_id, "player": self.player, "amount": self.amount, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class MoneyLine:
    """One player's money: the result at the table, expenses (paid less share), adjustments."""

    player: str
    result: int
    expenses: int = 0
    adjustments: int = 0

    @property
    def total(self) -> int:
        """What the player is owed (positive) or owes (negative) at the settlement."""
        return self.result + self.expenses + self.adjustments

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "result": self.result,
            "expenses": self.expenses,
            "adjustments": self.adjustments,
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class MoneySheet:
    """A session's money and its settlement (or why it cannot settle yet).

    ``parties`` are the others settled with the players: the house's tournament fee, the
    bank's booked difference. ``difference`` is what the money is out by (0: it balances;
    positive: the bank is short by it).
    """

    money: SessionMoney
    lines: tuple[MoneyLine, ...]
    parties: tuple[tuple[str, int], ...] = ()
    expenses: tuple[Expense, ...] = ()
    adjustments: tuple[Adjustment, ...] = ()
    difference: int = 0
    transfers: tuple[Transfer, ...] = ()
    problem: str | None = None
    handles: Mapping[str, str] = field(default_factory=dict)

    @property
    def balanced(self) -> bool:
        return self.difference == 0

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.money.to_dict(),
            "lines": [line.to_dict() for line in self.lines],
            "parties": [{"name": name, "total": total} for name, total in self.parties],
            "expenses": [e.to_dict() for e in self.expenses],
            "adjustments": [a.to_dict() for a in self.adjustments],
            "difference": self.difference,
        }

    def transfer_dicts(self) -> list[dict[str, Any]]:
        """The settlement as JSON, each payment with the payee's and payer's handles."""
        return [
            {**t.to_dict(), "to_handle": self.handles.get(t.payee), "from_handle": self.handles.get(t.payer)}
            for t in self.transfers
        ]


def difference_words(difference: int, money: SessionMoney) -> str:
    """The balance check in words: ``the bank is short 20.00 (the players are owed 20.00
    more than they owe)``; for points: ``the points are out by 20 ...``."""
    amount = amount_text(abs(difference), money)
    if money.points_only:
        more = "more won than lost" if difference > 0 else "more lost than won"
        return f"the points do not add up: {amount} {more}"
    if difference > 0:
        return f"the bank is short {amount} (the players are owed {amount} more than they owe)"
    return f"the bank is over {amount} (the players owe {amount} more than they are owed)"


def amount_text(amount: int, money: SessionMoney) -> str:
    """An amount in the session's unit: ``52.65`` (cents), ``52 points``."""
    if money.points_only:
        return f"{amount:,} point" + ("" if abs(amount) == 1 else "s")
    sign = "-" if amount < 0 else ""
    whole, part = divmod(abs(amount), 100)
    return f"{sign}{whole:,}.{part:02d}"


def money_sheet(
    money: SessionMoney,
    results: Mapping[str, int],
    *,
    parties: Mapping[str, int] | None = None,
    expenses: Sequence[Expense] = (),
    adjustments: Sequence[Adjustment] = (),
    handles: Mapping[str, str] | None = None,
    ready: bool = True,
) -> MoneySheet:
    """The money of a session whose players' results (in the session's unit) are
    ``results``; ``ready`` False while it cannot be settled yet (a tournament playing)."""
    players = sorted(results)
    spent: dict[str, int] = dict.fromkeys(players, 0)
    for expense in expenses:
        spent[expense.payer] = spent.get(expense.payer, 0) + expense.amount
        for name, share in expense.shares(players).items():
            spent[name] = spent.get(name, 0) - share
    adjusted: dict[str, int] = {}
    others = dict(parties or {})
    for adjustment in adjustments:
        if adjustment.player is None:
            others[money.bank_name] = others.get(money.bank_name, 0) + adjustment.amount
        else:
            adjusted[adjustment.player] = adjusted.get(adjustment.player, 0) + adjustment.amount
    names = sorted(set(players) | set(spent) | set(adjusted))
    lines = tuple(
        MoneyLine(name, results.get(name, 0), spent.get(name, 0), adjusted.get(name, 0)) for name in names
    )
    difference = sum(line.total for line in lines) + sum(others.values())
    sheet = MoneySheet(
        money,
        lines,
        tuple(sorted(others.items())),
        tuple(expenses),
        tuple(adjustments),
        difference,
        handles=dict(handles or {}),
    )
    if money.points_only or not ready:
        return sheet
    if difference:
        return _with(sheet, problem=difference_words(difference, money))
    nets: dict[str, int] = {}
    for line in lines:
        nets[line.player] = nets.get(line.player, 0) + line.total
    for name, total in others.items():
        nets[name] = nets.get(name, 0) + total
    try:
        bank = money.settle is SettleBy.BANK
        transfers = through_the_bank(nets, money.bank_name) if bank else settle(nets)
    except SettlementError as exc:  # cannot happen once the difference is 0; said if it does
        return _with(sheet, problem=str(exc))
    return _with(sheet, transfers=transfers)


def _with(sheet: MoneySheet, **changes: Any) -> MoneySheet:
    return replace(sheet, **changes)


def through_the_bank(nets: Mapping[str, int], bank: str) -> tuple[Transfer, ...]:
    """Every player who lost pays the bank, the bank pays every player who won (the
    bank's own net, a player's when the host keeps it, is what is left with it).

    >>> [str(t) for t in through_the_bank({"Ann": 30, "Bob": -10, "Cid": -20}, "Ann")]
    ['Cid pays Ann 20', 'Bob pays Ann 10']
    >>> [str(t) for t in through_the_bank({"Ann": 30, "Bob": -10, "Cid": -20}, "the bank")]
    ['Cid pays the bank 20', 'Bob pays the bank 10', 'the bank pays Ann 30']
    """
    if sum(nets.values()):
        raise SettlementError("the money does not add up")
    others = sorted((n for n in nets if n != bank and nets[n]), key=lambda n: (-abs(nets[n]), n))
    pay_in = [Transfer(n, bank, -nets[n]) for n in others if nets[n] < 0]
    pay_out = [Transfer(bank, n, nets[n]) for n in others if nets[n] > 0]
    return (*pay_in, *pay_out)


def read_money(text: str, money: SessionMoney, *, signed: bool = False) -> int | None:
    """An amount typed in the session's unit: ``24.50`` as 2450 cents, ``-5`` as -500
    (``signed``), or a whole number of points; None for anything else.

    >>> m = SessionMoney(Money.MONEY, 100, SettleBy.FEWEST, None)
    >>> read_money("24.5", m), read_money("-5", m, signed=True), read_money("-5", m), read_money("1e3", m)
    (2450, -500, None, None)
    """
    text = text.strip().replace(",", "")
    sign = 1
    if signed and text[:1] in "+-" and text:
        sign = -1 if text[0] == "-" else 1
        text = text[1:]
    whole, dot, part = text.partition(".")
    if not (whole.isascii() and whole.isdigit()) and not (dot and whole == ""):
        return None
    if money.points_only:
        if dot:
            return None
        return sign * int(whole)
    if dot and not (part.isascii() and part.isdigit() and 1 <= len(part) <= 2):
        return None
    cents = int(whole or "0") * 100 + (int(part.ljust(2, "0")) if dot else 0)
    if cents > 10**15:
        return None
    return sign * cents
