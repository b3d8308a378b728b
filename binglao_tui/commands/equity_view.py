"""The human-readable all-in equity: a line on what is counted, the table, the pots, the die.

Plain text in aligned columns (click is loaded already; nothing else is needed)::

    Omaha Hi-Lo Eight-or-Better (4 cards each, high-low eight-or-better), preflop: 5 board cards to come
    Player  Equity  High              Low                Scoop
    A       50.32%  43.5% + 3.7% tie  19.0% + 34.3% tie  29.7%
    B       49.68%  52.9% + 3.7% tie  0.0% + 34.3% tie   27.1%
    1,086,008 boards counted in 0.047 s

"High" and "Low" are the boards on which the player wins that half alone, plus those on
which the player shares it. With side pots the Equity column is each player's expected
share of all the chips in the pots (a line under the table says so, as the app's panel
does), each pot's own equities follow, and each player's expected chips (``EV``) are in the
table; for a die still to be rolled, each face's equities.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import click

from binglao_tui.core.cards import format_cards
from binglao_tui.core.equity.chop import Chop
from binglao_tui.core.equity.request import Answer
from binglao_tui.core.equity.result import Equity
from binglao_tui.core.rules import Game
from binglao_tui.core.showdown.pot_names import pot_name

_GAP = "  "
_STREETS = {0: "preflop", 3: "on the flop", 4: "on the turn", 5: "on the river"}


def _percent(share: Fraction, places: int = 1) -> str:
    return f"{float(share) * 100:.{places}f}%"


def _half(alone: Fraction, shared: Fraction) -> str:
    text = _percent(alone)
    if not shared:
        return text
    return f"{text} + {_percent(shared) if shared >= Fraction(1, 2000) else '<0.1%'} tie"


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        _GAP.join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows
    ]


def _shares(shares: Mapping[str, Fraction]) -> str:
    return ", ".join(f"{name} {_percent(share)}" for name, share in shares.items())


def _title(found: Answer) -> str:
    game, board = found.game, found.board
    name = game.name if found.roll is None else f"{game.name}, roll {found.roll}"
    if found.roll is not None or game.die is None:
        name += f" ({game.variant(found.roll).describe})"
    street = _STREETS[len(board)]
    shown = f" {format_cards(board)}" if board else ""
    to_come = 5 - len(board)
    coming = f": {to_come} board card{'s' if to_come > 1 else ''} to come" if to_come else ""
    return f"{name}, {street}{shown}{coming}"


def print_equity(found: Answer, seconds: float) -> None:
    """Print a counted all-in for a person."""
    click.echo(_title(found))
    for line in table_lines(found.game, found.roll, found.result):
        click.echo(line)
    result = found.result
    plural = "board" if result.boards == 1 else "boards"
    click.echo(f"{result.boards:,} {plural} counted in {seconds:.3f} s")


def table_lines(game: Game, roll: int | None, result: Equity, live: Sequence[str] | None = None) -> list[str]:
    """A counted all-in's table and the lines under it: the pots, an uncalled bet, the
    die's faces still to roll. ``live``: the players to list (by default every one)."""
    has_low = game.plays_low(roll)
    with_ev = result.pots is not None
    # a Low column only where a low can win (a PLO race showed a column of dashes)
    low_header = ["Low"] if has_low else []
    header = ["Player", "Equity", "High", *low_header, "Scoop", *(["EV"] if with_ev else [])]
    rows = [header]
    for p in result.players:
        if live is not None and p.name not in live:
            continue
        low = [_half(p.low_win, p.low_tie)] if has_low else []
        share = result.whole_share(p)  # with side pots: of all the pots, not the main pot's
        row = [p.name, _percent(share, 2), _half(p.high_win, p.high_tie), *low, _percent(p.scoop)]
        if with_ev:
            row.append(f"{float(p.ev or 0):,.1f}")
        rows.append(row)
    lines = _columns(rows)
    if result.pots is not None and len(result.pots) == 1:
        lines.append(
            f"Equity: the expected share of the {result.pots[0].amount:,} in the pot, odd chips included"
        )
    if result.pots is not None and len(result.pots) > 1:
        total = sum(pot.amount for pot in result.pots)
        lines.append(f"Equity: the expected share of all {total:,} in the pots")
        lines.append("Pots:")
        for number, pot in enumerate(result.pots):
            label = pot_name(number)
            lines.append(f"  {label} {pot.amount:,} ({', '.join(pot.eligible)}): {_shares(pot.equity)}")
    for name, back in (result.returned or {}).items():
        lines.append(f"Uncalled bet returned to {name}: {back:,} (in no pot)")
    if result.faces is not None and game.die is not None:
        lines.append("By the die (not rolled yet; the figures above are the average of the faces):")
        for face in result.faces:
            described = game.die.faces[face.roll].split_words
            lines.append(f"  {face.roll} ({described}): {_shares(face.equity)}")
    return lines


def chop_lines(chop: Chop) -> list[str]:
    """The equity chop in words: each player's chips, then each pot's when there are
    several (``Chop by equity: Ann 61, Bob 39``)."""
    each = ", ".join(f"{name} {chips:,}" for name, chips in chop.chips.items() if chips)
    lines = [f"Chop by equity: {each}"]
    if len(chop.pots) > 1:
        for number, pot in enumerate(chop.pots):
            label = pot_name(number)
            shares = ", ".join(f"{name} {chips:,}" for name, chips in pot.chips.items())
            lines.append(f"  {label} {pot.amount:,}: {shares}")
    return lines


def print_chop(chop: Chop) -> None:
    """Print the equity chop for a person."""
    for line in chop_lines(chop):
        click.echo(line)
