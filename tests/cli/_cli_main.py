"""Run ``binglao-tui`` in-process exactly as a user's shell does: through ``cli.main``.

``main`` runs click without standalone mode and turns every error into one line on stderr
and exit code 2, so the tests go through it (inside click's CliRunner isolation for the
captured streams) rather than through ``cli`` itself.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Mapping

from click.testing import CliRunner

from binglao_tui.cli import main

# The tester's own house rules folder must not leak in: point it at an empty folder.
EMPTY_RULES = tempfile.mkdtemp(prefix="binglao-empty-rules-")


def run(
    *args: str, stdin: str | bytes | None = None, env: Mapping[str, str] | None = None
) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``binglao-tui ARGS``."""
    environment = {"BINGLAO_TUI_RULES": EMPTY_RULES, "NO_COLOR": "1", "COLUMNS": "120", **(env or {})}
    with CliRunner().isolation(input=stdin, env=environment) as (out, err, _):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        finally:
            sys.stdout.flush()  # as the interpreter does at exit
            sys.stderr.flush()
    return code, out.getvalue().decode(), err.getvalue().decode()


def assert_bad_input(code: int, out: str, err: str, *words: str) -> None:
    """Exit 2, nothing on stdout, one line on stderr that names the problem, no traceback."""
    assert code == 2, (code, out, err)
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("binglao-tui: "), err
    assert "Traceback" not in err
    for word in words:
        assert word in lines[0], (word, lines[0])
