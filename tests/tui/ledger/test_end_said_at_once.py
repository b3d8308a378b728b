"""Ending the session (F6, ``e``) while a hand is being played is refused at once, before
the dealer is asked to confirm: the evening's play found "End the session?" asked, and
only after ``y`` the news that the session goes on because a hand is in play."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table

THREE = {"Ann": 100, "Bob": 100, "Cat": 100}


async def test_e_with_a_hand_being_played_says_why_not_without_asking_first(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "c")  # start, the cards are dealt, Ann calls
        assert app.hand is not None
        assert app.hand.actions
        assert not app.hand.is_complete
        await keys(pilot, "f6", "e")
        assert isinstance(app.screen, LedgerScreen)  # no "End the session?" to answer
        assert not isinstance(app.screen, ConfirmScreen)
        messages = [n.message for n in app._notifications]
        assert any(m.startswith("The session goes on: a hand is being played") for m in messages)
        assert app.hand.actions  # the hand goes on as it was


async def test_e_with_a_hand_dealt_but_not_begun_still_asks_and_ends(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")  # the blinds are in, nothing else
        await keys(pilot, "f6", "e")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        assert isinstance(app.screen, LedgerScreen)  # open on the books to settle by
        news = str(app.screen.query_one("#ledger-news", Static).render())
        assert news == "Session 1 ended: settle up as shown. The next hand starts a new one."
