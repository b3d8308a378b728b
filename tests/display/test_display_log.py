"""The table display's last line is the hand's own log (the dealer's session writing a real
SQLite file): a call says its chips, the uncalled bet is said when the betting ends with
it, an undo tells what it took back the same way, and no deal names the hole cards."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from tests.display.helpers import POLL, pot, text, until
from tests.store.scripted_table import GAMES, HOLES, dealer, play, table

UNCALLED = "Cat's own 40 comes back: nobody called it"


def display(db_path: Path) -> TableDisplay:
    return TableDisplay(db_path, games=GAMES, settings=DisplaySettings(), poll_seconds=POLL)


async def test_the_last_line_says_the_chips_and_the_uncalled_bet(db_path: Path) -> None:
    short_stack = table(stacks={"Ann": 200, "Bob": 20, "Cat": 200})
    app = display(db_path)
    async with app.run_test(size=(80, 24)) as pilot:
        with dealer(db_path, short_stack) as session:
            session.deal()
            play(session, ((Action.deal_hole("Ann", HOLES["Ann"]), 3), (Action.deal_hole(), 3)))
            await until(pilot, lambda: text(app, "#last") == "Last: Hole cards dealt", "the deal")
            play(session, ((Action.raise_to("Ann", 7), 10), (Action.all_in("Bob"), 29)))
            await until(pilot, lambda: text(app, "#last") == "Last: Bob is all in for 20", "Bob's all-in")
            play(session, ((Action.raise_to("Cat", 60), 87),))
            await until(pilot, lambda: pot(app) == "87", "Cat's raise")
            play(session, ((Action.fold("Ann"), 47),))
            said = f"Last: Ann folds; {UNCALLED}"
            await until(pilot, lambda: text(app, "#last") == said, "the uncalled bet")
            assert app.query_one("#last").region.bottom <= 24
            assert session.undo() is None
            await until(pilot, lambda: text(app, "#last").startswith("Taken back: "), "the undo")
            assert text(app, "#last") == f"Taken back: Ann folds; {UNCALLED}"
            play(session, ((Action.call("Ann"), 140),))
            await until(pilot, lambda: text(app, "#last") == "Last: Ann calls 53", "Ann's call")
            assert "A♠" not in app.shown_text()  # Ann's cards were entered, never shown
