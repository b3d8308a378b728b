"""``binglao-tui replay``: real hands, the JSON contract, exit codes 0 / 1 / 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli._cli_main import assert_bad_input, run

PHH_DIR = Path(__file__).resolve().parents[1] / "data" / "phh"
HAND_27 = PHH_DIR / "wsop-2023-43-day5" / "27.phh"


def test_real_hand_replays_with_exit_0_and_prints_the_finishing_stacks() -> None:
    code, out, err = run("replay", str(PHH_DIR / "antonius-blom-2009.phh"))
    assert (code, err) == (0, "")
    assert "Patrik Antonius (p1): 1937923.75" in out
    assert "Victor Blom (p2): 0" in out
    assert "The pot 1356947: high Patrik Antonius (p1), five-high straight" in out


def test_json_has_finishing_stacks_and_what_each_actor_faced() -> None:
    code, out, _ = run("replay", str(HAND_27), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["finishing_stacks"] == [4050000, 4350000, 3075000, 10125000, 8100000]
    actions = data["actions"]
    assert [a["action"] for a in actions] == [
        "p3 f",
        "p4 f",
        "p5 cbr 350000",
        "p1 f",
        "p2 cbr 1100000",
        "p5 cbr 3350000",
        "p2 f",
    ]
    assert actions[2] == {
        "action": "p5 cbr 350000",
        "to_call": 100000,
        "min_raise_to": 200000,
        "max_raise_to": 350000,
    }
    assert actions[5]["max_raise_to"] == 3350000


def test_decimal_amounts_are_printed_in_the_file_units() -> None:
    code, out, _ = run("replay", str(PHH_DIR / "antonius-blom-2009.phh"), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["finishing_stacks"] == [1937923.75, 0]
    assert data["actions"][0] == {
        "action": "p2 cbr 3000",
        "to_call": 500,
        "min_raise_to": 2000,
        "max_raise_to": 3000,
    }


def test_stdin_is_read_with_a_dash() -> None:
    code, out, _ = run("replay", "-", "--json", stdin=HAND_27.read_text(encoding="utf-8"))
    assert code == 0
    assert json.loads(out)["finishing_stacks"][4] == 8100000


def test_first_illegal_action_exits_1_quoting_it() -> None:
    text = HAND_27.read_text(encoding="utf-8").replace("p5 cbr 3350000", "p5 cbr 3350001")
    code, out, err = run("replay", "-", stdin=text)
    assert code == 1
    assert out == ""
    assert err.count("\n") == 1
    assert "'p5 cbr 3350001'" in err
    assert "over the pot limit of 3350000" in err
    assert "Traceback" not in err


def test_out_of_turn_action_exits_1() -> None:
    text = HAND_27.read_text(encoding="utf-8").replace("'p3 f', 'p4 f'", "'p4 f', 'p3 f'")
    code, _, err = run("replay", "-", stdin=text)
    assert code == 1
    assert "it is p3's turn, not p4's" in err


def test_wrong_recorded_finishing_stacks_exit_1() -> None:
    text = HAND_27.read_text(encoding="utf-8").replace("8100000]", "8100001]")
    code, _, err = run("replay", "-", stdin=text)
    assert code == 1
    assert "finishing stacks differ" in err


@pytest.mark.parametrize(
    ("stdin", "word"),
    [
        ("variant = ", "not valid TOML"),
        ('variant = "NT"\nstarting_stacks = [1, 2]\n', "not supported"),
        ("", "required field"),
    ],
)
def test_unreadable_input_exits_2_with_one_line(stdin: str, word: str) -> None:
    assert_bad_input(*run("replay", "-", stdin=stdin), word)


def test_missing_file_exits_2() -> None:
    assert_bad_input(*run("replay", "/no/such/file.phh"), "no such file")


def test_bad_action_line_exits_2() -> None:
    text = HAND_27.read_text(encoding="utf-8").replace("'p3 f'", "'p3 zz'")
    assert_bad_input(*run("replay", "-", stdin=text), "p3 zz")


# A three-handed Omaha hi-lo hand: Ann all in on the flop, Bob and Cy build a side pot, Cy
# folds the turn, so the main pot is contested and the side pot is Bob's alone.
SIDE_POT_HAND = """
variant = "PO"
_game = "plo8"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [50, 300, 300]
players = ["Ann", "Bob", "Cy"]
actions = [
  "d dh p1 Ah2h3dKc", "d dh p2 AsKsQdJd", "d dh p3 9c9d8c8d",
  "p3 cbr 7", "p1 cbr 22", "p2 cc", "p3 cc",
  "d db 4s5c7h", "p1 cbr 28", "p2 cbr 94", "p3 cc",
  "d db Td", "p2 cbr 50", "p3 f",
  "d db 2c",
  "p1 sm Ah2h3dKc", "p2 sm AsKsQdJd",
]
"""


def test_replay_prints_every_explanation_line_so_the_low_shows() -> None:
    code, out, err = run("replay", "-", stdin=SIDE_POT_HAND)
    assert (code, err) == (0, "")
    assert "    High: Five-high straight, with A♥ 3♦ from the hand" in out
    assert "    Low: 5-4-3-2-A, with A♥ 3♦ from the hand and 4♠ 5♣ 2♣ from the board." in out
    assert "    No low: a low needs two hole cards of different ranks" in out
    assert (
        "Main pot 150: high Ann (p1), five-high straight; low Ann (p1), 5-4-3-2-A; takes: Ann (p1) 150" in out
    )


def test_replay_prints_a_side_pot_nobody_contested() -> None:
    code, out, _ = run("replay", "-", stdin=SIDE_POT_HAND)
    assert code == 0
    assert "Side pot 1 132: only Bob (p2) is left in it; takes: Bob (p2) 132" in out


def test_replay_prints_pots_taken_after_a_muck_with_no_ruling() -> None:
    mucked = SIDE_POT_HAND.replace('"p1 sm Ah2h3dKc", "p2 sm AsKsQdJd"', '"p1 sm"')  # Ann, all in
    code, out, _ = run("replay", "-", stdin=mucked)
    assert code == 0
    assert "Main pot 150: Bob (p2) takes it uncontested (nobody else is left in it)" in out
    assert "Side pot 1 132: Bob (p2) takes it uncontested (nobody else is left in it)" in out
    assert "Bob (p2): 466" in out


def test_replay_refuses_a_muck_by_a_player_with_chips_behind_at_an_all_in_showdown() -> None:
    """TDA 2024 Rule 16: Ann is all in and the betting is over, so every hand is turned
    face up; Bob, with chips behind, may not muck (issue 22 §2)."""
    mucked = SIDE_POT_HAND.replace('"p2 sm AsKsQdJd"', '"p2 sm"')
    code, out, err = run("replay", "-", stdin=mucked)
    assert (code, out) == (1, "")
    assert "illegal action 17 'p2 sm'" in err
    assert "every hand is turned face up (TDA 2024 Rule 16)" in err


def test_replay_says_how_much_a_player_takes_when_everyone_else_folds() -> None:
    code, out, _ = run("replay", str(HAND_27))
    assert code == 0
    assert "Everyone else folded: Matthew Ashton (p5) takes the pot (2350000)" in out
    assert "Board:" not in out  # no board was dealt


DECIMAL_HAND = """variant = "PO"
antes = [0, 0, 0]
blinds_or_straddles = [0.5, 1, 0]
min_bet = 1
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AhKhQhJh", "d dh p2 2c3c4c5c", "d dh p3 9s8s7s6s", "p3 cbr 2.5", "p1 f"]
"""


def test_an_unfinished_decimal_hand_says_what_the_engine_counts_its_amounts_in(tmp_path: Path) -> None:
    path = tmp_path / "decimal.phh"
    path.write_text(DECIMAL_HAND, encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 1
    assert "call 15" in err
    assert "these amounts count units of 0.1: 15 means 1.5" in err


def test_a_bet_when_no_round_is_open_says_what_the_hand_waits_for(tmp_path: Path) -> None:
    path = tmp_path / "flop.phh"
    text = DECIMAL_HAND.replace('"p3 cbr 2.5", "p1 f"', '"p3 cbr 2.5", "p1 f", "p2 cc", "p3 cc"')
    path.write_text(text, encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 1
    assert "no betting round is open (the flop is to be dealt)" in err
