"""``icm`` and ``tournament plan`` read their numbers as every other command does (issue 22
§5): one reader of whole numbers and chip counts (core/entry), one of money and hours.
``--stacks ²,5``, ``--payouts 1e30,2``, a 28-digit payout, a 5,000-digit stack, ``--hours
nan`` and ``--chips ²:300`` ended with exit 70; Arabic-Indic digits and stacks over 10^15
were taken."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

from tests.cli._cli_main import EMPTY_RULES, assert_bad_input, run

CHIPS = "25:300,100:200,500:100,1000:50"


def _icm(stacks: str = "150000,98750,45500", payouts: str = "425,280,130") -> list[str]:
    return ["icm", "--stacks", stacks, "--payouts", payouts]


def _plan(players: str = "8", stack: str = "10000", hours: str = "3", chips: str = CHIPS) -> list[str]:
    return ["tournament", "plan", "--players", players, "--stack", stack, "--hours", hours, "--chips", chips]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (_icm(stacks="²,5"), ["--stacks: '²' is not a whole number of chips"]),
        (_icm(stacks="٣٠٠,100"), ["--stacks: '٣٠٠' is not a whole number of chips"]),
        (_icm(stacks="1" + "0" * 5000 + ",5"), ["--stacks: '10000000000000000...' is not a whole number"]),
        (
            _icm(stacks="10000000000000000,100"),
            ["--stacks: '10000000000000000' is not a whole number of chips"],
        ),
        (_icm(payouts="1e30,2"), ["--payouts: '1e30' is not an amount of money"]),
        (_icm(payouts="1234567890123456789012345678,2"), ["--payouts: '12345678901234567...'"]),
        (_icm(payouts="nan,2"), ["--payouts: 'nan' is not an amount"]),
        ([*_icm(), "--save", "1e3"], ["--save: '1e3' is not an amount"]),
        (
            [*_icm(), "--blend", "٥٠"],
            ["--blend: '٥٠' is not a whole number from 0 to 100"],
        ),
        (_plan(hours="nan"), ["--hours: 'nan' is not a number of hours"]),
        (_plan(hours="inf"), ["--hours: 'inf' is not a number of hours"]),
        (_plan(hours="1e1"), ["--hours: '1e1' is not a number of hours"]),
        (_plan(chips="²:300"), ["--chips: '²:300': the chip's value is not a whole number"]),
        (_plan(chips="25:99999999999999999999"), ["--chips:", "the count is not a whole number from 1 to"]),
        (_plan(players="٨"), ["--players: '٨' is not a whole number from 2"]),
        (_plan(stack="٣٠٠٠"), ["--stack: '٣٠٠٠' is not a whole number of chips"]),
        (_plan(stack="10000000000000000"), ["--stack: '10000000000000000' is not a whole number of chips"]),
    ],
)
def test_icm_and_plan_numbers_are_read_as_every_command_reads_them(args: list[str], words: list[str]) -> None:
    assert_bad_input(*run(*args), *words)


def test_icm_with_the_largest_stacks_and_payouts_still_deals() -> None:
    code, out, err = run(*_icm("1000000000000000,999999999999999", "10000000000000,0.01"))
    assert code == 0, err
    assert "Total" in out


@pytest.mark.slow
@pytest.mark.parametrize("chips", ["25:100000000000,100:200", "25:999999999999999,100:200"])
def test_plan_with_a_huge_chip_count_stays_within_200_mb(chips: str) -> None:
    """In its own process with its address space capped at 200 MB (1.1 GB and past 9 GB before)."""

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (200 << 20, 200 << 20))

    env = {**os.environ, "BINGLAO_TUI_RULES": EMPTY_RULES}
    command = [sys.executable, "-m", "binglao_tui", *_plan(chips=chips)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, preexec_fn=cap)
    assert done.returncode == 0, done.stderr
    assert "Total: 180 minutes" in done.stdout
