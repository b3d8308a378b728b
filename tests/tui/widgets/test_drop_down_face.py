"""The drop-down's one-widget face (DropDownFace) draws what Textual's Select draws: the
choice and its arrow, in the same colours, focused or not, open or closed, chosen or
blank."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Input, Select

from binglao_tui.tui.widgets.drop_down import DropDown
from tests.tui.helpers import drawn_by_each, drawn_cells

_CHOICES = [("Pot limit", "pot"), ("No limit", "no"), ("Fixed [limit]", "fixed")]


class _WithDropDown(App[None]):
    CSS = "Select { width: 24; }"

    def __init__(self, ours: bool, blank: bool) -> None:
        super().__init__()
        self.ours = ours
        self.blank = blank

    def compose(self) -> ComposeResult:
        yield Input(id="before")
        kind = DropDown if self.ours else Select
        value = Select.NULL if self.blank else "pot"
        yield kind(_CHOICES, value=value, allow_blank=self.blank, compact=True, prompt="Pick one")


async def _after(pilot: Pilot[None], step: str) -> None:
    if step in ("focused", "open", "chosen", "chosen, then closed"):
        await pilot.press("tab")
    if step in ("open", "chosen", "chosen, then closed"):
        await pilot.press("enter")
    if step in ("chosen", "chosen, then closed"):
        await pilot.press("down", "down", "enter")
    if step == "chosen, then closed":
        await pilot.press("shift+tab")
    await pilot.pause()


@pytest.mark.parametrize("blank", [False, True])
@pytest.mark.parametrize("step", ["first", "focused", "open", "chosen", "chosen, then closed"])
async def test_the_face_draws_as_textuals(step: str, blank: bool) -> None:
    textuals, ours = await drawn_by_each(
        lambda ours: _WithDropDown(ours, blank), lambda pilot: _after(pilot, step), (40, 12)
    )
    assert ours == textuals


async def test_a_choice_too_long_is_cut_with_an_ellipsis() -> None:
    app = _WithDropDown(ours=True, blank=False)
    async with app.run_test(size=(40, 12)) as pilot:
        drop_down = app.query_one(DropDown)
        drop_down.set_options([("Omaha hi-lo 8-or-better, five cards", "long")])
        drop_down.value = "long"
        await pilot.pause()
        line = "".join(str(cell[0]) for cell in drawn_cells(app)[3])
        assert "Omaha hi-lo 8-or-bet… ▼" in line
