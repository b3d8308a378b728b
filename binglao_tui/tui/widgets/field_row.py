"""A row of a form: its label, then its fields."""

from __future__ import annotations

from textual.content import Content
from textual.widget import Widget


class FieldRow(Widget):
    """A label and the fields after it, on one line. The row draws its label itself
    (:meth:`render`; the first field is placed after it by its class, ``after-label`` in
    app.tcss, or its own). A row and a ``Label`` in it for each of the setup's 20
    rows were a fifth of its widgets, each one styled, laid out and drawn before the first
    screen and again on keys that lay the form out."""

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
