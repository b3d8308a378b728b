"""Settling up: every debt paid, and no settlement uses more payments than needed."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.store.settlement import SettlementError, Transfer, settle


def _balances(transfers: tuple[Transfer, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in transfers:
        out[t.payee] = out.get(t.payee, 0) + t.amount
        out[t.payer] = out.get(t.payer, 0) - t.amount
    return {k: v for k, v in out.items() if v}


def _fewest(nets: dict[str, int]) -> int:
    """Reference: players with a non-zero net minus the most disjoint zero-sum groups."""
    people = [p for p, v in nets.items() if v]

    def most_groups(rest: frozenset[str]) -> int:
        if not rest:
            return 0
        first = min(rest)
        best = 0
        others = sorted(rest - {first})
        for size in range(len(others) + 1):
            for combo in combinations(others, size):
                group = {first, *combo}
                if sum(nets[p] for p in group) == 0:
                    best = max(best, 1 + most_groups(rest - group))
        return best

    return len(people) - most_groups(frozenset(people))


def test_one_winner_two_losers() -> None:
    assert [str(t) for t in settle({"Ann": 30, "Bob": -10, "Cid": -20})] == [
        "Cid pays Ann 20",
        "Bob pays Ann 10",
    ]


def test_pairs_that_cancel_pay_each_other_directly() -> None:
    nets = {"Ann": 50, "Bob": -50, "Cid": 7, "Dee": -3, "Eve": -4, "Fay": 15, "Gus": -15}
    transfers = settle(nets)
    assert len(transfers) == 4
    assert Transfer("Bob", "Ann", 50) in transfers
    assert Transfer("Gus", "Fay", 15) in transfers


def test_everyone_square_pays_nothing() -> None:
    assert settle({"Ann": 0, "Bob": 0}) == ()


def test_unbalanced_nets_are_refused() -> None:
    with pytest.raises(SettlementError, match="do not add up: 5 more won than lost"):
        settle({"Ann": 10, "Bob": -5})


@st.composite
def _balanced(draw: st.DrawFn) -> dict[str, int]:
    values = draw(st.lists(st.integers(-60, 60), min_size=1, max_size=8))
    values.append(-sum(values))
    return {f"p{i}": v for i, v in enumerate(values)}


@settings(max_examples=150, deadline=None)
@given(_balanced())
def test_settlement_pays_every_debt_with_the_fewest_payments(nets: dict[str, int]) -> None:
    transfers = settle(nets)
    assert _balances(transfers) == {k: v for k, v in nets.items() if v}
    assert len(transfers) == _fewest(nets)
    assert all(t.payer != t.payee for t in transfers)


def test_large_tables_fall_back_to_at_most_one_fewer_than_players() -> None:
    nets = {f"p{i:02d}": (i + 1) * (1 if i % 2 else -1) for i in range(20)}
    nets["p00"] -= sum(nets.values())
    transfers = settle(nets)
    assert _balances(transfers) == {k: v for k, v in nets.items() if v}
    assert len(transfers) <= len(nets) - 1
