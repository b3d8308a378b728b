"""The session ledger's settlement in plain words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from binglao_tui.core.entry import printable

if TYPE_CHECKING:  # names only: the table setup (the first screen) uses this before the store loads
    from binglao_tui.session.outcomes import TableChanges
    from binglao_tui.store.ledger import Change, LedgerSheet


def settlement_text(sheet: LedgerSheet) -> str:
    """The settlement in plain words."""
    if sheet.problem:
        return f"Cannot settle: {printable(sheet.problem)}."
    if not sheet.transfers:
        return "Everyone is square: nobody pays anybody."
    return "Settlement (fewest payments):\n" + "\n".join(f"  {printable(str(t))}" for t in sheet.transfers)


def change_line(change: Change) -> str:
    """One entry a table would book, in words: ``Cat: 200 -> 150, a cash-out of 50``."""
    name = printable(change.player)
    if change.kind.value == "buy-in":
        return f"{name} buys in for {change.amount}"
    move = f"{change.before} -> {change.after}"
    if change.kind.value == "re-buy":
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
