"""The ``binglao-tui`` command line: its entry point.

This module stays thin and cheap to import: the standard library only. ``binglao-tui``
with no arguments at all opens the dealer app at once; any other command line goes to
the parser (and so does the shell asking for completions: ``_BINGLAO_TUI_COMPLETE`` set,
no arguments), :mod:`binglao_tui.commands.group` (click, and the table of subcommands, each
imported when it is run, so the calculators never pay for the app or for commands they do
not use). Both end the same way (:func:`binglao_tui.commands.group.end`): the same exit
codes and the same one line on stderr.

Deciding before the parser loads keeps click out of the app's start-up: with no arguments
there is nothing to parse (no option, no ``--help``).
"""

from __future__ import annotations

import os
import sys
import warnings
from typing import Any

COMPLETE_VAR = "_BINGLAO_TUI_COMPLETE"
"""Set by the shell for click's completion: ``bash_source`` prints the script, ``bash_complete``
(with ``COMP_WORDS``) the words for Tab. It is a request to the parser, never to open the app."""


def main(argv: list[str] | None = None) -> Any:
    """Entry point: the app when there are no arguments, else the command line's parser.

    Exit codes: 0 done; 1 an illegal action in a replayed hand; 2 bad input (or a database
    that cannot be used); 70 an unforeseen error, with a crash report; 130 interrupted;
    141 standard output closed by its reader.
    """
    warnings.showwarning = _show_warning
    args = sys.argv[1:] if argv is None else argv
    if args or COMPLETE_VAR in os.environ:  # the shell's completion asks with no arguments
        from binglao_tui.commands.group import run  # start-up: see the module's docstring

        return run(args)
    try:
        # start-up: Textual and the app's modules load only when the app is opened
        from binglao_tui.commands.app import run_app

        run_app(db=None, rules_dirs=())
        sys.stdout.flush()
    except (Exception, KeyboardInterrupt) as exc:
        from binglao_tui.commands.group import end  # click only to say how the app ended

        end(exc, args)
    return None


def _show_warning(message: Warning | str, category: type[Warning], *args: Any, **kwargs: Any) -> None:
    """A warning (a rules file skipped...) as one line on stderr, without Python's source line."""
    import click  # start-up: loaded when a warning is written, not for every app opened

    from binglao_tui.commands.common import one_line

    click.echo(f"binglao-tui: warning: {one_line(message)}", err=True)


if __name__ == "__main__":
    main()
