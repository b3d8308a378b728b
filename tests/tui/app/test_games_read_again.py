"""The tournament setup's Game list and the judge (F3) read the rules folders again, as the
table setup does (429070d): a house rules file dropped in while the app runs is offered
when the judge opens and when either Game list opens. The tournament setup's list and the
judge held the games as last read, so the evening's new house game could be dealt at the
cash table but neither started as a tournament nor judged."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen
from tests.house_games import DEAD_PLO
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, seat_table

SIX = {"Ann": 200, "Bob": 200, "Cat": 200, "Dan": 200, "Eve": 200, "Fay": 200}
BIG_O_DEAD = DEAD_PLO.replace('id = "plo-dead"', 'id = "big-o-dead"').replace(
    'name = "PLO, dead button"', 'name = "Big O, dead button"'
)


@pytest.fixture
def house(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's rules folder, empty when the app starts."""
    folder = tmp_path / "house"
    folder.mkdir()
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(folder))
    seat_table(tmp_path / "config", "plo", SIX, "Ann")
    return folder


def _offered(select: Select[str]) -> list[str]:
    """The names in ``select``'s open list."""
    overlay = select.query_one(SelectOverlay)
    return [str(overlay.get_option_at_index(i).prompt) for i in range(overlay.option_count)]


async def _pick(pilot: Pilot[None], select: Select[str], name: str) -> None:
    """In ``select``'s open list: the arrows to ``name``, then enter."""
    overlay = select.query_one(SelectOverlay)
    wanted = _offered(select).index(name)
    start = overlay.highlighted or 0
    await keys(pilot, *["down" if wanted > start else "up"] * abs(wanted - start), "enter")


async def test_a_file_dropped_in_while_the_tournament_setup_is_up_is_in_its_game_list(
    make_app: MakeApp, house: Path
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f7")
        setup = app.screen
        assert isinstance(setup, TournamentSetupScreen)
        (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")  # the setup is up
        select = setup.query_one("#t-game", Select)
        assert app.focused is select
        await keys(pilot, "enter")  # the Game list, opened
        assert "PLO, dead button" in _offered(select)
        await _pick(pilot, select, "PLO, dead button")
        assert select.value == "plo-dead"
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, TournamentHandScreen)
        assert app.hand is not None
        assert app.hand.setup.game.id == "plo-dead"


async def test_the_judge_offers_a_file_dropped_in_before_it_opens_and_while_it_is_up(
    make_app: MakeApp, house: Path
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        (house / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")  # the setup is up
        await keys(pilot, "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        assert "plo-dead" in judge.games  # read as the judge opened
        (house / "big-o-dead.toml").write_text(BIG_O_DEAD, encoding="utf-8")  # the judge is up
        select = judge.query_one("#judge-game", Select)
        select.focus()
        await keys(pilot, "enter")
        offered = _offered(select)
        assert "PLO, dead button" in offered
        assert "Big O, dead button" in offered  # read as its list opened
        await _pick(pilot, select, "Big O, dead button")
        assert judge.game.id == "big-o-dead"
