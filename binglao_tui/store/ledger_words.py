"""The words of a session's money, one home for the command line and the app.

A session played for money says what a chip is worth and settles in money (amounts to
the cent, no currency sign: the house knows its own); a session played for points only
says points and never a word of money: nobody buys, cashes, pays or is paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from binglao_tui.core.entry import printable
from binglao_tui.store.ledger_money import (
    Adjustment,
    Expense,
    MoneySheet,
    SessionMoney,
    SettleBy,
    amount_text,
)

if TYPE_CHECKING:
    from binglao_tui.store.ledger_lines import PlayerLine
    from binglao_tui.store.settlement import Transfer

MONEY_COLUMNS = ("Player", "Buy-in", "Re-buys", "Cashed out", "At the table", "Result")
POINTS_COLUMNS = ("Player", "Started with", "Added", "Taken off", "At the table", "Result")
"""The chips table's headings: a points-only session's say nothing of buying or cashing."""


def chip_columns(money: SessionMoney) -> tuple[str, ...]:
    return POINTS_COLUMNS if money.points_only else MONEY_COLUMNS


def chip_cells(line: PlayerLine, money: SessionMoney) -> tuple[str, str, str, str, str]:
    """A player's chips (buy-in, re-buys, cashed out, at the table, result) as text; an
    imported session's are money, to the cent."""

    def show(amount: int) -> str:
        return str(amount) if money.source == "table" else amount_text(amount, money)

    result = f"{line.net:+d}" if money.source == "table" else signed(line.net, money)
    return (
        show(line.buy_ins),
        " + ".join(show(r) for r in line.re_buys) or "-",
        show(line.cash_outs) if line.cash_outs else "-",
        show(line.at_table),
        result,
    )


def signed(amount: int, money: SessionMoney) -> str:
    """``+25.00``, ``-3.50``, ``+12 points``."""
    return ("+" if amount > 0 else "") + amount_text(amount, money)


def money_intro(money: SessionMoney) -> str:
    """One line on what the session is played for."""
    if money.points_only:
        return "Points only: a chip is a point."
    if money.source != "table":
        return "Imported: the amounts are money, to the cent."
    return f"Money: a chip is worth {amount_text(money.chip_value, money)}."


def expense_line(expense: Expense, money: SessionMoney, players: tuple[str, ...]) -> str:
    """``Cid paid 30.00 for pizza, shared by everyone (10.00 each)``."""
    shares = expense.shares(players)
    parts = sorted(set(shares.values()))
    each = " or ".join(amount_text(p, money) for p in parts)
    who = "everyone" if not expense.shared_by else ", ".join(printable(p) for p in sorted(expense.shared_by))
    return (
        f"{printable(expense.payer)} paid {amount_text(expense.amount, money)} for "
        f"{printable(expense.what)}, shared by {who} ({each} each)"
    )


def adjustment_line(adjustment: Adjustment, money: SessionMoney) -> str:
    """``Ann +5.00: dealer's tip`` (``the bank -20.00: short bank``)."""
    who = money.bank_name if adjustment.player is None else printable(adjustment.player)
    return f"{who} {signed(adjustment.amount, money)}: {printable(adjustment.reason)}"


MONEY_TABLE = ("", "Result", "Expenses", "Adjusted", "Total")
"""The headings of each player's money, in the session's unit (points only: no expenses)."""


def shows_money_table(sheet: MoneySheet) -> bool:
    """Whether the money differs from the chips' results (a chip not worth one unit of
    money, expenses, adjustments, the house's fee, the bank's difference)."""
    differs = not sheet.money.points_only and sheet.money.chip_value != 100 and sheet.money.source == "table"
    return differs or bool(sheet.expenses or sheet.adjustments or sheet.parties)


def money_table(sheet: MoneySheet) -> list[tuple[str, ...]]:
    """Each player's money as text, its headings first: result, expenses (paid less
    share), adjustments, total; a points-only session has no expenses column."""
    money = sheet.money

    def cell(amount: int) -> str:
        return signed(amount, money) if amount else "-"

    rows: list[tuple[str, ...]] = [
        (
            printable(line.player),
            cell(line.result),
            cell(line.expenses),
            cell(line.adjustments),
            cell(line.total),
        )
        for line in sheet.lines
    ]
    rows += [(printable(name), "-", "-", cell(total), cell(total)) for name, total in sheet.parties]
    rows.insert(0, MONEY_TABLE)
    if money.points_only:
        rows = [(row[0], row[1], row[3], row[4]) for row in rows]
    return rows


def settlement_lines(sheet: MoneySheet) -> list[str]:
    """Who pays whom, each payment with the payee's payment handle beside it."""
    money = sheet.money
    if money.points_only:
        return ["Nothing to settle: the points go to the book."]
    if sheet.problem:
        return [f"Cannot settle: {printable(sheet.problem)}."]
    if not sheet.transfers:
        return ["Everyone is square: nobody pays anybody."]
    how = f"through {printable(money.bank_name)}" if money.settle is SettleBy.BANK else "fewest payments"
    return [f"Settlement ({how}):", *(f"  {transfer_text(t, sheet)}" for t in sheet.transfers)]


def transfer_text(transfer: Transfer, sheet: MoneySheet) -> str:
    """``Bob pays Ann 25.00  (Ann: Venmo @ann)``: the payee's payment handle beside it."""
    amount = amount_text(transfer.amount, sheet.money)
    line = f"{printable(transfer.payer)} pays {printable(transfer.payee)} {amount}"
    handle = sheet.handles.get(transfer.payee)
    if handle:
        line += f"  ({printable(transfer.payee)}: {printable(handle)})"
    return line


def detail_lines(sheet: MoneySheet, players: tuple[str, ...]) -> list[str]:
    """The expenses and adjustments, one a line."""
    money = sheet.money
    lines = [f"Expense: {expense_line(e, money, players)}" for e in sheet.expenses]
    lines += [f"Adjustment: {adjustment_line(a, money)}" for a in sheet.adjustments]
    return lines
