"""``binglao-tui ledger --luck [--session N] [--json]``: the luck of the night.

For every all-in called and dealt out in the session (:mod:`binglao_tui.session.luck`),
each player's expected chips beside the chips he won, in whole chips::

    Luck in session 1: 2 all-ins dealt out
    Player  All-ins  Expected  Won  Luck
    Ann           2        31   37    +6
    Bob           2        61   55    -6

``--json``: ``{"session": 1, "all_ins": 2, "left_out": 0, "not_replayed": 0, "players":
[{"name", "all_ins", "expected", "won", "luck", "expected_exact"}]}``, the chips in whole chips (``luck`` =
``won`` - ``expected``, adding up to zero over the table), ``expected_exact`` the exact
expectation as a decimal before rounding.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import click

from binglao_tui.commands.common import fail, print_json
from binglao_tui.commands.storage import storage_errors
from binglao_tui.core.entry import printable
from binglao_tui.store.ledger import Ledger

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game
    from binglao_tui.session.luck import NightLuck
    from binglao_tui.store.db import Database


def luck_json(found: NightLuck | None) -> dict[str, Any]:
    """The luck as JSON (see the module's docstring); no session: none counted."""
    if found is None:
        return {"session": None, "all_ins": 0, "left_out": 0, "not_replayed": 0, "players": []}
    return {
        "session": found.session_id,
        "all_ins": found.all_ins,
        "left_out": found.left_out,
        "not_replayed": found.not_replayed,
        "players": [
            {
                "name": line.name,
                "all_ins": line.all_ins,
                "expected": line.expected,
                "won": line.won,
                "luck": line.luck,
                "expected_exact": float(line.exact),
            }
            for line in found.lines
        ],
    }


def luck_lines(found: NightLuck) -> list[str]:
    """The luck for a person: a title, then a line a player."""
    count = f"{found.all_ins} all-in{'' if found.all_ins == 1 else 's'} dealt out"
    lines = [f"Luck in session {found.session_id}: {count}"]
    if found.left_out:
        lines.append(f"({found.left_out} left out: a hand at the all-in was not shown)")
    if found.not_replayed:
        lines.append(
            f"({found.not_replayed} hand{'' if found.not_replayed == 1 else 's'} not looked at: "
            "they no longer replay; is the house rules file of their game in the rules folder?)"
        )
    if not found.lines:
        return lines
    rows = [("Player", "All-ins", "Expected", "Won", "Luck")]
    rows += [
        (printable(line.name), str(line.all_ins), f"{line.expected:,}", f"{line.won:,}", f"{line.luck:+,}")
        for line in found.lines
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    for row in rows:
        cells = [
            row[0].ljust(widths[0]),
            *(cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)),
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def show_luck(
    db: Database | None,
    session_id: int | None,
    as_json: bool,
    games: Mapping[str, Game],
    which: Callable[[Ledger], int | None],
) -> None:
    """Count and print the luck of the session ``which`` picks from the books (the one
    asked for, ``session_id``, or the one the ledger shows)."""
    from binglao_tui.core.equity.result import EquityError  # numpy: only when the luck is counted
    from binglao_tui.session.luck import night_luck

    if db is None:
        if session_id is not None:
            fail(f"there is no session {session_id}: no session is recorded yet")
        if as_json:
            print_json(luck_json(None))
        else:
            click.echo("No session recorded yet.")
        return
    with db, storage_errors(db):
        book = Ledger(db)
        session = which(book)
        try:
            found = None if session is None else night_luck(db, session, games)
        except EquityError as exc:
            fail(f"session {session}: {exc}")
    if as_json:
        print_json(luck_json(found))
    elif found is None:
        click.echo("No session recorded yet.")
    else:
        click.echo("\n".join(luck_lines(found)))
