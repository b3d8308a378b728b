"""A nine-seat table for the seat map's display tests, through the dealer's session: PLO
at 1/2, Ann (seat 1, button), Bob (3), Cat (5, sitting out), Dan (7); seats 2, 4, 6, 8
and 9 empty. The hand is dealt to Ann, Bob and Dan; Ann is first to act."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.session import DealerSession
from tests.store.scripted_table import GAMES

SEATED = (Seat("Ann", 200, 1), Seat("Bob", 200, 3), Seat("Cat", 200, 5), Seat("Dan", 200, 7))
EMPTY = [2, 4, 6, 8, 9]


def nine_seats(db_path: Path) -> None:
    """Cat sits out; the hand is dealt to Ann, Bob and Dan, and Ann is to act."""
    table = TableSetup(GAMES["plo"], SEATED, "Ann", 1, 2, seat_count=9)
    session = DealerSession.open(table, db_path, GAMES)
    try:
        assert session.sit_out("Cat") is None
        assert session.deal() is None
        assert session.apply(Action.deal_hole()) is None
    finally:
        session.close()
