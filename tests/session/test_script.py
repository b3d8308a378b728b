"""``deal --script``'s steps through :class:`~binglao_tui.session.script.Script`: every step,
every refusal, the output keys, and evenings checked hand by hand against the rules of the
seat map (dead and moving button, new players posting or waiting, a new player between the
button and the big blind, sitting out and back, heads-up). The command itself (lines in,
lines out, exit 2) is tested in ``tests/cli/test_deal_cli.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from binglao_tui.core.engine.table import SeatState
from binglao_tui.session import DealerSession
from binglao_tui.session.script import Script, ScriptError
from binglao_tui.store.startup import Opened, open_for_table
from tests.session.session_play import GAMES

KEYS = {
    "line",
    "hand",
    "game",
    "button_seat",
    "dead_button",
    "small_blind",
    "big_blind",
    "posts",
    "seats",
    "to_act",
}

FOUR = [
    {"seat": 1, "name": "Ann", "stack": 200},
    {"seat": 3, "name": "Bob", "stack": 200},
    {"seat": 5, "name": "Cat", "stack": 200},
    {"seat": 7, "name": "Dan", "stack": 200},
]


def table(house: dict[str, object] | None = None, **more: object) -> dict[str, Any]:
    """A 9-seat PLO table at 1/2: Ann (1, button), Bob (3), Cat (5), Dan (7)."""
    step: dict[str, Any] = {"game": "plo", "seats": 9, "blinds": [1, 2], "button": 1, "players": FOUR, **more}
    if house is not None:
        step["house"] = house
    return {"table": step}


@pytest.fixture
def opened(tmp_path: Path) -> Iterator[Opened]:
    database = open_for_table(tmp_path / "evening.sqlite3", GAMES)
    yield database
    database.close()


class Run:
    """A script run step by step; each output line kept as ``deal --script`` prints it."""

    def __init__(self, opened: Opened) -> None:
        self.script = Script(GAMES, opened)
        self.lines: list[dict[str, Any]] = []

    def __call__(self, *steps: object) -> dict[str, Any]:
        for step in steps:
            self.lines.append({"line": len(self.lines) + 1, **self.script.step(step)})
        return self.lines[-1]

    def refused(self, step: object, *words: str) -> str:
        """The step is refused with ``words`` in the reason, and the table is as it was."""
        before = self.script.view() if self.script.session is not None else None
        with pytest.raises(ScriptError) as refusal:
            self.script.step(step)
        for word in words:
            assert word in str(refusal.value), str(refusal.value)
        if before is not None:
            assert self.script.view() == before
        return str(refusal.value)


@pytest.fixture
def run(opened: Opened) -> Run:
    return Run(opened)


def folds_to_the_big_blind(run: Run) -> dict[str, Any]:
    """Everyone folds to the big blind; the line of the last fold (the hand booked)."""
    line = run.lines[-1]
    while line.get("to_act") is not None:
        line = run({"act": {"name": line["to_act"], "action": "fold"}})
    return line


def hand_of(run: Run) -> tuple[int | None, str | None, str | None, dict[str, int]]:
    line = run.lines[-1]
    return line["button_seat"], line["small_blind"], line["big_blind"], line["posts"]


# -- the output ------------------------------------------------------------------------------


def test_every_line_has_the_contracts_keys_and_a_decided_hand_its_awards(run: Run) -> None:
    line = run(table())
    assert set(line) >= KEYS
    assert line["hand"] is None
    assert line["seats"] == [{**player, "state": "in"} for player in FOUR]
    line = run({"deal": {}})
    assert set(line) >= KEYS
    assert (line["hand"], line["game"], line["button_seat"], line["dead_button"]) == (1, "plo", 1, False)
    assert (line["small_blind"], line["big_blind"], line["posts"]) == ("Bob", "Cat", {"Bob": 1, "Cat": 2})
    assert line["to_act"] == "Dan"
    last = folds_to_the_big_blind(run)
    assert last["awards"] == {"Cat": 2}  # the pot; her uncalled big blind's other chip goes back
    assert last["hand"] == 1
    assert run({"sit_out": {"name": "Bob"}})["hand"] is None  # booked: between hands


# -- table --------------------------------------------------------------------------------------


def test_table_refusals(run: Run) -> None:
    run.refused({"deal": {}}, "the first step sets the table")
    run.refused({"table": {"game": "plo"}}, "needs 'blinds'")
    run.refused(table(game="nope"), "unknown game 'nope'")
    run.refused(table(seats=11), "seats is from 2 to 10")
    run.refused(table(button=2), "seat 2 has no player")
    run.refused(table(house={"button_rule": "sideways"}), "house.button_rule")
    run.refused(table(colour="red"), "unknown key 'colour'")
    run.refused(table(blinds=[2]), "blinds are [small, big]")
    twice = [*FOUR, {"seat": 1, "name": "Eve", "stack": 100}]
    run.refused(table(players=twice), "two players in one seat")
    run.refused(["table"], "an object with one key")
    run.refused({"table": {}, "deal": {}}, "an object with one key")
    run.refused({"dance": {}}, "unknown step 'dance'")


def test_table_between_hands_changes_the_stakes_and_keeps_the_seats(run: Run) -> None:
    run(table(), {"deal": {}})
    folds_to_the_big_blind(run)
    line = run({"table": {"blinds": [2, 5], "house": {"button_rule": "dead"}}})
    assert line["posts"] == {"Cat": 2, "Dan": 5}
    assert [s["name"] for s in line["seats"]] == ["Ann", "Bob", "Cat", "Dan"]
    run.refused({"table": {"game": "binglao", "seats": 6}}, "seat 7 is taken")
    run.refused({"table": {"game": "binglao"}}, "Binglao seats at most 6")
    run.refused({"table": {"players": FOUR[:2]}}, "by sit, leave, move and rebuy")
    run({"leave": {"name": "Dan"}})
    line = run({"table": {"game": "binglao", "seats": 6}})
    assert line["game"] == "binglao"
    run({"deal": {"roll": 4}})
    run.refused({"table": {"blinds": [5, 10]}}, "Finish the hand first")


# -- the players' steps ------------------------------------------------------------------------


def test_sit_leave_move_rebuy_restack_sit_out_back(run: Run) -> None:
    run(table(), {"deal": {}})
    folds_to_the_big_blind(run)
    line = run({"sit": {"seat": 9, "name": "Gus", "stack": 150, "post": True}})
    assert {"seat": 9, "name": "Gus", "stack": 150, "state": "in"} in line["seats"]  # dealt in next, posting
    assert line["posts"]["Gus"] == 2
    line = run({"leave": {"name": "Ann"}})
    assert "Ann" not in [s["name"] for s in line["seats"]]
    line = run({"move": {"name": "Dan", "seat": 8}})
    assert {"seat": 8, "name": "Dan", "stack": 200, "state": "in"} in line["seats"]
    line = run({"rebuy": {"name": "Bob", "amount": 100}})
    assert {"seat": 3, "name": "Bob", "stack": 299, "state": "in"} in line["seats"]
    line = run({"restack": {"name": "Bob", "stack": 250}})  # 49 taken off the table
    assert {"seat": 3, "name": "Bob", "stack": 250, "state": "in"} in line["seats"]
    line = run({"restack": {"name": "Bob", "stack": 299}})  # and bought back
    line = run({"sit_out": {"name": "Bob"}})
    assert {"seat": 3, "name": "Bob", "stack": 299, "state": "out"} in line["seats"]
    line = run({"back": {"name": "Bob", "post": True}})
    assert {"seat": 3, "name": "Bob", "stack": 299, "state": "in"} in line["seats"]


def test_the_players_steps_refusals(run: Run) -> None:
    run(table())
    run.refused({"sit": {"seat": 3, "name": "Gus", "stack": 100}}, "seat 3 is taken by Bob")
    run.refused({"sit": {"seat": 2, "name": "Gus"}}, "'stack' is missing")
    run.refused({"sit": {"seat": 2, "name": "Gus", "stack": 0}}, "sit: stack is from 1")
    run.refused({"sit": {"seat": 2, "name": "Gus", "stack": 10, "post": "yes"}}, "true or false")
    run.refused({"sit": {"seat": 2, "name": "Gus", "stack": 10, "hat": 1}}, "unknown key 'hat'")
    run.refused({"sit": {"seat": 2, "name": "Cat", "stack": 10}}, "Cat is already seated")
    run.refused({"leave": {"name": "Zed"}}, "'Zed' is not seated")
    run.refused({"move": {"name": "Ann", "seat": 3}}, "seat 3 is taken by Bob")
    run.refused({"rebuy": {"name": "Ann", "amount": -5}}, "rebuy: amount is from 1")
    run.refused({"restack": {"name": "Ann", "stack": -1}}, "restack: stack is from 0")
    run.refused({"restack": {"name": "Zed", "stack": 10}}, "'Zed' is not seated")
    run.refused({"back": {"name": "Ann"}}, "Ann is not sitting out")
    run({"sit_out": {"name": "Ann"}})
    run.refused({"sit_out": {"name": "Ann"}}, "already sitting out")


def test_the_house_can_make_a_new_player_wait(run: Run) -> None:
    run(table(house={"new_player": "wait"}), {"deal": {}})
    folds_to_the_big_blind(run)
    run.refused({"sit": {"seat": 9, "name": "Gus", "stack": 100, "post": True}}, "waits for the big blind")


# -- the hand's steps --------------------------------------------------------------------------


def test_deal_act_board_show_a_whole_hand(run: Run) -> None:
    run(table(), {"deal": {}})
    run({"act": {"name": "Dan", "action": "call"}})
    run({"act": {"name": "Ann", "action": "raise", "to": 8}})
    run({"act": {"name": "Bob", "action": "fold"}})
    run({"act": {"name": "Cat", "action": "fold"}})
    line = run({"act": {"name": "Dan", "action": "call"}})
    assert line["to_act"] is None
    line = run({"board": ["7s", "5d", "2c"]})
    assert line["board"] == ["7s", "5d", "2c"]
    assert line["to_act"] == "Dan"
    run({"act": {"name": "Dan", "action": "check"}})
    run({"act": {"name": "Ann", "action": "bet", "to": 10}})
    run({"act": {"name": "Dan", "action": "call"}})
    run(
        {"board": ["Kc"]},
        {"act": {"name": "Dan", "action": "check"}},
        {"act": {"name": "Ann", "action": "check"}},
    )
    run(
        {"board": ["9h"]},
        {"act": {"name": "Dan", "action": "check"}},
        {"act": {"name": "Ann", "action": "check"}},
    )
    line = run({"show": {"name": "Dan", "cards": ["9d", "9s", "4h", "6h"]}})
    assert line["to_act"] == "Ann"
    line = run({"muck": {"name": "Ann"}})
    assert line["awards"] == {"Dan": 39}
    assert line["hand"] == 1
    assert {"seat": 7, "name": "Dan", "stack": 221, "state": "in"} in line["seats"]


def test_the_hands_steps_refusals(run: Run) -> None:
    run(table())
    run.refused({"act": {"name": "Dan", "action": "fold"}}, "no hand is being played")
    run.refused({"deal": {"roll": 3}}, "Pot-Limit Omaha has no die roll")
    run({"deal": {}})
    run.refused({"deal": {}}, "a hand is being played")
    run.refused({"act": {"name": "Dan", "action": "dance"}}, "action is one of")
    run.refused({"act": {"name": "Dan", "action": "raise"}}, "says the total it goes to")
    run.refused({"act": {"name": "Dan", "action": "call", "to": 4}}, "only a bet or a raise")
    run.refused({"act": {"name": "Dan", "action": "raise", "to": 8}}, "over the pot limit of 7")
    run.refused({"act": {"name": "Ann", "action": "fold"}}, "turn")
    run.refused({"board": ["7s", "5d", "2c"]}, "no board cards are due now")
    run.refused({"show": {"name": "Dan", "cards": ["7s"]}}, "")
    run.refused({"undo": {}}, "the hand has just been dealt")
    for name in ("Dan", "Ann", "Bob"):
        run({"act": {"name": name, "action": "call"}})
    run({"act": {"name": "Cat", "action": "check"}})
    run.refused({"board": ["7s", "5d"]}, "the flop is 3 card(s), not 2")
    run.refused({"board": ["7s", "5d", "xx"]}, "")
    run.refused({"board": "7s5d2c"}, "a list of cards")
    run.refused({"undo": {"steps": 2}}, "unknown key 'steps'")


def test_a_die_game_deals_with_the_roll_the_deal_step_gives(run: Run) -> None:
    run({"table": {"game": "binglao", "blinds": [1, 2], "players": FOUR[:3]}})
    run.refused({"deal": {}}, "needs the button's die roll")
    run.refused({"deal": {"roll": 7}}, "deal: roll is from 1 to 6")
    line = run({"deal": {"roll": 3}})
    assert line["to_act"] == "Ann"
    session = run.script.session
    assert session is not None
    assert session.hand is not None
    assert session.hand.roll == 3
    assert session.hand.hole_cards == 6


def test_undo_takes_back_a_step_and_misdeal_voids_the_hand(run: Run) -> None:
    run(table(), {"deal": {}}, {"act": {"name": "Dan", "action": "raise", "to": 7}})
    line = run({"undo": {}})
    assert line["to_act"] == "Dan"
    assert line["pot"] == 3
    line = run({"misdeal": {}})
    assert line["hand"] is None
    assert line["misdeal"] is True
    assert line["button_seat"] == 1  # the same button deals again
    line = run({"deal": {}})
    assert line["hand"] == 1  # the same number
    run.refused({"misdeal": {"why": "x"}}, "unknown key")
    folds_to_the_big_blind(run)
    run.refused({"misdeal": {}}, "no hand is being played")
    run.refused({"undo": {}}, "a booked hand stays booked")


# -- evenings, hand by hand --------------------------------------------------------------------


def test_dead_button_a_bust_in_the_small_blind_leaves_the_button_dead_on_his_seat(run: Run) -> None:
    short = [{**player, "stack": 6} if player["name"] == "Bob" else player for player in FOUR]
    run(table(house={"button_rule": "dead"}, players=short), {"deal": {}})
    for name, action in (("Dan", "fold"), ("Ann", "fold"), ("Bob", "all-in"), ("Cat", "call")):
        run({"act": {"name": name, "action": action}})
    run({"board": ["7s", "5d", "9c"]}, {"board": ["Kc"]}, {"board": ["9h"]})
    run({"show": {"name": "Bob", "cards": ["Ah", "3s", "Kd", "Qs"]}})
    line = run({"show": {"name": "Cat", "cards": ["9d", "9s", "4h", "6h"]}})
    assert line["awards"] == {"Cat": 12}
    line = run({"deal": {}})
    assert hand_of(run) == (3, "Cat", "Dan", {"Cat": 1, "Dan": 2})  # the button dead on Bob's seat
    assert line["dead_button"] is True
    assert {"seat": 3, "name": "Bob", "stack": 0, "state": "out"} in line["seats"]
    folds_to_the_big_blind(run)
    run({"deal": {}})
    assert hand_of(run) == (5, "Dan", "Ann", {"Dan": 1, "Ann": 2})


def test_moving_button_a_bust_in_the_big_blind_the_player_it_passes_posts_one(run: Run) -> None:
    short = [{**player, "stack": 7} if player["name"] == "Cat" else player for player in FOUR]
    run(table(house={"button_rule": "moving"}, players=short), {"deal": {}})
    for name, action in (("Dan", "raise"), ("Ann", "fold"), ("Bob", "fold"), ("Cat", "call")):
        run({"act": {"name": name, "action": action, **({"to": 7} if action == "raise" else {})}})
    run({"board": ["7s", "5d", "9c"]}, {"board": ["Kc"]}, {"board": ["9h"]})
    run({"show": {"name": "Cat", "cards": ["Ah", "3s", "Kd", "Qs"]}})
    line = run({"show": {"name": "Dan", "cards": ["9d", "9s", "4h", "6h"]}})
    assert line["awards"] == {"Dan": 15}
    run({"deal": {}})
    # the button to Bob, the blinds left of him: Dan, due the big blind, posts one in the
    # small blind's seat; Ann posts the big blind
    assert hand_of(run) == (3, "Dan", "Ann", {"Dan": 2, "Ann": 2})


def test_new_players_post_or_wait_and_none_comes_in_between_the_button_and_the_big_blind(run: Run) -> None:
    run(table(house={"button_rule": "dead"}), {"deal": {}})
    folds_to_the_big_blind(run)  # next: Bob's button (3), Cat's small blind (5), Dan's big blind (7)
    line = run({"sit": {"seat": 4, "name": "Gus", "stack": 200, "post": True}})  # between button and blinds
    assert {"seat": 4, "name": "Gus", "stack": 200, "state": "waiting"} in line["seats"]
    assert "Gus" not in line["posts"]
    line = run({"sit": {"seat": 9, "name": "Hal", "stack": 200, "post": True}})  # after the big blind
    assert line["posts"]["Hal"] == 2
    line = run({"sit": {"seat": 8, "name": "Ivy", "stack": 200, "post": False}})  # waits for the big blind
    assert "Ivy" not in line["posts"]
    line = run({"deal": {}})
    assert hand_of(run) == (3, "Cat", "Dan", {"Cat": 1, "Dan": 2, "Hal": 2})
    assert line["to_act"] == "Hal"  # left of the big blind... Ivy waits in seat 8
    folds_to_the_big_blind(run)
    line = run({"deal": {}})
    # the big blind moves one seat: Ivy's (8), who comes in on it; Gus, the button past him, posts
    assert hand_of(run) == (5, "Dan", "Ivy", {"Dan": 1, "Ivy": 2, "Gus": 2})


def test_sitting_out_and_coming_back_posts_the_missed_blinds(run: Run) -> None:
    run(table(house={"button_rule": "dead"}))
    run({"sit_out": {"name": "Dan"}})
    for _ in range(3):  # the big blind passes him in the second hand, the small in the third
        run({"deal": {}})
        folds_to_the_big_blind(run)
    line = run({"back": {"name": "Dan", "post": True}})
    assert line["posts"]["Dan"] == 3
    run({"deal": {}})
    session = run.script.session
    assert session is not None
    assert session.hand is not None
    assert session.hand.bets["Dan"] == 2  # the big blind live
    assert session.hand.pot_total == 1 + 2 + 3  # the small blind dead in the middle


def test_coming_back_waiting_for_the_big_blind(run: Run) -> None:
    run(table(house={"button_rule": "dead"}))
    run({"sit_out": {"name": "Dan"}})
    for _ in range(2):
        run({"deal": {}})
        folds_to_the_big_blind(run)
    line = run({"back": {"name": "Dan", "post": False}})
    assert {"seat": 7, "name": "Dan", "stack": 200, "state": "waiting"} in line["seats"]
    for _ in range(3):
        run({"deal": {}})
        if run.lines[-1]["big_blind"] == "Dan":
            break
        folds_to_the_big_blind(run)
    assert run.lines[-1]["posts"] == {"Cat": 1, "Dan": 2}  # no missed blinds: he took the big blind


def test_heads_up_nobody_posts_the_big_blind_twice_running(run: Run) -> None:
    run(table(house={"button_rule": "moving"}))
    run({"leave": {"name": "Dan"}})
    line = run({"deal": {}})
    assert (line["button_seat"], line["small_blind"], line["big_blind"]) == (1, "Bob", "Cat")
    folds_to_the_big_blind(run)  # Cat posted the big blind
    line = run({"leave": {"name": "Ann"}})
    assert (line["big_blind"], line["small_blind"]) == ("Bob", "Cat")  # Bob, not Cat again


def test_the_app_finds_the_scripts_table_in_the_journal(run: Run, opened: Opened) -> None:
    run(table(), {"deal": {}})
    folds_to_the_big_blind(run)
    run({"sit": {"seat": 9, "name": "Gus", "stack": 150}})
    session = run.script.session
    assert session is not None
    again = DealerSession(session.stakes)
    again.attach(opened)
    assert again.restore()
    assert again.seat_map == session.seat_map
    assert again.seat_map.find("Gus").state is SeatState.WAITING
