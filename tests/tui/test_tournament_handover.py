"""A tournament taken up from a cash table and the table handed back when it is over:
started from the hand screen it runs exactly as started from the setup (the clock panel,
``p`` starts the clock), and once it ends the next cash table is the one played before it,
with a fresh ledger session that books only the cash buy-ins."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Static

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from binglao_tui.tui.widgets.clock import ClockPanel
from tests.session.tournament_play import FakeClock
from tests.tui.helpers import keys, seat_table, settle

CASH = {"Ann": 200, "Bob": 150, "Cat": 100}


def _app(tmp_path: Path, clock: FakeClock) -> BinglaoApp:
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", cursor_blink=False, now=clock)


async def _at_the_cash_table(pilot: Pilot[None], app: BinglaoApp) -> None:
    """Confirm the remembered cash table: its first hand waits for the die."""
    assert isinstance(app.screen, SetupScreen)
    await keys(pilot, "ctrl+s")
    assert await settle(pilot, lambda: isinstance(app.screen, HandScreen) and app.hand is not None)
    assert app.hand is not None
    assert app.hand.phase is Phase.ROLL


def _heading(app: BinglaoApp) -> str:
    return str(app.screen.query_one("#clock-heading", Static).render())


async def _start_tournament(pilot: Pilot[None], app: BinglaoApp, stack: str = "10000") -> None:
    """F7 and the tournament setup, filled in as a host would, then Ctrl+S."""
    await keys(pilot, "f7")
    screen = app.screen
    assert isinstance(screen, TournamentSetupScreen)
    screen.query_one("#t-stack", Input).value = stack
    screen.query_one("#t-hours", Input).value = "1"
    await pilot.pause()
    await keys(pilot, "ctrl+s")


async def test_a_tournament_started_from_the_hand_screen_has_its_clock_and_p_starts_it(
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "binglao", CASH, "Ann")
    clock = FakeClock()
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _at_the_cash_table(pilot, app)
        await keys(pilot, "f6")  # the audit's steps: end the cash session first
        assert isinstance(app.screen, LedgerScreen)
        await keys(pilot, "e")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y", "escape")
        assert isinstance(app.screen, HandScreen)
        await _start_tournament(pilot, app)
        screen = app.screen
        assert isinstance(screen, TournamentHandScreen)  # not the cash table's hand screen
        assert len(screen.query(ClockPanel)) == 1
        assert [type(s) for s in app.screen_stack[1:]] == [TournamentHandScreen]
        assert "PAUSED" in _heading(app)
        await keys(pilot, "p")
        director = app.director
        assert director is not None
        assert director.clock.running
        assert "PAUSED" not in _heading(app)
        assert "Level 1" in _heading(app)


async def test_from_the_setup_or_the_hand_screen_the_tournament_starts_the_same(
    tmp_path: Path,
) -> None:
    """The same screens in the same order either way (one code path)."""
    stacks: list[list[type]] = []
    for start_from in ("setup", "hand"):
        home = tmp_path / start_from
        seat_table(home / "config", "binglao", CASH, "Ann")
        app = BinglaoApp(
            db=str(home / "db.sqlite3"),
            rng=random.Random(7),
            config=home / "config",
            cursor_blink=False,
            now=FakeClock(),
        )
        async with app.run_test(size=(120, 40)) as pilot:
            await _at_the_cash_table(pilot, app)
            if start_from == "setup":
                await keys(pilot, "t")
                assert isinstance(app.screen, SetupScreen)
            await _start_tournament(pilot, app)
            assert isinstance(app.screen, TournamentHandScreen)
            await keys(pilot, "p")
            assert app.director is not None
            assert app.director.clock.running
            stacks.append([type(s) for s in app.screen_stack[1:]])
    assert stacks[0] == stacks[1] == [TournamentHandScreen]
