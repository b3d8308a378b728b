"""The evening's stumbles at 80x24 (issue 24, section 3), each failing before its fix:

- F3 opened during a hand starts from that hand (it opened with what was typed last time);
- at an all-in, Enter alone no longer deals the street face down and loses the question
  "table the hands for the equity": dealing face down is ``d``, and undo asks again;
- no seat is pushed off the table panel by a tall Next box (the tenth seat was);
- the ruling puts the hand a claim is about first, its reasons in view;
- after a floor ruling the panel shows the floor's award first (it stayed scrolled);
- F5 wraps the winners of side pots instead of cutting them, and lists a misdealt hand.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.session.script import Script
from binglao_tui.store.startup import open_for_table
from binglao_tui.tui.screens.judge import JudgeScreen
from binglao_tui.tui.table_memory import save_setup
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.ruling import RulingView
from tests.tui.app.test_journal import _db, _opened
from tests.tui.conftest import MakeApp
from tests.tui.hand.test_all_in_equity import ACES, all_in_preflop, heads_up
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table, text_of, type_text

TEN = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")


async def test_f3_during_a_hand_starts_from_that_hand(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "binglao", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "3", "enter", "c", "c", "c")  # roll 3, everyone in for 2
        await type_text(pilot, "7s5d2c")
        await keys(pilot, "enter", "f3")
        judge = app.screen
        assert isinstance(judge, JudgeScreen)
        assert judge.query_one("#judge-roll", Input).value == "3"
        assert judge.query_one("#judge-pot", Input).value == "6"
        assert judge.query_one("#judge-board", CardField).text == "7s 5d 2c"
        assert judge.names == ("Ann", "Bob", "Cat")
        await keys(pilot, "escape")


async def test_at_an_all_in_enter_does_not_lose_the_question_and_undo_asks_again(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = heads_up(make_app, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await all_in_preflop(pilot)
        assert text_of(app, "#entry-prompt") == "All in: Ann tables"
        await keys(pilot, "enter")  # a key pressed to go on: refused, the question stays
        hand = hand_of(app)
        assert hand is not None
        assert hand.board == ()
        assert text_of(app, "#entry-prompt") == "All in: Ann tables"
        await type_text(pilot, "d")  # the named key: the flop face down
        await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert len(hand.board) == 3
        await keys(pilot, "escape", "u")  # undo: the question comes back
        assert text_of(app, "#entry-prompt") == "All in: Ann tables"
        await type_text(pilot, ACES)
        await keys(pilot, "enter")
        assert text_of(app, "#entry-prompt") == "All in: Bob tables"


async def test_no_seat_is_pushed_off_the_table_by_a_tall_next_box(make_app: MakeApp, tmp_path: Path) -> None:
    game = load_games(include_user=False)["plo"]
    seats = tuple(Seat(name, 200, number) for number, name in enumerate(TEN, start=1))
    save_setup(tmp_path / "config", TableSetup(game, seats, "Ann", 1, 2, seat_count=10))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "x", "b")  # the sum shown, the amount asked
        drawn = "\n".join(screen_lines(app))
        assert " 10    Jo " in drawn
        assert "Dan raises to" in drawn


async def test_the_ruling_shows_the_hand_a_claim_is_about_first(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "c", "c", "c")  # everyone in for 2
        for street in ("Kh9h6h", "3h", "2c"):  # four hearts on the board
            await type_text(pilot, street)
            await keys(pilot, "enter", "c", "c", "c")  # checked through
        for hole in ("9d9s4c6c", "AhQcQd7c", "2d2s4d5s"):  # Bob, Cat (one heart), then Ann
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        hand = hand_of(app)
        assert hand is not None
        assert hand.is_complete
        lines = app.screen.query_one(RulingView).text.splitlines()
        names = [line for line in lines if line in ("Ann", "Bob", "Cat")]
        assert names[0] == "Cat"  # the one-heart "flush" first, not in seat order
        cat = lines.index("Cat")
        assert any(line.startswith("· ") for line in lines[cat : lines.index(names[1])])  # her reasons


async def test_after_a_floor_ruling_the_panel_shows_the_floors_award_first(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 200, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "c", "c", "c")
        for street in ("Kh9h6h", "3h", "2c"):
            await type_text(pilot, street)
            await keys(pilot, "enter", "c", "c", "c")
        for hole in ("9d9s4c6c", "AdKdQsJs", "AhQcQd7c"):
            await type_text(pilot, hole)
            await keys(pilot, "enter")
        panel = app.screen.query_one("#seats-panel")
        panel.scroll_end(animate=False, immediate=True)  # the dealer read down the ruling
        await pilot.pause()
        assert panel.scroll_y > 0
        session = app.session
        assert session is not None
        assert session.floor({"Ann": 3, "Bob": 3}, "chopped by agreement") is None
        await pilot.pause()
        assert panel.scroll_y == 0
        assert screen_lines(app)[2].startswith("│ Floor ruling: Ann 3, Bob 3 (chopped")


async def test_f5_wraps_side_pots_winners_and_lists_a_misdealt_hand(
    make_app: MakeApp, tmp_path: Path
) -> None:
    opened = open_for_table(_db(), load_games(include_user=False))
    script = Script(load_games(include_user=False), opened)
    players = [
        {"seat": 1, "name": "Annabelle", "stack": 7},
        {"seat": 2, "name": "Bartholomew", "stack": 21},
        {"seat": 3, "name": "Catherine", "stack": 200},
        {"seat": 4, "name": "Dan", "stack": 60},
    ]
    steps: list[object] = [
        {"table": {"game": "plo", "seats": 6, "blinds": [1, 2], "players": players}},
        {"deal": {}},
        {"act": {"name": "Dan", "action": "raise", "to": 7}},
        {"act": {"name": "Annabelle", "action": "all-in"}},
        {"act": {"name": "Bartholomew", "action": "raise", "to": 21}},
        {"act": {"name": "Catherine", "action": "call"}},
        {"act": {"name": "Dan", "action": "call"}},
        {"board": ["7s", "5d", "2c"]},
        {"act": {"name": "Catherine", "action": "bet", "to": 20}},
        {"act": {"name": "Dan", "action": "all-in"}},
        {"act": {"name": "Catherine", "action": "call"}},
        {"board": ["Kc"]},
        {"board": ["9h"]},
        {"show": {"name": "Dan", "cards": ["As", "4s", "Kd", "Qs"]}},
        {"show": {"name": "Annabelle", "cards": ["8c", "6d", "Ah", "Ad"]}},
        {"show": {"name": "Bartholomew", "cards": ["8h", "6h", "2d", "3c"]}},
        {"show": {"name": "Catherine", "cards": ["8s", "6s", "3d", "3h"]}},
        {"deal": {}},
        {"misdeal": {}},
    ]
    for step in steps:
        script.step(step)
    opened.close()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "f5")
        table = app.screen.query_one(DataTable)
        assert table.row_count == 2
        drawn = "\n".join(screen_lines(app))
        assert "side 1:" in drawn
        assert drawn.count("Catherine") == 3  # the winner of every pot, none cut off
        assert "misdeal" in drawn
