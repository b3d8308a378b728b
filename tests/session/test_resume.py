"""A hand left in play (a quit, a crash, a kill) comes back exactly as it stood, or is
voided with every chip back where it was; and the evening carries on from there."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession, LeftInPlay
from binglao_tui.store.history import History
from tests.session.session_play import GAMES, play_steps, statuses, table_of
from tests.store.store_dealer import plan, play, state_of

# the child runs as a module of the test package, from the repository's root
CHILD = "tests.session.session_child"
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("seed", range(8))
def test_a_hand_left_in_play_resumes_to_the_identical_state(db_path: Path, seed: int) -> None:
    p = plan(seed)
    stop = len(p.steps) // 2
    first = DealerSession.open(p.setup, db_path, GAMES)
    assert first.deal() is None
    play_steps(first, p.steps[:stop])
    first.close()  # the app quits in the middle of the hand

    again = DealerSession.open(table_of("plo", {"X": 10, "Y": 10}, "X"), db_path, GAMES)
    try:
        left = again.left_in_play
        assert left == LeftInPlay(1, p.setup.game.id, len(play(p.setup, p.steps[:stop]).actions))
        assert again.resume() is None
        assert again.hand is not None
        assert state_of(again.hand) == state_of(play(p.setup, p.steps[:stop]))
        assert again.table == p.setup  # the table is the resumed hand's, not the one offered
        assert again.hand_number == 1
        play_steps(again, p.steps[stop:])  # and it carries on to the end
        booked = again.finish()
        assert isinstance(booked, Booked)
        assert booked.number == 1
    finally:
        again.close()
    assert statuses(db_path) == ["finished"]


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize(("seed", "stop"), [(11, 1), (12, 5), (13, 9)])
def test_killed_mid_hand_it_resumes_where_it_stopped(db_path: Path, seed: int, stop: int) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", CHILD, str(db_path), str(seed), str(stop)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "waiting\n"
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert child.returncode == -signal.SIGKILL
    p = plan(seed)
    session = DealerSession.open(p.setup, db_path, GAMES)  # the dead child's lock is gone
    try:
        assert session.saving
        assert session.resume() is None
        assert session.hand is not None
        assert state_of(session.hand) == state_of(play(p.setup, p.steps[:stop]))
    finally:
        session.close()


def test_a_hand_not_resumed_is_void_and_the_next_deal_takes_its_number(db_path: Path) -> None:
    table = table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200})
    first = DealerSession.open(table, db_path, GAMES)
    assert first.deal() is None
    play_steps(first, (Action.deal_hole(), Action.raise_to("Ann", 7), Action.call("Bob")))
    first.close()

    again = DealerSession.open(table, db_path, GAMES)
    try:
        assert again.left_in_play is not None
        assert again.void_left_in_play() is None
        assert again.left_in_play is None
        assert again.deal() is None
        assert again.hand is not None
        assert again.hand.setup.stacks == table.stacks  # every chip back where it was
        assert again.hand_number == 1  # the void hand does not count
    finally:
        again.close()
    assert statuses(db_path) == ["void", "playing"]


def test_a_hand_whose_rules_changed_is_voided_with_the_reason(db_path: Path) -> None:
    table = table_of("plo", {"Ann": 200, "Bob": 200})
    first = DealerSession.open(table, db_path, GAMES)
    assert first.deal() is None
    assert first.apply(Action.deal_hole()) is None
    first.close()

    others = {key: game for key, game in GAMES.items() if key != "plo"}  # PLO's rules file is gone
    again = DealerSession.open(table, db_path, others)
    try:
        refusal = again.resume()
        assert refusal is not None
        assert "cannot be replayed" in str(refusal)
        assert again.hand is None
        assert again.left_in_play is None
        assert again.opened is not None
        assert again.opened.db is not None
        assert History(again.opened.db).hands() == []
    finally:
        again.close()
    assert statuses(db_path) == ["void"]
