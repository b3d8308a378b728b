"""The peer of the key benchmark (``tui_keys.py``): a bare Textual app, a ``DataTable`` of
six rows and six ``Input`` fields, with nothing of this project in it.

``tui_keys.py`` runs it in a pseudo-terminal beside the dealer app and sends both the same
keys; on its own, ``python benchmarks/bare_app.py`` shows it.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import DataTable, Input

ROWS = [
    ("Ann", 200, "D"),
    ("Bob", 199, "SB"),
    ("Cat", 198, "BB"),
    ("Dan", 200, ""),
    ("Eve", 200, ""),
    ("Fay", 200, ""),
]
MARKER = "BARE-APP-READY"  # the first paint is the frame that shows this


class BareApp(App[None]):
    """Six rows and six fields."""

    def compose(self) -> ComposeResult:
        yield DataTable(id="table")
        yield Input(placeholder=MARKER, id="field-0")
        for index in range(1, 6):
            yield Input(placeholder=f"field {index + 1}", id=f"field-{index}")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Player", "Stack", "Seat")
        table.add_rows(ROWS)


if __name__ == "__main__":
    BareApp().run()
