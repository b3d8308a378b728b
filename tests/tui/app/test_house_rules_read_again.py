"""A house rules file written while the app runs is found at the natural moments: when
the table setup opens (for the next hand, or with t), when its Game list opens, and when
the tournament setup opens. The evening's play dropped the dead-button file in the rules
folder with the app up, and mended a broken one between hands: the app offered neither
until it was restarted, while the table display, which reads the folders again, already
dealt with them. A file that does not load is still said in one line, once."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Select, Static
from textual.widgets._select import SelectOverlay

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.setup import SetupScreen
from tests.house_games import DEAD_PLO
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 200, "Fay": 200}
BROKEN_DEAD_PLO = DEAD_PLO.replace('button_rule = "dead"', 'button_rule = "sideways"')


@pytest.fixture
def house(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's rules folder (as BINGLAO_TUI_RULES names it in the tmux session), empty."""
    folder = tmp_path / "house"
    folder.mkdir()
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(folder))
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    return folder


def _warnings(app: BinglaoApp) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications if "House rules" in n.title]


def _offered(app: BinglaoApp) -> list[str]:
    """The names in the open Game list."""
    overlay = app.screen.query_one("#game", Select).query_one(SelectOverlay)
    return [str(overlay.get_option_at_index(i).prompt) for i in range(overlay.option_count)]


async def _pick(pilot: Pilot[None], name: str) -> None:
    """In the open Game list: the arrows to ``name``, then enter."""
    overlay = pilot.app.screen.query_one(SelectOverlay)
    wanted = _offered(pilot.app).index(name)  # type: ignore[arg-type]
    start = overlay.highlighted or 0
    await keys(pilot, *["down" if wanted > start else "up"] * abs(wanted - start), "enter")


async def test_a_file_dropped_in_while_the_setup_is_up_is_in_the_game_list(
    make_app: MakeApp, house: Path
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")  # the app is up
        await keys(pilot, "tab", "enter")  # from Start to the Game list, opened
        assert "PLO, dead button" in _offered(app)
        await _pick(pilot, "PLO, dead button")
        assert app.screen.query_one("#game", Select).value == "plo-dead"
        assert app.sub_title == "PLO, dead button"
        await keys(pilot, "ctrl+s")
        assert app.hand is not None
        assert app.hand.setup.game.id == "plo-dead"
        assert app.hand.setup.game.house.button_rule.value == "dead"
        assert _warnings(app) == []


async def test_a_file_mended_during_a_hand_is_offered_at_the_next_hands_setup(
    make_app: MakeApp, house: Path
) -> None:
    (house / "plo-dead.toml").write_text(BROKEN_DEAD_PLO, encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        (said,) = _warnings(app)  # the broken file, in one line
        assert "plo-dead.toml" in said
        assert "\n" not in said
        assert isinstance(app.screen, SetupScreen)
        assert "plo-dead" not in app.screen.games
        await keys(pilot, "enter", "f", "f", "f", "f", "f")  # a hand: everyone folds to Cat
        (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")  # mended meanwhile
        await keys(pilot, "t")  # the payout confirmed, the setup before the next hand
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "plo-dead" in setup.games
        assert _warnings(app) == [said]  # nothing more to say: the file loads now
        await keys(pilot, "f1")  # and the help no longer lists it as not loaded
        assert "plo-dead.toml" not in str(app.screen.query_one("#help Static", Static).render())


async def test_a_file_broken_while_the_app_runs_is_said_once_in_one_line(
    make_app: MakeApp, house: Path
) -> None:
    (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        (house / "plo-dead.toml").write_text(BROKEN_DEAD_PLO, encoding="utf-8")  # a typo
        (house / "omaha-9.toml").write_text('id = "o9"\nname = "Omaha nine"\n', encoding="utf-8")
        await keys(pilot, "tab", "enter")  # the Game list read the folder again
        (said, other) = sorted(_warnings(app))
        assert "omaha-9.toml" in said
        assert "\n" not in said
        assert "plo-dead.toml" in other
        assert "button_rule" in other
        assert "\n" not in other
        assert "PLO, dead button" in _offered(app)  # the game as it last loaded stays
        await keys(pilot, "escape", "enter")  # closed and opened again: nothing new to say
        assert len(_warnings(app)) == 2
