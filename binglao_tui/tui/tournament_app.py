"""The part of the app that runs a tournament around the hands.

:class:`TournamentApp` holds the tournament director's session
(:class:`~binglao_tui.session.TournamentSession`) beside the dealer's, and does what
happens around each tournament hand: the hand is dealt at the table and level the
tournament gives, booked in the history and then in the tournament (bust-outs, places),
and the next one dealt, or the break screen shown first when a colour-up is due. A
timer ticks the clock four times a second: the panel is refreshed, the last minute of a
level warned, and a change rung on the terminal's bell unless the tournament is quiet
(:mod:`~binglao_tui.tui.tournament_clock`). The time comes from ``now`` (a test passes a
clock it moves by hand and ticks it).

On start, a tournament still running in the database is resumed: the clock where it was
(the dealer is told whether the time the app was closed counted) and the next hand dealt.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.timer import Timer

from binglao_tui import session as dealer_session
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.tui import screens
from binglao_tui.tui.screens.roles import Announces
from binglao_tui.tui.table_memory import TOURNAMENT_TABLE_FILE, load_setup, remembered, save_setup
from binglao_tui.tui.tournament_clock import TournamentClock

if TYPE_CHECKING:  # names only: the session and the screens load when first used
    from binglao_tui.session import DealerSession, Refusal, TournamentSession
    from binglao_tui.store.db import Database
    from binglao_tui.tui.render.clock import ClockView
    from binglao_tui.tui.screens.hand import HandScreen, TableRoutes
    from binglao_tui.tui.screens.tournament_setup import TournamentChoice


class TournamentApp(TournamentClock):
    """Runs a tournament around the hands; the dealer app builds on it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("f7", "tournament", "Tournament", show=False)]
    rng: random.Random  # the app's fair shuffle, for the race-off's cards

    def __init__(self, *, now: Callable[[], float] | None = None) -> None:
        super().__init__()
        self.now = now or time.time
        self._director: TournamentSession | None = None
        self._ticker: Timer | None = None

    # -- what the dealer app provides ----------------------------------------------------

    @property
    def hand_number(self) -> int:
        raise NotImplementedError

    @property
    def hand_in_progress(self) -> bool:
        raise NotImplementedError

    @property
    def config_folder(self) -> Path:
        raise NotImplementedError

    def _dealer(self) -> DealerSession:
        raise NotImplementedError

    def start_hand(self) -> bool:
        raise NotImplementedError

    def _back_to_setup(self) -> None:
        raise NotImplementedError

    # -- where the tournament stands -------------------------------------------------------

    @property
    def director(self) -> TournamentSession | None:
        """The tournament of this run (still running, or just finished), if any."""
        return self._director

    @property
    def tournament_running(self) -> bool:
        return self._director is not None and not self._director.finished

    def clock_view(self) -> ClockView | None:
        director = self._director
        if director is None:
            return None
        return screens.clock_view_now(director, self.hand_number if self.hand_in_progress else None)

    def make_hand_screen(self, session: DealerSession, routes: TableRoutes) -> HandScreen:
        """The hand screen, with the clock above it while a tournament runs."""
        if self.tournament_running:
            return screens.TournamentHandScreen(session, routes, self)
        return screens.HandScreen(session, routes)

    def hand_screen_fits(self, screen: HandScreen) -> bool:
        """Whether ``screen`` is the hand screen for now: the one with the clock while a
        tournament runs, the plain one at a cash table (a tournament started from a cash
        hand's screen replaces it, so every way of starting one ends the same)."""
        return isinstance(screen, screens.TournamentHandScreen) == self.tournament_running

    # -- starting and resuming -------------------------------------------------------------------

    def _writable_db(self) -> Database | None:
        opened = self.opened
        if not self.journal_ready:
            self.notify("The database is still opening; try again in a moment.", severity="warning")
            return None
        if opened is None or opened.db is None or opened.db.read_only:
            text = "A tournament is saved at every step: it needs the database open for writing."
            self.notify(text, severity="error", timeout=10)
            return None
        return opened.db

    def action_tournament(self) -> None:
        """F7: the tournament desk while one runs, else the tournament setup."""
        director = self._director
        if director is not None and not director.finished:
            if not isinstance(self.screen, screens.TournamentDeskScreen):
                self.push_screen(screens.TournamentDeskScreen(director, self), self._desk_closed)
            return
        if self.hand_in_progress:
            self.notify(
                "Finish the hand first (or call a misdeal) to start a tournament.", severity="warning"
            )
            return
        db = self._writable_db()
        if db is None:
            return
        ending = screens.cash_ending(db, self.hand is not None)  # asked first, never done silently
        if ending is None:
            return self._plan_tournament(True)
        question = screens.ConfirmScreen(ending.question, ending.detail, "Yes, plan it", "Keep playing cash")
        self.push_screen(question, self._plan_tournament)

    def _plan_tournament(self, yes: bool | None) -> None:
        if yes:
            games, table = self.read_rules_again(), self.table
            read_again = self.read_rules_again  # and as its Game list opens, as the table setup's
            setup = screens.TournamentSetupScreen(games, table.game, table.names, read_again=read_again)
            self.push_screen(setup, self._tournament_chosen)

    def _desk_closed(self, _: None = None) -> None:
        """A hand dealt but not begun is dealt again (on the hand screen, which a deal
        brings to the top) when its table changed: an entry's chips, another level."""
        director, hand = self._director, self.hand
        if director is None or director.finished or self.hand_in_progress or hand is None:
            return
        stacks = {p: s for p, s in director.tournament.stacks if s > 0}
        changed = hand.setup.stacks != stacks or hand.setup.big_blind != director.blinds.big_blind
        if changed and isinstance(self.screen, screens.TournamentHandScreen):
            self.start_hand()

    def _tournament_chosen(self, choice: TournamentChoice | None) -> None:
        db = self._writable_db()
        if choice is None or db is None:
            return
        ending = screens.cash_ending(db, self.hand is not None)  # the words, before the start ends it
        made = dealer_session.TournamentSession.create(db, choice.tournament, now=self.now)
        if isinstance(made, dealer_session.Refusal):
            self.notify(str(made), title="No tournament", severity="error", timeout=15)
            return
        self._director = made
        blinds = made.blinds
        seats = tuple(Seat(p, s) for p, s in made.tournament.stacks)
        base = TableSetup(
            choice.game, seats, seats[0].name, blinds.small_blind, blinds.big_blind, chip=blinds.chip
        )
        self._dealer().choose_table(base)
        save_setup(self.config_folder, base, TOURNAMENT_TABLE_FILE)  # the cash table stays remembered
        self.sub_title = f"{choice.game.name} tournament"
        self._start_ticking()
        if self.start_hand():
            cash = f"{ending.after} " if ending is not None else ""
            self.tell(f"{cash}The clock is paused: p starts it; F7 opens the tournament desk.", "Tournament")

    def resume_tournament(self) -> None:
        """Take up a tournament the last run left running (after a crash, a kill or a quit)."""
        opened = self.opened
        if opened is None or opened.db is None:
            return
        director = dealer_session.TournamentSession.resume(opened.db, now=self.now)
        if isinstance(director, dealer_session.Refusal):
            self.notify(str(director), title="Tournament", severity="error", timeout=20)
            return
        if director is None:
            return
        self._director = director
        if director.finished:
            self.notify("The tournament ended with the hand booked on resume.", title="Tournament over")
            return
        note = director.resume_note
        if note is not None:
            self.notify(note.text, title="Tournament resumed", timeout=20)
        table = remembered(self.config_folder, self.games, TOURNAMENT_TABLE_FILE)
        if self.hand is None and table is not None:  # no hand resumed: its game and button
            self._dealer().choose_table(table)
        self._start_ticking()

    def leave_finished_tournament(self) -> None:
        """A cash table was set up: a finished tournament is no longer the one shown."""
        if self._director is not None and self._director.finished:
            self._director = None

    def _hand_back_table(self) -> None:
        """The tournament is over: the cash table played before it comes back, as remembered
        (the tournament never wrote over it), and no tournament hand is left dealt. The
        tournament closed its session of the ledger, so the next cash hand opens a fresh
        one that books the cash table's stacks as its buy-ins."""
        dealer = self._dealer()
        refusal = dealer.put_away() or dealer.choose_table(load_setup(self.config_folder, self.games))
        if refusal is not None:
            self.notify(str(refusal), title="Table", severity="error", timeout=15)

    # -- the hands ---------------------------------------------------------------------------------

    def deal_tournament_hand(self) -> Refusal | None:
        """Deal the next hand at the tournament's table and level."""
        director = self._director
        assert director is not None
        dealer = self._dealer()
        refusal = dealer_session.deal_next(dealer, director)
        if refusal is not None and dealer.hand is not None and not dealer.in_progress:
            self.notify(str(refusal), severity="warning", timeout=15)  # dealt; only its level not saved
            return None
        return refusal

    def finish_tournament_hand(self) -> None:
        """Book the finished hand in the history and the tournament, then deal the next
        (or show the break's colour-up first, or the results when it is over)."""
        director = self._director
        assert director is not None
        done = dealer_session.book_finished(self._dealer(), director)
        if isinstance(done, dealer_session.Refusal):
            self.notify(str(done), title="Hand not finished", severity="error", timeout=20)
            return
        if done.booked.next_table is not None:  # for a resume; the cash table stays remembered
            save_setup(self.config_folder, done.booked.next_table, TOURNAMENT_TABLE_FILE)
        booking = done.booking
        if isinstance(booking, dealer_session.Refusal):
            self.notify(
                f"The hand is in the history but not yet in the tournament ({booking}); "
                "it is booked when the tournament resumes.",
                severity="error",
                timeout=20,
            )
            return
        out = " ".join(screens.bust_out_words(director, finish) for finish in booking.out)
        if booking.over:
            self._tournament_over(out)
        elif self._colour_up_due() is not None:
            self.action_open_break(out)  # the bust-outs said on the break screen, over nothing
        elif self.start_hand() and out:
            self.tell(out, "Bust-out")  # under the new hand's table

    def _tournament_over(self, out: str = "") -> None:
        """The results: the last bust-outs and the winner are said above the ledger's
        figures, where no notification covers them."""
        director = self._director
        assert director is not None
        winner = director.tournament.standings.winner
        words = f"{winner} wins the tournament." if winner else "The tournament is over."
        self._stop_ticking()
        self._hand_back_table()
        self._back_to_setup()
        self.push_screen(screens.TournamentLedgerScreen(director.tournament, news=f"{out} {words}".strip()))

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

    # -- the break, the deal, the ledger ---------------------------------------------------------

    def _colour_up_due(self) -> int | None:
        director = self._director
        return None if director is None else screens.colour_up_due(director)

    def action_open_break(self, news: str = "") -> None:
        """The break screen: the break now on, else a colour-up left to do; ``news`` is
        said at its top (the bust-outs of the hand that made the colour-up due)."""
        director = self._director
        if director is None or director.finished or isinstance(self.screen, screens.BreakScreen):
            return
        if self.hand_in_progress:
            self.notify("Colour up between hands: finish this hand first.", severity="warning")
            return
        reading = director.reading
        index = reading.index if reading.on_break else self._colour_up_due()
        if index is None:
            self.notify("No break with a colour-up to do.", severity="warning")
            return
        self.push_screen(screens.BreakScreen(director, index, self.rng, self, news), self._break_closed)

    def _break_closed(self, booked: str | None) -> None:
        if booked and not self.hand_in_progress and self.tournament_running:
            if self.start_hand():  # the hand waiting to be played takes the stacks after the colour-up
                self.tell(booked, "Colour-up")
        elif self.hand is None and self.tournament_running:
            self.start_hand()
        else:
            self._desk_closed()  # the hand waiting takes the level after the break

    def action_open_deal(self) -> None:
        director = self._director
        if director is None or director.finished:
            return
        if self.hand_in_progress:
            self.notify("Make a deal between hands: finish this hand first.", severity="warning")
            return
        self.push_screen(screens.DealScreen(director), self._deal_closed)

    def _deal_closed(self, booked: str | None) -> None:
        if self._director is not None and self._director.finished:
            self._tournament_over(booked or "")
        elif booked:
            self.tell(booked, "Deal")

    def action_ledger(self) -> None:
        """F6: the tournament's ledger while it runs or just ended, else the session's."""
        director = self._director
        if director is None:
            super().action_ledger()
        elif not isinstance(self.screen, screens.TournamentLedgerScreen):
            self.push_screen(screens.TournamentLedgerScreen(director.tournament))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:  # type: ignore[type-arg]
        yield from super().get_system_commands(screen)
        yield SystemCommand(
            "Tournament (F7)",
            "Plan and run a tournament: the clock, entries, bust-outs, a deal",
            self.action_tournament,
        )
