"""The hand's log as the evening at 80x24 read it: each call with its chips in the hand
record of the history too ("Bob calls 6", not "Bob calls"), the uncalled bet said when the
betting ends with it ("Cat's own 40 comes back: nobody called it"), not only at the hand's
end, and a log line too long for the narrow column wrapped under itself, never cut."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import DataTable

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from tests.store.test_old_hands_winners import _split_hand
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, phase, seat_table, text_of, type_text

UNCALLED = "Cat's own 40 comes back: nobody called it"


def drawn(app: BinglaoApp, selector: str) -> list[str]:
    """The lines a widget draws on the terminal now, as text."""
    widget = app.screen.query_one(selector, Widget)
    width, height = widget.size
    return [strip.text.rstrip() for strip in widget.render_lines(Region(0, 0, width, height))]


async def test_the_uncalled_bet_is_said_when_the_betting_ends(make_app: MakeApp, tmp_path: Path) -> None:
    """Ann raises to 7, Bob raises to 20 all in, Cat raises to 60, Ann folds: the preflop
    betting is over and 40 of Cat's raise has nobody to call it. The log says so at once
    (the flop is still to come), wrapped under itself in the narrow column, not cut."""
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 20, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "b")
        await type_text(pilot, "7")
        await keys(pilot, "enter", "a", "enter", "b")
        await type_text(pilot, "60")
        await keys(pilot, "enter", "f")
        assert phase(app) is Phase.DEAL_BOARD
        log = text_of(app, "#history")
        assert f"Ann folds; {UNCALLED}" in log
        assert "Bob raises to 20, all in" in log
        lines = drawn(app, "#history")
        width = app.screen.query_one("#history").size.width
        assert all(len(line) <= width for line in lines)
        assert not any("…" in line for line in lines)  # nothing cut off
        start = next(n for n, line in enumerate(lines) if "Ann folds" in line)
        entry = [lines[start]]
        entry += [line for line in lines[start + 1 : start + 4] if line.startswith("   ")]
        assert len(entry) > 1  # wrapped: the rest hangs indented under the entry
        assert " ".join(part.strip() for part in entry) == f"Ann folds; {UNCALLED}"


async def test_the_history_record_says_each_call_with_its_chips(make_app: MakeApp, tmp_path: Path) -> None:
    """A hand played in the app and opened again from the history (F5): its actions say
    how much each call was, and the uncalled bet that came back."""
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "b")
        await type_text(pilot, "7")
        await keys(pilot, "enter", "c", "c")  # Bob calls 6, Cat calls 5
        await keys(pilot, "enter")  # the flop is dealt (its cards not entered)
        await keys(pilot, "b")
        await type_text(pilot, "10")
        await keys(pilot, "enter", "f", "f")  # Bob bets 10; Cat and Ann fold
        assert phase(app) is Phase.COMPLETE
        await keys(pilot, "enter", "f5")
        assert isinstance(app.screen, HistoryScreen)
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandRecordScreen)
        record = text_of(app, "#hand-text")
        for line in (
            "  Ann raises to 7",
            "  Bob calls 6",
            "  Cat calls 5",
            "  Flop dealt",
            "  Bob bets 10",
            "  Ann folds; Bob's own 10 comes back: nobody called it",
        ):
            assert f"{line}\n" in record
        assert "calls\n" not in record


async def test_the_history_table_fits_80_columns_with_each_pots_winners(make_app: MakeApp) -> None:
    """A main and a side pot won by different players: "Won by" says each pot on a line of
    its own, and the table fits the window at 80x24 (nothing off its right edge)."""
    _split_hand(_db())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f5")
        history = app.screen
        assert isinstance(history, HistoryScreen)
        table = history.query_one(DataTable)
        row = [str(cell) for cell in table.get_row_at(0)]
        assert row[-1] == "main: Ann, Bob, Cat\nside 1: Bob, Cat"
        assert table.virtual_size.width <= table.size.width


async def test_the_hand_record_wraps_each_line_under_itself(make_app: MakeApp) -> None:
    """The judge's explanations in the hand record are longer than 80 columns: what runs
    over is indented under its own line, never back at the left edge."""
    _split_hand(_db())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f5", "enter")
        assert isinstance(app.screen, HandRecordScreen)
        record = text_of(app, "#hand-text").splitlines()
        shown = [line for line in drawn(app, "#hand-text") if line]
        assert len(shown) > len(record)  # some lines wrapped
        starts = [line for line in shown if any(r.startswith(line) for r in record)]
        overruns = [line for line in shown if line not in starts]
        assert overruns
        for line in overruns:
            own = next(r for r in record if r.endswith(line.strip()) or line.strip() in r)
            assert len(line) - len(line.lstrip()) > len(own) - len(own.lstrip())
