"""Real SQLite files in a temporary folder; no mocks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from binglao_tui.store.db import Database


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "table.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = Database.open(db_path)
    yield database
    database.close()
