"""In a real terminal (tmux, 80x24): card text typed at a betting prompt is no action, and
the betting keys still act at once (issue 22 §2; the Pilot tests are in
test_cards_at_a_betting_prompt.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux, a real terminal"),
]


class Pane:
    """The app in a tmux pane of its own server, driven with send-keys."""

    def __init__(self, tmp_path: Path) -> None:
        script = shutil.which("binglao-tui", path=str(Path(sys.executable).parent))
        if script is None:
            pytest.skip("the console script is not installed next to this Python")
        self.socket = f"binglao-keys-{os.getpid()}"
        env = [
            f"BINGLAO_TUI_CONFIG={tmp_path / 'config'}",
            f"BINGLAO_TUI_RULES={tmp_path / 'rules'}",
            f"BINGLAO_TUI_DB={tmp_path / 'binglao.db'}",
            "TERM=xterm-256color",
        ]
        self.tmux("new-session", "-d", "-s", "app", "-x", "80", "-y", "24", "env", *env, script)

    def tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=False)
        return done.stdout

    def text(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "app")

    def send(self, *keys: str, literal: bool = False) -> None:
        self.tmux("send-keys", "-t", "app", *(["-l"] if literal else []), *keys)

    def becomes(self, wanted: Callable[[str], bool], seconds: float = 30.0) -> str:
        """The pane's text once ``wanted`` holds for it (or as it is after ``seconds``)."""
        deadline = time.monotonic() + seconds
        while True:
            text = self.text()
            if wanted(text) or time.monotonic() > deadline:
                return text
            time.sleep(0.2)

    def close(self) -> None:
        self.tmux("kill-server")


def test_card_text_at_a_betting_prompt_is_no_action_in_a_real_terminal(tmp_path: Path) -> None:
    pane = Pane(tmp_path)
    try:
        pane.becomes(lambda text: "Start (enter)" in text)
        pane.send("Enter")
        pane.becomes(lambda text: "1-6 the roll" in text)
        pane.send("3")
        pane.becomes(lambda text: "the cards are dealt" in text)
        pane.send("Enter")
        text = pane.becomes(lambda text: "Dan to act: fold, call 2" in text)
        assert "c call 2" in text
        for typed in ("Tc", "ac", "As Kd 7c", "10h9h8h", "kc"):
            pane.send(typed, literal=True)
            text = pane.becomes(lambda text: "no card is due yet" in text)
            assert "no card is due yet: Dan is to act" in text, typed
            pane.send("Enter")  # enter there takes nothing either
            pane.send("Escape")
            text = pane.becomes(lambda text: "f fold  c call 2" in text)
            assert "Dan to act: fold, call 2" in text, typed
        pane.send("c")  # the betting keys still act at once
        text = pane.becomes(lambda text: "Eve to act" in text)
        assert "Dan calls 2" in text
        assert "all in" not in text.split("Latest first")[-1].split("╰")[0]  # nobody went all in
    finally:
        pane.close()
