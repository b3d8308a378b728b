"""``binglao-tui book``, ``book import-pokernow``, ``book merge``, ``league`` and ``ledger
--csv`` as a host runs them: the figures to the cent, every refusal in one line with exit
2 and the book unchanged, and a night played for points without a word of money."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import Money
from binglao_tui.store.paths import ENV_VAR
from tests.cli._cli_main import run
from tests.store.test_session_ledger import _play

DATA = Path(__file__).resolve().parents[1] / "data" / "pokernow"
OLD, NEW = str(DATA / "old_columns_cents.csv"), str(DATA / "new_columns_units.csv")
MONEY_WORDS = re.compile(
    r"\$|€|£|¥|\bcash|\bmoney\b|\bcents?\b|\bdollars?\b|\bpa(y|ys|id|yment)\b|\bbu(y|ys|ying|ught)\b|"
    r"\bprice\b|\bcurrency\b|\bbank\b|\d\.\d\d\b",
    re.IGNORECASE,
)


def _strings(value: object) -> list[str]:
    """Every text value of a JSON document (not its keys)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for inner in value.values() for s in _strings(inner)]
    if isinstance(value, list):
        return [s for inner in value for s in _strings(inner)]
    return []


def _env(path: Path) -> dict[str, str]:
    return {ENV_VAR: str(path)}


def _book(path: Path, *args: str) -> dict[str, object]:
    code, out, err = run("book", *args, "--json", env=_env(path))
    assert (code, err) == (0, ""), err
    data: dict[str, object] = json.loads(out)
    return data


def _nets(path: Path) -> dict[str, tuple[int, int]]:
    people = _book(path)["people"]
    assert isinstance(people, list)
    return {p["player"]: (p["net"], p["sessions"]) for p in people}


def test_an_empty_book(tmp_path: Path) -> None:
    assert _book(tmp_path / "none.sqlite3") == {"since": None, "until": None, "sessions": 0, "people": []}
    code, out, _ = run("book", env=_env(tmp_path / "none.sqlite3"))
    assert (code, out) == (0, "The book: 0 sessions, every date: nobody has played yet.\n")


def test_two_pokernow_nights_in_the_book_to_the_cent(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    code, out, err = run("book", "import-pokernow", OLD, "--cents", env=_env(path))
    assert (code, err) == (0, "")
    assert out == f"{OLD}: imported as session 1: Ann -26.50, Bob +31.50, Cat -5.00\n"
    code, out, err = run("book", "import-pokernow", NEW, "--units", env=_env(path))
    assert (code, err) == (0, ""), err
    assert _nets(path) == {"Bob": (4700, 2), "Cat": (-500, 1), "Dee": (-1550, 1), "Ann": (-2650, 1)}
    code, out, _ = run("book", "--since", "2026-03-15", "--json", env=_env(path))
    assert [p["player"] for p in json.loads(out)["people"]] == ["Bob", "Dee"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["import-pokernow", str(DATA / "net_disagrees.csv"), "--cents"], "row 3 (line 4, Eve): net 1500"),
        (["import-pokernow", str(DATA / "nets_do_not_add_up.csv"), "--cents"], "nets do not add up"),
        (["import-pokernow", OLD, "--cents"], "already imported as session 1"),
        (["import-pokernow", NEW], "say what the files' amounts count: --cents"),
        (["import-pokernow", NEW, "--cents", "--units"], "--cents (whole cents) or --units"),
        (["import-pokernow", str(DATA / "missing.csv"), "--cents"], "missing.csv: cannot be read"),
        (["import-pokernow", NEW, str(DATA / "net_disagrees.csv"), "--units"], "net_disagrees.csv, row 3"),
        (["--since", "2026-13-01"], "--since takes a date such as 2026-03-31"),
        (["--since", "2026-03-02", "--until", "2026-03-01"], "is after --until"),
        (["merge", "Zed", "Ann"], "nobody in the book goes by 'Zed'"),
        (["merge", "Ann", "ann"], "are one person already"),
        (["merge", "Ann", "Bob"], "both played in session 1: they are two people"),
        (["close", "--session", "9"], "there is no session 9"),
        (["expense", "Zed", "10", "pizza"], "'Zed' did not play in session 1"),
        (["expense", "Ann", "ten", "pizza"], "AMOUNT takes an amount such as 12.50"),
    ],
)
def test_every_refusal_is_one_line_and_changes_nothing(tmp_path: Path, args: list[str], words: str) -> None:
    path = tmp_path / "b.sqlite3"
    assert run("book", "import-pokernow", OLD, "--cents", env=_env(path))[0] == 0
    before = _book(path)
    code, out, err = run("book", *args, env=_env(path))
    assert code == 2, (out, err)
    assert words in err
    assert err.count("\n") == 1
    assert _book(path) == before


