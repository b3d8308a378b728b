"""A player who leaves the table cashes out his whole stack, and coming back is a re-buy.

Found in the evening's play at 80x24 (issue 11): Bob left with 366 (the setup said "Bob
leaves the table with 366") but the ledger kept him "at the table" with 366 and no
cash-out; when he came back with 200 the setup said "Bob: 366 -> 200, a cash-out of 166
(paid out now)", telling the dealer to pay a player who had just sat down.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger, PlayerLine
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table


def _lines() -> dict[str, PlayerLine]:
    with Database.open(_db(), read_only=True) as db:
        ledger = Ledger(db)
        session = ledger.latest_session()
        assert session is not None
        return {line.player: line for line in ledger.sheet(session).players}


async def test_a_player_who_leaves_cashes_out_and_coming_back_is_a_re_buy(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Gus": 300}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f")  # Ann and Bob fold: Gus wins the blinds
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#count", Input).value = "2"  # Gus goes home
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Gus leaves the table with 301: a cash-out of 301" in str(dialog.detail).splitlines()
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "enter", "f")  # heads-up: one fold ends the hand
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "enter")  # booked
        gus = _lines()["Gus"]
        assert (gus.cash_outs, gus.at_table, gus.net) == (301, 0, 1)

        await keys(pilot, "t")  # Gus comes back with a fresh 200
        back = app.screen
        assert isinstance(back, SetupScreen)
        back.query_one("#count", Input).value = "3"
        await pilot.pause()
        back.query_one("#name-2", Input).value = "Gus"
        back.query_one("#stack-2", Input).value = "200"
        await keys(pilot, "ctrl+s")
        posts = app.screen  # seat 3 lies between the button and the big blind: not yet
        assert isinstance(posts, ConfirmScreen)
        assert posts.question.startswith("Gus sits in seat 3, between the button and the big blind")
        await keys(pilot, "n")  # he waits for the big blind
        asked = app.screen
        assert isinstance(asked, ConfirmScreen)
        detail = str(asked.detail).splitlines()
        assert "Gus: 0 -> 200, a re-buy of 200" in detail
        assert "Gus (seat 3) waits for the big blind." in detail
        await keys(pilot, "y")
        await keys(pilot, "enter", "f")  # heads-up again while Gus waits
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "enter")
        gus = _lines()["Gus"]
        assert (gus.buy_ins, gus.re_buys, gus.cash_outs) == (300, (200,), 301)
        assert gus.net == gus.at_table + 301 - 500
