"""The one-widget footer (FooterLine) draws what Textual's footer draws for the same
bindings, and its keys answer the mouse as Textual's do."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Footer

from binglao_tui.tui.widgets.footer_line import FooterLine
from tests.tui.helpers import drawn_cells


class _Keys(App[None]):
    """The setup's keys: a screen's own, the windows', two hidden; one key not usable now."""

    BINDINGS = [  # noqa: RUF012 - Textual's own
        Binding("ctrl+s", "start", "Start"),
        Binding("f1,question_mark", "help", "Help", tooltip="Every key"),
        Binding("f2", "pot", "Pot calc"),
        Binding("f3", "judge", "Judge"),
        Binding("f4", "note('rules')", "Rules"),
        Binding("f5", "history", "History", show=False),
    ]

    def __init__(self, ours: bool, theme: str = "textual-dark") -> None:
        super().__init__()
        self.ours = ours
        self.theme = theme
        self.notes: list[str] = []

    def compose(self) -> ComposeResult:
        yield FooterLine() if self.ours else Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if action == "judge" else True  # shown, dimmed

    def action_note(self, what: str) -> None:
        self.notes.append(what)


async def _after(pilot: Pilot[None], step: str) -> None:
    width = pilot.app.size.width
    if step == "a key lit":
        await pilot.hover(offset=(12, pilot.app.size.height - 1))
    elif step == "the palette lit":
        await pilot.hover(offset=(width - 3, pilot.app.size.height - 1))
    elif step == "lit, then left":
        await pilot.hover(offset=(12, pilot.app.size.height - 1))
        await pilot.hover(offset=(12, 0))
    await pilot.pause()


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "nord", "ansi-dark"])
@pytest.mark.parametrize("width", [80, 50])
@pytest.mark.parametrize("step", ["first", "a key lit", "the palette lit", "lit, then left"])
async def test_the_footer_draws_as_textuals(theme: str, width: int, step: str) -> None:
    drawn = []
    for ours in (False, True):
        app = _Keys(ours, theme)
        async with app.run_test(size=(width, 4)) as pilot:
            await pilot.pause()
            await _after(pilot, step)
            drawn.append(drawn_cells(app))
    assert drawn[1] == drawn[0]


async def test_a_click_on_a_key_presses_it() -> None:
    app = _Keys(ours=True)
    async with app.run_test(size=(80, 4)) as pilot:
        line = app.screen._compositor.render_strips()[-1].text
        await pilot.click(FooterLine, offset=(line.index("Rules"), 0))
        await pilot.pause()
        assert app.notes == ["rules"]


async def test_the_keys_follow_the_focus() -> None:
    """A widget's own shown binding appears while it has the focus, and goes with it."""

    class Field(Widget, can_focus=True):
        BINDINGS = [Binding("ctrl+d", "app.note('field')", "Clear")]  # noqa: RUF012

    class WithField(_Keys):
        AUTO_FOCUS = None

        def compose(self) -> ComposeResult:
            yield Field()
            yield FooterLine()

    app = WithField(ours=True)
    async with app.run_test(size=(80, 4)) as pilot:
        assert "Clear" not in app.screen._compositor.render_strips()[-1].text
        app.query_one(Field).focus()
        await pilot.pause()
        assert "^d Clear" in app.screen._compositor.render_strips()[-1].text
        app.set_focus(None)
        await pilot.pause()
        assert "Clear" not in app.screen._compositor.render_strips()[-1].text
