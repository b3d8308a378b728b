"""``history show`` of a floor ruling: the reason the dealer typed, and none when none was
typed (the app records "floor ruling" then, which is no reason and was printed as one:
"Floor ruling (overrides the showdown): floor ruling")."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession
from tests.session.session_play import GAMES, table_of


def _floor_hand(session: DealerSession, *reason: str) -> None:
    """Folded to the big blind (a pot of 2), then the floor splits it between Ann and Bob."""
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    while (hand := session.hand) is not None and not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
    assert session.floor({"Ann": 1, "Bob": 1, "Cat": 0}, *reason) is None
    assert isinstance(session.finish(), Booked)


def _show(db: Path, hand_id: str) -> list[str]:
    result = CliRunner().invoke(cli, ["--db", str(db), "history", "show", hand_id])
    assert result.exit_code == 0, result.stderr
    return result.stdout.splitlines()


def test_a_floor_ruling_shows_a_reason_only_when_one_was_typed(tmp_path: Path) -> None:
    db = tmp_path / "evening.sqlite3"
    table = table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200})
    session = DealerSession.open(table, db, GAMES)
    try:
        _floor_hand(session)  # no reason typed: the session's default words
        _floor_hand(session, "Cat's cards were exposed")
    finally:
        session.close()
    silent = _show(db, "1")
    assert "Floor ruling (overrides the showdown)" in silent
    assert not any("floor ruling" in line for line in silent)  # the default words, nowhere
    assert "  Floor ruling: Ann 1, Bob 1" in silent  # the log's line, as the app's
    assert "Floor ruling (overrides the showdown): Cat's cards were exposed" in _show(db, "2")
