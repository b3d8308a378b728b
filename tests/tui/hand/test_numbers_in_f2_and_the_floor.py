"""F2 (the pot calculator) and the floor dialog read chip counts as the rest of the app
does (issue 22 §2): a letter, a minus sign or more chips than can be counted is kept as
typed and refused with the words of the app's one chip reader (core.entry.read_chip_count),
where the fields once dropped such characters silently."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from binglao_tui.core.entry import MAX_CHIPS, read_chip_count
from binglao_tui.tui.screens.floor import FloorScreen
from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table, text_of, type_text

TYPED = ["12a", "-5", str(MAX_CHIPS + 1)]


def _app_words(text: str) -> str:
    """What the app's one chip reader says to ``text``."""
    with pytest.raises(ValueError, match="is not a whole number of chips") as refused:
        read_chip_count(text)
    return str(refused.value)


async def test_the_pot_calculator_refuses_what_the_app_refuses_in_its_words(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "f2")
        screen = app.screen
        assert isinstance(screen, PotCalculatorScreen)
        field = screen.query_one("#calc-pot", Input)
        for typed in TYPED:
            field.value = ""
            await type_text(pilot, typed)
            assert field.value == typed  # kept as typed, nothing dropped
            assert text_of(app, "#calc-text") == f"✗ Pot (middle): {_app_words(typed)}"
        field.value = ""
        await type_text(pilot, "10")
        assert not text_of(app, "#calc-text").startswith("✗")
        bets = screen.query_one("#calc-bets", Input)
        bets.focus()
        await type_text(pilot, " x")
        assert text_of(app, "#calc-text") == f"✗ Bets facing: {_app_words('x')}"


async def test_the_floor_refuses_what_the_app_refuses_in_its_words(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "f", "f", "o")  # folded to the big blind; the floor
        floor = app.screen
        assert isinstance(floor, FloorScreen)
        field = floor.query_one("#award-2", Input)  # Cat's, the first still in, has the focus
        assert app.focused is field
        for typed in TYPED:
            field.value = ""
            await type_text(pilot, typed)
            assert field.value == typed
            assert text_of(app, "#floor-total") == f"✗ Cat: {_app_words(typed)}"
            await keys(pilot, "enter")
            assert app.screen is floor  # refused, every entry kept
            assert text_of(app, "#floor-total") == f"✗ Cat: {_app_words(typed)}"
        field.value = ""
        await type_text(pilot, "2")
        assert text_of(app, "#floor-total") == "Awarded 2 of 2"
