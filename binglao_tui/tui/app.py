"""The dealer app (placeholder until the app issue lands)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static


class BinglaoApp(App[None]):
    """The binglao-tui dealer app."""

    TITLE = "binglao-tui"

    def __init__(self, db: str | None = None, rules_dirs: list[str] | None = None) -> None:
        super().__init__()
        self.db = db
        self.rules_dirs = rules_dirs or []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("binglao-tui")
        yield Footer()
