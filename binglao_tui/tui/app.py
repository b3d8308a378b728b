"""The dealer app: the table setup, the hand walkthrough, the one-key windows, the tournament.

The app holds no poker rules and keeps no hand: it routes between screens. The games come
from the rules files, the table last used from the config folder, and everything about
the hand in play from the dealer's session (:class:`~binglao_tui.session.DealerSession`),
which saves every step to the journal before it returns. The database is opened just
after the first screen is up (:mod:`.screens.journal` asks about a damaged file or a hand
left in play); a table confirmed before that is dealt as soon as the journal is ready.
The session, and the engine with it, begins with the first hand dealt or resumed.

From anywhere one key opens a window: help (F1), the pot-limit calculator (F2), the
showdown judge (F3), the rules (F4), the hand history (F5), the ledger (F6) and the club's
book (F10); the command palette lists them. A tournament (F7) is run by the
:class:`~.tournament.TournamentHost` the app holds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.notifications import SeverityLevel

from binglao_tui import session as dealer_session
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.entry import printable
from binglao_tui.core.rules import Game, RulesError
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.tui import screens
from binglao_tui.tui.render.rules import table_settings
from binglao_tui.tui.screens.roles import Announces, OffersCommands
from binglao_tui.tui.table_memory import config_dir, load_setup, save_setup
from binglao_tui.tui.tournament import TournamentHost

if TYPE_CHECKING:  # names only: the engine and the store load after the first screen
    from textual.screen import Screen

    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.mixed import Rotation
    from binglao_tui.session import DealerSession, HandRecorder, Refusal
    from binglao_tui.store.startup import Opened
    from binglao_tui.tui.screens.setup import SetupReview, TableChosen


class BinglaoApp(App[None]):
    """The binglao-tui dealer app.

    ``rng`` is the app's fair die (tests pass a seeded ``random.Random``); ``config``
    is where the last table is remembered (default: the user's config folder). ``db`` is
    the ``--db`` option (else ``$BINGLAO_TUI_DB``, else the user data folder): the journal,
    history and ledger live there. Passing a ``recorder`` instead keeps the database closed
    and sends every step of every hand to that recorder. ``now`` is the tournament clock's time (default
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
        Binding("f7", "tournament", "Tournament", show=False),
        Binding("f10", "book", "Book", show=False),
        Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
    ]

    def __init__(
        self,
        db: str | None = None,
        rules_dirs: list[str] | None = None,
        *,
        rng: random.Random | None = None,
        config: Path | None = None,
        recorder: HandRecorder | None = None,
        now: Callable[[], float] | None = None,
    ) -> None:
        super().__init__()
        self.db = db
        self.rng = rng or random.Random()
        self.config_folder = config if config is not None else config_dir()
        self.games = GamesReadAgain([Path(d) for d in rules_dirs or []])
        """The games, shipped and house, as the rules folders held them when last read."""
        self.rules_problems: tuple[RulesError, ...] = ()
        """Each house rules file that did not load, in full (its path): the help says them."""
        self.judge_memory: dict[str, str] = {}  # what was typed in the judge, kept between F3s
        self._remembered: TableSetup | None = None  # the table until the session begins
        self._recorder = recorder
        self._opened: Opened | None = None
        self._quit_question: Screen[bool] | None = None  # the last "quit?" asked
        self._session: DealerSession | None = None
        self._after_journal: list[Callable[[], object]] = []
        self._journal_asked = False
        self.tournament = TournamentHost(
            self,
            self,
            games=self.games,
            read_rules_again=self.read_rules_again,
            config_folder=self.config_folder,
            rng=self.rng,
            now=now or time.time,
        )

    # -- where the table stands ---------------------------------------------------------

    @property
    def session(self) -> DealerSession | None:
        return self._session

    @property
    def table(self) -> TableSetup:
        """The table being played (or, before the first hand, the one remembered)."""
        if self._session is not None:
            return self._session.table
        assert self._remembered is not None
        return self._remembered

    @property
    def game(self) -> Game:
        """The game of the table."""
        return self.table.game

    @property
    def hand(self) -> Hand | None:
        """The hand being played (the session's)."""
        return self._session.hand if self._session is not None else None

    @property
    def hand_number(self) -> int:
        """The number of the hand being played (or of the last one)."""
        return self._session.hand_number if self._session is not None else 0

    @property
    def hand_in_progress(self) -> bool:
        """True while a hand is being played (something has happened in it)."""
        return self._session is not None and self._session.in_progress

    @property
    def opened(self) -> Opened | None:
        """The database as it was opened (None until it is; ``db`` is None when it could
        not be opened)."""
        return self._opened

    @property
    def journal_ready(self) -> bool:
        """False until the database has been opened and its questions answered."""
        return self._opened is not None or self._recorder is not None

    # -- start ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # Nothing: the app's own screen is never seen (the setup opens over it at once and
        # every screen after it opens over that).
        yield from ()

    def on_mount(self) -> None:
        self._load_games()
        self._remembered = load_setup(self.config_folder, self.games)
        # The setup opens just after Textual's start-up, not during it: a screen pushed here
        # is mounted inside the start-up's batch, which holds back all output, so its first
        # layout and frame would be made there, thrown away and made again after it. (Pilot's
        # run_test still starts on the setup: the app handles this before the pilot's first wait.)
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
        self.rules_read(self.games.read_again())

    def read_rules_again(self) -> GamesReadAgain:
        """The games as the rules folders hold them now: a house rules file dropped in or
        mended while the app runs is offered from here on (the table setup and its Game
        list read them again as they open)."""
        self.rules_read(self.games.read_again())
        return self.games

    def rules_read(self, problems: Sequence[RulesError]) -> None:
        """Each rules file that did not load, for the help (F1), and a warning for each
        one not said before: its name and what is wrong, in one line (the help says it in
        full, path and all; the path took four lines at 80 columns). A file still broken
        as it was is not said again each time the folders are read."""
        said = {str(problem) for problem in self.rules_problems}
        self.rules_problems = tuple(problems)
        for problem in problems:
            if str(problem) not in said:
                short = " ".join(problem.short.split())
                self.notify(short, title="House rules not loaded", severity="warning", timeout=15)

    # -- the session ------------------------------------------------------------------

    def _open_journal(self) -> None:
        """Open the database (once): just after the first screen is up, or as soon as a
        table is confirmed, whichever comes first."""
        if self._journal_asked:
            return
        self._journal_asked = True
        screens.open_journal(self, self.db, self.games, self._journal_opened)

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
            session = self.dealer()
            refusal = session.resume() if resume else session.void_left_in_play()
            if refusal is not None:
                self.notify(str(refusal), severity="error", timeout=15)
        self.tournament.resume()
        if resume is None and not self.tournament.running:
            self._restore_table()
        waiting, self._after_journal = self._after_journal, []
        if self.hand is None and self.tournament.running:
            self.start_hand()  # the tournament goes on with its next hand
            return
        if self.hand is None:
            for step in waiting:
                step()
            return
        self.sub_title = self.table.game.name  # the hand left in play, exactly as it stood
        self._show_hand_screen()
        self.tell(f"Hand {self.hand_number} resumed where it stopped.")

    def _restore_table(self) -> None:
        """Take the table as the journal last kept it between hands (a run killed between
        hands, or a ``deal --script``): the seat map and the stakes, shown in the setup."""
        opened = self._opened
        if opened is None or opened.journal is None or self._session is not None:
            return
        from binglao_tui.store.errors import StoreError  # the store is open by now

        try:
            kept = opened.journal.table_state()
        except StoreError:
            return
        if kept is None or not self.dealer().restore():
            return
        if isinstance(self.screen, screens.SetupScreen):
            self.pop_screen()
            self.open_setup(first=True)

    def dealer(self) -> DealerSession:
        """The dealer's session, begun on first use: its module loads here, with the engine."""
        if self._session is None:
            session = dealer_session.DealerSession(self.table, rng=self.rng)
            if self._recorder is not None:
                session.record_to(self._recorder)
            elif self._opened is not None:
                session.attach(self._opened)
            self._session = session
        return self._session

    # -- the table ----------------------------------------------------------------------

    def open_setup(self, first: bool = False) -> None:
        if not first:  # a house rules file dropped in or mended since is offered (the first
            self.read_rules_again()  # setup comes just after the start read them)
        seated = self._seated()
        setup = screens.SetupScreen(
            self.table,
            self.games,
            seats=seated[0] if seated else None,
            size=seated[1] if seated else None,
            button=seated[2] if seated else None,
            read_again=self.read_rules_again,
            first=first,
            answer=self._table_set,
            review=self._table_review,
            refusal=self._cannot_record(),
            rotation=self._rotation(),
        )
        # The screen's size classes (HORIZONTAL_ and VERTICAL_BREAKPOINTS) given before it
        # is mounted: Textual adds them at the screen's first resize, which styles every
        # widget on it again, for a class it could have had from the start.
        setup.add_class(*self._size_classes(), update=False)
        self.push_screen(setup)

    def _rotation(self) -> Rotation | None:
        """The rotation of games the session plays (None: one game, or no session yet)."""
        session = self._session
        state = session.rotation if session is not None else None
        return state.rotation if state is not None else None

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

    def _seated(self) -> tuple[tuple[Seat, ...], int, int] | None:
        """The seat map as the setup draws it (every player by seat, the seats, the next
        button's seat), once the session has one; None before (the table remembered)."""
        session = self._session
        if session is None or not session.seat_map.started:
            return None
        seats = session.seat_map
        players = tuple(Seat(o.name, o.stack, o.seat, o.state) for o in seats.occupants)
        table = session.plan.table
        return players, seats.size, table.button_at if table is not None else seats.button

    def _table_review(self, table: TableSetup, button_moved: bool) -> SetupReview | None:
        """What confirming ``table`` would do, for the setup to ask and show (None before
        the journal is open: the first table then has nothing to compare with)."""
        if not self.journal_ready:
            return None
        from binglao_tui.session.table_form import FirstTable, TableReview  # with the session

        session = self.dealer()
        if session.seat_map.started and not self.tournament.running:
            return TableReview(session, table, button_moved=button_moved)
        return FirstTable(session, table)

    def _cannot_record(self) -> str:
        """Why this run cannot deal (the database is open read-only here), else ""."""
        opened = self._opened
        if opened is None or opened.db is None or not opened.db.read_only:
            return ""
        return (
            "This binglao-tui cannot record hands (the database is read-only here): "
            "F2 pot, F3 judge, F4 rules, F5 history and F6 ledger still work."
        )

    def _table_set(self, chosen: TableChosen | None) -> None:
        if chosen is None:
            return
        setup = chosen.table
        save_setup(self.config_folder, setup)
        self.tournament.leave_finished()
        self.sub_title = setup.game.name
        if not self.journal_ready:
            self._remembered = setup
            self._after_journal.append(self.start_hand)  # dealt once the journal is open
            self._open_journal()
            return
        session = self.dealer()
        if session.seat_map.started and not self.tournament.running:
            from binglao_tui.session.table_form import TableReview  # with the session

            refusal = TableReview(session, setup, button_moved=chosen.button_moved).done(chosen.posts)
        else:
            refusal = session.choose_table(setup)
        if refusal is None and chosen.rotation != self._rotation():
            refusal = session.set_rotation(chosen.rotation)
        if refusal is None:
            self.start_hand()
        elif session.hand is None or not session.hand.actions:
            self.notify(str(refusal), title="Table not changed", severity="error", timeout=20)

    # -- the hand: the session does it, the app shows the screens around it ---------------

    def start_hand(self) -> bool:
        """Deal a new hand at the current table: the blinds go in. False when the journal
        could not save it (then the table setup opens again, to try once more)."""
        if self.tournament.running:
            return self._dealt(self.tournament.deal_hand())
        session = self.dealer()
        seen = session.outlook
        if seen is not None and seen.game is None and seen.chooser is not None:
            self._ask_choice(seen.chooser)
            return True
        if not self._dealt(session.deal()):
            return False
        seen = session.outlook
        if seen is not None and seen.begins and seen.game is not None:
            from binglao_tui.core.mixed import change_words  # with the session's engine

            self.tell(change_words(seen.game, seen.game.table(session.table).rules, seen.state.picked_by))
        return True

    def _ask_choice(self, chooser: str) -> None:
        """The dealer's choice is due: the chooser picks from the menu, then the hand is dealt."""
        session = self.dealer()
        state = session.rotation
        assert state is not None
        menu = [(stakes.game.id, stakes.words) for stakes in state.rotation.games]

        def picked(game: str | None) -> None:
            if not game:
                self.notify(f"{chooser} is to choose the next game before it is dealt.", severity="warning")
                self.back_to_setup()
                return
            refusal = session.choose(chooser, game)
            if refusal is not None:
                self.notify(str(refusal), title="Not chosen", severity="error", timeout=20)
                self._ask_choice(chooser)
                return
            self.start_hand()

        self.push_screen(screens.ChooseScreen(chooser, menu, answer=picked))

    def _dealt(self, refusal: Refusal | None) -> bool:
        if refusal is not None:
            self.notify(str(refusal), title="Hand not dealt", severity="error", timeout=20)
            self.back_to_setup()
            return False
        self._show_hand_screen()
        return True

    def _show_hand_screen(self) -> None:
        assert self._session is not None
        hand_screen = screens.HandScreen
        while len(self.screen_stack) > 1 and not isinstance(self.screen, hand_screen):
            self.pop_screen()
        if isinstance(self.screen, hand_screen) and not self.tournament.hand_screen_fits(self.screen):
            self.pop_screen()  # a cash table's hand screen under a tournament just begun
        if not isinstance(self.screen, hand_screen):
            self.push_screen(self.tournament.hand_screen(self._session, self))

    def back_to_setup(self) -> None:
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
            self.tell("Misdeal: the hand is void; deal again.")

    def finish_hand(self, then_setup: bool = False) -> None:
        """The dealer confirms the payout: the stacks carry over and the button moves.
        With ``then_setup`` the table setup opens before the next hand is dealt."""
        session = self._session
        if session is None or session.hand is None or not session.hand.is_complete:
            return
        if self.tournament.running:  # the tournament's table, not the setup, comes next
            self.tournament.finish_hand()
            return
        booked = session.finish()
        if isinstance(booked, dealer_session.Refusal):
            self.notify(str(booked), title="Hand not finished", severity="error", timeout=20)
            return
        left = [
            f"{name} has no chips left: the seat is kept (re-buy in the setup: t)." for name in booked.left
        ]
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
            self.tell(" ".join(left))

    # -- telling the dealer -------------------------------------------------------------

    def tell(self, message: str, title: str = "", *, warning: bool = False) -> None:
        """Say ``message`` where it covers nothing the dealer reads: on the hand screen's
        line under the table, above the tournament ledger's figures, else as a notification
        (at 80x24 a notification in the corner covered the pot, the board and the figures)."""
        screen = self.screen
        no_hand = isinstance(screen, screens.HandScreen) and self.hand is None  # nothing to say it under
        if isinstance(screen, Announces) and not no_hand:
            screen.announce(message)
        else:
            self.notify(message, title=title, severity="warning" if warning else "information")

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification as plain text, whoever sends it (screens pass ``markup=True``
        by default): they carry players' names, file paths and refusals, which are data,
        never markup, and anything in them that would act on the terminal is escaped."""
        super().notify(
            printable(message), title=printable(title), severity=severity, timeout=timeout, markup=False
        )

    # -- the one-key windows ------------------------------------------------------------

    def action_help(self) -> None:
        if not isinstance(self.screen, screens.HelpScreen):
            self.push_screen(screens.HelpScreen(self.rules_problems))

    def action_rules(self) -> None:
        if isinstance(self.screen, screens.RulesScreen):
            return
        table = self.table
        self.push_screen(screens.RulesScreen(self.game, table_settings(table), table.rules))

    def action_pot_calculator(self) -> None:
        if not isinstance(self.screen, screens.PotCalculatorScreen):
            table = self.table
            structure = table.structure
            hand = self.hand
            spot = screens.TableSpot.of(hand) if hand is not None and not hand.is_complete else None
            self.push_screen(
                screens.PotCalculatorScreen(big_blind=table.big_blind, structure=structure, spot=spot)
            )

    def action_judge(self) -> None:
        if not isinstance(self.screen, screens.JudgeScreen):
            hand = self.hand
            if hand is not None:  # F3 during a hand starts from that hand
                screens.JudgeScreen.start_from(self.judge_memory, hand, self.hand_number)
            self.push_screen(
                screens.JudgeScreen(
                    dict(self.read_rules_again()),  # a house file dropped in since is offered
                    self.game.id,
                    self.table.names,
                    self.table.button,
                    roll=hand.roll if hand is not None else None,
                    memory=self.judge_memory,
                    read_again=self.read_rules_again,  # and as its Game list opens
                )
            )

    def _store(self) -> Opened | None:
        """The open database, or None after telling the dealer why there is none."""
        opened = self._opened
        if opened is not None and opened.db is not None:
            return opened
        if opened is not None:
            problem = f"No hand history: {opened.problem or 'the database could not be opened'}"
        elif self.journal_ready:
            problem = "This run keeps no hand history."
        else:
            problem = "The hand history is still opening; try again in a moment."
        self.notify(problem, severity="warning")
        return None

    def action_history(self) -> None:
        """The hands played, the latest highlighted; enter opens one with its ruling."""
        opened = self._store()
        history = opened.history if opened is not None else None
        if history is not None and not isinstance(self.screen, screens.HistoryScreen):
            self.push_screen(screens.HistoryScreen(history, games=self.games))

    def action_ledger(self) -> None:
        """F6: the tournament's ledger while one runs or just ended, else the session's:
        buy-ins, re-buys, stacks after each hand, who pays whom. The dealer's session ends
        the ledger's open session (``e``): it refuses while a hand is being played and
        deals a waiting hand again in the next session."""
        if self.tournament.director is not None:
            self.tournament.open_ledger()
            return
        opened = self._store()
        ledger = opened.ledger if opened is not None else None
        if ledger is not None and not isinstance(self.screen, screens.LedgerScreen):
            self.push_screen(screens.LedgerScreen(ledger, ender=self.dealer()))

    def action_earlier_ledger(self) -> None:
        """The ledger of the session before the latest (from the tournament's ledger: the
        cash game it ended); ``[`` and ``]`` go on from there."""
        opened = self._store()
        ledger = opened.ledger if opened is not None else None
        if ledger is None:
            return
        known = ledger.session_ids()
        if len(known) < 2:
            self.notify("There is no earlier session.")
            return
        self.push_screen(screens.LedgerScreen(ledger, session_id=known[-2], ender=self.dealer()))

    def action_book(self) -> None:
        """F10: the club's book, every person across the sessions; the year's league (``l``)."""
        opened = self._store()
        if opened is not None and opened.db is not None and not isinstance(self.screen, screens.BookScreen):
            self.push_screen(screens.BookScreen(opened.db))

    # -- the tournament's keys (its screens bind them as app actions) -------------------

    def action_tournament(self) -> None:
        """F7: the tournament desk while one runs, else the tournament setup."""
        self.tournament.open()

    def action_pause_clock(self) -> None:
        """p: pause or resume the tournament's clock."""
        self.tournament.clock.pause_or_resume()

    def action_open_break(self) -> None:
        """The break screen, with its colour-up."""
        self.tournament.open_break()

    def action_open_deal(self) -> None:
        """The deal screen: the players agree to share the prize money."""
        self.tournament.open_deal()

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:  # type: ignore[type-arg]
        yield from super().get_system_commands(screen)
        yield SystemCommand("Help", "Every key and what the app does", self.action_help)
        yield SystemCommand(
            "Pot-limit calculator", "To call, minimum and maximum raise", self.action_pot_calculator
        )
        yield SystemCommand("Showdown judge", "Enter a board and hands: who wins and why", self.action_judge)
        yield SystemCommand("Rules", "The rules of this game and the house settings", self.action_rules)
        yield SystemCommand(
            "Hand history", "Every hand played: open one to see its ruling again", self.action_history
        )
        yield SystemCommand(
            "Session ledger", "Buy-ins, re-buys, stacks and who pays whom", self.action_ledger
        )
        yield SystemCommand(
            "The book (F10)", "Every person across the sessions; the league", self.action_book
        )
        if isinstance(screen, OffersCommands):
            yield from screen.palette_commands()
        yield SystemCommand(
            "Tournament (F7)",
            "Plan and run a tournament: the clock, entries, bust-outs, a deal",
            self.action_tournament,
        )

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
