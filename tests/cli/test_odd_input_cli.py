"""No input can crash or fool the command line (issue 9, section 4).

Odd numbers and odd text are bad input: exit code 2 and one line on stderr, never a
traceback. Each test is named after the input it covers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli._cli_main import EMPTY_RULES, assert_bad_input, run

GAME = ("--game", "plo", "--board", "Kh 9h 6h 3c 2d")
PLAYERS = ("--player", "A=Ah Qh 2c 3d", "--player", "B=7h 5h 4c 4d")
TOO_MANY_DIGITS = "9" * 5000  # past Python's 4300-digit limit for reading an integer
TOO_BIG = "9" * 400


def _line(**changes: object) -> str:
    request: dict[str, object] = {
        "game": "plo",
        "board": "Kh 9h 6h 3c 2d",
        "players": [{"name": "A", "hole": "Ah Qh 2c 3d"}, {"name": "B", "hole": "7h 5h 4c 4d"}],
        "pot": 10,
    }
    request.update(changes)
    return json.dumps(request)


# --------------------------------------------------------------------- numbers in flags


@pytest.mark.parametrize("value", ["²", "٣", "--5", "-5", "1e3", "+5", "5.0", TOO_MANY_DIGITS, TOO_BIG])
def test_showdown_pot_that_is_not_plain_digits_is_bad_input(value: str) -> None:
    assert_bad_input(*run("showdown", *GAME, *PLAYERS, f"--pot={value}"), "the pot")


@pytest.mark.parametrize("flag", ["--chip", "--roll"])
@pytest.mark.parametrize("value", ["²", TOO_MANY_DIGITS])
def test_showdown_chip_and_roll_in_unicode_digits_or_too_long_are_bad_input(flag: str, value: str) -> None:
    assert_bad_input(*run("showdown", *GAME, *PLAYERS, flag, value))


@pytest.mark.parametrize("value", ["²", "--5", TOO_MANY_DIGITS, "1000000000000001"])
def test_pot_calculator_odd_numbers_are_bad_input(value: str) -> None:
    assert_bad_input(*run("pot", f"--pot={value}"), "--pot", "whole number of chips")


def test_pot_calculator_at_the_largest_chip_count_still_answers() -> None:
    code, out, err = run("pot", "--pot", "1000000000000000", "--bet", "1000000000000000", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out)["to_call"] == 1000000000000000


@pytest.mark.parametrize("face", ["²", "٣", TOO_MANY_DIGITS, "-1"])
def test_roll_in_unicode_digits_or_too_long_is_bad_input(face: str) -> None:
    code, out, err = run("roll", "--", face)
    assert_bad_input(code, out, err, "roll")
    assert len(err) < 200


@pytest.mark.parametrize("hand_id", ["²", "٣", TOO_MANY_DIGITS, "0", "-3"])
def test_history_show_of_an_id_that_is_not_plain_digits_is_bad_input(hand_id: str) -> None:
    code, out, err = run("history", "show", "--", hand_id)
    assert_bad_input(code, out, err, "hand ID")
    assert len(err) < 200


def test_history_show_past_sqlites_integers_is_no_such_hand() -> None:
    run("history", "import", str(Path(__file__).parents[1] / "data" / "phh" / "antonius-blom-2009.phh"))
    assert_bad_input(*run("history", "show", "9" * 25), "there is no hand")


# ------------------------------------------------------------------------ JSON lines


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ('{"pot": ' + TOO_MANY_DIGITS + "}", ["line 1", "too long to read"]),
        ("[" * 100_000, ["line 1", "nested too deeply"]),
        ('{"a": ' * 100_000, ["line 1", "nested too deeply"]),
        (_line(pot=10**400), ["line 1", "the pot is too big"]),
        (_line(pot=1e400), ["line 1", "the pot must be a whole number"]),
        (_line(chip=10**16), ["line 1", "the smallest chip is too big"]),
        (_line(roll="²"), ["line 1", "the roll must be a whole number"]),
        (_line(pot="²"), ["line 1", "the pot must be a whole number"]),
        (_line(game="../../x"), ["line 1", "unknown game '../../x'"]),
        (_line(game="/etc/passwd"), ["line 1", "unknown game"]),
    ],
    ids=[
        "integer-past-digit-limit",
        "arrays-nested-past-the-stack",
        "objects-nested-past-the-stack",
        "pot-past-the-chip-limit",
        "pot-infinite-float",
        "chip-past-the-chip-limit",
        "roll-unicode-digit",
        "pot-unicode-digit-text",
        "game-relative-path",
        "game-absolute-path",
    ],
)
def test_json_line_with_odd_numbers_or_nesting_is_bad_input(line: str, words: list[str]) -> None:
    code, out, err = run("showdown", "--input", "-", "--json", stdin=line + "\n")
    assert_bad_input(code, out, err, *words)
    assert len(err) < 300


def test_committed_chips_past_the_limit_are_bad_input() -> None:
    players = [
        {"name": "A", "hole": "Ah Qh 2c 3d", "committed": 10**16},
        {"name": "B", "hole": "7h 5h 4c 4d", "committed": 10**16},
    ]
    line = json.dumps({"game": "plo", "board": "Kh 9h 6h 3c 2d", "players": players})
    assert_bad_input(*run("showdown", "--input", "-", "--json", stdin=line), "committed is too big")


def test_a_lone_surrogate_in_a_json_name_is_bad_input() -> None:
    line = _line().replace('"name": "A"', '"name": "A\\ud800"')
    code, out, err = run("showdown", "--input", "-", "--json", stdin=line)
    assert_bad_input(code, out, err, "line 1", "lone surrogate", "\\ud800")


def test_a_lone_surrogate_in_a_json_key_is_bad_input_shown_escaped() -> None:
    line = _line().replace('"pot": 10', '"\\udcff": 10')
    assert_bad_input(*run("showdown", "--input", "-", "--json", stdin=line), "unknown key '\\udcff'")


@pytest.mark.parametrize("name", ["A\x1b]0;owned\x07", "A\nB", "A\tB", "A\u202eB", "A\x00"])
def test_a_control_character_in_a_name_is_refused_with_a_clear_message(name: str) -> None:
    line = _line().replace('"name": "A"', json.dumps({"name": name})[1:-1])
    code, out, err = run("showdown", "--input", "-", "--json", stdin=line)
    assert_bad_input(code, out, err, "line 1", "player 1: the name", "names are plain text")
    assert "\x1b" not in err
    assert "\x07" not in err


def test_a_control_character_in_a_flag_name_is_refused() -> None:
    code, out, err = run("showdown", *GAME, "--player", "A\x1b[2J=Ah Qh 2c 3d", "--player", "B=7h 5h 4c 4d")
    assert_bad_input(code, out, err, "control character", "\\x1b")
    assert "\x1b" not in err


def test_markup_looking_names_are_plain_names_in_a_showdown() -> None:
    code, out, err = run("showdown", *GAME, "--player", "[/x]=Ah Qh 2c 3d", "--player", "[bold]=7h 5h 4c 4d")
    assert (code, err) == (0, "")
    assert "[/x]" in out
    assert "[bold]" in out


@pytest.mark.slow
def test_invalid_utf8_is_reported_at_its_real_line_number_from_stdin_and_from_a_file(tmp_path: Path) -> None:
    good = _line() + "\n"
    data = (good * 5000).encode() + b"\xff\xfe not text\n" + good.encode()
    path = tmp_path / "lines.jsonl"
    path.write_bytes(data)
    done = subprocess.run(
        [sys.executable, "-m", "binglao_tui", "showdown", "--input", "-", "--json"],
        input=data,
        capture_output=True,
        env={**os.environ, "BINGLAO_TUI_RULES": EMPTY_RULES},
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.decode() == "binglao-tui: line 5001: not UTF-8 text (byte 1 of the line)\n"
    assert done.stdout.count(b"\n") == 5000  # every good line before it was answered
    code, out, err = run("showdown", "--input", str(path), "--json")
    assert code == 2
    assert err == "binglao-tui: line 5001: not UTF-8 text (byte 1 of the line)\n"
    assert out.count("\n") == 5000


def test_a_byte_order_mark_at_the_start_of_a_file_is_not_an_error() -> None:
    code, out, _ = run("showdown", "--input", "-", "--json", stdin="\ufeff" + _line() + "\n")
    assert code == 0
    assert json.loads(out)["payouts"] == {"A": 10, "B": 0}


# --------------------------------------------------------------------------- game ids


@pytest.mark.parametrize("game", ["../../x", "../rules/plo", "/etc/passwd", "plo/../plo", "a\x1b[31m", ""])
def test_a_game_id_is_a_name_never_a_path(game: str) -> None:
    for args in (
        ("rules", game),
        ("roll", "3", "--game", game),
        ("showdown", "--game", game, *GAME[2:], *PLAYERS),
    ):
        code, out, err = run(*args)
        assert code == 2, (args, err)
        assert out == ""
        assert len(err.splitlines()) == 1
        assert "\x1b" not in err


def test_a_game_file_outside_the_rules_folders_is_never_read(tmp_path: Path) -> None:
    # A valid rules file two folders up from the shipped ones would match "../../x" as a path.
    secret = tmp_path / "secret.toml"
    secret.write_text(
        'id = "secret"\nname = "SECRET CONTENT"\nhole_cards = 4\nsplit = "high"\nmax_players = 9\n'
    )
    code, out, err = run("rules", str(secret.with_suffix("")))
    assert code == 2
    assert "SECRET CONTENT" not in out + err


@pytest.mark.parametrize("command", ["showdown", "equity"])
def test_json_lines_of_every_command_name_a_bad_line_by_its_own_number(command: str) -> None:
    lines = "\n\n" + "[" * 100_000 + "\n"
    assert_bad_input(*run(command, "--input", "-", "--json", stdin=lines), "line 3", "nested too deeply")


def test_a_hand_history_not_in_utf8_is_named_at_its_line_from_a_file_and_from_stdin(tmp_path: Path) -> None:
    good = (Path(__file__).parents[1] / "data" / "phh" / "antonius-blom-2009.phh").read_bytes()
    lines = good.split(b"\n")
    raw = b"\n".join([*lines[:5], b'author = "\xff"', *lines[5:]])
    path = tmp_path / "hand.phh"
    path.write_bytes(raw)
    assert_bad_input(*run("replay", str(path)), f"{path}: line 6 is not UTF-8 text")
    assert_bad_input(*run("replay", "-", stdin=raw), "stdin: line 6 is not UTF-8 text")
    assert_bad_input(*run("history", "import", str(path)), f"{path}: line 6 is not UTF-8 text")


def test_a_die_face_written_with_more_digits_than_python_reads_is_one_line(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    faces = "".join(f'[die.faces.{n}]\nhole_cards = 4\nsplit = "high"\n' for n in range(1, 7))
    (rules / "d.toml").write_text(
        f'id = "d"\nname = "D"\nhole_cards = 4\nsplit = "high"\nmax_players = 6\n{faces}'
        f'[die.faces."{"9" * 5000}"]\nhole_cards = 4\nsplit = "high"\n'
    )
    code, out, err = run("rules", "d", "--rules-dir", str(rules))
    assert_bad_input(code, out, err, "die.faces", "faces are 1-6")
    assert len(err) < 300
    code, out, err = run("games", "--rules-dir", str(rules))  # the others listed, it warned of
    assert code == 0
    assert "binglao" in out
    (warning,) = err.splitlines()
    assert "die.faces" in warning
    assert "faces are 1-6" in warning
    assert len(err) < 300
