"""The session ledger's settlement in plain words."""

from __future__ import annotations

from binglao_tui.core.entry import printable
from binglao_tui.store.ledger import LedgerSheet


def settlement_text(sheet: LedgerSheet) -> str:
    """The settlement in plain words."""
    if sheet.problem:
        return f"Cannot settle: {printable(sheet.problem)}."
    if not sheet.transfers:
        return "Everyone is square: nobody pays anybody."
    return "Settlement (fewest payments):\n" + "\n".join(f"  {printable(str(t))}" for t in sheet.transfers)
