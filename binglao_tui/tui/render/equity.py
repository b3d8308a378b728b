"""The all-in equity as text: who is ahead, by how much, for the high and the low.

Pure functions of the engine's :class:`~binglao_tui.core.engine.all_in.Race` and the core's
counted :class:`~binglao_tui.core.equity.Equity` (or the core's reason it could not count,
or ``None`` while it counts). The dealer's panel shows a table a board::

    All in on the flop 7♠ 5♦ 2♣ · 666 boards
    Player  Equity  High   Low    Scoop
    Ann     57.96%  40.7%  75.2%  31.8%
    Bob     29.50%  34.2%  24.8%  15.2%
    Cy      12.54%  25.1%  0.0%   0.0%

"High" and "Low" are the share of boards on which the player wins that half alone; when
some are shared, ``+x`` after it is the share of boards on which it is tied. A race that
no low can win (a high-only game, or a Binglao roll of 4 to 6) has no Low column. The table
display shows one line a board (:func:`equity_line`). Both write the same figures the same
way, and the equity never decides anything: the judge awards the pot.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

from textual.content import Content

from binglao_tui.core.cards import format_cards
from binglao_tui.core.engine.all_in import Race
from binglao_tui.core.entry import printable
from binglao_tui.core.rules import Game
from binglao_tui.core.showdown.pot_names import pot_name

if TYPE_CHECKING:
    from binglao_tui.core.equity.result import Equity

Counted: TypeAlias = "Equity | str | None"
"""What a race's count is: the equity, the core's reason it cannot count (a str), or
None while it is being counted."""

COUNTING = "counting…"
_TITLE = "bold $text-warning"
_MUTED = "$foreground-muted"
_STREETS = {0: "preflop", 3: "on the flop", 4: "on the turn", 5: "on the river"}
_GAP = "  "


def percent(share: Fraction, places: int = 1) -> str:
    """``share`` (0 to 1) as a percentage: ``63.95%``."""
    return f"{float(share) * 100:.{places}f}%"


def _alone_and_tied(alone: Fraction, tied: Fraction) -> str:
    if not tied:
        return percent(alone)
    tie = f"{float(tied) * 100:.1f}" if tied >= Fraction(1, 2000) else "<0.1"
    return f"{percent(alone)} +{tie}"


def race_title(race: Race, boards: int | None = None) -> str:
    """``All in on the flop T♥ 7♦ 2♣ · 820 boards`` (or ``Board 2 ...`` when run twice)."""
    where = _STREETS[len(race.board)]
    if race.board:
        where += f" {format_cards(race.board)}"
    head = f"Board {race.number} {where}" if race.number else f"All in {where}"
    if boards is not None:
        head += f" · {boards:,} board{'' if boards == 1 else 's'}"
    if race.dead:
        head += f" · {len(race.dead)} dead"
    return head


def equity_rows(result: Equity, low: bool, live: Sequence[str]) -> list[list[str]]:
    """The table's rows (the header first) for the ``live`` players: player, equity,
    high, low (only when ``low``: a race no low can win has no such column), scoop."""
    rows = [["Player", "Equity", "High", *(["Low"] if low else []), "Scoop"]]
    for p in result.players:
        if p.name not in live:
            continue
        lows = [_alone_and_tied(p.low_win, p.low_tie)] if low else []
        rows.append(
            [
                printable(p.name),
                percent(result.whole_share(p), 2),  # with side pots: of all the pots
                _alone_and_tied(p.high_win, p.high_tie),
                *lows,
                percent(p.scoop),
            ]
        )
    return rows


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [_GAP.join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]


def _shares(shares: Mapping[str, Fraction]) -> str:
    return ", ".join(f"{printable(name)} {percent(share)}" for name, share in shares.items())


def pot_lines(result: Equity) -> list[str]:
    """With side pots: what Equity means, and each pot's shares (none for one pot)."""
    if result.pots is None or len(result.pots) < 2:
        return []
    total = sum(pot.amount for pot in result.pots)
    lines = [f"Equity: the expected share of all {total} in the pots"]
    for number, pot in enumerate(result.pots):
        label = pot_name(number)
        lines.append(f"{label} {pot.amount}: {_shares(pot.equity)}")
    return lines


def _face_lines(game: Game, result: Equity) -> list[str]:
    """The die's faces still to roll, faces with the same figures on one line."""
    if result.faces is None or game.die is None:
        return []
    grouped: dict[tuple[tuple[str, Fraction], ...], list[int]] = {}
    for face in result.faces:
        grouped.setdefault(tuple(face.equity.items()), []).append(face.roll)
    lines = ["Before the roll, the average of the faces:"]
    for shares, rolls in grouped.items():
        words = game.die.faces[rolls[0]].split_words
        which = ", ".join(str(r) for r in rolls)
        lines.append(f" roll {which} ({words}): {_shares(dict(shares))}")
    return lines


def race_content(game: Game, race: Race, counted: Counted) -> Content:
    """One board's race for the dealer: the title, then the table (or ``counting…``, or
    why it cannot be counted)."""
    if counted is None:
        return Content.assemble((race_title(race), _TITLE), (f" · {COUNTING}", _MUTED))
    if isinstance(counted, str):
        return Content.assemble((race_title(race), _TITLE), (f" · no equity: {counted}", _MUTED))
    lines = [Content.styled(race_title(race, counted.boards), _TITLE)]
    rows = equity_rows(counted, game.plays_low(race.roll), race.live)
    table = _columns(rows)
    lines.append(Content.styled(table[0], "bold"))
    lines += [Content(line) for line in table[1:]]
    lines += [Content.styled(line, _MUTED) for line in (*pot_lines(counted), *_face_lines(game, counted))]
    return Content("\n").join(lines)


def races_content(game: Game, counts: Sequence[tuple[Race, Counted]]) -> Content:
    """Every board's race, one after the other, with what High (and Low, where a low can
    win) mean."""
    blocks = [race_content(game, race, counted) for race, counted in counts]
    if any(counted is not None and not isinstance(counted, str) for _, counted in counts):
        halves = "High, Low" if any(game.plays_low(race.roll) for race, _ in counts) else "High"
        blocks.append(Content.styled(f"{halves}: the boards won alone, +tied · information only", _MUTED))
    return Content("\n").join(blocks)


def equity_line(race: Race, counted: Counted) -> Content:
    """One board's race on one line (the table display): each player's equity."""
    head = f"Board {race.number} · equity: " if race.number else "All in · equity: "
    if counted is None:
        return Content.assemble((head, _TITLE), (COUNTING, _MUTED))
    if isinstance(counted, str):
        return Content.assemble((head, _TITLE), (counted, _MUTED))
    live = set(race.live)
    shares = " · ".join(
        f"{printable(p.name)} {percent(counted.whole_share(p), 2)}" for p in counted.players if p.name in live
    )
    boards = f"  ({counted.boards:,} board{'' if counted.boards == 1 else 's'})"
    return Content.assemble((head, _TITLE), (shares, "bold"), (boards, _MUTED))


def equity_lines(counts: Sequence[tuple[Race, Counted]]) -> Content:
    """Every board's race, a line each (the table display)."""
    return Content("\n").join(equity_line(race, counted) for race, counted in counts)
