"""Pilot: play a hand, quit in the middle, restart the app, resume, finish, see it in the history.

The app (``BinglaoApp``) does not open the database itself yet, so this test wires the
journal the way the app is meant to: :func:`open_journal` on mount, its recorder as the
app's recorder, the resumed hand put on the hand screen, the database closed on exit.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from store_dealer import state_of
from textual.events import Mount, Unmount
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from binglao_tui.core.games import load_games
from binglao_tui.core.hand import Hand, Phase
from binglao_tui.core.table import Seat, TableSetup
from binglao_tui.store.startup import Opened
from binglao_tui.tui import app as app_module
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.history import HandScreen as HistoryHandScreen
from binglao_tui.tui.screens.history import HistoryScreen
from binglao_tui.tui.screens.journal import open_journal
from binglao_tui.tui.table_memory import save_setup


class JournaledApp(BinglaoApp):
    """The app with the journal wired in as the app's own start-up is meant to do it."""

    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))
    opened: Opened | None = None

    def on_mount(self, event: Mount) -> None:  # type: ignore[override]
        event.prevent_default()
        self._load_games()
        from binglao_tui.tui.table_memory import load_setup

        self.setup = load_setup(self.config_folder, self.games)
        open_journal(self, self.db, self.games, self._journal_ready)

    def _journal_ready(self, opened: Opened, hand: Hand | None) -> None:
        self.opened = opened
        if opened.journal is not None:
            self.recorder = opened.journal
        if hand is None:
            self.open_setup(first=True)
            return
        self.setup = hand.setup
        self.hand_number = (opened.journal.hand_number if opened.journal else None) or 1
        self.hand = hand
        self.push_screen(HandScreen())

    def on_unmount(self, event: Unmount) -> None:
        if self.opened is not None:
            self.opened.close()


@pytest.fixture(autouse=True)
def _hermetic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(tmp_path / "no-user-rules"))
    monkeypatch.setenv("BINGLAO_TUI_CONFIG", str(tmp_path / "config"))


def _app(tmp_path: Path) -> JournaledApp:
    return JournaledApp(db=str(tmp_path / "table.sqlite3"), rng=random.Random(7),
                        config=tmp_path / "config", cursor_blink=False)


async def _keys(pilot: Pilot[None], *presses: str) -> None:
    for key in presses:
        await pilot.press(key)
        await pilot.pause()


async def _type(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*text)
    await pilot.pause()


async def test_quit_mid_hand_restart_resume_finish_and_find_it_in_the_history(tmp_path: Path) -> None:
    game = load_games(include_user=False)["binglao"]
    save_setup(tmp_path / "config", TableSetup(
        game, (Seat("Ann", 200), Seat("Bob", 200), Seat("Cat", 200)), button="Ann",
        small_blind=1, big_blind=2))

    first = _app(tmp_path)
    async with first.run_test(size=(100, 32)) as pilot:
        await _keys(pilot, "enter")                      # the remembered table
        assert isinstance(first.screen, HandScreen)
        await _keys(pilot, "3", "enter")                 # roll 3, cards dealt
        await _keys(pilot, "c", "c", "c")                # Ann and Bob call, Cat checks
        await _type(pilot, "7s5d2c")
        await _keys(pilot, "enter")                      # the flop
        await _keys(pilot, "b")
        await _type(pilot, "6")
        await _keys(pilot, "enter", "c")                 # Bob bets 6, Cat calls
        assert first.hand is not None
        assert first.hand.actor == "Ann"
        before = state_of(first.hand)
        await _keys(pilot, "ctrl+q")                     # quit in the middle of the hand
        assert isinstance(first.screen, ConfirmScreen)
        await _keys(pilot, "y")

    second = _app(tmp_path)
    async with second.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(second.screen, ConfirmScreen)  # "Resume hand 1?"
        await _keys(pilot, "y")
        assert isinstance(second.screen, HandScreen)
        assert second.hand is not None
        assert state_of(second.hand) == before           # stacks, pots, actor, board, roll
        await _keys(pilot, "c")                          # Ann calls
        await _type(pilot, "kc")
        await _keys(pilot, "enter", "c", "c", "c")       # turn, checked through
        await _type(pilot, "9h")
        await _keys(pilot, "enter", "c", "c", "c")       # river, checked through
        assert second.hand.phase is Phase.SHOWDOWN
        assert second.hand.hole_cards == 6                # roll 3: six cards each, hi-lo
        shown = {"Ann": "ah3skdqsjhth", "Bob": "9d9s4h6h8c3c", "Cat": "jcjdts8h2h4s"}
        while second.hand.phase is Phase.SHOWDOWN:
            assert second.hand.actor is not None
            await _type(pilot, shown[second.hand.actor])
            await _keys(pilot, "enter")
        assert second.hand.is_complete
        payouts = second.hand.payouts
        await _keys(pilot, "enter")                      # confirm: into the history
        assert second.opened is not None
        assert second.opened.history is not None
        second.push_screen(HistoryScreen(second.opened.history))
        await pilot.pause()
        table = second.screen.query_one(DataTable)
        assert table.row_count == 1
        await _keys(pilot, "enter")                      # open the hand
        assert isinstance(second.screen, HistoryHandScreen)
        text = str(second.screen.query_one("#hand-text", Static).render())
        assert "Roll 3" in text
        assert "Board: 7s 5d 2c Kc 9h" in text
        assert "Bob bets 6" in text
        assert payouts is not None
        paid = ", ".join(f"{p} {v}" for p, v in payouts.items() if v)
        assert f"Payouts: {paid}" in text
