"""The players' display says a rotation's next game and when (issue 25), read from the
journal as the dealer's session keeps it: in play, between hands, and while a dealer's
choice is due or made."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.view import table_view
from binglao_tui.session.script import Script
from binglao_tui.store.follow import Follower
from binglao_tui.store.startup import open_for_table
from tests.display.helpers import POLL, text, until
from tests.session.session_play import GAMES

TABLE = {
    "table": {
        "seats": 8,
        "players": [
            {"seat": 1, "name": "Ann", "stack": 1000},
            {"seat": 3, "name": "Bob", "stack": 1000},
            {"seat": 5, "name": "Cat", "stack": 1000},
        ],
        "rotation": {
            "games": [
                {"game": "plo8", "blinds": [5, 10]},
                {"game": "o8", "bets": [10, 20]},
                {"game": "big-o", "blinds": [5, 10]},
            ],
            "every": "orbit",
            "choice": "dealer",
        },
    }
}


def _stakes_line(follower: Follower) -> str:
    seen = follower.poll() or follower.latest
    assert seen is not None
    view = table_view(seen, DisplaySettings())
    assert view.stakes is not None
    return view.stakes.plain


def test_the_display_says_the_next_game_and_who_chooses(tmp_path: Path) -> None:
    path = tmp_path / "evening.sqlite3"
    opened = open_for_table(path, GAMES)
    follower = Follower(path, GAMES)
    try:
        script = Script(GAMES, opened)
        script.step(TABLE)
        script.step({"choose": {"name": "Ann", "game": "o8"}})
        script.step({"deal": {}})
        assert _stakes_line(follower).endswith("·  Bob chooses in 3 hands")
        for name in ("Ann", "Bob"):
            script.step({"act": {"name": name, "action": "fold"}})
        assert _stakes_line(follower).endswith("·  Bob chooses in 2 hands")  # the next hand's
        for folds in (("Bob", "Cat"), ("Cat", "Ann")):
            script.step({"deal": {}})
            for name in folds:
                script.step({"act": {"name": name, "action": "fold"}})
        assert _stakes_line(follower).endswith("·  Bob chooses the game now")
        script.step({"choose": {"name": "Bob", "game": "big-o"}})
        assert _stakes_line(follower).endswith("·  Cat chooses in 3 hands")  # Big O next, chosen
    finally:
        follower.close()
        opened.close()


async def test_the_display_app_shows_the_line_at_80x24(tmp_path: Path) -> None:
    path = tmp_path / "evening.sqlite3"
    opened = open_for_table(path, GAMES)
    try:
        script = Script(GAMES, opened)
        script.step(TABLE)
        script.step({"choose": {"name": "Ann", "game": "big-o"}})
        script.step({"deal": {}})
        app = TableDisplay(path, games=GAMES, settings=DisplaySettings(), poll_seconds=POLL)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(
                pilot, lambda: "Bob chooses in 3 hands" in text(app, "#stakes"), "the rotation's line"
            )
            script.step({"act": {"name": "Ann", "action": "fold"}})
            script.step({"act": {"name": "Bob", "action": "fold"}})
            await until(pilot, lambda: "Bob chooses in 2 hands" in text(app, "#stakes"), "the next hand's")
    finally:
        opened.close()
