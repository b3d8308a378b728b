"""The rotation of games in the app at 80x24 (issue 25): set up from the table setup (ctrl+g,
a preset or the games typed), the game now and the next game and when in the hand screen's
title, the log's line at a change in the dealer's words, and a dealer's-choice pick before
the hand it picks. The keys to set up the "Mixed Omaha" preset are counted from the setup's
first frame.
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.screens.rotation import ChooseScreen, RotationScreen
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.table_memory import save_setup
from tests.tui.app.test_journal import _opened
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, text_of, type_text

FOUR = ("Ann", "Bob", "Cat", "Dan")


def _remember(config: Path) -> None:
    """A 6-seat PLO table at 5/10 remembered: Ann to Dan in seats 1 to 4, Ann on the button."""
    game = load_games(include_user=False)["plo"]
    seats = tuple(Seat(name, 1000, number) for number, name in enumerate(FOUR, start=1))
    save_setup(config, TableSetup(game, seats, "Ann", 5, 10, seat_count=6))


async def _fold_and_book(pilot: Pilot[None], app: BinglaoApp) -> None:
    """The hole cards dealt, everyone folds to the big blind; enter books it and deals the next."""
    await keys(pilot, "enter", "f", "f", "f")
    hand = hand_of(app)
    assert hand is not None
    assert hand.is_complete
    await keys(pilot, "enter")


def _title(app: BinglaoApp) -> str:
    assert isinstance(app.screen, HandScreen)
    return str(app.screen.sub_title)


async def test_mixed_omaha_is_five_keys_from_the_first_frame(make_app: MakeApp, tmp_path: Path) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        presses = ("ctrl+g", "down", "enter", "ctrl+s")  # the form, Mixed Omaha, filled, confirmed
        await keys(pilot, *presses)
        assert isinstance(app.screen, SetupScreen)
        assert "Rotation: Mixed Omaha: PLO8, O8, Big O; every orbit, in turn" in " ".join(
            text_of(app, "#rotation-line").split()
        )
        await keys(pilot, "enter")  # start
        assert len(presses) + 1 == 5
        hand = hand_of(app)
        assert hand is not None
        assert (hand.setup.game.id, hand.setup.small_blind, hand.setup.big_blind) == ("plo8", 5, 10)
        assert _title(app) == "Hand 1 · PLO8 · 4 hands to O8"


async def test_the_game_now_and_next_and_the_change_in_the_dealers_words(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "ctrl+g", "down", "enter", "ctrl+s", "enter")
        titles = [_title(app)]
        for _ in range(4):
            await _fold_and_book(pilot, app)
            titles.append(_title(app))
        assert titles == [
            "Hand 1 · PLO8 · 4 hands to O8",
            "Hand 2 · PLO8 · 3 hands to O8",
            "Hand 3 · PLO8 · 2 hands to O8",
            "Hand 4 · PLO8 · 1 hand to O8",
            "Hand 5 · O8 · 4 hands to Big O",
        ]
        hand = hand_of(app)
        assert hand is not None
        assert (hand.setup.game.id, hand.setup.small_bet, hand.setup.big_bet) == ("o8", 10, 20)
        said = " ".join(" ".join(screen_lines(app)).split())
        assert "Game change: Limit Omaha Hi-Lo Eight-or-Better." in said
        assert "Fixed limit: bets of 10 before the flop and on the flop, 20 on the turn" in said
        assert "4 cards each, high-low eight-or-better · 10/20 fixed-limit, blinds 5/10" in said


async def test_a_rotation_typed_in_the_form_and_a_dealers_choice_pick(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "ctrl+g", "tab")  # from the presets to the games
        form = app.screen
        assert isinstance(form, RotationScreen)
        assert app.focused is form.query_one("#rotation-games", Input)
        await type_text(pilot, "plo8 5/10, o8 10/20, big-o 10/20")
        await keys(pilot, "enter")  # every: orbit
        await keys(pilot, "enter")  # next game
        choice = form.query_one("#rotation-choice", Input)
        choice.value = ""
        await type_text(pilot, "choice")
        said = " ".join(" ".join(screen_lines(app)).split())
        assert "PLO8, O8, Big O; every orbit, dealer's choice" in said
        await keys(pilot, "ctrl+s", "enter")
        chooser = app.screen
        assert isinstance(chooser, ChooseScreen)
        assert chooser.chooser == "Ann"
        assert "Dealer's choice: Ann picks the next game" in " ".join(screen_lines(app))
        await keys(pilot, "down", "enter")  # O8
        hand = hand_of(app)
        assert hand is not None
        assert hand.setup.game.id == "o8"
        assert _title(app) == "Hand 1 · O8 · Bob chooses in 4 hands"


async def test_a_bad_menu_is_said_under_the_form_and_nothing_is_confirmed(
    make_app: MakeApp, tmp_path: Path
) -> None:
    _remember(tmp_path / "config")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, app)
        await keys(pilot, "ctrl+g", "tab")
        await type_text(pilot, "plo8 5/10, stud 1/2")
        await keys(pilot, "ctrl+s")
        assert isinstance(app.screen, RotationScreen)
        assert "✗ Unknown game 'stud'" in text_of(app, "#rotation-said")
        await keys(pilot, "escape")
        assert isinstance(app.screen, SetupScreen)
        assert "One game all night" in text_of(app, "#rotation-line")


async def test_a_new_run_takes_the_rotation_up_where_it_stood(make_app: MakeApp, tmp_path: Path) -> None:
    """Quit mid-hand in a dealer's choice; the next run resumes the hand and the rotation:
    the same game, the same chooser, the same count."""
    _remember(tmp_path / "config")
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, first)
        await keys(pilot, "ctrl+g", "down", "enter")  # Mixed Omaha, filled
        form = first.screen
        assert isinstance(form, RotationScreen)
        form.query_one("#rotation-choice", Input).value = "choice"
        await keys(pilot, "ctrl+s", "enter", "down", "down", "enter")  # Ann picks Big O
        await _fold_and_book(pilot, first)
        assert _title(first) == "Hand 2 · Big O · Bob chooses in 3 hands"
        await keys(pilot, "enter", "ctrl+q", "y")  # the cards dealt; quit, the hand kept
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await _opened(pilot, second)
        await keys(pilot, "enter")  # resume hand 2
        hand = hand_of(second)
        assert hand is not None
        assert hand.setup.game.id == "big-o"
        assert _title(second) == "Hand 2 · Big O · Bob chooses in 3 hands"
        await keys(pilot, "f", "f", "f")
        await keys(pilot, "enter")  # booked; the next hand dealt
        assert _title(second) == "Hand 3 · Big O · Bob chooses in 2 hands"
