"""The journal's questions when the app starts: a damaged database, a hand left in play.

:func:`open_journal` opens the database (``--db``, ``$BINGLAO_TUI_DB`` or the default),
asks the dealer what to do when something is wrong, and calls back with the outcome:

- a damaged or foreign file: "Set it aside and start a fresh one?" (the file is renamed,
  never overwritten); a no leaves the app running without a journal;
- another binglao-tui has the file: a warning; the history and ledger open read-only;
- a hand left in play by the last run (a crash, a kill, a quit in the middle): "Resume
  hand N?"; yes rebuilds it to the state it was in, no voids it (chips back where they
  were at its start).

:class:`~binglao_tui.tui.app.BinglaoApp` calls :func:`open_journal` just after its first
screen is up and, in ``ready``, takes ``opened.journal`` as its recorder (every step is
committed before it is shown), puts a resumed hand on the hand screen, keeps ``opened``
for the history (``HistoryScreen(opened.history)``) and the ledger
(``LedgerScreen(opened.ledger)``), both ``None`` when no database could be opened, and
closes it on exit, which releases the writer's lock. A write that fails (disk full)
raises :class:`~binglao_tui.store.db.StoreError` (or ``sqlite3.Error``) from the
recorder; the app catches it and refuses the step, so nothing is shown that was not
saved. Tests point ``BINGLAO_TUI_DB`` at a temporary file (``tests/conftest.py``), so
they never touch the user's own database.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from binglao_tui.tui.screens.dialogs import ConfirmScreen

if TYPE_CHECKING:
    from textual.app import App

    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.rules import Game
    from binglao_tui.store.startup import Opened

Ready = Callable[["Opened", "Hand | None"], None]


def open_journal(app: App[None], db: str | None, games: Mapping[str, Game], ready: Ready) -> None:
    """Open the journal for ``app``, asking the dealer when needed, then call ``ready``."""
    from binglao_tui.store.startup import open_for_table, start_fresh

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
        _resume_or_not(app, fresh, ready)

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
    _resume_or_not(app, opened, ready)


def _resume_or_not(app: App[None], opened: Opened, ready: Ready) -> None:
    journal = opened.journal
    left = journal.unfinished() if journal is not None else None
    if journal is None or left is None:
        ready(opened, None)
        return

    def answer(yes: bool | None) -> None:
        from binglao_tui.store.db import StoreError

        if yes:
            try:
                hand = journal.resume()
            except StoreError as exc:
                app.notify(str(exc), severity="error", timeout=15)
                journal.discard_unfinished("could not be replayed")
                ready(opened, None)
                return
            ready(opened, hand)
        else:
            journal.discard_unfinished()
            ready(opened, None)

    steps = len(left.actions)
    which = f"hand {left.number}" if left.number else "a hand"
    app.push_screen(
        ConfirmScreen(
            f"Resume {which}?",
            f"The last run stopped in the middle of {which} ({left.game}, {steps} steps in). "
            "Resume it where it stopped, or void it (chips back to where they were at its start).",
            yes="Resume",
            no="Void it",
            yes_is_safe=True,
        ),
        answer,
    )
