"""The all-in equity in the app: the hands tabled at the all-in, each player's equity shown
and counted again as each street falls, a board each when run twice, the judge's equity
while board cards are still to come, and keys answered while it counts.

The figures are the issue's golden PLO case: ``Ac Ah Kc Kh`` against ``Jc Td 9d 8h`` is
63.95% / 36.05% preflop and 44.15% / 55.85% on ``Th 7d 2c``. The equity is information
only: the pot still goes by the judge's ruling.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from binglao_tui.core.engine.all_in import Race
from binglao_tui.core.engine.hand import Phase
from binglao_tui.core.equity import Equity
from binglao_tui.core.rules import Game
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.widgets import equity_panel
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, seat_table, text_of, type_text

ACES, RUNDOWN = "acahkckh", "jctd9d8h"


def panel(app: BinglaoApp) -> EquityPanel:
    return app.screen.query_one(EquityPanel)


async def counted(pilot: Pilot[None]) -> str:
    """Wait (in the app's own time) for the figures; the panel's text."""
    for _ in range(600):
        shown = panel(pilot.app)  # type: ignore[arg-type]
        if not shown.counting:
            return shown.text
        await pilot.pause(0.05)
    raise AssertionError("the equity was never counted")


def heads_up(make_app: MakeApp, tmp_path: Path) -> BinglaoApp:
    """The app at a heads-up PLO table, both with 6 (all in is the pot limit)."""
    seat_table(tmp_path / "config", "plo", {"Ann": 6, "Bob": 6}, "Ann")
    return make_app()


async def all_in_preflop(pilot: Pilot[None]) -> None:
    """Both all in for 6 before the flop."""
    await keys(pilot, "enter", "enter", "a", "enter", "c")  # the remembered table, the deal, all in, called


async def table_both(pilot: Pilot[None]) -> None:
    for hole in (ACES, RUNDOWN):
        await type_text(pilot, hole)
        await keys(pilot, "enter")


async def test_an_all_in_asks_for_the_hands_then_shows_the_equity_street_by_street(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = heads_up(make_app, tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await all_in_preflop(pilot)
        assert isinstance(app.screen, HandScreen)
        assert phase(app) is Phase.DEAL_BOARD
        assert text_of(app, "#entry-prompt") == "All in: Ann tables"  # the last aggressor first
        assert not panel(app).display
        await type_text(pilot, ACES)
        await keys(pilot, "enter")
        assert text_of(app, "#entry-prompt") == "All in: Bob tables"
        assert not panel(app).display  # Bob's hand is still face down
        await type_text(pilot, RUNDOWN)
        await keys(pilot, "enter")
        assert text_of(app, "#entry-prompt") == "Flop: 3 cards"
        text = await counted(pilot)
        assert text.splitlines()[0] == "All in preflop · 1,086,008 boards"
        assert "Ann     63.95%" in text
        assert "Bob     36.05%" in text
        await type_text(pilot, "th7d2c")
        await keys(pilot, "enter")
        text = await counted(pilot)
        assert text.splitlines()[0] == "All in on the flop T♥ 7♦ 2♣ · 820 boards"
        assert "Ann     44.15%" in text
        assert "Bob     55.85%" in text
        await type_text(pilot, "3s")
        await keys(pilot, "enter")
        assert "on the turn" in await counted(pilot)
        await type_text(pilot, "6s")
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.is_complete
        assert not panel(app).display  # the ruling, not the equity, says who wins
        assert hand.payouts == {"Ann": 0, "Bob": 12}  # Bob's straight, whatever the equity was
        assert "Ten-high straight" in app.screen.query_one(RulingView).text


async def test_dealing_on_at_the_prompt_leaves_the_hands_face_down(make_app: MakeApp, tmp_path: Path) -> None:
    app = heads_up(make_app, tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await all_in_preflop(pilot)
        await type_text(pilot, "th7d2c")  # the flop, not a hand: nobody is tabled
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.board) == 3
        assert text_of(app, "#entry-prompt") == "Turn: 1 card"  # it asks no more at this all-in
        assert not panel(app).display
        await keys(pilot, "escape", "s")  # the show key tables them after all
        assert text_of(app, "#entry-prompt") == "All in: Ann tables"
        await table_both(pilot)
        assert "44.15%" in await counted(pilot)


async def test_run_it_twice_shows_each_boards_equity(make_app: MakeApp, tmp_path: Path) -> None:
    app = heads_up(make_app, tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        await all_in_preflop(pilot)
        await table_both(pilot)
        await type_text(pilot, "twice")
        await keys(pilot, "enter")
        text = await counted(pilot)
        assert "Board 1 preflop · 1,086,008 boards" in text
        assert "Board 2 preflop · 1,086,008 boards" in text
        await type_text(pilot, "th7d2c")
        await keys(pilot, "enter")
        text = await counted(pilot)
        assert "Board 1 on the flop T♥ 7♦ 2♣ · 820 boards" in text
        lines = text.splitlines()
        assert lines[2] == "Ann     44.15%  44.1%  44.1%"
        # the second board is still to come from a deck without the first board's flop
        assert lines[4] == "Board 2 preflop · 749,398 boards · 3 dead"
        assert lines[6].startswith("Ann     65.17%")


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Hold every count back until the test lets it go (the real count then runs)."""
    gate = threading.Event()
    real = equity_panel.count_race

    def count_when_let(game: Game, race: Race) -> Equity | str:
        gate.wait(timeout=30)
        return real(game, race)

    monkeypatch.setattr(equity_panel, "count_race", count_when_let)
    yield gate
    gate.set()


async def test_keys_while_it_counts_are_answered_and_the_old_count_is_dropped(
    make_app: MakeApp, tmp_path: Path, held: threading.Event
) -> None:
    app = heads_up(make_app, tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        await all_in_preflop(pilot)
        await table_both(pilot)
        assert panel(app).counting
        await type_text(pilot, "th7d2c")  # the flop falls while preflop is being counted
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.board) == 3
        assert text_of(app, "#entry-prompt") == "Turn: 1 card"
        assert "counting…" in panel(app).text
        held.set()
        text = await counted(pilot)
        await pilot.pause(0.3)  # the preflop count, were it kept, would have landed by now
        assert panel(app).text == text
        assert text.startswith("All in on the flop")
        assert "44.15%" in text
        assert "63.95%" not in text


async def test_the_judge_shows_the_equity_until_the_board_is_complete(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("f3")
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        screen.query_one("#judge-game").value = "plo"  # type: ignore[attr-defined]
        await pilot.pause()
        fields = list(screen.query(CardField))
        fields[1].input.value = "Ac Ah Kc Kh"
        fields[2].input.value = "Jc Td 9d 8h"
        fields[0].input.value = "Th 7d 2c"
        await pilot.pause()
        text = await counted(pilot)
        assert text.splitlines()[0] == "All in on the flop T♥ 7♦ 2♣ · 820 boards"
        assert "Ann     44.15%" in text
        assert screen.query_one(RulingView).text == ""
        fields[0].input.value = "Th 7d 2c 3s 6s"
        await pilot.pause()
        assert not panel(app).display
        assert "Ten-high straight" in screen.query_one(RulingView).text
        fields[0].input.value = ""  # no board at all: the equity before the flop
        await pilot.pause()
        assert "63.95%" in await counted(pilot)
