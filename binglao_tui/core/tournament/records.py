"""The small records a tournament keeps: what the host asked the planner for, a deal the
players agreed, and one player's money at the end (with his place in words)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PlanTargets:
    """What the host asked the planner for (kept to say which targets an edit misses)."""

    players: int
    stack: int
    minutes: int
    chips: str

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "stack": self.stack, "minutes": self.minutes, "chips": self.chips}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlanTargets:
        return cls(int(data["players"]), int(data["stack"]), int(data["minutes"]), str(data["chips"]))


DEAL_METHODS = ("icm", "chip-chop", "blend")


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal the players left agreed: who gets what (cents), by which method, and the
    amount saved for the winner (the players play on for it; 0: the tournament ends)."""

    players: tuple[str, ...]
    amounts: tuple[int, ...]
    method: str
    saved: int = 0
    after_hand: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "amounts": list(self.amounts),
            "method": self.method,
            "saved": self.saved,
            "after_hand": self.after_hand,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DealRecord:
        return cls(
            tuple(str(p) for p in data["players"]),
            tuple(int(a) for a in data["amounts"]),
            str(data["method"]),
            int(data.get("saved", 0)),
            int(data.get("after_hand", 0)),
        )


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's money: cents paid in (every entry), won, and the difference."""

    player: str
    paid: int
    won: int
    place: str

    @property
    def net(self) -> int:
        return self.won - self.paid


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``, ``22nd``.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"
