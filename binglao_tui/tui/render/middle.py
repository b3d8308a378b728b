"""The middle of the table: the pot and side pots, the board, the stub."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.hand import Hand
from binglao_tui.tui.render.cards import card_content, slots_content


def board_content(board: tuple[Card | None, ...]) -> Content:
    """The board: cards entered, ``??`` for cards dealt but not entered, dots for to come."""
    parts: list[Content] = []
    for card in board:
        parts.append(Content.styled("??", "bold $foreground-muted") if card is None else card_content(card))
    if len(board) < 5:
        parts.append(slots_content(5 - len(board)))
    return Content(" ").join(parts)


def pots_content(hand: Hand) -> Content:
    """The pot total and, once someone is all in, the main and side pots as the last
    complete betting round left them, with the bets of the round still open apart: those
    are not side pots yet (a raise nobody has answered may still come back)."""
    if hand.payouts is not None:
        paid = sum(hand.payouts.values())
        return Content.assemble(("Paid out ", "bold"), (str(paid), "bold $text-success"))
    lines = [Content.assemble(("Pot ", "bold"), (str(hand.pot_total), "bold $text-accent"))]
    if not any(p.all_in for p in hand.players):
        return lines[0]
    for index, pot in enumerate(hand.pots_in_middle):
        name = "Main" if index == 0 else f"Side {index}"
        lines.append(Content.styled(f" {name} {pot.amount}", "bold"))
        lines.append(Content.styled(f"   {', '.join(pot.eligible)}", "$foreground-muted"))
    if hand.bets_in_front:
        lines.append(Content.styled(f" Bets in front {hand.bets_in_front}", "$foreground-muted"))
    return Content("\n").join(lines)


def middle_content(hand: Hand) -> Content:
    """Pots, board (or boards) and the stub. A board's name and cards share a line, so at
    80x24 the latest actions under them still show beside six seats and two side pots."""
    lines = [pots_content(hand), Content("")]
    boards = hand.boards
    for number, board in enumerate(boards, start=1):
        label = "Board" if len(boards) == 1 else f"Board {number}"
        lines.append(Content.assemble((label, "bold"), " ", board_content(board)))
    lines.append(Content(""))
    lines.append(Content.styled(f"In the stub now: {hand.stub}", "$foreground-muted"))
    return Content("\n").join(lines)
