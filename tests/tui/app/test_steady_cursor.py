"""The tests' pictures never depend on when they are taken: no input's cursor blinks."""

from __future__ import annotations

from textual.widgets import Input

from tests.tui.conftest import MakeApp
from tests.tui.helpers import type_text


async def test_no_input_in_the_judge_runs_a_blink_timer_while_cards_are_typed(make_app: MakeApp) -> None:
    """The judge's snapshot once caught Bob's field with its cursor blinked off: every
    input, focused or not, keeps its cursor still and shown while it has the focus."""
    app = make_app()
    async with app.run_test(size=(120, 32)) as pilot:
        await pilot.press("f3")
        await pilot.pause()
        await type_text(pilot, "8h6h3hqc2s")
        await pilot.press("tab")
        await type_text(pilot, "asadac5d4d")
        await pilot.pause()
        inputs = list(app.screen.query(Input))
        assert inputs
        assert not any(field.cursor_blink for field in inputs)
        focused = app.screen.focused
        assert isinstance(focused, Input)
        assert focused.value == "asadac5d4d"
