"""The kill test's child: deals planned hand SEED through a DealerSession on the database
DB, plays its first STOP steps, says ``waiting`` and waits to be killed.

Usage: ``python -m tests.session.session_child DB SEED STOP`` (from the root).
"""

from __future__ import annotations

import sys
import time

from binglao_tui.session import DealerSession
from tests.store.store_dealer import GAMES, UNDO, plan


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
