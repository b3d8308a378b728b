"""The closed face of a drop-down (the choice and its arrow) as one widget.

Textual's ``SelectCurrent`` is a row of three widgets: the choice, a down arrow and an up
arrow, one of them hidden at a time. The setup's two drop-downs made six widgets, each
styled, laid out and drawn before the first frame, to show one line of text. This face is
a ``SelectCurrent`` (``Select`` finds it, styles it and toggles it as its own) that draws
the line itself: the choice in the field's colour (half-tone while nothing is chosen),
then the arrow in half-tone, pointing up while the list is open. Measured with
``benchmarks/first_frame.py`` (instructions to the setup's first frame): 1,561 M to 1,529 M.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.content import Content
from textual.geometry import Size
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectCurrent  # no public names

from binglao_tui.tui.widgets.own_label import OwnLabel

_HALF_TONE = "$foreground 50%"  # Textual's colour for the arrows and an empty choice


def _as_content(label: object) -> Content:
    """A choice's label as the label widget of Textual's face would show it: a string is
    read as markup, rich text and content as they are."""
    if isinstance(label, Content):
        return label
    if isinstance(label, Text):
        return Content.from_rich_text(label)
    return Content.from_markup(str(label))


class DropDownFace(OwnLabel, SelectCurrent):
    """The choice and the arrow of a closed (or open) drop-down, drawn on one line (after
    the drop-down's label, when it has one: see :mod:`~binglao_tui.tui.widgets.own_label`)."""

    def compose(self) -> ComposeResult:
        yield from ()  # no label and arrow widgets: render() draws them

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1  # one line, as Textual's face with its one-line label (a row of widgets)

    def update(self, label: object) -> None:
        """Show ``label`` (``Select.NULL``: the placeholder) as the choice."""
        self.label = label  # type: ignore[assignment]  # Textual's attribute, as it sets it
        self.has_value = label is not Select.NULL
        self.refresh()

    def render(self) -> Content:
        label = self.label
        chosen = _as_content(self.placeholder if isinstance(label, NoSelection) else label)
        if not self.has_value:
            chosen = chosen.stylize(_HALF_TONE)
        drop_down = self.parent
        arrow = "▲" if isinstance(drop_down, Select) and drop_down.expanded else "▼"
        room = max(self.content_region.width - 2, 0)  # the arrow and the space before it
        if chosen.cell_length > room:
            chosen = chosen.truncate(room, ellipsis=True)
        return Content.assemble(chosen.pad_right(room - chosen.cell_length), " ", (arrow, _HALF_TONE))
