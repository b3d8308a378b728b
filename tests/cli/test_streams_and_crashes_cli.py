"""Streams behave like streams, storage errors are one line, and the unforeseen is reported.

Issue 9, section 4: ``showdown --input - --json`` answers each line as soon as it is
judged, even into a pipe; a reader that goes away ends the command quietly; a FIFO in a
rules folder is skipped with a warning; the database commands say in one line what is
wrong with the file; anything unforeseen prints one line naming the problem and the crash
report, with its own exit code.
"""

from __future__ import annotations

import json
import os
import select
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from binglao_tui.commands.common import ExitCode
from tests.cli._cli_main import EMPTY_RULES, assert_bad_input, run

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"
LINE = json.dumps(
    {
        "game": "plo",
        "board": "Kh 9h 6h 3c 2d",
        "players": [{"name": "A", "hole": "Ah Qh 2c 3d"}, {"name": "B", "hole": "7h 5h 4c 4d"}],
        "pot": 10,
    }
)


def _process(*args: str, **kwargs: object) -> subprocess.Popen[bytes]:
    env = {**os.environ, "BINGLAO_TUI_RULES": EMPTY_RULES}
    return subprocess.Popen(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "binglao_tui", *args], env=env, **kwargs
    )


def _read_line(stream: object, seconds: float) -> bytes:
    fd = stream.fileno()  # type: ignore[attr-defined]
    deadline = time.monotonic() + seconds
    data = b""
    while not data.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
    return data


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="select on pipes")
def test_showdown_json_lines_are_written_as_each_is_judged_into_a_pipe() -> None:
    proc = _process(
        "showdown",
        "--input",
        "-",
        "--json",
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None
    assert proc.stdout is not None
    try:
        for _ in range(3):
            proc.stdin.write(LINE.encode() + b"\n")
            proc.stdin.flush()
            answer = _read_line(proc.stdout, 30)  # the input stays open: the answer must come anyway
            assert json.loads(answer)["payouts"] == {"A": 10, "B": 0}
    finally:
        proc.stdin.close()
        proc.wait(30)
    assert proc.returncode == 0


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="closing a pipe's reading end")
def test_a_reader_that_stops_reading_ends_the_run_quietly() -> None:
    proc = _process(
        "showdown",
        "--input",
        "-",
        "--json",
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None
    assert proc.stdout is not None
    assert proc.stderr is not None
    proc.stdin.write(LINE.encode() + b"\n")
    proc.stdin.flush()
    assert _read_line(proc.stdout, 30)
    proc.stdout.close()  # like `| head -1`
    try:
        for _ in range(2000):
            proc.stdin.write(LINE.encode() + b"\n")
        proc.stdin.close()
    except BrokenPipeError:
        pass
    proc.wait(60)
    assert proc.stderr.read() == b""
    assert proc.returncode == ExitCode.CLOSED_PIPE


@pytest.mark.slow
def test_a_closed_pipe_after_a_listing_is_quiet() -> None:
    reader, writer = os.pipe()
    os.close(reader)
    proc = _process("games", stdout=writer, stderr=subprocess.PIPE)
    os.close(writer)
    _, err = proc.communicate(timeout=60)
    assert err == b""
    assert proc.returncode == ExitCode.CLOSED_PIPE


@pytest.mark.slow
@pytest.mark.parametrize("command", [("history", "list"), ("ledger",), ("book",), ("league",)])
def test_a_closed_pipe_after_a_table_printed_by_rich_is_quiet(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    """rich's console ends a closed pipe with exit 1 of its own; these commands end it as
    every other command does, quietly with 141 (the documented code)."""
    reader, writer = os.pipe()
    os.close(reader)
    proc = _process(*command, "--db", str(tmp_path / "club.db"), stdout=writer, stderr=subprocess.PIPE)
    os.close(writer)
    _, err = proc.communicate(timeout=60)
    assert err == b""
    assert proc.returncode == ExitCode.CLOSED_PIPE


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_a_rules_folder_is_skipped_with_a_warning_instead_of_hanging(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    os.mkfifo(rules / "waiting.toml")
    (rules / "folder.toml").mkdir()
    (rules / "o9.toml").write_text(
        'id = "o9"\nname = "Omaha nine"\nhole_cards = 4\nsplit = "hi-lo"\n'
        'low = "9-or-better"\nmax_players = 9\n'
    )
    proc = _process("games", "--rules-dir", str(rules), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=60)  # a FIFO opened for reading would wait for ever
    assert proc.returncode == 0
    assert b"o9" in out
    lines = err.decode().splitlines()
    assert f"binglao-tui: warning: {rules / 'waiting.toml'}: skipped, it is a FIFO" in lines
    assert f"binglao-tui: warning: {rules / 'folder.toml'}: skipped, it is a folder" in lines


# ----------------------------------------------------------------------------- storage


def test_history_and_ledger_on_a_db_that_is_a_folder_say_so_in_one_line(tmp_path: Path) -> None:
    for args in (("history", "list"), ("ledger",), ("history", "show", "1"), ("history", "import", "x.phh")):
        assert_bad_input(*run("--db", str(tmp_path / "."), *args), "is a folder")
        assert_bad_input(*run(*args, env={"BINGLAO_TUI_DB": str(tmp_path)}), "is a folder")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_history_on_a_db_that_is_a_fifo_says_so_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "t.sqlite3"
    os.mkfifo(fifo)
    assert_bad_input(*run("history", "list", env={"BINGLAO_TUI_DB": str(fifo)}), "not a plain file")


def test_import_when_the_lock_file_cannot_be_created_says_so_and_listing_still_works(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    code, _, _ = run("--db", str(db), "history", "import", str(PHH / "antonius-blom-2009.phh"))
    assert code == 0
    (tmp_path / "t.sqlite3.lock").unlink()
    (tmp_path / "t.sqlite3.lock").mkdir()
    assert_bad_input(
        *run("--db", str(db), "history", "import", str(PHH / "antonius-blom-2009.phh")),
        "cannot create the lock file",
    )
    code, out, err = run("--db", str(db), "history", "list", "--json")
    assert (code, err) == (0, "")
    assert len(json.loads(out)) == 1


def test_history_rows_that_do_not_parse_are_reported_not_a_traceback(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    files = [
        str(PHH / "antonius-blom-2009.phh"),
        *sorted(str(p) for p in (PHH / "wsop-2023-43-day5").glob("*.phh"))[:2],
    ]
    assert run("--db", str(db), "history", "import", *files)[0] == 0
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("UPDATE hands SET result = '{' WHERE id = 2")
    conn.close()
    code, out, err = run("--db", str(db), "history", "list", "--json")
    assert code == 0
    assert [hand["id"] for hand in json.loads(out)] == [1, 3]
    assert err.startswith("binglao-tui: warning: hand 2: its record cannot be read (not JSON)")
    assert err.endswith("; left out of the list\n")
    assert_bad_input(*run("--db", str(db), "history", "show", "2"), "hand 2: its record cannot be read")
    assert run("--db", str(db), "history", "show", "3")[0] == 0


def test_markup_in_names_from_a_file_neither_crashes_nor_styles_history_list(tmp_path: Path) -> None:
    text = (PHH / "antonius-blom-2009.phh").read_text(encoding="utf-8")
    text = text.replace(
        'players = ["Patrik Antonius", "Victor Blom"]',
        'players = ["[/x]", "[bold]Bob\\u001b]0;owned\\u0007"]',
    )
    hand = tmp_path / "markup.phh"
    hand.write_text(text, encoding="utf-8")
    db = tmp_path / "t.sqlite3"
    assert run("--db", str(db), "history", "import", str(hand))[0] == 0
    for args in (("history", "list"), ("history", "show", "1"), ("ledger",)):
        code, out, err = run("--db", str(db), *args)
        assert (code, err) == (0, ""), args
        assert "\x1b" not in out
        assert "\x07" not in out
    assert "[/x]" in run("--db", str(db), "history", "list")[1]
    assert "[bold]Bob\\x1b]0;owned\\x07" in run("--db", str(db), "history", "show", "1")[1]
    code, out, _ = run("replay", str(hand))
    assert code == 0
    assert "[bold]Bob\\x1b]0;owned\\x07 (p2)" in out


# ----------------------------------------------------------------------------- crashes


def test_an_unforeseen_error_is_one_line_a_crash_report_and_its_own_exit_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fault put in on purpose, standing in for a bug nobody has found yet.
    import binglao_tui.commands.games as games_command

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the dealer dropped the deck\x1b[2J")

    monkeypatch.setattr(games_command.games, "callback", broken)
    state = tmp_path / "state"
    code, out, err = run("games", env={"XDG_STATE_HOME": str(state)})
    assert code == ExitCode.CRASHED
    assert int(ExitCode.CRASHED) == 70
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(
        "binglao-tui: unexpected error (RuntimeError: the dealer dropped the deck\\x1b[2J)"
    )
    assert "\x1b" not in err
    assert run("games", env={"XDG_STATE_HOME": str(state)})[0] == 70  # a second one, the same second
    reports = list((state / "binglao-tui" / "crashes").iterdir())
    assert len(reports) == 2
    (report,) = [r for r in reports if str(r) in lines[0]]
    (second,) = [r for r in reports if r != report]
    text = report.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: the dealer dropped the deck" in text
    assert "command: binglao-tui games" in text
    assert second.read_text(encoding="utf-8") != ""


def test_exit_codes_are_the_documented_ones() -> None:
    reference = Path(__file__).resolve().parents[2] / "docs" / "reference" / "index.md"
    text = reference.read_text(encoding="utf-8")
    for code in ExitCode:
        assert f"| {int(code)} |" in text, code
