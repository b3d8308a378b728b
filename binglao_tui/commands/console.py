"""The console the commands print their tables with.

rich's own console ends the process with exit code 1 when whoever reads standard output
stops reading (``| head -1``); every command of this program ends that case quietly with
141 instead (:func:`binglao_tui.commands.group.end`). This console hands the closed pipe
on to that one place.
"""

from __future__ import annotations

from rich.console import Console


class CommandConsole(Console):
    """rich's console, with a closed pipe ended as every other command ends it."""

    def on_broken_pipe(self) -> None:
        """Let the closed pipe through to the command group, which exits 141."""
        self.quiet = True
        raise BrokenPipeError
