"""Opening the Textual app (imported only when no subcommand is given)."""

from __future__ import annotations

from collections.abc import Sequence

from binglao_tui.tui.app import BinglaoApp


def run_app(db: str | None, rules_dirs: Sequence[str]) -> None:
    """Open the dealer app."""
    BinglaoApp(db=db, rules_dirs=[str(d) for d in rules_dirs]).run()
