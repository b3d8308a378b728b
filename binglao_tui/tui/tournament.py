"""The tournament around the hands: the app holds a :class:`TournamentHost`.

The host holds the tournament director's session
(:class:`~binglao_tui.session.TournamentSession`) beside the dealer's and does what happens
around each tournament hand: the hand is dealt at the table and level the tournament gives,
booked in the history and then in the tournament (bust-outs, places), and the next one
dealt, or the break screen shown first when a colour-up is due. Its
:class:`TournamentClock` ticks the clock four times a second: the panel is refreshed, the
last minute of a level warned, and a change rung on the terminal's bell unless the
tournament is quiet. The time comes from ``now`` (a test passes a clock it moves by hand
and ticks it).

On start, a tournament still running in the database is resumed: the clock where it was
(the dealer is told whether the time the app was closed counted) and the next hand dealt.

The host asks the app only what :class:`TournamentTable` names; it opens its screens on
the app it is given.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from textual.app import App
from textual.timer import Timer

from binglao_tui import session as dealer_session
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.tui import screens
from binglao_tui.tui.screens.roles import ShowsClock
from binglao_tui.tui.table_memory import TOURNAMENT_TABLE_FILE, load_setup, remembered, save_setup

if TYPE_CHECKING:  # names only: the session, the store and the screens load when first used
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.tournament.clock import ClockEvent
    from binglao_tui.session import DealerSession, Refusal, TournamentSession
    from binglao_tui.store.db import Database
    from binglao_tui.store.startup import Opened
    from binglao_tui.tui.render.clock import ClockView
    from binglao_tui.tui.screens.hand import HandScreen, TableRoutes
    from binglao_tui.tui.screens.tournament_setup import TournamentChoice

TICK_SECONDS = 0.25


class TournamentTable(Protocol):
    """What the tournament asks of the app: where the table stands, the dealer's session,
    and the few things only the app does (deal, go back to the setup, tell the dealer)."""

    @property
    def hand_number(self) -> int:
        """The number of the hand being played (or of the last one)."""

    @property
    def hand_in_progress(self) -> bool:
        """Whether a hand is being played (something has happened in it)."""

    @property
    def hand(self) -> Hand | None:
        """The hand dealt, begun or not, if any."""

    @property
    def table(self) -> TableSetup:
        """The table being played (or, before the first hand, the one remembered)."""

    @property
    def opened(self) -> Opened | None:
        """The database once it is open."""

    @property
    def journal_ready(self) -> bool:
        """False until the database has been opened and its questions answered."""

    def dealer(self) -> DealerSession:
        """The dealer's session (begun on first use)."""

    def start_hand(self) -> bool:
        """Deal the next hand and show it; False when it could not be saved."""

    def back_to_setup(self) -> None:
        """Close everything and open the table setup."""

    def tell(self, message: str, title: str = "", *, warning: bool = False) -> None:
        """Say ``message`` where it covers nothing the dealer reads."""


