"""The equity panel on its own: exact figures counted off the app's thread, ``counting…``
meanwhile, a new street replacing the count under way, and keys answered while it counts."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.pilot import Pilot
from textual.widgets import Static

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.all_in import Race, Runner
from binglao_tui.core.equity import Equity
from binglao_tui.core.rules import Game, load_games
from binglao_tui.tui.widgets import equity_panel
from binglao_tui.tui.widgets.equity_panel import EquityPanel

GAMES = load_games(include_user=False)
ACES = Runner("Ann", parse_cards("Ac Ah Kc Kh"), 10)
RUNDOWN = Runner("Bob", parse_cards("Jc Td 9d 8h"), 10)


def race(board: str = "", *runners: Runner) -> Race:
    return Race(parse_cards(board), runners or (ACES, RUNDOWN), button="Ann")


class PanelApp(App[None]):
    """The panel, a compact one, and a key that writes on the screen."""

    BINDINGS = [Binding("z", "press", "Press")]  # noqa: RUF012 - Textual's own pattern

    def __init__(self) -> None:
        super().__init__()
        self.pressed = 0

    def compose(self) -> ComposeResult:
        yield EquityPanel(id="full")
        yield EquityPanel(compact=True, id="line")
        yield Static("", id="pressed")

    def action_press(self) -> None:
        self.pressed += 1
        self.query_one("#pressed", Static).update(f"pressed {self.pressed}")

    def follow(self, game: Game, races: list[Race]) -> None:
        for panel in self.query(EquityPanel):
            panel.follow(game, races)


async def counted(pilot: Pilot[None]) -> None:
    """Wait (in the app's own time) until every panel has its figures."""
    for _ in range(600):
        if not any(panel.counting for panel in pilot.app.query(EquityPanel)):
            return
        await pilot.pause(0.05)
    raise AssertionError("the equity was never counted")


def full(app: App[None]) -> str:
    return app.query_one("#full", EquityPanel).text


def line(app: App[None]) -> str:
    return app.query_one("#line", EquityPanel).text


async def test_hidden_until_there_is_a_race() -> None:
    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        assert not app.query_one("#full").display
        app.follow(GAMES["plo"], [race("Th 7d 2c")])
        await counted(pilot)
        assert app.query_one("#full").display
        app.follow(GAMES["plo"], [])
        await pilot.pause()
        assert not app.query_one("#full").display
        assert full(app) == ""


async def test_the_golden_plo_all_in_preflop_then_on_the_flop() -> None:
    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race()])
        assert "counting…" in full(app)
        assert line(app) == "All in · equity: counting…"
        await counted(pilot)
        text = full(app)
        assert text.splitlines()[0] == "All in preflop · 1,086,008 boards"
        assert "Ann     63.95%" in text
        assert "Bob     36.05%" in text
        assert line(app) == "All in · equity: Ann 63.95% · Bob 36.05%  (1,086,008 boards)"
        app.follow(GAMES["plo"], [race("Th 7d 2c")])
        await counted(pilot)
        assert full(app).splitlines()[:4] == [
            "All in on the flop T♥ 7♦ 2♣ · 820 boards",
            "Player  Equity  High   Scoop",
            "Ann     44.15%  44.1%  44.1%",
            "Bob     55.85%  55.9%  55.9%",
        ]


async def test_hi_lo_shows_the_high_and_the_low_and_the_scoop() -> None:
    app = PanelApp()
    holes = {"Ann": "Ah 3s Kd Qs", "Bob": "9d 9s 4h 6h", "Cy": "Jc Jd Ts 8h"}
    runners = tuple(Runner(name, parse_cards(cards), 6) for name, cards in holes.items())
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo8"], [race("7s 5d 2c", *runners)])
        await counted(pilot)
        assert full(app).splitlines()[:5] == [
            "All in on the flop 7♠ 5♦ 2♣ · 666 boards",
            "Player  Equity  High   Low    Scoop",
            "Ann     57.96%  40.7%  75.2%  31.8%",
            "Bob     29.50%  34.2%  24.8%  15.2%",
            "Cy      12.54%  25.1%  0.0%   0.0%",
        ]


