"""A tournament taken up from a cash table and the table handed back when it is over:
started from the hand screen it runs exactly as started from the setup (the clock panel,
``p`` starts the clock), and once it ends the next cash table is the one played before it,
with a fresh ledger session that books only the cash buy-ins."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Select, Static

from binglao_tui.core.engine.hand import Phase
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_words import transfer_text
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_ledger import TournamentLedgerScreen
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from binglao_tui.tui.table_memory import load_setup
from binglao_tui.tui.widgets.clock import ClockPanel
from tests.session.tournament_play import GAMES, PLAYERS, FakeClock, play_out
from tests.tui.helpers import keys, seat_table, settle

CASH = {"Ann": 200, "Bob": 150, "Cat": 100}


def _app(tmp_path: Path, clock: FakeClock) -> BinglaoApp:
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=clock)


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
    """F7 (yes to ending the cash game when asked) and the tournament setup, filled in as
    a host would, then Ctrl+S."""
    await keys(pilot, "f7")
    if isinstance(app.screen, ConfirmScreen):
        await keys(pilot, "y")
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
        director = app.tournament.director
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
            assert app.tournament.director is not None
            assert app.tournament.director.clock.running
            stacks.append([type(s) for s in app.screen_stack[1:]])
    assert stacks[0] == stacks[1] == [TournamentHandScreen]


async def _fold_to_the_big_blind(pilot: Pilot[None], app: BinglaoApp) -> None:
    """A cash hand: the hole cards out, everyone folds to the big blind, the payout booked."""
    await keys(pilot, "enter")
    while app.hand is not None and not app.hand.is_complete:
        await keys(pilot, "f")
    await keys(pilot, "enter")


def _seats(setup: TableSetup) -> tuple[tuple[str, int], ...]:
    return tuple((s.name, s.stack) for s in setup.seats)


async def test_after_a_tournament_the_cash_table_and_a_fresh_ledger_session_come_back(
    tmp_path: Path,
) -> None:
    config = tmp_path / "config"
    seat_table(config, "plo", dict.fromkeys(PLAYERS, 300), "Dan", small_blind=1, big_blind=2)
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(120, 40)) as pilot:
        assert isinstance(app.screen, SetupScreen)
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandScreen) and app.hand is not None)
        await _fold_to_the_big_blind(pilot, app)  # a cash hand played: the cash session is used
        cash = app.table  # the next cash hand's table, as remembered
        assert load_setup(config, GAMES) == cash
        opened = app.opened
        assert opened is not None
        assert opened.db is not None
        ledger = Ledger(opened.db)
        cash_session = ledger.current_session()
        await _start_tournament(pilot, app)
        assert isinstance(app.screen, TournamentHandScreen)
        director = app.tournament.director
        assert director is not None
        assert director.session_id != cash_session
        session = app.session
        assert session is not None
        play_out(session)  # Ann's four aces take every chip: the tournament is over
        await pilot.pause()
        await keys(pilot, "enter")
        assert director.finished
        assert isinstance(app.screen, TournamentLedgerScreen)
        assert load_setup(config, GAMES) == cash  # the tournament never wrote over it
        await keys(pilot, "escape")
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        offered = screen.read_setup()
        assert (offered.small_blind, offered.big_blind) == (1, 2)
        assert offered.game.id == "plo"
        assert _seats(offered) == _seats(cash)
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandScreen))
        assert not isinstance(app.screen, TournamentHandScreen)
        hand = app.hand
        assert hand is not None
        assert (hand.setup.small_blind, hand.setup.big_blind) == (1, 2)
        assert hand.setup.stacks == dict(_seats(cash))
        await _fold_to_the_big_blind(pilot, app)
        fresh = ledger.current_session()
        assert fresh not in (None, cash_session, director.session_id)
        assert fresh is not None
        sheet = ledger.sheet(fresh)
        assert {line.player: line.buy_ins for line in sheet.players} == dict(_seats(cash))
        assert all(line.re_buys == () for line in sheet.players)
        assert sheet.hands == 1


async def test_a_tournament_ended_by_a_deal_hands_back_the_cash_table_with_no_hand_left_dealt(
    tmp_path: Path,
) -> None:
    config = tmp_path / "config"
    seat_table(config, "plo", dict.fromkeys(PLAYERS, 300), "Dan", small_blind=1, big_blind=2)
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(140, 40)) as pilot:
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandScreen) and app.hand is not None)
        cash = app.table
        await _start_tournament(pilot, app)
        await keys(pilot, "f7", "d", "i", "y")  # the desk, a deal by ICM, agreed
        assert app.tournament.director is not None
        assert app.tournament.director.finished
        assert app.hand is None  # the tournament hand dealt before the deal is put away
        assert isinstance(app.screen, TournamentLedgerScreen)
        await keys(pilot, "escape")
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        offered = screen.read_setup()
        assert (offered.small_blind, offered.big_blind) == (1, 2)
        assert _seats(offered) == _seats(cash)
        opened = app.opened
        assert opened is not None
        assert opened.journal is not None
        assert opened.journal.unfinished() is None  # nothing asks to be resumed next run


async def test_a_resumed_tournament_whose_hand_is_voided_deals_at_its_own_game_not_the_cash_one(
    tmp_path: Path,
) -> None:
    """The tournament's table is remembered apart from the cash table's: a resumed
    tournament keeps its game and button even when the hand left in play is voided."""
    seat_table(tmp_path / "config", "binglao", dict.fromkeys(PLAYERS, 300), "Ann")
    clock = FakeClock()
    first = _app(tmp_path, clock)
    async with first.run_test(size=(120, 40)) as pilot:
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(first.screen, HandScreen) and first.hand is not None)
        await keys(pilot, "f7", "y")  # yes: the cash hand dealt is put away
        assert isinstance(first.screen, TournamentSetupScreen)
        first.screen.query_one("#t-game", Select).value = "plo"
        await pilot.pause()
        await keys(pilot, "ctrl+s")
        assert first.hand is not None
        assert first.hand.setup.game.id == "plo"
        await keys(pilot, "enter")  # the hole cards are out: the hand is left in play
    again = _app(tmp_path, clock)
    async with again.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(again.screen, ConfirmScreen))
        await keys(pilot, "n")  # void the hand left in play
        assert await settle(pilot, lambda: isinstance(again.screen, TournamentHandScreen))
        assert again.tournament.running
        assert again.hand is not None
        assert again.hand.setup.game.id == "plo"
        assert set(again.hand.setup.names) == set(PLAYERS)


async def test_starting_a_tournament_asks_first_and_says_the_cash_settlement(tmp_path: Path) -> None:
    """The evening's repro: F7 then Ctrl+S while a cash hand waited (blinds posted) put the
    hand away and ended the cash session without a word. Now F7 asks first, with the
    session's who-pays-whom, and no keeps the cash game as it was."""
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 300), "Dan", small_blind=1, big_blind=2)
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandScreen) and app.hand is not None)
        await _fold_to_the_big_blind(pilot, app)  # a cash hand finished; the next one dealt
        waiting = app.hand
        assert waiting is not None
        assert not waiting.actions
        opened = app.opened
        assert opened is not None
        assert opened.db is not None
        ledger = Ledger(opened.db)
        cash_session = ledger.current_session()
        assert cash_session is not None
        sheet = ledger.sheet(cash_session)
        pays = [transfer_text(t, sheet.money) for t in sheet.transfers]
        assert len(pays) == 1
        await keys(pilot, "f7")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert "End the cash session" in question.question
        assert f"Cash session {cash_session} ends here" in question.detail
        assert pays[0] in question.detail
        assert "put away unplayed" in question.detail
        await keys(pilot, "n")  # keep playing cash: nothing changed
        assert isinstance(app.screen, HandScreen)
        assert app.hand is waiting
        assert ledger.current_session() == cash_session
        assert app.tournament.director is None
        await _start_tournament(pilot, app)
        assert isinstance(app.screen, TournamentHandScreen)
        said = str(app.screen.query_one("#hand-info", Static).render())
        assert f"Cash session {cash_session} ended. Settle up: {pays[0]}." in said
        assert ledger.current_session() != cash_session
