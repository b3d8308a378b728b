"""A console that cannot print ``♥`` gets the cards in letters, never a crash (issue 22 §3).

Windows writes a command's output to a file or a pipe in its code page, cp1252 in the
West, which has no suit symbols: ``showdown``, ``showdown --json``, ``equity`` and
``replay`` ended with UnicodeEncodeError (exit 70). Now a suit the console cannot write is
its letter (``A♥`` is ``Ah``, as cards are typed) and any other such character a JSON
escape, so JSON output stays JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.cli import main
from tests.cli._cli_main import EMPTY_RULES

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"
HANDS = ["--game", "plo", "--player", "Ann=Ah Qh 2c 3d", "--player", "Bob=7h 5h 4c 4d"]
COMMANDS = {
    "showdown": ["showdown", "--board", "Kh 9h 6h 3c 2d", "--pot", "10", *HANDS],
    "showdown --json": ["showdown", "--json", "--board", "Kh 9h 6h 3c 2d", "--pot", "10", *HANDS],
    "equity": ["equity", "--board", "Kh 9h 6h", *HANDS],
    "replay": ["replay", str(PHH / "antonius-blom-2009.phh")],
}


def run_cp1252(*args: str) -> tuple[int, bytes, bytes]:
    """``binglao-tui ARGS`` with standard output and error encoded in cp1252."""
    env = {"BINGLAO_TUI_RULES": EMPTY_RULES, "NO_COLOR": "1", "COLUMNS": "120"}
    with CliRunner(charset="cp1252").isolation(env=env) as (out, err, _):
        try:
            main(list(args))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", list(COMMANDS))
def test_cp1252_console_gets_the_cards_in_letters(name: str) -> None:
    code, out, err = run_cp1252(*COMMANDS[name])
    assert code == 0, err
    text = out.decode("cp1252")
    assert "\\u2665" not in text
    assert "h " in text or "h," in text or 'h"' in text


def test_cp1252_showdown_json_is_json_with_cards_in_letters() -> None:
    code, out, _ = run_cp1252(*COMMANDS["showdown --json"])
    assert code == 0
    data = json.loads(out.decode("cp1252"))
    explained = " ".join(line for player in data["players"] for line in player["explanation"])
    assert "with Ah Qh from the hand and Kh 9h 6h from the board" in explained


def test_cp1252_json_keeps_a_name_the_console_cannot_print() -> None:
    args = ["showdown", "--json", "--game", "plo", "--board", "Kh 9h 6h 3c 2d", "--pot", "10"]
    code, out, _ = run_cp1252(*args, "--player", "Zoë 李 🂡=Ah Qh 2c 3d", "--player", "Bob=7h 5h 4c 4d")
    assert code == 0
    assert json.loads(out.decode("cp1252"))["players"][0]["name"] == "Zoë 李 🂡"


@pytest.mark.slow
@pytest.mark.parametrize("name", list(COMMANDS))
def test_pythonioencoding_cp1252_exits_0_with_letters(name: str) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "cp1252", "BINGLAO_TUI_RULES": EMPTY_RULES}
    done = subprocess.run(
        [sys.executable, "-m", "binglao_tui", *COMMANDS[name]], env=env, capture_output=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert b"UnicodeEncodeError" not in done.stderr
    assert "Kh 9h" in done.stdout.decode("cp1252") or "Board: 4s 5c 2h" in done.stdout.decode("cp1252")
