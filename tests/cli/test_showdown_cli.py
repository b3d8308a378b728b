"""``binglao-tui showdown``: the issue's exact contract, from flags and from JSON Lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli._cli_main import EMPTY_RULES, assert_bad_input, run

SEED_000_ROLL_1 = (
    "showdown",
    "--game",
    "binglao",
    "--roll",
    "1",
    "--board",
    "7s 5d 2c Kc 9h",
    "--player",
    "A=Ah 3s Kd Qs",
    "--player",
    "B=9d 9s 4h 6h",
)
BOARD = ["7s", "5d", "2c", "Kc", "9h"]


def _line(**fields: Any) -> str:
    data: dict[str, Any] = {
        "game": "plo8",
        "board": BOARD,
        "players": [
            {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"]},
            {"name": "B", "hole": ["9d", "9s", "4h", "6h"]},
        ],
    }
    data.update(fields)
    return json.dumps(data)


def _json(*args: str, stdin: str | None = None) -> Any:
    code, out, err = run(*args, stdin=stdin)
    assert code == 0, err
    return json.loads(out)


# ------------------------------------------------------------------------ results


def test_seed_000_roll_1_human_output_names_hands_cards_and_payouts() -> None:
    code, out, err = run(*SEED_000_ROLL_1, "--pot", "100")
    assert code == 0, err
    assert err == ""
    for words in (
        "Three nines",
        "7-5-3-2-A",
        "A♥ 3♠ + 7♠ 5♦ 2♣",
        "Payouts: A 50, B 50",
        "loses the high to B (three nines)",
    ):
        assert words in out


def test_seed_000_roll_1_json_has_exactly_the_issue_keys() -> None:
    data = _json(*SEED_000_ROLL_1, "--pot", "100", "--json")
    assert list(data) == ["players", "pots", "payouts"]
    a, b = data["players"]
    assert list(a) == ["name", "high", "low", "explanation"]
    assert list(a["high"]) == ["category", "cards", "hole_used", "board_used", "description"]
    assert list(a["low"]) == ["ranks", "cards", "hole_used", "board_used", "description"]
    assert a["low"]["ranks"] == "7-5-3-2-A"
    assert a["low"]["hole_used"] == ["Ah", "3s"]
    assert a["high"]["category"] == "one_pair"
    high = b["high"]
    assert high["category"] == "three_of_a_kind"
    assert high["description"] == "Three nines"
    assert [card[0] for card in high["cards"]] == ["9", "9", "9", "K", "7"]
    assert sorted(high["cards"]) == sorted(["9d", "9s", "9h", "Kc", "7s"])
    assert sorted(high["hole_used"]) == ["9d", "9s"]
    assert sorted(high["board_used"]) == ["7s", "9h", "Kc"]
    assert data["pots"] == [
        {
            "amount": 100,
            "eligible": ["A", "B"],
            "high_winners": ["B"],
            "low_winners": ["A"],
            "awards": {"A": 50, "B": 50},
        }
    ]
    assert data["payouts"] == {"A": 50, "B": 50}


def test_seed_000_roll_6_json_six_cards_high_only() -> None:
    data = _json(
        "showdown",
        "--game",
        "binglao",
        "--roll",
        "6",
        "--board",
        "8h 6h 3h Qc 2s",
        "--player",
        "A=As Ad Ac 5d 4d 7c",
        "--player",
        "B=Kh 9h Js Jd Tc 4s",
        "--pot",
        "60",
        "--json",
    )
    assert data["players"][0]["high"]["description"] == "Six-high straight"
    assert data["players"][0]["low"] is None
    assert data["pots"][0]["low_winners"] == []
    assert data["payouts"] == {"A": 0, "B": 60}


def test_without_button_the_last_player_holds_it_for_the_odd_chip() -> None:
    # A and B tie for high; the odd chip goes to the first player left of the button.
    args = (
        "showdown",
        "--game",
        "plo",
        "--board",
        "7s 5d 2c Kc 9h",
        "--player",
        "A=Ah 3s Qd Jd",
        "--player",
        "B=Ac 3c Qh Jh",
        "--pot",
        "101",
        "--json",
    )
    assert _json(*args)["payouts"] == {"A": 51, "B": 50}
    assert _json(*args, "--button", "A")["payouts"] == {"A": 50, "B": 51}


def test_chip_size_is_respected() -> None:
    args = (
        "showdown",
        "--game",
        "plo",
        "--board",
        "7s 5d 2c Kc 9h",
        "--player",
        "A=Ah 3s Qd Jd",
        "--player",
        "B=Ac 3c Qh Jh",
        "--pot",
        "105",
        "--chip",
        "5",
        "--json",
    )
    assert _json(*args)["payouts"] == {"A": 55, "B": 50}


def test_cards_may_be_typed_any_way_the_issue_allows() -> None:
    data = _json(
        "showdown",
        "--game",
        "plo8",
        "--board",
        "7♠,5d 2C kc9h",
        "--player",
        "A=a♥3S,Kd 10h",
        "--player",
        "B=9d9s4h6h",
        "--json",
    )
    assert data["players"][0]["low"]["ranks"] == "7-5-3-2-A"


def test_input_json_lines_one_result_per_line_blank_lines_skipped(tmp_path: Path) -> None:
    lines = [
        _line(pot=100),
        "",
        _line(game="plo", pot=10),
        _line(
            roll=3,
            game="binglao",
            players=[{"name": "A", "hole": "Ah 3s Kd Qs Jc Tc"}, {"name": "B", "hole": "9d 9s 4h 6h 8c 8d"}],
        ),
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run("showdown", "--input", str(path), "--json")
    assert code == 0, err
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == 3
    assert results[0]["payouts"] == {"A": 50, "B": 50}
    assert results[1]["payouts"] == {"A": 0, "B": 10}
    assert results[2]["pots"][0]["amount"] == 0


def test_input_from_stdin() -> None:
    stdin = _line(pot=100) + "\n" + _line(pot=7) + "\n"
    code, out, err = run("showdown", "--input", "-", "--json", stdin=stdin)
    assert code == 0, err
    payouts = [json.loads(line)["payouts"] for line in out.splitlines()]
    assert payouts == [{"A": 50, "B": 50}, {"A": 3, "B": 4}]


def test_input_committed_and_folded_build_side_pots_with_dead_money() -> None:
    line = _line(
        players=[
            {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": 30},
            {"name": "B", "hole": ["9d", "9s", "4h", "6h"], "committed": 80},
            {"name": "C", "hole": [], "committed": 20, "folded": True},
            {"name": "D", "hole": ["Tc", "Td", "Jc", "Js"], "committed": 80},
        ],
        button="D",
    )
    data = _json("showdown", "--input", "-", "--json", stdin=line)
    assert [(p["amount"], p["eligible"]) for p in data["pots"]] == [(110, ["A", "B", "D"]), (100, ["B", "D"])]
    assert data["payouts"] == {"A": 55, "B": 155, "C": 0, "D": 0}
    assert data["players"][2]["high"] is None


def test_input_explicit_pots() -> None:
    line = _line(pots=[{"amount": 60, "eligible": ["A", "B"]}, {"amount": 40, "eligible": ["B"]}])
    data = _json("showdown", "--input", "-", "--json", stdin=line)
    assert data["payouts"] == {"A": 30, "B": 70}


def test_input_human_output_marks_each_line() -> None:
    code, out, _ = run("showdown", "--input", "-", stdin=_line(pot=100))
    assert code == 0
    assert out.startswith("Line 1")
    assert "Three nines" in out


def test_a_bad_line_stops_with_its_number_after_the_good_ones() -> None:
    stdin = "\n".join([_line(pot=100), _line(pot=100), '{"game": "plo8", "board": '])
    code, out, err = run("showdown", "--input", "-", "--json", stdin=stdin)
    assert code == 2
    assert len(out.splitlines()) == 2
    assert err.startswith("binglao-tui: line 3: malformed JSON")
    assert len(err.splitlines()) == 1


def test_house_game_from_rules_dir(tmp_path: Path) -> None:
    (tmp_path / "o9.toml").write_text(
        'id = "o9"\nname = "Omaha nine"\nhole_cards = 4\nsplit = "hi-lo"\nlow = "9-or-better"\n'
        "max_players = 9\n",
        encoding="utf-8",
    )
    data = _json(
        "showdown",
        "--rules-dir",
        str(tmp_path),
        "--game",
        "o9",
        "--board",
        "9c Qd Ks 5h 2c",
        "--player",
        "A=Ah 3d 4s 4c",
        "--player",
        "B=Kd Kh 7c 6c",
        "--pot",
        "10",
        "--json",
    )
    assert data["players"][0]["low"]["ranks"] == "9-5-3-2-A"
    assert data["payouts"] == {"A": 5, "B": 5}


# ---------------------------------------------------------------------- bad input

P2 = ("--player", "A=Ah 3s Kd Qs", "--player", "B=9d 9s 4h 6h")
G = ("--game", "plo8", "--board", "7s 5d 2c Kc 9h")
B_OK = ("--player", "B=9d 9s 4h 6h")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--game", "plo8", "--board", "7s 5d 2c Kc 9x", *P2), ["unknown card", "board"]),
        ((*G, "--player", "A=Ah 3s Kd Zz", *B_OK), ["unknown card", "player A"]),
        ((*G, "--player", "A=Ah 3s Kd 7s", *B_OK), ["duplicate card 7s", "board", "player A"]),
        (
            (*G, "--player", "A=Ah 3s Kd Qs", "--player", "B=Ah 9s 4h 6h"),
            ["duplicate card Ah", "player A", "player B"],
        ),
        (("--game", "plo8", "--board", "7s 5d 2c Kc 7s", *P2), ["duplicate card 7s", "board"]),
        ((*G, "--player", "A=Ah 3s Kd", *B_OK), ["player A: 3 hole cards", "deals 4"]),
        (
            ("--game", "binglao", "--roll", "3", "--board", "7s 5d 2c Kc 9h", *P2),
            ["player A: 4 hole cards, but roll 3 deals 6"],
        ),
        (("--game", "plo8", "--board", "7s 5d 2c Kc", *P2), ["board must have 5 cards, got 4"]),
        (("--game", "razz", "--board", "7s 5d 2c Kc 9h", *P2), ["unknown game 'razz'"]),
        (("--game", "binglao", "--board", "7s 5d 2c Kc 9h", *P2), ["needs the button's die roll"]),
        (("--game", "binglao", "--roll", "7", "--board", "7s 5d 2c Kc 9h", *P2), ["impossible roll 7"]),
        (("--game", "binglao", "--roll", "one", "--board", "7s 5d 2c Kc 9h", *P2), ["roll", "whole number"]),
        (("--game", "plo8", "--roll", "2", "--board", "7s 5d 2c Kc 9h", *P2), ["has no die roll"]),
        ((*G, "--player", "A=Ah 3s Kd Qs"), ["at least 2 players, got 1"]),
        ((*G, *P2, "--pot", "-5"), ["pot", "0 or more"]),
        ((*G, *P2, "--pot", "12.5"), ["pot", "whole number"]),
        ((*G, *P2, "--pot", "12", "--chip", "5"), ["pot of 12 is not a multiple of the smallest chip 5"]),
        ((*G, *P2, "--chip", "0"), ["smallest chip", "1 or more"]),
        ((*G, *P2, "--button", "Zed"), ["button 'Zed'"]),
        ((*G, "--player", "A=Ah 3s Kd Qs", "--player", "A=9d 9s 4h 6h"), ["two players are named 'A'"]),
        ((*G, "--player", "Ah 3s Kd Qs", *B_OK), ["NAME=CARDS"]),
        (("--board", "7s 5d 2c Kc 9h", *P2), ["game is missing"]),
        (("--game", "plo8", *P2), ["board is missing"]),
        ((*G, *P2, "--input", "-"), ["--input", "--game"]),
        (("--input", "/nonexistent/x.jsonl", "--json"), ["cannot read /nonexistent/x.jsonl"]),
    ],
)
def test_bad_flags_exit_2_with_one_line(args: tuple[str, ...], words: list[str]) -> None:
    assert_bad_input(*run("showdown", *args), *words)


def test_more_players_than_the_game_seats() -> None:
    # Binglao is 6-max: seven players are refused even though the deck could deal them.
    holes = [
        "Ah Ad Ac As",
        "Kh Kd Kc Ks",
        "Qh Qd Qc Qs",
        "Jh Jd Jc Js",
        "Th Td Tc Ts",
        "9h 9d 9c 9s",
        "8h 8d 8c 8s",
    ]
    players = [arg for i, hole in enumerate(holes) for arg in ("--player", f"P{i}={hole}")]
    assert_bad_input(
        *run("showdown", "--game", "binglao", "--roll", "4", "--board", "2c 3c 4d 5h 6s", *players),
        "seats at most 6 players, got 7",
    )


def test_more_players_than_the_deck_can_deal(tmp_path: Path) -> None:
    (tmp_path / "big.toml").write_text(
        'id = "big6"\nname = "Six-card free-for-all"\nhole_cards = 6\nsplit = "high"\nmax_players = 23\n',
        encoding="utf-8",
    )
    deck = [f"{r}{s}" for r in "AKQJT98765432" for s in "cdhs"]
    board, rest = deck[:5], deck[5:]
    players = [arg for i in range(8) for arg in ("--player", f"P{i}={' '.join(rest[i * 6 : i * 6 + 6])}")]
    # 8 x 6 = 48 hole cards: only 47 remain after the board.
    code, out, err = run(
        "showdown", "--rules-dir", str(tmp_path), "--game", "big6", "--board", " ".join(board), *players
    )
    assert_bad_input(code, out, err, "8 players", "more than the deck can deal")


def test_malformed_toml_in_rules_dir(tmp_path: Path) -> None:
    (tmp_path / "bad.toml").write_text('id = "bad"\nname = \n', encoding="utf-8")
    assert_bad_input(
        *run("showdown", "--rules-dir", str(tmp_path), "--game", "plo8", "--board", "7s 5d 2c Kc 9h", *P2),
        "bad.toml",
        "not valid TOML",
    )


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("[1, 2]", ["line 1: each line must be a JSON object"]),
        ("{nope}", ["line 1: malformed JSON"]),
        (_line(bord=BOARD), ["line 1: unknown key 'bord'"]),
        (_line(players="A,B"), ["line 1: players must be a list"]),
        (
            _line(
                players=[
                    {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "stack": 5},
                    {"name": "B", "hole": ["9d", "9s", "4h", "6h"]},
                ]
            ),
            ["player 1: unknown key 'stack'"],
        ),
        (
            _line(
                players=[
                    {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": -5},
                    {"name": "B", "hole": ["9d", "9s", "4h", "6h"], "committed": 5},
                ]
            ),
            ["player A: committed must be 0 or more"],
        ),
        (
            _line(
                players=[
                    {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": 1.5},
                    {"name": "B", "hole": ["9d", "9s", "4h", "6h"], "committed": 5},
                ]
            ),
            ["player A: committed must be a whole number"],
        ),
        (
            _line(
                players=[
                    {"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "folded": "yes"},
                    {"name": "B", "hole": ["9d", "9s", "4h", "6h"]},
                ]
            ),
            ["folded must be true or false"],
        ),
        (_line(pot=True), ["pot must be a whole number"]),
        (_line(pot=10, pots=[{"amount": 10, "eligible": ["A"]}]), ["only one of pot, pots or committed"]),
        (_line(pots=[{"amount": 10, "eligible": ["A", "Q"]}]), ["pot 1: 'Q' is not one of the players"]),
        (_line(pots=[{"amount": -10, "eligible": ["A"]}]), ["pot 1: amount must be 0 or more"]),
        (_line(pots=[]), ["pots must be a non-empty list"]),
        (_line(chip=0), ["smallest chip must be 1 or more"]),
        (_line(roll=1.5, game="binglao"), ["roll must be a whole number"]),
        (_line(board=["7s", "5d", "2c"]), ["board must have 5 cards, got 3"]),
        (_line(button="Q"), ["button 'Q'"]),
    ],
)
def test_bad_json_lines_exit_2_naming_the_line(line: str, words: list[str]) -> None:
    assert_bad_input(*run("showdown", "--input", "-", "--json", stdin=line + "\n"), *words)


# ------------------------------------------------------------ the real executable


def _real(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    code = "import sys; from binglao_tui.cli import main; sys.argv[0] = 'binglao-tui'; main(sys.argv[1:])"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env={"BINGLAO_TUI_RULES": EMPTY_RULES, "PATH": "", "PYTHONIOENCODING": "utf-8"},
        check=False,
    )


@pytest.mark.slow
def test_real_process_bad_input_is_one_line_and_exit_2() -> None:
    done = _real(["showdown", "--game", "plo8", "--board", "7s 5d 2c Kc 9x", *P2])
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == "binglao-tui: unknown card '9X' in board\n"


@pytest.mark.slow
def test_real_process_unknown_option_is_one_line_and_exit_2() -> None:
    done = _real(["showdown", "--gaem", "plo8"])
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1
    assert "--gaem" in done.stderr


@pytest.mark.slow
def test_json_mode_never_imports_rich() -> None:
    code = (
        "import sys; from binglao_tui.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "print('rich' in sys.modules, 'textual' in sys.modules, file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "showdown", "--input", "-", "--json"],
        input=_line(pot=100),
        capture_output=True,
        text=True,
        check=False,
        env={"BINGLAO_TUI_RULES": EMPTY_RULES, "PATH": "", "PYTHONIOENCODING": "utf-8"},
    )
    assert json.loads(done.stdout)["payouts"] == {"A": 50, "B": 50}
    assert done.stderr.strip() == "False False"


def test_a_showdown_without_a_pot_prints_no_pot_of_0_and_no_payouts() -> None:
    code, out, err = run(
        "showdown",
        "--game",
        "plo",
        "--board",
        "Kh 9h 6h 3c 2d",
        "--player",
        "A=Qh Jh 2c 3d",
        "--player",
        "B=7h 5h 4c 4d",
    )
    assert (code, err) == (0, "")
    assert "(0)" not in out
    assert "takes nothing" not in out
    assert "Payouts" not in out
    assert "No chips were given" in out
    assert (
        "The pot: loses the high to A (king-high flush: K-Q-J-9-6 beats K-9-7-6-5 on the second card" in out
    )


UNCALLED = {
    "game": "plo",
    "board": "Ts Js Qh 2d 3c",
    "players": [
        {"name": "A", "hole": "Ac Kd 4c 4d", "committed": 50},
        {"name": "B", "hole": "Ah Kc 5c 5d", "committed": 51},
    ],
    "button": "B",
}


def test_committed_50_and_51_the_chip_nobody_called_is_an_uncalled_bet_not_a_side_pot() -> None:
    """As replay says it: "Uncalled bet returned", never "Side pot 1 (1)"."""
    code, out, err = run("showdown", "--input", "-", stdin=json.dumps(UNCALLED) + "\n")
    assert (code, err) == (0, "")
    assert "Side pot" not in out
    assert "The pot (100)  A, B  A 50, B 50" in out
    assert "Uncalled bet returned to B: 1" in out
    code, out, _ = run("showdown", "--input", "-", "--json", stdin=json.dumps(UNCALLED) + "\n")
    data = json.loads(out)
    assert [(pot["amount"], pot["eligible"]) for pot in data["pots"]] == [(100, ["A", "B"])]
    assert (data["payouts"], data["returned"]) == ({"A": 50, "B": 50}, {"B": 1})
    assert data["players"][1]["explanation"][-1].startswith("Uncalled bet (1): nobody matched it")
