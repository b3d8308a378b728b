"""The tournament on a small terminal: at 80x24 the clock is one line, so six seats fit
above the betting (the big figures come back on a taller terminal); what the app says
after the last hand is written above the tournament ledger's figures, with no notification
over them; and the tournament setup starts on its first field."""

from __future__ import annotations

import random
from pathlib import Path

from textual.containers import ScrollableContainer
from textual.widgets import Digits, Select, Static
from textual.widgets._toast import Toast

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_ledger import TournamentLedgerScreen
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from tests.session.tournament_play import PLAYERS, FakeClock, play_out
from tests.tui.helpers import keys, seat_table, settle

SIX = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def _app(tmp_path: Path, clock: FakeClock) -> BinglaoApp:
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=clock)


async def test_six_seats_and_a_one_line_clock_at_80x24_and_the_big_figures_when_taller(
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(SIX, 200), "Ann")
    clock = FakeClock()
    app = _app(tmp_path, clock)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7")
        setup = app.screen
        assert isinstance(setup, TournamentSetupScreen)
        assert app.focused is setup.query_one("#t-game", Select)  # the first field of the form
        await keys(pilot, "ctrl+s", "p", "enter")
        screen = app.screen
        assert isinstance(screen, TournamentHandScreen)
        line = screen.query_one("#clock-line", Static)
        assert line.display
        assert line.region.height == 1
        assert not screen.query_one(Digits).display
        text = str(line.render())
        assert text.startswith("20:00  Level 1  50/100  next 75/150")
        assert len(text) <= 78
        seats = screen.query_one("#seats-panel", ScrollableContainer)
        assert seats.max_scroll_y == 0  # every seat on screen, nothing to scroll to
        shown = str(screen.query_one("#seats", Static).render())
        assert all(name in shown for name in SIX)
        clock.advance(20 * 60)  # level 2 starts during the hand: the note gets a line of its own
        app.tournament.clock.tick()
        await pilot.pause()
        assert line.region.height == 2
        assert "starts with the next hand" in str(line.render())
        assert seats.max_scroll_y == 0
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert screen.query_one(Digits).display
        assert not line.display


async def test_after_the_last_hand_the_news_is_above_the_ledger_and_no_toast_covers_it(
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 200), "Ann")
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7", "ctrl+s", "p")
        session = app.session
        assert session is not None
        play_out(session)  # Ann's four aces: everyone else is out in the one hand
        await pilot.pause()
        await keys(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, TournamentLedgerScreen)
        await pilot.pause(0.2)
        news = str(screen.query_one("#ledger-news", Static).render())
        assert news.endswith("Ann wins the tournament.")
        assert "Bob is out in 2nd-4th place" in news
        figures = screen.query_one("#ledger-lines", Static).region
        assert figures.height > 0
        toasts = list(screen.query(Toast))
        assert all(not toast.region.overlaps(figures) for toast in toasts)
        assert all(not toast.region.overlaps(screen.query_one("#ledger-news").region) for toast in toasts)


async def test_a_deal_that_ends_the_tournament_is_said_above_the_ledger_not_over_it(tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 200), "Ann")
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7", "ctrl+s", "f7", "d", "i", "y")  # the desk, a deal by ICM, agreed
        screen = app.screen
        assert isinstance(screen, TournamentLedgerScreen)
        await pilot.pause(0.2)
        assert str(screen.query_one("#ledger-news", Static).render()) == (
            "Deal booked (ICM). The tournament is over."
        )
        figures = screen.query_one("#ledger-lines", Static).region
        assert all(not toast.region.overlaps(figures) for toast in screen.query(Toast))
