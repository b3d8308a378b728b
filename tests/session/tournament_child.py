"""The tournament kill test's child: starts the test tournament on the database DB, deals
its first hand, starts the clock (real time), moves it on by SECONDS of play, says
``waiting`` and waits to be killed.

Usage: ``python -m tests.session.tournament_child DB SECONDS`` (from the repository's root).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from binglao_tui.session import DealerSession, TournamentSession
from tests.session.tournament_play import GAMES, base_table, deal, tournament


def main(path: str, seconds: float) -> None:
    dealer = DealerSession.open(base_table(), path, GAMES)
    opened = dealer.opened
    assert opened is not None
    assert opened.db is not None
    director = TournamentSession.create(opened.db, tournament())
    assert isinstance(director, TournamentSession)
    deal(dealer, director)
    assert director.toggle_clock() is None
    assert director.adjust(seconds) is None
    print("waiting", flush=True)
    time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
