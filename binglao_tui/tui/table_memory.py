"""Remembering the table between runs: the last table setup, as JSON in the config folder.

The table is the engine's :class:`~binglao_tui.core.engine.table.TableSetup`, which already turns
into a plain dict and back; this module only chooses the file, writes it safely and falls
back to a default table when there is nothing (or nothing readable) to remember.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

from platformdirs import user_config_dir

from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.rules import Game

DEFAULT_NAMES = (
    "Ann",
    "Bob",
    "Cat",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jo",
    "Kim",
    "Lou",
    "Max",
    "Ned",
    "Oz",
    "Pam",
    "Quin",
    "Ray",
    "Sue",
    "Tom",
    "Uma",
    "Val",
    "Wes",
)
DEFAULT_STACK = 200
TABLE_FILE = "table.json"
TOURNAMENT_TABLE_FILE = "tournament-table.json"
"""The running tournament's table (its game and button), kept apart from the cash table's."""


def config_dir() -> Path:
    """Where the app keeps its small settings file (``BINGLAO_TUI_CONFIG`` overrides)."""
    env = os.environ.get("BINGLAO_TUI_CONFIG")
    if env:
        return Path(env)
    return Path(user_config_dir("binglao-tui"))


def default_setup(games: Mapping[str, Game]) -> TableSetup:
    """Six players with 200 chips each at 1/2 Binglao (or the first game there is)."""
    game = games.get("binglao") or next(iter(games.values()))
    count = min(6, game.player_limit)
    seats = tuple(Seat(name, DEFAULT_STACK) for name in DEFAULT_NAMES[:count])
    return TableSetup(game=game, seats=seats, button=seats[0].name, small_blind=1, big_blind=2)


def load_setup(folder: Path, games: Mapping[str, Game]) -> TableSetup:
    """The table last used, or the default when there is none or it no longer fits."""
    return remembered(folder, games) or default_setup(games)


def remembered(folder: Path, games: Mapping[str, Game], file: str = TABLE_FILE) -> TableSetup | None:
    """The table remembered in ``file``, or None when there is none or it no longer fits."""
    try:
        data = json.loads((folder / file).read_text(encoding="utf-8"))
        return TableSetup.from_dict(data, games, dealt=False)  # today's house settings
    except (OSError, ValueError, SetupError, TypeError, AttributeError):
        return None


def save_setup(folder: Path, setup: TableSetup, file: str = TABLE_FILE) -> None:
    """Remember the table for next time; a read-only disk is not worth stopping the game for."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / (file + ".tmp")
        tmp.write_text(json.dumps(setup.to_dict(), indent=2), encoding="utf-8")
        tmp.replace(folder / file)
    except OSError:
        pass
