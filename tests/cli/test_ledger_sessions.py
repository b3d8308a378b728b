"""``binglao-tui ledger --session N`` and ``--list``: the host reads an earlier session's
books (say the cash game before a tournament), not only the latest."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger


def _play_session(path: Path, stacks: dict[str, int], after: tuple[int, ...], *, end: bool) -> None:
    """One session of one finished hand: ``stacks`` bought in, ``after`` at its end."""
    with Database.open(path) as db:
        ledger = Ledger(db)
        session = ledger.start_session()
        ledger.reconcile(session, stacks)
        setup = {
            "game": "plo",
            "seats": [{"name": n, "stack": s} for n, s in stacks.items()],
            "button": next(iter(stacks)),
            "small_blind": 1,
            "big_blind": 2,
        }
        hand = Journal(db).start_hand(setup, game="plo", session_id=session)
        History(db).finish(hand, HandResult(tuple(stacks), tuple(stacks.values()), after))
        if end:
            ledger.end_session(session)


def _two_sessions(tmp_path: Path) -> Path:
    path = tmp_path / "t.sqlite3"
    _play_session(path, {"Ann": 100, "Bob": 100}, (150, 50), end=True)
    _play_session(path, {"Cat": 200, "Dan": 200}, (180, 220), end=False)
    return path


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_ledger_session_reads_an_earlier_session(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    code, out, _ = _run("--db", str(path), "ledger", "--session", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["session"] == 1
    assert data["ended_at"] is not None
    assert data["settlement"] == [
        {"from": "Bob", "to": "Ann", "amount": 5000, "to_handle": None, "from_handle": None}
    ]
    code, out, _ = _run("--db", str(path), "ledger", "--session", "1")
    assert code == 0
    assert "Session 1" in out
    assert "Bob pays Ann 50" in out


def test_ledger_without_session_is_still_the_latest(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    code, out, _ = _run("--db", str(path), "ledger", "--json")
    assert code == 0
    assert json.loads(out)["settlement"] == [
        {"from": "Cat", "to": "Dan", "amount": 2000, "to_handle": None, "from_handle": None}
    ]


def test_ledger_list_names_every_session_first_first(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    code, out, _ = _run("--db", str(path), "ledger", "--list", "--json")
    assert code == 0
    rows = json.loads(out)["sessions"]
    assert [(r["session"], r["hands"], r["tournament"], r["ended_at"] is None) for r in rows] == [
        (1, 1, False, False),
        (2, 1, False, True),
    ]
    code, out, _ = _run("--db", str(path), "ledger", "--list")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Session 1: started ")
    assert "ended" in lines[0]
    assert "1 hand" in lines[0]
    assert lines[1].startswith("Session 2: ")
    assert "in progress" in lines[1]


def test_ledger_list_with_no_database_says_so(tmp_path: Path) -> None:
    path = tmp_path / "none.sqlite3"
    code, out, _ = _run("--db", str(path), "ledger", "--list", "--json")
    assert (code, json.loads(out)) == (0, {"sessions": []})
    assert not path.exists()


def test_ledger_session_unknown_is_one_line_exit_2(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    code, out, err = _run("--db", str(path), "ledger", "--session", "7")
    assert (code, out) == (2, "")
    assert err == "binglao-tui: there is no session 7: the database has sessions 1 to 2\n"


def test_ledger_session_not_a_number_is_one_line_exit_2(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    for bad in ("abc", "0", "-1", "1e3", "²"):
        code, out, err = _run("--db", str(path), "ledger", "--session", bad)
        assert (code, out) == (2, ""), bad
        assert err.count("\n") == 1, bad
        assert "--session takes a session number from 1" in err, bad


def test_ledger_session_with_no_database_is_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "none.sqlite3"
    code, _, err = _run("--db", str(path), "ledger", "--session", "1")
    assert code == 2
    assert "no session is recorded yet" in err
    assert not path.exists()


def test_ledger_list_and_session_together_is_exit_2(tmp_path: Path) -> None:
    path = _two_sessions(tmp_path)
    code, _, err = _run("--db", str(path), "ledger", "--list", "--session", "1")
    assert code == 2
    assert "do not go together" in err
