"""The real app on a real database: resume after a quit, history, ledger, a second instance,
a damaged file, and a save that fails.

Every app here finds its database through ``BINGLAO_TUI_DB``, which ``tests/conftest.py``
points into the test's own temporary home, so two apps in one test share one file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Static

from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.store.db import Database
from binglao_tui.store.errors import StoreError
from binglao_tui.store.history import History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
from binglao_tui.tui.screens.ledger import LedgerScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.widgets.entry_bar import EntryBar
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, seat_table, text_of, type_text

THREE = {"Ann": 200, "Bob": 200, "Cat": 200}


def _db() -> Path:
    return Path(os.environ["BINGLAO_TUI_DB"])


def _state(hand: Hand) -> tuple[object, ...]:
    """Everything the dealer sees: stacks, bets, pots, who acts, board, roll, options."""
    return (
        hand.phase,
        hand.street,
        hand.players,
        hand.pot_total,
        hand.pots,
        hand.actor,
        hand.boards,
        hand.roll,
        hand.variant,
        hand.legal(),
        hand.payouts,
        hand.actions,
    )


async def _opened(pilot: Pilot[None], app: BinglaoApp) -> None:
    """Let the app open its database (just after the first screen) and ask its questions."""
    for _ in range(20):
        if app.journal_ready or isinstance(app.screen, ConfirmScreen):
            return
        await pilot.pause()
    raise AssertionError("the database never opened")


async def _to_flop_bet(pilot: Pilot[None]) -> None:
    """Roll 3 (six cards, hi-lo), everyone in for 2, flop 7s 5d 2c, Bob bets 6, Cat calls."""
    await keys(pilot, "enter", "3", "enter", "c", "c", "c")
    await type_text(pilot, "7s5d2c")
    await keys(pilot, "enter", "b")
    await type_text(pilot, "6")
    await keys(pilot, "enter", "c")


async def test_quit_mid_hand_restart_resume_finish_and_find_it_in_the_history(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "binglao", THREE, "Ann")
    first = make_app()
    async with first.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, first)
        await _to_flop_bet(pilot)
        assert first.hand is not None
        assert first.hand.actor == "Ann"
        before = _state(first.hand)
        await keys(pilot, "ctrl+q")  # quit in the middle of the hand
        assert isinstance(first.screen, ConfirmScreen)
        assert "Every step so far is saved" in str(first.screen.detail)
        await keys(pilot, "y")

    second = make_app()
    async with second.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, second)
        assert isinstance(second.screen, ConfirmScreen)  # "Resume hand 1?"
        assert second.screen.question == "Resume hand 1?"
        # where the hand stands, as a dealer says it (issue 11, item 8), not "12 steps in"
        assert "(Binglao): on the flop (7s 5d 2c), pot 18, Ann to act." in str(second.screen.detail)
        await keys(pilot, "enter")  # resuming has the focus: nothing lost
        assert isinstance(second.screen, HandScreen)
        assert second.hand is not None
        assert _state(second.hand) == before  # stacks, pots, actor, board, roll
        assert second.hand_number == 1
        await keys(pilot, "c")  # Ann calls
        await type_text(pilot, "kc")
        await keys(pilot, "enter", "c", "c", "c")  # turn, checked through
        await type_text(pilot, "9h")
        await keys(pilot, "enter", "c", "c", "c")  # river, checked through
        assert phase(second) is Phase.SHOWDOWN
        shown = {"Ann": "ah3skdqsjhth", "Bob": "9d9s4h6h8c3c", "Cat": "jcjdts8h2h4s"}
        while phase(second) is Phase.SHOWDOWN:
            assert second.hand.actor is not None
            await type_text(pilot, shown[second.hand.actor])
            await keys(pilot, "enter")
        assert second.hand.is_complete
        payouts = second.hand.payouts
        assert payouts is not None
        await keys(pilot, "enter")  # confirm: into the history
        assert second.hand_number == 2
        await keys(pilot, "f5")  # the history, from the hand screen
        assert isinstance(second.screen, HistoryScreen)
        assert second.screen.query_one(DataTable).row_count == 1
        await keys(pilot, "enter")  # open the hand
        assert isinstance(second.screen, HandRecordScreen)
        text = text_of(second, "#hand-text")
        assert "Roll 3" in text
        assert "Board: 7s 5d 2c Kc 9h" in text
        assert "Bob bets 6" in text
        paid = ", ".join(f"{p} {v}" for p, v in payouts.items() if v)
        assert f"Payouts: {paid}" in text
        ruling = second.screen.query_one(RulingView)  # the ruling as it was shown
        assert ruling.display
        assert "takes" in ruling.text
        await keys(pilot, "escape", "escape")
        assert isinstance(second.screen, HandScreen)


async def test_a_hand_not_resumed_is_void_and_the_chips_go_back(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "binglao", THREE, "Ann")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, first)
        await _to_flop_bet(pilot)
        await keys(pilot, "ctrl+q", "y")

    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, second)
        await keys(pilot, "n")  # void it
        assert isinstance(second.screen, SetupScreen)
        await keys(pilot, "enter")
        assert second.hand is not None
        assert second.hand.setup.stacks == THREE  # every chip back where it was
        assert second.hand_number == 1  # the void hand does not count
    with Database.open(_db()) as db:
        statuses = [row[0] for row in db.conn.execute("SELECT status FROM hands ORDER BY id")]
    assert statuses == ["void", "playing"]


async def test_ledger_books_the_buy_ins_a_rebuy_from_the_setup_and_the_stacks_after_each_hand(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 2, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter", "enter", "f", "a", "enter")  # Ann folds, Bob all in for 2
        await type_text(pilot, "d")  # the streets face down (enter alone is refused at the all-in)
        await keys(pilot, "enter", "enter", "enter")
        for hole in ("ah3skdqs", "9d9s4h6h"):
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        await type_text(pilot, "7s5d2ckc9h")
        await keys(pilot, "enter")
        assert app.hand is not None
        assert app.hand.is_complete
        assert app.hand.stacks == {"Ann": 200, "Bob": 0, "Cat": 202}
        await keys(pilot, "t")  # Bob busted: he buys back in
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#stack-1", Input).value = "100"  # he kept his seat: a re-buy
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, ConfirmScreen)  # the re-buy is shown before it is booked
        assert "Bob: 0 -> 100, a re-buy of 100" in str(app.screen.detail)
        await keys(pilot, "y")
        assert isinstance(app.screen, HandScreen)
        await keys(pilot, "f6")  # the ledger, from the hand screen
        ledger = app.screen
        assert isinstance(ledger, LedgerScreen)
        rows = ledger.query_one("#ledger-table", DataTable)
        assert [str(c) for c in rows.get_row("Bob")] == ["Bob", "2", "100", "-", "100", "-2"]
        assert [str(c) for c in rows.get_row("Cat")] == ["Cat", "200", "-", "-", "202", "+2"]
        stacks = ledger.query_one("#stacks-table", DataTable)
        assert [str(c.label) for c in stacks.columns.values()] == ["Hand", "Ann", "Bob", "Cat"]
        assert [str(c) for c in stacks.get_row("1")] == ["#1", "200", "0", "202"]
        settlement = text_of(app, "#settlement")
        assert settlement == "Settlement (fewest payments):\n  Bob pays Cat 2.00"
        await keys(pilot, "escape")
        assert isinstance(app.screen, HandScreen)
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert {"Hand history", "Session ledger"} <= titles


async def test_second_instance_reads_the_history_read_only_and_saves_nothing(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200}, "Ann")
    with Database.open(_db()):  # another binglao-tui has the file
        app = make_app()
        async with app.run_test(size=(100, 32)) as pilot:
            await _opened(pilot, app)
            assert app.opened is not None
            assert app.opened.journal is None
            assert app.opened.problem is not None
            assert "in use by another binglao-tui" in app.opened.problem
            assert "read-only" in app.opened.problem
            assert "read-only" in app.title
            await keys(pilot, "f5")
            assert isinstance(app.screen, HistoryScreen)
            assert "No hands yet" in text_of(app, "#history-empty")
            await keys(pilot, "escape", "enter")  # no hand is dealt: it could not be recorded
            assert app.hand is None
            assert isinstance(app.screen, SetupScreen)
            assert "cannot record hands" in text_of(app, "#setup-problem")
            await keys(pilot, "f6", "e")  # the session cannot be ended here
            assert isinstance(app.screen, LedgerScreen)
            await keys(pilot, "escape")
            for window in ("f2", "f3", "f4"):  # the quick tools still open
                await keys(pilot, window)
                assert not isinstance(app.screen, SetupScreen)
                await keys(pilot, "escape")
            assert isinstance(app.screen, SetupScreen)
    with Database.open(_db()) as db:
        assert History(db).hands() == []
        assert Journal(db).unfinished() is None


async def test_damaged_file_is_set_aside_only_when_the_dealer_agrees(
    make_app: MakeApp,
    tmp_path: Path,
) -> None:
    path = _db()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("player,stack\nAnn,100\n" * 50)
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.question == "The hand-history database cannot be used"
        await keys(pilot, "n")  # carry on without
        assert app.opened is not None
        assert app.opened.db is None
        assert "not saving" in app.title
        await keys(pilot, "f5")
        assert isinstance(app.screen, SetupScreen)  # nothing to show, and said so
    assert path.read_text() == "player,stack\nAnn,100\n" * 50

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "y")  # start fresh
        await keys(pilot, "enter", "enter", "f")  # a hand, journaled
        assert app.hand is not None
        assert app.hand.is_complete
        await keys(pilot, "enter")
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1
    assert kept[0].read_text() == "player,stack\nAnn,100\n" * 50
    with Database.open(path) as db:
        assert len(History(db).hands()) == 1
        session = Ledger(db).latest_session()
        assert session is not None
        assert Ledger(db).sheet(session).hands == 1


async def test_a_step_the_journal_cannot_save_is_refused_and_nothing_changes(
    make_app: MakeApp,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seat_table(tmp_path / "config", "binglao", THREE, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "enter")
        assert app.opened is not None
        journal = app.opened.journal
        assert journal is not None
        saved = journal.action_applied

        def disk_full(*_: object) -> None:
            raise StoreError("database or disk is full")

        monkeypatch.setattr(journal, "action_applied", disk_full)
        await keys(pilot, "3")  # the roll cannot be saved
        assert phase(app) is Phase.ROLL
        note = str(app.screen.query_one(EntryBar).query_one("#entry-note", Static).render())
        assert "Not saved, so not done: database or disk is full" in note
        monkeypatch.setattr(journal, "action_applied", saved)
        await keys(pilot, "3")  # the disk has room again
        assert phase(app) is Phase.DEAL_HOLE
    with Database.open(_db()) as db:
        left = Journal(db).unfinished()
        assert left is not None
        assert [a["kind"] for a in left.actions] == ["roll"]


async def test_a_deal_or_a_payout_the_journal_cannot_save_waits_for_the_dealer_to_try_again(
    make_app: MakeApp,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        assert app.opened is not None
        journal = app.opened.journal
        assert journal is not None
        started, finished = journal.hand_started, journal.hand_finished

        def disk_full(*_: object) -> None:
            raise StoreError("database or disk is full")

        monkeypatch.setattr(journal, "hand_started", disk_full)
        await keys(pilot, "enter")  # the deal cannot be saved
        assert hand_of(app) is None
        assert isinstance(app.screen, SetupScreen)  # the setup is back, to try again
        monkeypatch.setattr(journal, "hand_started", started)
        await keys(pilot, "enter", "enter", "f")  # dealt; Ann folds: Bob wins
        assert app.hand is not None
        assert app.hand.is_complete
        monkeypatch.setattr(journal, "hand_finished", disk_full)
        await keys(pilot, "enter")  # the payout cannot be saved
        assert app.hand.is_complete  # still the finished hand, unpaid
        assert app.hand_number == 1
        monkeypatch.setattr(journal, "hand_finished", finished)
        await keys(pilot, "enter")
        assert app.hand_number == 2
    with Database.open(_db()) as db:
        assert len(History(db).hands()) == 1
