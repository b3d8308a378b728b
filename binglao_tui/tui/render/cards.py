"""Cards on screen: rank and suit symbol, red suits in the theme's red, highlights.

Colour is never the only signal: every card shows its suit symbol, and highlighted
cards (the five that play) are shown reversed and bold, which survives ``NO_COLOR``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from textual.content import Content

from binglao_tui.core.cards import Card

RED = "bold $text-error"
BLACK = "bold $foreground"
PLAYS = "reverse"
SPARE = "dim"


def card_count(count: int) -> str:
    """How many cards, singular or plural: ``1 card``, ``3 cards``."""
    return f"{count} card" if count == 1 else f"{count} cards"


def card_content(card: Card, *, plays: bool = False, spare: bool = False) -> Content:
    """One card: ``A♥`` in its suit colour, reversed if it plays, dimmed if it does not."""
    style = RED if card.suit.is_red else BLACK
    if plays:
        style = f"{style} {PLAYS}"
    elif spare:
        style = f"{style} {SPARE}"
    return Content.styled(card.pretty, style)


def cards_content(
    cards: Iterable[Card],
    plays: Collection[Card] | None = None,
    gap: str = " ",
) -> Content:
    """A row of cards. With ``plays`` given, those are highlighted and the others dimmed."""
    parts: list[Content] = []
    for card in cards:
        if plays is None:
            parts.append(card_content(card))
        else:
            parts.append(card_content(card, plays=card in plays, spare=card not in plays))
    return Content(gap).join(parts)


def backs_content(count: int) -> Content:
    """Face-down cards, for hole cards not (yet) shown."""
    return Content.styled(" ".join(["▒▒"] * count), "$foreground-muted")


def slots_content(count: int) -> Content:
    """Empty places for cards still to come (the turn and river before they are dealt)."""
    return Content.styled(" ".join(["··"] * count), "$foreground-muted")
