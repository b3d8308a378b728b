"""A colour-up played at the break screen: the 25s leave play, the odd ones are raced off
TDA style (one card per odd chip from a fresh deck, the highest card wins the larger chip,
one to a player), and the stacks booked after it are the ones the core works out from the
same cards. The clock is moved by hand; the race's cards come from the app's seeded shuffle."""

from __future__ import annotations

import random
from pathlib import Path

from textual.widgets import Static

from binglao_tui.core.tournament.race_table import deal_race_cards, plan_colour_up, race_colour_up
from binglao_tui.core.tournament.schedule import Break, Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.tournament_break import BreakScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_setup import TournamentChoice
from tests.session.tournament_play import GAMES, PLAYERS, TERMS, FakeClock
from tests.tui.helpers import keys, seat_table, settle

# 25/50 leaves odd 25s in the stacks; the 25s leave play at the break.
RACE_SCHEDULE = Schedule(
    (Level(1, 10, 25, 50), Break(5, (25,)), Level(2, 10, 100, 200), Level(3, 10, 200, 400)),
    denominations=(25, 100),
)


def _text(app: BinglaoApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def test_the_odd_chips_are_raced_off_and_the_stacks_booked_are_the_cores(tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")
    clock = FakeClock()
    app = BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=clock)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        app.tournament.start(TournamentChoice(Tournament.start(RACE_SCHEDULE, TERMS, PLAYERS), GAMES["plo"]))
        await pilot.pause()
        assert isinstance(app.screen, TournamentHandScreen)
        director = app.tournament.director
        assert director is not None
        await keys(pilot, "p")  # the clock runs
        hand = app.hand
        assert hand is not None
        assert (hand.setup.small_blind, hand.setup.big_blind) == (25, 50)
        await keys(pilot, "enter")  # the hole cards; everyone folds to the big blind
        while app.hand is not None and not app.hand.is_complete:
            await keys(pilot, "f")
        await keys(pilot, "enter")  # booked: the small blind lost 25, the big blind won it
        stacks = dict(director.tournament.stacks)
        assert sorted(stacks.values()) == [975, 1000, 1000, 1025]
        clock.advance(10 * 60)  # level 1 is over: the break, with its colour-up
        app.tournament.clock.tick()
        assert await settle(pilot, lambda: isinstance(app.screen, BreakScreen))
        screen = app.screen
        assert isinstance(screen, BreakScreen)
        plan = plan_colour_up((25,), (25, 100), director.tournament.stacks)
        odd = {p.player: p.odd for p in plan.players if p.odd}
        assert sorted(odd.values()) == [((25, 1),), ((25, 3),)]  # 1025 and 975
        shown = _text(app, "#break-plan")
        assert "The 25s leave play: each player trades every four 25s for one 100." in shown
        assert "3 x 25" in shown
        assert "1 x 25" in shown
        assert "r: deal the race cards." in _text(app, "#break-race")
        replay = random.Random()
        replay.setstate(app.rng.getstate())  # the cards the screen is about to deal
        cards = deal_race_cards(plan, replay)
        expected = race_colour_up(plan, cards)
        await keys(pilot, "r")
        raced = _text(app, "#break-race")
        for player, dealt in cards[25].items():
            assert f"{player} {' '.join(str(c) for c in dealt)}" in raced
        ((step, result),) = expected.races
        assert (step.removed, step.into) == (25, 100)
        assert result.chips_raced == 1  # four odd 25s are worth one 100
        assert len(result.winners) == 1
        winner = result.winners[0]
        best = max(
            (c for player_cards in cards[25].values() for c in player_cards),
            key=lambda c: (int(c.rank), "cdhs".index(str(c)[1])),
        )
        assert best in cards[25][winner]  # the highest card, ties by suit, wins the 100
        assert f"One 100 each to {winner}." in raced
        await keys(pilot, "enter")  # booked
        assert await settle(pilot, lambda: isinstance(app.screen, TournamentHandScreen))
        after = dict(director.tournament.stacks)
        assert after == dict(expected.stacks)
        assert all(s % 100 == 0 for s in after.values())  # no 25 left in play
        assert sum(after.values()) == 4000  # four odd 25s out, one 100 in
        assert after[winner] == stacks[winner] - stacks[winner] % 100 + 100
        assert 1 in director.tournament.colour_ups_done
        said = str(app.screen.query_one("#hand-info", Static).render())  # under the table, no toast
        assert said.startswith("Colour-up booked: the 25s are out of play.")
        hand = app.hand
        assert hand is not None
        assert hand.setup.stacks == after  # the hand waiting takes the stacks after the race
