"""Running a full-screen Textual app (the dealer's app, the table display) from the command line.

A bug inside the app ends the command as a bug in any subcommand does: exit 70, one line on
stderr and a crash report (:func:`binglao_tui.commands.group.end`). Textual on its own
catches the exception, prints its traceback with every local variable of the app (the
players' names, their stacks, the database's path) and returns: the process then exited 0
and wrote no report.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App


def run_full_screen(app: App[Any]) -> None:
    """Run ``app`` to its end; re-raise the exception that ended it, if one did."""
    # Textual writes the traceback of the exception that ended the app into its error
    # console once the screen is restored; the crash report holds that traceback instead.
    app.error_console.file = io.StringIO()
    app.run()
    error = app._exception  # Textual's record of the first unhandled exception (Pilot reads it too)
    if error is not None:
        raise error
