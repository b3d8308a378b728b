"""A showdown ruling as text: the pots first (the answer), then every hand shown with its
playing cards highlighted and the explanations a dealer reads out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.actions import chop_shares, floor_reason
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.evaluation.high import HighHand
from binglao_tui.core.evaluation.low import LowHand
from binglao_tui.core.explain.ruling import hand_lines as explained_hand
from binglao_tui.core.showdown.judge import PlayerRuling, PotRuling, Ruling
from binglao_tui.core.showdown.pot_names import pot_name
from binglao_tui.tui.render.cards import cards_content

BoardRuling = tuple[str, Ruling, tuple[Card, ...]]
"""One board's ruling: its title ("" for a single board), the ruling, the board's cards."""


def pot_lines(pots: Sequence[PotRuling]) -> list[Content]:
    """One line per pot: its size, the high and low winners, and who takes what."""
    lines: list[Content] = []
    for index, pot in enumerate(pots):
        name = pot_name(index, len(pots), alone="Pot")
        parts: list[Content | tuple[str, str] | str] = []
        if pot.amount:
            parts.append((f"{name} {pot.amount}  ", "bold"))
        parts.append(f"high: {', '.join(pot.high_winners) or '-'}")
        if pot.low_winners:
            parts.append(f"  low: {', '.join(pot.low_winners)}")
        paid = ", ".join(f"{who} {chips}" for who, chips in pot.awards.items() if chips)
        if paid:
            parts.append("  → ")
            parts.append((paid, "bold $text-success"))
        lines.append(Content.assemble(*parts))
    return lines


def hand_lines(
    label: str,
    hole: Sequence[Card],
    board: Sequence[Card],
    made: HighHand | LowHand,
    won: bool,
) -> list[Content]:
    """Two lines for a high or low hand: what it is, then the hole cards and the board with
    the two and the three that play highlighted."""
    plays = set(made.hole_used) | set(made.board_used)
    mark = ("★ ", "bold $text-success") if won else ("  ", "")
    return [
        Content.assemble(mark, (f"{label}: ", "bold"), (made.description, "bold" if won else "")),
        Content.assemble("  ", cards_content(hole, plays), "  │  ", cards_content(board, plays)),
    ]


def ruling_blocks(
    ruling: Ruling,
    board: Sequence[Card],
    holes: Mapping[str, Sequence[Card]],
    *,
    overruled: bool = False,
) -> list[tuple[str, Content]]:
    """The ruling as (CSS class, content) blocks: pots first (the answer), then each hand
    shown, with its explanations, the hands explained first. Folded and mucked hands are
    left out. ``overruled``:
    the floor gave the pot otherwise, so no hand is said to take anything."""
    high_winners = {n for pot in ruling.pots for n in pot.high_winners}
    low_winners = {n for pot in ruling.pots for n in pot.low_winners}
    blocks: list[tuple[str, Content]] = [("ruling-pots", Content("\n").join(pot_lines(ruling.pots)))]
    # the players a claim is about (a misread explained: "four hearts, one in the hand: no
    # flush") come first, so that their reasons are read without scrolling; the others
    # keep their order
    for player in sorted(ruling.players, key=lambda shown: not _misread(ruling, shown)):
        if player.high is None:
            continue
        hole = holes.get(player.name, ())
        takes = 0 if overruled else ruling.payouts.get(player.name, 0)
        head = Content.assemble(
            (player.name, "bold $text-accent"), (f"  takes {takes}", "bold $text-success") if takes else ""
        )
        lines = [head, *hand_lines("High", hole, board, player.high, player.name in high_winners)]
        if player.low is not None:
            lines += hand_lines("Low", hole, board, player.low, player.name in low_winners)
        blocks.append(("ruling-hand", Content("\n").join(lines)))
        if player.explanation:
            blocks.append(
                ("ruling-explain", Content("\n").join(Content(f"· {text}") for text in player.explanation))
            )
    return blocks


_MAKING = ("High:", "Low:", "No low:")
"""How an explanation starts its lines saying how a hand is made (the others are misreads)."""


def _misread(ruling: Ruling, player: PlayerRuling) -> bool:
    """Whether ``player``'s explanation answers a misread (a claim about his hand)."""
    return any(not line.startswith(_MAKING) for line in explained_hand(ruling, player))


def ruling_content(
    ruling: Ruling,
    board: Sequence[Card],
    holes: Mapping[str, Sequence[Card]],
) -> Content:
    """The whole ruling as one block of text (as in :func:`ruling_blocks`)."""
    return Content("\n").join(content for _, content in ruling_blocks(ruling, board, holes))


OVERRULED = "What the cards alone gave (overruled by the floor)"


def floor_content(hand: Hand) -> Content | None:
    """The floor's ruling of a hand, when it gave the pot: who gets what, and why."""
    floor = hand.floor_ruling
    if floor is None:
        return None
    paid = ", ".join(f"{who} {chips}" for who, chips in floor.awards if chips)
    shares = chop_shares(floor.note)
    if shares is not None:  # the players' deal at the all-in, and the equities it came from
        return Content.assemble(
            ("Chopped by equity: ", "bold $text-warning"), (paid, "bold $text-success"), f" (equity {shares})"
        )
    reason = floor_reason(floor.note)  # only a reason the dealer typed
    note = f" ({reason})" if reason else ""
    return Content.assemble(("Floor ruling: ", "bold $text-warning"), (paid, "bold $text-success"), note)


def hand_rulings(hand: Hand) -> list[BoardRuling]:
    """The judge's ruling of each board of a finished hand (none when everyone else folded
    or the floor awarded the pot); titled "Board N" when the hand was run twice."""
    rulings = hand.rulings
    shown: list[BoardRuling] = []
    for number, each in enumerate(rulings, start=1):
        title = f"Board {number}" if len(rulings) > 1 else ""
        shown.append((title, each, tuple(c for c in hand.boards[number - 1] if c is not None)))
    return shown


def holes_shown(hand: Hand) -> dict[str, tuple[Card, ...]]:
    """Every hole card entered, by player."""
    return {p.name: p.hole for p in hand.players if p.hole}
