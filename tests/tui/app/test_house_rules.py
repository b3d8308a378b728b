"""One broken house rules file no longer costs the app every house game: the good ones are
offered in the setup (as ``binglao-tui games`` lists them) and a one-line warning names the
broken file and what is wrong with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Select, Static
from textual.widgets._toast import Toast

from binglao_tui.tui.screens.setup import SetupScreen
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, settle

GOOD = 'id = "house-plo"\nname = "House PLO"\nhole_cards = 4\nsplit = "high"\nmax_players = 9\n'
BROKEN = 'id = "oops"\nname = "Broken Omaha"\nhole_cards = 4\nsplit = "sideways"\nmax_players = 9\n'


def _house_folder(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "house-plo.toml").write_text(GOOD)
    (folder / "broken.toml").write_text(BROKEN)
    return folder


def _warnings(app: object) -> list[str]:
    """Each notification as its title and message."""
    return [f"{n.title}: {n.message}" for n in getattr(app, "_notifications")]  # noqa: B009


@pytest.mark.parametrize("where", ["user folder", "--rules-dir"])
async def test_the_good_house_games_are_offered_and_the_bad_file_named(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    folder = _house_folder(tmp_path / "house")
    if where == "user folder":
        monkeypatch.setenv("BINGLAO_TUI_RULES", str(folder))
        app = make_app()
    else:
        app = make_app(rules_dirs=[str(folder)])
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        offered = set(setup.games)
        assert {"house-plo", "binglao", "plo", "plo8"} <= offered
        assert "oops" not in offered
        (warning,) = [m for m in _warnings(app) if "House rules" in m]
        assert "\n" not in warning
        assert "broken.toml" in warning
        assert "split" in warning  # what is wrong with it
        setup.query_one("#game", Select).value = "house-plo"
        await pilot.pause()
        await keys(pilot, "ctrl+s")  # a hand of the good house game is dealt
        assert app.hand is not None
        assert app.hand.setup.game.name == "House PLO"


async def test_a_missing_rules_folder_is_named_and_the_house_games_kept(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(_house_folder(tmp_path / "house")))
    app = make_app(rules_dirs=[str(tmp_path / "not-there")])
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        assert isinstance(app.screen, SetupScreen)
        assert "house-plo" in app.screen.games
        warnings = [m for m in _warnings(app) if "House rules" in m]
        assert any("not-there" in m and "not found" in m for m in warnings)
        assert any("broken.toml" in m for m in warnings)


async def test_the_warning_names_the_file_in_one_line_at_80x24(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The evening's repro: the warning said the file's full path, and at 80 columns it
    wrapped to four lines of a narrow toast over the setup. It names the file alone, with
    what is wrong on one line of the screen; the help (F1) gives the full path."""
    folder = _house_folder(tmp_path / "a-rather-long-folder-name" / "for-the-house-rules")
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(folder))
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await _opened(pilot, app)
        said = "broken.toml: field 'split' must be one of 'high', 'hi-lo' (got 'sideways')"
        assert await settle(pilot, lambda: bool(app.screen.query(Toast)))
        await pilot.pause()
        drawn = screen_lines(app)
        assert any(said in line for line in drawn)
        assert any("House rules not loaded" in line for line in drawn)
        assert not any("for-the-house-rules" in line for line in drawn)
        await keys(pilot, "f1")
        help_text = str(app.screen.query_one("#help Static", Static).render())
        assert str(folder / "broken.toml") in help_text
        assert "field 'split' must be one of 'high', 'hi-lo' (got 'sideways')" in help_text
