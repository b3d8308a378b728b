"""House settings: named choices with documented defaults, and nothing else gets in."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.rules import (
    HiLoOddChip,
    HouseRules,
    OddChip,
    RulesError,
    SmallBlindCounts,
    load_game_file,
)

PLO_HEAD = """id = "house-plo"
name = "House PLO"
hole_cards = 4
split = "high"
max_players = 9
"""


def _load(tmp_path: Path, text: str) -> object:
    path = tmp_path / "house.toml"
    path.write_text(text, encoding="utf-8")
    return load_game_file(path)


def test_house_defaults_are_the_seeds_readings() -> None:
    house = HouseRules()
    assert house.odd_chip is OddChip.LEFT_OF_BUTTON
    assert house.hi_lo_odd_chip is HiLoOddChip.HIGH
    assert house.small_blind_counts is SmallBlindCounts.POSTED
    assert house.bb_ante_counts_preflop is False
    assert (house.raise_cap, house.cap_heads_up) == (4, False)


def test_house_words_of_a_rules_file_become_the_enum_members() -> None:
    house = HouseRules.from_mapping({"odd_chip": "right-of-button", "hi_lo_odd_chip": "low"})
    assert house.odd_chip is OddChip.RIGHT_OF_BUTTON
    assert house.hi_lo_odd_chip is HiLoOddChip.LOW
    assert house.to_mapping()["odd_chip"] == "right-of-button"


@pytest.mark.parametrize("name", ["__class__", "__init__", "odd", "__slots__"])
def test_house_setting_with_an_unknown_name_is_refused_naming_the_known_ones(
    tmp_path: Path, name: str
) -> None:
    with pytest.raises(
        RulesError, match=r"unknown field 'house\.__class__'|unknown field 'house\."
    ) as caught:
        _load(tmp_path, PLO_HEAD + f'[house]\n"{name}" = 1\n')
    assert "odd_chip" in str(caught.value)
    assert str(tmp_path / "house.toml") in str(caught.value)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ('odd_chip = "to-the-dealer"', "'left-of-button', 'right-of-button'"),
        ("bb_ante_counts_preflop = 1", "true or false"),
        ("raise_cap = 1", "from 2 to 100"),
        ("raise_cap = true", "from 2 to 100"),
        ("raise_cap = 1" + "0" * 5000, "too long to read"),
    ],
    ids=["choice", "bool", "cap-low", "cap-bool", "cap-5000-digits"],
)
def test_house_setting_with_a_wrong_value_says_what_is_allowed(tmp_path: Path, line: str, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        _load(tmp_path, PLO_HEAD + "[house]\n" + line + "\n")


@pytest.mark.parametrize("face", ["²", "0", "7", "1.5", "-1", "٣"])
def test_die_face_that_is_not_a_plain_number_of_the_die_is_refused(tmp_path: Path, face: str) -> None:
    faces = "".join(f'{f} = {{ split = "high" }}\n' for f in range(1, 7))
    text = PLO_HEAD + "[die]\n[die.faces]\n" + faces + f'"{face}" = {{ split = "high" }}\n'
    with pytest.raises(RulesError, match="faces are 1-6"):
        _load(tmp_path, text)


def test_house_rules_built_in_code_are_checked_too() -> None:
    with pytest.raises(RulesError, match="house setting 'odd_chip'"):
        HouseRules(odd_chip="nearest")  # type: ignore[arg-type]


def test_rules_file_nested_deeper_than_the_parser_can_follow_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="nested too deeply"):
        _load(tmp_path, PLO_HEAD + "summary = " + "[" * 100_000 + "]" * 100_000 + "\n")
