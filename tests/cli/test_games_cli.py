"""``binglao-tui games``, ``rules``, ``roll`` and ``--version`` through the real entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from binglao_tui import __version__
from tests.cli._cli_main import assert_bad_input, run

ISSUE_GAMES = {"binglao", "binglaha", "plo", "plo5", "plo6", "plo8", "big-o", "plo8-regular", "o8"}
HOUSE = (
    'id = "o9"\nname = "Omaha nine"\nhole_cards = 4\nsplit = "hi-lo"\nlow = "9-or-better"\nmax_players = 9\n'
)


def test_version() -> None:
    code, out, _ = run("--version")
    assert code == 0
    assert __version__ in out


def test_games_json_lists_every_shipped_game_with_id_and_name() -> None:
    code, out, err = run("games", "--json")
    assert code == 0, err
    rows = json.loads(out)
    assert isinstance(rows, list)
    assert {row["id"] for row in rows} >= ISSUE_GAMES
    assert all(isinstance(row["name"], str) and row["name"] for row in rows)


def test_games_human_output_one_line_per_game() -> None:
    code, out, _ = run("games")
    assert code == 0
    assert {line.split()[0] for line in out.splitlines()} >= ISSUE_GAMES
    assert "up to 6 players" in next(line for line in out.splitlines() if line.startswith("binglao "))


def test_games_rules_dir_adds_a_house_game(tmp_path: Path) -> None:
    (tmp_path / "o9.toml").write_text(HOUSE, encoding="utf-8")
    code, out, _ = run("games", "--json", "--rules-dir", str(tmp_path))
    assert code == 0
    assert "o9" in {row["id"] for row in json.loads(out)}


def test_rules_dir_before_the_command_name_also_works(tmp_path: Path) -> None:
    (tmp_path / "o9.toml").write_text(HOUSE, encoding="utf-8")
    code, out, _ = run("--rules-dir", str(tmp_path), "games", "--json")
    assert code == 0
    assert "o9" in {row["id"] for row in json.loads(out)}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('id = "x"\nname = \n', ["bad.toml", "not valid TOML"]),
        (HOUSE.replace('"hi-lo"', '"both"'), ["bad.toml", "'split'", "'high', 'hi-lo'"]),
        (HOUSE.replace("max_players = 9\n", ""), ["bad.toml", "'max_players'", "missing"]),
    ],
)
def test_broken_house_file_is_a_warning_naming_file_and_field_and_the_good_games_are_listed(
    tmp_path: Path,
    text: str,
    words: list[str],
) -> None:
    (tmp_path / "bad.toml").write_text(text, encoding="utf-8")
    (tmp_path / "o9.toml").write_text(HOUSE, encoding="utf-8")
    code, out, err = run("games", "--rules-dir", str(tmp_path))
    assert code == 0, err
    listed = {line.split()[0] for line in out.splitlines()}
    assert listed >= ISSUE_GAMES | {"o9"}  # the shipped games and the good house file
    (warning,) = err.splitlines()
    assert warning.startswith("binglao-tui: warning: ")
    assert "its game is not listed" in warning
    for word in words:
        assert word in warning, (word, warning)


def test_missing_rules_dir_is_bad_input(tmp_path: Path) -> None:
    assert_bad_input(*run("games", "--rules-dir", str(tmp_path / "nope")), "not found")


def test_rules_shows_the_summary_and_the_die_table() -> None:
    code, out, _ = run("rules", "binglao")
    assert code == 0
    assert out.startswith("Binglao (binglao)")
    assert "1: 4 cards each, high-low eight-or-better" in out
    assert "6: 6 cards each, high only" in out
    assert "odd_chip = left-of-button" in out


def test_rules_for_a_fixed_game() -> None:
    code, out, _ = run("rules", "plo8-regular")
    assert code == 0
    assert "Play: 4 cards each, high-low, no qualifier for low" in out


def test_rules_o8_is_limit_omaha_hi_lo_with_its_bet_sizes_and_cap() -> None:
    """Limit O8 (issue 25): fixed limit, four cards, hi-lo eight-or-better; the rules say
    which street takes the small bet and which the big, and the cap of a bet and 3 raises."""
    code, out, _ = run("rules", "o8")
    assert code == 0
    flat = " ".join(out.split())
    assert out.startswith("Limit Omaha Hi-Lo Eight-or-Better (o8)")
    assert "Play: 4 cards each, high-low eight-or-better" in flat
    assert "betting: fixed-limit" in flat
    assert "one small bet before the flop and on the flop, one big bet on the turn and the river" in flat
    assert "a bet and 3 raises a round (house raise_cap)" in flat
    assert "raise_cap = 4; cap_heads_up = false" in flat


def test_rules_unknown_game() -> None:
    assert_bad_input(*run("rules", "razz"), "unknown game 'razz'", "binglao")


@pytest.mark.parametrize(
    ("face", "meaning"),
    [
        ("1", "4 cards each, high-low eight-or-better"),
        ("2", "5 cards each, high-low eight-or-better"),
        ("3", "6 cards each, high-low eight-or-better"),
        ("4", "4 cards each, high only"),
        ("5", "5 cards each, high only"),
        ("6", "6 cards each, high only"),
    ],
)
def test_seed_000_rule_2_2_roll_meanings(face: str, meaning: str) -> None:
    code, out, _ = run("roll", face)
    assert code == 0
    assert out == f"Roll {face}: {meaning}\n"


def test_roll_json() -> None:
    code, out, _ = run("roll", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["roll"] == 3
    assert data["hole_cards"] == 6
    assert data["split"] == "hi-lo"
    assert data["low"] == "8-or-better"
    assert data["rolled"] is False


def test_roll_without_face_rolls_a_fair_die() -> None:
    faces = set()
    for _ in range(30):
        code, out, _ = run("roll", "--json")
        assert code == 0
        data = json.loads(out)
        assert data["rolled"] is True
        faces.add(data["roll"])
    assert faces <= {1, 2, 3, 4, 5, 6}
    assert len(faces) > 1


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("roll", "7"), ["impossible roll 7"]),
        (("roll", "x"), ["whole number"]),
        (("roll", "2", "--game", "plo"), ["not a die game"]),
        (("roll", "2", "--game", "razz"), ["unknown game"]),
    ],
)
def test_roll_bad_input(args: tuple[str, ...], words: list[str]) -> None:
    assert_bad_input(*run(*args), *words)


def test_unknown_command_is_bad_input() -> None:
    code, _, err = run("shwodown")
    assert code == 2
    assert len(err.splitlines()) == 1


@pytest.mark.parametrize("columns", [50, 120])
def test_rules_text_flows_to_the_terminal_width(columns: int) -> None:
    """Issue 11 item 6: the summary's paragraphs are wrapped to the width, not as the file
    breaks them (its lines are about 90 wide): none longer, and the first paragraph fills it."""
    code, out, _ = run("rules", "binglao", env={"COLUMNS": str(columns)})
    assert code == 0
    lines = out.splitlines()
    summary = lines[2 : next(i for i, line in enumerate(lines) if line.startswith("Die ("))]
    assert max(len(line) for line in summary) < columns
    first = lines[2 : lines.index("", 2)]
    assert all(len(line) >= columns - 25 for line in first[:-1])
    assert "  Roll 1: 4 cards each, high-low eight-or-better" in lines  # the die's rows stay rows


def test_rules_lists_the_button_rule_moving_by_default_and_as_a_house_file_sets_it(tmp_path: Path) -> None:
    code, out, _ = run("rules", "plo")
    assert code == 0
    assert "button_rule = moving" in out
    (tmp_path / "o9.toml").write_text(HOUSE + '\n[house]\nbutton_rule = "dead"\n', encoding="utf-8")
    code, out, _ = run("--rules-dir", str(tmp_path), "rules", "o9")
    assert code == 0
    assert "button_rule = dead" in out


def test_rules_names_the_source_of_each_betting_ruling() -> None:
    code, out, _ = run("rules", "plo8")
    assert code == 0
    assert "Rulings and their sources:" in out
    flat = " ".join(out.split())
    assert "assumed posted (TDA 2024 Rule 54-B)" in flat
    assert "never less than the big blind (TDA 2024 Rule 43)" in flat
    assert (
        "his blind first, then what is left toward the ante (TDA 2024, WSOP, BARGE; house bb_ante_order)"
        in flat
    )
    assert "bb_ante_order = blind-first" in out