class TournamentHost:
    """The tournament of this run, if any, and everything the app does around its hands.

    ``app`` is the Textual app its screens open on; ``table`` the same app as the
    tournament sees it. ``games`` and ``read_rules_again`` are the app's games, as last
    read and read now; ``config_folder`` keeps the tournament's table for a resume (apart
    from the cash table's); ``rng`` is the fair shuffle of the race-off's cards.
    """

    def __init__(
        self,
        app: App[None],
        table: TournamentTable,
        *,
        games: GamesReadAgain,
        read_rules_again: Callable[[], GamesReadAgain],
        config_folder: Path,
        rng: random.Random,
        now: Callable[[], float],
    ) -> None:
        self.app = app
        self.table = table
        self.games = games
        self.read_rules_again = read_rules_again
        self.config_folder = config_folder
        self.rng = rng
        self.now = now
        self.clock = TournamentClock(self)
        self._director: TournamentSession | None = None

    # -- where the tournament stands -------------------------------------------------------

    @property
    def director(self) -> TournamentSession | None:
        """The tournament of this run (still running, or just finished), if any."""
        return self._director

    @property
    def running(self) -> bool:
        return self._director is not None and not self._director.finished

    @property
    def hand_in_progress(self) -> bool:
        """Whether a hand is being played (the screens' clock panels read it here)."""
        return self.table.hand_in_progress

    def clock_view(self) -> ClockView | None:
        director = self._director
        if director is None:
            return None
        table = self.table
        return screens.clock_view_now(director, table.hand_number if table.hand_in_progress else None)

    def hand_screen(self, session: DealerSession, routes: TableRoutes) -> HandScreen:
        """The hand screen, with the clock above it while a tournament runs."""
        if self.running:
            return screens.TournamentHandScreen(session, routes, self)
        return screens.HandScreen(session, routes)

    def hand_screen_fits(self, screen: HandScreen) -> bool:
        """Whether ``screen`` is the hand screen for now: the one with the clock while a
        tournament runs, the plain one at a cash table (a tournament started from a cash
        hand's screen replaces it, so every way of starting one ends the same)."""
        return isinstance(screen, screens.TournamentHandScreen) == self.running

    # -- starting and resuming -------------------------------------------------------------------

    def _writable_db(self) -> Database | None:
        opened = self.table.opened
        if not self.table.journal_ready:
            self.app.notify("The database is still opening; try again in a moment.", severity="warning")
            return None
        if opened is None or opened.db is None or opened.db.read_only:
            text = "A tournament is saved at every step: it needs the database open for writing."
            self.app.notify(text, severity="error", timeout=10)
            return None
        return opened.db

    def open(self) -> None:
        """F7: the tournament desk while one runs, else the tournament setup."""
        app, director = self.app, self._director
        if director is not None and not director.finished:
            if not isinstance(app.screen, screens.TournamentDeskScreen):
                app.push_screen(screens.TournamentDeskScreen(director, self), self.desk_closed)
            return
        if self.table.hand_in_progress:
            app.notify("Finish the hand first (or call a misdeal) to start a tournament.", severity="warning")
            return
        db = self._writable_db()
        if db is None:
            return
        ending = screens.cash_ending(db, self.table.hand is not None)  # asked first, never done silently
        if ending is None:
            return self._plan(True)
        question = screens.ConfirmScreen(ending.question, ending.detail, "Yes, plan it", "Keep playing cash")
        app.push_screen(question, self._plan)

    def _plan(self, yes: bool | None) -> None:
        if yes:
            games, table = self.read_rules_again(), self.table.table
            read_again = self.read_rules_again  # and as its Game list opens, as the table setup's
            setup = screens.TournamentSetupScreen(games, table.game, table.names, read_again=read_again)
            self.app.push_screen(setup, self.start)

    def desk_closed(self, _: None = None) -> None:
        """A hand dealt but not begun is dealt again (on the hand screen, which a deal
        brings to the top) when its table changed: an entry's chips, another level."""
        director, hand = self._director, self.table.hand
        if director is None or director.finished or self.table.hand_in_progress or hand is None:
            return
        stacks = {p: s for p, s in director.tournament.stacks if s > 0}
        changed = hand.setup.stacks != stacks or hand.setup.big_blind != director.blinds.big_blind
        if changed and isinstance(self.app.screen, screens.TournamentHandScreen):
            self.table.start_hand()

    def start(self, choice: TournamentChoice | None) -> None:
        """Start the tournament the setup planned: its table dealt, the clock paused."""
        db = self._writable_db()
        if choice is None or db is None:
            return
        ending = screens.cash_ending(db, self.table.hand is not None)  # the words, before the start ends it
        made = dealer_session.TournamentSession.create(db, choice.tournament, now=self.now)
        if isinstance(made, dealer_session.Refusal):
            self.app.notify(str(made), title="No tournament", severity="error", timeout=15)
            return
        self._director = made
        blinds = made.blinds
        seats = tuple(Seat(p, s) for p, s in made.tournament.stacks)
        base = TableSetup(
            choice.game, seats, seats[0].name, blinds.small_blind, blinds.big_blind, chip=blinds.chip
        )
        self.table.dealer().choose_table(base)
        save_setup(self.config_folder, base, TOURNAMENT_TABLE_FILE)  # the cash table stays remembered
        self.app.sub_title = f"{choice.game.name} tournament"
        self.clock.start()
        if self.table.start_hand():
            cash = f"{ending.after} " if ending is not None else ""
            self.table.tell(
                f"{cash}The clock is paused: p starts it; F7 opens the tournament desk.", "Tournament"
            )

    def resume(self) -> None:
        """Take up a tournament the last run left running (after a crash, a kill or a quit)."""
        opened = self.table.opened
        if opened is None or opened.db is None:
            return
        director = dealer_session.TournamentSession.resume(opened.db, now=self.now)
        if isinstance(director, dealer_session.Refusal):
            self.app.notify(str(director), title="Tournament", severity="error", timeout=20)
            return
        if director is None:
            return
        self._director = director
        if director.finished:
            self.app.notify("The tournament ended with the hand booked on resume.", title="Tournament over")
            return
        note = director.resume_note
        if note is not None:
            self.app.notify(note.text, title="Tournament resumed", timeout=20)
        table = remembered(self.config_folder, self.games, TOURNAMENT_TABLE_FILE)
        if self.table.hand is None and table is not None:  # no hand resumed: its game and button
            self.table.dealer().choose_table(table)
        self.clock.start()

    def leave_finished(self) -> None:
        """A cash table was set up: a finished tournament is no longer the one shown."""
        if self._director is not None and self._director.finished:
            self._director = None

    def _hand_back_table(self) -> None:
        """The tournament is over: the cash table played before it comes back, as remembered
        (the tournament never wrote over it), and no tournament hand is left dealt. The
        tournament closed its session of the ledger, so the next cash hand opens a fresh
        one that books the cash table's stacks as its buy-ins."""
        dealer = self.table.dealer()
        refusal = dealer.put_away() or dealer.choose_table(load_setup(self.config_folder, self.games))
        if refusal is not None:
            self.app.notify(str(refusal), title="Table", severity="error", timeout=15)

    # -- the hands ---------------------------------------------------------------------------------

    def deal_hand(self) -> Refusal | None:
        """Deal the next hand at the tournament's table and level."""
        director = self._director
        assert director is not None
        dealer = self.table.dealer()
        refusal = dealer_session.deal_next(dealer, director)
        if refusal is not None and dealer.hand is not None and not dealer.in_progress:
            self.app.notify(str(refusal), severity="warning", timeout=15)  # dealt; only its level not saved
            return None
        return refusal

    def finish_hand(self) -> None:
        """Book the finished hand in the history and the tournament, then deal the next
        (or show the break's colour-up first, or the results when it is over)."""
        director = self._director
        assert director is not None
        done = dealer_session.book_finished(self.table.dealer(), director)
        if isinstance(done, dealer_session.Refusal):
            self.app.notify(str(done), title="Hand not finished", severity="error", timeout=20)
            return
        if done.booked.next_table is not None:  # for a resume; the cash table stays remembered
            save_setup(self.config_folder, done.booked.next_table, TOURNAMENT_TABLE_FILE)
        booking = done.booking
        if isinstance(booking, dealer_session.Refusal):
            self.app.notify(
                f"The hand is in the history but not yet in the tournament ({booking}); "
                "it is booked when the tournament resumes.",
                severity="error",
                timeout=20,
            )
            return
        out = " ".join(screens.bust_out_words(director, finish) for finish in booking.out)
        if booking.over:
            self._over(out)
        elif self._colour_up_due() is not None:
            self.open_break(out)  # the bust-outs said on the break screen, over nothing
        elif self.table.start_hand() and out:
            self.table.tell(out, "Bust-out")  # under the new hand's table

    def _over(self, out: str = "") -> None:
        """The results: the last bust-outs and the winner are said above the ledger's
        figures, where no notification covers them."""
        director = self._director
        assert director is not None
        winner = director.tournament.standings.winner
        words = f"{winner} wins the tournament." if winner else "The tournament is over."
        self.clock.stop()
        self._hand_back_table()
        self.table.back_to_setup()
        news = f"{out} {words}".strip()
        self.app.push_screen(screens.TournamentLedgerScreen(director.tournament, news=news))

    # -- the break, the deal, the ledger ---------------------------------------------------------

    def _colour_up_due(self) -> int | None:
        director = self._director
        return None if director is None else screens.colour_up_due(director)

    def open_break(self, news: str = "") -> None:
        """The break screen: the break now on, else a colour-up left to do; ``news`` is
        said at its top (the bust-outs of the hand that made the colour-up due)."""
        app, director = self.app, self._director
        if director is None or director.finished or isinstance(app.screen, screens.BreakScreen):
            return
        if self.table.hand_in_progress:
            app.notify("Colour up between hands: finish this hand first.", severity="warning")
            return
        reading = director.reading
        index = reading.index if reading.on_break else self._colour_up_due()
        if index is None:
            app.notify("No break with a colour-up to do.", severity="warning")
            return
        app.push_screen(screens.BreakScreen(director, index, self.rng, self, news), self._break_closed)

    def _break_closed(self, booked: str | None) -> None:
        table = self.table
        if booked and not table.hand_in_progress and self.running:
            if table.start_hand():  # the hand waiting to be played takes the stacks after the colour-up
                table.tell(booked, "Colour-up")
        elif table.hand is None and self.running:
            table.start_hand()
        else:
            self.desk_closed()  # the hand waiting takes the level after the break

    def open_deal(self) -> None:
        director = self._director
        if director is None or director.finished:
            return
        if self.table.hand_in_progress:
            self.app.notify("Make a deal between hands: finish this hand first.", severity="warning")
            return
        self.app.push_screen(screens.DealScreen(director), self._deal_closed)

    def _deal_closed(self, booked: str | None) -> None:
        if self._director is not None and self._director.finished:
            self._over(booked or "")
        elif booked:
            self.table.tell(booked, "Deal")

    def open_ledger(self) -> None:
        """The tournament's ledger (F6 while one runs or just ended)."""
        director = self._director
        if director is not None and not isinstance(self.app.screen, screens.TournamentLedgerScreen):
            self.app.push_screen(screens.TournamentLedgerScreen(director.tournament))


