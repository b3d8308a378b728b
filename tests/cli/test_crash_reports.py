"""Crash reports escape control characters from the command line, and only the last 50 are
kept (issue 22 §5): an escape sequence typed into an argument went into the report raw, and
acted on the terminal of whoever read it with ``cat``; reports piled up for ever."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from binglao_tui.commands.common import ExitCode
from binglao_tui.commands.crash import KEEP, prune, write_report
from tests.cli._cli_main import run


def _broken(monkeypatch: pytest.MonkeyPatch) -> None:
    import binglao_tui.commands.games as games_command

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug, with \x1b]0;owned\x07 in its message")

    monkeypatch.setattr(games_command.games, "callback", broken)


def test_a_crash_report_escapes_control_characters_from_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _broken(monkeypatch)
    state = tmp_path / "state"
    code, _, _ = run("games", "--rules-dir", "/tmp/x\x1b[2J\u202e", env={"XDG_STATE_HOME": str(state)})
    assert code == ExitCode.CRASHED
    (report,) = (state / "binglao-tui" / "crashes").iterdir()
    text = report.read_text(encoding="utf-8")
    assert "command: binglao-tui games --rules-dir '/tmp/x\\x1b[2J\\u202e'" in text
    assert "a bug, with \\x1b]0;owned\\x07 in its message" in text
    assert "\x1b" not in text
    assert "\u202e" not in text
    assert "\x07" not in text


def test_only_the_last_50_crash_reports_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "state" / "binglao-tui" / "crashes"
    folder.mkdir(parents=True)
    for n in range(60):  # older reports, oldest first
        old = folder / f"crash-20250101-0000{n:02d}-1.txt"
        old.write_text("old\n")
        os.utime(old, ns=(n * 10**9, n * 10**9))
    (folder / "notes.txt").write_text("not a report\n")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    newest = write_report(RuntimeError("a bug"), ["games"])
    reports = sorted(p.name for p in folder.glob("crash-*.txt"))
    assert len(reports) == KEEP == 50
    assert newest.name in reports
    assert "crash-20250101-000000-1.txt" not in reports
    assert "crash-20250101-000059-1.txt" in reports
    assert (folder / "notes.txt").exists()


def test_prune_with_fewer_reports_than_kept_removes_nothing(tmp_path: Path) -> None:
    for n in range(3):
        (tmp_path / f"crash-{n}.txt").write_text("x")
    prune(tmp_path)
    assert len(list(tmp_path.iterdir())) == 3
