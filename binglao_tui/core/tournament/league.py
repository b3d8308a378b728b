"""The year's table: the points a tournament finish earns, by a formula the house chooses.

A league adds up, over a season, the points each player earned by finishing tournaments.
How many points a finish is worth is a house setting; every formula here gives more
points for a better place and for a bigger field, and the house picks one by its name:

- ``sqrt`` (the default): ``10 * sqrt(n / k)``, where ``n`` is the number of players who
  entered and ``k`` the place. It is the formula of PokerStars' Tournament Leader Board
  (``10 * sqrt(n) / sqrt(k) * (1 + log10(b + 0.25))``) without its buy-in factor: a home
  league's buy-in rarely changes, and a club that plays for points has none, which
  would make that factor a constant. A win among 9 is worth 30 points, a win among 16
  40; fourth among 16 is worth 20.
- ``pokerstars``: the Tournament Leader Board formula in full, ``b`` being the buy-in in
  units of money (cents / 100, the house fee left out). The formula was published by
  PokerStars for its leader board; home leagues copy it widely (third place of 150 at a
  20.00 buy-in: 163.09 points).
- ``neau``: Dr. Neau's formula from the Home Poker Tourney forums,
  ``sqrt(n * b * b / e) / (k + 1)``, where ``e`` is what the player paid in all (buy-in,
  re-entries, rebuys, add-ons): a player who bought in once earns more than one who
  rebought for the same place. With no buy-in (points only) it counts ``b = e = 1``.
- ``linear``: ``n - k + 1``: one point for every player finished ahead of, and one for
  taking part (last of 8 earns 1, the winner 8).

A place shared by a tie (third to fourth) earns the average of the places' points.
Points are rounded to the hundredth for each finish, then added up.

>>> finish_points(LeagueFormula.SQRT, Finish(entrants=16, place=4, tied_to=4))
Decimal('20.00')
>>> finish_points(LeagueFormula.POKERSTARS, Finish(entrants=150, place=3, tied_to=3, buy_in=2000))
Decimal('163.09')
>>> finish_points(LeagueFormula.LINEAR, Finish(entrants=8, place=3, tied_to=4))
Decimal('5.50')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum


class LeagueFormula(StrEnum):
    """The formulas a house can choose for its league (see the module's text)."""

    SQRT = "sqrt"
    POKERSTARS = "pokerstars"
    NEAU = "neau"
    LINEAR = "linear"

    @property
    def text(self) -> str:
        """The formula in one line, its letters named."""
        return FORMULA_TEXT[self]

    @property
    def source(self) -> str:
        """Where the formula comes from."""
        return FORMULA_SOURCE[self]


DEFAULT_FORMULA = LeagueFormula.SQRT

FORMULA_TEXT = {
    LeagueFormula.SQRT: "10 x sqrt(n / k): n players entered, k the place",
    LeagueFormula.POKERSTARS: "10 x sqrt(n) / sqrt(k) x (1 + log10(b + 0.25)): b the buy-in",
    LeagueFormula.NEAU: "sqrt(n x b x b / e) / (k + 1): b the buy-in, e what the player paid in all",
    LeagueFormula.LINEAR: "n - k + 1: a point for each player outlasted, one for taking part",
}
FORMULA_SOURCE = {
    LeagueFormula.SQRT: "the square-root part of PokerStars' leader board formula",
    LeagueFormula.POKERSTARS: "PokerStars' Tournament Leader Board formula, in full",
    LeagueFormula.NEAU: "Dr. Neau's tournament formula (Home Poker Tourney forums)",
    LeagueFormula.LINEAR: "the players-outlasted count many home leagues keep",
}


@dataclass(frozen=True, slots=True)
class Finish:
    """One player's finish in one tournament: the field, the place (``place`` to
    ``tied_to`` when shared), the buy-in and what the player paid in all (cents)."""

    entrants: int
    place: int
    tied_to: int
    buy_in: int = 0
    paid: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.place <= self.tied_to <= max(self.entrants, 1):
            raise ValueError(f"place {self.place}-{self.tied_to} is not a place among {self.entrants}")


HUNDREDTH = Decimal("0.01")


def finish_points(formula: LeagueFormula, finish: Finish) -> Decimal:
    """The points ``finish`` earns under ``formula``, to the hundredth."""
    places = range(finish.place, finish.tied_to + 1)
    total = sum(_points(formula, finish, place) for place in places)
    return Decimal(repr(total / len(places))).quantize(HUNDREDTH, rounding=ROUND_HALF_UP)


def _points(formula: LeagueFormula, finish: Finish, place: int) -> float:
    n = finish.entrants
    if formula is LeagueFormula.SQRT:
        return 10 * math.sqrt(n / place)
    if formula is LeagueFormula.POKERSTARS:
        units = finish.buy_in / 100
        return 10 * math.sqrt(n) / math.sqrt(place) * (1 + math.log10(units + 0.25))
    if formula is LeagueFormula.NEAU:
        buy_in = finish.buy_in / 100 or 1.0  # in units of money, as the formula has it
        paid = finish.paid / 100 or buy_in
        return math.sqrt(n * buy_in * buy_in / paid) / (place + 1)
    return float(n - place + 1)
