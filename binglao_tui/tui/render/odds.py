"""A hand's odds street by street, and the outs and the chop at an all-in, as the app
draws them.

Pure functions of what :mod:`binglao_tui.tui.counting` counted off the app's thread (plain
figures and lines), so drawing never loads the equity::

    Flop 7♥ 5♦ 4♣ · 666 boards
    Player  Equity  High     Low      Scoop
    Ann     18.18%  30.8% +12.9  18.9% +81.1  16.5%
    ...
    Outs for the next card:
    Ann: 15 outs for the high, 4 for the low (any ace, any two)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.engine.all_in import Race
from binglao_tui.core.entry import printable

_TITLE = "bold $text-warning"
_MUTED = "$foreground-muted"
_GAP = "  "


@dataclass(frozen=True, slots=True)
class StreetBlock:
    """One street of a hand's odds, ready to draw: its title, its table's rows (the header
    first), the lines under it, and each player's outs in a line."""

    title: str
    rows: list[list[str]]
    notes: list[str]
    outs: list[str]


@dataclass(frozen=True, slots=True)
class ChopOffer:
    """An equity chop worked out: each player's chips over all the pots, each pot's
    amount and chips, and the equities in words (the hand records them)."""

    chips: Mapping[str, int]
    pots: tuple[tuple[int, Mapping[str, int]], ...]
    shares: str


@dataclass(frozen=True, slots=True)
class Extras:
    """What the dealer's panel shows under a race's equity: each live player's outs in a
    line (none preflop), and the chop when the table may chop."""

    outs: tuple[str, ...] = ()
    chop: ChopOffer | None = None


def chop_words(offer: ChopOffer) -> str:
    """``Ann 28 · Bob 34``: who takes what, over all the pots."""
    return " · ".join(f"{printable(name)} {chips:,}" for name, chips in offer.chips.items() if chips)


def extras_content(races: Sequence[Race], added: Sequence[Extras | None]) -> list[Content]:
    """The outs for the next card (each board's when run twice), and the chop offered."""
    lines: list[Content] = []
    for race, extra in zip(races, added, strict=True):
        if extra is None:
            continue
        if extra.chop is not None:  # first: the dealer acts on it
            lines.append(
                Content.assemble(
                    ("Chop by equity: ", "bold"),
                    chop_words(extra.chop),
                    ("  · e books it (esc first in the field)", _MUTED),
                )
            )
        if extra.outs:
            head = f"Board {race.number} outs" if race.number else "Outs"
            lines.append(Content.styled(f"{head} for the next card:", "bold"))
            lines += [Content(printable(line)) for line in extra.outs]
    return lines


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [_GAP.join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]


def unknown_line(names: Sequence[str]) -> str:
    """What the odds say of the players whose hands were not shown."""
    return f"Not shown (their cards count as unknown): {', '.join(names)}"


def odds_content(blocks: Sequence[StreetBlock] | str | None, unknown: Sequence[str] = ()) -> Content:
    """Every street's block (under the players whose hands were not shown, ``unknown``), or
    ``counting…``, or why there are no odds."""
    if blocks is None:
        return Content.styled("counting…", _MUTED)
    if isinstance(blocks, str):
        return Content.styled(f"No odds: {blocks}", _MUTED)
    lines: list[Content] = [Content.styled(printable(unknown_line(unknown)), _MUTED)] if unknown else []
    for block in blocks:
        if lines:
            lines.append(Content(""))
        lines.append(Content.styled(printable(block.title), _TITLE))
        table = _columns(block.rows)
        lines.append(Content.styled(table[0], "bold"))
        lines += [Content(line) for line in table[1:]]
        lines += [Content.styled(line, _MUTED) for line in block.notes]
        if block.outs:
            lines.append(Content.styled("Outs for the next card:", "bold"))
            lines += [Content(printable(line)) for line in block.outs]
    lines.append(Content(""))
    lines.append(
        Content.styled(
            "High, Low: the boards won alone, +tied. An out: a card after which the share is larger.", _MUTED
        )
    )
    return Content("\n").join(lines)
