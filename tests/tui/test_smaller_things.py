"""The smaller things of issue 11, item 10, played as a newcomer would."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.tui.screens.hand import HandScreen

from .conftest import MakeApp
from .helpers import keys, seat_table


async def test_undo_at_the_first_step_says_there_is_nothing_to_undo(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "u")
        messages = [n.message for n in app._notifications]
        assert any("Nothing to undo: this is the first step of the hand" in m for m in messages), messages
