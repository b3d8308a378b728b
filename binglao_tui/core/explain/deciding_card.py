"""Which card decides between two high hands of the same name.

Two hands can share a name and still differ: both are a "King-high flush", both "Three
nines", both "Pair of aces". A dealer then reads the five cards of each hand side by side,
highest first (the set or pair before the kickers), and names the first card that differs:

>>> from binglao_tui.core.cards import parse_cards
>>> from binglao_tui.core.evaluation.high import best_high
>>> board = parse_cards("Kh 9h 7h 3c 2d")
>>> winner = best_high(parse_cards("Qh Jh 4c 4d"), board)
>>> loser = best_high(parse_cards("5h 3h 8c 8d"), board)
>>> deciding_words(winner, loser)
'K-Q-J-9-7 beats K-9-7-5-3 on the second card, queen over nine'

Hands whose names already differ (a flush and a straight, kings full of nines and kings
full of sixes) need no such words, and get none.
"""

from __future__ import annotations

from binglao_tui.core.cards import RANK_CHARS, RANK_WORDS
from binglao_tui.core.evaluation.high import Category, HighHand

_ORDINALS = ("first", "second", "third", "fourth", "fifth")
# Categories compared card by card, with no set or pair read first.
_CARD_BY_CARD = (Category.HIGH_CARD, Category.FLUSH, Category.STRAIGHT, Category.STRAIGHT_FLUSH)


def deciding_words(winner: HighHand, loser: HighHand) -> str:
    """How ``winner`` beats ``loser`` when both have the same name; "" otherwise.

    ``"K-Q-J-9-7 beats K-9-7-5-3 on the second card, queen over nine"``, or for a pair or
    a set, ``"A-A-K-9-4 beats A-A-Q-J-9 on the first kicker, king over queen"``.
    """
    if winner.description != loser.description or winner.strength <= loser.strength:
        return ""
    won = [int(card.rank) for card in winner.cards]
    lost = [int(card.rank) for card in loser.cards]
    at = next((i for i, (a, b) in enumerate(zip(won, lost, strict=True)) if a != b), None)
    if at is None:  # same ranks, different strength: cannot happen with one ranking
        return ""
    if winner.category in _CARD_BY_CARD:
        where = f"the {_ORDINALS[at]} card"
    else:
        grouped = sum(1 for rank in won if won.count(rank) > 1)
        kickers = 5 - grouped
        where = "the kicker" if kickers == 1 else f"the {_ORDINALS[at - grouped]} kicker"
    over = f"{RANK_WORDS[won[at]][0]} over {RANK_WORDS[lost[at]][0]}"
    return f"{_ranks(won)} beats {_ranks(lost)} on {where}, {over}"


def _ranks(values: list[int]) -> str:
    return "-".join(RANK_CHARS[value] for value in values)
