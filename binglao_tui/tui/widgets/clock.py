"""The tournament clock panel: the time left in big figures, the level, what comes next.

On a short terminal (the app's ``-short`` screens, under 30 rows) the panel is one line
with no border and no big figures, so that a six-handed table still shows every seat at
80x24; the note about a level starting with the next hand gets a second line.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.css.query import NoMatches
from textual.widgets import Digits, Static

from binglao_tui.tui.render.clock import ClockView, clock_line


class ClockPanel(Horizontal):
    """The clock as :func:`~binglao_tui.tui.render.clock.clock_view` describes it: the
    figures on the left, the words on the right (one line on a short screen). The classes
    ``-warning`` (the last minute), ``-paused`` and ``-break`` let the stylesheet colour it."""

    SCOPED_CSS = False  # its rules follow the screen's height class (every one names ClockPanel)
    DEFAULT_CSS = """
    ClockPanel {
        height: auto;
        border: round $primary 60%;
        padding: 0 1;
    }
    ClockPanel #clock-figures {
        width: auto;
        min-width: 20;
        margin-right: 2;
    }
    ClockPanel #clock-words {
        height: auto;
        width: 1fr;
    }
    ClockPanel #clock-heading {
        text-style: bold;
    }
    ClockPanel #clock-note {
        color: $warning;
    }
    ClockPanel.-warning {
        border: round $warning;
    }
    ClockPanel.-warning #clock-figures {
        color: $warning;
    }
    ClockPanel.-paused #clock-figures {
        color: $foreground-muted;
    }
    ClockPanel.-break {
        border: round $success;
    }
    ClockPanel #clock-line {
        display: none;
        width: 1fr;
        height: auto;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    Screen.-short ClockPanel {
        border: none;
        padding: 0 1;
        background: $boost;
    }
    Screen.-short ClockPanel #clock-figures, Screen.-short ClockPanel #clock-words {
        display: none;
    }
    Screen.-short ClockPanel #clock-line {
        display: block;
    }
    Screen.-short ClockPanel.-warning {
        background: $warning 25%;
    }
    Screen.-short ClockPanel.-paused #clock-line {
        color: $foreground-muted;
    }
    Screen.-short ClockPanel.-break {
        background: $success 25%;
    }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="clock-line")
        yield Digits("-", id="clock-figures")
        with Vertical(id="clock-words"):
            yield Static(id="clock-heading")
            yield Static(id="clock-blinds")
            yield Static(id="clock-coming")
            yield Static(id="clock-table")
            yield Static(id="clock-note")

    _pending: ClockView | None = None
    _view: ClockView | None = None

    def on_mount(self) -> None:
        if self._pending is not None:
            self.show(self._pending)

    def on_resize(self) -> None:
        if self._view is not None:
            self.show(self._view)  # the one-line clock fits as many parts as the width holds

    def show(self, view: ClockView) -> None:
        """Show ``view`` (cheap to call several times a second; kept until the panel is
        composed, as a tick can come between its parts being mounted)."""
        try:
            self._show(view)
        except NoMatches:
            self._pending = view
            return
        self._pending = None

    def _show(self, view: ClockView) -> None:
        self.query_one(Digits).update(view.figures)
        for name, text in (
            ("heading", view.heading),
            ("blinds", view.blinds),
            ("coming", view.coming),
            ("table", view.table),
            ("note", view.note),
        ):
            self.query_one(f"#clock-{name}", Static).update(Content(text))
        self.query_one("#clock-note").display = bool(view.note)
        self._view = view
        line = Content.styled(clock_line(view, self.content_size.width), "bold")
        if view.note:
            line = Content.assemble(line, "\n", Content.styled(view.note, "$text-warning"))
        self.query_one("#clock-line", Static).update(line)
        self.set_class(view.warning, "-warning")
        self.set_class(view.paused, "-paused")
        self.set_class(view.on_break, "-break")
        self.border_title = "Tournament clock"

    @property
    def figures(self) -> str:
        return self.query_one(Digits).value
