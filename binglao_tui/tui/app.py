"""The dealer app: table setup, the hand walkthrough, rules, and the quick tools.

The app holds no poker rules. It keeps three things: the games (loaded from the rules
files), the table (the engine's :class:`~binglao_tui.core.engine.table.TableSetup`, one
serialisable value), and the hand in progress, which the engine replaces on every action.

Every change to the hand goes through five methods (:meth:`BinglaoApp.start_hand`,
``apply_action``, ``undo``, ``misdeal``, ``finish_hand``), and each one hands the change to
the recorder before the screen shows it. The recorder is the session journal in the SQLite
store, opened just after the first screen is up (:mod:`.screens.journal` asks about a
damaged file or a hand left in play); a step the journal cannot save is refused with the
reason, so the screen never shows what the database does not hold.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header

from binglao_tui.tui.recorder import HandRecorder, NullRecorder
from binglao_tui.tui.table_memory import config_dir, load_setup, save_setup
from binglao_tui.tui.windows import WindowsApp

if TYPE_CHECKING:
    from binglao_tui.core.engine.actions import Action
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.engine.table import TableSetup
    from binglao_tui.core.rules import Game
    from binglao_tui.store.startup import Opened


def _store_failure(exc: Exception) -> bool:
    """Whether ``exc`` is the database refusing a write (disk full, file gone, locked...)."""
    import sqlite3

    from binglao_tui.store.db import StoreError

    return isinstance(exc, (StoreError, sqlite3.Error, OSError))


class BinglaoApp(WindowsApp):
    """The binglao-tui dealer app.

    ``rng`` is the app's fair die (tests pass a seeded ``random.Random``); ``config``
    is where the last table is remembered (default: the user's config folder);
    ``cursor_blink=False`` keeps snapshots stable. ``db`` is the ``--db`` option (else
    ``$BINGLAO_TUI_DB``, else the user data folder): the journal, history and ledger live
    there. Passing a ``recorder`` instead keeps the database closed and sends every step of
    every hand to that recorder.
    """

    TITLE = "binglao-tui"
    CSS_PATH = "app.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # noqa: RUF012 - Textual's own
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1,question_mark", "help", "Help"),
        Binding("f2", "pot_calculator", "Pot calc"),
        Binding("f3", "judge", "Judge"),
        Binding("f4", "rules", "Rules"),
        Binding("f5", "history", "History", show=False),
        Binding("f6", "ledger", "Ledger", show=False),
        Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
    ]

    def __init__(
        self,
        db: str | None = None,
        rules_dirs: list[str] | None = None,
        *,
        rng: random.Random | None = None,
        config: Path | None = None,
        cursor_blink: bool = True,
        recorder: HandRecorder | None = None,
    ) -> None:
        super().__init__()
        self.db = db
        self.rules_dirs = rules_dirs or []
        self.rng = rng or random.Random()
        self.config = config
        self.cursor_blink = cursor_blink
        self.games: dict[str, Game] = {}
        self.rules_problem = ""
        self.setup: TableSetup | None = None
        self.recorder: HandRecorder = recorder or NullRecorder()
        self.hand_number = 0
        self.opened = None
        self.journal_ready = recorder is not None
        self._after_journal: list[Callable[[], object]] = []

    # -- start ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        yield Footer()

    def on_mount(self) -> None:
        self._load_games()
        self.setup = load_setup(self.config_folder, self.games)
        self.open_setup(first=True)
        if not self.journal_ready:
            self.call_after_refresh(self._open_journal)  # the first screen does not wait for it

    def on_unmount(self) -> None:
        if self.opened is not None:
            self.opened.close()  # the writer's lock goes with it

    # -- the journal ------------------------------------------------------------------

    def _open_journal(self) -> None:
        from binglao_tui.tui.screens.journal import open_journal

        open_journal(self, self.db, self.games, self._journal_ready)

    def _journal_ready(self, opened: Opened, hand: Hand | None) -> None:
        """The database is open (or not) and the dealer has answered its questions."""
        self.opened = opened
        if opened.journal is not None:
            self.recorder = opened.journal
        else:
            self.title = (
                f"{self.TITLE} · read-only, not saving" if opened.db else f"{self.TITLE} · not saving"
            )
        self.journal_ready = True
        waiting, self._after_journal = self._after_journal, []
        if hand is None:
            for step in waiting:
                step()
            return
        self.setup = hand.setup  # the hand left in play, exactly as it stood
        self.hand_number = (opened.journal.hand_number if opened.journal else None) or 1
        self.sub_title = hand.setup.game.name
        self.hand = hand
        self._show_hand_screen()
        self.notify(f"Hand {self.hand_number} resumed where it stopped.", title="Resumed")

    def _save(self, step: Callable[[], None]) -> str | None:
        """Run one recorder call: None once it is saved, else why it could not be."""
        try:
            step()
        except Exception as exc:
            if not _store_failure(exc):
                raise
            return f"Not saved, so not done: {exc}"
        return None

    @property
    def config_folder(self) -> Path:
        return self.config if self.config is not None else config_dir()

    def _load_games(self) -> None:
        from binglao_tui.core.rules import RulesError, load_games

        try:
            self.games = load_games([Path(d) for d in self.rules_dirs])
        except RulesError as exc:
            self.rules_problem = str(exc)
            self.games = load_games(include_user=False)
            self.notify(f"House rules not loaded: {exc}", severity="error", timeout=15)

    def on_descendant_mount(self, event: object) -> None:
        """Tests and snapshots turn the blinking cursor off everywhere."""
        if not self.cursor_blink:
            from textual.widgets import Input

            node = getattr(event, "node", None)
            if isinstance(node, Input):
                node.cursor_blink = False

    # -- the table ----------------------------------------------------------------------

    def open_setup(self, first: bool = False) -> None:
        from binglao_tui.tui.screens.setup import SetupScreen

        self.push_screen(SetupScreen(self.table, self.games, first=first), self._table_set)

    def check_setup(self, setup: TableSetup) -> None:
        """Refuse a table the engine cannot play (raises ValueError with the reason)."""
        from binglao_tui.core.engine.dealing import check_deck

        check_deck(len(setup.seats), setup.game.max_hole_cards)

    def _table_set(self, setup: TableSetup | None) -> None:
        if setup is None:
            return
        self.setup = setup
        save_setup(self.config_folder, setup)
        self.sub_title = self.game.name
        if self.hand is not None and self.hand.actions and not self.hand.is_complete:
            return  # the setup was only looked at in the middle of a hand
        if self.journal_ready:
            self.start_hand()
        else:
            self._after_journal.append(self.start_hand)  # dealt once the journal is open

    @property
    def hand_in_progress(self) -> bool:
        """True while a hand is being played (quitting then asks first)."""
        return self.hand is not None and bool(self.hand.actions)

    # -- the hand: every change goes through these methods ---------------------------------

    def start_hand(self) -> bool:
        """Deal a new hand at the current table: the blinds go in. False when the journal
        could not save it (then the table setup opens again, to try once more)."""
        replaces = self.hand is not None and not self.hand.actions  # table changed before the deal
        return self._deal(self.hand_number if replaces else self.hand_number + 1)

    def _deal(self, number: int) -> bool:
        from binglao_tui.core.engine.hand import Hand

        hand = Hand.start(self.table)
        problem = self._save(lambda: self.recorder.hand_started(number, hand))
        if problem is not None:
            self.notify(problem, title="Hand not dealt", severity="error", timeout=20)
            self._back_to_setup()
            return False
        journal = self.opened.journal if self.opened is not None else None
        self.hand_number = (journal.hand_number if journal is not None else None) or number
        self.hand = hand
        self._show_hand_screen()
        return True

    def _show_hand_screen(self) -> None:
        from binglao_tui.tui.screens.hand import HandScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, HandScreen):
            self.pop_screen()
        if not isinstance(self.screen, HandScreen):
            self.push_screen(HandScreen())

    def _back_to_setup(self) -> None:
        """No hand in play: everything closes and the table setup opens."""
        self.hand = None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.open_setup()

    def apply_action(self, action: Action) -> str | None:
        """Give ``action`` to the engine. Returns None when it is done, or the engine's
        reason for refusing it (and then nothing changes)."""
        from binglao_tui.core.engine.hand import IllegalAction

        hand = self.hand
        if hand is None:
            return "no hand is being played"
        try:
            after = hand.apply(action)
        except IllegalAction as exc:
            return str(exc)
        problem = self._save(lambda: self.recorder.action_applied(action, after))
        if problem is not None:
            return problem
        self.hand = after
        return None

    def undo(self) -> str | None:
        """Take back the last action of the hand (None), or say why not."""
        hand = self.hand
        if hand is None or not hand.actions:
            return "Nothing to undo in this hand"
        before = hand.undo()
        problem = self._save(lambda: self.recorder.undone(before))
        if problem is not None:
            return problem
        self.hand = before
        return None

    def misdeal(self) -> None:
        """Void the hand: every chip back where it was, the same button deals again."""
        hand = self.hand
        if hand is not None:
            problem = self._save(lambda: self.recorder.misdealt(hand))
            if problem is not None:
                self.notify(problem, title="No misdeal", severity="error", timeout=20)
                return
        if self._deal(self.hand_number):
            self.notify("Misdeal: the hand is void; deal again.", title="Misdeal")

    def finish_hand(self, then_setup: bool = False) -> None:
        """The dealer confirms the payout: the stacks carry over and the button moves.
        With ``then_setup`` the table setup opens before the next hand is dealt."""
        hand = self.hand
        if hand is None or not hand.is_complete:
            return
        problem = self._save(lambda: self.recorder.hand_finished(hand))
        if problem is not None:
            self.notify(problem, title="Hand not finished", severity="error", timeout=20)
            return
        after = hand.setup.next_hand(hand.stacks)
        table = after.table
        for name in after.left:
            self.notify(f"{name} has no chips left and leaves the table (re-buy in the setup: t).", timeout=8)
        if table is None:
            self.notify("Fewer than two players have chips: set up the table again.", severity="warning")
            self.setup = hand.setup
            self.hand = None
            self.open_setup()
            return
        self.setup = table
        save_setup(self.config_folder, table)
        if then_setup:
            self.hand = None
            self.open_setup()
        else:
            self.start_hand()

    # -- quitting ---------------------------------------------------------------------

    async def action_quit(self) -> None:
        if not self.hand_in_progress:
            self.exit()
            return
        from binglao_tui.tui.screens.dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit()

        saved = self.opened is not None and self.opened.journal is not None
        self.push_screen(
            ConfirmScreen(
                "Quit in the middle of a hand?",
                "Every step so far is saved: start binglao-tui again to resume the hand."
                if saved
                else "Nothing is being saved: the hand in progress will be lost.",
                yes="Quit",
                no="Keep playing",
            ),
            answer,
        )
