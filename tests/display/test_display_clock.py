"""The table display shows the tournament clock above the table while the session it
follows is a tournament (level, time left, blinds, next level, players left, average
stack), and no clock for a cash game."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Digits

from binglao_tui.display.app import TableDisplay
from binglao_tui.session import DealerSession, TournamentSession
from tests.display.helpers import POLL, text, until, visible
from tests.session.tournament_play import GAMES, FakeClock, base_table, deal, tournament


async def test_the_clock_is_shown_above_the_table_during_a_tournament(db_path: Path) -> None:
    clock = FakeClock()
    dealer = DealerSession.open(base_table(), db_path, GAMES)
    try:
        opened = dealer.opened
        assert opened is not None
        assert opened.db is not None
        director = TournamentSession.create(opened.db, tournament(), now=clock)
        assert isinstance(director, TournamentSession)
        deal(dealer, director)
        assert director.toggle_clock() is None
        clock.advance(150)
        assert director.toggle_clock() is None  # paused at 2:30 of play: 7:30 left in level 1
        app = TableDisplay(db_path, games=GAMES, poll_seconds=POLL)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: visible(app, "#clock"), "the clock")
            assert app.query_one("#clock-figures", Digits).value == "7:30"
            assert text(app, "#clock-heading") == "Level 1 · PAUSED"
            assert text(app, "#clock-blinds") == "Blinds 100/200"
            assert text(app, "#clock-coming").startswith("Next: level 2 200/400")
            assert text(app, "#clock-table") == "4 players left · average stack 1,000"
            assert visible(app, "#table")
    finally:
        dealer.close()


async def test_a_cash_game_shows_no_clock(db_path: Path) -> None:
    dealer = DealerSession.open(base_table(), db_path, GAMES)
    try:
        assert dealer.deal() is None
        app = TableDisplay(db_path, games=GAMES, poll_seconds=POLL)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: visible(app, "#table"), "the table")
            assert not visible(app, "#clock")
    finally:
        dealer.close()
