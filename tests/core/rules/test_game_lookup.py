"""Finding one game quickly must give the same answer as loading them all."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.rules import RulesError, get_game, load_games, load_good_games

HOUSE_PLO = """
id = "plo"
name = "House PLO"
hole_cards = 4
split = "high"
max_players = 6
"""


def test_get_game_matches_load_games_for_every_shipped_game() -> None:
    games = load_games(include_user=False)
    for game_id, game in games.items():
        assert get_game(game_id, include_user=False) == game


def test_house_file_replaces_a_shipped_game_whatever_its_file_name(tmp_path: Path) -> None:
    (tmp_path / "my-house.toml").write_text(HOUSE_PLO, encoding="utf-8")
    assert get_game("plo", [tmp_path], include_user=False).name == "House PLO"
    assert load_games([tmp_path], include_user=False)["plo"].name == "House PLO"


def test_user_config_folder_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "house.toml").write_text(HOUSE_PLO, encoding="utf-8")
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(tmp_path))
    assert get_game("plo").name == "House PLO"


def test_xdg_config_home_is_honoured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "binglao-tui" / "rules"
    folder.mkdir(parents=True)
    (folder / "house.toml").write_text(HOUSE_PLO, encoding="utf-8")
    monkeypatch.delenv("BINGLAO_TUI_RULES", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert get_game("plo").name == "House PLO"


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(RulesError, match=r"unknown game 'omaha7' \(games: big-o, binglaha, binglao"):
        get_game("omaha7", include_user=False)


def test_missing_rules_dir_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RulesError, match="rules folder not found"):
        get_game("plo", [tmp_path / "nope"], include_user=False)


def test_a_broken_house_file_is_named_by_its_path_and_in_short(tmp_path: Path) -> None:
    """load_good_games keeps the full message (the path first, as `games` prints it) and
    knows the file, so a narrow screen can name it alone with what is wrong."""
    folder = tmp_path / "house"
    folder.mkdir()
    path = folder / "broken.toml"
    path.write_text('id = "oops"\nname = "Oops"\nhole_cards = 4\nsplit = "sideways"\nmax_players = 9\n')
    games, (problem,) = load_good_games([folder], include_user=False)
    assert "oops" not in games
    assert str(problem).startswith(f"{path}: field 'split' must be one of")
    assert problem.file == str(path)
    assert problem.problem == "field 'split' must be one of 'high', 'hi-lo' (got 'sideways')"
    assert problem.short == "broken.toml: " + problem.problem
    with pytest.raises(RulesError) as missing:
        load_good_games([tmp_path / "not-there"], include_user=False)
    assert missing.value.short == "not-there: rules folder not found"
    assert RulesError("unknown game 'x'").short == "unknown game 'x'"  # no file: as it is
