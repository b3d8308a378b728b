"""``binglao-tui tournament plan`` and ``binglao-tui icm``: the exact contract and bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.cli._cli_main import assert_bad_input, run

HOME_SET = "25:300,100:200,500:100,1000:50"
PLAN = ("tournament", "plan", "--players", "8", "--stack", "10000", "--hours", "3", "--chips", HOME_SET)
ICM = ("icm", "--stacks", "150000,98750,45500,13250", "--payouts", "425,280,130,75")


def test_plan_json_has_exactly_the_contract_keys() -> None:
    code, out, err = run(*PLAN, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["starting_chips", "levels", "total_minutes"]
    assert data["starting_chips"] == {"25": 8, "100": 8, "500": 6, "1000": 6}
    assert sum(int(d) * n for d, n in data["starting_chips"].items()) == 10000
    assert type(data["total_minutes"]) is int
    assert data["total_minutes"] == sum(item["minutes"] for item in data["levels"]) == 180
    levels = [item for item in data["levels"] if item["kind"] == "level"]
    breaks = [item for item in data["levels"] if item["kind"] == "break"]
    level_keys = ["kind", "number", "minutes", "small_blind", "big_blind", "ante"]
    assert all(list(item) == level_keys for item in levels)
    assert all(list(item) == ["kind", "minutes", "colour_up"] for item in breaks)
    assert all(type(v) is int for item in levels for k, v in item.items() if k != "kind")
    assert levels[0] == {
        "kind": "level",
        "number": 1,
        "minutes": 20,
        "small_blind": 50,
        "big_blind": 100,
        "ante": 0,
    }
    assert breaks[0] == {"kind": "break", "minutes": 10, "colour_up": [25]}
    assert [item["number"] for item in levels] == list(range(1, len(levels) + 1))
    assert levels[-1]["big_blind"] * 20 >= 8 * 10000


@pytest.mark.parametrize(("ante", "expected"), [("none", 0), ("ante", 50), ("bb-ante", 400)])
def test_plan_ante_kinds(ante: str, expected: int) -> None:
    code, out, _ = run(*PLAN, "--ante", ante, "--json")
    assert code == 0
    levels = [item for item in json.loads(out)["levels"] if item["kind"] == "level"]
    assert levels[0]["ante"] == 0
    assert levels[3]["ante"] == expected  # antes start after the first break


def test_plan_level_minutes() -> None:
    code, out, _ = run(*PLAN, "--level-minutes", "15", "--json")
    assert code == 0
    data = json.loads(out)
    assert {item["minutes"] for item in data["levels"] if item["kind"] == "level"} == {15}
    assert abs(data["total_minutes"] - 180) <= 18


def test_plan_says_why_a_level_is_longer_than_asked() -> None:
    # the evening's run: --level-minutes 5 for two players gave 15- and 20-minute levels
    # without a word (levels with the same blinds are joined)
    args = ("--players", "2", "--stack", "7500", "--hours", "1.75", "--level-minutes", "5")
    code, out, err = run("tournament", "plan", *args, "--chips", "10:1,50:4,100:8,500:1,1000:14")
    assert (code, err) == (0, "")
    said = [line for line in out.splitlines() if "longer than 5 minutes" in line]
    assert len(said) == 1
    assert said[0].startswith("Levels 1, 2")
    assert "the levels with the same blinds are joined" in said[0]
    code, out, _ = run(*PLAN)
    assert "longer than" not in out


def test_plan_human_output_shows_the_chips_to_hand_out_and_the_schedule() -> None:
    code, out, err = run(*PLAN)
    assert (code, err) == (0, "")
    assert "Starting stack: hand each player" in out
    lines = out.splitlines()
    assert "     25      8    200" in lines
    assert "  Total     28  10000" in lines
    assert any(line.split()[:5] == ["1", "0:00", "20", "50", "100"] for line in lines)
    assert any(line.startswith("  Break") and "colour up the 25s" in line for line in lines)
    assert "Total: 180 minutes (3:00)" in lines
    assert any("raced off" in line for line in lines)
    assert "Traceback" not in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--chips", "25:100,100:100"), "too few chips"),
        (("--chips", "500:100,1000:100"), "no chip is small enough"),
        (("--chips", "25:10,100:10,500:100,1000:100"), "too few 25s"),
        (("--chips", "25-300"), "--chips"),
        (("--chips", "25:300,25:10"), "listed twice"),
        (("--chips", ""), "no chips given"),
        (("--level-minutes", "120"), "choose shorter levels"),
        (("--level-minutes", "0"), "--level-minutes"),
        (("--ante", "straddle"), "--ante"),
    ],
)
def test_plan_that_cannot_be_met_is_exit_2_with_one_line(args: tuple[str, ...], words: str) -> None:
    base = dict(zip(PLAN[2::2], PLAN[3::2], strict=True))
    for key, value in zip(args[::2], args[1::2], strict=True):
        base[key] = value
    argv = ["tournament", "plan", *[x for pair in base.items() for x in pair]]
    assert_bad_input(*run(*argv), words)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--players", "1"), "--players"),
        (("--stack", "0"), "--stack"),
        (("--hours", "0"), "--hours"),
        (("--hours", "three"), "--hours"),
        (("--stack", "10010"), "not a multiple of 25"),
    ],
)
def test_plan_bad_numbers(args: tuple[str, str], words: str) -> None:
    argv = list(PLAN)
    at = argv.index(args[0])
    argv[at + 1] = args[1]
    assert_bad_input(*run(*argv), words)


def test_plan_needs_its_options() -> None:
    assert_bad_input(*run("tournament", "plan", "--players", "8"), "--stack")


def test_icm_json_is_the_published_case_to_the_cent() -> None:
    code, out, err = run(*ICM, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["players"]
    assert [p["stack"] for p in data["players"]] == [150000, 98750, 45500, 13250]
    assert [p["icm"] for p in data["players"]] == [323.2, 278.12, 195.79, 112.89]
    assert [p["chip_chop"] for p in data["players"]] == [443.9, 292.24, 134.65, 39.21]
    assert all({"stack", "icm", "chip_chop", "blend"} <= set(p) for p in data["players"])
    assert round(sum(p["blend"] for p in data["players"]), 2) == 910


def test_icm_human_output_side_by_side() -> None:
    code, out, _ = run(*ICM)
    assert code == 0
    assert "  1       150000   48.8%  323.20     443.90           383.55" in out.splitlines()
    assert "Malmuth-Harville" in out


def test_icm_save_floor_and_blend() -> None:
    code, out, _ = run(*ICM, "--save", "50", "--floor", "--blend", "100", "--json")
    assert code == 0
    players = json.loads(out)["players"]
    assert round(sum(p["icm"] for p in players), 2) == 860
    assert all(p["chip_chop"] >= 75 for p in players)
    assert [p["blend"] for p in players] == [p["icm"] for p in players]


def test_icm_payouts_in_cents() -> None:
    code, out, _ = run("icm", "--stacks", "100,100", "--payouts", "10.51,5", "--json")
    assert code == 0
    assert [p["icm"] for p in json.loads(out)["players"]] == [7.76, 7.75]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--stacks", "100,x", "--payouts", "10"), "--stacks"),
        (("--stacks", "100,0", "--payouts", "10"), "already out"),
        (("--stacks", "100,-5", "--payouts", "10"), "--stacks"),
        (("--stacks", "100,,50", "--payouts", "10"), "comma-separated"),
        (("--stacks", "100,50", "--payouts", "10,5,1"), "3 prizes for 2 players"),
        (("--stacks", "100,50", "--payouts", "5,10"), "no more than the one above"),
        (("--stacks", "100,50", "--payouts", "10.001"), "to the cent"),
        (("--stacks", "100,50", "--payouts", "ten"), "not an amount"),
        (("--stacks", "100,50", "--payouts", "-10"), "not negative"),
        (("--stacks", "100", "--payouts", "10"), "at least two"),
        (("--stacks", "100,50", "--payouts", "10,5", "--save", "9"), "between 0 and 5.00"),
        (("--stacks", "100,50", "--payouts", "10,5", "--save", "1,2"), "one amount"),
        (("--stacks", "100,50", "--payouts", "10,5", "--blend", "101"), "--blend"),
        (("--stacks", "100,50"), "--payouts"),
    ],
)
def test_icm_bad_input_is_exit_2_with_one_line(args: tuple[str, ...], words: str) -> None:
    assert_bad_input(*run("icm", *args), words)


def test_icm_too_many_players_for_exact_is_refused() -> None:
    stacks = ",".join(["100"] * 18)
    payouts = ",".join(str(100 - i) for i in range(18))
    assert_bad_input(*run("icm", "--stacks", stacks, "--payouts", payouts), "too many")


def test_commands_are_listed_in_help() -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "tournament" in out
    assert "icm" in out


@pytest.mark.slow
@pytest.mark.parametrize("argv", [list(PLAN), list(ICM)])
def test_the_commands_import_no_ui_toolkit_or_numpy(argv: list[str]) -> None:
    code = (
        "import sys\n"
        "from binglao_tui.cli import main\n"
        "try:\n"
        f"    main({argv!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "sys.stderr.write(' '.join(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(done.stderr.split())
    assert not loaded & {"textual", "rich", "numpy"}, loaded & {"textual", "rich", "numpy"}
