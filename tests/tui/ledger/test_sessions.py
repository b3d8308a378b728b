"""The ledgers of earlier sessions in the app: ``[`` and ``]`` in the session ledger (F6)
step to the session before and after, and the tournament's ledger opens the cash game it
ended with ``[`` (the host settles that game's books after the tournament has begun)."""

from __future__ import annotations

import random
from pathlib import Path

from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.tournament_ledger import TournamentLedgerScreen
from tests.session.tournament_play import FakeClock
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, seat_table, settle
from tests.tui.tournament.test_handover import _start_tournament

THREE = {"Ann": 100, "Bob": 100, "Cat": 100}


def _title(screen: LedgerScreen) -> str:
    return str(screen.query_one("#ledger", VerticalScroll).border_title)


def _players(screen: LedgerScreen) -> list[str]:
    table = screen.query_one("#ledger-table", DataTable)
    return [str(table.get_row_at(i)[0]) for i in range(table.row_count)]


async def _one_hand_then_end_the_session(pilot: Pilot[None], app: BinglaoApp) -> None:
    """Deal, fold round to the big blind (Cat wins the blinds), end the session from F6."""
    await keys(pilot, "enter", "f", "f")
    assert app.hand is not None
    assert app.hand.is_complete
    await keys(pilot, "enter", "f6", "e")
    assert isinstance(app.screen, ConfirmScreen)
    await keys(pilot, "y")
    assert isinstance(app.screen, LedgerScreen)  # it stays open on the books just ended
    await keys(pilot, "escape")
    assert isinstance(app.screen, HandScreen)


async def test_brackets_step_through_the_sessions_and_e_ends_only_the_open_one(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")
        await _one_hand_then_end_the_session(pilot, app)
        await keys(pilot, "enter", "f", "f", "enter")  # a hand of the second session
        await keys(pilot, "f6")
        screen = app.screen
        assert isinstance(screen, LedgerScreen)
        assert _title(screen) == "Session 2 ledger · 1 hand"
        await keys(pilot, "left_square_bracket")
        assert screen.session_id == 1
        assert _title(screen) == "Session 1 ledger · 1 hand · ended"
        assert _players(screen) == ["Ann", "Bob", "Cat"]
        settlement = str(screen.query_one("#settlement", Static).render())
        assert settlement.splitlines() == ["Settlement (fewest payments):", "  Bob pays Cat 1.00"]
        await keys(pilot, "left_square_bracket")  # no session before the first
        assert screen.session_id == 1
        await keys(pilot, "e")  # the session shown has ended: nothing to confirm
        assert not isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "right_square_bracket")
        assert screen.session_id == 2
        assert _title(screen).startswith("Session 2 ledger")


async def test_f6_right_after_ending_a_session_shows_the_books_just_ended(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """The next hand is dealt in session 2, which has nothing booked yet: F6 opens on
    session 1, the one to settle up by, and says so in its first line (as the CLI does)."""
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")
        await _one_hand_then_end_the_session(pilot, app)
        await keys(pilot, "f6")
        screen = app.screen
        assert isinstance(screen, LedgerScreen)
        assert screen.session_id == 1
        assert _title(screen) == "Session 1 ledger · 1 hand · ended"
        news = screen.query_one("#ledger-news", Static)
        assert news.display
        assert str(news.render()) == "Showing session 1: session 2 has nothing booked yet (] goes to it)."
        drawn = screen_lines(app)
        assert any(
            "Showing session 1: session 2 has nothing booked yet (] goes to it)." in line for line in drawn
        )
        assert any("Bob pays Cat 1" in line for line in drawn)  # the settlement, on screen at 80x24
        await keys(pilot, "right_square_bracket")
        assert screen.session_id == 2
        assert not news.display


async def test_the_tournament_ledger_opens_the_cash_game_it_ended(tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", THREE, "Ann")
    app = BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandScreen) and app.hand is not None)
        await keys(pilot, "enter", "f", "f", "enter")  # one cash hand: Cat wins the blinds
        await _start_tournament(pilot, app)
        assert await settle(pilot, lambda: app.tournament.director is not None)
        await keys(pilot, "f6")
        assert isinstance(app.screen, TournamentLedgerScreen)
        await keys(pilot, "left_square_bracket")
        screen = app.screen
        assert isinstance(screen, LedgerScreen)
        assert screen.session_id == 1
        assert _title(screen) == "Session 1 ledger · 1 hand · ended"
        assert _players(screen) == ["Ann", "Bob", "Cat"]
        await keys(pilot, "right_square_bracket")  # the tournament's session: its money
        assert screen.session_id == 2
        assert "a tournament" in _title(screen)
        assert not screen.query_one("#ledger-table", DataTable).display
        assert "Still playing" in str(screen.query_one("#settlement", Static).render())
