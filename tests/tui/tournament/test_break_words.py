"""What the break screen says (the evening's leftovers): the bust-outs of the hand that
made a colour-up due are said on the break screen, not in a toast over it; and a hand
dealt but not begun before the break is no 'hand in play' of an earlier level: it is
dealt again at the level after the break."""

from __future__ import annotations

import random
from pathlib import Path

from textual.widgets import Static

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.tournament_break import BreakScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_setup import TournamentChoice
from binglao_tui.tui.widgets.clock import ClockPanel
from tests.session.tournament_play import GAMES, HOLES, PLAYERS, SCHEDULE, TERMS, FakeClock, play_out
from tests.tui.helpers import keys, seat_table, settle


def _app(tmp_path: Path, clock: FakeClock) -> BinglaoApp:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=clock)


def _start(app: BinglaoApp) -> None:
    app.tournament.start(TournamentChoice(Tournament.start(SCHEDULE, TERMS, PLAYERS), GAMES["plo"]))


async def test_bust_outs_before_a_colour_up_are_said_on_the_break_screen_not_in_a_toast(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    app = _app(tmp_path, clock)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        _start(app)
        await keys(pilot, "p")
        session = app.session
        assert session is not None
        assert session.hand is not None
        for name in session.hand.setup.names:  # the hole cards: the hand is being played
            assert session.apply(Action.deal_hole(name, HOLES[name])) is None
        assert app.hand_in_progress
        clock.advance(20 * 60 + 30)  # the break (its colour-up of the 25s) starts during the hand
        app.tournament.clock.tick()
        await pilot.pause()
        assert isinstance(app.screen, TournamentHandScreen)
        play_out(session, folders={"Bob"})  # Cat and Dan are out
        await pilot.pause()
        app._notifications.clear()
        await keys(pilot, "enter")  # booked: the colour-up is due
        screen = app.screen
        assert isinstance(screen, BreakScreen)
        news = screen.query_one("#break-news", Static)
        assert news.display
        assert str(news.render()) == "Cat is out in 3rd-4th place. Dan is out in 3rd-4th place."
        assert news.region.height > 0
        assert not any("out in" in n.message for n in app._notifications)  # no toast over the screen


async def test_a_hand_dealt_before_the_break_is_dealt_again_at_the_level_after_it(tmp_path: Path) -> None:
    clock = FakeClock()
    app = _app(tmp_path, clock)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        _start(app)
        await keys(pilot, "p")
        waiting = app.hand
        assert waiting is not None
        assert waiting.setup.big_blind == 200  # level 1, dealt, not begun
        clock.advance(20 * 60 + 5)
        app.tournament.clock.tick()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BreakScreen)
        note = str(screen.query_one(ClockPanel).query_one("#clock-note", Static).render())
        assert "This hand plays" not in note  # no hand is being played at the break
        await keys(pilot, "escape")  # the colour-up left for later
        assert isinstance(app.screen, TournamentHandScreen)
        hand = app.hand
        assert hand is not None
        assert hand.setup.big_blind == 600  # level 3, the level after the break
        assert "This hand plays" not in str(app.screen.query_one("#clock-line", Static).render())
