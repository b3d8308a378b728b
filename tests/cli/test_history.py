"""``binglao-tui history list|show|import|export``: the exact contract, bad input included."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.cli import main
from binglao_tui.commands.group import cli
from binglao_tui.store.db import Database

SHARED = Path(__file__).resolve().parents[1] / "data" / "phh"
FILES = sorted(str(p) for p in SHARED.rglob("*.phh"))
ILLEGAL = """variant = "PO"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ["d dh p1 AhKhQhJh", "d dh p2 2c3c4c5c", "d dh p3 9s9d8s8d", "p3 cbr 50"]
"""


def _run(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--db", str(db), "history", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("history") / "t.sqlite3"
    code, out, err = _run(db, "import", *FILES)
    assert (code, err) == (0, "")
    assert len(out.splitlines()) == 22
    return db


def test_list_json_is_one_object_per_hand(filled: Path) -> None:
    code, out, _ = _run(filled, "list", "--json")
    assert code == 0
    hands = json.loads(out)
    assert len(hands) == 22
    first = hands[0]
    assert first["id"] == 1
    assert first["game"] == "plo"
    assert first["board"] == "4s 5c 2h 5h 9c"
    assert first["players"] == ["Patrik Antonius", "Victor Blom"]
    assert first["winners"] == ["Patrik Antonius"]
    assert first["source"] == "import"
    assert {h["game"] for h in hands} == {"plo", "o8"}


def test_list_for_people(filled: Path) -> None:
    code, out, _ = _run(filled, "list")
    assert code == 0
    assert "22 hands" in out


def test_show_json_has_actions_board_pots_ruling_payouts(filled: Path) -> None:
    code, out, _ = _run(filled, "show", "5", "--json")
    assert code == 0
    hand = json.loads(out)
    result = hand["result"]
    assert hand["id"] == 5
    assert hand["actions"][0] == {"kind": "deal-hole", "player": "p1", "cards": ["5s", "5d", "4s", "3c"]}
    assert result["boards"] == [["7h", "4c", "8c", "Jd", "9h"]]
    assert result["finishing_stacks"] == [4250000, 9375000, 4075000, 6200000, 5800000]
    assert result["payouts"] == {"p1": 0, "p2": 2775000, "p3": 0, "p4": 925000, "p5": 0}
    assert result["ruling"]["pots"][0]["low_winners"]
    assert set(result["shown"]) == {"p2", "p4"}


def test_show_for_people_in_the_files_units(filled: Path) -> None:
    code, out, _ = _run(filled, "show", "1")
    assert code == 0
    assert "Finishing stacks: p1 1937923.75, p2 0" in out
    assert "p2 raises to 3000" in out
    assert "Players: p1 Patrik Antonius, p2 Victor Blom" in out


@pytest.mark.parametrize(
    ("hand_id", "message"),
    [("999", "there is no hand 999"), ("abc", "a hand ID is a whole number"), ("1.5", "whole number")],
)
def test_show_unknown_hand_is_one_line_exit_2(filled: Path, hand_id: str, message: str) -> None:
    code, out, err = _run(filled, "show", hand_id)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err


def test_export_writes_one_phh_per_hand_that_replays(filled: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "out" / "phh"
    code, out, _ = _run(filled, "export", "--format", "phh", "--out", str(out_dir))
    assert code == 0
    files = sorted(out_dir.glob("*.phh"))
    assert len(files) == 22
    assert out.split() == [str(f) for f in files]
    for path in files:
        replayed = CliRunner().invoke(cli, ["replay", str(path), "--json"])
        assert replayed.exit_code == 0, (path, replayed.stderr)


def test_illegal_file_exit_1_and_nothing_stored(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    bad = tmp_path / "bad.phh"
    bad.write_text(ILLEGAL)
    code, out, err = _run(db, "import", str(bad))
    assert code == 1
    assert out == ""
    assert err.strip().splitlines() == [
        f"binglao-tui: {bad.name}: illegal action 4 'p3 cbr 50': Raise to 50 is over the pot limit of 7"
    ]
    assert json.loads(_run(db, "list", "--json")[1]) == []


def test_unreadable_file_exit_2(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    broken = tmp_path / "broken.phh"
    broken.write_text("variant = ")
    code, _, err = _run(db, "import", str(broken))
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "broken.phh: not valid TOML" in err


def test_good_files_are_kept_when_another_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    bad = tmp_path / "bad.phh"
    bad.write_text(ILLEGAL)
    code, out, err = _run(db, "import", FILES[0], str(bad), FILES[1])
    assert code == 1
    assert len(out.splitlines()) == 2
    assert len(err.strip().splitlines()) == 1
    assert len(json.loads(_run(db, "list", "--json")[1])) == 2


def test_import_refused_while_the_app_holds_the_database(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    with Database.open(db):
        code, _, err = _run(db, "import", FILES[0])
    assert code == 2
    assert "in use by another binglao-tui" in err
    assert len(err.strip().splitlines()) == 1


def test_empty_history_without_a_database_creates_nothing(tmp_path: Path) -> None:
    db = tmp_path / "none.sqlite3"
    assert _run(db, "list", "--json")[1].strip() == "[]"
    assert _run(db, "list")[1].strip() == "No hands in the history yet."
    assert _run(db, "export", "--out", str(tmp_path / "o"))[0] == 0
    assert not db.exists()


def test_unknown_export_format_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--db", str(tmp_path / "t.sqlite3"), "history", "export", "--format", "csv"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "csv" in err
