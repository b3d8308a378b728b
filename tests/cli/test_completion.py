"""Shell completion (issue 22 §3): the shell asks with ``_BINGLAO_TUI_COMPLETE`` set and no
arguments, which is a request to the parser for click's script or words, never to open the
full-screen app in the user's shell."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.cli._cli_main import run


@pytest.mark.parametrize(("shell", "start"), [("bash", "_binglao_tui_completion()"), ("zsh", "#compdef")])
def test_completion_source_prints_clicks_script_not_the_app(shell: str, start: str) -> None:
    code, out, err = run(env={"_BINGLAO_TUI_COMPLETE": f"{shell}_source"})
    assert code == 0, err
    assert start in out
    assert "\x1b[" not in out  # no full-screen app drawn into the eval


def test_completion_source_for_fish_names_the_command() -> None:
    code, out, _ = run(env={"_BINGLAO_TUI_COMPLETE": "fish_source"})
    assert code == 0
    assert "complete --no-files --command binglao-tui" in out


def test_tab_after_the_command_name_lists_the_subcommands() -> None:
    env = {"_BINGLAO_TUI_COMPLETE": "bash_complete", "COMP_WORDS": "binglao-tui ", "COMP_CWORD": "1"}
    code, out, _ = run(env=env)
    assert code == 0
    assert "plain,showdown" in out.splitlines()
    assert "plain,tournament" in out.splitlines()


def test_tab_after_a_subcommand_lists_its_options() -> None:
    env = {"_BINGLAO_TUI_COMPLETE": "bash_complete", "COMP_WORDS": "binglao-tui pot --b", "COMP_CWORD": "2"}
    code, out, _ = run(env=env)
    assert code == 0
    assert "plain,--bet" in out.splitlines()


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_eval_of_the_bash_source_in_bash_completes_the_subcommands() -> None:
    """As a user writes it in ~/.bashrc: eval the script, then ask for Tab's words."""
    script = (
        'eval "$(_BINGLAO_TUI_COMPLETE=bash_source binglao-tui)"; '
        "COMP_WORDS=(binglao-tui hist); COMP_CWORD=1; _binglao_tui_completion binglao-tui; "
        'echo "${COMPREPLY[@]}"'
    )
    folder = os.path.dirname(sys.executable)
    env = {**os.environ, "PATH": folder + os.pathsep + os.environ.get("PATH", "")}
    done = subprocess.run(
        ["bash", "-c", script], env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["history"]
