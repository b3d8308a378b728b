"""Ctrl+R on a seat's row takes that player off the table: the rows below move up a seat,
the count goes down and the button stays with its player. Found in the evening's play at
80x24 (issue 11): taking Dan out of seat 4 of six meant typing Eve's and Fay's names and
stacks again a row higher and lowering the count. A player who leaves with chips is a
cash-out, shown and confirmed before the next hand."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Static

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.widgets.footer_line import FooterLine
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, seat_table, text_of

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 250, "Fay": 300}


def _rows(setup: SetupScreen) -> list[tuple[str, str]]:
    count = int(setup.query_one("#count", Input).value)
    return [
        (setup.query_one(f"#name-{i}", Input).value, setup.query_one(f"#stack-{i}", Input).value)
        for i in range(count)
        if setup.query_one(f"#name-{i}").display
    ]


async def _at_setup(pilot: Pilot[None], app: BinglaoApp) -> SetupScreen:
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    await pilot.pause()
    return setup


async def test_ctrl_r_on_a_middle_seat_takes_the_player_off_and_moves_the_rows_below_up(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f", "f", "f", "f")  # all fold to Cat (BB)
        await keys(pilot, "t")
        setup = await _at_setup(pilot, app)
        assert "Ctrl+R on a seat takes that player off the table" in text_of(app, "#setup-problem")
        assert "^r" not in str(setup.query_one(FooterLine).render())  # Start has the focus
        await keys(pilot, "ctrl+r")  # not on a seat: nothing happens
        assert len(_rows(setup)) == 6
        setup.query_one("#name-3", Input).focus()  # Dan's row, seat 4
        await pilot.pause()
        assert "^r Remove" in str(setup.query_one(FooterLine).render())
        await keys(pilot, "ctrl+r")
        assert _rows(setup) == [
            ("Ann", "200"),
            ("Bob", "199"),
            ("Cat", "201"),
            ("Eve", "250"),
            ("Fay", "300"),
        ]
        assert setup.query_one("#count", Input).value == "5"
        assert setup.query_one("#button", Input).value == "2"  # still Bob's, due the button
        assert app.focused is setup.query_one("#name-3", Input)  # Eve's name, where Dan's was
        assert "Dan is off the table" in text_of(app, "#setup-problem")
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Dan leaves the table with 200: a cash-out of 200" in str(dialog.detail)
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.names == ("Ann", "Bob", "Cat", "Eve", "Fay")
        assert hand.setup.stacks["Eve"] == 250
        assert hand.setup.button == "Bob"


async def test_ctrl_r_keeps_the_button_with_its_player_or_gives_it_to_the_next(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", SIX, "Eve")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await _at_setup(pilot, app)
        assert setup.query_one("#button", Input).value == "5"
        setup.query_one("#stack-1", Input).focus()  # Bob, above the button
        await keys(pilot, "ctrl+r")
        assert setup.query_one("#button", Input).value == "4"  # Eve moved up a row with it
        assert app.focused is setup.query_one("#stack-1", Input)
        await keys(pilot, "tab", "tab", "tab", "tab", "ctrl+r")  # Eve's stack, the button's row
        assert [name for name, _ in _rows(setup)] == ["Ann", "Cat", "Dan", "Fay"]
        assert setup.query_one("#button", Input).value == "4"  # Fay, next clockwise, has it
        assert app.focused is setup.query_one("#stack-3", Input)  # Fay's stack
        await keys(pilot, "ctrl+r")  # Fay, in the last seat, with the button
        assert [name for name, _ in _rows(setup)] == ["Ann", "Cat", "Dan"]
        assert setup.query_one("#button", Input).value == "1"  # round to Ann
        assert app.focused is setup.query_one("#stack-2", Input)  # the last seat's now
        await keys(pilot, "ctrl+r", "ctrl+r")
        assert [name for name, _ in _rows(setup)] == ["Ann", "Cat"]
        assert "A hand needs two players" in str(setup.query_one("#setup-problem", Static).render())
        setup.query_one("#count", Input).value = "3"  # a seat shown again never repeats a name
        await pilot.pause()
        assert [name for name, _ in _rows(setup)] == ["Ann", "Cat", "Bob"]
