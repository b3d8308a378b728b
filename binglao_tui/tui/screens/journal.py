"""The journal's questions when the app starts: a damaged database, a hand left in play.

:func:`open_session` opens the database (``--db``, ``$BINGLAO_TUI_DB`` or the default),
asks the dealer what to do when something is wrong, and hands the app the dealer's
session (:class:`~binglao_tui.session.DealerSession`) saving to it:

- a damaged or foreign file: "Set it aside and start a fresh one?" (the file is renamed,
  never overwritten); a no leaves the session saving nothing;
- another binglao-tui has the file: a warning; the history and ledger open read-only;
- a hand left in play by the last run (a crash, a kill, a quit in the middle): "Resume
  hand N?"; yes rebuilds it to the state it was in, no voids it (chips back where they
  were at its start).

The app keeps the session for the hand screen, the history
(``HistoryScreen(opened.history)``) and the ledger (``LedgerScreen(opened.ledger)``),
and closes it on exit, which releases the writer's lock. Tests point
``BINGLAO_TUI_DB`` at a temporary file (``tests/conftest.py``), so they never touch the
user's own database.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from textual.app import App

from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import Game
from binglao_tui.session import DealerSession, HandRecorder
from binglao_tui.store.startup import Opened, open_for_table, start_fresh
from binglao_tui.tui.screens.dialogs import ConfirmScreen

Ready = Callable[[DealerSession], None]


def session_recording_to(recorder: HandRecorder, table: TableSetup, rng: random.Random) -> DealerSession:
    """A session sending every step to ``recorder``, with no database."""
    session = DealerSession(table, rng=rng)
    session.record_to(recorder)
    return session


def open_session(
    app: App[None],
    db: str | None,
    games: Mapping[str, Game],
    table: TableSetup,
    rng: random.Random,
    ready: Ready,
) -> None:
    """Open the journal for ``app``, asking the dealer when needed, then call ``ready``
    with the session (dealing at ``table``, rolling ``rng``)."""
    opened = open_for_table(db, games)

    def begin(opened: Opened) -> DealerSession:
        session = DealerSession(table, rng=rng)
        session.attach(opened)
        return session

    def after_fresh(yes: bool | None) -> None:
        if not yes:
            app.notify("No journal: hands played now are not saved.", severity="warning", timeout=10)
            ready(begin(opened))
            return
        try:
            fresh, moved = start_fresh(opened.path, games)
        except OSError as exc:
            app.notify(
                f"The file could not be set aside ({exc}): hands played now are not saved.",
                severity="error",
                timeout=15,
            )
            ready(begin(opened))
            return
        app.notify(f"The old file was kept as {moved}.", timeout=10)
        _resume_or_not(app, begin(fresh), ready)

    if opened.damaged:
        app.push_screen(
            ConfirmScreen(
                "The hand-history database cannot be used",
                f"{opened.problem}\n\nSet it aside and start a fresh one?",
                yes="Start fresh",
                no="Carry on without",
            ),
            after_fresh,
        )
        return
    if opened.problem:
        app.notify(opened.problem, severity="warning", timeout=12)
    _resume_or_not(app, begin(opened), ready)


def _resume_or_not(app: App[None], session: DealerSession, ready: Ready) -> None:
    left = session.left_in_play
    if left is None:
        ready(session)
        return

    def answer(yes: bool | None) -> None:
        refusal = session.resume() if yes else session.void_left_in_play()
        if refusal is not None:
            app.notify(str(refusal), severity="error", timeout=15)
        ready(session)

    which = f"hand {left.number}" if left.number else "a hand"
    app.push_screen(
        ConfirmScreen(
            f"Resume {which}?",
            f"The last run stopped in the middle of {which} ({left.game}, {left.steps} steps in). "
            "Resume it where it stopped, or void it (chips back to where they were at its start).",
            yes="Resume",
            no="Void it",
            yes_is_safe=True,
        ),
        answer,
    )
