"""A drop-down whose closed face (its label, the choice and the arrow) is one widget.

Textual's ``SelectCurrent`` is a row of three widgets: the choice, a down arrow and an up
arrow, one of them hidden at a time; the setup's drop-downs also stood in a row of their
own that drew the label. :class:`DropDownFace` is a ``SelectCurrent`` (``Select`` finds
it, styles it and toggles it as its own) that draws the line itself: the drop-down's label
when it has one (see :mod:`~binglao_tui.tui.widgets.own_label`), the choice in the field's
colour (half-tone while nothing is chosen), then the arrow in half-tone, pointing up while
the list is open.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.content import Content
from textual.geometry import Size
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay  # no public names

from binglao_tui.tui.widgets.in_order import OrderedSelect
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
    the drop-down's label, when it has one)."""

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


class DropDown(OrderedSelect):
    """An :class:`OrderedSelect` with a :class:`DropDownFace`."""

    def __init__(self, *args: object, label: str = "", **kwargs: object) -> None:
        """``label``, when given, is drawn before the field on its line (app.tcss gives a
        ``labelled`` drop-down's face the room, and its list the same indent)."""
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.field_label = label
        if label:
            self.add_class("labelled", update=False)

    def compose(self) -> ComposeResult:
        face = DropDownFace(self.prompt)
        face.field_label = self.field_label
        yield face
        yield SelectOverlay(type_to_search=self._type_to_search).data_bind(compact=Select.compact)

    def _watch_expanded(self, expanded: bool) -> None:
        super()._watch_expanded(expanded)
        if self.is_mounted:
            self.query_one(DropDownFace).refresh()  # its arrow turns
