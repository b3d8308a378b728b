"""Ending the session (F6, ``e``) says so in the ledger, above the books to settle by:
the evening's play at 80x24 (six players) had "Session ended" in a toast over the hand
screen's pot and board for a few seconds, the ledger closed under it. The other toasts
had already moved off the pots (the hand screen's line under the table)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from textual.widgets._toast import Toast

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}
ENDED = "Session 1 ended: settle up as shown. The next hand starts a new one."


async def test_session_ended_is_said_in_the_ledger_not_over_the_pot(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "5", "enter", "f", "f", "f", "f", "f", "enter")  # Cat wins; booked
        await keys(pilot, "f6", "e")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        await pilot.pause(0.1)
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)  # open on the books just ended
        assert str(ledger.query_one("#ledger-news", Static).render()) == ENDED
        drawn = "\n".join(screen_lines(app))
        assert ENDED in drawn  # on the window's first line, whole at 80 columns
        assert "Settlement (fewest payments):" in drawn  # and the books to settle by under it
        assert "Session 1 ledger · 1 hand · ended" in drawn
        assert not app.screen.query(Toast)
        assert not [n for n in app._notifications if "ended" in n.message]
        await keys(pilot, "escape")
        assert isinstance(app.screen, HandScreen)
        await pilot.pause(0.1)
        assert not app.screen.query(Toast)  # nothing over the pot when the hand screen is back
        hand = hand_of(app)
        assert hand is not None
        assert not hand.actions  # the next hand, dealt, opens the new session
