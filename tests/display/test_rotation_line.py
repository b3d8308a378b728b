"""The players' display says a rotation's next game and when (issue 25), read from the
journal as the dealer's session keeps it: in play, between hands, and while a dealer's
choice is due or made."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from binglao_tui.display.announce import Announcer, coming_game
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.view import table_view
from binglao_tui.session.script import Script
from binglao_tui.store.follow import Follower, Following
from binglao_tui.store.startup import open_for_table
from tests.display.helpers import POLL, text, until
from tests.session.session_play import GAMES

TABLE: dict[str, Any] = {
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


def _rotation_line(follower: Follower) -> str:
    seen = follower.poll() or follower.latest
    assert seen is not None
    view = table_view(seen, DisplaySettings())
    assert view.next_game is not None
    return view.next_game.plain


def test_the_display_says_the_next_game_and_who_chooses(tmp_path: Path) -> None:
    path = tmp_path / "evening.sqlite3"
    opened = open_for_table(path, GAMES)
    follower = Follower(path, GAMES)
    try:
        script = Script(GAMES, opened)
        script.step(TABLE)
        script.step({"choose": {"name": "Ann", "game": "o8"}})
        script.step({"deal": {}})
        assert _rotation_line(follower) == "Bob chooses in 3 hands"
        stakes = table_view(follower.latest, DisplaySettings()).stakes.plain  # Ann's O8
        assert stakes.startswith("Limit 10/20 · blinds 5/10 · a bet and 3 raises  (button Ann")
        for name in ("Ann", "Bob"):
            script.step({"act": {"name": name, "action": "fold"}})
        assert _rotation_line(follower) == "Bob chooses in 2 hands"  # the next hand's
        for folds in (("Bob", "Cat"), ("Cat", "Ann")):
            script.step({"deal": {}})
            for name in folds:
                script.step({"act": {"name": name, "action": "fold"}})
        assert _rotation_line(follower) == "Bob chooses the game now"
        script.step({"choose": {"name": "Bob", "game": "big-o"}})
        assert _rotation_line(follower) == "Cat chooses in 3 hands"  # Big O next, chosen
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
                pilot, lambda: "Bob chooses in 3 hands" in text(app, "#next-game"), "the rotation's line"
            )
            script.step({"act": {"name": "Ann", "action": "fold"}})
            script.step({"act": {"name": "Bob", "action": "fold"}})
            await until(pilot, lambda: "Bob chooses in 2 hands" in text(app, "#next-game"), "the next hand's")
    finally:
        opened.close()


def test_the_room_hears_the_next_game_as_the_last_hand_before_it_is_dealt(tmp_path: Path) -> None:
    path = tmp_path / "evening.sqlite3"
    opened = open_for_table(path, GAMES)
    follower = Follower(path, GAMES)
    announcer = Announcer()
    heard: list[str] = []

    def look() -> None:
        seen = follower.poll() or follower.latest
        assert seen is not None
        in_play = seen.state is Following.IN_PLAY
        coming = coming_game(seen.outlook, in_play)
        heard.extend(announcer.hear(seen.hand, seen.hand_id, in_play, None, 0.0, coming))

    try:
        script = Script(GAMES, opened)
        fixed = {**TABLE["table"], "rotation": {**TABLE["table"]["rotation"], "every": 2, "choice": "fixed"}}
        script.step({"table": fixed})
        script.step({"deal": {}})
        look()  # the first of two PLO8 hands: nothing to say
        for name in ("Ann", "Bob"):
            script.step({"act": {"name": name, "action": "fold"}})
        look()
        assert heard == []
        script.step({"deal": {}})
        look()  # the last PLO8 hand
        assert heard == ["The next game is O8."]
        for name in ("Bob", "Cat"):
            script.step({"act": {"name": name, "action": "fold"}})
        script.step({"deal": {}})
        look()  # the first O8 hand: said once, not again
        assert heard == ["The next game is O8."]
    finally:
        follower.close()
        opened.close()
