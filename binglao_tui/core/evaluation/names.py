"""Hands as a dealer reads them aloud: "Three nines", "Kings full of sevens", "7-5-3-2-A"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from binglao_tui.core.cards import RANK_CHARS, RANK_WORDS
from binglao_tui.core.evaluation.ranking import Category


def _word(value: int) -> str:
    return RANK_WORDS[value][0]


def _plural(value: int) -> str:
    return RANK_WORDS[value][1]


def describe_high(category: Category, order: Sequence[int]) -> str:
    """The spoken name of a high hand from its category and rank values in reading order."""
    top = order[0]
    if category is Category.STRAIGHT_FLUSH:
        return "Royal flush" if top == 14 else f"{_word(top).capitalize()}-high straight flush"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four {_plural(top)}"
    if category is Category.FULL_HOUSE:
        return f"{_plural(top).capitalize()} full of {_plural(order[3])}"
    if category is Category.FLUSH:
        return f"{_word(top).capitalize()}-high flush"
    if category is Category.STRAIGHT:
        return f"{_word(top).capitalize()}-high straight"
    if category is Category.THREE_OF_A_KIND:
        return f"Three {_plural(top)}"
    if category is Category.TWO_PAIR:
        return f"Two pair, {_plural(top)} and {_plural(order[2])}"
    if category is Category.ONE_PAIR:
        return f"Pair of {_plural(top)}"
    return f"{_word(top).capitalize()} high"


def low_ranks_text(low_values: Sequence[int]) -> str:
    """A low written highest card first with ``A`` for the ace: ``"7-5-3-2-A"``."""
    return "-".join("A" if v == 1 else RANK_CHARS[v] for v in sorted(low_values, reverse=True))


def _low_plural(value: int) -> str:
    return _plural(14 if value == 1 else value)


def describe_low(low_values: Sequence[int]) -> str:
    """The low as written (``"7-5-3-2-A"``); a paired low also says what pairs it.

    >>> describe_low([9, 6, 3, 3, 1])
    '9-6-3-3-A, paired (a pair of threes)'
    """
    text = low_ranks_text(low_values)
    counts = Counter(low_values)
    if len(counts) == 5:
        return text
    groups = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = _low_plural(groups[0])
    if shape[0] == 4:
        what = f"four {top}"
    elif shape[:2] == [3, 2]:
        what = f"{top} full of {_low_plural(groups[1])}"
    elif shape[0] == 3:
        what = f"three {top}"
    elif shape[:2] == [2, 2]:
        what = f"two pair, {top} and {_low_plural(groups[1])}"
    else:
        what = f"a pair of {top}"
    return f"{text}, paired ({what})"
