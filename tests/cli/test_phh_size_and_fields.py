"""PHH files have a size limit and an import keeps only what the project reads (issue 22
§5): two 100 MB files made every later ``history list`` take 4.5 s and 1.3 GB, since the
history kept every field of every file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from binglao_tui.store.phh_import import MAX_PHH_FILE
from tests.cli._cli_main import run

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"
HAND = (PHH / "antonius-blom-2009.phh").read_text()


def _file(tmp_path: Path, name: str, extra: str) -> Path:
    path = tmp_path / name
    path.write_text(HAND + extra)
    return path


def _over_a_megabyte(tmp_path: Path) -> Path:
    return _file(tmp_path, "big.phh", 'event = "' + "x" * MAX_PHH_FILE + '"\n')


def test_a_phh_file_over_a_megabyte_is_refused_by_import_and_the_rest_imported(tmp_path: Path) -> None:
    big = _over_a_megabyte(tmp_path)
    good = _file(tmp_path, "good.phh", "")
    code, out, err = run("--db", str(tmp_path / "db.sqlite3"), "history", "import", str(big), str(good))
    assert code == 2
    assert "big.phh: larger than 1 MB; a hand history file is a few kilobytes" in err
    assert "good.phh: imported as hand 1" in out


@pytest.mark.parametrize("from_stdin", [False, True])
def test_a_phh_file_over_a_megabyte_is_refused_by_replay(tmp_path: Path, from_stdin: bool) -> None:
    big = _over_a_megabyte(tmp_path)
    if from_stdin:
        code, out, err = run("replay", "-", stdin=big.read_bytes())
    else:
        code, out, err = run("replay", str(big))
    assert code == 2
    assert out == ""
    assert err.strip().endswith("larger than 1 MB; a hand history file is a few kilobytes")


def test_an_import_keeps_phhs_own_fields_and_says_which_others_it_leaves_out(tmp_path: Path) -> None:
    path = _file(tmp_path, "extra.phh", '_other_tool = 5\nzzz = "q"\nevent = "High stakes"\n')
    db = str(tmp_path / "db.sqlite3")
    code, _, err = run("--db", db, "history", "import", str(path))
    assert code == 0
    assert "binglao-tui: warning: extra.phh: fields not kept in the history: _other_tool, zzz" in err
    code, out, _ = run("--db", db, "history", "show", "1", "--json")
    kept = json.loads(out)["result"]["meta"]
    assert kept["event"] == "High stakes"
    assert kept["players"] == ["Patrik Antonius", "Victor Blom"]
    assert "_other_tool" not in kept
    assert "zzz" not in kept
    out_dir = tmp_path / "out"
    assert run("--db", db, "history", "export", "--out", str(out_dir))[0] == 0
    (exported,) = out_dir.glob("*.phh")
    text = exported.read_text()
    assert 'event = "High stakes"' in text
    assert "_other_tool" not in text
