"""ctrl+q with a hand dealt but not begun asks first, as it does in the middle of a hand:
the evening's play at 80x24 (six players) quit at once with the blinds in, and the next
start brought the hand back to resume. With no hand dealt it still quits at once."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, post_keys, screen_lines, seat_table, settle

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


async def test_ctrl_q_with_a_hand_dealt_but_not_begun_asks_first(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")  # the blinds are in; nothing else has happened
        hand = hand_of(app)
        assert hand is not None
        assert not hand.actions
        await keys(pilot, "ctrl+q")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert dialog.question == "Quit with hand 1 dealt?"
        assert "resume" in dialog.detail
        drawn = "\n".join(screen_lines(app))
        assert "Quit with hand 1 dealt?" in drawn
        assert "Keep playing (n)" in drawn
        await keys(pilot, "enter")  # enter keeps playing: the answer that loses nothing
        assert isinstance(app.screen, HandScreen)
        assert app.is_running
        post_keys(app, "ctrl+q", "n", "5")  # typed at once: the roll after the answer
        assert await settle(pilot, lambda: (h := hand_of(app)) is not None and h.roll == 5)
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "ctrl+q", "y")
        assert not app.is_running


async def test_ctrl_q_before_any_hand_is_dealt_quits_at_once(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "ctrl+q")
        assert not app.is_running


async def test_ctrl_q_pressed_again_while_asked_quits(make_app: MakeApp, tmp_path: Path) -> None:
    """ctrl+q twice quits (the second press answers the question): it opened a second copy
    of the same question, one over the other."""
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        await keys(pilot, "ctrl+q")
        assert not app.is_running
