"""The cash-out the setup asks about says one true thing about when it is booked. The
evening's play at 80x24 (six players) read "a cash-out of 50 (paid out now)" above "The
ledger books these when the next hand is finished": the journal books it with the result
of the first hand dealt at the new stacks, and nothing before (a test reads the ledger's
rows before and after that hand)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.store.db import Database
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


def _cash_outs() -> list[tuple[str, int]]:
    """The cash-outs the ledger has written (not the ones it shows for a hand in play)."""
    with Database.open(_db(), read_only=True) as db:
        rows = db.conn.execute("SELECT player, amount FROM ledger WHERE kind = 'cash-out'").fetchall()
    return [(str(player), int(amount)) for player, amount in rows]


async def test_the_cash_out_is_said_to_be_booked_when_the_next_hand_is_finished(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "5", "enter", "f", "f", "f", "f", "f")  # all fold to Cat
        await keys(pilot, "t")  # book the hand and open the setup
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#stack-0", Input).value = "150"  # Ann had 200
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Ann: 200 -> 150, a cash-out of 50" in dialog.detail
        assert " now" not in dialog.detail  # nothing is paid or booked yet
        assert "books the changes when that hand is finished" in dialog.detail
        assert dialog.query_one(".dialog").region.bottom <= 24
        assert "Book and deal (y)" in "\n".join(screen_lines(app))
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        assert _cash_outs() == []  # the hand dealt at 150 is not finished: nothing booked
        await keys(pilot, "5", "enter", "f", "f", "f", "f", "f")
        hand = hand_of(app)
        assert hand is not None
        assert hand.is_complete
        assert _cash_outs() == []
        await keys(pilot, "enter")  # confirmed: the hand is finished, and the cash-out booked
        assert _cash_outs() == [("Ann", 50)]
