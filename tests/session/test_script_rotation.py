"""``deal --script`` with a rotation of games: the ``table`` step's ``rotation``, the
``choose`` step, and the ``game``, ``next_game`` and ``chooser`` of every output line,
checked hand by hand (a fixed order every orbit with players coming and going, every N
hands, the dealer's choice moving one seat left an orbit, limit O8's bets and cap, a new
run taking up a rotation mid-hand).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from binglao_tui.session.script import Script, ScriptError
from binglao_tui.store.startup import Opened, open_for_table
from tests.session.session_play import GAMES

MENU = [
    {"game": "plo8", "blinds": [5, 10]},
    {"game": "o8", "bets": [10, 20]},
    {"game": "big-o", "blinds": [10, 20]},
]
FOUR = [
    {"seat": 1, "name": "Ann", "stack": 1000},
    {"seat": 3, "name": "Bob", "stack": 1000},
    {"seat": 5, "name": "Cat", "stack": 1000},
    {"seat": 7, "name": "Dan", "stack": 1000},
]


def table(every: object = "orbit", choice: str = "fixed", **more: object) -> dict[str, Any]:
    rotation = {"games": MENU, "every": every, "choice": choice}
    return {"table": {"seats": 8, "button": 1, "players": FOUR, "rotation": rotation, **more}}


@pytest.fixture
def opened(tmp_path: Path) -> Iterator[Opened]:
    database = open_for_table(tmp_path / "evening.sqlite3", GAMES)
    yield database
    database.close()


class Run:
    """A script run step by step, each output line kept as ``deal --script`` prints it."""

    def __init__(self, opened: Opened) -> None:
        self.script = Script(GAMES, opened)
        self.lines: list[dict[str, Any]] = []

    def __call__(self, *steps: object) -> dict[str, Any]:
        for step in steps:
            self.lines.append({"line": len(self.lines) + 1, **self.script.step(step)})
        return self.lines[-1]

    def refused(self, step: object) -> str:
        before = self.script.view() if self.script.session is not None else None
        with pytest.raises(ScriptError) as refusal:
            self.script.step(step)
        if before is not None:
            assert self.script.view() == before
        return str(refusal.value)

    def hand(self) -> tuple[str | None, str | None, str | None]:
        """Deal a hand; everyone folds to the big blind. The deal line's game, next game
        and chooser."""
        line = self({"deal": {}})
        dealt = (line["game"], line["next_game"], line["chooser"])
        while line.get("to_act") is not None:
            line = self({"act": {"name": line["to_act"], "action": "fold"}})
        return dealt


@pytest.fixture
def run(opened: Opened) -> Run:
    return Run(opened)


def test_every_line_says_the_game_the_next_game_and_the_chooser(run: Run) -> None:
    line = run(table())
    assert (line["game"], line["next_game"], line["chooser"]) == ("plo8", "o8", None)
    assert (line["blinds"], line["bets"]) == ([5, 10], None)
    line = run({"deal": {}})
    assert (line["hand"], line["game"], line["next_game"], line["chooser"]) == (1, "plo8", "o8", None)
    assert set(line) >= {"game", "next_game", "chooser"}


def test_a_fixed_order_every_orbit_with_players_coming_and_going(run: Run) -> None:
    """Gus joins seat 8 mid-orbit (ahead of the button: he has it in this orbit), Bob leaves:
    the orbit ends when the button comes back to seat 1."""
    run(table())
    games = [run.hand() for _ in range(2)]  # buttons 1, 3
    run({"sit": {"seat": 8, "name": "Gus", "stack": 1000, "post": True}})
    games += [run.hand() for _ in range(3)]  # buttons 5, 7, 8
    run({"leave": {"name": "Bob"}})
    games += [run.hand() for _ in range(4)]  # buttons 1, 5, 7, 8
    games += [run.hand()]  # button 1
    assert [game for game, _, _ in games] == ["plo8"] * 5 + ["o8"] * 4 + ["big-o"]
    assert [following for _, following, _ in games] == ["o8"] * 5 + ["big-o"] * 4 + ["plo8"]


def test_every_n_hands_whatever_the_button(run: Run) -> None:
    run(table(every=3))
    games = [run.hand()[0] for _ in range(7)]
    assert games == ["plo8"] * 3 + ["o8"] * 3 + ["big-o"]


def test_dealers_choice_moves_one_seat_left_an_orbit(run: Run) -> None:
    line = run(table(choice="dealer"))
    assert (line["game"], line["next_game"], line["chooser"]) == (None, None, "Ann")
    assert run.refused({"deal": {}}) == "Ann chooses the next game first (the dealer's choice)"
    assert run.refused({"choose": {"name": "Bob", "game": "o8"}}) == "it is Ann's choice, not Bob's"
    assert run.refused({"choose": {"name": "Ann", "game": "stud"}}).startswith("'stud' is not on the menu")
    line = run({"choose": {"name": "Ann", "game": "o8"}})
    assert (line["game"], line["next_game"], line["chooser"], line["bets"]) == ("o8", None, "Bob", [10, 20])
    assert [run.hand() for _ in range(4)] == [("o8", None, "Bob")] * 4
    assert run.refused({"deal": {}}) == "Bob chooses the next game first (the dealer's choice)"
    run({"choose": {"name": "Bob", "game": "big-o"}})
    assert [run.hand() for _ in range(4)] == [("big-o", None, "Cat")] * 4
    assert run.refused({"choose": {"name": "Dan", "game": "o8"}}) == "it is Cat's choice, not Dan's"
    line = run({"choose": {"name": "Cat", "game": "big-o"}})  # the same game twice: the house allows it
    assert (line["game"], line["next_game"], line["chooser"]) == ("big-o", None, "Dan")


def test_a_choice_made_early_shows_as_the_next_game(run: Run) -> None:
    run(table(choice="dealer"), {"choose": {"name": "Ann", "game": "plo8"}})
    run.hand()
    line = run({"choose": {"name": "Bob", "game": "o8"}})
    assert (line["game"], line["next_game"], line["chooser"]) == ("plo8", "o8", None)
    assert [run.hand()[0] for _ in range(4)] == ["plo8"] * 3 + ["o8"]


def test_limit_o8_is_dealt_at_its_bets_with_its_cap(run: Run) -> None:
    run(table(every=1))
    run.hand()  # plo8
    line = run({"deal": {}})
    assert (line["game"], line["blinds"], line["bets"], line["posts"]) == (
        "o8",
        [5, 10],
        [10, 20],
        {"Cat": 5, "Dan": 10},
    )
    run({"act": {"name": "Ann", "action": "raise", "to": 20}})
    run({"act": {"name": "Bob", "action": "raise", "to": 30}})
    run({"act": {"name": "Cat", "action": "raise", "to": 40}})
    assert "cap" in run.refused({"act": {"name": "Dan", "action": "raise", "to": 50}}).lower()
    assert run.refused({"act": {"name": "Dan", "action": "raise", "to": 45}})  # only a bet's size


def test_the_table_between_hands_keeps_the_rotation_and_refuses_a_game(run: Run) -> None:
    run(table())
    run.hand()
    message = run.refused({"table": {"game": "plo"}})
    assert message.startswith("table: the rotation deals the games")
    line = run({"table": {"rotation": None, "game": "plo", "blinds": [1, 2]}})
    assert (line["game"], line["next_game"], line["chooser"]) == ("plo", None, None)


def test_rotation_refusals(run: Run) -> None:
    assert run.refused(table(every=0)).startswith("table: a game lasts")
    assert run.refused(table(choice="vote")).startswith('table: rotation: "choice" is one of')
    bad = table()
    bad["table"]["rotation"]["games"] = [{"game": "plo", "bets": [10, 20]}]
    assert run.refused(bad) == "table: PLO is pot-limit: it has blinds, not bets"
    assert run.refused(table(game="plo")) == "table: the game 'plo' is not on the rotation (plo8, o8, big-o)"
    assert (
        run.refused(table(game="o8"))
        == "table: in a fixed order the first game is the rotation's first, plo8"
    )
    assert "seats is from 2 to 8" in run.refused(table(seats=9))


def test_a_new_run_takes_the_rotation_up_mid_hand(opened: Opened, tmp_path: Path) -> None:
    first = Run(opened)
    first(table(choice="dealer"), {"choose": {"name": "Ann", "game": "big-o"}})
    for _ in range(3):
        first.hand()
    line = first({"deal": {}})
    assert (line["game"], line["chooser"]) == ("big-o", "Bob")
    again = Run(opened)  # the same database, a new run (the app or a script after a kill)
    line = again({"act": {"name": line["to_act"], "action": "fold"}})
    assert (line["hand"], line["game"], line["next_game"], line["chooser"]) == (4, "big-o", None, "Bob")


def test_an_absent_chooser_every_n_hands_gives_the_pick_to_the_button_at_the_change(run: Run) -> None:
    """absent_chooser "button": Bob, whose turn it is, sits out; the pick is the player on
    the button at the hand where the game changes (Dan, two hands on), named so from the
    start and the same whenever it is made."""
    rotation = {"games": MENU, "every": 2, "choice": "dealer", "absent_chooser": "button"}
    players = [
        {"seat": 1, "name": "Ann", "stack": 1000},
        {"seat": 2, "name": "Bob", "stack": 1000},
        {"seat": 3, "name": "Cat", "stack": 1000},
        {"seat": 4, "name": "Dan", "stack": 1000},
    ]
    run({"table": {"seats": 8, "button": 1, "players": players, "rotation": rotation}})
    run({"choose": {"name": "Ann", "game": "plo8"}}, {"sit_out": {"name": "Bob"}})
    choosers = [run({"deal": {}})["chooser"]]
    choosers.append(
        run({"act": {"name": "Ann", "action": "fold"}}, {"act": {"name": "Cat", "action": "fold"}})["chooser"]
    )
    assert choosers == ["Dan", "Dan"]
    assert "Dan's choice" in run.refused({"choose": {"name": "Cat", "game": "o8"}})
    line = run({"choose": {"name": "Dan", "game": "o8"}}, {"deal": {}})
    assert (line["hand"], line["game"], line["next_game"]) == (2, "plo8", "o8")
