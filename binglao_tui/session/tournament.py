"""The tournament director's session: the clock, entries, bust-outs, colour-ups and a deal.

A :class:`TournamentSession` runs one tournament beside the dealer's session
(:class:`~binglao_tui.session.dealer.DealerSession`), outside any screen. Like the
dealer's session, every step is saved to the database before the tournament changes,
and a step that cannot be done or saved comes back as a :class:`Refusal` saying why,
with nothing changed. The time comes from ``now`` (``time.time`` unless a test passes a
clock it moves by hand); nothing here sleeps or runs a timer: the app calls
:meth:`~TournamentSession.tick` a few times a second and is given the clock's events.

What it does around each hand: :meth:`~TournamentSession.table_for` gives the table for
the next deal (the players still in with their chips, the blinds of the level in force),
:meth:`~TournamentSession.hand_dealt` remembers the level the hand was dealt at (a level
that starts during the hand applies from the next one), and
:meth:`~TournamentSession.hand_booked` takes the finished hand's stacks in: players left
with nothing are out, placed by their stacks at the start of the hand. When one player is
left (or a deal ends it) the tournament is finished: its results are saved and its
session of the ledger closed, to be settled there.

After a crash or a kill, :meth:`TournamentSession.resume` reopens the tournament still
running: the clock is where it was (time paused is not counted; time while the app was
closed is, unless the clock was paused: :attr:`~TournamentSession.resume_note` says
which), and any hand the history holds but the tournament had not yet booked is booked.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.tournament.clock import (
    ClockEvent,
    ClockReading,
    ClockState,
    HandBlinds,
    ResumeNote,
    blinds_for_hand,
    clock_events,
    resume_note,
)
from binglao_tui.core.tournament.entries import EntryKind
from binglao_tui.core.tournament.places import Finish
from binglao_tui.core.tournament.prizes import PayoutTable
from binglao_tui.core.tournament.schedule import Level, Schedule
from binglao_tui.core.tournament.tournament import DealRecord, Tournament, TournamentError
from binglao_tui.session.outcomes import Refusal, RefusalKind
from binglao_tui.session.tournament_table import tournament_table
from binglao_tui.store.db import Database
from binglao_tui.store.errors import StoreError
from binglao_tui.store.tournament import StepKind, StoredTournament, TournamentStore
from binglao_tui.store.tournament_sheet import TournamentSheet, tournament_sheet

Clock = Callable[[], float]
"""Wall-clock seconds since the epoch, as ``time.time`` gives them."""

HEARTBEAT_SECONDS = 1.0
"""How often a tick tells the file the dealer's app is still there, so that the resume
note counts the time the app was closed from the moment it stopped (to the second), not
from its last step: every 15 seconds, a kill 10 seconds after one was counted as 10
seconds of the app being closed. The note is written without waiting for the disk
(``TournamentStore.heartbeat``)."""


@dataclass(frozen=True, slots=True)
class Booking:
    """What a booked hand did to the tournament: who went out (best place first), and
    the winner once there is one."""

    out: tuple[Finish, ...]
    winner: str | None
    over: bool


def _refused(exc: BaseException) -> Refusal:
    if isinstance(exc, (TournamentError, SetupError)):
        return Refusal(str(exc))
    return Refusal(f"Not saved, so not done: {exc}", RefusalKind.NOT_SAVED)


_FAILURES = (StoreError, sqlite3.Error, OSError)


class TournamentSession:
    """One tournament as it is run: use :meth:`create` or :meth:`resume`."""

    def __init__(self, store: TournamentStore, stored: StoredTournament, *, now: Clock = time.time) -> None:
        self._store = store
        self._id = stored.tournament_id
        self._session_id = stored.session_id
        self._tournament = stored.tournament
        self._finished = stored.finished
        self._now = now
        moment = now()
        self._last_elapsed = stored.tournament.clock.elapsed(moment)
        self._seen = moment
        self._note: ResumeNote | None = None

    # -- opening ------------------------------------------------------------------------

    @classmethod
    def create(
        cls, db: Database, tournament: Tournament, *, now: Clock = time.time
    ) -> TournamentSession | Refusal:
        """Save a new tournament (in a session of the ledger of its own) and run it."""
        store = TournamentStore(db)
        try:
            stored = store.create(tournament, now())
        except _FAILURES as exc:
            return _refused(exc)
        return cls(store, stored, now=now)

    @classmethod
    def resume(cls, db: Database, *, now: Clock = time.time) -> TournamentSession | Refusal | None:
        """The tournament still running in ``db`` (None if there is none), its clock where it
        was and the hands the history finished since its last step booked; a refusal when
        the file's tournament cannot be read."""
        store = TournamentStore(db)
        try:
            stored = store.running()
        except _FAILURES as exc:
            return Refusal(f"the tournament cannot be read: {exc}", RefusalKind.NOT_SAVED)
        if stored is None:
            return None
        session = cls(store, stored, now=now)
        moment = now()
        session._note = resume_note(
            stored.tournament.schedule, stored.tournament.clock, stored.seen_at, moment
        )
        if not db.read_only:
            session._catch_up()
            with contextlib.suppress(*_FAILURES):  # the next step says so if the file cannot be written
                store.heartbeat(session._id, moment)
        return session

    def _catch_up(self) -> None:
        for hand in self._store.hands_after(self._session_id, self._tournament.hands_booked):
            if self._finished:
                return
            self.hand_booked(hand.number, hand.start, hand.end)

    # -- where it stands ----------------------------------------------------------------

    @property
    def tournament(self) -> Tournament:
        return self._tournament

    @property
    def tournament_id(self) -> int:
        return self._id

    @property
    def session_id(self) -> int:
        """The ledger's session the tournament's hands are played in."""
        return self._session_id

    @property
    def finished(self) -> bool:
        """Whether the tournament is over and its results saved."""
        return self._finished

    @property
    def resume_note(self) -> ResumeNote | None:
        """What to tell the dealer about the clock when the app opened on a running tournament."""
        return self._note

    def now(self) -> float:
        return self._now()

    @property
    def schedule(self) -> Schedule:
        return self._tournament.schedule

    @property
    def clock(self) -> ClockState:
        return self._tournament.clock

    @property
    def elapsed(self) -> float:
        return self._tournament.clock.elapsed(self._now())

    @property
    def reading(self) -> ClockReading:
        return self._tournament.reading(self._now())

    @property
    def blinds(self) -> HandBlinds:
        """The blinds a hand dealt now is played at."""
        return blinds_for_hand(self.schedule, self.elapsed)

    def dealt_level(self, hand_number: int) -> int | None:
        """The level hand ``hand_number`` was dealt at, if it is the hand in play."""
        dealt = self._tournament.dealt
        return dealt[1] if dealt is not None and dealt[0] == hand_number else None

    def next_hand_change(self, hand_number: int) -> Level | None:
        """The level the next hand will be played at, when it is not the hand in play's."""
        dealt = self.dealt_level(hand_number)
        level = self.reading.level
        return None if dealt is None or level.number == dealt else level

    def sheet(self) -> TournamentSheet:
        return tournament_sheet(self._tournament)

    # -- saving a step --------------------------------------------------------------------

    def _save(self, kind: StepKind, payload: Mapping[str, Any] | None, after: Tournament) -> Refusal | None:
        if self._finished:
            return Refusal("the tournament is over")
        moment = self._now()
        try:
            if after.over and kind is not StepKind.DEALT:
                self._store.finish(self._id, _results(after, payload), after, moment)
                self._finished = True
            else:
                self._store.save(self._id, kind, payload, after, moment)
        except _FAILURES as exc:
            return _refused(exc)
        self._tournament = after
        self._seen = moment
        return None

    def _change(
        self, kind: StepKind, payload: Mapping[str, Any] | None, make: Callable[[], Tournament]
    ) -> Refusal | None:
        try:
            after = make()
        except (TournamentError, SetupError) as exc:
            return Refusal(str(exc))
        return self._save(kind, payload, after)

    # -- the clock --------------------------------------------------------------------------

    def _set_clock(self, clock: ClockState, what: str) -> Refusal | None:
        refusal = self._save(
            StepKind.CLOCK, {"did": what, **clock.to_dict()}, self._tournament.with_clock(clock)
        )
        if refusal is None:
            self._last_elapsed = clock.elapsed(self._now())
        return refusal

    def toggle_clock(self) -> Refusal | None:
        """The one-key pause and resume."""
        clock = self.clock.toggle(self._now())
        return self._set_clock(clock, "resumed" if clock.running else "paused")

    def start_clock(self) -> Refusal | None:
        return None if self.clock.running else self.toggle_clock()

    def pause_clock(self) -> Refusal | None:
        return self.toggle_clock() if self.clock.running else None

    def adjust(self, seconds: float) -> Refusal | None:
        """Add ``seconds`` of play (take them back when negative)."""
        return self._set_clock(self.clock.adjusted(seconds, self._now()), f"moved {seconds:+g} s")

    def add_time_left(self, seconds: float) -> Refusal | None:
        """``seconds`` more left on the level or break running (fewer when negative): the
        dealer's "+1 min". It never gives back more than the item's whole length (a longer
        level is an edit of the schedule); taking off more than is left moves on."""
        start = 60.0 * self.schedule.starts()[self.reading.index]
        moment = self._now()
        target = max(start, self.clock.elapsed(moment) - seconds)
        return self._set_clock(self.clock.set_elapsed(target, moment), f"time left {seconds:+g} s")

    def skip(self, items: int) -> Refusal | None:
        """Go to the start of the schedule item ``items`` away (1: the next level or break;
        -1: back to the start of this one, or of the one before within its first 10 s)."""
        reading = self.reading
        starts = self.schedule.starts()
        index = reading.index + items
        if items < 0 and self.elapsed - 60 * starts[reading.index] > 10:
            index += 1
        index = max(0, min(index, len(starts) - 1))
        return self._set_clock(
            self.clock.set_elapsed(60.0 * starts[index], self._now()), f"to item {index + 1}"
        )

    def tick(self) -> tuple[ClockEvent, ...]:
        """What the clock did since the last tick (a minute left, a level or break begun,
        the schedule run out); now and then, tells the file the app still sees it."""
        moment = self._now()
        elapsed = self.clock.elapsed(moment)
        events = (
            clock_events(self.schedule, self._last_elapsed, elapsed) if elapsed > self._last_elapsed else ()
        )
        self._last_elapsed = elapsed
        if moment - self._seen >= HEARTBEAT_SECONDS and not self._finished:
            try:
                self._store.heartbeat(self._id, moment)
                self._seen = moment
            except _FAILURES:
                self._seen = moment  # a file that cannot be written refuses the next real step
        return events

    # -- the schedule, payouts and settings ---------------------------------------------------

    def edit_schedule(self, schedule: Schedule) -> Refusal | None:
        return self._change(
            StepKind.SCHEDULE, schedule.to_dict(), lambda: self._tournament.with_schedule(schedule)
        )

    def set_payouts(self, payouts: PayoutTable) -> Refusal | None:
        return self._change(
            StepKind.PAYOUTS, payouts.to_dict(), lambda: self._tournament.with_payouts(payouts)
        )

    def set_quiet(self, quiet: bool) -> Refusal | None:
        return self._change(StepKind.SETTINGS, {"quiet": quiet}, lambda: self._tournament.with_quiet(quiet))

    # -- players and money ---------------------------------------------------------------------

    def add_entry(self, player: str, kind: EntryKind) -> Refusal | None:
        """An entry for ``player`` now (its chips are in the player's stack at once: a hand
        dealt but not begun is dealt again with them, one being played keeps its stacks)."""
        moment = self._now()
        return self._change(
            StepKind.ENTRY,
            {"player": player, "kind": kind.value},
            lambda: self._tournament.add_entry(player, kind, moment),
        )

    def colour_up(self, index: int, stacks: Mapping[str, int]) -> Refusal | None:
        """The break at schedule position ``index`` coloured up: the stacks after the race."""
        return self._change(
            StepKind.COLOUR_UP,
            {"index": index, "stacks": dict(stacks)},
            lambda: self._tournament.colour_up(index, stacks),
        )

    def agree_deal(self, deal: DealRecord) -> Refusal | None:
        """Book a deal the players left agreed (the tournament ends unless they play on
        for an amount saved for the winner)."""
        return self._change(StepKind.DEAL, deal.to_dict(), lambda: self._tournament.agree_deal(deal))

    # -- the hands -------------------------------------------------------------------------------

    def table_for(self, base: TableSetup) -> TableSetup | Refusal:
        """The table for the next deal: ``base`` (game, button, house settings) with the
        players still in and their chips, in seat order, and the blinds in force now."""
        return tournament_table(self._tournament, self.blinds, base)

    def hand_dealt(self, number: int) -> Refusal | None:
        """Hand ``number`` is dealt now: the level in force holds for the whole hand."""
        level = self.reading.level.number
        return self._change(
            StepKind.DEALT,
            {"hand": number, "level": level},
            lambda: self._tournament.hand_dealt(number, level),
        )

    def hand_booked(self, number: int, start: Mapping[str, int], end: Mapping[str, int]) -> Booking | Refusal:
        """Take in hand ``number``'s stacks at its start and its end (safe to repeat)."""
        before = self._tournament
        try:
            after = before.after_hand(number, start, end)
        except TournamentError as exc:
            return Refusal(str(exc))
        if after is before:
            return Booking((), before.standings.winner, before.over)
        out = tuple(f for f in after.standings.finishes if f.hand == number and f.player not in after.alive)
        refusal = self._save(
            StepKind.BOOKED,
            {"hand": number, "out": [f.to_dict() for f in out], "stacks": [list(s) for s in after.stacks]},
            after,
        )
        if refusal is not None:
            return refusal
        return Booking(out, after.standings.winner, after.over)


def _results(tournament: Tournament, payload: Mapping[str, Any] | None) -> dict[str, Any]:
    return {
        "last_step": dict(payload or {}),
        "results": [
            {"player": r.player, "place": r.place, "paid": r.paid, "won": r.won} for r in tournament.results()
        ],
    }
