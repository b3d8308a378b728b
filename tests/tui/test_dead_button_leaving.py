"""Under ``button_rule = "dead"`` a player who leaves through the table setup leaves his seat
empty, as a bust does. Found in the evening's play at 80x24 (issue 11): Bob had the big
blind and then left; the next hand should have had Cat in the big blind and nobody in the
small blind (it falls on Bob's empty seat), but the setup started afresh from the button,
so Cat posted only the small blind and Dan the big blind a hand early. Here Cat has the big
blind and leaves: Dan posts the big blind, nobody the small blind, Bob has the button."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.house_games import seat_dead_plo
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, text_of


async def test_the_big_blind_leaving_through_the_setup_keeps_the_dead_button(
    make_app: MakeApp, tmp_path: Path
) -> None:
    folder = seat_dead_plo(tmp_path, {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200})
    app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "f")  # Dan, Ann, Bob fold to Cat (BB)
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-2", Input).value = "Dan"  # Cat goes home: Dan moves up a row
        setup.query_one("#stack-2", Input).value = "200"
        setup.query_one("#count", Input).value = "3"
        await keys(pilot, "ctrl+s")
        if isinstance(app.screen, ConfirmScreen):
            await keys(pilot, "y")
        assert app.hand is not None
        assert "Button: Bob" in text_of(app, "#instruction")
        assert app.hand.bets == {"Ann": 0, "Bob": 0, "Dan": 2}  # TDA: no small blind, Dan the big blind
