"""The ledger at 80x24 with many payments (the evening's leftover of issue 11, item 6): with
ten players and four or more lines of who pays whom, every line is on screen when the ledger
opens, and the window (focused) scrolls with the arrows and the page keys to the last hand."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Static

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.session import DealerSession
from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.store.scripted_table import GAMES
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys

TEN = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")


def _evening(path: Path, hands: int) -> int:
    """Hands where a player picked by a seeded die raises the pot and everyone folds to
    him: the money moves around the table. Returns how many payments settle it."""
    setup = TableSetup(GAMES["plo"], tuple(Seat(n, 200) for n in TEN), "Ann", small_blind=1, big_blind=2)
    session = DealerSession.open(setup, path, GAMES)
    try:
        for n in range(hands):
            assert session.deal() is None
            assert session.apply(Action.deal_hole()) is None
            folds = random.Random(n).randrange(8)
            while (hand := session.hand) is not None and not hand.is_complete:
                options = hand.legal()
                assert options is not None
                most = options.max_raise_to
                step = Action.fold(options.player)
                if folds == 0 and most is not None and options.to_call <= 2:  # the pot, once
                    step = Action.raise_to(options.player, most)
                folds -= 1
                assert session.apply(step) is None
            session.finish()
    finally:
        session.close()
    with Database.open(path, read_only=True) as db:
        ledger = Ledger(db)
        session_id = ledger.latest_session()
        assert session_id is not None
        return len(ledger.sheet(session_id).transfers)


@pytest.mark.parametrize("hands", [12, 30])
async def test_every_payment_is_on_screen_and_the_rest_is_reached_by_keys(
    make_app: MakeApp, hands: int
) -> None:
    payments = _evening(_db(), hands)
    assert payments >= 3
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f6")
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        box = ledger.query_one("#ledger", VerticalScroll)
        assert app.focused is box
        settlement = ledger.query_one("#settlement", Static)
        said = str(settlement.render()).splitlines()
        assert len(said) == payments + 1  # the title and a line a payment
        assert box.region.bottom <= 24
        inside = box.content_region
        assert inside.y <= settlement.region.y
        assert settlement.region.bottom <= inside.bottom  # every payment on screen at once
        await keys(pilot, "pagedown")
        assert box.scroll_y > 0
        await keys(pilot, "end")
        assert box.scroll_y == box.max_scroll_y > 0
        await keys(pilot, "pageup", "home")
        assert box.scroll_y == 0
        await keys(pilot, "down")
        assert box.scroll_y == 1
