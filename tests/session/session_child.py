"""The kill test's child: deals planned hand SEED through a DealerSession on the database
DB, plays its first STOP steps, says ``waiting`` and waits to be killed.

Usage: ``python session_child.py DB SEED STOP``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "store"))

from store_dealer import GAMES, UNDO, plan

from binglao_tui.session import DealerSession


def main(path: str, seed: int, stop: int) -> None:
    p = plan(seed)
    session = DealerSession.open(p.setup, path, GAMES)
    assert session.saving
    assert session.deal() is None
    for step in p.steps[:stop]:
        refusal = session.undo() if step is UNDO else session.apply(step)
        assert refusal is None, refusal
    print("waiting", flush=True)
    time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
