"""A ruling as the JSON the command line prints: ``players``, ``pots`` and ``payouts`` (and
``returned``, an uncalled bet given back, when there is one).

:func:`ruling_to_json` gives the plain structure. :func:`ruling_json_text` writes the
very same document straight to text, which is what the JSON Lines mode uses to keep up with
thousands of showdowns a second; a test holds the two to the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation.ranking import Category

try:  # the json module's own C function, without importing (and paying for) the json package
    from _json import encode_basestring as _quote
except ImportError:  # pragma: no cover - an interpreter without the C accelerator
    from json.encoder import encode_basestring as _quote

if TYPE_CHECKING:
    from binglao_tui.core.evaluation.high import HighHand, LowHand
    from binglao_tui.core.showdown.judge import Ruling

# Each card's two-character text, by deck number.
_TEXT = [str(card) for card in DECK]
_INDEX = attrgetter("index")
_CATEGORY_KEYS = {category: category.key for category in Category}


def _cards(cards: Sequence[Card]) -> list[str]:
    return list(map(_TEXT.__getitem__, map(_INDEX, cards)))


def high_to_json(high: HighHand | None) -> dict[str, Any] | None:
    """A high hand as the JSON output writes it."""
    if high is None:
        return None
    return {
        "category": _CATEGORY_KEYS[high.category],
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
    """The ruling as the CLI's result JSON: ``players``, ``pots`` and ``payouts``, and
    ``returned`` when an uncalled bet goes back (never a pot)."""
    data: dict[str, Any] = {
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
    if ruling.returned:
        data["returned"] = dict(ruling.returned)  # an uncalled bet: in no pot
    return data


# ------------------------------------------------------------------------ straight to text


def _names(names: Iterable[str]) -> str:
    return "[" + ", ".join(map(_quote, names)) + "]"


def _chips(chips: Iterable[tuple[str, int]]) -> str:
    return "{" + ", ".join(f"{_quote(name)}: {amount}" for name, amount in chips) + "}"


def _card_fields(hand: HighHand | LowHand) -> str:
    """A hand's ``cards``, ``hole_used`` and ``board_used`` (always 5, 2 and 3 cards)."""
    t = _TEXT
    c0, c1, c2, c3, c4 = hand.cards
    h0, h1 = hand.hole_used
    b0, b1, b2 = hand.board_used
    return (
        f'"cards": ["{t[c0.index]}", "{t[c1.index]}", "{t[c2.index]}", "{t[c3.index]}", "{t[c4.index]}"], '
        f'"hole_used": ["{t[h0.index]}", "{t[h1.index]}"], '
        f'"board_used": ["{t[b0.index]}", "{t[b1.index]}", "{t[b2.index]}"]'
    )


def ruling_json_text(ruling: Ruling) -> str:
    """``json.dumps(ruling_to_json(ruling), ensure_ascii=False)``, written directly."""
    players = []
    quote, card_fields, category_keys = _quote, _card_fields, _CATEGORY_KEYS
    for p in ruling.players:
        high, low = p.high, p.low
        high_text = (
            "null"
            if high is None
            else (
                f'{{"category": "{category_keys[high.category]}", {card_fields(high)}, '
                f'"description": {quote(high.description)}}}'
            )
        )
        low_text = (
            "null"
            if low is None
            else (
                f'{{"ranks": {quote(low.ranks)}, {card_fields(low)}, '
                f'"description": {quote(low.description)}}}'
            )
        )
        players.append(
            f'{{"name": {quote(p.name)}, "high": {high_text}, "low": {low_text}, '
            f'"explanation": [{", ".join(map(quote, p.explanation))}]}}'
        )
    pots = [
        f'{{"amount": {pot.amount}, "eligible": {_names(pot.eligible)}, '
        f'"high_winners": {_names(pot.high_winners)}, "low_winners": {_names(pot.low_winners)}, '
        f'"awards": {_chips(pot.awards.items())}}}'
        for pot in ruling.pots
    ]
    returned = f', "returned": {_chips(ruling.returned.items())}' if ruling.returned else ""
    return (
        f'{{"players": [{", ".join(players)}], "pots": [{", ".join(pots)}], '
        f'"payouts": {_chips(ruling.payouts.items())}{returned}}}'
    )
