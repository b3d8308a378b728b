"""The middle of the table: the pot and side pots, the board, the stub, and the latest
actions under them, laid out to leave the latest actions on screen."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.showdown.pot_names import pot_name
from binglao_tui.tui.render.cards import card_content, slots_content
from binglao_tui.tui.render.hanging import HangingLines

BURN = Content.styled("▒", "$foreground-muted")
STREETS = ((0, 3), (3, 4), (4, 5))  # the flop, the turn and the river, as places on the board


def _card_or_unknown(card: Card | None) -> Content:
    return Content.styled("??", "bold $foreground-muted") if card is None else card_content(card)


def board_content(board: Sequence[Card | None], *, burns: bool = False) -> Content:
    """The board: cards entered, ``??`` for cards dealt but not entered, dots for to come.
    ``burns`` (the players' display, so the table can check the deal): each street behind
    its burn card, ``▒ T♥ 7♦ 2♣  ▒ 5♠  ··``."""
    if not burns:
        parts = [_card_or_unknown(card) for card in board]
        if len(board) < 5:
            parts.append(slots_content(5 - len(board)))
        return Content(" ").join(parts)
    streets: list[Content] = []
    for start, end in STREETS:
        if len(board) > start:
            cards = Content(" ").join(_card_or_unknown(card) for card in board[start:end])
            streets.append(Content.assemble(BURN, " ", cards))
        else:
            streets.append(slots_content(end - start))
    return Content("  ").join(streets)


def board_names(count: int) -> list[str]:
    """Each board's name: none for one board, ``Board 1``, ``Board 2`` when run twice."""
    return [""] if count == 1 else [f"Board {n}" for n in range(1, count + 1)]


class Fit(Enum):
    """How much room the middle column's pots and board take, most spacious first: at
    80x24 six seats, two side pots and the entry line leave the column about a dozen
    rows, and the latest actions must still show under the pots."""

    SPACED = "spaced"
    """A blank line between the pots, the board, the stub and the log."""
    TIGHT = "tight"
    """No blank lines."""
    POT_A_LINE = "pot a line"
    """Each pot on one line with the players who can win it."""
    POTS_IN_ONE_LINE = "pots in one line"
    """The total and every pot's amount on one line."""


LOG_ROWS = 2
"""The latest actions the log always keeps on screen (with its heading above them)."""


def pots_content(hand: Hand, fit: Fit = Fit.SPACED, *, total: bool = True) -> Content:
    """The pot total and, once someone is all in, the main and side pots as the last
    complete betting round left them, with the bets of the round still open apart: those
    are not side pots yet (a raise nobody has answered may still come back). Without
    ``total`` (the players' display writes it in big figures) the pots alone, each by its
    whole name and not indented under a total."""
    if hand.payouts is not None:
        paid = sum(hand.payouts.values())
        return (
            Content.assemble(("Paid out ", "bold"), (str(paid), "bold $text-success")) if total else Content()
        )
    whole = Content.assemble(("Pot ", "bold"), (str(hand.pot_total), "bold $text-accent"))
    if not any(p.all_in for p in hand.players):
        return whole if total else Content()
    pots = hand.pots_in_middle
    lines = [whole] if total else []
    pad = " " if total else ""
    if fit is Fit.POTS_IN_ONE_LINE and len(pots) > 1:
        amounts = " + ".join(str(pot.amount) for pot in pots)
        lines = [whole + Content.styled(f" = {amounts}", "bold")]
    else:
        for index, pot in enumerate(pots):
            # named as one of several: the one pot an all in leaves is still the main pot
            name = pot_name(index, short=total)
            players = ", ".join(pot.eligible)
            if fit in (Fit.SPACED, Fit.TIGHT):
                lines.append(Content.styled(f"{pad}{name} {pot.amount}", "bold"))
                lines.append(Content.styled(f"{pad}  {players}", "$foreground-muted"))
            else:
                lines.append(
                    Content.assemble(
                        (f"{pad}{name} {pot.amount}", "bold"),
                        (f"{pad or '  '}{players}", "$foreground-muted"),
                    )
                )
    if hand.bets_in_front:
        lines.append(Content.styled(f"{pad}Bets in front {hand.bets_in_front}", "$foreground-muted"))
    return Content("\n").join(lines)


def middle_content(hand: Hand, fit: Fit = Fit.SPACED) -> Content:
    """Pots, board (or boards) and the stub. A board's name and cards share a line, so at
    80x24 the latest actions under them still show beside six seats and two side pots."""
    gap = [Content("")] if fit is Fit.SPACED else []
    lines = [pots_content(hand, fit), *gap]
    boards = hand.boards
    for name, board in zip(board_names(len(boards)), boards, strict=True):
        lines.append(Content.assemble((name or "Board", "bold"), " ", board_content(board)))
    lines += gap
    lines.append(Content.styled(f"In the stub now: {hand.stub}", "$foreground-muted"))
    return Content("\n").join(lines)


def history_content(hand: Hand, fit: Fit = Fit.SPACED) -> HangingLines:
    """The hand's actions, newest first, each with the chips it moved; a line too long
    for the column wraps with its rest indented under it. All of them: a tall window shows
    as many as fit (the column scrolls for the rest), where twelve left rows empty."""
    latest = hand.log[::-1]
    if not latest:
        return HangingLines(())
    lines = [Content("")] if fit is Fit.SPACED else []
    lines.append(Content.styled("Latest first", "bold"))
    lines += [Content.styled(f" {line}", "$foreground-muted") for line in latest]
    return HangingLines(lines, indent=3)


def fit_middle(hand: Hand, rows: int | None) -> Fit:
    """The most spacious layout of the middle column that leaves the log its heading and
    :data:`LOG_ROWS` lines within ``rows`` (None: not laid out yet, the spacious one)."""
    if rows is None:
        return Fit.SPACED
    log = min(len(hand.log), LOG_ROWS)
    for fit in Fit:
        heading = 0 if not log else 2 if fit is Fit.SPACED else 1
        if len(middle_content(hand, fit).split()) + heading + log <= rows:
            return fit
    return Fit.POTS_IN_ONE_LINE
