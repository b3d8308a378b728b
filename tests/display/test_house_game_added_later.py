"""A house rules file dropped in the rules folder after the display started: the dealer's
app (started after it) deals that game, and the display follows the hand. The evening's
play found the display stuck on "hand 8 cannot be replayed: unknown game 'binglao-dead'"
until it was restarted."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_game_file, load_good_games
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.session import DealerSession
from tests.display.helpers import POLL, pot, text, until, visible
from tests.house_games import DEAD_PLO
from tests.store.scripted_table import GAMES


async def test_the_display_follows_a_hand_of_a_house_game_added_after_it_started(
    db_path: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "house"
    folder.mkdir()
    games = GamesReadAgain([folder], load_good_games([folder])[0])  # as `display` reads them
    assert "plo-dead" not in dict(games)
    app = TableDisplay(db_path, games=games, settings=DisplaySettings(), poll_seconds=POLL)
    async with app.run_test(size=(80, 24)) as pilot:
        (folder / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")  # after the start
        game = load_game_file(folder / "plo-dead.toml")
        seats = (Seat("Ann", 200), Seat("Bob", 200), Seat("Cat", 200))
        setup = TableSetup(game, seats, "Ann", small_blind=1, big_blind=2)
        session = DealerSession.open(setup, db_path, {**GAMES, game.id: game})
        try:
            session.deal()
            await until(pilot, lambda: visible(app, "#table") and pot(app) == "3", "the blinds")
            assert "PLO, dead button · hand 1" in text(app, "#game")
        finally:
            session.close()


def test_an_unknown_id_stays_unknown_after_looking_again(tmp_path: Path) -> None:
    games = GamesReadAgain([tmp_path], {})
    assert "no-such-game" not in games
    assert "plo" in games  # the shipped games are found on the way