class TournamentClock:
    """The tournament's clock in the app, ticked four times a second while a tournament runs.

    Each tick asks the director's session what the clock did since the last one: a new level
    is taken by the hand waiting to be dealt, the last minute of a level is warned, a change
    is rung on the terminal's bell unless the tournament is quiet, a break due opens its
    screen, and the clock panel is refreshed. ``p`` pauses and resumes the clock.
    """

    def __init__(self, host: TournamentHost) -> None:
        self.host = host
        self._ticker: Timer | None = None  # ticking while a tournament runs

    def start(self) -> None:
        if self._ticker is None:
            self._ticker = self.host.app.set_interval(TICK_SECONDS, self.tick)

    def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None

    def tick(self) -> None:
        """What the clock did since the last tick, then the panel refreshed."""
        director = self.host.director
        if director is None or director.finished:
            return
        events = director.tick()
        self.host.desk_closed()  # a new level: the hand waiting takes it, before the news is said
        for event in events:
            self._said(director, event)
        self.refresh()

    def refresh(self) -> None:
        screen = self.host.app.screen
        if isinstance(screen, ShowsClock):
            screen.refresh_clock()

    def _said(self, director: TournamentSession, event: ClockEvent) -> None:
        host = self.host
        notice = screens.clock_notice(director, event, host.hand_in_progress)
        if notice is None:
            return
        if notice.ring and not director.tournament.quiet:
            host.app.bell()
        host.table.tell(notice.text, notice.title, warning=notice.warning)
        if notice.open_break:
            host.open_break()

    def pause_or_resume(self) -> None:
        """p: pause or resume the clock."""
        director = self.host.director
        if director is None or director.finished:
            return
        refusal = director.toggle_clock()
        if refusal is not None:
            self.host.app.notify(str(refusal), title="Clock", severity="error", timeout=15)
            return
        self.tick()
