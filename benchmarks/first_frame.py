"""Instructions from the process start to the first frame, counted with callgrind.

The start-up row of ``tui_keys.py`` times the app and the bare Textual app in turns, and on
this shared machine their wall and CPU times move with the load. An instruction count does
not: each app runs under ``valgrind --tool=callgrind`` in a pseudo-terminal of 80 x 24 with
an empty home folder, as in ``tui_keys.py``, and ends itself (``os._exit``) as soon as the
text it has written to the terminal shows its first screen's marker (the setup's "Start"
button; the bare app's placeholder). The count is the whole process's up to then: the
interpreter, the imports, building and drawing the first screen.

``python benchmarks/first_frame.py`` prints both counts and their ratio (a minute or two:
valgrind runs the code some fifty times slower). The dealer app is started as its
``binglao-tui`` command starts it, through ``binglao_tui.cli.main``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

from tui_keys import APP_MARKER, BARE_MARKER, TARGET, Terminal  # a sibling of this script

HERE = Path(__file__).resolve().parent

MARKERS = {"ours": APP_MARKER, "bare": BARE_MARKER}
_ESCAPES = re.compile(  # as tui_keys.py strips them, on text instead of bytes
    r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78c]"
)


def _child(which: str) -> None:
    """Run one app, ending the process at the first write that completes its marker."""
    from textual.drivers.linux_driver import LinuxDriver

    marker = MARKERS[which]
    written: list[str] = []
    write = LinuxDriver.write

    def write_and_check(self: LinuxDriver, data: str) -> None:
        write(self, data)
        written.append(data)
        if marker in _ESCAPES.sub("", "".join(written)):
            os._exit(0)

    LinuxDriver.write = write_and_check  # type: ignore[method-assign]
    if which == "ours":
        from binglao_tui.cli import main

        main([])
    else:
        import runpy

        runpy.run_path(str(HERE / "bare_app.py"), run_name="__main__")


def count(which: str, keep: Path | None = None) -> int:
    """The instructions of one run of an app to its first frame (callgrind's output file
    kept as ``keep/callgrind.<which>`` when asked, for ``callgrind_annotate``)."""
    with tempfile.TemporaryDirectory() as home:
        out = (keep / f"callgrind.{which}") if keep else Path(home) / "callgrind.out"
        argv = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            which,
        ]
        terminal = Terminal(argv, home, marker="\x00never shown")
        try:
            terminal.process.wait(timeout=600)
        finally:
            time.sleep(0.1)
            terminal.close()
        for line in out.read_text().splitlines():
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"callgrind wrote no count for {which}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--child", choices=sorted(MARKERS), help=argparse.SUPPRESS)
    parser.add_argument("--keep", type=Path, help="a folder to keep callgrind's output files in")
    args = parser.parse_args()
    if args.child:
        _child(args.child)
        return 0
    ours, bare = count("ours", args.keep), count("bare", args.keep)
    print(f"Instructions to the first frame: binglao-tui {ours / 1e6:,.0f} M,", end=" ")
    print(f"bare Textual {bare / 1e6:,.0f} M")
    print(f"ratio {ours / bare:.2f}x (target <= {TARGET}x)")
    return 0 if ours / bare <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