async def test_a_die_not_rolled_yet_shows_each_face() -> None:
    app = PanelApp()
    runners = (Runner("Ann", parse_cards("Ah 3s Kd Qs")), Runner("Bob", parse_cards("9d 9s 4h 6h")))
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["binglaha"], [race("7s 5d 2c", *runners)])
        await counted(pilot)
        text = full(app)
        assert "Before the roll, the average of the faces:" in text
        assert " roll 1, 2, 3 (high-low eight-or-better): " in text
        assert " roll 4, 5, 6 (high only): " in text


async def test_side_pots_show_each_pots_shares() -> None:
    app = PanelApp()
    short = Runner("Cy", parse_cards("Qs Qd Js Ts"), 4)
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race("Th 7d 2c", ACES, RUNDOWN, short)])
        await counted(pilot)
        text = full(app)
        assert "Main pot 12: Ann " in text
        assert "Side pot 1 12: Ann " in text
        # the Equity column is each one's share of all 24, not the main pot's share
        assert "Equity: the expected share of all 24 in the pots" in text
        lines = text.splitlines()
        main = next(line for line in lines if line.startswith("Main pot 12: "))
        cy_main = float(main.split("Cy ")[1].rstrip("%"))
        cy_row = next(line for line in lines if line.startswith("Cy "))
        cy_whole = float(cy_row.split()[1].rstrip("%"))
        assert abs(cy_whole - cy_main / 2) < 0.1  # Cy can win the main pot only: half the chips
        shares = [
            float(line.split()[1].rstrip("%")) for line in lines if line.split()[:1] in (["Ann"], ["Bob"])
        ]
        assert abs(sum(shares) + cy_whole - 100) < 0.05


async def test_what_the_core_cannot_count_is_said_not_raised() -> None:
    app = PanelApp()
    twin = Runner("Bob", parse_cards("Ac Td 9d 8h"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race("", ACES, twin)])
        await counted(pilot)
        assert "no equity:" in full(app)
        assert "Ac" in full(app) or "A♣" in full(app)


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


async def test_keys_are_answered_while_it_counts(held: threading.Event) -> None:
    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race()])
        for _ in range(3):
            await pilot.press("z")
        await pilot.pause()
        assert str(app.query_one("#pressed", Static).render()) == "pressed 3"
        assert "counting…" in full(app)  # the count is still held back
        held.set()
        await counted(pilot)
        assert "63.95%" in full(app)


async def test_a_new_street_replaces_the_count_under_way(held: threading.Event) -> None:
    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race()])
        app.follow(GAMES["plo"], [race("Th 7d 2c")])  # the flop fell before preflop was counted
        held.set()
        await counted(pilot)
        await pilot.pause(0.2)  # the preflop count, if it were kept, would land by now
        assert full(app).startswith("All in on the flop")
        assert "44.15%" in full(app)


async def test_going_back_to_a_street_shows_it_again_without_counting() -> None:
    app = PanelApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race("Th 7d 2c")])
        await counted(pilot)
        app.follow(GAMES["plo"], [race("Th 7d 2c 3s")])
        await counted(pilot)
        app.follow(GAMES["plo"], [race("Th 7d 2c")])  # an undo of the turn
        assert not app.query_one("#full", EquityPanel).counting
        assert "44.15%" in full(app)


async def test_names_are_shown_as_typed() -> None:
    app = PanelApp()
    odd = Runner("[bold]x", parse_cards("Jc Td 9d 8h"), 10)
    async with app.run_test(size=(80, 24)) as pilot:
        app.follow(GAMES["plo"], [race("Th 7d 2c", ACES, odd)])
        await counted(pilot)
        assert "[bold]x  55.85%" in full(app)
        assert "[bold]x 55.85%" in line(app)
