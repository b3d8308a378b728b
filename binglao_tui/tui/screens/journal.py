"""The journal's questions when the app starts: a damaged database, a hand left in play.

:func:`open_journal` opens the database (``--db``, ``$BINGLAO_TUI_DB`` or the default),
asks the dealer what to do when something is wrong, and calls back with the outcome:

- a damaged or foreign file: "Set it aside and start a fresh one?" (the file is renamed,
  never overwritten); a no leaves the app running without a journal;
- another binglao-tui has the file: a warning; the history and ledger open read-only;
- a hand left in play by the last run (a crash, a kill, a quit in the middle): "Resume
  hand N?"; the answer goes back with the database, and the dealer's session
  (:class:`~binglao_tui.session.DealerSession`) then rebuilds the hand to the state it
  was in, or voids it (chips back where they were at its start).

Only the store is needed here: the engine loads with the session, when the first hand is
dealt or resumed. Tests point ``BINGLAO_TUI_DB`` at a temporary file
(``tests/conftest.py``), so they never touch the user's own database.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from textual.app import App

from binglao_tui.core.rules import Game
from binglao_tui.store.errors import StoreError
from binglao_tui.store.journal import JournaledHand
from binglao_tui.store.recording import resume
from binglao_tui.store.startup import Opened, open_for_table, start_fresh
from binglao_tui.tui.screens.dialogs import ConfirmScreen

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand

Ready = Callable[[Opened, "bool | None"], None]
"""Told the database as opened and, when a hand was left in play, whether to resume it
(True) or void it (False); None when no hand was left."""


def open_journal(app: App[None], db: str | None, games: Mapping[str, Game], ready: Ready) -> None:
    """Open the journal for ``app``, asking the dealer when needed, then call ``ready``."""
    opened = open_for_table(db, games)

    def after_fresh(yes: bool | None) -> None:
        if not yes:
            app.notify("No journal: hands played now are not saved.", severity="warning", timeout=10)
            ready(opened, None)
            return
        try:
            fresh, moved = start_fresh(opened.path, games)
        except OSError as exc:
            app.notify(
                f"The file could not be set aside ({exc}): hands played now are not saved.",
                severity="error",
                timeout=15,
            )
            ready(opened, None)
            return
        app.notify(f"The old file was kept as {moved}.", timeout=10)
        _resume_or_not(app, fresh, ready, games)

    if opened.damaged:
        app.push_screen(
            ConfirmScreen(
                "The hand-history database cannot be used",
                f"{opened.problem}\n\nSet it aside and start a fresh one?",
                yes="Start fresh",
                no="Carry on without",
                answer=after_fresh,
            )
        )
        return
    if opened.problem:
        app.notify(opened.problem, severity="warning", timeout=12)
    _resume_or_not(app, opened, ready, games)


def where_it_stands(hand: Hand) -> str:
    """Where a hand stands, as a dealer says it: ``on the flop (7s 5d 2c), pot 24, Bob to
    act``, or ``the hand is over (push 12 to Bob)``. Cards dealt face down are ``??``. A
    hand run twice is said board by board, a point each under the first line (one line
    had read "after the river betting" with board 2's turn to deal next)::

        run twice with no more betting, pot 474:
         · board 1 7s 5d 2c Kc 9h, complete
         · board 2 7s 5d 2c, its turn to deal next
    """
    from binglao_tui.core.engine.hand import Phase, Street  # the engine loads only for a hand left in play

    if hand.is_complete:  # ruled but not booked: the pushes the Next box was showing
        pushes = hand.next_step.partition(": ")[2]
        return f"the hand is over ({pushes})" if pushes else "the hand is over"
    boards = [" ".join("??" if c is None else str(c) for c in board) for board in hand.boards]
    twice = len(boards) == 2
    cards = f" ({boards[0]})" if boards[0] and not twice else ""
    phase = hand.phase
    due = hand.board_due
    if phase is Phase.ROLL:
        stage = "before the button's die roll"
    elif phase is Phase.DEAL_HOLE:
        stage = "before the hole cards are dealt"
    elif phase is Phase.SHOWDOWN:
        stage = f"at the showdown{cards}"
    elif due is not None and twice:
        stage = "run twice with no more betting"
    elif due is not None and hand.betting_over:
        stage = f"with no more betting, the {due.street.word} to deal next{cards}"
    elif due is not None:
        stage = f"after the {hand.street.word} betting{cards}, the {due.street.word} to deal next"
    else:
        stage = (
            f"on the {hand.street.word}{cards}" if hand.street is not Street.PREFLOP else "before the flop"
        )
    actor = hand.actor
    doing = "to show" if phase is Phase.SHOWDOWN else "to act"
    where = f"{stage}, pot {hand.pot_total}" + (f", {actor} {doing}" if actor is not None else "")
    if not twice:
        return where
    points = []
    for number, board in enumerate(boards, start=1):
        if due is not None and due.board == number:
            status = f", its {due.street.word} to deal next"
        elif due is not None and number == 2:
            status = ", dealt once board 1 is complete"
        else:
            status = ", complete" if due is not None else ""
        points.append(f" · board {number} {board}{status}")
    return "\n".join([f"{where}:", *points])


def _resume_or_not(app: App[None], opened: Opened, ready: Ready, games: Mapping[str, Game]) -> None:
    journal = opened.journal
    left: JournaledHand | None = journal.unfinished() if journal is not None else None
    if left is None:
        ready(opened, None)
        return

    def answer(yes: bool | None) -> None:
        ready(opened, bool(yes))

    which = f"hand {left.number}" if left.number else "a hand"
    game = games[left.game].name if left.game in games else left.game
    over = False
    try:
        hand = resume(left, games)
        where, over = where_it_stands(hand), hand.is_complete
    except StoreError:  # it cannot be replayed: resuming says so and voids it
        where = "it can no longer be replayed"
    # a kill while the Next box said "Hand over: push 12 to Bob" had this say "in the
    # middle of hand 3: on the river, pot 0"; the hand is over, only its booking is left
    stopped = (
        f"at the end of {which} ({game}), before it was booked"
        if over
        else f"in the middle of {which} ({game})"
    )
    app.push_screen(
        ConfirmScreen(
            f"Resume {which}?",
            f"The last run stopped {stopped}: {where}.\n"
            "Resume it where it stopped, or void it (chips back to where they were at its start).",
            yes="Resume",
            no="Void it",
            yes_is_safe=True,
            answer=answer,
        )
    )
