"""Hand values: the best high and low from two hole cards and three board cards, and their names.

The public face: :class:`HighHand` and :class:`LowHand` (what a player makes and with which
cards), the functions that find them, and :class:`Category`. The tables, the board cache
and the per-card data behind the fast path live in the ``_``-modules beside them;
:mod:`~binglao_tui.core.evaluation.ranking` holds the plain reference the tests use.
"""

from binglao_tui.core.evaluation.high import (
    Category,
    HighHand,
    LowHand,
    best_hand_lists,
    best_hands,
    best_high,
    best_low,
    clear_board_cache,
    five_card_strength,
    high_strength,
    low_strength,
    strength_category,
)

__all__ = [
    "Category",
    "HighHand",
    "LowHand",
    "best_hand_lists",
    "best_hands",
    "best_high",
    "best_low",
    "clear_board_cache",
    "five_card_strength",
    "high_strength",
    "low_strength",
    "strength_category",
]
