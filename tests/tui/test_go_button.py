"""The setup's Start button (GoButton) looks as Textual's own success button does, in every
state, though its stylesheet holds only that one look."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widget import Widget
from textual.widgets import Button

from binglao_tui.tui.widgets.go_button import GoButton

_LOOKS = (
    "color",
    "background",
    "background_tint",
    "tint",
    "text_style",
    "text_opacity",
    "border_top",
    "border_right",
    "border_bottom",
    "border_left",
    "width",
    "min_width",
    "height",
    "text_align",
    "content_align_horizontal",
    "content_align_vertical",
    "line_pad",
)


class _Both(App[None]):
    AUTO_FOCUS = None

    def compose(self) -> ComposeResult:
        yield Button("Start (enter)", variant="success", id="textual")
        yield GoButton("Start (enter)", id="ours")


def _looks(widget: Widget) -> dict[str, object]:
    return {name: getattr(widget.styles, name) for name in _LOOKS}


def _set(widget: Widget, state: str) -> None:
    if state == "hover":
        widget.mouse_hover = True
    elif state == "active":
        widget.add_class("-active")
    elif state == "disabled":
        widget.disabled = True


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark", "ansi-light"])
@pytest.mark.parametrize("state", ["plain", "focus", "hover", "active", "disabled"])
async def test_the_start_button_looks_as_textuals_success_button(theme: str, state: str) -> None:
    app = _Both()
    async with app.run_test(size=(60, 12)) as pilot:
        app.theme = theme
        drawn = []
        for button in (app.query_one("#textual", Button), app.query_one("#ours", GoButton)):
            _set(button, state)
            if state == "focus":
                button.focus()
            await pilot.pause()
            assert button.has_focus is (state == "focus")
            app.update_styles(button)
            await pilot.pause()
            drawn.append((_looks(button), button.render_lines(button.region.reset_offset)))
            app.set_focus(None)
        assert drawn[0] == drawn[1]
