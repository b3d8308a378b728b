"""Fields that draw their own label (LabelledInput, a labelled DropDown) look exactly as the
label row and the field did (a FieldRow holding the field): the same characters and
colours, blurred, focused, typed into, refused, scrolled, opened, in a narrow panel; and
the label belongs to its field (a click on it is a click on the field)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.pilot import Pilot

import binglao_tui.tui.app as app_module
from binglao_tui.tui.widgets.drop_down import DropDown
from binglao_tui.tui.widgets.field_row import FieldRow
from binglao_tui.tui.widgets.in_order import OrderedInput
from binglao_tui.tui.widgets.own_label import LabelledInput
from tests.tui.helpers import drawn_by_each

_BETS = [("pot-limit", "pot"), ("no-limit", "no"), ("fixed-limit", "fixed")]
_FIELDS = (("Small blind", "small", "1"), ("Big blind", "big", "2"), ("Straddle", "straddle", "0"))


class _Form(App[None]):
    CSS_PATH = str(Path(app_module.__file__).parent / "app.tcss")  # the app's own stylesheet

    def __init__(self, ours: bool, width: int) -> None:
        super().__init__()
        self.ours = ours
        self.width = width

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel") as panel:
            panel.styles.width = self.width
            if self.ours:
                yield DropDown(
                    _BETS, value="pot", compact=True, id="bet", label="Betting", classes="field-row"
                )
            else:
                yield FieldRow(
                    "Betting", DropDown(_BETS, value="pot", compact=True, id="bet", classes="after-label")
                )
            for label, key, value in _FIELDS:
                if self.ours:
                    yield LabelledInput(
                        label, value, type="integer", compact=True, id=key, classes="field-row"
                    )
                else:
                    field = OrderedInput(value, type="integer", compact=True, id=key, classes="after-label")
                    yield FieldRow(label, field)


async def _after(pilot: Pilot[None], step: str) -> None:
    if step.startswith("list"):
        await pilot.press("tab", "enter")
        if step == "list, moved":
            await pilot.press("down")
        await pilot.pause()
        return
    if step != "first":
        await pilot.press("tab", "tab")
    if step in ("typed", "refused", "long"):
        await pilot.press("end", "5")
    if step == "refused":
        await pilot.press("x")
        pilot.app.query_one("#small").add_class("-invalid")
    if step == "long":
        await pilot.press(*"1234567890123456789012345")
    await pilot.pause()


@pytest.mark.parametrize("width", [40, 26])
@pytest.mark.parametrize("step", ["first", "focused", "typed", "refused", "long", "list", "list, moved"])
async def test_the_field_draws_its_label_as_the_row_did(step: str, width: int) -> None:
    rows, ours = await drawn_by_each(
        lambda ours: _Form(ours, width), lambda pilot: _after(pilot, step), (50, 16)
    )
    assert ours == rows


async def test_a_click_on_the_label_is_a_click_on_its_field() -> None:
    app = _Form(ours=True, width=40)
    async with app.run_test(size=(50, 16)) as pilot:
        await pilot.click("#big", offset=(2, 0))
        await pilot.pause()
        assert app.focused is app.query_one("#big", LabelledInput)
        await pilot.click("#bet", offset=(2, 0))
        await pilot.pause()
        assert app.query_one("#bet", DropDown).expanded  # as a click on the field opens it
