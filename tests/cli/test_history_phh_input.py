"""PHH files as the standard writes them, and files made to crash or fool ``replay`` and
``history import`` / ``history export`` (issue 9, section 4):

- ``history import`` accepts what ``replay`` accepts, the standard's date and time fields
  included, and the export writes them back as they were;
- a field of the wrong type is bad input: exit 2 and one line;
- amounts are exact: one with more digits than can be held exactly is refused, never
  rounded (a raise over the pot limit by 1e-25 is not let through);
- the export writes every key and text as TOML data, so a crafted key cannot add a
  ``_floor`` (or any field), and the file imports back to the same hand;
- the export writes each file atomically, never over a file or through a symbolic link
  unless ``--force``;
- a hand already in the history is refused as a duplicate unless ``--allow-duplicate``.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from binglao_tui.commands.group import cli

SHARED = Path(__file__).resolve().parents[1] / "data" / "phh"

HAND = """variant = "PO"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 9d9s4h6h", "d dh p2 Ah3sKdQs",
  "p2 cbr 6", "p1 cc",
  "d db 7s5d2c", "p1 cc", "p2 cc",
  "d db Kc", "p1 cc", "p2 cc",
  "d db 9h", "p1 cbr 12", "p2 cc",
  "p1 sm 9d9s4h6h", "p2 sm Ah3sKdQs",
]
finishing_stacks = [118, 82]
"""


SHORT_SMALL_BLIND = """variant = "PO"
antes = [0, 0, 0]
blinds_or_straddles = [2, 5, 0]
min_bet = 5
starting_stacks = [4, 100, 100]
actions = [
  "d dh p1 AhKhQhJh", "d dh p2 2c3c4c5c", "d dh p3 9s9d8s8d",
  "p3 f", "p1 cc", "p2 cc",
  "d db 7h4d8c", "d db Td", "d db 2s",
  "p1 sm AhKhQhJh", "p2 sm 2c3c4c5c",
]
finishing_stacks = [0, 104, 100]
"""


def _cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def _history(db: Path, *args: str) -> tuple[int, str, str]:
    return _cli("--db", str(db), "history", *args)


def _file(tmp_path: Path, text: str, name: str = "hand.phh") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _one_line_exit_2(code: int, out: str, err: str, *words: str) -> None:
    assert code == 2, err
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in err


# -- the standard's date and time fields ---------------------------------------------------------

DATED = HAND.replace(
    'variant = "PO"',
    'variant = "PO"\nday = 30\nmonth = 6\nyear = 2023\ntime = 21:15:00\ntime_zone = "America/Los_Angeles"\n'
    'event = "WSOP"\n_seen_at = 2023-06-30T21:15:00-07:00\n_entered = 2023-07-01\n_rate = 0.125',
)


def test_history_import_takes_the_standards_time_field_and_exports_it_back(tmp_path: Path) -> None:
    """``time = 21:15:00`` crashed the import; now it is kept as a TOML time and written back."""
    path = _file(tmp_path, DATED)
    assert _cli("replay", str(path))[0] == 0
    db = tmp_path / "t.sqlite3"
    code, out, err = _history(db, "import", str(path))
    assert code == 0
    # another tool's fields are left out (issue 22 §5: the history keeps PHH's own fields)
    assert (
        err == "binglao-tui: warning: hand.phh: fields not kept in the history: _entered, _rate, _seen_at\n"
    )
    assert out.strip() == f"{path}: imported as hand 1"
    meta = json.loads(_history(db, "show", "1", "--json")[1])["result"]["meta"]
    assert meta["time"] == "21:15:00"
    assert "_rate" not in meta
    code, _, err = _history(db, "export", "--out", str(tmp_path / "out"))
    assert (code, err.splitlines()[-1]) == (0, f"1 hand written to {tmp_path / 'out'}")
    written = (tmp_path / "out" / "hand-00001.phh").read_text(encoding="utf-8")
    assert "time = 21:15:00\n" in written
    again, original = tomllib.loads(written), tomllib.loads(DATED)
    for key in ("time", "day", "month", "year", "time_zone", "event"):
        assert again[key] == original[key], key
    assert not {"_seen_at", "_entered", "_rate"} & set(again)


@pytest.mark.parametrize(
    "path",
    [*sorted(SHARED.rglob("*.phh"))[:6], "dated", "short-small-blind", "heads-up-ante"],
    ids=str,
)
def test_history_import_accepts_what_replay_accepts(tmp_path: Path, path: Path | str) -> None:
    texts = {
        "dated": DATED,
        "short-small-blind": SHORT_SMALL_BLIND,
        "heads-up-ante": HAND.replace("antes = [0, 0]", "antes = [0, 3]").replace(
            "finishing_stacks = [118, 82]", ""
        ),
    }
    file = _file(tmp_path, texts[path]) if isinstance(path, str) else path
    replayed = _cli("replay", str(file))[0]
    imported = _history(tmp_path / "t.sqlite3", "import", str(file))[0]
    assert replayed == imported == 0


# -- fields of the wrong type --------------------------------------------------------------------

WRONG = ['["PO"]', "{a = 1}", '"x"', "true", "1.5", "21:15:00", "[[1]]"]
FIELDS = {
    "variant": ('variant = "PO"', "variant = {}"),
    "_game": ('variant = "PO"', 'variant = "PO"\n_game = {}'),
    "_betting": ('variant = "PO"', 'variant = "PO"\n_betting = {}'),
    "_roll": ('variant = "PO"', 'variant = "PO"\n_game = "binglao"\n_roll = {}'),
    "_run_twice": ('variant = "PO"', 'variant = "PO"\n_run_twice = {}'),
    "_chip": ('variant = "PO"', 'variant = "PO"\n_chip = {}'),
    "players": ('variant = "PO"', 'variant = "PO"\nplayers = {}'),
    "antes": ("antes = [0, 0]", "antes = {}"),
    "blinds_or_straddles": ("blinds_or_straddles = [1, 2]", "blinds_or_straddles = {}"),
    "min_bet": ("min_bet = 2", "min_bet = {}"),
    "starting_stacks": ("starting_stacks = [100, 100]", "starting_stacks = {}"),
    "finishing_stacks": ("finishing_stacks = [118, 82]", "finishing_stacks = {}"),
}
VALID = {("variant", '"x"'), ("_game", '"x"'), ("_betting", '"x"'), ("_chip", "1.5"), ("_run_twice", "true")}


@pytest.mark.parametrize("field", sorted(FIELDS))
@pytest.mark.parametrize("wrong", WRONG)
def test_phh_field_of_the_wrong_type_is_one_line_exit_2(tmp_path: Path, field: str, wrong: str) -> None:
    """``variant = ["PO"]`` and ``_game = {a = 1}`` crashed both commands; every engine
    field given a value of another type is now named in one line, exit 2."""
    old, new = FIELDS[field]
    if field == "players" and wrong.startswith("[["):
        wrong = "[1, 2]"
    text = HAND.replace(old, new.format(wrong))
    path = _file(tmp_path, text)
    for code, out, err in (_cli("replay", str(path)), _history(tmp_path / "t.sqlite3", "import", str(path))):
        if (field, wrong) in VALID:  # the right type: a value the engine takes or refuses
            assert code in (0, 1, 2)
            assert "Traceback" not in err
            continue
        _one_line_exit_2(code, out, err, "hand.phh")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (HAND.replace('variant = "PO"', 'variant = ["PO"]'), ("field 'variant' must be a text",)),
        (
            HAND.replace('variant = "PO"', 'variant = "PO"\n_game = {a = 1}'),
            ("field '_game' must be a text",),
        ),
        (HAND.replace('"p2 cbr 6"', '"p2 cbr 6"', 1) + "_floor = 3\n", ("field '_floor' must map",)),
        (HAND + '_floor = {p1 = 100, p2 = 100}\n_floor_note = ["x"]\n', ("'_floor_note' must be a text",)),
        (HAND.replace("min_bet = 2", "min_bet = 2\nx = " + "[" * 2000 + "]" * 2000), ("not valid TOML",)),
        (HAND.replace("min_bet = 2", "min_bet = 2\nx = " + "9" * 5000), ("not valid TOML",)),
    ],
)
def test_phh_import_names_the_bad_field(tmp_path: Path, text: str, words: tuple[str, ...]) -> None:
    code, out, err = _history(tmp_path / "t.sqlite3", "import", str(_file(tmp_path, text)))
    _one_line_exit_2(code, out, err, *words)


# -- exact amounts -------------------------------------------------------------------------------


def test_a_raise_over_the_pot_limit_by_1e_25_is_refused_not_rounded(tmp_path: Path) -> None:
    """The pot limit is 6: a raise to 6.0000000000000000000000001 went through, rounded."""
    over = _file(tmp_path, HAND.replace('"p2 cbr 6"', '"p2 cbr 6.0000000000000000000000001"'))
    for code, out, err in (_cli("replay", str(over)), _history(tmp_path / "t.sqlite3", "import", str(over))):
        _one_line_exit_2(
            code,
            out,
            err,
            "action 3: the amount 6.0000000000000000000000001 needs 26 digits",
            "never rounded",
        )
    assert json.loads(_history(tmp_path / "t.sqlite3", "list", "--json")[1]) == []


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        (
            "starting_stacks = [100, 100]",
            "starting_stacks = [100.00000000000000000001, 100]",
            "starting_stacks[0]",
        ),
        ("starting_stacks = [100, 100]", f"starting_stacks = [{10**30}, 100]", "starting_stacks[0]"),
        ("min_bet = 2", "min_bet = 2.000000000000000000000000000000001", "field 'min_bet'"),
        ('"p1 cbr 12"', f'"p1 cbr {"1" * 40}"', "action 12: the amount"),
        ('"p1 cbr 12"', '"p1 cbr 1e400"', "action 12: the amount"),
    ],
)
def test_amounts_that_cannot_be_held_exactly_are_refused(
    tmp_path: Path, old: str, new: str, where: str
) -> None:
    path = _file(tmp_path, HAND.replace(old, new))
    code, out, err = _cli("replay", str(path))
    _one_line_exit_2(code, out, err, where, "held exactly")


def test_exact_decimals_that_fit_are_still_read(tmp_path: Path) -> None:
    text = HAND.replace("[100, 100]", "[100.25, 99.75]").replace("finishing_stacks = [118, 82]", "")
    text = text.replace('"p2 cbr 6"', '"p2 cbr 5.5"').replace('"p1 cbr 12"', '"p1 cbr 10"')
    code, out, err = _cli("replay", str(_file(tmp_path, text)), "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["finishing_stacks"] == [115.75, 84.25]


# -- export writes data, not fields --------------------------------------------------------------

CRAFTED = HAND + (
    '"x\\"\\n_floor = {p1 = 200, p2 = 0}\\ny" = 1\n'
    '"a.b" = "line\\nbreak \\u007f \\"quoted\\" \\\\ back"\n'
    'nested = {"_floor" = {p1 = 200}, "k = 1" = [1, 2.5, "s"]}\n'
    'players = ["Ann \\"the rock\\"", "Bob\\nnewline"]\n'
)


def test_a_crafted_key_cannot_inject_a_floor_ruling_through_the_export(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    original = tomllib.loads(CRAFTED)
    assert _history(db, "import", str(_file(tmp_path, CRAFTED)))[0] == 0
    assert _history(db, "export", "--out", str(tmp_path / "out"))[0] == 0
    written = (tmp_path / "out" / "hand-00001.phh").read_text(encoding="utf-8")
    again = tomllib.loads(written)
    assert "_floor" not in again
    assert again["players"] == original["players"]  # PHH's own field, quotes and all
    for key in ('x"\n_floor = {p1 = 200, p2 = 0}\ny', "a.b", "nested"):  # not PHH's: not kept
        assert key not in again, key
    code, _, err = _history(db, "import", str(tmp_path / "out" / "hand-00001.phh"), "--allow-duplicate")
    assert (code, err) == (0, "")
    first, second = (json.loads(_history(db, "show", n, "--json")[1])["result"] for n in ("1", "2"))
    assert second["floor"] is None
    assert second["finishing_stacks"] == first["finishing_stacks"] == [118, 82]
    assert second["fingerprint"] == first["fingerprint"]
    assert second["meta"] == first["meta"]


# -- export never overwrites -----------------------------------------------------------------------


def test_export_refuses_to_overwrite_unless_forced(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    out = tmp_path / "out"
    assert _history(db, "import", str(_file(tmp_path, HAND)))[0] == 0
    assert _history(db, "export", "--out", str(out))[0] == 0
    target = out / "hand-00001.phh"
    target.write_text("kept", encoding="utf-8")
    code, stdout, err = _history(db, "export", "--out", str(out))
    _one_line_exit_2(code, stdout, err, f"{target} already exists", "use --force")
    assert target.read_text(encoding="utf-8") == "kept"
    assert _history(db, "export", "--out", str(out), "--force")[0] == 0
    assert tomllib.loads(target.read_text(encoding="utf-8"))["finishing_stacks"] == [118, 82]
    assert sorted(p.name for p in out.iterdir()) == ["hand-00001.phh"]  # no temporary file left


def test_export_never_writes_through_a_symbolic_link(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    (out / "hand-00001.phh").symlink_to(victim)
    assert _history(db, "import", str(_file(tmp_path, HAND)))[0] == 0
    code, stdout, err = _history(db, "export", "--out", str(out))
    _one_line_exit_2(code, stdout, err, "already exists")
    assert _history(db, "export", "--out", str(out), "--force")[0] == 0
    assert victim.read_text(encoding="utf-8") == "precious"
    assert not (out / "hand-00001.phh").is_symlink()


def test_write_new_file_is_all_or_nothing(tmp_path: Path) -> None:
    from binglao_tui.store.phh_export import write_new_file
    from binglao_tui.store.phh_text import PhhExportError

    path = tmp_path / "f.phh"
    write_new_file(path, "one")
    with pytest.raises(PhhExportError, match="already exists"):
        write_new_file(path, "two")
    assert path.read_text() == "one"
    write_new_file(path, "three", force=True)
    assert path.read_text() == "three"
    assert os.listdir(tmp_path) == ["f.phh"]


# -- duplicates ------------------------------------------------------------------------------------


def test_reimporting_a_hand_already_in_the_history_is_refused_as_a_duplicate(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    first = _file(tmp_path, HAND)
    renamed = _file(tmp_path, HAND.replace('variant = "PO"', 'variant = "PO"\nevent = "other name"'), "b.phh")
    assert _history(db, "import", str(first))[0] == 0
    for path in (first, renamed):
        code, out, err = _history(db, "import", str(path))
        _one_line_exit_2(
            code, out, err, "already in the history as hand 1", "recognised by", "--allow-duplicate"
        )
    code, out, err = _history(db, "import", str(renamed), "--allow-duplicate")
    assert (code, err, out.strip()) == (0, "", f"{renamed}: imported as hand 2")
    other = _file(
        tmp_path, HAND.replace('"p1 cbr 12"', '"p1 cbr 10"').replace("[118, 82]", "[116, 84]"), "c.phh"
    )
    assert _history(db, "import", str(other))[0] == 0  # another hand: not a duplicate
