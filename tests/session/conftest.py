"""The dealer's session on a real SQLite file in a temporary folder, with no app.

The store tests' seeded random dealer (``tests/store/store_dealer.py``: whole legal hands
of every shipped game, with undos) plays the hands here too, so its folder goes on the
import path, as the store's own kill test does for its child process.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from binglao_tui.session import DealerSession
from tests.session.session_play import GAMES, table_of


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "evening.sqlite3"


@pytest.fixture
def session(db_path: Path) -> Iterator[DealerSession]:
    """A session saving to a fresh database, at a three-handed PLO table (Ann on the button)."""
    opened = DealerSession.open(table_of("plo", {"Ann": 200, "Bob": 200, "Cat": 200}), db_path, GAMES)
    yield opened
    opened.close()
