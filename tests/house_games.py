"""House games the tests play, as the rules files a host would write (in ``tests/data/house/``)."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_game_file
from binglao_tui.tui.table_memory import save_setup

HOUSE = Path(__file__).parent / "data" / "house"

DEAD_PLO = (HOUSE / "plo-dead.toml").read_text(encoding="utf-8")
"""PLO with the dead button (``button_rule = "dead"``), id ``plo-dead``."""


def seat_dead_plo(tmp_path: Path, stacks: dict[str, int]) -> Path:
    """A table of the dead-button PLO at 1/2, the first player on the button, saved as the
    app's last table under ``tmp_path / "config"``; returns the rules folder to give the app."""
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "plo-dead.toml").write_text(DEAD_PLO, encoding="utf-8")
    game = load_game_file(folder / "plo-dead.toml")
    seats = tuple(Seat(name, chips) for name, chips in stacks.items())
    save_setup(tmp_path / "config", TableSetup(game, seats, next(iter(stacks)), 1, 2))
    return folder
