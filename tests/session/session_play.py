"""Helpers for the session tests: tables, planned hands played through a session, and what
the journal holds, read through a connection of its own."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.session import DealerSession
from binglao_tui.store.db import Database
from binglao_tui.store.journal import Journal
from tests.store.store_dealer import GAMES, UNDO

__all__ = ["GAMES", "UNDO", "actions_of", "journaled_actions", "play_steps", "statuses", "table_of"]


def table_of(game: str, stacks: dict[str, int], button: str = "Ann") -> TableSetup:
    """A table at 1/2 with ``stacks`` in seat order."""
    seats = tuple(Seat(name, stack) for name, stack in stacks.items())
    return TableSetup(GAMES[game], seats, button, small_blind=1, big_blind=2)


def play_steps(session: DealerSession, steps: tuple[Action | None, ...]) -> None:
    """Each planned step through the session (None: an undo); every one must be done."""
    for step in steps:
        refusal = session.undo() if step is UNDO else session.apply(step)
        assert refusal is None, (step, refusal)


def journaled_actions(path: Path) -> tuple[dict[str, object], ...] | None:
    """The actions in force of the hand in play, as another process reading the file sees
    them (None when no hand is in play)."""
    with Database.open(path, read_only=True) as reader:
        left = Journal(reader).unfinished()
        return None if left is None else left.actions


def statuses(path: Path) -> list[str]:
    """Every hand's status in the file, oldest first."""
    with Database.open(path, read_only=True) as reader:
        return [str(row[0]) for row in reader.conn.execute("SELECT status FROM hands ORDER BY id")]


def actions_of(hand: Hand) -> tuple[dict[str, object], ...]:
    """The hand's actions as the journal stores them."""
    return tuple(a.to_dict() for a in hand.actions)
