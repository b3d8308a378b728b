"""Exact all-in equity for every game: who is ahead, by how much, high and low.

>>> from binglao_tui.core.cards import parse_cards
>>> from binglao_tui.core.rules import get_game
>>> result = all_in_equity(get_game("plo", include_user=False), [
...     AllInPlayer("A", parse_cards("Ac Ah Kc Kh")), AllInPlayer("B", parse_cards("Jc Td 9d 8h"))],
...     board=parse_cards("Th 7d 2c"))
>>> result.boards, [round(float(p.equity), 5) for p in result.players]
(820, [0.44146, 0.55854])

Importing this package imports numpy; nothing else in the project does.
"""

from binglao_tui.core.equity.calculate import all_in_equity
from binglao_tui.core.equity.result import (
    AllInPlayer,
    Equity,
    EquityError,
    FaceEquity,
    PlayerEquity,
    PotEquity,
)

__all__ = ["AllInPlayer", "Equity", "EquityError", "FaceEquity", "PlayerEquity", "PotEquity", "all_in_equity"]
