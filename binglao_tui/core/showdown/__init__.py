"""The showdown: side pots, and the judge who says who wins each pot and how the chips split."""

from binglao_tui.core.showdown.judge import Contender, PlayerRuling, PotRuling, Ruling, ShowdownError
from binglao_tui.core.showdown.pots import Pot, PotError, side_pots

# ``judge`` itself is not on the face: the package's ``judge`` is its module (a submodule's
# name is set on the package when it is imported); import it from ``showdown.judge``.
__all__ = [
    "Contender",
    "PlayerRuling",
    "Pot",
    "PotError",
    "PotRuling",
    "Ruling",
    "ShowdownError",
    "side_pots",
]
