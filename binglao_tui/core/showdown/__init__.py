"""The showdown: side pots, and the judge who says who wins each pot and how the chips split.

The names are imported when first used (see :mod:`binglao_tui.core._lazy`), so reading
:mod:`~binglao_tui.core.showdown.pots` alone does not load the judge and the evaluator.
"""

from typing import TYPE_CHECKING

from binglao_tui.core._lazy import lazy_names

if TYPE_CHECKING:
    from binglao_tui.core.showdown.judge import (
        Contender,
        PlayerRuling,
        PotRuling,
        Ruling,
        ShowdownError,
    )
    from binglao_tui.core.showdown.pots import Pot, PotError, side_pots

_WHERE = {
    "Contender": "judge",
    "PlayerRuling": "judge",
    "PotRuling": "judge",
    "Ruling": "judge",
    "ShowdownError": "judge",
    "Pot": "pots",
    "PotError": "pots",
    "side_pots": "pots",
}
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

__getattr__ = lazy_names(__name__, _WHERE)
