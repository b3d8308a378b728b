"""History and ledger as a dealer reads them (issue 11, item 8): "Won by" names everyone who
took chips from a pot (a quarter of the low too), and one numbering (session, hand) that
does not skip after a misdeal."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable

from binglao_tui.core.engine.hand import Phase
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from binglao_tui.store.history_words import describe
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, phase, seat_table, type_text

HOLES = {"Ann": "AsAhKsKh", "Bob": "Ac4c9s9d", "Cat": "Ad4hJsJh"}
BOARD = "2c3d8hKdQc"  # Ann: three kings; Bob and Cat: the same 8-4-3-2-A low


async def _quartered_hand(pilot: Pilot[None], app: BinglaoApp) -> None:
    """All in preflop for 6 each; Ann scoops the high, Bob and Cat quarter the low."""
    await keys(pilot, "enter", "a", "enter", "c", "c")
    while phase(app) is not Phase.COMPLETE:
        hand = app.hand
        assert hand is not None
        if hand.phase is Phase.SHOWDOWN and hand.actor is not None:
            await type_text(pilot, HOLES[hand.actor])
        elif hand.phase is Phase.SHOWDOWN:
            await type_text(pilot, BOARD)
        elif hand.phase is Phase.DEAL_BOARD:
            await type_text(pilot, "d")  # face down: enter alone is refused at the all-in
        await keys(pilot, "enter")


async def test_won_by_names_each_pots_winners_and_one_numbering(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo8", {"Ann": 6, "Bob": 6, "Cat": 6}, "Ann")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")  # the table: hand 1 dealt
        await keys(pilot, "m", "y")  # a misdeal: dealt again, still hand 1
        await _quartered_hand(pilot, app)
        assert app.hand is not None
        payouts = app.hand.payouts
        assert payouts is not None
        assert payouts["Ann"] == 9
        assert {payouts["Bob"], payouts["Cat"]} == {4, 5}  # each down on the hand
        await keys(pilot, "enter", "f5")  # booked; hand 2 is dealt
        history = app.screen
        assert isinstance(history, HistoryScreen)
        table = history.query_one(DataTable)
        assert [str(c.label) for c in table.columns.values()][:2] == ["Session", "Hand"]
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        # the void deal is listed as a misdeal (issue 24) and takes no number of its own
        assert [row[:2] for row in rows] == [["1", "1"], ["1", "1"]]
        assert any("misdeal" in cell for cell in rows[0])
        assert rows[1][-1] == "Ann, Bob, Cat"
        await keys(pilot, "enter")
        record = app.screen
        assert isinstance(record, HandRecordScreen)
        assert record.query_one("#hand-record").border_title == "Session 1, hand 1"
    with Database.open(_db(), read_only=True) as db:
        store = History(db)
        (summary,) = store.hands()
        assert summary.winners == ("Ann", "Bob", "Cat")
        lines = describe(store.get(summary.hand_id))
        assert lines[0] == "Session 1, hand 1: plo8, finished"
        assert any(
            line.startswith("Main pot: 18") and line.endswith("won by Ann, Bob, Cat") for line in lines
        )


async def test_after_a_misdeal_the_app_and_the_cli_name_a_hand_alike(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """At 80x24: hand 1, then hand 2 misdealt once dealt and dealt again (its first deal is
    ID 2 in the file, the hand kept ID 3). F5 names it "Session 1, hand 2", and so does
    `history show --session 1 --hand 2`, with the ID that `history show ID` takes."""
    from click.testing import CliRunner

    from binglao_tui.commands.group import cli

    seat_table(tmp_path / "config", "plo", {"Ann": 100, "Bob": 100, "Cat": 100}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "f", "enter")  # hand 1 booked; hand 2 dealt
        await keys(pilot, "enter", "m", "y")  # its hole cards out, then a misdeal
        assert app.hand_number == 2
        await keys(pilot, "enter", "f", "f")
        assert phase(app) is Phase.COMPLETE
        await keys(pilot, "enter", "f5")
        history = app.screen
        assert isinstance(history, HistoryScreen)
        table = history.query_one(DataTable)
        assert [[str(c) for c in table.get_row_at(i)][:2] for i in range(table.row_count)] == [
            ["1", "1"],
            ["1", "2"],  # its misdeal, listed as such (issue 24)
            ["1", "2"],
        ]
        await keys(pilot, "enter")  # the latest is highlighted: hand 2
        record = app.screen
        assert isinstance(record, HandRecordScreen)
        title = str(record.query_one("#hand-record").border_title)
        assert title == "Session 1, hand 2"
        result = CliRunner().invoke(cli, ["history", "show", "--session", "1", "--hand", "2"])
        assert result.exit_code == 0, result.stderr
        assert result.stdout.splitlines()[0] == f"{title} (ID 3): plo, finished"
        assert CliRunner().invoke(cli, ["history", "show", "3"]).stdout == result.stdout
