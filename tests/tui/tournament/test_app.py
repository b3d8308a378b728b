"""The tournament in the app, with a clock the test moves by hand (nothing sleeps): the
setup, the clock panel with pause and the last-minute warning and bell, a level change
between hands, two players out in one hand placed by their starting stacks, the ledger,
the deal, and the clock resumed after the app was stopped mid-level."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Digits, Input, Select, Static

from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui import app as app_module
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.tournament_break import BreakScreen
from binglao_tui.tui.screens.tournament_deal import DealScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_ledger import TournamentLedgerScreen
from binglao_tui.tui.screens.tournament_setup import TournamentChoice, TournamentSetupScreen
from binglao_tui.tui.widgets.clock import ClockPanel
from tests.session.tournament_play import GAMES, PLAYERS, SCHEDULE, T0, TERMS, FakeClock, play_out
from tests.tui.helpers import keys, seat_table, type_text


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


class CountingApp(BinglaoApp):
    """The app, counting the bells it rings (the terminal's bell cannot be heard here)."""

    CSS_PATH = str(Path(app_module.__file__).parent / "app.tcss")  # the app's own, not beside this file
    bells = 0

    def bell(self) -> None:
        self.bells += 1
        super().bell()


def _app(tmp_path: Path, clock: FakeClock) -> CountingApp:
    return CountingApp(rng=random.Random(7), config=tmp_path / "config", now=clock)


async def _opened(pilot: Pilot[None], app: BinglaoApp) -> None:
    for _ in range(40):
        if app.journal_ready:
            return
        await pilot.pause()
    raise AssertionError("the database never opened")


def _start(app: BinglaoApp, tournament: Tournament | None = None) -> None:
    """Start the small test tournament at PLO, as the setup screen would."""
    choice = TournamentChoice(tournament or Tournament.start(SCHEDULE, TERMS, PLAYERS), GAMES["plo"])
    app.tournament.start(choice)


def _panel(app: BinglaoApp) -> ClockPanel:
    return app.screen.query_one(ClockPanel)


def _words(app: BinglaoApp, part: str) -> str:
    return str(app.screen.query_one(f"#clock-{part}", Static).render())


def _notes(app: BinglaoApp) -> list[str]:
    """What the app said: its notifications, and the line a screen keeps for news (the
    hand screen's under the table, the tournament ledger's above its figures)."""
    said = [n.message for n in app._notifications]
    return said + [str(w.render()) for w in app.screen.query("#hand-info, #ledger-news")]


def _heard(app: BinglaoApp, words: str) -> bool:
    return any(words in said for said in _notes(app))


def _seated(tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")


async def test_the_setup_plans_the_schedule_and_starts_the_tournament_paused(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f7")
        screen = app.screen
        assert isinstance(screen, TournamentSetupScreen)
        screen.query_one("#t-game", Select).value = "plo"
        screen.query_one("#t-stack", Input).value = "10000"
        screen.query_one("#t-hours", Input).value = "3"
        screen.query_one("#t-chips", Input).value = "25:200,100:200,500:100,1000:50"
        screen.query_one("#t-buy-in", Input).value = "20"
        screen.query_one("#t-fee", Input).value = "10"
        await app.workers.wait_for_complete()  # the preview plans off the app's thread
        await pilot.pause()
        plan = str(screen.query_one("#t-plan", Static).render())
        assert "Hand each player" in plan
        screen.query_one("#t-chips", Input).value = "25:4"
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "✗" in str(screen.query_one("#t-problem", Static).render())  # said at the field
        screen.query_one("#t-chips", Input).value = "25:200,100:200,500:100,1000:50"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TournamentHandScreen)
        director = app.tournament.director
        assert director is not None
        assert not director.clock.running
        assert director.tournament.pool.pool == 4 * 2000 - 800
        hand = app.hand
        assert hand is not None
        first = director.schedule.levels[0]
        assert (hand.setup.small_blind, hand.setup.big_blind) == (first.small_blind, first.big_blind)
        assert set(hand.setup.stacks.values()) == {10000}
        assert "PAUSED" in _words(app, "heading")


async def test_the_clock_pauses_with_one_key_warns_a_minute_before_and_rings_at_the_change(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, app)
        _start(app)
        await pilot.pause()
        assert app.screen.query_one(Digits).value == "10:00"
        await keys(pilot, "p")  # the clock starts
        clock.advance(30)
        app.tournament.clock.tick()
        await pilot.pause()
        assert _panel(app).figures == "9:30"
        assert "Level 1" in _words(app, "heading")
        assert "100/200" in _words(app, "blinds")
        assert "Next: level 2 200/400" in _words(app, "coming")
        assert "break in 19:30" in _words(app, "coming")
        assert _words(app, "table") == "4 players left · average stack 1,000"
        await keys(pilot, "p")  # paused: the time does not count
        clock.advance(600)
        app.tournament.clock.tick()
        await pilot.pause()
        assert _panel(app).figures == "9:30"
        assert "PAUSED" in _words(app, "heading")
        await keys(pilot, "p")
        clock.advance(8 * 60 + 31)
        app.tournament.clock.tick()
        await pilot.pause()
        assert _panel(app).figures == "0:59"
        assert _panel(app).has_class("-warning")
        assert _heard(app, "One minute left in level 1.")
        bells = app.bells
        clock.advance(60)
        app.tournament.clock.tick()
        await pilot.pause()
        assert app.bells == bells + 1
        assert "Level 2" in _words(app, "heading")
        assert _heard(app, "Level 2: 200/400")
        director = app.tournament.director
        assert director is not None
        assert director.set_quiet(True) is None  # quiet: no bell at the next change
        clock.advance(10 * 60)
        app.tournament.clock.tick()
        await pilot.pause()
        assert app.bells == bells + 1
        assert isinstance(app.screen, BreakScreen)  # no hand in progress: the break screen


async def test_a_level_that_changes_during_a_hand_applies_from_the_next_hand(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, app)
        _start(app)
        await keys(pilot, "p")
        clock.advance(9 * 60 + 50)
        app.tournament.clock.tick()
        session = app.session
        assert session is not None
        hand = app.hand
        assert hand is not None
        assert (hand.setup.small_blind, hand.setup.big_blind) == (100, 200)
        await keys(pilot, "enter")  # the hole cards are dealt: the hand is in progress
        clock.advance(20)  # level 2 starts during the hand
        app.tournament.clock.tick()
        await pilot.pause()
        assert (
            _words(app, "note")
            == "This hand plays level 1 (100/200); level 2 200/400 starts with the next hand."
        )
        assert _heard(app, "applies from the next hand")
        assert app.hand is not None
        assert app.hand.setup.big_blind == 200
        # everyone folds to the big blind
        for _ in range(3):
            options = app.hand.legal()
            assert options is not None
            await keys(pilot, "f")
        assert app.hand.is_complete
        await keys(pilot, "enter")  # the payout is confirmed: the next hand is dealt
        assert isinstance(app.screen, TournamentHandScreen)
        assert app.hand_number == 2
        assert (app.hand.setup.small_blind, app.hand.setup.big_blind) == (200, 400)
        assert _words(app, "note") == ""


async def test_two_players_out_in_one_hand_are_placed_by_their_stacks_at_its_start(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, app)
        _start(app)
        director = app.tournament.director
        assert director is not None
        await keys(pilot, "f7", "e")
        await type_text(pilot, "Ann rebuy")
        await keys(pilot, "enter")
        assert director.tournament.stack_of("Ann") == 4000
        await keys(pilot, "e")
        await type_text(pilot, "Dan add-on")
        await keys(pilot, "enter", "escape")
        assert director.tournament.stack_of("Dan") == 1500
        session = app.session  # the hand dealt before the entries was dealt again with their chips
        assert session is not None
        assert app.hand is not None
        assert app.hand.setup.stacks == {
            "Ann": 4000,
            "Bob": 1000,
            "Cat": 1000,
            "Dan": 1500,
        }
        play_out(session, folders={"Bob"})
        await pilot.pause()
        await keys(pilot, "enter")  # booked: Cat and Dan are out in the same hand
        assert _heard(app, "Dan is out in 3rd place. Cat is out in 4th place.")  # under the table
        assert director.tournament.alive == ("Ann", "Bob")
        assert app.hand is not None
        assert set(app.hand.setup.names) == {"Ann", "Bob"}
        await keys(pilot, "f6")
        assert isinstance(app.screen, TournamentLedgerScreen)
        ledger = str(app.screen.query_one("#ledger-lines", Static).render())
        assert "Dan     3rd" in ledger
        assert "Cat     4th" in ledger
        assert "prize pool" in ledger


async def test_a_deal_shows_the_three_methods_and_books_the_one_agreed(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(140, 40)) as pilot:
        await _opened(pilot, app)
        _start(app)
        await keys(pilot, "f7", "d")
        assert isinstance(app.screen, DealScreen)
        table = str(app.screen.query_one("#deal-table", Static).render())
        assert "i ICM" in table
        assert "c Chip chop" in table
        assert "b Blend 50%" in table
        await keys(pilot, "i")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "y")
        director = app.tournament.director
        assert director is not None
        assert director.finished
        assert isinstance(app.screen, TournamentLedgerScreen)
        ledger = str(app.screen.query_one("#ledger-lines", Static).render())
        assert "deal" in ledger
        assert "Settlement (fewest payments):" in ledger


async def test_the_clock_resumes_where_it_was_after_the_app_stops_mid_level(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    first = _app(tmp_path, clock)
    async with first.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, first)
        _start(first)
        await keys(pilot, "p")
        clock.advance(4 * 60)
        first.tournament.clock.tick()
        await pilot.pause()
        assert _panel(first).figures == "6:00"
    # every step is already in the file: stopping the app here is as a kill would leave it
    clock.advance(3 * 60)  # the app was closed for three minutes with the clock running
    again = _app(tmp_path, clock)
    async with again.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            if isinstance(again.screen, ConfirmScreen):  # the hand dealt last time is resumed
                await keys(pilot, "y")
            if isinstance(again.screen, TournamentHandScreen):
                break
            await pilot.pause()
        assert isinstance(again.screen, TournamentHandScreen)
        again.tournament.clock.tick()
        await pilot.pause()
        assert _panel(again).figures == "3:00"
        assert "Level 1" in _words(again, "heading")
        assert _heard(again, "kept running while the app was closed (3:00 counted)")
        director = again.tournament.director
        assert director is not None
        assert director.elapsed == 7 * 60
        assert clock.now == T0 + 7 * 60


async def test_a_level_is_edited_at_the_desk_and_a_bad_edit_is_refused_at_the_field(
    tmp_path: Path, clock: FakeClock
) -> None:
    _seated(tmp_path)
    app = _app(tmp_path, clock)
    async with app.run_test(size=(120, 40)) as pilot:
        await _opened(pilot, app)
        _start(app)
        director = app.tournament.director
        assert director is not None
        await keys(pilot, "f7", "l")
        await type_text(pilot, "2 10 300 200")  # a big blind under the small blind
        await keys(pilot, "enter")
        assert "✗" in str(app.screen.query_one("#desk-note", Static).render())
        assert director.schedule.level(2).big_blind == 400
        field = app.screen.query_one("#desk-input", Input)
        field.value = ""
        await type_text(pilot, "2 15 250 500")
        await keys(pilot, "enter")
        level = director.schedule.level(2)
        assert (level.minutes, level.small_blind, level.big_blind) == (15, 250, 500)
