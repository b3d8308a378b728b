"""The session ledger's settlement in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from binglao_tui.core.entry import printable

if TYPE_CHECKING:  # names only: the table setup (the first screen) uses this before the store loads
    from binglao_tui.session.outcomes import TableChanges
    from binglao_tui.store.ledger import Change, LedgerSheet
    from binglao_tui.store.ledger_money import SessionMoney


def settlement_text(sheet: LedgerSheet) -> str:
    """The settlement in plain words, in the session's money (or points: nothing to settle)."""
    # the store's words: only when a ledger is shown (the table setup loads this module first)
    from binglao_tui.store.ledger_words import settlement_lines

    return "\n".join(settlement_lines(sheet.money))


def money_title(money: SessionMoney) -> str:
    """The ledger window's word on the money: `` · points only``, `` · a chip is 0.25``;
    nothing for a chip worth one unit of money (the amounts at the table are the money)."""
    from binglao_tui.store.ledger_money import amount_text  # the store loads after the setup's first frame

    if money.points_only:
        return " · points only"
    if money.source != "table":
        return " · imported, in money"
    if money.chip_value == 100:
        return ""
    return f" · a chip is {amount_text(money.chip_value, money)}"


def money_lines(sheet: LedgerSheet) -> list[str]:
    """Under the players' chips: who pays whom first (on screen at 80x24), then each
    player's money when it differs from the chips, the expenses and the adjustments."""
    # the store loads after the setup's first frame
    from binglao_tui.store.ledger_words import detail_lines, money_table, settlement_lines, shows_money_table

    money = sheet.money
    lines = settlement_lines(money)
    if shows_money_table(money):
        rows = money_table(money)
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        lines.append("")
        lines += [
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            )
            for row in rows
        ]
    details = detail_lines(money, tuple(line.player for line in sheet.players))
    if details:
        lines += ["", *details]
    return lines


def change_line(change: Change) -> str:
    """One entry a table would book, in words: ``Cat: 200 -> 150, a cash-out of 50``."""
    from binglao_tui.store.ledger import LedgerKind  # the store loads after the setup's first frame

    name = printable(change.player)
    if change.kind is LedgerKind.BUY_IN:
        return f"{name} buys in for {change.amount}"
    move = f"{change.before} -> {change.after}"
    if change.kind is LedgerKind.RE_BUY:
        return f"{name}: {move}, a re-buy of {change.amount}"
    return f"{name}: {move}, a cash-out of {change.amount}"


def table_changes_text(changes: TableChanges) -> str:
    """What confirming a table changes in the books and at the table, one line each: a
    player who leaves with chips is one line, his cash-out of the whole stack."""
    leaving = {seat.name for seat in changes.leaving}
    lines = [
        _leaving_line(change) if change.player in leaving else change_line(change) for change in changes.books
    ]
    booked = {change.player for change in changes.books}
    lines.extend(
        f"{printable(seat.name)} leaves the table with {seat.stack}"
        for seat in changes.leaving
        if seat.name not in booked
    )
    if not changes.books:
        return "\n".join(lines)
    # The journal books them with the result of the first hand dealt at these stacks, in
    # one transaction (store.recording.TableJournal.hand_finished), and writes nothing
    # before: so no line says "paid out now" (they did, above this sentence).
    booked_when = (
        "The next hand is dealt at these stacks; the ledger books the changes when that "
        "hand is finished (a hand voided books nothing)."
    )
    return "\n".join(lines) + "\n\n" + booked_when


def _leaving_line(change: Change) -> str:
    """``Gus leaves the table with 301: a cash-out of 301``."""
    name = printable(change.player)
    return f"{name} leaves the table with {change.amount}: a cash-out of {change.amount}"
