"""What starting a tournament does to the cash game, asked before it is done.

A tournament is booked in a session of the ledger of its own: a cash session with a hand
finished in it is ended when the tournament starts (its settlement is final then), and a
cash hand dealt but not begun (the blinds posted, the die not rolled) is put away
unplayed. :func:`cash_ending` says both, with the cash session's who-pays-whom, so that
the dealer confirms first; None when the start changes nothing of the cash game.
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_words import transfer_text
from binglao_tui.store.tournament import TournamentStore
from binglao_tui.tui.render.ledger import settlement_text


@dataclass(frozen=True, slots=True)
class CashEnding:
    """The question before the tournament's setup, and what to say once it has started."""

    question: str
    detail: str
    after: str


def cash_ending(db: Database, hand_dealt: bool) -> CashEnding | None:
    """What a tournament started now ends of the cash game (None: nothing)."""
    session = TournamentStore(db).session_a_start_ends()
    if session is None and not hand_dealt:
        return None
    lines: list[str] = []
    after = ""
    if session is not None:
        sheet = Ledger(db).sheet(session)
        lines += [f"Cash session {session} ends here; settle it as it stands:", settlement_text(sheet)]
        paid = "; ".join(transfer_text(t, sheet.money) for t in sheet.transfers)
        settled = f"Settle up: {paid}." if paid else settlement_text(sheet)
        after = f"Cash session {session} ended. {settled}"
    if hand_dealt:
        lines.append("The cash hand dealt (blinds posted) is put away unplayed: nothing of it is booked.")
    question = "End the cash session and start a tournament?" if session else "Start a tournament?"
    return CashEnding(question, "\n".join(lines), after)  # plain text in the dialog: names are data
