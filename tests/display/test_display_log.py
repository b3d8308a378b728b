"""The table display's words at 80x24 (the dealer's session writing a real SQLite file): the
last line is the hand's own log (a call says its chips, the uncalled bet is said when the
betting ends with it, an undo tells what it took back the same way, no deal names the hole
cards), and a hand run twice tells both boards' pots in the room there is."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.core.engine.actions import Action
from binglao_tui.display.app import TableDisplay
from binglao_tui.display.settings import DisplaySettings
from tests.display.helpers import POLL, pot, text, until, visible
from tests.display.run_twice import SHORT_STACKS, run_twice_to_the_end
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
            await until(pilot, lambda: text(app, "#last") == "Last: Bob raises to 20, all in", "Bob's all-in")
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


@pytest.mark.parametrize("size", [(80, 24), (100, 50)])
async def test_both_boards_pots_fit_the_screen_when_run_twice(db_path: Path, size: tuple[int, int]) -> None:
    app = display(db_path)
    async with app.run_test(size=size) as pilot:
        with dealer(db_path, table("plo8", SHORT_STACKS)) as session:
            session.deal()
            run_twice_to_the_end(session)
            await until(pilot, lambda: visible(app, "#outcome"), "the outcome")
            await pilot.pause(5 * POLL)  # laid out, and made compact if it has to be
            outcome = text(app, "#outcome")
            lines = outcome.splitlines()
            assert "Board 2" in lines
            assert sum(line.startswith(("Main pot", "Side pot")) for line in lines) == 4
            assert app.query_one("#outcome").region.bottom <= app.query_one("#last").region.y
            assert app.query_one("#last").region.bottom <= size[1]
            if size == (80, 24):  # a line a pot, every winner with what won it
                assert "Main pot 9  → Ann 5 (Three kings), Bob 2, Cat 2 (8-4-3-2-A low)" in lines
                assert "Side pot 1 2  → Cat 1 (Three jacks; 7-6-5-4-A low), Bob 1 (7-6-5-4-A low)" in lines
                assert len(lines) == 6
            else:  # room for the whole ruling: each winner's cards too
                assert "★" in outcome
                assert "K♠ K♥ + 8♥ K♦ Q♣" in outcome
