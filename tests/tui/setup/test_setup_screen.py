"""The table setup: sensible defaults, one key to start, remembered, bad fields named."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input, Select, Static

from binglao_tui.core.rules import load_games
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.table_memory import default_setup, load_setup
from tests.tui.conftest import MakeApp


async def test_setup_defaults_start_binglao_with_six_players(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, SetupScreen)
    saved = json.loads((tmp_path / "config" / "table.json").read_text())
    assert saved["game"] == "binglao"
    assert [s["name"] for s in saved["seats"]] == ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]


async def test_setup_is_remembered_for_next_time(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#count", Input).value = "3"
        app.screen.query_one("#name-0", Input).value = "Rob"
        app.screen.query_one("#big_blind", Input).value = "4"
        await pilot.press("enter")
        await pilot.pause()
    setup = load_setup(tmp_path / "config", load_games(include_user=False))
    assert setup.names == ("Rob", "Bob", "Cat")
    assert setup.big_blind == 4
    again = make_app()
    async with again.run_test(size=(80, 24)) as again_pilot:
        # the setup opens with the table remembered (the hand dealt above, left in play,
        # is asked about in a dialog over it once the journal opens: let it come up)
        await again_pilot.pause()
        shown = next(s for s in again.screen_stack if isinstance(s, SetupScreen))
        assert shown.query_one("#count", Input).value == "3"
        assert shown.query_one("#name-0", Input).value == "Rob"


async def test_setup_refuses_more_players_than_binglao_seats(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#count", Input).value = "7"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        problem = str(app.screen.query_one("#setup-problem", Static).render())
        assert "at most 6" in problem


async def test_setup_refuses_a_name_used_twice(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#name-1", Input).value = "Ann"
        await pilot.press("enter")
        await pilot.pause()
        problem = str(app.screen.query_one("#setup-problem", Static).render())
        assert "Seat 2" in problem
        assert "already seated" in problem


async def test_setup_shows_the_engines_reason_for_a_bad_table(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#small_blind", Input).value = "5"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        problem = str(app.screen.query_one("#setup-problem", Static).render())
        assert "small blind (5) is bigger than the big blind (2)" in problem


async def test_more_seats_are_in_the_form_once_the_count_asks(make_app: MakeApp, tmp_path: Path) -> None:
    """The setup opens with the table's own six seats; a larger count brings its rows at
    once, before its change is handled (as the hidden rows were there before): empty seats
    (issue 24: before, they came with the next default names)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        setup.query_one("#game", Select).value = "plo"
        await pilot.pause()
        setup.query_one("#count", Input).value = "8"
        assert setup.query_one("#name-7", Input).value == ""  # in the form at once, empty
        setup.query_one("#name-7", Input).value = "Zed"
        await pilot.pause()
        assert setup.query_one("#name-6").display
        assert setup.query_one("#name-7").display
        setup.query_one("#count", Input).focus()
        await pilot.press("end", "backspace", "9")
        assert setup.query_one("#name-8").display
        assert setup.query_one("#name-8", Input).value == ""
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, SetupScreen)
    saved = json.loads((tmp_path / "config" / "table.json").read_text())
    assert [(s["number"], s["name"]) for s in saved["seats"]] == [
        (1, "Ann"),
        (2, "Bob"),
        (3, "Cat"),
        (4, "Dan"),
        (5, "Eve"),
        (6, "Fay"),
        (8, "Zed"),
    ]
    assert saved["seat_count"] == 9


def test_remembered_table_survives_a_damaged_file(tmp_path: Path) -> None:
    games = load_games(include_user=False)
    (tmp_path / "table.json").write_text("{not json")
    assert load_setup(tmp_path, games) == default_setup(games)
    (tmp_path / "table.json").write_text(json.dumps({"seats": [{"name": 3}], "button": -1}))
    assert load_setup(tmp_path, games) == default_setup(games)


async def test_the_seats_follow_the_game_from_its_most_to_the_new_ones_most(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Binglao's table of six (its most, the default) becomes PLO's most when the game
    changes, and back; a count the dealer set himself stays as it is."""
    games = load_games(include_user=False)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        count = setup.query_one("#count", Input)
        assert count.value == str(games["binglao"].player_limit)
        setup.query_one("#game", Select).value = "plo"
        await pilot.pause()
        assert count.value == str(games["plo"].player_limit)
        setup.query_one("#game", Select).value = "binglao"
        await pilot.pause()
        assert count.value == str(games["binglao"].player_limit)
        count.value = "5"
        setup.query_one("#game", Select).value = "plo"
        await pilot.pause()
        assert count.value == "5"
