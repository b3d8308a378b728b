"""A tournament in progress as one value: the schedule, the clock, the money and the players.

:class:`Tournament` gathers what the other modules of this package keep apart (the
:mod:`.schedule`, the :mod:`.clock` state, the :mod:`.entries` and their terms, the
:mod:`.prizes` table, the :mod:`.places` standings and a :mod:`.deal`) with what ties
them to the table: the seat order, each player's chips between hands, the hand in play
and the level it was dealt at, the colour-ups done. Every change is a method returning a
new value (or raising :class:`TournamentError` with one line saying why not), so the
dealer's session can save the new value before it shows it, and the whole value turns
into a plain JSON-able dict and back (:meth:`Tournament.to_dict`).

Chips move between hands only: an entry made while a hand is played is added to the
player's chips when that hand is booked (:meth:`Tournament.after_hand` adds to each
stack at the end of the hand what was bought since its start), so a player who rebuys
while all in is not out when he loses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from binglao_tui.core.tournament.clock import ClockReading, ClockState, read_clock
from binglao_tui.core.tournament.entries import (
    Entry,
    EntryError,
    EntryKind,
    EntryTerms,
    PrizePool,
    add_entry,
    entry_count,
    prize_pool,
)
from binglao_tui.core.tournament.places import Standings, StandingsError, prizes_won
from binglao_tui.core.tournament.prizes import DEFAULT_PAYOUTS, PayoutError, PayoutTable, prizes
from binglao_tui.core.tournament.records import (
    DEAL_METHODS,
    DealRecord,
    PlanTargets,
    ResultLine,
    ordinal,
)
from binglao_tui.core.tournament.schedule import Break, Level, Schedule, ScheduleError


class TournamentError(ValueError):
    """A change the tournament cannot take now; the message says why (one line)."""


__all__ = ["DEAL_METHODS", "DealRecord", "PlanTargets", "ResultLine", "Tournament", "TournamentError"]


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament: the schedule, the clock and the entries, the players and their chips.

    ``seats`` is everyone who ever entered, in seat order (a player who re-enters goes
    back to his seat); ``stacks`` the chips of each player still in, between hands.
    ``hands_booked`` is the number of the last hand whose stacks were taken in;
    ``dealt`` the hand in play and the level it was dealt at; ``colour_ups_done`` the
    schedule positions of the breaks whose colour-up is done.
    """

    schedule: Schedule
    terms: EntryTerms
    seats: tuple[str, ...]
    stacks: tuple[tuple[str, int], ...]
    standings: Standings
    entries: tuple[Entry, ...] = ()
    payouts: PayoutTable = DEFAULT_PAYOUTS
    clock: ClockState = field(default_factory=ClockState)
    quiet: bool = False
    hands_booked: int = 0
    dealt: tuple[int, int] | None = None
    colour_ups_done: tuple[int, ...] = ()
    deal: DealRecord | None = None
    targets: PlanTargets | None = None

    @classmethod
    def start(
        cls,
        schedule: Schedule,
        terms: EntryTerms,
        players: Sequence[str],
        *,
        payouts: PayoutTable = DEFAULT_PAYOUTS,
        targets: PlanTargets | None = None,
    ) -> Tournament:
        """A tournament about to begin: every player bought in, the clock paused at 0."""
        if len(players) < 2:
            raise TournamentError("a tournament needs at least two players")
        problems = schedule.problems()
        if problems:
            raise TournamentError(problems[0])
        try:
            standings = Standings.start(players)
        except StandingsError as exc:
            raise TournamentError(str(exc)) from None
        entries: tuple[Entry, ...] = ()
        for player in players:
            entries = add_entry(terms, entries, player, EntryKind.BUY_IN, 1, None)
        stacks = tuple((player, terms.chips) for player in players)
        return cls(schedule, terms, tuple(players), stacks, standings, entries, payouts, targets=targets)

    # -- where it stands --------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """Whether it is decided: one player left, or a deal with nothing played on for."""
        return self.standings.over or (self.deal is not None and self.deal.saved == 0)

    @property
    def alive(self) -> tuple[str, ...]:
        return self.standings.alive

    def stack_of(self, player: str) -> int | None:
        """The player's chips now: None if he never entered, 0 if he is out."""
        if player not in self.seats:
            return None
        return dict(self.stacks).get(player, 0)

    @property
    def chips_in_play(self) -> int:
        return sum(stack for _, stack in self.stacks)

    @property
    def average_stack(self) -> int:
        """The chips in play shared by the players left (rounded to the chip)."""
        left = len(self.alive)
        return round(self.chips_in_play / left) if left else 0

    def reading(self, now: float) -> ClockReading:
        return read_clock(self.schedule, self.clock.elapsed(now))

    def level_in_force(self, now: float) -> tuple[int, int | None]:
        """(level, break number) for the entry rules: during a break the level before it."""
        reading = self.reading(now)
        if not reading.on_break:
            return reading.level.number, None
        before = [item for item in self.schedule.items[: reading.index] if isinstance(item, Level)]
        number = before[-1].number if before else 1
        return number, self.schedule.break_number(reading.index)

    @property
    def pool(self) -> PrizePool:
        return prize_pool(self.terms, self.entries)

    def place_prizes(self) -> tuple[int, ...]:
        """Each paid place's prize in cents, by the payout table for the entries so far."""
        return prizes(self.pool.pool, self.payouts.shares_for(max(1, entry_count(self.entries))))

    def prizes_left(self) -> tuple[int, ...]:
        """The prizes still to be won by the players left, first place first (paid places only)."""
        return tuple(p for p in self.place_prizes()[: len(self.alive)] if p > 0)

    # -- changes ----------------------------------------------------------------------------

    def _open(self) -> None:
        if self.over:
            raise TournamentError("the tournament is over")

    def with_clock(self, clock: ClockState) -> Tournament:
        return dataclasses.replace(self, clock=clock)

    def with_schedule(self, schedule: Schedule) -> Tournament:
        """The schedule changed (edited level by level); refused if it breaks a rule."""
        try:
            schedule.check()
        except ScheduleError as exc:
            raise TournamentError(str(exc)) from None
        if schedule.denominations != self.schedule.denominations:
            raise TournamentError("the chips in play at the start cannot change once the tournament runs")
        return dataclasses.replace(self, schedule=schedule)

    def with_payouts(self, payouts: PayoutTable) -> Tournament:
        try:
            payouts.shares_for(max(1, entry_count(self.entries)))
        except PayoutError as exc:
            raise TournamentError(str(exc)) from None
        return dataclasses.replace(self, payouts=payouts)

    def with_quiet(self, quiet: bool) -> Tournament:
        return dataclasses.replace(self, quiet=quiet)

    def hand_dealt(self, number: int, level: int) -> Tournament:
        """Hand ``number`` is dealt at ``level`` (its blinds hold to its end)."""
        return dataclasses.replace(self, dealt=(number, level))

    def add_entry(self, player: str, kind: EntryKind, now: float) -> Tournament:
        """An entry of ``kind`` for ``player`` at ``now``, if the terms allow it now."""
        self._open()
        if self.deal is not None:
            raise TournamentError("a deal was made: no more entries")
        level, on_break = self.level_in_force(now)
        try:
            entries = add_entry(
                self.terms, self.entries, player, kind, level, self.stack_of(player), on_break
            )
            standings = self.standings
            seats = self.seats
            if kind is EntryKind.BUY_IN:
                standings = standings.join(player)
                seats = (*seats, player)
            elif player not in standings.alive:  # a re-entry, or a rebuy just after going out
                standings = standings.re_enter(player)
        except (EntryError, StandingsError) as exc:
            raise TournamentError(str(exc)) from None
        chips = entries[-1].chips
        stacks = dict(self.stacks)
        stacks[player] = stacks.get(player, 0) + chips
        return dataclasses.replace(
            self, entries=entries, standings=standings, seats=seats, stacks=self._in_seat_order(seats, stacks)
        )

    def after_hand(self, number: int, start: Mapping[str, int], end: Mapping[str, int]) -> Tournament:
        """Hand ``number`` booked with these stacks at its start and end: bust-outs placed
        (two out in one hand by their stacks at its start), the chips carried over. A hand
        already booked changes nothing (booking is safe to repeat after a crash)."""
        if number <= self.hands_booked:
            return self
        now = dict(self.stacks)
        # chips bought while the hand was played are the player's on top of its result
        after = {p: end[p] + max(0, now.get(p, 0) - start.get(p, 0)) for p in end}
        players = [p for p in after if p in self.standings.alive]
        try:
            standings = self.standings.after_hand(
                {p: start.get(p, 0) for p in players}, {p: after[p] for p in players}, hand=number
            )
        except StandingsError as exc:
            raise TournamentError(str(exc)) from None
        now.update(after)
        stacks = {p: s for p, s in now.items() if p in standings.alive and s > 0}
        return dataclasses.replace(
            self,
            standings=standings,
            stacks=self._in_seat_order(self.seats, stacks),
            hands_booked=number,
            dealt=None,
        )

    def colour_up(self, index: int, stacks: Mapping[str, int]) -> Tournament:
        """The colour-up of the break at schedule position ``index`` is done: these stacks."""
        item = self.schedule.items[index] if 0 <= index < len(self.schedule.items) else None
        if not isinstance(item, Break) or not item.colour_up:
            raise TournamentError("there is no colour-up at that point of the schedule")
        if index in self.colour_ups_done:
            raise TournamentError(f"break {self.schedule.break_number(index)} was already coloured up")
        unknown = sorted(set(stacks) - set(self.alive))
        if unknown:
            raise TournamentError(f"{', '.join(unknown)} is not in the tournament")
        merged = {**dict(self.stacks), **stacks}
        return dataclasses.replace(
            self,
            stacks=self._in_seat_order(self.seats, {p: s for p, s in merged.items() if s > 0}),
            colour_ups_done=tuple(sorted((*self.colour_ups_done, index))),
        )

    def agree_deal(self, deal: DealRecord) -> Tournament:
        """The players left agreed ``deal``; it must share exactly the prizes still to be won."""
        self._open()
        if self.deal is not None:
            raise TournamentError("a deal was already made")
        if sorted(deal.players) != sorted(self.alive):
            raise TournamentError("a deal is made by every player still in, and only by them")
        if deal.method not in DEAL_METHODS:
            raise TournamentError(f"unknown deal method {deal.method!r}")
        left = sum(self.prizes_left())
        if sum(deal.amounts) + deal.saved != left:
            raise TournamentError(
                f"the deal shares {sum(deal.amounts) + deal.saved} cents but {left} are still to be won"
            )
        return dataclasses.replace(self, deal=dataclasses.replace(deal, after_hand=self.hands_booked))

    @staticmethod
    def _in_seat_order(seats: Sequence[str], stacks: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
        return tuple((p, stacks[p]) for p in seats if p in stacks)

    # -- the money --------------------------------------------------------------------------

    def winnings(self) -> dict[str, int]:
        """Cents won by each player so far: the places' prizes (ties share theirs), or what
        a deal gave, and the amount saved for the winner once he has won it."""
        place_prizes = self.place_prizes()
        won = {p: 0 for p in self.seats}
        won.update(prizes_won(self.standings, place_prizes))
        deal = self.deal
        if deal is not None:
            for player, amount in zip(deal.players, deal.amounts, strict=True):
                won[player] = amount
            winner = self.standings.winner
            if deal.saved and winner is not None:
                won[winner] += deal.saved
        return won

    def place_text(self, player: str) -> str:
        """``3rd``, ``2nd-3rd`` (a tie), ``in`` (still playing), ``deal``."""
        for finish in self.standings.finishes:
            if finish.player == player:
                text = ordinal(finish.place)
                return f"{text}-{ordinal(finish.tied_to)}" if finish.tied else text
        if self.deal is not None and player in self.deal.players:
            return "deal"
        return "in" if player in self.alive else "-"

    def results(self) -> tuple[ResultLine, ...]:
        """Each player's money, best finish first (the players still in, by chips, on top)."""
        paid: dict[str, int] = {}
        for entry in self.entries:
            paid[entry.player] = paid.get(entry.player, 0) + entry.paid
        won = self.winnings()
        places = {f.player: f.place for f in self.standings.finishes}
        chips = dict(self.stacks)

        def order(player: str) -> tuple[int, int, str]:
            return (places.get(player, 0), -chips.get(player, 0), player)

        return tuple(
            ResultLine(p, paid.get(p, 0), won.get(p, 0), self.place_text(p))
            for p in sorted(self.seats, key=order)
        )

    # -- saving -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "schedule": self.schedule.to_dict(),
            "terms": self.terms.to_dict(),
            "seats": list(self.seats),
            "stacks": [[p, s] for p, s in self.stacks],
            "standings": self.standings.to_dict(),
            "entries": [e.to_dict() for e in self.entries],
            "payouts": self.payouts.to_dict(),
            "clock": self.clock.to_dict(),
            "quiet": self.quiet,
            "hands_booked": self.hands_booked,
            "dealt": None if self.dealt is None else list(self.dealt),
            "colour_ups_done": list(self.colour_ups_done),
            "deal": None if self.deal is None else self.deal.to_dict(),
            "targets": None if self.targets is None else self.targets.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tournament:
        """Read :meth:`to_dict` back; :class:`TournamentError` if it is not a tournament."""
        try:
            dealt = data.get("dealt")
            deal = data.get("deal")
            targets = data.get("targets")
            return cls(
                schedule=Schedule.from_dict(data["schedule"]),
                terms=EntryTerms.from_dict(data["terms"]),
                seats=tuple(str(p) for p in data["seats"]),
                stacks=tuple((str(p), int(s)) for p, s in data["stacks"]),
                standings=Standings.from_dict(data["standings"]),
                entries=tuple(Entry.from_dict(e) for e in data["entries"]),
                payouts=PayoutTable.from_dict(data["payouts"]),
                clock=ClockState.from_dict(data["clock"]),
                quiet=bool(data.get("quiet", False)),
                hands_booked=int(data.get("hands_booked", 0)),
                dealt=None if dealt is None else (int(dealt[0]), int(dealt[1])),
                colour_ups_done=tuple(int(i) for i in data.get("colour_ups_done", ())),
                deal=None if deal is None else DealRecord.from_dict(deal),
                targets=None if targets is None else PlanTargets.from_dict(targets),
            )
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise TournamentError(f"not a tournament: {type(exc).__name__}: {exc}") from None
