"""The dealer's session outside any screen: deal, act, undo, misdeal, floor, book, resume.

:class:`DealerSession` holds the table and the hand in play and saves every step to the
journal before it returns; a step it cannot do or save comes back as a :class:`Refusal`
with the reason, and nothing has changed. The app's screens are given a session and show
what it says; tests and other programs (a table display following the journal) drive
the same class with no app at all::

    session = DealerSession.open(table, db="evening.sqlite3")
    session.deal()
    session.apply(Action.deal_hole())
    ...
    booked = session.finish()

The names below are loaded on first use (PEP 562 ``__getattr__``): the app imports this
package before its first screen, and the engine and the store behind
:class:`DealerSession` (and the outcomes, which the first screen does not use) would make
that screen come far later.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from binglao_tui.session.dealer import DealerSession, Listener
    from binglao_tui.session.outcomes import Booked, LeftInPlay, Refusal, RefusalKind
    from binglao_tui.session.recorder import HandRecorder, NullRecorder
    from binglao_tui.session.tournament import Booking, TournamentSession
    from binglao_tui.session.tournament_hands import TournamentHandBooked, book_finished, deal_next

__all__ = [
    "Booked",
    "Booking",
    "DealerSession",
    "HandRecorder",
    "LeftInPlay",
    "Listener",
    "NullRecorder",
    "Refusal",
    "RefusalKind",
    "TournamentHandBooked",
    "TournamentSession",
    "book_finished",
    "deal_next",
]

_LAZY = {
    "Booked": "binglao_tui.session.outcomes",
    "LeftInPlay": "binglao_tui.session.outcomes",
    "Refusal": "binglao_tui.session.outcomes",
    "RefusalKind": "binglao_tui.session.outcomes",
    "DealerSession": "binglao_tui.session.dealer",
    "Listener": "binglao_tui.session.dealer",
    "HandRecorder": "binglao_tui.session.recorder",
    "NullRecorder": "binglao_tui.session.recorder",
    "Booking": "binglao_tui.session.tournament",
    "TournamentSession": "binglao_tui.session.tournament",
    "TournamentHandBooked": "binglao_tui.session.tournament_hands",
    "book_finished": "binglao_tui.session.tournament_hands",
    "deal_next": "binglao_tui.session.tournament_hands",
}


def __getattr__(name: str) -> object:
    """Load a heavy name's module when the name is first asked for."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(_LAZY[name]), name)
