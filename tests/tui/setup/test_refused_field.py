"""A refused enter in the table setup takes the dealer to the field it is about: the field
gets the focus, marked, in view in its panel, and the message beside Start is on screen.
Found in the evening's play at 80x24 (issue 11): the focus stayed where enter was pressed
(in a field of the other panel, or on Start) and the dealer had to find the field the
message named among the seats."""

from __future__ import annotations

from pathlib import Path

from textual.widget import Widget
from textual.widgets import Input, Static

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, text_of

TEN = dict.fromkeys(("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"), 200)


def _in_view(app: BinglaoApp, widget: Widget) -> bool:
    """Whether ``widget`` is drawn whole on the screen, inside its panel's visible part."""
    region = widget.region
    panel = widget.parent.parent if widget.parent is not None else None
    inside = panel.content_region if isinstance(panel, Widget) else app.screen.region
    return bool(region.area) and inside.contains_region(region) and app.screen.region.contains_region(region)


async def test_a_refused_stack_takes_the_focus_to_its_field_in_view(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#stack-8", Input).value = "lots"  # Ivy, seat 9
        setup.query_one("#small_blind", Input).focus()  # enter typed in the other panel
        await keys(pilot, "enter")
        assert isinstance(app.screen, SetupScreen)
        field = setup.query_one("#stack-8", Input)
        assert app.focused is field
        assert field.has_class("-refused")
        assert _in_view(app, field)
        assert "Seat 9 stack: enter a whole number" in text_of(app, "#setup-problem")
        assert app.screen.region.contains_region(setup.query_one("#setup-problem").region)
        await keys(pilot, "ctrl+u", "3", "0", "0", "enter")  # mended where the focus is: it starts
        assert not isinstance(app.screen, SetupScreen)


async def test_the_engines_refusal_takes_the_focus_to_the_field_it_names(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", TEN, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#small_blind", Input).value = "5"
        setup.query_one("#name-9", Input).focus()
        await keys(pilot, "enter")
        assert app.focused is setup.query_one("#small_blind", Input)
        assert "small blind (5) is bigger than the big blind (2)" in text_of(app, "#setup-problem")
        setup.query_one("#small_blind", Input).value = "1"
        setup.query_one("#name-7", Input).value = "Ann"  # a second Ann, in seat 8
        await keys(pilot, "enter")
        name = setup.query_one("#name-7", Input)
        assert app.focused is name
        assert _in_view(app, name)
        assert not setup.query_one("#small_blind", Input).has_class("-refused")  # mended: unmarked
        assert "Seat 8: 'Ann' is already seated" in text_of(app, "#setup-problem")


async def test_the_tournament_setup_takes_the_focus_to_the_refused_field(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", dict(list(TEN.items())[:6]), "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f7")
        setup = app.screen
        assert isinstance(setup, TournamentSetupScreen)
        setup.query_one("#t-hours", Input).value = "all night"
        await keys(pilot, "ctrl+s")  # the focus on the Game list, at the top
        hours = setup.query_one("#t-hours", Input)
        assert app.focused is hours
        assert app.screen.region.contains_region(hours.region)
        assert "Hours: enter a number" in str(setup.query_one("#t-problem", Static).render())
        await keys(pilot, "ctrl+u", "3", "tab", "tab")  # mended; on to the chips
        setup.query_one("#t-chips", Input).value = "25:4"
        await keys(pilot, "ctrl+s")
        assert app.focused is setup.query_one("#t-chips", Input)  # too few chips
