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
    assert json.loads(out) == {"to_call": 2, "min_raise_to": 4, "max_raise_to": 7, "pot_after_call": 5}


def test_seed002_example2_pot_20_facing_10_raises_to_50() -> None:
    code, out, _ = run("pot", "--pot", "20", "--bet", "10", "--json")
    assert code == 0
    data = json.loads(out)
    assert data == {"to_call": 10, "min_raise_to": 20, "max_raise_to": 50, "pot_after_call": 40}
    assert all(type(v) is int for v in data.values())


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
    assert json.loads(out) == {"to_call": 5, "min_raise_to": 12, "max_raise_to": 14, "pot_after_call": 15}


def test_no_bet_yet_gives_the_minimum_and_maximum_bet() -> None:
    code, out, _ = run("pot", "--pot", "30", "--big-blind", "2", "--json")
    assert code == 0
    assert json.loads(out) == {"to_call": 0, "min_raise_to": 2, "max_raise_to": 30, "pot_after_call": 30}


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
    assert json.loads(data) == {"to_call": 4, "min_raise_to": 8, "max_raise_to": 15, "pot_after_call": 11}


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


def test_after_a_short_all_in_the_assumed_last_raise_is_said_and_can_be_given() -> None:
    """Bet 10, all in for 15: the last full raise is the bet of 10 (raise to 25), which the
    bets alone cannot show: the output says what it assumed and how to give it."""
    out = _human("--pot", "40", "--bet", "10", "--bet", "15", "--big-blind", "2")
    assert "Minimum raise to: 20" in out
    assert "Last full raise 5: assumed from the two highest bets, 15 - 10 = 5" in out
    assert "give the last full raise with --last-raise" in out
    given = _human("--pot", "40", "--bet", "10", "--bet", "15", "--big-blind", "2", "--last-raise", "10")
    assert "Minimum raise to: 25" in given
    assert "assumed" not in given


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
    expected = {"to_call": 112, "min_raise_to": 150, "max_raise_to": 150, "pot_after_call": 273}
    assert json.loads(out) == expected
