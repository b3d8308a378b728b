"""The setup's drop-downs answer the keyboard: a dealer who opens the Game list with enter
moves through it with the arrows and picks a game with enter (the evening's play found the
arrows did nothing, so a house game could not be chosen without a mouse)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, post_keys, settle

DEAD_BINGLAO = """id = "binglao-dead"
name = "Binglao, dead button"
hole_cards = 4
split = "hi-lo"
low = "8-or-better"
max_players = 6

[house]
button_rule = "dead"
"""


def _house_rules(tmp_path: Path) -> list[str]:
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "binglao-dead.toml").write_text(DEAD_BINGLAO, encoding="utf-8")
    return [str(folder)]


async def test_arrows_move_through_the_open_game_list_and_enter_picks_the_house_game(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app(rules_dirs=_house_rules(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "tab", "enter")  # from Start to the Game list, opened
        game = app.screen.query_one("#game", Select)
        assert game.expanded
        overlay = app.screen.query_one(SelectOverlay)
        names = [str(overlay.get_option_at_index(i).prompt) for i in range(overlay.option_count)]
        wanted = names.index("Binglao, dead button")
        start = overlay.highlighted or 0
        assert wanted > start
        await keys(pilot, *["down"] * (wanted - start))
        assert overlay.highlighted == wanted
        await keys(pilot, "enter")
        assert not game.expanded
        assert game.value == "binglao-dead"


async def test_a_burst_of_arrows_in_the_open_list_is_applied_in_full(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "tab", "enter")
        overlay = app.screen.query_one(SelectOverlay)
        start = overlay.highlighted or 0
        post_keys(app, "down", "down", "up", "down")  # all at once, as a fast dealer types
        assert await settle(pilot, lambda: overlay.highlighted == start + 2)
