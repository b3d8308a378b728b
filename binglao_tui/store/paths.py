"""Where the database file lives: the ``--db PATH`` option, else the ``BINGLAO_TUI_DB``
environment variable, else ``binglao-tui.sqlite3`` in the user data folder."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "BINGLAO_TUI_DB"
FILE_NAME = "binglao-tui.sqlite3"


def default_path() -> Path:
    """``binglao-tui.sqlite3`` in the user data folder of this platform."""
    # start-up: platformdirs only when neither --db nor the variable says where
    from platformdirs import user_data_path

    return user_data_path("binglao-tui", appauthor=False) / FILE_NAME


def resolve_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The database path: ``explicit`` (``--db``), else ``$BINGLAO_TUI_DB``, else the default."""
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    return default_path()
