"""``binglao-tui ledger`` right after the dealer ends a session: the books to settle up by,
not the new session the next deal opened (its seats carried over, nothing booked yet).
Played through the dealer's session on a real SQLite file, as the app plays it."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.core.engine.actions import Action
from binglao_tui.session import Booked, DealerSession
from tests.session.session_play import GAMES, table_of

NOTE = "Showing session 1: the new session 2 has nothing booked yet (see --session 2)."


def _fold_to_cat(session: DealerSession) -> None:
    """Deal and fold to the big blind (three-handed, Ann on the button): Cat wins Bob's 1."""
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    while (hand := session.hand) is not None and not hand.is_complete:
        assert hand.actor is not None
        assert session.apply(Action.fold(hand.actor)) is None
    assert isinstance(session.finish(), Booked)


def _ledger(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), "ledger", *args])
    return result.exit_code, result.stdout, result.stderr


def _evening(tmp_path: Path) -> tuple[DealerSession, Path]:
    """One hand booked, the session ended, the next hand dealt (in the new session)."""
    db = tmp_path / "evening.sqlite3"
    session = DealerSession.open(table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200}), db, GAMES)
    _fold_to_cat(session)
    assert session.deal() is None  # the next hand waits to begin...
    assert session.end_session() is None  # ...and is dealt again in session 2
    return session, db


def test_the_ledger_after_ending_a_session_shows_the_one_to_settle(tmp_path: Path) -> None:
    session, db = _evening(tmp_path)
    try:  # the app still holds the file, as at the table
        code, out, err = _ledger(db)
        assert (code, err) == (0, ""), err
        lines = out.splitlines()
        assert lines[0] == NOTE
        assert any(line.strip().startswith("Session 1 (started ") for line in lines)
        assert "  Bob pays Cat 1.00" in lines
        code, out, err = _ledger(db, "--json")
        assert code == 0
        assert err == f"binglao-tui: note: {NOTE}\n"
        data = json.loads(out)
        assert data["session"] == 1
        assert data["settlement"] == [
            {"from": "Bob", "to": "Cat", "amount": 100, "to_handle": None, "from_handle": None}
        ]
        code, out, _ = _ledger(db, "--session", "2", "--json")  # as it was: the session named
        assert code == 0
        assert (json.loads(out)["session"], json.loads(out)["hands"]) == (2, 0)
    finally:
        session.close()


def test_once_the_new_session_books_a_hand_the_ledger_shows_it(tmp_path: Path) -> None:
    session, db = _evening(tmp_path)
    try:
        assert session.apply(Action.deal_hole()) is None
        while (hand := session.hand) is not None and not hand.is_complete:
            assert hand.actor is not None
            assert session.apply(Action.fold(hand.actor)) is None
        assert isinstance(session.finish(), Booked)
        code, out, err = _ledger(db, "--json")
        assert (code, err) == (0, "")
        assert (json.loads(out)["session"], json.loads(out)["hands"]) == (2, 1)
    finally:
        session.close()
