"""Opening the database when the app starts, and what to tell the dealer when it cannot.

Outcomes of :func:`open_for_table`:

- the file opens for writing: every hand is journaled (``journal`` is set);
- another binglao-tui holds it, or the file, its folder or its disk is read-only, or the
  lock file cannot be made: the file is opened read-only (the history and ledger can be
  read, nothing is saved) and ``problem`` says why;
- the file is damaged or another program's: nothing is opened, ``damaged`` is True and
  ``problem`` says why. If the dealer agrees, :func:`start_fresh` moves the file aside
  (it is never overwritten) and opens a new one in its place;
- the file is from a newer binglao-tui: nothing is opened and ``problem`` says so.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from binglao_tui.store.db import Database, set_aside
from binglao_tui.store.errors import (
    DamagedDatabase,
    DatabaseInUse,
    DiskFull,
    LockUnavailable,
    ReadOnlyDatabase,
    StoreError,
)
from binglao_tui.store.history import History
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.paths import resolve_path
from binglao_tui.store.recording import TableJournal

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game


_READ_ONLY = "This binglao-tui cannot record hands; the history and the ledger can be read."


@dataclass(frozen=True, slots=True)
class Opened:
    """The database as the app got it, and the sentence to show the dealer if any."""

    path: Path
    db: Database | None = None
    journal: TableJournal | None = None
    problem: str | None = None
    damaged: bool = False

    @property
    def history(self) -> History | None:
        """The hand history, readable whenever the file could be opened."""
        return None if self.db is None else History(self.db)

    @property
    def ledger(self) -> Ledger | None:
        """The session ledger, readable whenever the file could be opened."""
        return None if self.db is None else Ledger(self.db)

    def close(self) -> None:
        """Close the database (the writer's lock goes with it)."""
        if self.db is not None:
            self.db.close()


def open_for_table(
    option: str | os.PathLike[str] | None,
    games: Mapping[str, Game] | None = None,
) -> Opened:
    """Open the database named by ``--db`` / ``$BINGLAO_TUI_DB`` / the default for the app."""
    path = resolve_path(option)
    try:
        db = Database.open(path)
    except DatabaseInUse as exc:
        try:
            reader = Database.open(path, read_only=True)
        except StoreError as inner:
            return Opened(path, problem=f"{exc}. {inner}")
        return Opened(
            path,
            reader,
            problem=(
                f"{path} is in use by another binglao-tui (process {exc.holder or '?'}): opened "
                f"read-only. {_READ_ONLY}"
            ),
        )
    except (ReadOnlyDatabase, LockUnavailable, DiskFull) as exc:
        try:
            reader = Database.open(path, read_only=True)
        except StoreError as inner:
            return Opened(path, problem=f"{exc}. {inner}")
        return Opened(
            path,
            reader,
            problem=f"{exc}: opened read-only. {_READ_ONLY}",
        )
    except DamagedDatabase as exc:
        return Opened(path, problem=str(exc), damaged=True)
    except (StoreError, OSError) as exc:
        return Opened(path, problem=str(exc))
    return Opened(path, db, TableJournal(db, games))


def start_fresh(path: Path, games: Mapping[str, Game] | None = None) -> tuple[Opened, Path]:
    """Move the damaged file aside and open a new database at ``path``.

    Returns the new database and where the old file now is.
    """
    moved = set_aside(path)
    return open_for_table(path, games), moved
