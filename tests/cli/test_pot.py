"""``binglao-tui pot``: the seed 002 numbers, the exact JSON contract and bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.cli._cli_main import assert_bad_input, run


def test_seed002_example1_blinds_1_2_first_to_act_raises_to_7() -> None:
    code, out, err = run("pot", "--pot", "0", "--bet", "1", "--bet", "2", "--big-blind", "2", "--json")
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "to_call": 2,
        "min_raise_to": 4,
        "max_raise_to": 7,
        "pot_after_call": 5,
        "can_raise": True,
        "last_raise": 2,
        "last_raise_assumed": False,
    }


def test_seed002_example2_pot_20_facing_10_raises_to_50() -> None:
    code, out, _ = run("pot", "--pot", "20", "--bet", "10", "--json")
    assert code == 0
    data = json.loads(out)
    assert data == {
        "to_call": 10,
        "min_raise_to": 20,
        "max_raise_to": 50,
        "pot_after_call": 40,
        "can_raise": True,
        "last_raise": 10,
        "last_raise_assumed": False,
    }
    assert all(type(data[k]) is int for k in ("to_call", "min_raise_to", "max_raise_to", "pot_after_call"))


def test_human_output_writes_the_arithmetic_out() -> None:
    code, out, _ = run("pot", "--pot", "20", "--bet", "10")
    assert code == 0
    assert "pot 20 + bet 10 + your call 10 = 40; raise 40 more: to 50" in out
    assert "Maximum raise to: 50" in out


def test_blind_in_front_and_stack_cap() -> None:
    code, out, _ = run(
        "pot",
        "--pot",
        "0",
        "--bet",
        "1",
        "--bet",
        "7",
        "--mine",
        "2",
        "--big-blind",
        "2",
        "--stack",
        "12",
        "--json",
    )
    assert code == 0
    assert json.loads(out) == {
        "to_call": 5,
        "min_raise_to": 12,
        "max_raise_to": 14,
        "pot_after_call": 15,
        "can_raise": True,
        "last_raise": 5,
        "last_raise_assumed": False,
    }


def test_no_bet_yet_gives_the_minimum_and_maximum_bet() -> None:
    code, out, _ = run("pot", "--pot", "30", "--big-blind", "2", "--json")
    assert code == 0
    assert json.loads(out) == {
        "to_call": 0,
        "min_raise_to": 2,
        "max_raise_to": 30,
        "pot_after_call": 30,
        "can_raise": True,
        "last_raise": 2,
        "last_raise_assumed": False,
    }


def test_last_raise_overrides_the_minimum() -> None:
    code, out, _ = run("pot", "--pot", "40", "--bet", "30", "--last-raise", "25", "--json")
    assert code == 0
    assert json.loads(out)["min_raise_to"] == 55


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (("pot",), "--pot"),
        (("pot", "--pot", "-5"), "--pot"),
        (("pot", "--pot", "ten"), "--pot"),
        (("pot", "--pot", "20", "--bet", "x"), "--bet"),
        (("pot", "--pot", "20", "--big-blind", "0"), "--big-blind"),
        (("pot", "--pot", "20", "--stack", "0"), "all in"),
        (("pot", "--pot", "20", "--json", "--nope"), "--nope"),
    ],
)
def test_bad_input_exits_2_with_one_line(args: tuple[str, ...], word: str) -> None:
    assert_bad_input(*run(*args), word)


@pytest.mark.slow
def test_json_mode_imports_no_ui_toolkit() -> None:
    code = (
        "import sys\n"
        "from binglao_tui.cli import main\n"
        "try:\n"
        "    main(['pot', '--pot', '20', '--bet', '10', '--json'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "assert not {'textual', 'rich'} & {m.split('.')[0] for m in sys.modules}, 'ui imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["max_raise_to"] == 50


def test_a_pot_smaller_than_the_minimum_bet_says_the_only_bet_not_bet_up_to_0() -> None:
    code, out, _ = run("pot", "--pot", "0")
    assert code == 0
    assert "bet up to the pot: 0" not in out
    assert "pot 0; the pot is less than the minimum bet, so the only bet is 1" in out


def _human(*args: str) -> str:
    code, out, err = run("pot", *args)
    assert (code, err) == (0, "")
    return out


def test_minimum_raise_over_a_live_straddle_is_the_straddle_again() -> None:
    """The issue's example: blinds 1/2 and a straddle of 4; without --straddle the 4 reads
    as a raise of 2 (to 6), with it the straddle is the last full raise (to 8)."""
    bets = ("--pot", "0", "--bet", "1", "--bet", "2", "--bet", "4", "--big-blind", "2")
    assert "Minimum raise to: 6" in _human(*bets)
    out = _human(*bets, "--straddle", "4")
    assert "Minimum raise to: 8" in out
    assert "minimum raise to 8 (the bet 4 + the last full raise 4)" in out
    code, data, _ = run("pot", *bets, "--straddle", "4", "--json")
    assert code == 0
    assert json.loads(data) == {
        "to_call": 4,
        "min_raise_to": 8,
        "max_raise_to": 15,
        "pot_after_call": 11,
        "can_raise": True,
        "last_raise": 4,
        "last_raise_assumed": False,
    }


def test_a_raise_over_a_straddle_is_read_off_the_bets() -> None:
    out = _human(
        "--pot",
        "0",
        "--bet",
        "1",
        "--bet",
        "2",
        "--bet",
        "4",
        "--bet",
        "12",
        "--big-blind",
        "2",
        "--straddle",
        "4",
    )
    assert "Minimum raise to: 20" in out  # the raise of 8 over the straddle
    assert "assumed" not in out


def test_after_a_short_all_in_the_last_full_raise_is_the_largest_step() -> None:
    """Bet 10, all in for 15: full raises never shrink, so the step of 5 is the all-in for
    less and the last full raise is the bet of 10 (raise to 25), known, not assumed."""
    out = _human("--pot", "40", "--bet", "10", "--bet", "15", "--big-blind", "2")
    assert "Minimum raise to: 25" in out
    assert "Last full raise 10: the largest bet or raise, 10 - 0 = 10 (15 - 10: less" in out
    assert "assumed" not in out
    given = _human("--pot", "40", "--bet", "10", "--bet", "15", "--big-blind", "2", "--last-raise", "5")
    assert "Minimum raise to: 20" in given


def test_tda_rule_43_pot_100_bets_10_30_35_minimum_raise_to_55() -> None:
    """TDA 2024 Rule 43: a raise is at least the largest previous bet or raise of the round;
    the 5 over 30 is an all-in for less (it was 40)."""
    code, out, err = run(
        "pot", "--pot", "100", "--bet", "10", "--bet", "30", "--bet", "35", "--big-blind", "2", "--json"
    )
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["min_raise_to"], data["last_raise"], data["last_raise_assumed"]) == (55, 20, False)


def test_tda_rule_43_pot_6_bets_6_9_minimum_raise_to_15() -> None:
    code, out, _ = run("pot", "--pot", "6", "--bet", "6", "--bet", "9", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["min_raise_to"], data["last_raise"], data["last_raise_assumed"]) == (15, 6, False)
    assert "Minimum raise to: 15" in _human("--pot", "6", "--bet", "6", "--bet", "9")


def test_a_called_raise_is_what_the_bets_cannot_tell_and_json_says_assumed() -> None:
    """Bet 10, raised to 30 and called... or raised to 20, then 30 and called: the caller's
    earlier bet no longer shows, so the largest step (20) is assumed, and said so."""
    args = ("--pot", "40", "--bet", "10", "--bet", "30", "--bet", "30", "--big-blind", "2")
    out = _human(*args)
    assert "Minimum raise to: 50" in out
    assert (
        "Last full raise 20 (assumed): the largest bet or raise, 30 - 10 = 20; but a raise that was called"
        in out
    )
    code, data, _ = run("pot", *args, "--json")
    assert code == 0
    assert json.loads(data)["last_raise_assumed"] is True
    code, data, _ = run("pot", *args, "--last-raise", "10", "--json")
    assert (json.loads(data)["min_raise_to"], json.loads(data)["last_raise_assumed"]) == (40, False)


def test_json_says_when_no_raise_is_possible() -> None:
    code, out, _ = run("pot", "--pot", "20", "--bet", "10", "--stack", "8", "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["can_raise"], data["no_raise_reason"]) == (False, "calling takes every chip the player has")
    assert (data["to_call"], data["min_raise_to"], data["max_raise_to"]) == (8, 8, 8)
    assert "No raise:" in _human("--pot", "20", "--bet", "10", "--stack", "8")


def test_one_bet_or_only_the_blinds_need_no_assumption() -> None:
    for args in (
        ("--pot", "20", "--bet", "10"),
        ("--pot", "0", "--bet", "1", "--bet", "2", "--big-blind", "2"),
    ):
        assert "assumed" not in _human(*args)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--straddle", "1", "--big-blind", "2", "--bet", "2"),
            "--straddle 1 is less than the big blind (2)",
        ),
        (
            ("--straddle", "4", "--big-blind", "2", "--bet", "2"),
            "--straddle 4: no bet of 4 or more is in front",
        ),
    ],
)
def test_a_straddle_that_does_not_fit_the_bets_is_bad_input(args: tuple[str, ...], message: str) -> None:
    code, out, err = run("pot", "--pot", "0", *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert message in err


def test_an_all_in_for_less_than_a_full_raise_is_said_as_such() -> None:
    # the evening's run: 150 all in facing 119 printed "Minimum raise to: 150" and
    # "Maximum raise to: 150" above "minimum raise to 203"
    args = ("--pot", "0", "--mine", "7", "--bet", "35", "--bet", "119", "--stack", "143")
    code, out, err = run("pot", *args)
    assert (code, err) == (0, "")
    assert "All in:         150, less than a full raise (to 203): it does not reopen the betting" in out
    assert "Minimum raise to:" not in out
    assert "Maximum raise to:" not in out
    code, out, _ = run("pot", *args, "--json")
    expected = {
        "to_call": 112,
        "min_raise_to": 150,
        "max_raise_to": 150,
        "pot_after_call": 273,
        "can_raise": True,
        "last_raise": 84,
        "last_raise_assumed": False,
    }
    assert json.loads(out) == expected
