"""The table display against real databases written by the dealer's own session.

The scripted hand (``tests/store/scripted_table.py``) is shared with the follower's tests
and the in-process command runner with the command-line tests (``tests/cli/_cli_main.py``),
so those folders go on the import path, as the session tests do for the store's dealer.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "evening.sqlite3"
