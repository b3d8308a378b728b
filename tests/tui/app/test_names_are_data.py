"""Names are data, never markup or terminal control, in the app too (issue 9, section 4).

A player called ``[/x]`` or ``[bold]`` is seated, plays, and shows up in the history and
the ledger as typed; a name with an escape sequence imported from a file is shown escaped;
the setup refuses a control character in a name at the field, saying why.
"""

from __future__ import annotations

import os
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Select, Static

from binglao_tui.store.db import Database
from binglao_tui.store.phh_import import import_file
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.floor import FloorScreen
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.rules import RulesScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table

PHH = Path(__file__).resolve().parents[2] / "data" / "phh" / "antonius-blom-2009.phh"
MARKUP = {"[/x]": 200, "[bold]": 200}


async def _opened(pilot: Pilot[None], app: BinglaoApp) -> None:
    for _ in range(20):
        if app.journal_ready or isinstance(app.screen, ConfirmScreen):
            return
        await pilot.pause()
    raise AssertionError("the database never opened")


def _cells(table: DataTable[object]) -> list[str]:
    return [str(cell) for row in range(table.row_count) for cell in table.get_row_at(row)]


def _import_with_names(tmp_path: Path, names: str) -> None:
    text = PHH.read_text(encoding="utf-8").replace('players = ["Patrik Antonius", "Victor Blom"]', names)
    hand = tmp_path / "names.phh"
    hand.write_text(text, encoding="utf-8")
    with Database.open(Path(os.environ["BINGLAO_TUI_DB"])) as db:
        import_file(db, hand)


async def test_markup_looking_names_play_and_show_as_typed_in_history_and_ledger(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", MARKUP, "[/x]")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f")  # dealt; the first to act folds
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "o")  # the floor's window names every player
        assert isinstance(app.screen, FloorScreen)
        await keys(pilot, "escape", "enter", "f5")
        assert isinstance(app.screen, HistoryScreen)
        cells = _cells(app.screen.query_one(DataTable))
        assert any("[/x]" in cell or "[bold]" in cell for cell in cells)
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandRecordScreen)
        await keys(pilot, "escape", "escape", "f6")
        assert isinstance(app.screen, LedgerScreen)
        cells = _cells(app.screen.query_one("#ledger-table", DataTable))
        assert "[/x]" in cells
        assert "[bold]" in cells


async def test_a_name_with_an_escape_sequence_from_a_file_is_shown_escaped(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _import_with_names(tmp_path, 'players = ["[/x]", "Bob\\u001b]0;owned\\u0007"]')
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f5")
        assert isinstance(app.screen, HistoryScreen)
        cells = _cells(app.screen.query_one(DataTable))
        assert "[/x]" in cells
        assert not any("\x1b" in cell for cell in cells)
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandRecordScreen)
        shown = str(app.screen.query_one("#hand-text", Static).render())
        assert "Bob\\x1b]0;owned\\x07" in shown
        assert "\x1b" not in shown


async def test_the_setup_refuses_a_control_character_in_a_name_at_the_field(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#name-1", Input).value = "Bob\x1b[2J"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, SetupScreen)  # not dealt
        problem = str(app.screen.query_one("#setup-problem", Static).render())
        assert "control character" in problem
        assert "\\x1b" in problem
        assert "\x1b" not in problem


async def test_a_notification_naming_a_markup_looking_player_shows_it_as_typed(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        app.screen.notify("[/x] has no chips left and leaves the table\x1b[2J")  # as a screen sends it
        await pilot.pause()
        (toast,) = list(app._notifications)
        assert toast.message == "[/x] has no chips left and leaves the table\\x1b[2J"
        assert not toast.markup


async def test_a_house_game_named_like_markup_is_listed_chosen_and_shown_as_typed(
    make_app: MakeApp, tmp_path: Path
) -> None:
    rules = tmp_path / "house"
    rules.mkdir()
    (rules / "odd.toml").write_text(
        'id = "odd"\nname = "[/x] Omaha [bold]"\nhole_cards = 4\nsplit = "high"\nmax_players = 9\n'
    )
    app = make_app(rules_dirs=[str(rules)])
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        assert isinstance(app.screen, SetupScreen)
        app.screen.query_one("#game", Select).value = "odd"
        await pilot.pause()
        await keys(pilot, "f4")  # the rules window of the game chosen
        await pilot.pause()
        await keys(pilot, "escape", "ctrl+s")  # and a hand dealt in it
        await pilot.pause()
        assert app.hand is not None
        assert app.hand.setup.game.name == "[/x] Omaha [bold]"
        await keys(pilot, "f4")  # its rules, from the hand
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.game.name == "[/x] Omaha [bold]"


async def test_the_misdeal_question_shows_markup_looking_names_as_typed(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """The misdeal dialog lists the actions it throws away, names and all: after '[/x]'
    had called, m stopped the app with a MarkupError (the dialog read its words as
    markup). Its question and detail are plain text."""
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "[/x]": 200, "[bold]": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "c", "c", "m")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        shown = str(dialog.query_one(".dialog-detail", Static).render())
        assert "[/x] calls 1" in shown
        assert "Ann calls 2" in shown
        await keys(pilot, "n")
        assert app.hand is not None
        assert len(app.hand.actions) > 0
