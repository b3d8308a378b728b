"""``binglao-tui deal --script FILE|-``: one JSON line out per step in, exit 2 and one line
naming the line number at a bad step (the steps before it kept), the journal the app and
the history read. The steps themselves are tested in ``tests/session/test_script.py``."""

from __future__ import annotations

import json
from pathlib import Path

from binglao_tui.store.db import Database
from binglao_tui.store.history import History
from tests.cli._cli_main import assert_bad_input, run

TABLE = {
    "table": {
        "game": "plo",
        "seats": 9,
        "blinds": [1, 2],
        "button": 1,
        "players": [
            {"seat": 1, "name": "Ann", "stack": 200},
            {"seat": 4, "name": "Bob", "stack": 200},
            {"seat": 6, "name": "Cat", "stack": 200},
        ],
        "house": {"button_rule": "dead"},
    }
}
HAND = [
    {"deal": {}},
    {"act": {"name": "Ann", "action": "fold"}},
    {"act": {"name": "Bob", "action": "fold"}},
]


def _script(*steps: object) -> str:
    return "".join(json.dumps(step) + "\n" for step in steps)


def test_one_line_out_per_step_and_the_hand_in_the_history(tmp_path: Path) -> None:
    db = tmp_path / "evening.sqlite3"
    path = tmp_path / "evening.jsonl"
    path.write_text(
        _script(TABLE, *HAND, {"sit": {"seat": 8, "name": "Gus", "stack": 100}}), encoding="utf-8"
    )
    code, out, err = run("deal", "--script", str(path), "--db", str(db))
    assert (code, err) == (0, "")
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["line"] for line in lines] == [1, 2, 3, 4, 5]
    assert lines[3]["awards"] == {"Cat": 2}
    assert lines[4]["hand"] is None
    assert {"seat": 8, "name": "Gus", "stack": 100, "state": "in"} in lines[4]["seats"]
    assert lines[4]["big_blind"] == "Gus"  # he sat down where the big blind goes next
    with Database.open(db, read_only=True) as reader:
        assert len(History(reader).hands()) == 1


def test_a_bad_step_stops_the_run_naming_its_line_and_the_steps_before_are_kept(tmp_path: Path) -> None:
    db = tmp_path / "evening.sqlite3"
    steps = _script(TABLE, {"deal": {}}, {"act": {"name": "Ann", "action": "check"}}, {"deal": {}})
    code, out, err = run("deal", "--script", "-", "--db", str(db), stdin=steps)
    assert code == 2
    assert err == "binglao-tui: line 3: Ann cannot check: 2 to call\n"
    assert len(out.splitlines()) == 2  # lines 1 and 2 were done, and said
    code, out, err = run("deal", "--script", "-", "--db", str(db), stdin=_script(*HAND[1:]))
    assert (code, err) == (0, "")  # the next run takes the hand up where it stopped
    assert json.loads(out.splitlines()[-1])["awards"] == {"Cat": 2}


def test_the_first_step_sets_the_table_and_bad_lines_are_named(tmp_path: Path) -> None:
    db = str(tmp_path / "evening.sqlite3")
    assert_bad_input(
        *run("deal", "--script", "-", "--db", db, stdin=_script(*HAND)), "line 1", "sets the table"
    )
    code, out, err = run("deal", "--script", "-", "--db", db, stdin=_script(TABLE) + "{not json\n")
    assert code == 2
    assert err.startswith("binglao-tui: line 2: malformed JSON")
    assert len(out.splitlines()) == 1
    code, _, err = run("deal", "--script", "-", "--db", db, stdin=_script({"sit": {"seat": 1}}))
    assert code == 2
    assert err == "binglao-tui: line 1: sit: 'name' is missing\n"
    assert_bad_input(*run("deal", "--script", str(tmp_path / "none.jsonl"), "--db", db), "cannot read")
