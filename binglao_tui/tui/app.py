"""The dealer app: the table setup, the hand walkthrough, rules, and the quick tools.

The app holds no poker rules and keeps no hand: it routes between screens. The games come
from the rules files, the table last used from the config folder, and everything about
the hand in play from the dealer's session (:class:`~binglao_tui.session.DealerSession`),
which saves every step to the journal before it returns. The database is opened just
after the first screen is up (:mod:`.screens.journal` asks about a damaged file or a hand
left in play); a table confirmed before that is dealt as soon as the journal is ready.
The session, and the engine with it, begins with the first hand dealt or resumed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Input

from binglao_tui import session as dealer_session
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.tui import screens
from binglao_tui.tui.table_memory import config_dir, load_setup, save_setup
from binglao_tui.tui.tournament_app import TournamentApp

if TYPE_CHECKING:  # names only: the engine and the store load after the first screen
    from textual.screen import Screen

    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.session import DealerSession, HandRecorder, Refusal
    from binglao_tui.session.outcomes import TableChanges
    from binglao_tui.store.startup import Opened


class BinglaoApp(TournamentApp):
    """The binglao-tui dealer app.

    ``rng`` is the app's fair die (tests pass a seeded ``random.Random``); ``config``
    is where the last table is remembered (default: the user's config folder);
    ``cursor_blink=False`` keeps snapshots stable. ``db`` is the ``--db`` option (else
    ``$BINGLAO_TUI_DB``, else the user data folder): the journal, history and ledger live
    there. Passing a ``recorder`` instead keeps the database closed and sends every step of
    every hand to that recorder. ``now`` is the tournament clock's time (default
    ``time.time``; tests pass a clock they move by hand).
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
        now: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(now=now)
        self.db = db
        self.rules_dirs = rules_dirs or []
        self.rng = rng or random.Random()
        self.config = config
        self.cursor_blink = cursor_blink
        self._games = GamesReadAgain(())
        self._remembered: TableSetup | None = None  # the table until the session begins
        self._recorder = recorder
        self._opened: Opened | None = None
        self._quit_question: Screen[bool] | None = None  # the last "quit?" asked
        self._session: DealerSession | None = None
        self._after_journal: list[Callable[[], object]] = []
        self._journal_asked = False

    # -- what the windows read ----------------------------------------------------------

    @property
    def games(self) -> GamesReadAgain:
        return self._games

    @property
    def session(self) -> DealerSession | None:
        return self._session

    @property
    def table(self) -> TableSetup:
        if self._session is not None:
            return self._session.table
        assert self._remembered is not None
        return self._remembered

    @property
    def hand(self) -> Hand | None:
        """The hand being played (the session's)."""
        return self._session.hand if self._session is not None else None

    @property
    def hand_number(self) -> int:
        """The number of the hand being played (or of the last one)."""
        return self._session.hand_number if self._session is not None else 0

    @property
    def opened(self) -> Opened | None:
        """The database as it was opened (None until it is)."""
        return self._opened

    @property
    def journal_ready(self) -> bool:
        """False until the database has been opened and its questions answered."""
        return self._opened is not None or self._recorder is not None

    @property
    def hand_in_progress(self) -> bool:
        """True while a hand is being played (something has happened in it)."""
        return self._session is not None and self._session.in_progress

    @property
    def config_folder(self) -> Path:
        return self.config if self.config is not None else config_dir()

    # -- start ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # Nothing: the app's own screen is never seen (the setup opens over it at once and
        # every screen after it opens over that). Its header and footer were a tenth of the
        # widgets styled and laid out before the first paint.
        yield from ()

    def on_mount(self) -> None:
        self._load_games()
        self._remembered = load_setup(self.config_folder, self._games)
        # The setup opens just after Textual's start-up, not during it. A screen pushed here
        # is mounted inside the start-up's batch, which holds back all output: its first
        # layout and frame were made there and thrown away, and made again after it. Opened
        # next, it is laid out and drawn once, in one frame with its footer (instructions to
        # the first frame, benchmarks/first_frame.py: 2,046 M -> 1,829 M, with the footer's
        # keys composed with the screen; Pilot's run_test still starts on the setup, as the
        # app handles this before the pilot's first wait).
        self.call_later(self.open_setup, first=True)
        if self._recorder is None:
            self.call_after_refresh(self._open_journal)  # the first screen does not wait for it

    def on_unmount(self) -> None:
        if self._opened is not None:
            self._opened.close()  # the writer's lock goes with it

    def _load_games(self) -> None:
        """Every game that loads: a broken house rules file (or a --rules-dir folder that
        is not there) is named in a one-line warning and the others are still offered (as
        ``binglao-tui games`` lists them). The folders are read again as the setup opens."""
        self._games = GamesReadAgain([Path(d) for d in self.rules_dirs])
        self.rules_read(self._games.read_again())

    def on_descendant_mount(self, event: object) -> None:
        """Tests and snapshots turn the blinking cursor off everywhere."""
        node = getattr(event, "node", None)
        if not self.cursor_blink and isinstance(node, Input):
            node.cursor_blink = False

    # -- the session ------------------------------------------------------------------

    def _open_journal(self) -> None:
        """Open the database (once): just after the first screen is up, or as soon as a
        table is confirmed, whichever comes first."""
        if self._journal_asked:
            return
        self._journal_asked = True
        screens.open_journal(self, self.db, self._games, self._journal_opened)

    def _journal_opened(self, opened: Opened, resume: bool | None) -> None:
        """The database is open (or not) and the dealer has answered its questions."""
        self._opened = opened
        if opened.journal is None:
            saving = "read-only, cannot record" if opened.db else "not saving"
            self.title = f"{self.TITLE} · {saving}"
        cannot = self._cannot_record()
        if cannot and isinstance(self.screen, screens.SetupScreen):
            self.screen.refuse(cannot)  # said at once, on the screen that would deal
        if resume is not None:  # a hand was left in play: the session rebuilds or voids it
            session = self._dealer()
            refusal = session.resume() if resume else session.void_left_in_play()
            if refusal is not None:
                self.notify(str(refusal), severity="error", timeout=15)
        self.resume_tournament()
        waiting, self._after_journal = self._after_journal, []
        if self.hand is None and self.tournament_running:
            self.start_hand()  # the tournament goes on with its next hand
            return
        if self.hand is None:
            for step in waiting:
                step()
            return
        self.sub_title = self.table.game.name  # the hand left in play, exactly as it stood
        self._show_hand_screen()
        self._announce(f"Hand {self.hand_number} resumed where it stopped.")

    def _dealer(self) -> DealerSession:
        """The dealer's session, begun on first use: its module loads here, with the engine."""
        if self._session is None:
            session = dealer_session.DealerSession(self.table, rng=self.rng)
            if self._recorder is not None:
                session.record_to(self._recorder)
            elif self._opened is not None:
                session.attach(self._opened)
            self._session = session
        return self._session

    def session_ender(self) -> DealerSession:
        """The dealer's session ends the ledger's (F6, e): it refuses while a hand is being
        played and deals a waiting hand again in the next session."""
        return self._dealer()

    # -- the table ----------------------------------------------------------------------

    def open_setup(self, first: bool = False) -> None:
        if not first:  # a house rules file dropped in or mended since is offered (the first
            self.read_rules_again()  # setup comes just after the start read them)
        setup = screens.SetupScreen(
            self.table,
            self._games,
            read_again=self.read_rules_again,
            first=first,
            answer=self._table_set,
            changes=self._table_changes,
            refusal=self._cannot_record(),
        )
        # The screen's size classes (HORIZONTAL_ and VERTICAL_BREAKPOINTS) given before it
        # is mounted: Textual adds them at the screen's first resize, which styles every
        # widget on it again (at start-up, about a fifth of the CPU time to the first
        # screen, for a class it could have had from the start).
        setup.add_class(*self._size_classes(), update=False)
        self.push_screen(setup)

    def _size_classes(self) -> list[str]:
        """The breakpoint classes a screen takes at the terminal's size now."""
        width, height = self.size
        found = []
        for breakpoints, dimension in (
            (self.HORIZONTAL_BREAKPOINTS, width),
            (self.VERTICAL_BREAKPOINTS, height),
        ):
            reached = [name for at, name in sorted(breakpoints) if dimension >= at]
            found += reached[-1:]
        return found

    def _table_changes(self, setup: TableSetup) -> TableChanges | None:
        """What dealing at ``setup`` would book and who would leave (None before the journal
        is open: the first table then has nothing to compare with)."""
        return self._dealer().changes(setup) if self.journal_ready else None

    def _cannot_record(self) -> str:
        """Why this run cannot deal (the database is open read-only here), else ""."""
        opened = self._opened
        if opened is None or opened.db is None or not opened.db.read_only:
            return ""
        return (
            "This binglao-tui cannot record hands (the database is read-only here): "
            "F2 pot, F3 judge, F4 rules, F5 history and F6 ledger still work."
        )

    def _table_set(self, setup: TableSetup | None) -> None:
        if setup is None:
            return
        save_setup(self.config_folder, setup)
        self.leave_finished_tournament()
        self.sub_title = setup.game.name
        if not self.journal_ready:
            self._remembered = setup
            self._after_journal.append(self.start_hand)  # dealt once the journal is open
            self._open_journal()
            return
        if self._dealer().choose_table(setup) is None:  # refused: only looked at mid-hand
            self.start_hand()

    # -- the hand: the session does it, the app shows the screens around it ---------------

    def start_hand(self) -> bool:
        """Deal a new hand at the current table: the blinds go in. False when the journal
        could not save it (then the table setup opens again, to try once more)."""
        if self.tournament_running:
            return self._dealt(self.deal_tournament_hand())
        return self._dealt(self._dealer().deal())

    def _dealt(self, refusal: Refusal | None) -> bool:
        if refusal is not None:
            self.notify(str(refusal), title="Hand not dealt", severity="error", timeout=20)
            self._back_to_setup()
            return False
        self._show_hand_screen()
        return True

    def _show_hand_screen(self) -> None:
        assert self._session is not None
        hand_screen = screens.HandScreen
        while len(self.screen_stack) > 1 and not isinstance(self.screen, hand_screen):
            self.pop_screen()
        if isinstance(self.screen, hand_screen) and not self.hand_screen_fits(self.screen):
            self.pop_screen()  # a cash table's hand screen under a tournament just begun
        if not isinstance(self.screen, hand_screen):
            self.push_screen(self.make_hand_screen(self._session, self))

    def _back_to_setup(self) -> None:
        """No hand in play: everything closes and the table setup opens."""
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.open_setup()

    def misdeal(self) -> None:
        """Void the hand: every chip back where it was, the same button deals again."""
        assert self._session is not None
        refusal = self._session.misdeal()
        if refusal is not None and self._session.hand is not None:
            self.notify(str(refusal), title="No misdeal", severity="error", timeout=20)
        elif self._dealt(refusal):
            self._announce("Misdeal: the hand is void; deal again.")

    def finish_hand(self, then_setup: bool = False) -> None:
        """The dealer confirms the payout: the stacks carry over and the button moves.
        With ``then_setup`` the table setup opens before the next hand is dealt."""
        session = self._session
        if session is None or session.hand is None or not session.hand.is_complete:
            return
        if self.tournament_running:  # the tournament's table, not the setup, comes next
            self.finish_tournament_hand()
            return
        booked = session.finish()
        if isinstance(booked, dealer_session.Refusal):
            self.notify(str(booked), title="Hand not finished", severity="error", timeout=20)
            return
        left = [f"{name} has no chips left and leaves (re-buy in the setup: t)." for name in booked.left]
        if booked.next_table is None:
            for words in left:
                self.notify(words, timeout=8)
            self.notify("Fewer than two players have chips: set up the table again.", severity="warning")
            self.open_setup()
            return
        save_setup(self.config_folder, booked.next_table)
        if then_setup:
            for words in left:
                self.notify(words, timeout=8)
            self.open_setup()
        elif self.start_hand() and left:
            self._announce(" ".join(left))

    def _announce(self, message: str) -> None:
        """Say ``message`` on the hand screen's line under the table when it is up (a toast
        in the corner covered the pot and the board there), else as a notification."""
        if isinstance(self.screen, screens.HandScreen):
            self.screen.announce(message)
        else:
            self.notify(message)

    # -- quitting ---------------------------------------------------------------------

    async def action_quit(self) -> None:
        """Quit, asking first while a hand is dealt, begun or not (the next start brings it
        back, so a slip of the finger is not silent); at once otherwise, or when ctrl+q is
        pressed again while asked (it opened a second copy of the question)."""
        if self.hand is None:
            self.exit()
            return
        if self.screen is self._quit_question:  # ctrl+q twice: yes, quit
            self.exit()
            return
        saved = self._opened is not None and self._opened.journal is not None
        begun = self.hand_in_progress
        self._quit_question = screens.quit_question(self.hand_number, begun, saved, self._quit_if)
        self.push_screen(self._quit_question)

    def _quit_if(self, yes: bool | None) -> None:
        if yes:
            self.exit()
