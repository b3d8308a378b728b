"""A showdown ruling on screen: every hand with its playing cards highlighted, the
explanations a dealer reads out, and each pot's winners and awards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.tui.widgets.cards import cards_content

if TYPE_CHECKING:
    from binglao_tui.core.evaluate import HighHand, LowHand
    from binglao_tui.core.showdown import PotRuling, Ruling


def _pot_name(index: int, count: int) -> str:
    if count == 1:
        return "Pot"
    return "Main pot" if index == 0 else f"Side pot {index}"


def pot_lines(pots: Sequence[PotRuling]) -> list[Content]:
    """One line per pot: its size, the high and low winners, and who takes what."""
    lines: list[Content] = []
    for index, pot in enumerate(pots):
        name = _pot_name(index, len(pots))
        parts: list[Content | tuple[str, str] | str] = [(f"{name} {pot.amount}", "bold")]
        parts.append(f"  high: {', '.join(pot.high_winners) or '-'}")
        if pot.low_winners:
            parts.append(f"  low: {', '.join(pot.low_winners)}")
        paid = ", ".join(f"{who} {chips}" for who, chips in pot.awards.items() if chips)
        if paid:
            parts.append("  → ")
            parts.append((paid, "bold $text-success"))
        lines.append(Content.assemble(*parts))
    return lines


def _hand_row(
    label: str,
    hole: Sequence[Card],
    board: Sequence[Card],
    made: HighHand | LowHand,
    won: bool,
) -> Content:
    plays = set(made.hole_used) | set(made.board_used)
    mark = ("★ ", "bold $text-success") if won else ("  ", "")
    return Content.assemble(
        "  ", mark, (label.ljust(5), "bold" if won else ""),
        cards_content(hole, plays), "  │  ", cards_content(board, plays), "  ",
        (made.description, "bold" if won else ""),
    )


def ruling_content(
    ruling: Ruling,
    board: Sequence[Card],
    holes: Mapping[str, Sequence[Card]],
    *,
    show_explanations: bool = True,
) -> Content:
    """The whole ruling: pots first (the answer), then each hand and why."""
    high_winners = {n for pot in ruling.pots for n in pot.high_winners}
    low_winners = {n for pot in ruling.pots for n in pot.low_winners}
    lines: list[Content] = pot_lines(ruling.pots)
    for player in ruling.players:
        hole = holes.get(player.name, ())
        takes = ruling.payouts.get(player.name, 0)
        lines.append(Content(""))
        head: list[Content | tuple[str, str] | str] = [(player.name, "bold $accent")]
        if player.high is None:
            head.append(("  folded", "$foreground-muted"))
        elif takes:
            head.append((f"  takes {takes}", "bold $text-success"))
        lines.append(Content.assemble(*head))
        if player.high is not None:
            lines.append(_hand_row("High", hole, board, player.high, player.name in high_winners))
        if player.low is not None:
            lines.append(_hand_row("Low", hole, board, player.low, player.name in low_winners))
        if show_explanations:
            for text in player.explanation:
                lines.append(Content.styled(f"    {text}", "$foreground-muted" if player.high is None
                                            else ""))
    return Content("\n").join(lines)
