"""A bug inside the dealer's app or the table display exits 70 with a crash report, as a
bug in any subcommand does (issue 22 §3). Textual caught it, printed its traceback with
every local variable of the app, and the process exited 0 with no report."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import textual.constants

from binglao_tui.commands.common import ExitCode
from binglao_tui.display.screen import TableScreen
from binglao_tui.tui.app import BinglaoApp
from tests.cli._cli_main import EMPTY_RULES, run

HEADLESS = "textual.drivers.headless_driver:HeadlessDriver"


def _bug(self: object) -> None:
    raise RuntimeError("a bug inside the app, secret-local")


def _reports() -> list[Path]:
    folder = Path(os.environ["XDG_STATE_HOME"]) / "binglao-tui" / "crashes"
    return sorted(folder.glob("crash-*.txt")) if folder.is_dir() else []


def _assert_crash_reported(code: int, out: str, err: str) -> None:
    assert code == ExitCode.CRASHED, (code, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "unexpected error (RuntimeError: a bug inside the app" in lines[0]
    assert "this is a bug: the full report is in" in lines[0]
    assert "Traceback" not in err + out
    (report,) = _reports()
    text = report.read_text()
    assert "RuntimeError: a bug inside the app" in text
    assert "Traceback" in text


def test_a_bug_inside_the_app_exits_70_with_a_crash_report(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(textual.constants, "DRIVER", HEADLESS)
    monkeypatch.setattr(BinglaoApp, "on_mount", _bug)
    _assert_crash_reported(*run())


def test_a_bug_inside_the_app_opened_with_db_exits_70(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(textual.constants, "DRIVER", HEADLESS)
    monkeypatch.setattr(BinglaoApp, "on_mount", _bug)
    _assert_crash_reported(*run("--db", str(tmp_path / "db.sqlite3")))


def test_a_bug_inside_display_exits_70_with_a_crash_report(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(textual.constants, "DRIVER", HEADLESS)
    monkeypatch.setattr(TableScreen, "on_mount", _bug)  # the display's one screen, as it opens
    _assert_crash_reported(*run("display", "--db", str(tmp_path / "db.sqlite3")))


@pytest.mark.slow
def test_a_bug_inside_the_app_in_its_own_process_exits_70(tmp_path: Path) -> None:
    """The whole way: a child process whose app fails as it opens, under Textual's headless driver."""
    code = (
        "import sys; from binglao_tui.tui.app import BinglaoApp\n"
        "def bug(self): raise RuntimeError('a bug inside the app, secret-local')\n"
        "BinglaoApp.on_mount = bug\n"
        "from binglao_tui.cli import main; sys.argv = ['binglao-tui']; main()\n"
    )
    env = {**os.environ, "TEXTUAL_DRIVER": HEADLESS, "BINGLAO_TUI_RULES": EMPTY_RULES}
    done = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    _assert_crash_reported(done.returncode, done.stdout, done.stderr)
