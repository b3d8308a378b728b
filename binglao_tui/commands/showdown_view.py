"""The human-readable showdown ruling (rich), imported only when a person is reading."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from binglao_tui.core.cards import Card
from binglao_tui.core.explain import pot_label
from binglao_tui.core.showdown import Ruling


def _cards(cards: Sequence[Card]) -> Text:
    text = Text()
    for i, card in enumerate(cards):
        if i:
            text.append(" ")
        text.append(card.pretty, style="red" if card.suit.is_red else "")
    return text


def _hand(description: str, hole: Sequence[Card], board: Sequence[Card]) -> Text:
    text = Text(description, style="bold")
    text.append("\n")
    text.append_text(_cards(hole))
    text.append(" + ")
    text.append_text(_cards(board))
    return text


def print_ruling(ruling: Ruling, console: Console | None = None) -> None:
    """Print the hands, the pots with their winners and awards, and each player's notes."""
    console = console or Console(highlight=False)
    hi_lo = any(pot.low_winners for pot in ruling.pots) or any(p.low for p in ruling.players)

    hands = Table(title="Hands", title_justify="left", show_lines=True)
    hands.add_column("Player", style="bold")
    hands.add_column("High (hole + board)")
    if hi_lo:
        hands.add_column("Low (hole + board)")
    for player in ruling.players:
        if player.high is None:
            row = [Text(player.name), Text("folded", style="dim")]
            if hi_lo:
                row.append(Text(""))
            hands.add_row(*row)
            continue
        high = player.high
        row = [Text(player.name), _hand(high.description, high.hole_used, high.board_used)]
        if hi_lo:
            low = player.low
            row.append(_hand(low.description, low.hole_used, low.board_used) if low
                       else Text("no low", style="dim"))
        hands.add_row(*row)
    console.print(hands)

    pots = Table(title="Pots", title_justify="left")
    pots.add_column("Pot")
    pots.add_column("High")
    if hi_lo:
        pots.add_column("Low")
    pots.add_column("Awards")
    for index, pot in enumerate(ruling.pots):
        awards = ", ".join(f"{name} {chips}" for name, chips in pot.awards.items())
        cells = [pot_label(index, len(ruling.pots), pot.amount), ", ".join(pot.high_winners)]
        if hi_lo:
            cells.append(", ".join(pot.low_winners) or "no low: high takes all")
        cells.append(awards)
        pots.add_row(*cells)
    console.print(pots)

    paid = ", ".join(f"{name} {chips}" for name, chips in ruling.payouts.items())
    console.print(Text("Payouts: ", style="bold") + Text(paid))
    console.print()
    for player in ruling.players:
        console.print(Text(player.name, style="bold"))
        for line in player.explanation:
            console.print(f"  - {line}", highlight=False, markup=False)