def test_merge_joins_people_in_the_book(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    run("book", "import-pokernow", OLD, "--cents", env=_env(path))
    run("book", "import-pokernow", NEW, "--units", env=_env(path))
    assert (
        run("book", "merge", "Dee", "Cat", env=_env(path))[1] == "Dee is now Cat: one person in the book.\n"
    )
    assert _nets(path)["Cat"] == (-2050, 2)
    _, out, _ = run("book", "people", "--json", env=_env(path))
    cat = next(p for p in json.loads(out)["people"] if p["player"] == "Cat")
    assert (cat["names"], cat["player_ids"], cat["sessions"]) == (["Cat", "Dee"], ["id-cat", "id-dee"], 2)


def test_ledger_csv_of_an_imported_session_reads_back_to_the_same_nets(tmp_path: Path) -> None:
    path, again = tmp_path / "b.sqlite3", tmp_path / "again.sqlite3"
    run("book", "import-pokernow", OLD, "--cents", env=_env(path))
    code, out, err = run("ledger", "--session", "1", "--csv", env=_env(path))
    assert (code, err) == (0, "")
    assert (
        out.splitlines()[0]
        == "player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net"
    )
    written = tmp_path / "night.csv"
    written.write_text(out, encoding="utf-8")
    assert run("book", "import-pokernow", str(written), "--cents", env=_env(again))[0] == 0
    assert _nets(again) == _nets(path)


def test_ledger_csv_of_a_dealt_session_imported_into_its_own_book_is_refused(tmp_path: Path) -> None:
    """The file `ledger --csv` writes of a night dealt here, imported back into the same
    book, would count that night twice: it is refused as the session it came from."""
    path = tmp_path / "b.sqlite3"
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 50})
    before = _nets(path)
    code, out, _ = run("ledger", "--session", "1", "--csv", env=_env(path))
    assert code == 0
    written = tmp_path / "night.csv"
    written.write_text(out, encoding="utf-8")
    code, out, err = run("book", "import-pokernow", str(written), "--cents", env=_env(path))
    assert (code, out) == (2, "")
    assert err == (
        f"binglao-tui: {written}: this is session 1 of this book, as `ledger --csv` wrote it; "
        "it is already here, nothing was imported\n"
    )
    assert _nets(path) == before
    assert (
        run("book", "import-pokernow", str(written), "--cents", env=_env(tmp_path / "other.sqlite3"))[0] == 0
    )


