"""Plain one-line messages on the command line (issue 11, item 10): ``pot`` on a bad
number, ``showdown`` without ``--game``."""

from __future__ import annotations

import pytest

from tests.cli._cli_main import assert_bad_input, run


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--pot", "abc"), ["--pot: 'abc' is not a whole number of chips"]),
        (("--pot", "10", "--straddle", "abc"), ["--straddle: 'abc' is not a whole number of chips"]),
        (("--pot", "-5"), ["--pot: '-5' is not a whole number of chips"]),
    ],
)
def test_pot_bad_numbers_are_one_plain_line(args: tuple[str, ...], words: list[str]) -> None:
    code, out, err = run("pot", *args)
    assert_bad_input(code, out, err, *words)
    assert "integer range" not in err
    assert "Invalid value" not in err


def test_showdown_without_a_game_says_which_games_exist() -> None:
    code, out, err = run(
        "showdown", "--board", "7s5d2ckc9h", "--player", "Ann=ah3skdqs", "--player", "Bob=9d9s4h6h"
    )
    assert_bad_input(code, out, err, "the game is missing", "give --game", "binglao", "plo8")
