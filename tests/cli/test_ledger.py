"""``binglao-tui ledger [--json]``: the latest session and who pays whom."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.commands.group import cli
from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.paths import ENV_VAR


def _session(path: Path) -> None:
    with Database.open(path) as db:
        ledger = Ledger(db)
        session = ledger.start_session()
        stacks = {"Ann": 100, "Bob": 100, "Cid": 100}
        ledger.reconcile(session, stacks)
        setup = {
            "game": "plo",
            "seats": [{"name": n, "stack": s} for n, s in stacks.items()],
            "button": "Ann",
            "small_blind": 1,
            "big_blind": 2,
        }
        hand = Journal(db).start_hand(setup, game="plo", session_id=session)
        History(db).finish(hand, HandResult(("Ann", "Bob", "Cid"), (100, 100, 100), (200, 50, 50)))


def _run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), env=env)
    return result.exit_code, result.stdout, result.stderr


def test_ledger_json_lists_players_and_the_settlement(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _session(path)
    code, out, _ = _run("--db", str(path), "ledger", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hands"] == 1
    assert [(p["player"], p["buy_in"], p["at_table"], p["net"]) for p in data["players"]] == [
        ("Ann", 100, 200, 100),
        ("Bob", 100, 50, -50),
        ("Cid", 100, 50, -50),
    ]
    assert data["players"][0]["stacks"] == [{"hand": 1, "stack": 200}]
    # who pays whom is money: a chip is worth one unit (100 cents) unless the session says
    assert data["unit"] == "cent"
    assert data["settlement"] == [
        {"from": "Bob", "to": "Ann", "amount": 5000, "to_handle": None, "from_handle": None},
        {"from": "Cid", "to": "Ann", "amount": 5000, "to_handle": None, "from_handle": None},
    ]
    assert data["problem"] is None


def test_ledger_for_people_says_who_pays_whom(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _session(path)
    code, out, _ = _run("--db", str(path), "ledger")
    assert code == 0
    assert "Bob pays Ann 50.00" in out
    assert "Cid pays Ann 50.00" in out
    assert "+100" in out


def test_environment_variable_names_the_database(tmp_path: Path) -> None:
    path = tmp_path / "env.sqlite3"
    _session(path)
    code, out, _ = _run("ledger", "--json", env={ENV_VAR: str(path)})
    assert code == 0
    assert json.loads(out)["hands"] == 1


def test_no_database_yet_is_an_empty_ledger_and_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / "none.sqlite3"
    code, out, _ = _run("--db", str(path), "ledger", "--json")
    assert code == 0
    assert json.loads(out)["players"] == []
    assert _run("--db", str(path), "ledger")[1].strip() == "No session recorded yet."
    assert not path.exists()


def test_ledger_reads_while_the_app_holds_the_database(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _session(path)
    with Database.open(path):
        code, out, _ = _run("--db", str(path), "ledger", "--json")
    assert code == 0
    assert json.loads(out)["hands"] == 1


@pytest.mark.parametrize("content", [b"just some text\n" * 30, b"SQLite format 3\x00" + b"\x07" * 5000])
def test_damaged_database_is_one_line_exit_2_and_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.sqlite3"
    path.write_bytes(content)
    before = hashlib.sha256(content).hexdigest()
    code, out, err = _run("--db", str(path), "ledger")
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "left untouched" in err
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_ledger_prints_local_time_as_a_person_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    path = tmp_path / "t.sqlite3"
    _session(path)
    with Database.open(path) as db, db.transaction() as conn:
        conn.execute("UPDATE sessions SET started_at = '2026-12-01T14:05:09+00:00'")
    monkeypatch.setenv("TZ", "Asia/Tokyo")  # UTC+9, no summer time
    time.tzset()
    try:
        code, out, _ = _run("--db", str(path), "ledger")
    finally:
        monkeypatch.undo()
        time.tzset()
    assert code == 0
    assert "started Tue 1 Dec 2026, 23:05" in " ".join(out.split())
    assert "+00:00" not in out


@pytest.mark.parametrize(
    ("ended", "said"),
    [
        ("2026-12-01T14:50:00+00:00", "started Tue 1 Dec 2026, 23:05, ended 23:50"),  # the same day
        ("2026-12-01T16:30:00+00:00", "started Tue 1 Dec 2026, 23:05, ended Wed 2 Dec 2026, 01:30"),
    ],
)
def test_an_ended_sessions_title_says_its_day_once_and_fits_80_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ended: str, said: str
) -> None:
    """The evening's ledger title, both dates in full, wrapped mid-date at 80 columns."""
    import time

    path = tmp_path / "t.sqlite3"
    _session(path)
    with Database.open(path) as db, db.transaction() as conn:
        conn.execute("UPDATE sessions SET started_at = '2026-12-01T14:05:09+00:00', ended_at = ?", (ended,))
    monkeypatch.setenv("TZ", "Asia/Tokyo")  # UTC+9, no summer time
    time.tzset()
    try:
        code, out, _ = _run("--db", str(path), "ledger", env={"COLUMNS": "80"})
        listed = _run("--db", str(path), "ledger", "--list")[1]
    finally:
        monkeypatch.undo()
        time.tzset()
    assert code == 0
    title = f"Session 1 ({said}): 1 hand"
    if len(title) <= 66:  # the table's width: the title is one line of it
        assert title in [line.strip() for line in out.splitlines()]
    assert title in " ".join(out.split())
    assert listed == f"Session 1: {said}; 1 hand\n"
