"""Form fields that draw their own label, on their line, to the left of the field.

The setup's fields were each a :class:`~binglao_tui.tui.widgets.field_row.FieldRow` (a row
that draws the label) holding the field: a widget of its own for every field, styled, laid
out and drawn before the first frame, to show one word. A field here keeps the label's
room as its own left padding and draws the label over it, in the colours the row drew it
with (the muted foreground on the background the field stands on), so the form looks as
it did, with a widget fewer a field. Label and field being one widget, a label can never
stand beside another field, and a click on the label focuses its field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.segment import Segment
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style
from textual.widget import Widget
from textual.widgets import Input

from binglao_tui.tui.widgets.in_order import OrderedInput

if TYPE_CHECKING:
    _Field = Widget
else:  # a plain mixin: Textual styles a widget by its first widget base (Input, Select...)
    _Field = object

LABEL_WIDTH = 16
"""The label's room, as the rows gave it (app.tcss keeps it as the field's left padding)."""


class OwnLabel(_Field):
    """Mixed in before a field's class: draws ``field_label`` over the field's left padding
    (``LABEL_WIDTH`` cells, which the stylesheet gives it). The labels are the form's own
    words: plain text, one cell a character."""

    field_label = ""
    label_width = LABEL_WIDTH  # the cells of left padding the stylesheet gives the label
    _drawn_label: tuple[tuple[str, Style, Style], Strip] | None = None

    def _label_strip(self) -> Strip:
        """The label, padded to its room: muted, on the background of the widget the
        field stands in. Made again only when the label, that background or the theme
        changes."""
        parent = self.parent
        under = parent.visual_style if isinstance(parent, Widget) else self.visual_style
        muted = self._get_style("$foreground-muted")
        key = (self.field_label, under, muted)
        if self._drawn_label is None or self._drawn_label[0] != key:
            width = self.label_width
            words = self.field_label.ljust(width)[:width]
            self._drawn_label = (key, Strip([Segment(words, (under + muted).rich_style)], width))
        return self._drawn_label[1]

    def render_lines(self, crop: Region) -> list[Strip]:
        """The field as Textual draws it, then the label over the padding it keeps."""
        strips = list(super().render_lines(crop))
        width = self.label_width
        if not self.field_label or crop.y > 0 or not strips or crop.x >= width:
            return strips
        label = self._label_strip().crop(crop.x, min(width, crop.right))
        rest = strips[0].crop(width - crop.x, crop.width)
        strips[0] = Strip.join([label, rest])
        return strips


class LabelledInput(OwnLabel, OrderedInput):
    """An :class:`OrderedInput` with ``label`` drawn before it on its line."""

    def __init__(
        self,
        label: str,
        *args: object,
        on_submit: Callable[[Input], None] | None = None,
        label_width: int = LABEL_WIDTH,
        **kwargs: object,
    ) -> None:
        super().__init__(*args, on_submit=on_submit, **kwargs)
        self.field_label = label
        self.label_width = label_width
