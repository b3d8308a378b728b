"""What the command line does when something unforeseen goes wrong: a crash report.

Every foreseen problem is one line on stderr with exit code 1 or 2. Anything else is a bug;
then the command still prints one line, naming the problem and the file where the full
report went, and exits with :attr:`ExitCode.CRASHED` (70, "internal software error" in the
BSD ``sysexits`` list). The report is a plain text file in the user's state folder
(``~/.local/state/binglao-tui/crashes`` on Linux, or ``$XDG_STATE_HOME``), holding the
version, the command line and the traceback, for whoever fixes it. Whatever would act on
a terminal (an escape sequence typed into an argument, a name in an error) is written as an
escape, so the report can be shown with ``cat``; and only the last :data:`KEEP` reports
are kept.
"""

from __future__ import annotations

import os
import shlex
import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path

from platformdirs import user_state_path

from binglao_tui import __version__
from binglao_tui.commands.common import one_line
from binglao_tui.core.entry import printable

KEEP = 50
"""How many crash reports are kept: writing one removes the oldest beyond these."""


def crash_folder() -> Path:
    """Where crash reports are written: ``crashes`` in the user state folder."""
    return user_state_path("binglao-tui", appauthor=False) / "crashes"


def write_report(exc: BaseException, argv: list[str]) -> Path:
    """Write the report of ``exc`` and return its path (an OSError if it cannot be written)."""
    folder = crash_folder()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}-{os.getpid()}.txt"
    for number in range(1, 100):  # two reports in the same second: a counter keeps both
        if not path.exists():
            break
        path = folder / f"crash-{stamp}-{os.getpid()}-{number}.txt"
    lines = [
        f"binglao-tui {__version__} crashed at {datetime.now(UTC).isoformat(timespec='seconds')}",
        f"python {sys.version.split()[0]} on {sys.platform}",
        f"command: binglao-tui {' '.join(shlex.quote(printable(arg)) for arg in argv)}",
        "",
        *traceback.format_exception(exc),
    ]
    # Whatever the error held (a lone surrogate, an escape), the report is written.
    text = "".join(printable(line) + "\n" for chunk in lines for line in chunk.rstrip("\n").split("\n"))
    with open(path, "x", encoding="utf-8", errors="backslashreplace") as file:
        file.write(text)
    prune(folder, keep=KEEP)
    return path


def prune(folder: Path, keep: int = KEEP) -> None:
    """Remove all but the ``keep`` newest crash reports in ``folder`` (nothing else there)."""
    try:
        reports = [p for p in folder.glob("crash-*.txt") if p.is_file() and not p.is_symlink()]
        reports.sort(key=lambda p: (p.stat().st_mtime_ns, p.name))
        for old in reports[: max(0, len(reports) - keep)]:
            old.unlink(missing_ok=True)
    except OSError:  # a report was written; tidying up is not worth a second failure
        pass


def report_crash(exc: BaseException, argv: list[str]) -> str:
    """The one line for stderr: the problem and where its report is (or why there is none)."""
    what = one_line(f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__)
    if len(what) > 200:
        what = what[:197] + "..."
    try:
        path = write_report(exc, argv)
    except OSError as problem:
        where = f"no crash report could be written ({one_line(problem.strerror or problem)})"
    else:
        where = f"the full report is in {one_line(path)}"
    return f"binglao-tui: unexpected error ({what}); this is a bug: {where}"
