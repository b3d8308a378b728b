"""Entries and the prize pool: buy-ins, re-entries, rebuys and add-ons, less the house fee.

Money is in cents (whole numbers), chips in chips. The host's :class:`EntryTerms` say what
each kind of entry costs, what it gives and when it is allowed:

- a **buy-in**: a player's first entry;
- a **re-entry**: a player who is out comes back as a new entry with a new stack, up to
  the end of level ``re_entry_until`` (and at most ``most_re_entries`` times, if set);
- a **rebuy**: a player still in (or just out) buys another stack without leaving, while
  their chips are at or below the starting stack, up to the end of level ``rebuy_until``;
- an **add-on**: once per player, at break ``add_on_at_break`` (or, if that is not set,
  at any time the host allows it up to the end of level ``rebuy_until``).

Buy-ins and re-entries are the entries that set the payout table; rebuys and add-ons add
money and chips only. The house fee is a share of every payment (in basis points: 1000
is 10%) plus a fixed amount per entry; the rest is the prize pool.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any


class EntryError(ValueError):
    """An entry the terms do not allow now; the message says why (one line)."""


class EntryKind(Enum):
    BUY_IN = "buy-in"
    RE_ENTRY = "re-entry"
    REBUY = "rebuy"
    ADD_ON = "add-on"


@dataclass(frozen=True, slots=True)
class EntryTerms:
    """What entries cost (cents) and give (chips), and when they are allowed (level numbers)."""

    buy_in: int
    chips: int
    re_entry_until: int | None = None
    most_re_entries: int | None = None
    rebuy_price: int | None = None
    rebuy_chips: int | None = None
    rebuy_until: int | None = None
    add_on_price: int | None = None
    add_on_chips: int | None = None
    add_on_at_break: int | None = None
    fee_basis_points: int = 0
    fee_per_entry: int = 0

    def __post_init__(self) -> None:
        if self.buy_in < 0 or self.chips < 1:
            raise EntryError("the buy-in cannot be negative and the stack must be at least 1 chip")
        if not 0 <= self.fee_basis_points <= 10000 or self.fee_per_entry < 0:
            raise EntryError("the house fee must be between 0 and 100% and not negative")

    def price(self, kind: EntryKind) -> tuple[int, int]:
        """(cents paid, chips given) for an entry of ``kind``."""
        if kind in (EntryKind.BUY_IN, EntryKind.RE_ENTRY):
            return self.buy_in, self.chips
        if kind is EntryKind.REBUY:
            return (
                self.buy_in if self.rebuy_price is None else self.rebuy_price,
                self.chips if self.rebuy_chips is None else self.rebuy_chips,
            )
        return (
            self.buy_in if self.add_on_price is None else self.add_on_price,
            self.chips if self.add_on_chips is None else self.add_on_chips,
        )

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EntryTerms:
        return cls(**{name: data[name] for name in cls.__dataclass_fields__ if name in data})


@dataclass(frozen=True, slots=True)
class Entry:
    """One payment: who, what kind, at which level, cents paid and chips got."""

    player: str
    kind: EntryKind
    level: int
    paid: int
    chips: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind.value,
            "level": self.level,
            "paid": self.paid,
            "chips": self.chips,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Entry:
        return cls(
            str(data["player"]),
            EntryKind(data["kind"]),
            int(data["level"]),
            int(data["paid"]),
            int(data["chips"]),
        )


def entry_refusal(
    terms: EntryTerms,
    entries: Sequence[Entry],
    player: str,
    kind: EntryKind,
    level: int,
    stack: int | None,
    on_break: int | None = None,
) -> str | None:
    """Why ``player`` may not make an entry of ``kind`` now, or None if they may.

    ``level`` is the level in force (during a break, the one before it); ``stack`` the
    player's chips now (0: out; None: never entered); ``on_break`` the break number when
    the clock is on a break.
    """
    theirs = [e for e in entries if e.player == player]
    if kind is EntryKind.BUY_IN:
        return f"{player} has already bought in" if theirs else None
    if not theirs:
        return f"{player} has not bought in yet"
    if kind is EntryKind.RE_ENTRY:
        if terms.re_entry_until is None:
            return "re-entries are not allowed"
        if level > terms.re_entry_until:
            return f"re-entries closed after level {terms.re_entry_until}"
        if stack:
            return f"{player} is still in: only a player who is out can re-enter"
        done = sum(1 for e in theirs if e.kind is EntryKind.RE_ENTRY)
        if terms.most_re_entries is not None and done >= terms.most_re_entries:
            return f"{player} has used the {terms.most_re_entries} re-entries allowed"
        return None
    if kind is EntryKind.REBUY:
        if terms.rebuy_until is None:
            return "rebuys are not allowed"
        if level > terms.rebuy_until:
            return f"rebuys closed after level {terms.rebuy_until}"
        if stack is not None and stack > terms.chips:
            return f"{player} has {stack} chips: a rebuy is allowed at {terms.chips} or fewer"
        return None
    if terms.add_on_price is None and terms.add_on_chips is None:
        return "add-ons are not offered"
    if any(e.kind is EntryKind.ADD_ON for e in theirs):
        return f"{player} has already taken the add-on"
    if not stack:
        return f"{player} is out: an add-on is for a player still in"
    if terms.add_on_at_break is not None:
        if on_break != terms.add_on_at_break:
            return f"the add-on is taken at break {terms.add_on_at_break}"
    elif terms.rebuy_until is not None and level > terms.rebuy_until:
        return f"add-ons closed after level {terms.rebuy_until}"
    return None


def add_entry(
    terms: EntryTerms,
    entries: Sequence[Entry],
    player: str,
    kind: EntryKind,
    level: int,
    stack: int | None,
    on_break: int | None = None,
) -> tuple[Entry, ...]:
    """The entries with this one added, or :class:`EntryError` saying why it is refused."""
    reason = entry_refusal(terms, entries, player, kind, level, stack, on_break)
    if reason:
        raise EntryError(reason)
    paid, chips = terms.price(kind)
    return (*entries, Entry(player, kind, level, paid, chips))


def entry_count(entries: Sequence[Entry]) -> int:
    """Buy-ins and re-entries: the number the payout table goes by."""
    return sum(1 for e in entries if e.kind in (EntryKind.BUY_IN, EntryKind.RE_ENTRY))


def chips_in_play(entries: Sequence[Entry]) -> int:
    return sum(e.chips for e in entries)


@dataclass(frozen=True, slots=True)
class PrizePool:
    """Cents collected, kept by the house, and left to be won."""

    collected: int
    house_fee: int
    pool: int


def prize_pool(terms: EntryTerms, entries: Sequence[Entry]) -> PrizePool:
    """What the entries paid, the house fee (rounded down to the cent) and the pool.

    >>> terms = EntryTerms(buy_in=2000, chips=10000, fee_basis_points=1000)
    >>> prize_pool(terms, [Entry("Ann", EntryKind.BUY_IN, 1, 2000, 10000)] * 8)
    PrizePool(collected=16000, house_fee=1600, pool=14400)
    """
    collected = sum(e.paid for e in entries)
    fee = collected * terms.fee_basis_points // 10000 + terms.fee_per_entry * entry_count(entries)
    fee = min(fee, collected)
    return PrizePool(collected, fee, collected - fee)
