"""The equity chop as a session step: refused where the house does not allow it or no
all-in is on one board; saved at once (a crash after it resumes the chopped hand), undone
like any other step, and booked with the hands and the equities."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.hand import Phase
from binglao_tui.core.rules import HouseRules
from binglao_tui.session import DealerSession
from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from tests.session.odds_evening import CHOP_FLOP, CHOP_HOLES, GAMES, _flop_all_in, chop_now, table


def test_a_chop_that_does_not_hand_out_the_pot_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    session = DealerSession.open(table({"Ann": 30, "Bob": 30, "Cy": 20}), tmp_path / "t.sqlite3", GAMES)
    try:
        _flop_all_in(session, CHOP_HOLES, CHOP_FLOP)
        before = session.hand
        refusal = session.chop({"Ann": 30, "Bob": 30}, "Ann 50.00%, Bob 50.00%")
        assert refusal is not None
        assert "hands out 60, but the pot is 62" in str(refusal)
        assert session.hand is before
    finally:
        session.close()


def test_a_chop_resumes_after_a_crash_and_is_undone_as_any_step(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    first = DealerSession.open(table({"Ann": 30, "Bob": 30, "Cy": 20}), path, GAMES)
    _flop_all_in(first, CHOP_HOLES, CHOP_FLOP)
    assert chop_now(first) == {"Ann": 28, "Bob": 34, "Cy": 0}
    first.close()  # the app dies right after the chop: nothing more was saved

    again = DealerSession.open(table({"Ann": 30, "Bob": 30, "Cy": 20}), path, GAMES)
    try:
        assert again.resume() is None
        hand = again.hand
        assert hand is not None
        assert hand.is_complete
        assert hand.payouts == {"Ann": 28, "Bob": 34, "Cy": 0}
        assert hand.next_step.startswith("Chopped by equity: push 28 to Ann")
        assert again.undo() is None  # back to the all-in, the board still to come
        assert again.hand is not None
        assert again.hand.phase is Phase.DEAL_BOARD
        assert chop_now(again) == {"Ann": 28, "Bob": 34, "Cy": 0}
        assert not isinstance(again.finish(), str)
    finally:
        again.close()
    with Database.open(path) as db:
        history = History(db)
        (summary,) = history.hands()
        result = history.get(summary.hand_id).result
    assert result is not None
    assert result.floor is not None
    assert result.floor.note == "chopped by equity: Ann 46.10%, Bob 53.90%"
    assert dict(result.shown) == {"Ann": ("Kh", "4h", "3c", "8d"), "Bob": ("Ac", "Ad", "5s", "6s")}
    assert result.payouts == {"Ann": 28, "Bob": 34, "Cy": 0}


def test_a_chop_is_refused_without_the_house_rule_or_before_the_all_in(tmp_path: Path) -> None:
    session = DealerSession.open(table({"Ann": 30, "Bob": 30, "Cy": 20}), tmp_path / "t.sqlite3", GAMES)
    try:
        _flop_all_in(session, CHOP_HOLES, CHOP_FLOP, HouseRules())  # the house's defaults
        refusal = session.chop({"Ann": 28, "Bob": 34}, "Ann 46.10%, Bob 53.90%")
        assert refusal is not None
        assert "equity_chop is off" in str(refusal)
    finally:
        session.close()
    session = DealerSession.open(table({"Ann": 30, "Bob": 30, "Cy": 20}), tmp_path / "u.sqlite3", GAMES)
    try:
        assert session.deal() is None
        refusal = session.chop({"Ann": 1, "Bob": 2}, "Ann 50.00%, Bob 50.00%")
        assert refusal is not None
        assert "at an all-in" in str(refusal)
    finally:
        session.close()
