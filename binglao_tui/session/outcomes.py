"""What the session's steps give back: a refusal with its reason, a booked hand, a hand
left in play. Plain values, light to import (the app needs them before the engine)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from binglao_tui.core.engine.table import TableSetup


class RefusalKind(Enum):
    """Why a step was not done."""

    ILLEGAL = "illegal"  # the rules, or where the hand stands, do not allow it now
    NOT_SAVED = "not-saved"  # the journal could not save it (disk full, file read-only...)


@dataclass(frozen=True, slots=True)
class Refusal:
    """A step the session did not do, and why, in a sentence for the dealer."""

    reason: str
    kind: RefusalKind = RefusalKind.ILLEGAL

    def __str__(self) -> str:
        return self.reason


@dataclass(frozen=True, slots=True)
class Booked:
    """A finished hand, in the books: its number, the players who left the table with no
    chips (in seat order), and the table for the next hand (None when fewer than two
    players have chips: the table must be set up again)."""

    number: int
    left: tuple[str, ...]
    next_table: TableSetup | None


@dataclass(frozen=True, slots=True)
class LeftInPlay:
    """A hand the last run left in play (a crash, a kill, a quit mid-hand): its number in
    the session (None if it has none), its game's id and how many steps it had."""

    number: int | None
    game: str
    steps: int
