"""A table changing hands between a cash game and a tournament, on a real SQLite file: the
tournament's first hand is dealt at the tournament's game even when a cash hand was dealt
and not begun, and a hand dealt but not begun can be put away (voided, no hand in play)."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.session import DealerSession, TournamentSession
from tests.session.tournament_play import GAMES, PLAYERS, FakeClock, base_table, deal, tournament


def _cash_table() -> TableSetup:
    return TableSetup(GAMES["binglao"], tuple(Seat(p, 300) for p in PLAYERS), "Ann", 1, 2)


def test_the_first_tournament_hand_is_dealt_at_the_tournament_game_not_the_cash_hand_waiting(
    db_path: Path,
) -> None:
    dealer = DealerSession.open(_cash_table(), db_path, GAMES)
    try:
        assert dealer.deal() is None  # a cash hand waits for the die
        opened = dealer.opened
        assert opened is not None
        assert opened.db is not None
        director = TournamentSession.create(opened.db, tournament(), now=FakeClock())
        assert isinstance(director, TournamentSession)
        assert dealer.choose_table(base_table()) is None
        assert dealer.next_table.game.id == "plo"
        deal(dealer, director)
        hand = dealer.hand
        assert hand is not None
        assert hand.setup.game.id == "plo"
        assert (hand.setup.small_blind, hand.setup.big_blind) == (100, 200)
        assert hand.setup.button == "Dan"
    finally:
        dealer.close()


def test_a_hand_dealt_but_not_begun_is_put_away_and_one_in_play_is_not(db_path: Path) -> None:
    dealer = DealerSession.open(base_table(), db_path, GAMES)
    try:
        assert dealer.deal() is None
        number = dealer.hand_number
        assert dealer.put_away() is None
        assert dealer.hand is None
        opened = dealer.opened
        assert opened is not None
        assert opened.journal is not None
        assert opened.journal.unfinished() is None  # nothing left to resume
        assert dealer.put_away() is None  # no hand: nothing to do
        assert dealer.deal() is None
        assert dealer.hand_number == number  # the void hand's number is dealt again
        assert dealer.apply(Action.deal_hole()) is None
        refusal = dealer.put_away()
        assert refusal is not None
        assert "being played" in refusal.reason
        assert dealer.hand is not None
    finally:
        dealer.close()
