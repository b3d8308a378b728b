"""Games read again from the rules folders (the app as its setup opens, the display when a
hand names a game it does not know): what a file added, changed, broken or removed since
the last read leaves known."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.rules.read_again import GamesReadAgain
from tests.house_games import DEAD_PLO


def test_a_file_added_since_is_found(tmp_path: Path) -> None:
    games = GamesReadAgain([tmp_path])
    assert games.read_again() == ()
    assert "plo-dead" not in dict(games)
    (tmp_path / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")
    assert games.read_again() == ()
    assert games["plo-dead"].house.button_rule.value == "dead"


def test_a_file_changed_since_replaces_its_game(tmp_path: Path) -> None:
    (tmp_path / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")
    games = GamesReadAgain([tmp_path])
    games.read_again()
    (tmp_path / "plo-dead.toml").write_text(DEAD_PLO.replace("max_players = 9", "max_players = 6"))
    games.read_again()
    assert games["plo-dead"].player_limit == 6


def test_a_file_broken_or_removed_since_leaves_its_game_known(tmp_path: Path) -> None:
    path = tmp_path / "plo-dead.toml"
    path.write_text(DEAD_PLO, encoding="utf-8")
    games = GamesReadAgain([tmp_path])
    games.read_again()
    path.write_text(DEAD_PLO.replace('"dead"', '"sideways"'), encoding="utf-8")
    (problem,) = games.read_again()
    assert problem.file == str(path)
    assert "button_rule" in str(problem)
    assert games["plo-dead"].house.button_rule.value == "dead"  # as it last loaded
    path.unlink()
    assert games.read_again() == ()
    assert "plo-dead" in games  # a hand played with it still replays


def test_a_folder_that_has_gone_is_said_and_the_others_still_read(tmp_path: Path) -> None:
    house = tmp_path / "house"
    house.mkdir()
    (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")
    games = GamesReadAgain([tmp_path / "gone", house])
    (problem,) = games.read_again()
    assert "gone" in str(problem)
    assert "not found" in str(problem)
    assert "plo-dead" in games
    assert "plo" in games  # the shipped games too
