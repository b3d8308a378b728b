"""``binglao-tui equity``: exact all-in equity from flags, or one all-in per JSON line.

From flags::

    binglao-tui equity --game plo --board "Th 7d 2c" \\
        --player "A=Ac Ah Kc Kh" --player "B=Jc Td 9d 8h" [--dead CARDS] [--json]

From JSON Lines (``--input FILE`` or ``--input -`` for stdin), one object a line, one result
line out for each, written as soon as it is counted::

    {"game": "plo8", "board": ["7s", "5d", "2c"], "dead": ["Kh"],
     "players": [{"name": "A", "hole": ["Ah", "3s", "Kd", "Qs"], "committed": 100},
                 {"name": "B", "hole": ["9d", "9s", "4h", "6h"], "committed": 60}],
     "button": "B", "chip": 1}

The board has 0 (preflop), 3, 4 or 5 cards. With chips put in (``committed``, or one pot
of ``--pot CHIPS`` / ``"pot"`` every player contests), the result has each pot's equities
and each player's expected chips (``ev``); ``--chop`` adds each player's equity chop in
whole chips, pot by pot (:mod:`binglao_tui.core.equity.chop`). Every bad input stops with
exit code 2 and one line on stderr; with ``--input`` the line names the input line.
"""

from __future__ import annotations

import json
import sys
import time
from typing import IO, TYPE_CHECKING, Any

import click

from binglao_tui.commands.common import Games, example, fail, rules_dir_option
from binglao_tui.commands.equity_view import print_chop, print_equity
from binglao_tui.commands.json_lines import close_lines, json_lines, open_lines
from binglao_tui.core.equity.request import Answer, answer, request_from_flags, request_from_json
from binglao_tui.core.showdown.request_fields import RequestError

if TYPE_CHECKING:
    from pathlib import Path

    from binglao_tui.core.equity import Equity
    from binglao_tui.core.equity.chop import Chop


def result_json(result: Equity) -> dict[str, Any]:
    """The result as the issue's JSON: shares as numbers from 0 to 1."""
    players = []
    for p in result.players:
        row: dict[str, Any] = {
            "name": p.name,
            "equity": float(p.equity),
            "scoop": float(p.scoop),
            "high_win": float(p.high_win),
            "high_tie": float(p.high_tie),
            "low_win": float(p.low_win),
            "low_tie": float(p.low_tie),
        }
        if p.ev is not None:
            row["ev"] = float(p.ev)
            # added beside ``equity`` (the main pot's share, as it always was): what the
            # human table's Equity column shows, the expected share of all the pots
            row["share_of_all_pots"] = float(result.whole_share(p))
        players.append(row)
    data: dict[str, Any] = {"boards": result.boards, "players": players}
    if result.pots is not None:
        data["pots"] = [
            {
                "amount": pot.amount,
                "eligible": list(pot.eligible),
                "equity": {name: float(share) for name, share in pot.equity.items()},
            }
            for pot in result.pots
        ]
    if result.returned:
        data["returned"] = dict(result.returned)  # an uncalled bet: in no pot, in nobody's ev
    if result.faces is not None:
        data["faces"] = [
            {"roll": face.roll, "equity": {name: float(s) for name, s in face.equity.items()}}
            for face in result.faces
        ]
    return data


def chop_json(chop: Chop) -> dict[str, Any]:
    """The chop's keys: ``chop`` (each player's chips over all the pots) and ``chop_pots``
    (each pot's amount, eligible players and their chips)."""
    return {
        "chop": dict(chop.chips),
        "chop_pots": [
            {"amount": pot.amount, "eligible": list(pot.eligible), "chop": dict(pot.chips)}
            for pot in chop.pots
        ],
    }


def _counted(request: Any, games: Games, chop: bool) -> tuple[Answer, Chop | None, float]:
    start = time.perf_counter()
    found = answer(request, games)
    chopped = found.chop() if chop else None
    return found, chopped, time.perf_counter() - start


def _write(found: Answer, chopped: Chop | None, seconds: float, as_json: bool) -> None:
    if as_json:
        data = result_json(found.result)
        if chopped is not None:
            data.update(chop_json(chopped))
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
        return
    print_equity(found, seconds)
    if chopped is not None:
        print_chop(chopped)


def _run_lines(source: IO[bytes], games: Games, as_json: bool, chop: bool) -> None:
    out = sys.stdout
    for number, data in json_lines(source):  # bad lines stop the run naming their number
        try:
            found, chopped, seconds = _counted(request_from_json(data), games, chop)
        except RequestError as exc:
            fail(f"line {number}: {exc}")
        if not as_json:
            click.echo(f"Line {number}")
        _write(found, chopped, seconds, as_json)
        out.flush()  # each result as soon as it is counted


@click.command(
    epilog=example(
        'binglao-tui equity --game plo --board "Kh 9h 6h" '
        '--player Ann="Ah Qh 2c 3d" --player Bob="7h 5h 4c 4d"'
    )
)
@click.option("--game", "game_id", metavar="GAME", help="The game's id (see `binglao-tui games`).")
@click.option(
    "--roll",
    metavar="N",
    help="The button's die roll, for die games (Binglaha: leave it out "
    "before the roll to average the six faces).",
)
@click.option("--board", metavar="CARDS", help="The board so far: none (preflop), 3, 4 or 5 cards.")
@click.option("--dead", metavar="CARDS", help="Cards out of play: mucked, burned or exposed.")
@click.option(
    "--player",
    "players",
    metavar="NAME=CARDS",
    multiple=True,
    help="A player and hole cards, in seat order (repeatable).",
)
@click.option("--pot", metavar="CHIPS", help="The chips in the pot, which every player contests.")
@click.option(
    "--input", "input_path", metavar="FILE|-", help="Count one all-in per JSON line of FILE (or stdin for -)."
)
@click.option(
    "--chop", is_flag=True, help="Also each player's equity chop in whole chips (needs the chips in the pot)."
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@rules_dir_option
def equity(
    game_id: str | None,
    roll: str | None,
    board: str | None,
    dead: str | None,
    players: tuple[str, ...],
    pot: str | None,
    input_path: str | None,
    chop: bool,
    as_json: bool,
    rules_dirs: tuple[Path, ...],
) -> None:
    """Exact all-in equity: every board to come counted, high and low, pots and expected chips."""
    games = Games(rules_dirs)
    if input_path is not None:
        flags = [
            name
            for name, value in (
                ("--game", game_id),
                ("--roll", roll),
                ("--board", board),
                ("--dead", dead),
                ("--player", players),
                ("--pot", pot),
            )
            if value
        ]
        if flags:
            fail(f"--input reads everything from JSON lines; drop {', '.join(flags)}")
        source = open_lines(input_path)
        try:
            _run_lines(source, games, as_json, chop)
        finally:
            close_lines(source)
        return
    try:
        found, chopped, seconds = _counted(
            request_from_flags(game_id, roll, board, dead, players, pot), games, chop
        )
    except RequestError as exc:
        fail(str(exc))
    _write(found, chopped, seconds, as_json)
    sys.stdout.flush()
