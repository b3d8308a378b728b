"""The table setup is the seat map (issue 24): a row a seat, numbered as the real table, the
empty seats drawn; a digit goes to a seat; Ctrl+R empties a seat and nobody else moves;
Ctrl+O sits a player out or brings him back; one confirmation before the deal says every
change and where the button and blinds are and why. The keys the issue counts are counted
here, from the setup's first frame, at 80x24.

Before: the rows were players in order (taking Dan out of seat 4 moved Eve and Fay up a
row), there was no key to go to a seat (setting one stack was 19 keys, all Tab), and a
re-buy or a new player came in with no question and no word of the positions.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import ButtonRule, HouseRules, load_games
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.table_memory import save_setup
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, text_of, type_text

SIX = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def _remember(config: Path, size: int = 9, house: HouseRules | None = None) -> None:
    """A 9-seat PLO table at 1/2 remembered: Ann to Fay in seats 1 to 6, Ann on the button."""
    game = load_games(include_user=False)["plo"]
    seats = tuple(Seat(name, 200, number) for number, name in enumerate(SIX, start=1))
    save_setup(config, TableSetup(game, seats, "Ann", 1, 2, seat_count=size, house=house))


class Counted:
    """Keys pressed through the pilot, counted (typing a name or a stack is not)."""

    def __init__(self, pilot: Pilot[None]) -> None:
        self.pilot = pilot
        self.count = 0

    async def press(self, *presses: str) -> None:
        self.count += len(presses)
        await keys(self.pilot, *presses)

    async def type(self, text: str) -> None:
        await type_text(self.pilot, text)


async def _first_hand_folded(pilot: Pilot[None], app: BinglaoApp) -> None:
    """Start, deal, everyone folds to the big blind (Cat), book it and open the setup."""
    await _opened(pilot, app)
    await keys(pilot, "enter", "enter", "f", "f", "f", "f", "f")
    hand = hand_of(app)
    assert hand is not None
    assert hand.is_complete
    await keys(pilot, "t")
    assert isinstance(app.screen, SetupScreen)


async def test_setting_one_stack_from_the_first_frame_is_at_most_six_keys(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        counted = Counted(pilot)
        await counted.press("4")  # Dan's seat: his stack, selected
        assert app.focused is app.screen.query_one("#stack-3", Input)
        await counted.type("350")
        await counted.press("enter")  # and deal
        assert counted.count + len("350") <= 6
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.stacks["Dan"] == 350


async def test_seating_a_new_player_in_a_chosen_seat_is_at_most_ten_keys_and_his_name_and_stack(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)
        counted = Counted(pilot)
        await counted.press("8")  # an empty seat: its name
        assert app.focused is app.screen.query_one("#name-7", Input)
        await counted.type("Gus")
        await counted.press("tab")
        await counted.type("150")
        await counted.press("enter")
        question = app.screen
        assert isinstance(question, ConfirmScreen)  # the dealer is asked: post or wait
        assert question.question == "Gus sits in seat 8: post 2 and play now, or wait for the big blind?"
        await counted.press("y")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen)
        lines = str(confirm.detail).splitlines()
        assert "Gus sits in seat 8 with 150." in lines
        assert "Gus posts 2 live: a new player's big blind, dealt in at once." in lines
        assert "Button: Bob (seat 2)." in lines
        assert "Gus buys in for 150" in lines
        await counted.press("y")
        assert counted.count <= 10
        assert isinstance(app.screen, HandScreen)
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.number_of("Gus") == 8
        assert hand.bets["Gus"] == 2


async def test_ctrl_r_empties_a_seat_and_nobody_else_moves(make_app: MakeApp, tmp_path: Path) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        await keys(pilot, "4", "ctrl+r")  # Dan's seat
        assert setup.query_one("#name-3", Input).value == ""
        assert [setup.query_one(f"#name-{i}", Input).value for i in (4, 5)] == [
            "Eve",
            "Fay",
        ]  # in their seats
        assert app.focused is setup.query_one("#name-3", Input)
        assert "Dan leaves seat 4" in text_of(app, "#setup-problem")
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Dan leaves the table with 200: a cash-out of 200" in str(dialog.detail).splitlines()
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.names == ("Ann", "Bob", "Cat", "Eve", "Fay")
        assert hand.setup.number_of("Eve") == 5


async def test_a_player_sits_out_then_comes_back_posting_the_blinds_he_missed(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config", house=HouseRules(button_rule=ButtonRule.DEAD))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)  # next: Bob's button, Cat's small blind, Dan's big
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        await keys(pilot, "4", "ctrl+o")  # Dan sits out
        assert text_of(app, "#mark-3") == "out"
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        lines = str(dialog.detail).splitlines()
        assert "Dan sits out." in lines
        assert "Big blind: Eve (seat 5)." in lines  # it passes him
        await keys(pilot, "y")
        for _ in range(2):  # two hands without him: the big and the small blind pass him
            await keys(pilot, "enter", "f", "f", "f", "f")
            hand = hand_of(app)
            assert hand is not None
            assert hand.is_complete
            await keys(pilot, "enter")
        await keys(pilot, "t")
        await keys(pilot, "4", "ctrl+o", "ctrl+s")  # back
        question = app.screen
        assert isinstance(question, ConfirmScreen)
        assert question.question.startswith("Dan is back and owes blinds")
        await keys(pilot, "y")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Dan posts 2 live and 1 dead: the blinds he missed." in str(dialog.detail).splitlines()
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.bets["Dan"] == 2


async def test_a_player_typed_into_another_seat_has_moved(make_app: MakeApp, tmp_path: Path) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#name-0", Input).value = ""  # Ann gets up from seat 1...
        setup.query_one("#name-6", Input).value = "Ann"  # ... and sits down in seat 7
        await keys(pilot, "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        assert "Ann moves from seat 1 to seat 7." in str(dialog.detail).splitlines()
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.number_of("Ann") == 7


async def test_a_player_typed_into_an_empty_seat_takes_his_own_stack_with_him(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)  # Bob posted the small blind: 199 left
        await keys(pilot, "7", *"Bob", "escape", "2", "ctrl+r", "ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, ConfirmScreen)
        lines = str(dialog.detail).splitlines()
        assert "Bob moves from seat 2 to seat 7." in lines
        assert not [line for line in lines if "re-buy" in line or "cash-out" in line]
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        bob = next(seat for seat in hand.setup.seats if seat.name == "Bob")
        assert (bob.number, bob.stack) == (7, 199)


async def test_the_hand_screen_draws_the_empty_seats(make_app: MakeApp, tmp_path: Path) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        assert isinstance(app.screen, HandScreen)
        table = text_of(app, "#seats").splitlines()
        assert [line.split()[0] for line in table[1:]] == [str(n) for n in range(1, 10)]
        assert table[7].split()[1:] == ["·"]  # seat 7, empty


async def test_the_app_takes_up_the_table_a_script_left_between_hands(
    make_app: MakeApp, tmp_path: Path
) -> None:
    from binglao_tui.session.script import Script
    from binglao_tui.store.startup import open_for_table
    from tests.tui.app.test_journal import _db

    games = load_games(include_user=False)
    opened = open_for_table(_db(), games)
    script = Script(games, opened)
    players = [{"seat": 2, "name": "Ann", "stack": 200}, {"seat": 5, "name": "Bob", "stack": 200}]
    script.step({"table": {"game": "plo", "seats": 8, "blinds": [1, 2], "players": players}})
    script.step({"deal": {}})
    script.step({"act": {"name": "Ann", "action": "fold"}})
    script.step({"sit": {"seat": 7, "name": "Cat", "stack": 300}})
    opened.close()
    _remember(tmp_path / "config")  # another table remembered: the journal's comes first
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.query_one("#count", Input).value == "8"
        names = [setup.query_one(f"#name-{i}", Input).value for i in range(8)]
        assert names == ["", "Ann", "", "", "Bob", "", "Cat", ""]
        assert text_of(app, "#mark-6") == "wait"


async def test_a_new_player_in_the_big_blinds_seat_just_posts_it_unasked(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Robert's Rules: one who sits where the big blind falls next posts it; posting or
    waiting come to the same, so the dealer is not asked (Dan leaves seat 4, Gus sits)."""
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _first_hand_folded(pilot, app)
        app.screen.query_one("#name-3", Input).value = "Gus"
        app.screen.query_one("#stack-3", Input).value = "150"
        await keys(pilot, "ctrl+s")
        confirm = app.screen
        assert isinstance(confirm, ConfirmScreen)
        lines = str(confirm.detail).splitlines()  # the confirmation at once, no question
        assert "Gus sits in seat 4 with 150." in lines
        assert "Big blind: Gus (seat 4)." in lines
        await keys(pilot, "y")
        hand = hand_of(app)
        assert hand is not None
        assert hand.bets["Gus"] == 2
