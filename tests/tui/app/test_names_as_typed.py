"""Names are shown as typed on every screen that draws one (issue 22 §2).

A player called ``[red]Dan[/]`` was drawn as a red "Dan" by the raise entry ("Dan raises
to") and the all-in prompt ("All in: Dan tables"): their prompt reached a label as a bare
string, which Textual reads as markup. The rule (tui/render/plain.py): a line with a name
in it reaches a widget through ``plain`` (or as content made of parts), never as a bare
string. These walks go through every screen that names a player, at 80x24, and look at
what the terminal shows: wherever "Dan" is drawn, it is drawn with its brackets.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from textual.pilot import Pilot

from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.tournament_setup import TournamentChoice
from tests.session.tournament_play import GAMES, SCHEDULE, TERMS, FakeClock
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, screen_lines, seat_table, settle, type_text

DAN = "[red]Dan[/]"
_BARE = re.compile(r"(?<!\[red\])Dan")  # "Dan" drawn without the brackets typed before it


class Walk:
    """The screens seen on a walk through the app, each checked as it is reached."""

    def __init__(self, app: BinglaoApp, pilot: Pilot[None]) -> None:
        self.app = app
        self.pilot = pilot
        self.seen: list[str] = []

    async def at(self, station: str, *presses: str, text: str = "", named: bool = True) -> None:
        """Press ``presses`` (then type ``text`` and enter), and check the screen reached.
        ``named``: Dan must be on it (so the check is not passed by a screen without him)."""
        await keys(self.pilot, *presses)
        if text:
            await type_text(self.pilot, text)
        lines = screen_lines(self.app)
        shown = "\n".join(lines)
        bare = [line for line in lines if _BARE.search(line)]
        screen = type(self.app.screen).__name__
        assert not bare, f"{station} ({screen}) drew Dan as markup:\n" + "\n".join(bare)
        assert not named or DAN in shown, f"{station}: Dan is not on the screen:\n{shown}"
        self.seen.append(screen)


async def test_a_markup_looking_name_is_drawn_as_typed_through_a_hand_and_the_windows(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, DAN: 6, "Bob": 6}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        walk = Walk(app, pilot)
        await walk.at("the setup")
        await walk.at("Dan to act", "enter", "enter", "c")
        await walk.at("the all-in line", "a")  # "Dan to act", "enter: Dan raises to 6, all in"
        await walk.at("the raise entry", "escape", "b")
        await walk.at("the all-in prompt", text="all")  # typed, not yet entered
        await walk.at("the tabling prompt", "enter", "c", "c")
        await walk.at("face down, typed", text="d")  # enter alone is refused at the question
        await walk.at("the show prompt", "enter", "enter", "enter")  # the streets face down
        await walk.at("the showdown", "enter", text="As Ks 2d 3d")
        await walk.at("Bob shows", "enter", text="Qh Qc 4c 5c")
        await walk.at("Ann shows", "enter", text="Jd Jc 8c 9c")
        await walk.at("the ruling", "enter", "enter", text="Ac Kc 2h 7s 9d")
        await walk.at("the ruling", "enter")
        await walk.at("the floor", "o")
        await walk.at("the pot calculator", "escape", "f2", named=False)
        await walk.at("the judge", "escape", "f3", named=False)
        await walk.at("the next hand", "escape", "enter")
        await walk.at("a free fold", "c", "c", "enter", "c")
        await walk.at("the free fold question", "f")
        await walk.at("the misdeal question", "n", "m")
        await walk.at("the history", "n", "f5")
        await walk.at("a hand's record", "enter")
        await walk.at("the ledger", "escape", "escape", "f6")
    assert set(walk.seen) == {
        "SetupScreen",
        "HandScreen",
        "FloorScreen",
        "PotCalculatorScreen",
        "JudgeScreen",
        "ConfirmScreen",
        "HistoryScreen",
        "HandRecordScreen",
        "LedgerScreen",
    }


async def test_a_markup_looking_name_is_drawn_as_typed_in_the_tournament_windows(tmp_path: Path) -> None:
    players = ("Ann", "Bob", "Cat", DAN)
    seat_table(tmp_path / "config", "plo", dict.fromkeys(players, 1000), "Ann")
    app = BinglaoApp(rng=random.Random(7), config=tmp_path / "config", now=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: app.journal_ready)
        app.tournament.start(TournamentChoice(Tournament.start(SCHEDULE, TERMS, players), GAMES["plo"]))
        await pilot.pause()
        walk = Walk(app, pilot)
        await walk.at("the tournament's hand")
        await walk.at("the desk", "f7")
        await walk.at("the colour-up", "n", "n", "c")  # the clock moved on to the break
        await walk.at("the deal", "escape", "d")  # back at the desk
        await walk.at("the deal's question", "i")
        await walk.at("the tournament ledger", "n", "escape", "escape", "f6")
    assert set(walk.seen) == {
        "TournamentHandScreen",
        "TournamentDeskScreen",
        "DealScreen",
        "ConfirmScreen",
        "BreakScreen",
        "TournamentLedgerScreen",
    }
