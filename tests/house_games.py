"""House games the tests play, as the rules files a host would write (in ``tests/data/house/``)."""

from __future__ import annotations

from pathlib import Path

HOUSE = Path(__file__).parent / "data" / "house"

DEAD_PLO = (HOUSE / "plo-dead.toml").read_text(encoding="utf-8")
"""PLO with the dead button (``button_rule = "dead"``), id ``plo-dead``."""
