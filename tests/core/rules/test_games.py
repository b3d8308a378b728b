"""Games as data: every shipped rules file, house files, broken files, die tables, deck limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.rules import (
    Betting,
    Game,
    HouseRules,
    LowRule,
    RollTime,
    RulesError,
    Split,
    builtin_rules_dir,
    get_game,
    load_game_file,
    load_games,
)

SHIPPED = sorted(builtin_rules_dir().glob("*.toml"))


@pytest.fixture(autouse=True)
def _no_user_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep the tester's own config folder out of these tests."""
    empty = tmp_path / "user-rules"
    empty.mkdir()
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(empty))


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_issue_games_are_all_shipped() -> None:
    ids = {load_game_file(path).id for path in SHIPPED}
    assert ids >= {"binglao", "binglaha", "plo", "plo5", "plo6", "plo8", "big-o", "plo8-regular", "o8"}


@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_every_shipped_rules_file_loads_with_a_summary(path: Path) -> None:
    game = load_game_file(path)
    assert game.id == path.stem
    assert game.summary
    assert game.player_limit >= 2


@pytest.mark.parametrize(
    ("game_id", "hole_cards", "split", "low", "max_players"),
    [
        ("plo", 4, Split.HIGH, None, 10),
        ("plo5", 5, Split.HIGH, None, 8),
        ("plo6", 6, Split.HIGH, None, 7),
        ("plo8", 4, Split.HI_LO, LowRule.EIGHT, 10),
        ("big-o", 5, Split.HI_LO, LowRule.EIGHT, 8),
        ("plo8-regular", 4, Split.HI_LO, LowRule.ANY, 10),
        ("o8", 4, Split.HI_LO, LowRule.EIGHT, 10),
    ],
)
def test_fixed_games_play_as_the_issue_says(
    game_id: str,
    hole_cards: int,
    split: Split,
    low: LowRule | None,
    max_players: int,
) -> None:
    game = get_game(game_id)
    variant = game.variant()
    assert (variant.hole_cards, variant.split, variant.low) == (hole_cards, split, low)
    assert game.player_limit <= max_players
    assert not game.needs_roll


def test_seed_000_rule_2_2_binglao_die_table() -> None:
    game = get_game("binglao")
    assert game.die is not None
    assert game.die.roll_time is RollTime.BEFORE_DEAL
    table = {face: (v.hole_cards, v.split, v.low) for face, v in game.die.faces.items()}
    assert table == {
        1: (4, Split.HI_LO, LowRule.EIGHT),
        2: (5, Split.HI_LO, LowRule.EIGHT),
        3: (6, Split.HI_LO, LowRule.EIGHT),
        4: (4, Split.HIGH, None),
        5: (5, Split.HIGH, None),
        6: (6, Split.HIGH, None),
    }


def test_seed_000_binglao_is_six_max_though_the_deck_could_deal_seven() -> None:
    game = get_game("binglao")
    assert game.max_players == 6
    assert game.deck_limit(6) == 7
    assert game.player_limit == 6


def test_binglaha_always_four_cards_die_after_the_flop() -> None:
    game = get_game("binglaha")
    assert game.die is not None
    assert game.die.roll_time is RollTime.AFTER_FLOP
    assert {v.hole_cards for v in game.die.faces.values()} == {4}
    assert [game.variant(f).split for f in range(1, 7)] == [Split.HI_LO] * 3 + [Split.HIGH] * 3


def test_seed_001_big_o_nine_players_cannot_fit() -> None:
    game = get_game("big-o")
    assert game.player_limit == 8
    assert game.deck_limit() == 8  # nine would need 45 hole cards + 5 board + 3 burns


def test_die_roll_errors_name_the_game_and_the_faces() -> None:
    with pytest.raises(RulesError, match="needs the button's die roll"):
        get_game("binglao").variant()
    with pytest.raises(RulesError, match="impossible roll 7"):
        get_game("binglao").variant(7)
    with pytest.raises(RulesError, match="has no die roll"):
        get_game("plo").variant(3)


def test_house_defaults_are_the_seed_readings() -> None:
    house = get_game("big-o").house
    assert house == HouseRules()
    assert house.odd_chip == "left-of-button"
    assert house.hi_lo_odd_chip == "high"


MINIMAL = """
id = "o9"
name = "Omaha hi-lo nine-or-better"
hole_cards = 4
split = "hi-lo"
low = "9-or-better"
max_players = 9
"""


