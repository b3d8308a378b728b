"""Opening the Textual app (imported only when no subcommand is given)."""

from __future__ import annotations

import gc
from collections.abc import Sequence

from binglao_tui.commands.full_screen import run_full_screen
from binglao_tui.tui.app import BinglaoApp


def run_app(db: str | None, rules_dirs: Sequence[str]) -> None:
    """Open the dealer app (a bug inside it is raised here: exit 70 and a crash report)."""
    # Everything the imports made (modules, classes, functions: some 60,000 objects that
    # live as long as the process) is moved out of the garbage collector's reach. Left in,
    # the collector's one full pass before the first frame went over all of them, and each
    # later full pass during the evening would again.
    gc.freeze()
    run_full_screen(BinglaoApp(db=db, rules_dirs=[str(d) for d in rules_dirs]))
