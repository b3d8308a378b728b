"""``binglao-tui equity``: the issue's exact contract, from flags and from JSON Lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli._cli_main import assert_bad_input, run

GOLDEN = ("equity", "--game", "plo", "--player", "A=Ac Ah Kc Kh", "--player", "B=Jc Td 9d 8h")
PLAYER_KEYS = ["name", "equity", "scoop", "high_win", "high_tie", "low_win", "low_tie"]


def _json(*args: str, stdin: str | None = None) -> Any:
    code, out, err = run(*args, stdin=stdin)
    assert code == 0, err
    assert err == ""
    return json.loads(out)


def _line(**fields: Any) -> str:
    data: dict[str, Any] = {
        "game": "plo8",
        "board": ["7h", "5d", "4c"],
        "players": [
            {"name": "A", "hole": ["Ah", "2h", "3c", "Kd"]},
            {"name": "B", "hole": ["As", "2s", "Qd", "Qc"]},
        ],
    }
    data.update(fields)
    return json.dumps(data)


def _rounded(data: Any) -> list[float]:
    return [round(p["equity"], 5) for p in data["players"]]


# ------------------------------------------------------------------------ results


def test_golden_preflop_from_flags_as_json_has_exactly_the_issue_keys() -> None:
    data = _json(*GOLDEN, "--json")
    assert list(data) == ["boards", "players"]
    assert data["boards"] == 1_086_008
    assert [list(p) for p in data["players"]] == [PLAYER_KEYS, PLAYER_KEYS]
    assert _rounded(data) == [0.63949, 0.36051]
    assert data["players"][0]["low_win"] == data["players"][0]["low_tie"] == 0


def test_golden_flop_human_output_has_the_table_and_the_count() -> None:
    code, out, err = run(*GOLDEN, "--board", "Th 7d 2c")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1].split() == ["Player", "Equity", "High", "Scoop"]  # PLO: no low to win
    assert lines[2].split()[:2] == ["A", "44.15%"]
    assert lines[3].split()[:2] == ["B", "55.85%"]
    assert lines[-1].startswith("820 boards counted in ")
    assert lines[-1].endswith(" s")


def test_a_hi_lo_race_keeps_its_low_column() -> None:
    code, out, err = run(*GOLDEN, "--board", "Th 7d 2c", "--game", "plo8")
    assert code == 0, err
    assert out.splitlines()[1].split() == ["Player", "Equity", "High", "Low", "Scoop"]


def test_golden_plo5_and_six_handed_plo6() -> None:
    assert _rounded(
        _json(
            "equity",
            "--game",
            "plo5",
            "--player",
            "A=Ac Ah Kc Kh 2s",
            "--player",
            "B=Jc Td 9d 8h 7s",
            "--json",
        )
    ) == [0.55505, 0.44495]
    holes = [
        "Ac Ah Kc Kh 2s 3s",
        "Jc Td 9d 8h 7s 6s",
        "Qs Qd Js Ts 4c 4d",
        "9c 8c 7c 6c 5d 5h",
        "As Ad Ks Kd 2h 3h",
        "Qc Qh Jd Jh 9s 9h",
    ]
    args = [arg for i, hole in enumerate(holes) for arg in ("--player", f"P{i + 1}={hole}")]
    data = _json("equity", "--game", "plo6", *args, "--json")
    assert data["boards"] == 4_368
    assert _rounded(data) == [0.07647, 0.36916, 0.12958, 0.32452, 0.07418, 0.02610]


def test_dead_cards_leave_the_deck() -> None:
    data = _json(*GOLDEN, "--board", "Th 7d 2c", "--dead", "2s 3s", "--json")
    assert data["boards"] == 741  # C(39, 2)


def test_hi_lo_shows_the_low_and_binglaha_the_faces() -> None:
    data = _json("equity", "--input", "-", "--json", stdin=_line(game="binglaha") + "\n")
    assert list(data) == ["boards", "players", "faces"]
    assert [face["roll"] for face in data["faces"]] == [1, 2, 3, 4, 5, 6]
    assert list(data["faces"][0]) == ["roll", "equity"]
    assert set(data["faces"][0]["equity"]) == {"A", "B"}
    assert data["players"][0]["low_tie"] > 0
    code, out, _ = run(
        "equity",
        "--game",
        "binglaha",
        "--board",
        "7h 5d 4c",
        "--player",
        "A=Ah 2h 3c Kd",
        "--player",
        "B=As 2s Qd Qc",
    )
    assert code == 0
    assert "By the die" in out
    assert "4 (high only)" in out


def test_committed_chips_give_the_pots_and_each_players_ev() -> None:
    players = [
        {"name": "A", "hole": "Ah 2h 3c Kd", "committed": 100},
        {"name": "B", "hole": "As 2s Qd Qc", "committed": 300},
        {"name": "C", "hole": "Jh Td 9c 8s", "committed": 300},
    ]
    data = _json("equity", "--input", "-", "--json", stdin=_line(players=players, button="C") + "\n")
    assert list(data) == ["boards", "players", "pots"]
    assert list(data["players"][0]) == [*PLAYER_KEYS, "ev", "share_of_all_pots"]
    assert [list(pot) for pot in data["pots"]] == [["amount", "eligible", "equity"]] * 2
    assert [(pot["amount"], pot["eligible"]) for pot in data["pots"]] == [
        (300, ["A", "B", "C"]),
        (400, ["B", "C"]),
    ]
    assert sum(p["ev"] for p in data["players"]) == pytest.approx(700)
    assert sum(data["pots"][1]["equity"].values()) == pytest.approx(1)
    code, out, _ = run("equity", "--input", "-", stdin=_line(players=players) + "\n")
    assert code == 0
    assert "Side pot 1 400 (B, C): B 84.7%, C 15.3%" in out
    assert out.splitlines()[2].split()[-1] == "EV"


def test_with_side_pots_the_equity_column_is_the_share_of_all_the_pots() -> None:
    """A, all in for 100 of a 700 pot, can win only the main pot of 300: the table's Equity
    is the share of all 700 each can expect (it adds up to 100%, as in the app's panel); the
    JSON's ``equity`` stays the main pot's share, with ``share_of_all_pots`` beside it."""
    players = [
        {"name": "A", "hole": "Ah 2h 3c Kd", "committed": 100},
        {"name": "B", "hole": "As 2s Qd Qc", "committed": 300},
        {"name": "C", "hole": "Jh Td 9c 8s", "committed": 300},
    ]
    stdin = _line(players=players, button="C") + "\n"
    data = _json("equity", "--input", "-", "--json", stdin=stdin)
    main = data["pots"][0]["equity"]
    for p in data["players"]:
        assert p["equity"] == pytest.approx(main[p["name"]])  # its meaning unchanged
        assert p["share_of_all_pots"] == pytest.approx(p["ev"] / 700)
    code, out, err = run("equity", "--input", "-", stdin=stdin)
    assert code == 0, err
    lines = out.splitlines()
    shown = {line.split()[0]: float(line.split()[1].rstrip("%")) for line in lines[3:6]}
    expected = {p["name"]: round(p["ev"] / 7, 2) for p in data["players"]}
    assert shown == pytest.approx(expected, abs=0.006)
    assert sum(shown.values()) == pytest.approx(100, abs=0.02)
    assert shown["A"] < 100 * main["A"] - 1  # not the main pot's share
    assert "Equity: the expected share of all 700 in the pots" in lines


def test_json_lines_give_one_result_line_each_and_skip_blank_lines() -> None:
    stdin = _line() + "\n\n" + _line(board=["7h", "5d", "4c", "Ks"]) + "\n" + _line(board=[]) + "\n"
    code, out, err = run("equity", "--input", "-", "--json", stdin=stdin)
    assert code == 0, err
    boards = [json.loads(line)["boards"] for line in out.splitlines()]
    assert boards == [820, 40, 1_086_008]


def test_a_bad_line_stops_the_run_and_keeps_the_results_before_it() -> None:
    code, out, err = run(
        "equity", "--input", "-", "--json", stdin=_line() + "\n" + _line(board=["7h"]) + "\n"
    )
    assert code == 2
    assert len(out.splitlines()) == 1
    assert err == "binglao-tui: line 2: the board must have 0, 3, 4 or 5 cards, got 1\n"


def test_equity_is_listed_in_the_help() -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "equity" in out


# ----------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("board", "words"),
    [
        ("7h", "the board must have 0, 3, 4 or 5 cards, got 1"),
        ("7h 5d", "got 2"),
        ("7h 5d 4c 3s 2s 9c", "got 6"),
    ],
)
def test_a_board_of_the_wrong_size(board: str, words: str) -> None:
    assert_bad_input(*run(*GOLDEN, "--board", board), words)


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (("--board", "Ac 7d 2c"), "duplicate card Ac: in board and in player A"),
        (("--dead", "Jc"), "duplicate card Jc: in dead cards and in player B"),
        (("--board", "Th 7d 2c", "--dead", "2c"), "duplicate card 2c: in board and in dead cards"),
        (("--dead", "2c 2c"), "duplicate card 2c: twice in dead cards"),
    ],
)
def test_duplicate_cards_anywhere(extra: tuple[str, ...], words: str) -> None:
    assert_bad_input(*run(*GOLDEN, *extra), words)


def test_too_few_cards_left_to_complete_the_board() -> None:
    ranks = "23456789TJ"
    args = [a for i, r in enumerate(ranks) for a in ("--player", f"P{i}={r}c {r}d {r}h {r}s")]
    dead = "Qs Kc Kd Kh Ks Ac Ad Ah"
    assert_bad_input(
        *run("equity", "--game", "plo", "--board", "Qc Qd Qh", "--dead", dead, *args),
        "only 1 cards are left, too few to deal the board's 2 more",
    )


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ("--game", "plo", "--player", "A=Ac Ah Kc", "--player", "B=Jc Td 9d 8h"),
            "player A: 3 hole cards, but Pot-Limit Omaha deals 4",
        ),
        (
            ("--game", "binglao", "--roll", "1", "--player", "A=Ac Ah Kc Kh 2s", "--player", "B=Jc Td 9d 8h"),
            "player A: 5 hole cards, but roll 1 deals 4",
        ),
        (
            ("--game", "binglao", "--player", "A=Ac Ah Kc Kh", "--player", "B=Jc Td 9d 8h"),
            "needs the button's die roll",
        ),
        (
            (
                "--game",
                "binglaha",
                "--board",
                "7h 5d 4c 9s",
                "--player",
                "A=Ac Ah Kc Kh",
                "--player",
                "B=Jc Td 9d 8h",
            ),
            "with the turn dealt, give the roll",
        ),
        (("--player", "A=Ac Ah Kc Kh", "--player", "B=Jc Td 9d 8h"), "the game is missing"),
        (("--game", "nope", "--player", "A=Ac Ah Kc Kh"), "unknown game 'nope'"),
        (("--game", "plo", "--player", "A=Ac Ah Kc Kh"), "an all-in needs at least 2 players, got 1"),
        (("--game", "plo", "--player", "A Ac Ah Kc Kh"), "must be written NAME=CARDS"),
        (
            ("--game", "plo", "--player", "A=Ac Ah Kc Kx", "--player", "B=Jc Td 9d 8h"),
            "unknown card 'KX' in player A",
        ),
        (
            ("--game", "plo", "--player", "A=Ac Ah Kc Kh", "--player", "A=Jc Td 9d 8h"),
            "two players are named 'A'",
        ),
    ],
)
def test_bad_flags(args: tuple[str, ...], words: str) -> None:
    assert_bad_input(*run("equity", *args), words)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("{not json", "line 1: malformed JSON"),
        ("[1, 2]", "line 1: each line must be a JSON object"),
        (_line(pots=[100]), "line 1: unknown key 'pots'"),  # a "pot" is one pot everyone contests
        (
            _line(
                players=[
                    {"name": "A", "hole": "Ah 2h 3c Kd", "stack": 5},
                    {"name": "B", "hole": "As 2s Qd Qc"},
                ]
            ),
            "line 1: player 1: unknown key 'stack'",
        ),
        (_line(dead="Ah"), "line 1: duplicate card Ah: in dead cards and in player A"),
        (
            _line(board=["7h", "5d", "4c", "3s", "2d", "9c"]),
            "line 1: the board must have 0, 3, 4 or 5 cards, got 6",
        ),
        (
            _line(
                players=[
                    {"name": "A", "hole": "Ah 2h 3c Kd", "committed": -1},
                    {"name": "B", "hole": "As 2s Qd Qc"},
                ]
            ),
            "line 1: player A: committed must be 0 or more",
        ),
        (_line(button="Z"), "line 1: the button 'Z' is not one of the players"),
        (_line(roll=3), "line 1: Omaha Hi-Lo Eight-or-Better has no die roll"),
    ],
)
def test_bad_json_lines(line: str, words: str) -> None:
    assert_bad_input(*run("equity", "--input", "-", "--json", stdin=line + "\n"), words)


def test_input_with_flags_is_refused() -> None:
    assert_bad_input(*run("equity", "--input", "-", "--game", "plo", stdin=""), "drop --game")


@pytest.mark.slow
def test_each_json_line_is_answered_before_the_next_is_read(tmp_path: Path) -> None:
    env = {**os.environ, "BINGLAO_TUI_RULES": str(tmp_path)}
    command = [sys.executable, "-m", "binglao_tui", "equity", "--input", "-", "--json"]
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    ) as child:
        assert child.stdin is not None
        assert child.stdout is not None
        child.stdin.write(_line() + "\n")
        child.stdin.flush()
        first = json.loads(child.stdout.readline())  # answered while stdin is still open
        child.stdin.write(_line(board=["7h", "5d", "4c", "Ks"]) + "\n")
        child.stdin.close()
        second = json.loads(child.stdout.readline())
        assert child.wait(timeout=60) == 0
    assert (first["boards"], second["boards"]) == (820, 40)


def test_share_of_all_pots_with_one_pot_is_ev_over_the_pot() -> None:
    """One pot of 103 halved, the odd chip to A (first left of the button): A's equity is
    0.5, his share of all the pots 52/103, as the README defines it (ev over the chips)."""
    players = [
        {"name": "A", "hole": "Ac Kd 4c 4d", "committed": 51},
        {"name": "B", "hole": "Ah Kc 5c 5d", "committed": 51},
        {"name": "C", "hole": "7c 7d 8c 9h", "committed": 1, "folded": True},
    ]
    stdin = json.dumps({"game": "plo", "board": "Ts Js Qh 2d 3c", "players": players, "button": "B"}) + "\n"
    data = _json("equity", "--input", "-", "--json", stdin=stdin)
    a, b, _ = data["players"]
    assert len(data["pots"]) == 1
    assert (a["equity"], a["ev"]) == (0.5, 52)
    assert a["share_of_all_pots"] == pytest.approx(52 / 103)
    assert b["share_of_all_pots"] == pytest.approx(51 / 103)
    code, out, _ = run("equity", "--input", "-", stdin=stdin)
    assert code == 0
    assert "A       50.49%" in out
    assert "Equity: the expected share of the 103 in the pot, odd chips included" in out
