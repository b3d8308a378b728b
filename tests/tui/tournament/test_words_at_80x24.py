"""Tournament words at 80x24 (the evening's audit): the deal's confirm names each
player by the amount, the deal's 'Saved for winner' label does not run into its value,
and the setup's plan with big-blind antes keeps every level on one row."""

from __future__ import annotations

import random
from pathlib import Path

from textual.widget import Widget
from textual.widgets import Input, Select, Static

from binglao_tui.core.tournament.prizes import money_text
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.tournament_deal import DealScreen
from binglao_tui.tui.screens.tournament_setup import TournamentChoice, TournamentSetupScreen
from tests.session.tournament_play import GAMES, PLAYERS, SCHEDULE, TERMS, FakeClock
from tests.tui.helpers import keys, seat_table, settle


def _app(tmp_path: Path) -> BinglaoApp:
    seat_table(tmp_path / "config", "plo", dict.fromkeys(PLAYERS, 1000), "Dan")
    return BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=FakeClock())


async def test_the_deal_confirm_names_each_player_by_the_amount_and_the_saved_label_stands_apart(
    tmp_path: Path,
) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        app.tournament.start(TournamentChoice(Tournament.start(SCHEDULE, TERMS, PLAYERS), GAMES["plo"]))
        await keys(pilot, "f7", "d")
        screen = app.screen
        assert isinstance(screen, DealScreen)
        saved = screen.query_one("#deal-saved", Input)
        label = saved.parent
        assert isinstance(label, Widget)
        assert saved.region.x >= label.region.x + len("Saved for winner") + 1  # a space between them
        await keys(pilot, "i")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        deal = screen.deal
        assert deal is not None
        for player, line in zip(PLAYERS, deal.lines, strict=True):
            assert f"{player} {money_text(line.icm)}" in question.detail
        assert "In the order shown" not in question.detail


async def test_the_plan_with_big_blind_antes_keeps_each_level_on_one_row_at_80x24(tmp_path: Path) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7")
        screen = app.screen
        assert isinstance(screen, TournamentSetupScreen)
        screen.query_one("#t-ante", Select).value = "bb-ante"
        await app.workers.wait_for_complete()  # the preview plans off the app's thread
        await pilot.pause()
        plan = screen.query_one("#t-plan", Static)
        text = str(plan.render())
        assert "BB ante" in text
        table = text.splitlines()[text.splitlines().index("") + 1 :]
        assert table[0].split() == ["Level", "Starts", "Min", "Blinds", "BB", "ante"]
        assert all(len(line) <= plan.content_region.width for line in table)  # none wraps


async def test_a_number_typed_in_the_deal_window_is_never_a_command(tmp_path: Path) -> None:
    """Issue 22 §2: the booking keys were 1, 2 and 3, and '10' typed for the amount saved
    for the winner with the field not focused asked 'Book the ICM deal?'. A number typed
    outside the number fields is refused, saying where numbers go; inside one it is typed."""
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        app.tournament.start(TournamentChoice(Tournament.start(SCHEDULE, TERMS, PLAYERS), GAMES["plo"]))
        await keys(pilot, "f7", "d")
        screen = app.screen
        assert isinstance(screen, DealScreen)
        saved = screen.query_one("#deal-saved", Input)
        assert app.focused is not saved
        for key in ("1", "0", "2", "3", "minus", "full_stop"):
            await keys(pilot, key)
            assert isinstance(app.screen, DealScreen), key  # no question asked
        assert saved.value == "0"
        note = str(screen.query_one("#deal-note", Static).render())
        assert "✗ A number goes in a field: tab to 'Saved for winner' or 'Blend: ICM %'." in note
        saved.focus()
        saved.value = ""
        await keys(pilot, "1", "0")
        assert saved.value == "10"
        deal = screen.deal
        assert deal is not None
        assert deal.saved == 1000  # 10.00 in cents
        screen.query_one("#deal").focus()  # out of the field: the booking keys are letters
        await pilot.pause()
        await keys(pilot, "i")
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert question.question == "Book the ICM deal?"


async def test_the_plan_says_why_levels_are_longer_than_asked_as_the_command_line_does(
    tmp_path: Path,
) -> None:
    """Issue 22 §2: the evening's numbers (two players, 5-minute levels asked) give 15- and
    20-minute levels, the levels with the same blinds joined; the command line's plan says
    why, and the app's plan said nothing. It now says the same sentence (one home: the
    schedule's joined_levels)."""
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        await keys(pilot, "f7")
        screen = app.screen
        assert isinstance(screen, TournamentSetupScreen)
        for field, value in (
            ("players", "Ann, Bob"),
            ("stack", "7500"),
            ("hours", "1.75"),
            ("level-minutes", "5"),
            ("chips", "10:1,50:4,100:8,500:1,1000:14"),
        ):
            screen.query_one(f"#t-{field}", Input).value = value
        await pilot.pause()
        await app.workers.wait_for_complete()  # the preview plans off the app's thread
        await pilot.pause()
        shown = " ".join(str(screen.query_one("#t-plan", Static).render()).split())
        assert "Levels 1, 2" in shown
        assert (
            "longer than 5 minutes: the blinds would not have gone up at the end of the shorter level"
            in shown
        )
        assert "so the levels with the same blinds are joined." in shown
