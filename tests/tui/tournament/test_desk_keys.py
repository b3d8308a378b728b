"""The tournament desk's keys say what they do: ``+1 min`` puts a minute more on the
clock and ``-1 min`` takes one off (the evening's repro: 19:59 went to 18:59 with +1)."""

from __future__ import annotations

import random
from pathlib import Path

from textual.widgets import Static

from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.help import help_content
from binglao_tui.tui.screens.tournament_desk import DESK_KEYS, TournamentDeskScreen
from binglao_tui.tui.screens.tournament_setup import TournamentChoice
from tests.session.tournament_play import GAMES, PLAYERS, SCHEDULE, TERMS, FakeClock
from tests.tui.helpers import keys, seat_table, settle, type_text


def _app(tmp_path: Path, clock: FakeClock) -> BinglaoApp:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=clock)


def _start(app: BinglaoApp) -> None:
    app.tournament.start(TournamentChoice(Tournament.start(SCHEDULE, TERMS, PLAYERS), GAMES["plo"]))


def _left(app: BinglaoApp) -> float:
    director = app.tournament.director
    assert director is not None
    return director.reading.left


async def test_plus_one_minute_puts_a_minute_more_on_the_clock_and_minus_takes_one_off(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    app = _app(tmp_path, clock)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        _start(app)
        await keys(pilot, "p")  # the clock runs
        clock.advance(61)
        app.tournament.clock.tick()
        await keys(pilot, "f7")
        assert isinstance(app.screen, TournamentDeskScreen)
        assert _left(app) == 8 * 60 + 59
        await keys(pilot, "plus")
        assert _left(app) == 9 * 60 + 59
        note = str(app.screen.query_one("#desk-note", Static).render())
        assert note == "+1 min: 9:59 left on the clock."
        await keys(pilot, "minus", "minus")
        assert _left(app) == 7 * 60 + 59
        assert str(app.screen.query_one("#desk-note", Static).render()) == "-1 min: 7:59 left on the clock."
        await keys(pilot, "equals_sign", "plus", "plus")  # never more than the level's 10 minutes
        assert _left(app) == 10 * 60
        director = app.tournament.director
        assert director is not None
        assert director.reading.level.number == 1


async def test_an_entry_says_what_it_did_by_the_players_name(tmp_path: Path) -> None:
    """Before the evening's fix a rebuy said 'the chips join his stack from the next hand'
    (for Ann) while they were in the hand waiting at once."""
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        _start(app)
        await keys(pilot, "f7", "e")
        await type_text(pilot, "Ann rebuy")
        await keys(pilot, "enter")
        note = str(app.screen.query_one("#desk-note", Static).render())
        assert note == "Ann's rebuy: 3,000 chips, Ann has 4,000 now; the hand waiting is dealt again."
        assert " his " not in note
        await keys(pilot, "escape")
        hand = app.hand
        assert hand is not None
        assert hand.setup.stacks["Ann"] == 4000  # in the hand waiting, as said
        assert not hand.actions
        await keys(pilot, "enter")  # the hole cards are out: a hand is being played
        assert app.hand_in_progress
        await keys(pilot, "f7", "e")
        await type_text(pilot, "Bob rebuy")
        await keys(pilot, "enter")
        note = str(app.screen.query_one("#desk-note", Static).render())
        assert note == "Bob's rebuy: 3,000 chips join Bob's stack from the next hand."
        await keys(pilot, "escape")
        hand = app.hand
        assert hand is not None
        assert hand.setup.stacks["Bob"] == 1000


async def test_every_desk_key_is_on_the_desk_and_in_the_help_at_80x24(tmp_path: Path) -> None:
    """The footer at 80x24 ended at 'n Next level c': the colour-up, the deal and quiet
    could not be found. The desk's own keys line says every key, and F1 lists them."""
    app = _app(tmp_path, FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        _start(app)
        await keys(pilot, "f7")
        screen = app.screen
        assert isinstance(screen, TournamentDeskScreen)
        line = screen.query_one("#desk-keys", Static)
        assert line.region.height > 0
        assert line.region.bottom <= 24
        shown = str(line.render())
        for key, what in DESK_KEYS:
            assert f"{key} {what}" in shown
        for key in ("c colour-up", "d deal", "q quiet", "+ -", "p clock on/off"):
            assert key in shown
        help_text = help_content().plain
        for words in ("colour-up, the deal, quiet", "a minute more / less", "edit a level"):
            assert words in help_text
