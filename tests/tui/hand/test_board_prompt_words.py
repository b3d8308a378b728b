"""The board prompt's words at 80x24 with six players: each street says how many cards it
takes, singular or plural ("River: 1 card"); run twice, which board it is for comes
first ("Board 1 river: 1 card"). The evening's play read "River 1 cards", the 1 being the
board."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.app import BinglaoApp
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, phase, screen_lines, seat_table, text_of, type_text

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


def _prompt(app: BinglaoApp) -> tuple[str, str]:
    """The entry line's prompt and placeholder, each checked whole on the terminal."""
    label = text_of(app, "#entry-prompt")
    hint = app.screen.query_one("#entry-input", Input).placeholder
    drawn = "\n".join(screen_lines(app))
    assert label in drawn
    assert hint in drawn
    return label, hint


async def test_each_street_says_its_cards_singular_or_plural(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "4", "enter", "f", "f", "f", "f", "c", "c")  # Bob and Cat see a flop
        assert phase(app) is Phase.DEAL_BOARD
        assert _prompt(app) == ("Flop: 3 cards", "type them as they fall, or just press enter")
        await keys(pilot, "enter", "c", "c")
        assert _prompt(app) == ("Turn: 1 card", "type it as it falls, or just press enter")
        await keys(pilot, "enter", "c", "c")
        assert _prompt(app) == ("River: 1 card", "type it as it falls, or just press enter")


async def test_run_twice_names_the_board_before_the_street(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "4", "enter", "c", "c", "c", "c", "b")
        await type_text(pilot, "14")
        await keys(pilot, "enter", "a", "enter", "c", "c", "f", "f", "c")
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "a", "enter", "c")
        await type_text(pilot, "twice")
        await keys(pilot, "enter")
        await type_text(pilot, "d")  # the hands stay face down: board 1's turn
        await keys(pilot, "enter")
        assert _prompt(app) == ("Board 1 river: 1 card", "type it as it falls, or just press enter")
        await keys(pilot, "enter")
        assert _prompt(app) == ("Board 2 turn: 1 card", "type it as it falls, or just press enter")
