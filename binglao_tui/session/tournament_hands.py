"""A tournament hand dealt and booked on both sessions, in the order the app needs.

A tournament hand is dealt by the dealer's session like any other; what the tournament
adds is the table it is dealt at (:func:`~.tournament_table.tournament_table`) and, once
the hand is booked in the history, its stacks taken in by the tournament (bust-outs,
places). The history goes first, so a crash between the two is caught up when the
tournament resumes (:meth:`~binglao_tui.session.tournament.TournamentSession.resume`).
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.session.dealer import DealerSession
from binglao_tui.session.outcomes import Booked, Refusal
from binglao_tui.session.tournament import Booking, TournamentSession


def deal_next(dealer: DealerSession, director: TournamentSession) -> Refusal | None:
    """Deal the next hand at the tournament's table and remember the level it is dealt at.

    Refused with nothing dealt when the tournament has no table or the deal cannot be
    saved; when only the level cannot be saved the hand is dealt all the same (it keeps
    the blinds it was dealt with) and the refusal says so."""
    table = director.table_for(dealer.next_table)  # not a cash hand dealt before the tournament
    if isinstance(table, Refusal):
        return table
    refusal = dealer.choose_table(table) or dealer.deal()
    if refusal is not None:
        return refusal
    return director.hand_dealt(dealer.hand_number)


@dataclass(frozen=True, slots=True)
class TournamentHandBooked:
    """A hand booked in the history (``booked``) and then in the tournament (``booking``,
    or the refusal saying why not: the tournament books it when it resumes)."""

    booked: Booked
    booking: Booking | Refusal


def book_finished(dealer: DealerSession, director: TournamentSession) -> TournamentHandBooked | Refusal:
    """Book the finished hand in the history, then its stacks in the tournament."""
    hand = dealer.hand
    if hand is None or hand.finishing_stacks is None:
        return Refusal("the hand is not over yet")
    number = dealer.hand_number
    booked = dealer.finish()
    if isinstance(booked, Refusal):
        return booked
    return TournamentHandBooked(
        booked, director.hand_booked(number, hand.setup.stacks, hand.finishing_stacks)
    )
