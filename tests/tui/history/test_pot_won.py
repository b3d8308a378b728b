"""The history's pot is the chips won, and it says so: the evening's play at 80x24 read
"Pot 37" for a hand where 74 went in the middle (a bet of 37 nobody called, over a pot of
37). The figure was right and the word was not: the column is "Pot won", and the uncalled
bet given back is said beside it, in the app's history (F5), its hand record, and the
command line's ``history list`` and ``show`` (whose JSON keeps "pot" and adds "returned")."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from textual.widgets import DataTable, Static

from binglao_tui.commands.group import cli
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, seat_table, type_text

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 200, "Fay": 200}


def _history(db: Path, *args: str) -> str:
    result = CliRunner().invoke(cli, ["--db", str(db), "history", *args], env={"COLUMNS": "80"})
    assert (result.exit_code, result.stderr) == (0, "")
    return result.stdout


async def test_the_pot_won_and_the_uncalled_bet_are_said_apart(make_app: MakeApp, tmp_path: Path) -> None:
    """Six call 2 (a pot of 12); on the flop Bob bets 12 and everyone folds: 24 went in the
    middle, Bob won the pot of 12 and his own 12 came back."""
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "c", "c", "c", "c", "c", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "b")
        await type_text(pilot, "12")
        await keys(pilot, "enter", "f", "f", "f", "f", "f", "enter", "f5")
        history = app.screen
        assert isinstance(history, HistoryScreen)
        table = history.query_one(DataTable)
        headings = [str(c.label) for c in table.columns.values()]
        assert headings[:5] == ["Session", "Hand", "Game", "Roll", "Board"]
        assert headings[6] == "Won by"
        row = [str(c) for c in table.get_row_at(0)]
        assert headings[5] == "Pot\nwon"  # on two lines: the table fits 80 columns
        assert row[5] == "12\nuncalled\n12 back"
        assert row[6] == "Bob"
        assert table.virtual_size.width <= table.size.width  # nothing off its right edge
        drawn = screen_lines(app)
        heading = next(i for i, line in enumerate(drawn) if "Board" in line and "Pot" in line)
        assert "won" in drawn[heading + 1]
        assert any("uncalled" in line for line in drawn)
        assert any("12 back" in line for line in drawn)
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandRecordScreen)
        record = str(app.screen.query_one("#hand-text", Static).render())
        assert "Main pot: 12 (" in record
        assert "Uncalled bet back to Bob: 12 (not in any pot)" in record
        assert "Payouts: Bob 12" in record

    db = tmp_path / "binglao-tui.sqlite3"
    listed = _history(db, "list")
    assert "Pot won" in listed
    assert "uncalled 12 back" in listed  # under the 12
    (hand,) = json.loads(_history(db, "list", "--json"))
    assert hand["pot"] == 12  # the contract's key, as it was: the chips won
    assert hand["returned"] == {"Bob": 12}
    shown = json.loads(_history(db, "show", "1", "--json"))
    assert shown["pot"] == 12
    assert shown["returned"] == {"Bob": 12}
    assert shown["result"]["returned"] == {"Bob": 12}
    assert "Uncalled bet back to Bob: 12 (not in any pot)" in _history(db, "show", "1")
