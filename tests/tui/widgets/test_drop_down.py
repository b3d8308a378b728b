"""The setup's drop-downs (DropDown): the field shows the value, the list opens on it,
and keys typed at once are applied in order."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets._select import SelectOverlay

from binglao_tui.tui.widgets.drop_down import DropDown
from tests.tui.helpers import post_keys, settle

CHOICES = [(f"choice {n}", str(n)) for n in range(6)]


def _drawn(app: App[None]) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


class _One(App[None]):
    def compose(self) -> ComposeResult:
        yield DropDown(CHOICES, value="1", allow_blank=False, id="choice")


async def test_the_list_opens_on_the_value_and_picks_another() -> None:
    app = _One()
    async with app.run_test(size=(40, 12)) as pilot:
        field = app.query_one(DropDown)
        assert "choice 1" in _drawn(app)
        field.focus()
        await pilot.press("enter")
        await pilot.pause()
        choices = field.query_one(SelectOverlay)
        assert app.focused is choices
        assert choices.highlighted == 1
        await pilot.press("down", "enter")
        await pilot.pause()
        assert field.value == "2"


async def test_a_value_set_is_shown_and_highlighted() -> None:
    app = _One()
    async with app.run_test(size=(40, 12)) as pilot:
        field = app.query_one(DropDown)
        field.value = "4"
        await pilot.pause()
        assert "choice 4" in _drawn(app)
        field.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert field.query_one(SelectOverlay).highlighted == 4


async def test_keys_typed_at_once_open_move_and_pick_in_order() -> None:
    app = _One()
    async with app.run_test(size=(40, 12)) as pilot:
        field = app.query_one(DropDown)
        field.focus()
        await pilot.pause()
        post_keys(app, "enter", "down", "down", "enter")  # type: ignore[arg-type]
        assert await settle(pilot, lambda: field.value == "3" and app.focused is field)
