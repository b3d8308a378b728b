"""A ruling as the JSON the command line prints: ``players``, ``pots`` and ``payouts``.

:func:`ruling_to_json` gives the plain structure. :func:`ruling_json_text` writes the
very same document straight to text, which is what the JSON Lines mode uses to keep up with
thousands of showdowns a second; a test holds the two to the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any

from binglao_tui.core.cards import DECK, Card

if TYPE_CHECKING:
    from binglao_tui.core.evaluate import HighHand, LowHand
    from binglao_tui.core.showdown import Ruling

# Each deck card's two-character text, by identity (parsed cards are the deck's objects).
_TEXT = {id(card): str(card) for card in DECK}
_TEXT_OF_ID = _TEXT.get
_QUOTED_OF_ID = {key: f'"{text}"' for key, text in _TEXT.items()}.get
_quote = encode_basestring  # a JSON string literal, non-ASCII kept as is


def _cards(cards: Sequence[Card]) -> list[str]:
    texts = list(map(_TEXT_OF_ID, map(id, cards)))
    if None in texts:  # a card that is not one of the deck's own objects
        return [str(card) for card in cards]
    return texts  # type: ignore[return-value]


def high_to_json(high: HighHand | None) -> dict[str, Any] | None:
    """A high hand as the JSON output writes it."""
    if high is None:
        return None
    return {
        "category": high.category.key,
        "cards": _cards(high.cards),
        "hole_used": _cards(high.hole_used),
        "board_used": _cards(high.board_used),
        "description": high.description,
    }


def low_to_json(low: LowHand | None) -> dict[str, Any] | None:
    """A low hand as the JSON output writes it (None: no qualifying low)."""
    if low is None:
        return None
    return {
        "ranks": low.ranks,
        "cards": _cards(low.cards),
        "hole_used": _cards(low.hole_used),
        "board_used": _cards(low.board_used),
        "description": low.description,
    }


def ruling_to_json(ruling: Ruling) -> dict[str, Any]:
    """The ruling as the CLI's result JSON: ``players``, ``pots`` and ``payouts``."""
    return {
        "players": [
            {
                "name": p.name,
                "high": high_to_json(p.high),
                "low": low_to_json(p.low),
                "explanation": list(p.explanation),
            }
            for p in ruling.players
        ],
        "pots": [
            {
                "amount": pot.amount,
                "eligible": list(pot.eligible),
                "high_winners": list(pot.high_winners),
                "low_winners": list(pot.low_winners),
                "awards": dict(pot.awards),
            }
            for pot in ruling.pots
        ],
        "payouts": dict(ruling.payouts),
    }


# ------------------------------------------------------------------------ straight to text


def _card_list(cards: Sequence[Card]) -> str:
    return "[" + ", ".join(map(_QUOTED_OF_ID, map(id, cards))) + "]"  # type: ignore[arg-type]


def _names(names: Iterable[str]) -> str:
    return "[" + ", ".join(map(_quote, names)) + "]"


def _chips(chips: Iterable[tuple[str, int]]) -> str:
    return "{" + ", ".join(f"{_quote(name)}: {amount}" for name, amount in chips) + "}"


def ruling_json_text(ruling: Ruling) -> str:
    """``json.dumps(ruling_to_json(ruling), ensure_ascii=False)``, written directly."""
    try:
        players = []
        for p in ruling.players:
            high, low = p.high, p.low
            high_text = "null" if high is None else (
                f'{{"category": "{high.category.key}", "cards": {_card_list(high.cards)}, '
                f'"hole_used": {_card_list(high.hole_used)}, "board_used": {_card_list(high.board_used)}, '
                f'"description": {_quote(high.description)}}}'
            )
            low_text = "null" if low is None else (
                f'{{"ranks": {_quote(low.ranks)}, "cards": {_card_list(low.cards)}, '
                f'"hole_used": {_card_list(low.hole_used)}, "board_used": {_card_list(low.board_used)}, '
                f'"description": {_quote(low.description)}}}'
            )
            players.append(
                f'{{"name": {_quote(p.name)}, "high": {high_text}, "low": {low_text}, '
                f'"explanation": {_names(p.explanation)}}}'
            )
        pots = [
            f'{{"amount": {pot.amount}, "eligible": {_names(pot.eligible)}, '
            f'"high_winners": {_names(pot.high_winners)}, "low_winners": {_names(pot.low_winners)}, '
            f'"awards": {_chips(pot.awards.items())}}}'
            for pot in ruling.pots
        ]
    except TypeError:  # a card that is not one of the deck's own objects
        return json.dumps(ruling_to_json(ruling), ensure_ascii=False)
    return (
        f'{{"players": [{", ".join(players)}], "pots": [{", ".join(pots)}], '
        f'"payouts": {_chips(ruling.payouts.items())}}}'
    )
