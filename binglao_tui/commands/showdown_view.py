"""The human-readable showdown ruling: plain text in aligned columns.

Hands (each with its two hole cards and three board cards), the pots with their high and
low winners and awards, each player's total, and the dealer's words for every player. On a
terminal the red suits are red and the winners bold; with ``NO_COLOR`` set, or when the
output goes to a file or a pipe, the text is plain. Only click (already loaded) is used, so
the command starts as quickly as its JSON form.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from typing import IO

import click

from binglao_tui.core.cards import Card
from binglao_tui.core.explain.pot_lines import pot_label
from binglao_tui.core.showdown.judge import Ruling

_GAP = "  "

# A cell: its plain text (for the width) and the text as shown (perhaps with colour).
_Cell = tuple[str, str]


def _colour_wanted(stream: IO[str]) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class _Writer:
    """Builds the cells, coloured or not."""

    def __init__(self, colour: bool) -> None:
        self.colour = colour

    def plain(self, text: str) -> _Cell:
        return text, text

    def bold(self, text: str) -> _Cell:
        return text, click.style(text, bold=True) if self.colour else text

    def dim(self, text: str) -> _Cell:
        return text, click.style(text, dim=True) if self.colour else text

    def cards(self, cards: Sequence[Card]) -> _Cell:
        plain = " ".join(card.pretty for card in cards)
        if not self.colour:
            return plain, plain
        return plain, " ".join(
            click.style(card.pretty, fg="red") if card.suit.is_red else card.pretty for card in cards
        )

    def hand(self, hole: Sequence[Card], board: Sequence[Card]) -> _Cell:
        hole_plain, hole_shown = self.cards(hole)
        board_plain, board_shown = self.cards(board)
        return f"{hole_plain} + {board_plain}", f"{hole_shown} + {board_shown}"

    def names(self, names: Sequence[str], otherwise: str = "") -> _Cell:
        if not names:
            return self.dim(otherwise) if otherwise else self.plain("")
        cells = [self.bold(name) for name in names]
        return ", ".join(c[0] for c in cells), ", ".join(c[1] for c in cells)

    def chips(self, chips: Mapping[str, int]) -> _Cell:
        cells = [self.bold(f"{name} {n}") if n else self.plain(f"{name} {n}") for name, n in chips.items()]
        return ", ".join(c[0] for c in cells), ", ".join(c[1] for c in cells)


def _table(title: _Cell, header: list[_Cell], rows: list[list[_Cell]]) -> list[str]:
    """A title, then the header and rows in columns padded to their widest cell."""
    widths = [max(len(row[i][0]) for row in [header, *rows]) for i in range(len(header))]
    lines = [title[1]]
    for row in [header, *rows]:
        cells = [
            shown + " " * (width - len(plain)) for (plain, shown), width in zip(row, widths, strict=True)
        ]
        lines.append((_GAP + _GAP.join(cells)).rstrip())
    return lines


def ruling_lines(ruling: Ruling, colour: bool = False) -> list[str]:
    """The ruling as lines of text (with terminal colours if ``colour``)."""
    w = _Writer(colour)
    hi_lo = any(pot.low_winners for pot in ruling.pots) or any(p.low for p in ruling.players)

    header = [w.bold("Player"), w.bold("High"), w.bold("(hole + board)")]
    if hi_lo:
        header += [w.bold("Low"), w.bold("(hole + board)")]
    rows = []
    for player in ruling.players:
        high, low = player.high, player.low
        if high is None:
            row = [w.bold(player.name), w.dim("folded"), w.plain("")]
            if hi_lo:
                row += [w.plain(""), w.plain("")]
        else:
            row = [w.bold(player.name), w.plain(high.description), w.hand(high.hole_used, high.board_used)]
            if hi_lo:
                row += (
                    [w.plain(low.description), w.hand(low.hole_used, low.board_used)]
                    if low
                    else [w.dim("no low"), w.plain("")]
                )
        rows.append(row)
    lines = _table(w.bold("Hands"), header, rows)

    chips = any(pot.amount for pot in ruling.pots)  # none when no pot was given
    header = [w.bold("Pot"), w.bold("High")] + ([w.bold("Low")] if hi_lo else [])
    header += [w.bold("Awards")] if chips else []
    rows = []
    for index, pot in enumerate(ruling.pots):
        row = [w.plain(pot_label(index, len(ruling.pots), pot.amount)), w.names(pot.high_winners)]
        if hi_lo:
            row.append(w.names(pot.low_winners, "no low: high takes all"))
        if chips:
            row.append(w.chips(pot.awards))
        rows.append(row)
    lines += ["", *_table(w.bold("Pots"), header, rows)]

    if chips:
        lines += ["", f"{w.bold('Payouts:')[1]} {w.chips(ruling.payouts)[1]}"]
        for name, back in ruling.returned.items():  # in no pot, as the replay says it
            lines.append(f"Uncalled bet returned to {name}: {back}")
        lines.append("")
    else:
        lines += ["", w.dim("No chips were given (--pot N, or pot/pots/committed in JSON).")[1], ""]
    for player in ruling.players:
        lines.append(w.bold(player.name)[1])
        lines.extend(f"  - {line}" for line in player.explanation)
    return lines


def print_ruling(ruling: Ruling, stream: IO[str] | None = None) -> None:
    """Print the hands, the pots with their winners and awards, and each player's notes."""
    out = stream or sys.stdout
    out.write("\n".join(ruling_lines(ruling, _colour_wanted(out))) + "\n")
