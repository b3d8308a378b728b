"""The table display's speed (issue 13): how soon a committed step is on the players' screen.

A display sees a step at its next look at the journal (every quarter of a second) plus
the time to read the hand and replay it through the engine. Measured here on a real file
in a temporary folder, the dealer's own session writing it:

- the follower's look when nothing changed (four times a second, all evening);
- its read and replay when a step was committed, against the dealer's own step (the
  engine plus the committed, synced write), measured in the same run;
- a headless display (Textual's test driver) from the dealer's step returning to the
  new pot on its screen, over a hand's steps: the issue asks for half a second.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.session import DealerSession

GAMES = load_games(include_user=False)
NAMES = ("Ann", "Bob", "Cat", "Dee", "Eve", "Fay")
TARGET_SECONDS = 0.5


def _table() -> TableSetup:
    return TableSetup(GAMES["plo"], tuple(Seat(n, 10_000) for n in NAMES), "Ann", 1, 2)


def _steps() -> list[Action]:
    """A six-handed hand to the river: every player calls and checks along, cards entered."""
    deck = iter(parse_cards("As Ah Kd Qc Js Td 9s 8h 6c 6d 4h 3s 2c 2d 3c 4c 5c 7c 8c 9c Tc Jc Qd Kc"))
    dealt_from_the_small_blind = ("Bob", "Cat", *NAMES[3:], "Ann")
    steps = [Action.deal_hole(name, [next(deck) for _ in range(4)]) for name in dealt_from_the_small_blind]
    steps += [Action.call(n) for n in ("Dee", "Eve", "Fay", "Ann", "Bob")] + [Action.check("Cat")]
    for board in ("Th 7d 2h", "5s", "9d"):
        steps.append(Action.deal_board(parse_cards(board)))
        steps += [Action.check(n) for n in ("Bob", "Cat", "Dee", "Eve", "Fay", "Ann")]
    return steps


def follower_costs(runs: int) -> tuple[float, float, float]:
    """Seconds for a look with no news, for a look that reads and replays a new step, and
    for the dealer's step itself (medians over a hand's steps, ``runs`` hands)."""
    from binglao_tui.store.follow import Follower

    idle: list[float] = []
    news: list[float] = []
    dealt: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "evening.sqlite3"
        session = DealerSession.open(_table(), path, GAMES)
        follower = Follower(path, GAMES)
        try:
            for _ in range(runs):
                session.deal()
                follower.poll()
                for action in _steps():
                    start = time.perf_counter()
                    assert session.apply(action) is None
                    dealt.append(time.perf_counter() - start)
                    start = time.perf_counter()
                    assert follower.poll() is not None
                    news.append(time.perf_counter() - start)
                    start = time.perf_counter()
                    assert follower.poll() is None
                    idle.append(time.perf_counter() - start)
                assert session.misdeal() is None  # the next run deals afresh
        finally:
            follower.close()
            session.close()
    return statistics.median(idle), statistics.median(news), statistics.median(dealt)


def screen_latency() -> tuple[float, float]:
    """Median and worst seconds from the dealer's step returning to the display showing
    its new pot, over a hand's steps (the display polling as it does at the table)."""
    return asyncio.run(_latency())


async def _latency() -> tuple[float, float]:
    from textual.widgets import Digits

    from binglao_tui.display.app import TableDisplay

    delays: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "evening.sqlite3"
        session = DealerSession.open(_table(), path, GAMES)
        try:
            session.deal()
            app = TableDisplay(path, games=GAMES)
            async with app.run_test(size=(100, 32)) as pilot:
                while app.followed is None or app.followed.hand is None:
                    await pilot.pause(0.01)
                for action in _steps():
                    assert session.apply(action) is None
                    start = time.perf_counter()
                    hand = session.hand
                    assert hand is not None
                    steps = len(hand.actions)
                    while app.followed is None or app.followed.steps != steps:
                        await asyncio.sleep(0.002)
                    delays.append(time.perf_counter() - start)
                    assert app.query_one("#pot", Digits).value == str(hand.pot_total)
        finally:
            session.close()
    return statistics.median(delays), max(delays)
