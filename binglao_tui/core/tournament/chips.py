"""The host's chip set and the starting stack each player is handed.

A chip set is the box on the table: each denomination and how many chips of it the host
owns. ``25:300,100:200,500:100,1000:50`` is three hundred 25s, two hundred 100s, a hundred
500s and fifty 1000s.

>>> box = parse_chips("25:300,100:200,500:100,1000:50")
>>> box.denominations, box.total_value
((25, 100, 500, 1000), 127500)

A starting stack is the same for every player and is made from the box, so each
denomination's count times the number of players must fit in what the host owns.
:func:`make_starting_stack` picks one: a few of each small chip for change (about two of
the next chip up in value, more of the smallest so the first blinds can be posted), the
bulk in the largest chips worth at most a fifth of the stack, and never more of a
denomination than the box can hand to everyone. Whether the exact stack can still be
made from what is left is looked up before each choice, so when any stack of that value
can be made from the box, one is found.

>>> stack = make_starting_stack(box, players=8, value=10000, smallest=25, at_least=2)
>>> stack.to_dict()
{'25': 8, '100': 8, '500': 6, '1000': 6}
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from binglao_tui.core.entry import MAX_CHIPS, read_chip_count, shown

# The most totals a bit set of reachable stack values holds (a stack's value over the
# largest unit its chips are all multiples of: a 10,000 stack of 25s is 400): a few hundred
# kilobytes a set. A stack beyond it in those chips is far past any table's; the planner
# tries larger chips for it, and says so when none will do.
MOST_UNITS = 1 << 22
# The exact search for a stack that can post the first big blind keeps one such set per
# amount of the part that posts: the product is bounded too.
MOST_SEARCH_BITS = 1 << 26


class ChipsError(ValueError):
    """A chip set or stack that cannot be read or made; the message is one line."""


@dataclass(frozen=True, slots=True)
class ChipSet:
    """Denominations and how many chips of each the host owns, smallest first."""

    counts: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        values = [d for d, _ in self.counts]
        if not values:
            raise ChipsError("the chip set is empty")
        if values != sorted(set(values)):
            raise ChipsError("each denomination must appear once, smallest first")
        for denomination, count in self.counts:
            if denomination < 1:
                raise ChipsError(f"a chip's value must be at least 1, not {denomination}")
            if count < 1:
                raise ChipsError(f"the count of {denomination}s must be at least 1, not {count}")

    @classmethod
    def of(cls, counts: Mapping[int, int]) -> ChipSet:
        """The chip set with these counts (any order)."""
        return cls(tuple(sorted(counts.items())))

    @property
    def denominations(self) -> tuple[int, ...]:
        return tuple(d for d, _ in self.counts)

    @property
    def total_value(self) -> int:
        return sum(d * n for d, n in self.counts)

    def count(self, denomination: int) -> int:
        """How many chips of ``denomination`` the host owns (0 if none)."""
        return dict(self.counts).get(denomination, 0)

    def text(self) -> str:
        """The ``--chips`` form: ``25:300,100:200``."""
        return ",".join(f"{d}:{n}" for d, n in self.counts)

    def to_dict(self) -> dict[str, int]:
        return {str(d): n for d, n in self.counts}

    @classmethod
    def from_dict(cls, data: Mapping[str, int]) -> ChipSet:
        return cls.of({int(d): int(n) for d, n in data.items()})


def parse_chips(text: str) -> ChipSet:
    """Read ``denomination:count`` pairs separated by commas.

    >>> parse_chips("100:200, 25:300").text()
    '25:300,100:200'
    >>> parse_chips("25:300,25:10")
    Traceback (most recent call last):
    ...
    binglao_tui.core.tournament.chips.ChipsError: the 25 chip is listed twice
    """
    counts: dict[int, int] = {}
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise ChipsError("no chips given: write denomination:count pairs, e.g. 25:300,100:200")
    for part in parts:
        value, sep, count = part.partition(":")
        if not sep:
            raise ChipsError(f"{shown(part)} is not denomination:count (e.g. 25:300)")
        read: list[int] = []
        for what, digits in (("the chip's value", value), ("the count", count)):
            try:  # the one reader of chip counts: ASCII digits, at most MAX_CHIPS
                read.append(read_chip_count(digits, minimum=1))
            except ValueError:
                raise ChipsError(
                    f"{shown(part)}: {what} is not a whole number from 1 to {MAX_CHIPS:,} (e.g. 25:300)"
                ) from None
        denomination, number = read
        if denomination in counts:
            raise ChipsError(f"the {denomination} chip is listed twice")
        counts[denomination] = number
    return ChipSet.of(counts)


@dataclass(frozen=True, slots=True)
class StartingStack:
    """The chips handed to each player: (denomination, count) pairs, smallest first."""

    chips: tuple[tuple[int, int], ...]

    @property
    def value(self) -> int:
        return sum(d * n for d, n in self.chips)

    @property
    def denominations(self) -> tuple[int, ...]:
        return tuple(d for d, _ in self.chips)

    @property
    def smallest(self) -> int:
        return self.chips[0][0]

    def count(self, denomination: int) -> int:
        return dict(self.chips).get(denomination, 0)

    def can_put_out(self, amount: int) -> bool:
        """Whether some of this stack's chips add up to exactly ``amount`` (0 always can).

        >>> StartingStack(((50, 1), (500, 15))).can_put_out(100)
        False
        """
        if amount == 0:
            return True
        if amount < 0 or not self.chips or amount > sum(d * n for d, n in self.chips):
            return False
        unit = math.gcd(*(d for d, _ in self.chips))  # counted in the common unit, so the
        if amount % unit:  # work is bounded by the stack's value in it, as MOST_UNITS says
            return False
        goal = amount // unit
        limit = (1 << (goal + 1)) - 1  # only the totals up to the amount matter
        reach = 1  # bit i: i units can be put out
        for denomination, count in self.chips:
            left, lot = min(count, amount // denomination), 1
            while left > 0:  # the chips in lots of 1, 2, 4, ...: a shift a lot, not a chip
                take = min(lot, left)
                reach |= (reach << (take * denomination // unit)) & limit
                left -= take
                lot *= 2
        return bool(reach >> goal & 1)

    def to_dict(self) -> dict[str, int]:
        """``{"25": 8, "100": 8, ...}``: what the command line prints."""
        return {str(d): n for d, n in self.chips}

    @classmethod
    def from_dict(cls, data: Mapping[str, int]) -> StartingStack:
        return cls(tuple(sorted((int(d), int(n)) for d, n in data.items() if int(n) > 0)))

    def spare_stacks(self, box: ChipSet, players: int) -> int:
        """How many more stacks (re-entries, rebuys) the box makes once everyone has one."""
        return min((box.count(d) - players * n) // n for d, n in self.chips)


def can_post(amount: int, denominations: Iterable[int]) -> bool:
    """Whether ``amount`` can be put out with chips of these denominations (any number of each).

    >>> can_post(75, (25, 100)), can_post(50, (100, 500)), can_post(7, (2, 5))
    (True, False, True)
    """
    values = sorted(set(denominations))
    if amount < 0 or not values:
        return False
    if amount % values[0] == 0:
        return True
    unit = math.gcd(*values)
    if amount % unit:
        return False
    reachable = 1  # bit i: i units can be made
    limit = (1 << (amount // unit + 1)) - 1
    for value in values:
        step = value // unit
        while True:  # unbounded: keep adding this chip until nothing new is reached
            grown = (reachable | (reachable << step)) & limit
            if grown == reachable:
                break
            reachable = grown
    return bool(reachable >> (amount // unit) & 1)


def _reachable(pieces: list[tuple[int, int]], unit: int, limit_units: int) -> int:
    """A bit set of the values (in ``unit``s) that (denomination, at most count) pieces make."""
    mask = (1 << (limit_units + 1)) - 1
    reach = 1
    for denomination, count in pieces:
        step, left, lot = denomination // unit, count, 1
        while left > 0:  # bounded counts split into lots of 1, 2, 4, ... chips
            take = min(lot, left)
            reach = (reach | (reach << (take * step))) & mask
            left -= take
            lot *= 2
    return reach


def _targets(values: list[int], stack: int, at_least: int) -> list[int]:
    """How many of each denomination a stack would ideally hold (may not add up)."""
    bulk = max((i for i, d in enumerate(values) if d * 5 <= stack), default=len(values) - 1)
    targets = [0] * len(values)
    for i in range(bulk):
        targets[i] = math.ceil(2 * values[i + 1] / values[i])
    targets[0] = max(targets[0], 2 * at_least)
    change = sum(t * d for t, d in zip(targets, values, strict=True))
    targets[bulk] = max(0, (stack - change) // values[bulk])
    return targets


def make_starting_stack(
    box: ChipSet, players: int, value: int, smallest: int, at_least: int = 1, post: int = 0
) -> StartingStack | None:
    """A stack worth ``value`` for each of ``players`` from ``box``, or None if none exists.

    Only denominations from ``smallest`` up are used, and the stack holds at least
    ``at_least`` of the ``smallest`` chip (enough to post the first small blind).
    Denominations are chosen smallest first, each as close to its ideal count as the
    exact total still allows.

    With ``post`` (the first big blind, a multiple of ``smallest``) the stack must also
    hold chips that add up to exactly that amount. When the stack nearest the ideal
    does not, more of the smallest chip are required, one more at a time, up to enough
    of them alone to post it, and the stacks that already posted it are as before.
    Where none of those posts it, an exact search finds a stack that does whenever one
    exists (:func:`_stack_that_posts`).
    """
    if players < 1 or value < 1 or smallest not in box.denominations:
        return None
    # no stack holds more of a chip than its value divided by the chip's: the work is
    # bounded by the stack, never by a count typed into the box (25:99999999999999999999)
    each = [
        (d, min(box.count(d) // players, value // d)) for d in box.denominations if smallest <= d <= value
    ]
    each = [(d, n) for d, n in each if n > 0]
    if not each or each[0][0] != smallest or each[0][1] < at_least:
        return None
    values = [d for d, _ in each]
    unit = math.gcd(*values)
    if value % unit:
        return None
    units = value // unit
    if units > MOST_UNITS:  # see MOST_UNITS: larger chips make it in fewer units
        return None
    # suffix[i]: the values the denominations from i up can make within their counts
    suffix = [0] * (len(each) + 1)
    suffix[len(each)] = 1
    for i in range(len(each) - 1, -1, -1):
        suffix[i] = _reachable(each[i:], unit, units)
    if not suffix[0] >> units & 1:
        return None
    enough = max(at_least, math.ceil(post / smallest))  # this many small chips post it alone
    for fewest in range(at_least, min(enough, each[0][1]) + 1):
        stack = _pick(each, suffix, unit, value, fewest)
        if stack is None:  # no stack has this many: the middle chips must post it
            break
        if stack.can_put_out(post):
            return stack
    # only middle chips can post it: search every way of making the stack
    return _stack_that_posts(each, unit, value, at_least, post)


def _pick(
    each: list[tuple[int, int]], suffix: list[int], unit: int, value: int, at_least: int
) -> StartingStack | None:
    """The stack nearest the ideal counts with at least ``at_least`` of the first chip;
    ``suffix`` says which totals the later denominations can still make."""
    targets = _targets([d for d, _ in each], value, at_least)
    left = value
    chosen: list[tuple[int, int]] = []
    for i, (denomination, available) in enumerate(each):
        low = at_least if i == 0 else 0
        high = min(available, left // denomination)
        for count in _nearest_first(targets[i], low, high):
            rest = left - count * denomination
            if suffix[i + 1] >> (rest // unit) & 1:
                break
        else:  # only the smallest chip's minimum can leave nothing that adds up
            return None
        left -= count * denomination
        if count:
            chosen.append((denomination, count))
    return StartingStack(tuple(chosen))


def _nearest_first(target: int, low: int, high: int) -> Iterator[int]:
    """The counts from ``low`` to ``high``, nearest ``target`` first, the larger of two as near.

    >>> list(_nearest_first(3, 0, 5))
    [3, 4, 2, 5, 1, 0]
    """
    if high < low:
        return
    target = min(max(target, low), high)
    yield target
    for step in range(1, max(target - low, high - target) + 1):
        if target + step <= high:
            yield target + step
        if target - step >= low:
            yield target - step


def _spread(bits: int, step: int, low: int, high: int, mask: int) -> int:
    """``bits`` shifted by every multiple of ``step`` from ``low`` to ``high`` times, OR-ed."""
    if high < low:
        return 0
    out, left, lot = (bits << (low * step)) & mask, high - low, 1
    while left > 0:  # the counts 0..left as lots of 1, 2, 4, ... chips
        take = min(lot, left)
        out |= (out << (take * step)) & mask
        left -= take
        lot *= 2
    return out


def _stack_that_posts(
    each: list[tuple[int, int]], unit: int, value: int, at_least: int, post: int
) -> StartingStack | None:
    """Some stack worth ``value`` with at least ``at_least`` of the first chip, part of
    whose chips add up to ``post``, or None when there is none (an exact search).

    Each chip of a stack goes either to the part that posts or to the rest; ``rows[q]``
    holds, as a bit set, the values the rest can have while the posting part is worth
    ``q`` (all in ``unit``s), over the denominations seen so far.
    """
    target, rest = post // unit, (value - post) // unit
    if rest < 0 or (target + 1) * (rest + 1) > MOST_SEARCH_BITS:
        return None
    mask = (1 << (rest + 1)) - 1
    rows: dict[int, int] = {0: 1}
    seen: list[dict[int, int]] = []
    for i, (denomination, available) in enumerate(each):
        step, fewest = denomination // unit, at_least if i == 0 else 0
        grown: dict[int, int] = {}
        for q, bits in rows.items():
            for k in range(min(available, (target - q) // step) + 1):
                spread = _spread(bits, step, max(0, fewest - k), available - k, mask)
                if spread:
                    grown[q + k * step] = grown.get(q + k * step, 0) | spread
        seen.append(rows)
        rows = grown
    if not rows.get(target, 0) >> rest & 1:
        return None
    chips: list[tuple[int, int]] = []
    q, r = target, rest
    for i in range(len(each) - 1, -1, -1):  # back from the largest: a count that fits
        denomination, available = each[i]
        step, fewest, before = denomination // unit, at_least if i == 0 else 0, seen[i]
        pick = next(
            (k, m)
            for k in range(min(available, q // step) + 1)
            for m in range(max(0, fewest - k), available - k + 1)
            if m * step <= r and before.get(q - k * step, 0) >> (r - m * step) & 1
        )
        q, r = q - pick[0] * step, r - pick[1] * step
        if sum(pick):
            chips.append((denomination, sum(pick)))
    return StartingStack(tuple(reversed(chips)))
