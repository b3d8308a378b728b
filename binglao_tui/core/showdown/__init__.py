"""The showdown: side pots, and the judge who says who wins each pot and how the chips split."""

from binglao_tui.core.showdown.judge import (
    Contender,
    PlayerRuling,
    PotRuling,
    Ruling,
    ShowdownError,
    judge,
)
from binglao_tui.core.showdown.pots import Pot, PotError, side_pots

__all__ = [
    "Contender",
    "PlayerRuling",
    "Pot",
    "PotError",
    "PotRuling",
    "Ruling",
    "ShowdownError",
    "judge",
    "side_pots",
]
