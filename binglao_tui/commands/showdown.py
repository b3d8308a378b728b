"""``binglao-tui showdown``: judge a showdown from flags, or one per JSON line.

From flags::

    binglao-tui showdown --game binglao --roll 1 --board "7s 5d 2c Kc 9h" \\
        --player "A=Ah 3s Kd Qs" --player "B=9d 9s 4h 6h" --pot 100 [--json]

From JSON Lines (``--input FILE`` or ``--input -`` for stdin), one object a line::

    {"game": "plo8", "board": ["7s", "5d", "2c", "Kc", "9h"],
     "players": [{"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": 50},
                 {"name": "B", "hole": ["9d", "9s", "4h", "6h"], "committed": 50}],
     "button": "B", "chip": 1}

The money is ``pot`` (one pot every live player can win), ``pots`` (a list of
``{"amount", "eligible"}``) or each player's ``committed`` chips with ``folded`` flags.
Without ``button`` the last player holds it. Every bad input stops with exit code 2 and
one line on stderr; with ``--input`` the line names the input line.
"""

from __future__ import annotations

import sys
from typing import IO, TYPE_CHECKING

import click

from binglao_tui.commands.common import Games, example, fail, rules_dir_option
from binglao_tui.commands.json_lines import close_lines, json_lines, open_lines
from binglao_tui.core.explain import judge_and_explain
from binglao_tui.core.formats.ruling_json import ruling_json_text
from binglao_tui.core.showdown import ShowdownError
from binglao_tui.core.showdown.request import Request, prepare, request_from_flags, request_from_json
from binglao_tui.core.showdown.request_fields import GameSource, RequestError

if TYPE_CHECKING:
    from pathlib import Path

    from binglao_tui.core.showdown.judge import Ruling


def judge_request(request: Request, games: GameSource) -> Ruling:
    """Check a request and judge it; every problem is a :class:`RequestError`."""
    variant, board, contenders, button, pots, chip, house = prepare(request, games)
    try:
        return judge_and_explain(variant, board, contenders, button=button, pots=pots, chip=chip, house=house)
    except ShowdownError as exc:
        raise RequestError(str(exc)) from None


def _run_lines(source: IO[bytes], games: Games, as_json: bool) -> None:
    """Judge each line as it comes and write its result at once (flushed, so a reader at the
    other end of a pipe sees it before the next line is even read)."""
    out = sys.stdout
    write, flush = out.write, out.flush
    for number, data in json_lines(source):
        try:
            ruling = judge_request(request_from_json(data), games)
        except RequestError as exc:
            fail(f"line {number}: {exc}")
        if as_json:
            write(ruling_json_text(ruling))
            write("\n")
        else:
            write(f"Line {number}\n")
            _print_human(ruling)
        flush()


# ---------------------------------------------------------------------------- output


def _print_human(ruling: Ruling) -> None:
    # start-up: rich only for the human output; --json never loads it
    from binglao_tui.commands.showdown_view import print_ruling

    print_ruling(ruling)


# --------------------------------------------------------------------------- command


@click.command(
    epilog=example(
        'binglao-tui showdown --game plo --board "Kh 9h 6h 3c 2d" --pot 100 '
        '--player Ann="Ah Qh 2c 3d" --player Bob="7h 5h 4c 4d"'
    )
)
@click.option("--game", "game_id", metavar="GAME", help="The game's id (see `binglao-tui games`).")
@click.option("--roll", metavar="N", help="The button's die roll, for die games.")
@click.option("--board", metavar="CARDS", help='The five board cards, e.g. "7s 5d 2c Kc 9h".')
@click.option(
    "--player",
    "players",
    metavar="NAME=CARDS",
    multiple=True,
    help="A player and hole cards, in seat order (repeatable).",
)
@click.option("--pot", metavar="N", help="The pot, in chips (every player can win it).")
@click.option("--button", metavar="NAME", help="Who holds the button (default: the last player).")
@click.option("--chip", metavar="N", help="The smallest chip in play (default 1).")
@click.option(
    "--input",
    "input_path",
    metavar="FILE|-",
    help="Judge one showdown per JSON line of FILE (or stdin for -).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the ruling as JSON.")
@rules_dir_option
def showdown(
    game_id: str | None,
    roll: str | None,
    board: str | None,
    players: tuple[str, ...],
    pot: str | None,
    button: str | None,
    chip: str | None,
    input_path: str | None,
    as_json: bool,
    rules_dirs: tuple[Path, ...],
) -> None:
    """Judge a showdown: high and low winners per pot, the chips, and why."""
    games = Games(rules_dirs)
    if input_path is not None:
        flags = [
            name
            for name, value in (
                ("--game", game_id),
                ("--roll", roll),
                ("--board", board),
                ("--player", players),
                ("--pot", pot),
                ("--button", button),
                ("--chip", chip),
            )
            if value
        ]
        if flags:
            fail(f"--input reads everything from JSON lines; drop {', '.join(flags)}")
        source = open_lines(input_path)
        try:
            _run_lines(source, games, as_json)
        finally:
            close_lines(source)
        return
    try:
        ruling = judge_request(request_from_flags(game_id, roll, board, players, pot, button, chip), games)
    except RequestError as exc:
        fail(str(exc))
    if as_json:
        sys.stdout.write(ruling_json_text(ruling) + "\n")
        sys.stdout.flush()
        return
    _print_human(ruling)
