"""A row of a form: its label, then its fields."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget


class FieldRow(Widget):
    """A label and the fields after it, on one line. The row draws its label itself
    (:meth:`render`; the first field is placed after it by its class, ``after-label`` in
    app.tcss, or its own): one widget a row, where a row and a ``Label`` in it were two to
    style, lay out and draw."""

    def __init__(
        self,
        label: str,
        *fields: Widget,
        id: str | None = None,  # noqa: A002 - Textual's name for it
        classes: str = "field-row",
    ) -> None:
        super().__init__(*fields, id=id, classes=classes)
        self.label = label

    def render(self) -> Content:
        return Content.styled(self.label, "$foreground-muted")
