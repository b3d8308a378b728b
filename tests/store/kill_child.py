"""The kill test's child: plays planned hands through the journal until it is killed.

Usage: ``python -m tests.store.kill_child DB BASE``, from the repository's root. It
resumes the hand left in play (if any), then plays hand after hand; after each step is
committed it prints ``ack HAND STEP``, and after a hand goes into the history ``done HAND``.
Hand ``h`` follows ``plan(BASE + h)``.
"""

from __future__ import annotations

import sys

from binglao_tui.core.engine.hand import Hand
from binglao_tui.store.db import Database
from binglao_tui.store.recording import TableJournal
from tests.store.store_dealer import GAMES, UNDO, plan


def main(path: str, base: int) -> None:
    db = Database.open(path)
    table = TableJournal(db, GAMES)
    journaled = table.unfinished()
    print("ready", flush=True)
    while True:
        if journaled is not None:
            hand_id = journaled.hand_id
            resumed = table.resume()
            assert resumed is not None
            hand = resumed
            done = len(journaled.entries)
        else:
            hand_id = int(db.conn.execute("SELECT coalesce(max(id), 0) + 1 FROM hands").fetchone()[0])
            hand = Hand.start(plan(base + hand_id).setup)
            table.hand_started(hand_id, hand)
            assert table.hand_id == hand_id
            done = 0
        steps = plan(base + hand_id).steps
        for index in range(done, len(steps)):
            step = steps[index]
            if step is UNDO:
                hand = hand.undo()
                table.undone(hand)
            else:
                hand = hand.apply(step)
                table.action_applied(step, hand)
            print(f"ack {hand_id} {index + 1}", flush=True)
        table.hand_finished(hand)
        print(f"done {hand_id}", flush=True)
        journaled = None


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
