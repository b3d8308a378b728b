"""The league's formulas on known results: the PokerStars leader board's own worked example,
and the home-league formulas on small fields."""

from __future__ import annotations

from decimal import Decimal

import pytest

from binglao_tui.core.tournament.league import DEFAULT_FORMULA, Finish, LeagueFormula, finish_points


def test_the_default_is_the_square_root_formula() -> None:
    assert DEFAULT_FORMULA is LeagueFormula.SQRT
    assert "PokerStars" in DEFAULT_FORMULA.source


@pytest.mark.parametrize(
    ("formula", "finish", "points"),
    [
        # the leader board's worked example: third of 150 at a 20.00 buy-in
        (LeagueFormula.POKERSTARS, Finish(150, 3, 3, buy_in=2000), "163.09"),
        # ... and 25th of 900 in a freeroll (the buy-in factor is 1 + log10(0.25))
        (LeagueFormula.POKERSTARS, Finish(900, 25, 25), "23.88"),
        (LeagueFormula.SQRT, Finish(9, 1, 1), "30.00"),
        (LeagueFormula.SQRT, Finish(16, 1, 1), "40.00"),
        (LeagueFormula.SQRT, Finish(16, 4, 4), "20.00"),
        (LeagueFormula.LINEAR, Finish(8, 8, 8), "1.00"),
        (LeagueFormula.LINEAR, Finish(8, 1, 1), "8.00"),
        # Dr. Neau: sqrt(n b b / e) / (k + 1); a rebuy for the same place earns less
        (LeagueFormula.NEAU, Finish(10, 1, 1, buy_in=2000, paid=2000), "7.07"),
        (LeagueFormula.NEAU, Finish(10, 1, 1, buy_in=2000, paid=4000), "5.00"),
    ],
)
def test_known_results(formula: LeagueFormula, finish: Finish, points: str) -> None:
    assert finish_points(formula, finish) == Decimal(points)


def test_every_formula_pays_a_better_place_and_a_bigger_field_more() -> None:
    for formula in LeagueFormula:
        places = [finish_points(formula, Finish(10, k, k, 2000, 2000)) for k in range(1, 11)]
        assert places == sorted(places, reverse=True)
        assert places[0] > places[-1]
        assert finish_points(formula, Finish(20, 1, 1, 2000, 2000)) > places[0]


def test_a_tie_shares_the_places_points() -> None:
    # 10 x sqrt(4 / 3) = 11.547 and 10 x sqrt(4 / 4) = 10: each of the two earns 10.77
    assert finish_points(LeagueFormula.SQRT, Finish(4, 3, 4)) == Decimal("10.77")
    with pytest.raises(ValueError, match="not a place"):
        Finish(4, 5, 5)
