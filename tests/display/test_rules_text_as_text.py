"""The table display draws a house game's name as text: an escape sequence in the rules
file's ``name`` set the tmux pane title of the players' terminal (issue 22 §5)."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_game_file, load_good_games
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.session import DealerSession
from tests.display.helpers import POLL, pot, text, until, visible
from tests.store.scripted_table import GAMES

EVIL = """\
id = "evil"
name = "Evil \\u001b]0;pwned\\u0007 \\u202eOmaha"
hole_cards = 4
split = "high"
max_players = 6
"""


async def test_an_escape_sequence_in_a_games_name_is_drawn_as_text(db_path: Path, tmp_path: Path) -> None:
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "evil.toml").write_text(EVIL, encoding="utf-8")
    games = GamesReadAgain([folder], load_good_games([folder])[0])
    game = load_game_file(folder / "evil.toml")
    app = TableDisplay(db_path, games=games, settings=DisplaySettings(), poll_seconds=POLL)
    async with app.run_test(size=(100, 24)) as pilot:
        setup = TableSetup(game, (Seat("Ann", 200), Seat("Bob", 200)), "Ann", small_blind=1, big_blind=2)
        session = DealerSession.open(setup, db_path, {**GAMES, game.id: game})
        try:
            session.deal()
            await until(pilot, lambda: visible(app, "#table") and pot(app) == "3", "the blinds")
            shown = text(app, "#game")
            assert "Evil \\x1b]0;pwned\\x07 \\u202eOmaha" in shown
            assert "\x1b" not in app.shown_text()
            assert "\u202e" not in app.shown_text()
        finally:
            session.close()