def test_an_evening_with_an_expense_settles_with_the_handle_beside(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        _play(db, session, {"Ann": 100, "Bob": 100, "Cid": 100}, {"Ann": 250, "Bob": 50, "Cid": 0})
    env = _env(path)
    assert run("book", "expense", "Cid", "30", "pizza", env=env)[1] == (
        "Session 1: Cid paid 30.00 for pizza, shared by everyone (10.00 each).\n"
    )
    assert run("book", "handle", "Ann", "Venmo @ann-k", env=env)[0] == 0
    code, out, _ = run("ledger", env=env)
    assert "  Cid pays Ann 80.00  (Ann: Venmo @ann-k)" in out
    assert "  Bob pays Ann 60.00  (Ann: Venmo @ann-k)" in out
    assert run("book", "adjust", "Bob", "5", "--reason", "dealt", env=env)[0] == 0
    code, _, err = run("book", "close", env=env)
    assert code == 2
    assert "session 1 does not balance: the bank is short 5.00" in err
    code, out, _ = run("book", "close", "--book-difference", env=env)
    assert (code, out) == (0, "Session 1 is closed. Booked as the bank's: the bank is short 5.00 "
                              "(the players are owed 5.00 more than they owe).\n")  # fmt: skip
    assert "  the bank pays Ann 5.00  (Ann: Venmo @ann-k)" in run("ledger", env=env)[1]


def test_a_night_for_points_says_no_word_of_money(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    env = _env(path)
    assert run("book", "house", "--points", env=env)[1].splitlines()[0] == "New sessions: points only."
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        _play(db, session, {"Ann": 500, "Bob": 500}, {"Ann": 650, "Bob": 350})
        assert Ledger(db).money(session).money is Money.POINTS
        SessionBooks(db).adjust(session, "Bob", 20, "a bounty")
        SessionBooks(db).adjust(session, "Ann", -20, "a bounty")
    outputs = [
        run("ledger", env=env)[1],
        run("ledger", "--json", env=env)[1],
        run("book", env=env)[1],
        run("book", "session", env=env)[1],
        run("book", "close", env=env)[1],
        run("ledger", env=env)[1],
        run("book", env=env)[1],
        run("league", "--season", "2026", env=env)[1],
    ]
    document = json.loads(outputs[1])
    assert (document["unit"], document["money"]["money"]) == ("point", "points")
    outputs[1] = "\n".join(_strings(document))  # its keys are names for programs; its words are checked
    for text in outputs:
        assert text
        found = [m.group(0) for m in MONEY_WORDS.finditer(text)]
        assert not found, (found, text)
    people = _book(path)["people"]
    assert isinstance(people, list)
    assert [(p["player"], p["unit"], p["net"]) for p in people] == [
        ("Ann", "point", 150),
        ("Bob", "point", -150),
    ]


def test_the_league_json_names_its_formula(tmp_path: Path) -> None:
    data = json.loads(run("league", "--season", "2025", "--json", env=_env(tmp_path / "x.sqlite3"))[1])
    assert data["season"] == 2025
    assert data["formula"]["name"] == "sqrt"
    assert data["players"] == []
    code, _, err = run("league", "--season", "next", env=_env(tmp_path / "x.sqlite3"))
    assert code == 2
    assert "--season takes a year" in err


def test_ledger_shows_a_night_just_imported_when_no_session_is_named(tmp_path: Path) -> None:
    """A night brought in from PokerNow after the last night dealt here is the latest
    with something booked: the ledger the players settle up by."""
    path = tmp_path / "b.sqlite3"
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 50})
        Ledger(db).end_session(session)
    assert run("book", "import-pokernow", OLD, "--cents", env=_env(path))[0] == 0
    code, out, err = run("ledger", "--json", env=_env(path))
    assert (code, err) == (0, "")
    assert json.loads(out)["session"] == 2


def test_ledger_csv_of_a_points_night_reads_back_as_points(tmp_path: Path) -> None:
    """A night played for points, written by `ledger --csv` and imported into another
    book with --points, comes back as points: the same nets, and no word of money."""
    path, again = tmp_path / "p.sqlite3", tmp_path / "again.sqlite3"
    assert run("book", "house", "--points", env=_env(path))[0] == 0
    with Database.open(path) as db:
        session = Ledger(db).start_session()
        _play(db, session, {"Ann": 500, "Bob": 500}, {"Ann": 650, "Bob": 350})
    code, out, _ = run("ledger", "--csv", env=_env(path))
    assert code == 0
    written = tmp_path / "night.csv"
    written.write_text(out, encoding="utf-8")
    code, out, err = run("book", "import-pokernow", str(written), "--points", env=_env(again))
    assert (code, err) == (0, "")
    assert out == f"{written}: imported as session 1: Ann +150, Bob -150\n"
    people = _book(again)["people"]
    assert isinstance(people, list)
    assert [(p["player"], p["unit"], p["net"]) for p in people] == [
        ("Ann", "point", 150),
        ("Bob", "point", -150),
    ]
    shown = run("ledger", env=_env(again))[1]
    assert not [m.group(0) for m in MONEY_WORDS.finditer(shown)], shown
