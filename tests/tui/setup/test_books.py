"""Setup edits that change the books or the seats are shown and confirmed (issue 11, item 5):
a lowered stack is a cash-out the dealer sees, a game with fewer seats drops nobody
silently, a seat shown again never proposes a name already at the table, and the
players of a voided hand are not left in the ledger."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select

from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, text_of


def _buy_ins() -> dict[str, int]:
    with Database.open(_db(), read_only=True) as db:
        ledger = Ledger(db)
        session = ledger.latest_session()
        assert session is not None
        return {line.player: line.buy_ins for line in ledger.sheet(session).players}


async def test_lowering_a_stack_is_shown_as_a_cash_out_and_asked(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f")  # deal; Ann and Bob fold to Cat
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "t")  # book it and open the setup
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#stack-0", Input).value = "150"  # Ann had 200
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Ann: 200 -> 150, a cash-out of 50" in str(app.screen.detail)
        await keys(pilot, "n")  # not that: back to the setup, nothing booked
        assert isinstance(app.screen, SetupScreen)
        assert "Nothing was booked" in text_of(app, "#setup-problem")
        app.screen.query_one("#stack-0", Input).value = "200"
        await keys(pilot, "ctrl+s")  # the same stacks: nothing to ask
        assert isinstance(app.screen, HandScreen)


async def test_a_game_with_fewer_seats_drops_nobody_silently(make_app: MakeApp, tmp_path: Path) -> None:
    names = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
    seat_table(tmp_path / "config", "plo", {name: 200 for name in names}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#game", Select).value = "binglao"  # six seats
        await pilot.pause()
        assert setup.query_one("#count", Input).value == "9"  # nobody dropped
        warning = text_of(app, "#setup-problem")
        assert "seats at most 6: Gus, Hal, Ivy would have no seat" in warning
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, SetupScreen)  # refused until the dealer lowers the count
        setup.query_one("#count", Input).value = "6"
        await pilot.pause()
        assert "would have no seat" not in text_of(app, "#setup-problem")


async def test_a_seat_shown_again_is_an_empty_seat(make_app: MakeApp, tmp_path: Path) -> None:
    # issue 24: the rows are the table's seats; more seats are empty ones, never a name
    # proposed (before, a seat shown again came with a default name)
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-1", Input).value = "Fay"
        setup.query_one("#count", Input).value = "6"
        await pilot.pause()
        names = [setup.query_one(f"#name-{i}", Input).value for i in range(6)]
        assert names == ["Ann", "Fay", "", "", "", ""]
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, HandScreen)
        assert app.hand is not None
        assert app.hand.setup.names == ("Ann", "Fay")
        assert app.hand.setup.seat_count == 6


async def test_a_player_leaving_the_books_is_said(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Gus": 300}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f")  # one hand played: all three booked
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#count", Input).value = "2"  # Gus goes home
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)
        # he won the blinds; said once, with the books
        assert "Gus leaves the table with 301: a cash-out of 301" in str(app.screen.detail).splitlines()
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)


async def test_players_of_a_voided_hand_are_not_left_in_the_ledger(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Gus": 300}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter")  # dealt, hole cards out
        await keys(pilot, "m", "y")  # misdeal: void, dealt again
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#count", Input).value = "2"  # Gus goes home
        await keys(pilot, "ctrl+s")  # he is in no books: nothing to ask
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "enter", "f")  # Ann folds: the hand is over
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "enter")  # booked
    assert _buy_ins() == {"Ann": 200, "Bob": 200}
