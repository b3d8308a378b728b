"""What an all-in equity calculation takes and gives: players in, exact shares out.

Every share is a :class:`~fractions.Fraction` of the boards (or of the pot), exact; callers
print or serialise them as decimals. The calculation itself is in
:mod:`binglao_tui.core.equity.calculate`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from binglao_tui.core.cards import Card


class EquityError(ValueError):
    """An all-in that cannot be counted; the message names the problem."""


@dataclass(frozen=True, slots=True)
class AllInPlayer:
    """A player at the all-in, in seat order: the tabled hole cards and the chips put in.

    A folded player's cards, if known, are dead cards; they win nothing, and their chips stay
    in the pots.
    """

    name: str
    hole: tuple[Card, ...]
    committed: int = 0
    folded: bool = False


@dataclass(frozen=True, slots=True)
class PlayerEquity:
    """One player's exact results over every completion of the board.

    ``equity`` is the expected share of the pot (half to the best high, half to the best
    low, ties splitting their half; the whole pot to the high when nobody has a low);
    ``scoop`` the share of boards on which the player alone takes the whole pot;
    ``high_win`` / ``high_tie`` the boards where the player wins the high alone / shares it,
    ``low_win`` / ``low_tie`` the same for the low. ``ev`` is the expected chips over all the
    pots (odd chips paid as the showdown pays them), when chips put in were given.
    """

    name: str
    equity: Fraction
    scoop: Fraction
    high_win: Fraction
    high_tie: Fraction
    low_win: Fraction
    low_tie: Fraction
    ev: Fraction | None = None


@dataclass(frozen=True, slots=True)
class PotEquity:
    """A main or side pot and each eligible player's share of it; ``ev`` each eligible
    player's expected chips from it, odd chips paid as the showdown pays them."""

    amount: int
    eligible: tuple[str, ...]
    equity: Mapping[str, Fraction]
    ev: Mapping[str, Fraction] | None = None


@dataclass(frozen=True, slots=True)
class FaceEquity:
    """A die game's equities if the die shows ``roll``."""

    roll: int
    equity: Mapping[str, Fraction]


@dataclass(frozen=True, slots=True)
class Equity:
    """The answer: how many boards were counted and what each player gets of them.

    ``pots`` is given when chips put in were given (the main pot first); ``faces`` when a die
    still to be rolled decides the game (the figures are then the average over the faces);
    ``returned`` when one player's top chips were matched by nobody: an uncalled bet, given
    back to him, in no pot and in nobody's ``ev``.
    """

    boards: int
    players: tuple[PlayerEquity, ...]
    pots: tuple[PotEquity, ...] | None = None
    faces: tuple[FaceEquity, ...] | None = None
    returned: Mapping[str, int] | None = None

    def whole_share(self, player: PlayerEquity) -> Fraction:
        """What ``player`` can expect of all the chips in the pots, as a share of them: the
        expected chips (``ev``, odd chips paid as the showdown pays them) over the chips in
        the pots, whenever the chips put in are known, one pot or several (``equity`` is
        the main pot's share, the odd chip aside); else the equity. This is the one
        definition of ``share_of_all_pots`` and of the Equity column beside ``ev``.
        """
        pots = self.pots
        if pots is not None and player.ev is not None:
            total = sum(pot.amount for pot in pots)
            if total:
                return player.ev / total
        return player.equity
