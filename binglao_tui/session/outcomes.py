"""What the session's steps give back: a refusal with its reason, a booked hand, a hand
left in play, what a new table would change in the books. Plain values, light to import
(the app needs them before the engine)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from binglao_tui.core.engine.table import Seat, TableSetup

if TYPE_CHECKING:  # for the annotations only: the store's ledger is not light to import
    from binglao_tui.store.ledger import Change


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


@dataclass(frozen=True, slots=True)
class TableChanges:
    """What confirming a new table would change in the books and at the table: the ledger
    entries the next hand would book, the players who would leave (with the chips they have
    now), and whether the session's ledger is still empty (every stack then is a buy-in)."""

    books: tuple[Change, ...] = ()
    leaving: tuple[Seat, ...] = ()
    fresh: bool = True

    @property
    def to_confirm(self) -> bool:
        """Whether the dealer must see and confirm these before the deal: a player leaves,
        or the ledger of a session already under way changes."""
        return bool(self.leaving) or (bool(self.books) and not self.fresh)
