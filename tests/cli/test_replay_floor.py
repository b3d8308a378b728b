"""``replay`` applies a file's floor ruling as ``history import`` does (issue 22 §5).

A hand exported with a floor ruling keeps the cards' result in ``finishing_stacks`` and the
ruling in ``_floor`` (by player, in the file's units). ``history import`` applied it;
``replay`` showed the cards' result, so the same file replayed to other stacks than the
history holds. A floor that does not hand out exactly the pot is refused by both, counted
in the file's units (the file counts in quarters of a chip: the engine's units are not
the file's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli._cli_main import run

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"


def _with_floor(tmp_path: Path, floor: str) -> Path:
    path = tmp_path / "floored.phh"
    text = (PHH / "antonius-blom-2009.phh").read_text()
    path.write_text(text + f'_floor = {{{floor}}}\n_floor_note = "split by the floor"\n')
    return path


def test_replay_applies_the_floor_ruling_as_history_import_does(tmp_path: Path) -> None:
    path = _with_floor(tmp_path, "p1 = 1000000, p2 = 356947")
    code, out, err = run("replay", "--json", str(path))
    assert code == 0, err
    replayed = json.loads(out)
    assert replayed["finishing_stacks"] == [1580976.75, 356947]
    assert replayed["floor"] == {"awards": {"p1": 1000000, "p2": 356947}, "note": "split by the floor"}
    db = str(tmp_path / "db.sqlite3")
    assert run("--db", db, "history", "import", str(path))[0] == 0
    code, out, _ = run("--db", db, "history", "show", "1", "--json")
    assert code == 0
    stored = json.loads(out)["result"]["finishing_stacks"]
    assert [s / 100 for s in stored] == replayed["finishing_stacks"]  # the history counts cents here


def test_replay_says_the_floor_ruling_in_words(tmp_path: Path) -> None:
    code, out, _ = run("replay", str(_with_floor(tmp_path, "p1 = 1000000, p2 = 356947")))
    assert code == 0
    assert (
        "Floor ruling (split by the floor), replacing the awards above: "
        "Patrik Antonius (p1) 1000000, Victor Blom (p2) 356947"
    ) in out
    assert "Victor Blom (p2): 356947" in out


@pytest.mark.parametrize("command", [["replay"], ["history", "import"]])
def test_a_floor_that_does_not_add_up_is_refused_in_the_files_units(
    command: list[str], tmp_path: Path
) -> None:
    path = _with_floor(tmp_path, "p1 = 1000000, p2 = 900000.5")
    code, _out, err = run("--db", str(tmp_path / "db.sqlite3"), *command, str(path))
    assert code == 1, err
    assert "field '_floor' hands out 1900000.5, but the pot is 1356947" in err
    assert "190000050" not in err


def test_a_floor_amount_past_what_can_be_held_is_refused_not_counted(tmp_path: Path) -> None:
    path = _with_floor(tmp_path, "p1 = 1e100000000, p2 = 0")
    code, _, err = run("replay", str(path))
    assert code == 2, err
    assert "field '_floor.p1'" in err
