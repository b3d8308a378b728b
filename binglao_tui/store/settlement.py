"""Settling up at the end of a session: who pays whom, in as few payments as possible.

Each player ends the session up or down by a net amount, and the nets add up to zero.
Any group of players whose nets add up to zero can be settled among themselves with one
payment fewer than its size, so the fewest payments are found by splitting the players
into as many zero-sum groups as possible. That search is exhaustive (over subsets) for
up to :data:`EXACT_LIMIT` players with a non-zero net, which covers any home game; larger
tables are settled by the greedy rule (largest debtor pays largest creditor), which never
needs more than one payment fewer than the number of players.

>>> [str(t) for t in settle({"Ann": 30, "Bob": -10, "Cid": -20})]
['Cid pays Ann 20', 'Bob pays Ann 10']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

EXACT_LIMIT = 14


class SettlementError(ValueError):
    """The nets cannot be settled (they do not add up to zero)."""


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment at the end of the session."""

    payer: str
    payee: str
    amount: int

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ValueError(f"a payment must be positive, got {self.amount}")

    def __str__(self) -> str:
        return f"{self.payer} pays {self.payee} {self.amount}"

    def to_dict(self) -> dict[str, object]:
        """The payment as a JSON-able dict."""
        return {"from": self.payer, "to": self.payee, "amount": self.amount}


def settle(nets: Mapping[str, int]) -> tuple[Transfer, ...]:
    """The payments that settle ``nets`` (positive: is owed; negative: owes), fewest first.

    Raises :class:`SettlementError` when the nets do not add up to zero.
    """
    total = sum(nets.values())
    if total != 0:
        side = "more won than lost" if total > 0 else "more lost than won"
        raise SettlementError(f"the stacks do not add up: {abs(total)} {side}")
    people = sorted((name for name, net in nets.items() if net), key=lambda n: (-abs(nets[n]), n))
    groups = _zero_sum_groups(people, nets) if len(people) <= EXACT_LIMIT else [people]
    transfers: list[Transfer] = []
    for group in groups:
        transfers.extend(_greedy({name: nets[name] for name in group}))
    return tuple(transfers)


def _zero_sum_groups(people: list[str], nets: Mapping[str, int]) -> list[list[str]]:
    """Split ``people`` into as many groups with a zero total as possible (exact search)."""
    n = len(people)
    full = (1 << n) - 1
    sums = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + nets[people[low.bit_length() - 1]]
    # best[mask]: the most zero-sum groups the people of ``mask`` can be split into, when
    # the people outside ``mask`` already form complete groups.
    best = [0] * (1 << n)
    for mask in range(1, full + 1):
        top = 0
        bits = mask
        while bits:
            low = bits & -bits
            top = max(top, best[mask ^ low])
            bits ^= low
        best[mask] = top + (1 if sums[mask] == 0 else 0)
    groups: list[list[str]] = []
    current: list[str] = []
    mask = full
    while mask:
        bits = mask
        chosen = 0
        target = best[mask] - (1 if sums[mask] == 0 else 0)
        while bits:
            low = bits & -bits
            if best[mask ^ low] == target:
                chosen = low
                break
            bits ^= low
        current.append(people[chosen.bit_length() - 1])
        mask ^= chosen
        if sums[mask] == 0:
            groups.append(current)
            current = []
    return [sorted(g, key=lambda n: (-abs(nets[n]), n)) for g in groups if g]


def _greedy(nets: Mapping[str, int]) -> list[Transfer]:
    """Largest debtor pays largest creditor until everyone is square."""
    owed = {name: net for name, net in nets.items() if net > 0}
    owes = {name: -net for name, net in nets.items() if net < 0}
    transfers: list[Transfer] = []
    while owed and owes:
        payee = min(owed, key=lambda n: (-owed[n], n))
        payer = min(owes, key=lambda n: (-owes[n], n))
        amount = min(owed[payee], owes[payer])
        transfers.append(Transfer(payer, payee, amount))
        owed[payee] -= amount
        owes[payer] -= amount
        if not owed[payee]:
            del owed[payee]
        if not owes[payer]:
            del owes[payer]
    return transfers
