"""Payouts: how the prize pool is shared by place, by the number of entries.

A :class:`PayoutTable` is a list of rows, each for a range of entry counts, giving each
paid place's share in basis points (10000 is the whole pool). The default pays about
one entry in four or five, as home games do:

=========== ====================================
entries     shares (per cent)
=========== ====================================
1-3         100
4-6         65, 35
7-10        50, 30, 20
11-15       45, 27, 18, 10
16-20       40, 25, 17, 11, 7
21-27       36, 23, 16, 11, 8, 6
28-35       33, 21, 15, 11, 8, 6, 6
36-45       30, 20, 14, 10, 8, 6, 5, 4, 3
46 or more  28, 18, 13, 10, 8, 6, 5, 4, 4, 4
=========== ====================================

The host can change any row (:meth:`PayoutTable.with_row`). Amounts are whole cents:
each place gets its share rounded down, and the cents left over go to the places from
the top, one each, so the prizes add up to the pool exactly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

WHOLE = 10000  # basis points in the whole pool


class PayoutError(ValueError):
    """A payout row that does not make sense (one line)."""


@dataclass(frozen=True, slots=True)
class PayoutRow:
    """Shares (basis points, first place first) for entry counts up to ``up_to`` (None: any more)."""

    up_to: int | None
    shares: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.shares or sum(self.shares) != WHOLE:
            raise PayoutError(f"the shares must add up to 100%, not {sum(self.shares) / 100:g}%")
        if any(s < 0 for s in self.shares) or list(self.shares) != sorted(self.shares, reverse=True):
            raise PayoutError("each place must get no more than the one above it")
        if self.up_to is not None and self.up_to < len(self.shares):
            raise PayoutError(f"{len(self.shares)} places cannot be paid with {self.up_to} entries")


def _row(up_to: int | None, *percent: int) -> PayoutRow:
    return PayoutRow(up_to, tuple(100 * p for p in percent))


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """Rows by the most entries they cover, the last one for any number above."""

    rows: tuple[PayoutRow, ...]

    def __post_init__(self) -> None:
        bounds = [row.up_to for row in self.rows]
        if not bounds or bounds[-1] is not None:
            raise PayoutError("the last payout row must cover any number of entries")
        limits = [b for b in bounds[:-1] if b is not None]
        if len(limits) != len(bounds) - 1 or limits != sorted(set(limits)):
            raise PayoutError("payout rows must go up by number of entries, each once")

    def shares_for(self, entries: int) -> tuple[int, ...]:
        """The shares for ``entries`` entries (never more places than entries)."""
        for row in self.rows:
            if row.up_to is None or entries <= row.up_to:
                if len(row.shares) > max(entries, 1):
                    raise PayoutError(
                        f"the row pays {len(row.shares)} places but there are {entries} entries"
                    )
                return row.shares
        raise AssertionError("the last row covers every count")  # pragma: no cover

    def with_row(self, up_to: int | None, shares: Sequence[int]) -> PayoutTable:
        """The table with the row for ``up_to`` entries set (added or replaced)."""
        new = PayoutRow(up_to, tuple(shares))
        rows = [row for row in self.rows if row.up_to != up_to] + [new]
        rows.sort(key=lambda r: (r.up_to is None, r.up_to or 0))
        return PayoutTable(tuple(rows))

    def to_dict(self) -> dict[str, Any]:
        return {"rows": [{"up_to": row.up_to, "shares": list(row.shares)} for row in self.rows]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PayoutTable:
        return cls(tuple(PayoutRow(r["up_to"], tuple(int(s) for s in r["shares"])) for r in data["rows"]))


DEFAULT_PAYOUTS = PayoutTable(
    (
        _row(3, 100),
        _row(6, 65, 35),
        _row(10, 50, 30, 20),
        _row(15, 45, 27, 18, 10),
        _row(20, 40, 25, 17, 11, 7),
        _row(27, 36, 23, 16, 11, 8, 6),
        _row(35, 33, 21, 15, 11, 8, 6, 6),
        _row(45, 30, 20, 14, 10, 8, 6, 5, 4, 3),
        _row(None, 28, 18, 13, 10, 8, 6, 5, 4, 4, 4),
    )
)


def split_cents(total: int, weights: Sequence[int]) -> tuple[int, ...]:
    """``total`` cents shared by ``weights``: each rounded down, the rest one cent each from the top.

    >>> split_cents(1000, (1, 1, 1))
    (334, 333, 333)
    """
    whole = sum(weights)
    if whole <= 0:
        raise PayoutError("nothing to share by")
    amounts = [total * w // whole for w in weights]
    for i in range(total - sum(amounts)):
        amounts[i % len(amounts)] += 1
    return tuple(amounts)


def prizes(pool: int, shares: Sequence[int]) -> tuple[int, ...]:
    """The prize of each paid place, in cents, adding up to ``pool``.

    >>> prizes(14400, DEFAULT_PAYOUTS.shares_for(8))
    (7200, 4320, 2880)
    """
    return split_cents(pool, shares)


def tied_prizes(place_prizes: Sequence[int], first: int, last: int) -> tuple[int, ...]:
    """What each of the players tied for places ``first`` to ``last`` gets: the prizes of
    those places added up and shared equally (odd cents to the first named).

    >>> tied_prizes((7200, 4320, 2880), 2, 3)
    (3600, 3600)
    >>> tied_prizes((7200, 4320, 2880), 3, 4)
    (1440, 1440)
    """
    paid = list(place_prizes) + [0] * max(0, last - len(place_prizes))
    total = sum(paid[first - 1 : last])
    count = last - first + 1
    return split_cents(total, [1] * count) if total else (0,) * count


def money_text(cents: int) -> str:
    """``52.65``: an amount of money in cents, to the cent (a minus sign when negative).

    >>> money_text(5265), money_text(-165), money_text(7)
    ('52.65', '-1.65', '0.07')
    """
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole:,}.{part:02d}"
