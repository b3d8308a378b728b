"""Issue 11 item 6, reading the screens: a focused drop-down that shows, a window drawn
whole again after a resize, the rules text flowing to the window's width, and what the
app says after a confirm, a misdeal or a resume kept off the pot and the board."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.color import Color
from textual.widgets import Input, Select, Static
from textual.widgets._select import SelectCurrent

from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, seat_table, type_text


async def test_a_focused_drop_down_is_drawn_in_the_cursor_colours(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.screen.query_one("#game", Select)
        shown = game.query_one(SelectCurrent)
        before = shown.styles.background
        game.focus()
        await pilot.pause()
        assert shown.styles.background == Color.parse(app.theme_variables["block-cursor-background"])
        assert shown.styles.background != before


def _tmux(socket: str, *args: str) -> str:
    done = subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True, check=False)
    return done.stdout


def _pane_becomes(socket: str, wanted: Callable[[list[str]], bool], seconds: float = 20.0) -> list[str]:
    """The pane's lines once ``wanted`` holds for them (or as they are after ``seconds``)."""
    deadline = time.monotonic() + seconds
    while True:
        lines = _tmux(socket, "capture-pane", "-p", "-t", "app").splitlines()
        if wanted(lines) or time.monotonic() > deadline:
            return lines
        time.sleep(0.2)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux, a real terminal")
def test_a_window_open_during_a_resize_is_drawn_again_whole(tmp_path: Path) -> None:
    """In a real terminal (tmux): the judge opened at 120 x 40, the terminal shrunk to 80 x 24.
    The setup behind the judge was left drawn at 120 columns, cut off at the right edge
    (no border there, its title off centre), until something else repainted the screen."""
    script = shutil.which("binglao-tui", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("the console script is not installed next to this Python")
    socket = f"binglao-test-{os.getpid()}"
    env = [
        f"BINGLAO_TUI_CONFIG={tmp_path / 'config'}",
        f"BINGLAO_TUI_RULES={tmp_path / 'rules'}",
        f"BINGLAO_TUI_DB={tmp_path / 'binglao.db'}",
        "TERM=xterm-256color",
    ]
    _tmux(socket, "new-session", "-d", "-s", "app", "-x", "120", "-y", "40", "env", *env, script)
    try:
        _pane_becomes(socket, lambda lines: any("Start (enter)" in line for line in lines))
        _tmux(socket, "send-keys", "-t", "app", "F3")
        _pane_becomes(socket, lambda lines: any("Showdown judge" in line for line in lines))
        time.sleep(0.5)
        _tmux(socket, "resize-window", "-t", "app", "-x", "80", "-y", "24")

        def redrawn(lines: list[str]) -> bool:
            return len(lines) >= 24 and lines[1].endswith("╮─╮") and lines[0].strip().startswith("⭘")

        lines = _pane_becomes(socket, redrawn)
        assert redrawn(lines), "\n".join(lines)
        assert lines[0].index("binglao-tui — Table setup") < 30  # the title centred in 80
    finally:
        _tmux(socket, "kill-server")


def _toasts(app: BinglaoApp) -> list[str]:
    return [notification.message for notification in app._notifications]


def _info(app: BinglaoApp) -> str:
    return str(app.screen.query_one("#hand-info", Static).render())


async def test_a_misdeal_is_said_under_the_table_not_over_the_pot(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "c")
        await keys(pilot, "m", "y")
        assert isinstance(app.screen, HandScreen)
        assert _toasts(app) == []
        assert _info(app).startswith("Misdeal: the hand is void; deal again.")
        await keys(pilot, "3")  # the next step: the line says where the hand is again
        assert "Misdeal" not in _info(app)


async def test_a_resumed_hand_is_said_under_the_table(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "c")
        await keys(pilot, "ctrl+q", "y")
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        for _ in range(20):
            if isinstance(second.screen, ConfirmScreen):
                break
            await pilot.pause()
        await keys(pilot, "enter")  # resume
        assert isinstance(second.screen, HandScreen)
        assert _toasts(second) == []
        assert _info(second).startswith("Hand 1 resumed where it stopped.")
        await keys(pilot, "c")
        assert "resumed" not in _info(second)


async def test_a_player_who_leaves_after_the_confirm_is_said_under_the_table(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 2}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "4", "enter", "c", "c")  # Cat's big blind is all she has
        for street in ("7s5d2c", "kc", "9h"):
            await type_text(pilot, street)
            await keys(pilot, "enter", "c", "c")
        shown = {"Ann": "ahadksqs", "Bob": "3h4hjdqd", "Cat": "3d4ctstd"}  # Ann's aces win
        while phase(app) is Phase.SHOWDOWN:
            hand = hand_of(app)
            assert hand is not None
            assert hand.actor is not None
            await type_text(pilot, shown[hand.actor])
            await keys(pilot, "enter")
        await keys(pilot, "enter")  # confirm: Cat has nothing left
        assert app.hand_number == 2
        assert _toasts(app) == []
        assert _info(app).startswith("Cat has no chips left: the seat is kept (re-buy in the setup: t).")
        # the evening's repro: Cat re-buys in the setup, and the line still said she leaves
        await keys(pilot, "t")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#count", Input).value = "3"
        await pilot.pause()
        setup.query_one("#name-2", Input).value = "Cat"
        setup.query_one("#stack-2", Input).value = "150"
        await keys(pilot, "ctrl+s")
        if isinstance(app.screen, ConfirmScreen):  # the re-buy is booked: asked first
            await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        hand = hand_of(app)
        assert hand is not None
        assert [p.name for p in hand.players] == ["Ann", "Bob", "Cat"]
        assert "no chips left" not in _info(app)