def test_minimal_house_file_with_six_keys_loads(tmp_path: Path) -> None:
    game = load_game_file(_write(tmp_path, "o9.toml", MINIMAL))
    assert isinstance(game, Game)
    assert game.variant().low is LowRule.NINE
    assert game.max_players == 9
    assert game.min_players == 2
    assert game.die is None
    assert game.house == HouseRules()


def test_house_folder_adds_and_replaces_games(tmp_path: Path) -> None:
    _write(tmp_path, "o9.toml", MINIMAL)
    house_plo = MINIMAL.replace('"o9"', '"plo"').replace("Omaha hi-lo nine", "House PLO nine")
    _write(tmp_path, "plo.toml", house_plo)
    games = load_games([tmp_path])
    assert games["o9"].name == "Omaha hi-lo nine-or-better"
    assert games["plo"].name.startswith("House PLO")


def test_user_rules_folder_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    _write(folder, "o9.toml", MINIMAL)
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(folder))
    assert "o9" in load_games()


def test_house_settings_can_be_changed(tmp_path: Path) -> None:
    text = MINIMAL + '\n[house]\nodd_chip = "right-of-button"\nhi_lo_odd_chip = "low"\n'
    game = load_game_file(_write(tmp_path, "o9.toml", text))
    assert game.house.odd_chip == "right-of-button"
    assert game.house.hi_lo_odd_chip == "low"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (('split = "hi-lo"', 'split = "both"'), ["'split'", "'high', 'hi-lo'", "'both'"]),
        (('low = "9-or-better"', 'low = "7-or-better"'), ["'low'", "'8-or-better', '9-or-better', 'any'"]),
        (("hole_cards = 4", "hole_cards = 12"), ["'hole_cards'", "from 2 to 9", "12"]),
        (("hole_cards = 4", 'hole_cards = "four"'), ["'hole_cards'", "whole number"]),
        (("max_players = 9", "max_players = 1"), ["'max_players'", "from 2 to"]),
        (("max_players = 9\n", ""), ["'max_players'", "missing"]),
        (('id = "o9"', 'id = "o 9!"'), ["'id'", "letters, digits"]),
        (('name = "Omaha hi-lo nine-or-better"', 'name = ""'), ["'name'"]),
        (("max_players = 9", 'max_players = 9\ncolour = "red"'), ["unknown field 'colour'"]),
        (
            ('split = "hi-lo"\nlow = "9-or-better"', 'split = "high"\nlow = "9-or-better"'),
            ["'low'", "only allowed with split = 'hi-lo'"],
        ),
        (
            ("max_players = 9", 'max_players = 9\n[house]\nodd_chip = "dealer"'),
            ["'house.odd_chip'", "'left-of-button', 'right-of-button'"],
        ),
        (
            ("max_players = 9", 'max_players = 9\n[die.faces]\n1 = { split = "high" }'),
            ["'die.faces'", "lacks face"],
        ),
        (
            ("max_players = 9", 'max_players = 9\n[die.faces]\n7 = { split = "high" }'),
            ["'die.faces'", "face '7'"],
        ),
        (("max_players = 9", "max_players = 9 = 3"), ["not valid TOML"]),
    ],
)
def test_broken_file_error_names_file_field_and_what_is_allowed(
    tmp_path: Path,
    change: tuple[str, str],
    words: list[str],
) -> None:
    old, new = change
    assert old in MINIMAL
    path = _write(tmp_path, "broken.toml", MINIMAL.replace(old, new))
    with pytest.raises(RulesError) as caught:
        load_game_file(path)
    message = str(caught.value)
    assert str(path) in message
    for word in words:
        assert word in message, message


def test_nine_hole_cards_seat_at_most_four_players(tmp_path: Path) -> None:
    # (52 - 5 board - 3 burns) // 9 = 4, whatever max_players says.
    game = load_game_file(_write(tmp_path, "nine.toml", MINIMAL.replace("hole_cards = 4", "hole_cards = 9")))
    assert game.player_limit == 4


def test_missing_rules_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="rules folder not found"):
        load_games([tmp_path / "nope"])


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(RulesError, match=r"unknown game 'razz' \(games: .*binglao"):
        get_game("razz")


def test_o8_is_the_fixed_limit_omaha_hi_lo_of_the_mixed_omaha_rotation() -> None:
    """Issue 25: limit O8 ships beside PLO8 and Big O, dealt fixed-limit."""
    assert get_game("o8").betting is Betting.FIXED_LIMIT
    assert get_game("plo8").betting is Betting.POT_LIMIT
