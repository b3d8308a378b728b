"""The screens' top line: the palette's icon and the title, drawn by one widget."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.content import Content
from textual.style import Style
from textual.widget import Widget

ICON = "⭘"
ICON_WIDTH = 8  # the icon's column, its padding included
CLOCK_WIDTH = 10  # the space Textual's header keeps on the right for a clock


class AppHeader(Widget):
    """Textual's :class:`~textual.widgets.Header` (without its clock) as one widget.

    Textual's header is four widgets (the bar, the icon, the title and the clock's
    space), each with its own stylesheet, styled, laid out and drawn before the first
    frame (benchmarks/first_frame.py: 1,692 M -> 1,664 M instructions to the setup's first
    frame with this one in its place). This one draws the same line itself: the icon on
    the left (a click opens the command palette, the pointer over it lights it), the
    screen's title and sub-title centred between it and the clock's space, cut with an
    ellipsis when too long; a click elsewhere makes it three lines tall or one again.
    """

    DEFAULT_CSS = """
    AppHeader {
        dock: top;
        width: 100%;
        background: $panel;
        color: $foreground;
        height: 1;
        &.-tall { height: 3; }
        .app-header--icon-lit { background: $foreground 10%; }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"app-header--icon-lit"}

    def __init__(self) -> None:
        super().__init__()
        self._icon_lit = False

    def on_mount(self) -> None:
        for node in (self.app, self.screen):
            self.watch(node, "title", self._retitled, init=False)
            self.watch(node, "sub_title", self._retitled, init=False)

    def _retitled(self) -> None:
        self.refresh()

    def _title(self) -> Content:
        """The title as Textual's header shows it: the screen's own, else the app's."""
        screen, app = self.screen, self.app
        title = screen.title if screen.title is not None else app.title
        sub_title = screen.sub_title if screen.sub_title is not None else app.sub_title
        return app.format_title(title, sub_title)

    def render(self) -> Content:
        width, height = self.size
        icon = Content(f" {ICON}").pad_right(max(0, ICON_WIDTH - 2))
        if self._icon_lit:  # as Textual's icon widget, its background over the header's
            light = self.get_component_styles("app-header--icon-lit").background
            icon = icon.stylize(Style(background=self.background_colors[1] + light))
        room = max(0, width - ICON_WIDTH - CLOCK_WIDTH)
        title = self._title().truncate(room, ellipsis=True)
        left = (room - title.cell_length) // 2
        title = title.pad(left, room - title.cell_length - left)
        line = Content.assemble(icon, title, " " * CLOCK_WIDTH)
        if height < 3:
            return line
        # three lines tall: the icon in the middle of its column, the title on the first
        blank = " " * ICON_WIDTH
        return Content("\n").join([Content.assemble(blank, title), icon, Content(blank)])

    def _on_mouse_move(self, event: events.MouseMove) -> None:
        self._light_icon(event.x < ICON_WIDTH)

    def _on_leave(self, event: events.Leave) -> None:
        self._light_icon(False)

    def _light_icon(self, lit: bool) -> None:
        if lit != self._icon_lit:
            self._icon_lit = lit
            self.tooltip = "Open the command palette" if lit else None
            self.refresh()

    async def _on_click(self, event: events.Click) -> None:
        if event.x < ICON_WIDTH and self.app.ENABLE_COMMAND_PALETTE:
            event.stop()
            await self.run_action("app.command_palette")
        else:
            self.toggle_class("-tall")
