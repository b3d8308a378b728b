"""The dealer's session: the table, the hand in play and its journal, outside any screen.

A :class:`DealerSession` is what a dealer does at the table, as plain method calls: deal a
hand, apply an action, undo, call a misdeal, record a floor ruling, book the finished
hand, then go on to the next one. Each step goes to the engine first (which refuses what
the rules do not allow) and then to the journal, and only once the journal has saved it
does the session's :attr:`~DealerSession.hand` change. A step that cannot be done comes
back as a :class:`Refusal` with the reason in a sentence, and then nothing has changed:
never a half-applied action, never a step shown that the database does not hold.

Between hands the session works out the next hand's table from its seat map (the stacks
carry over, the button moves, a player with no chips keeps his seat out of chips:
:meth:`~binglao_tui.core.engine.seat_map.SeatMap.plan`); chips bought
at the setup (a new player, a re-buy) are booked in the ledger when the next hand is
dealt, by comparing the stacks it starts with to the ledger's.

>>> from binglao_tui.core.engine.table import Seat, TableSetup
>>> from binglao_tui.core.rules import get_game
>>> table = TableSetup(get_game("plo"), (Seat("Ann", 100), Seat("Bob", 100)), "Ann", 1, 2)
>>> session = DealerSession(table)
>>> session.record_to(NullRecorder())  # keep nothing (the app attaches its database)
>>> session.deal(), session.apply(Action.deal_hole()), session.apply(Action.fold("Ann"))
(None, None, None)
>>> session.apply(Action.fold("Bob"))
Refusal(reason='the hand is over', kind=<RefusalKind.ILLEGAL: 'illegal'>)
>>> booked = session.finish()
>>> booked.next_table.button, session.hand_number, session.hand is None
('Bob', 1, True)
"""

from __future__ import annotations

import os
import random
import sqlite3
from collections.abc import Callable, Mapping
from typing import Any

from binglao_tui.core.engine.actions import NO_FLOOR_REASON, Action
from binglao_tui.core.engine.all_in import at_all_in
from binglao_tui.core.engine.hand import Hand, IllegalAction
from binglao_tui.core.engine.seat_map import Plan, SeatError, SeatMap, numbered
from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.mixed import MixedError, Outlook, Ring, Rotation, RotationState
from binglao_tui.core.rules import ButtonRule, ComingIn, Game
from binglao_tui.session import rotation as rotating
from binglao_tui.session.outcomes import Booked, LeftInPlay, Refusal, RefusalKind, TableChanges
from binglao_tui.session.recorder import HandRecorder, NullRecorder
from binglao_tui.store.errors import StoreError
from binglao_tui.store.recording import TableJournal
from binglao_tui.store.startup import Opened, open_for_table

Listener = Callable[[Hand | None], None]
"""Told the hand in play (None for none) every time it changes, once it is saved."""


def _store_failure(exc: BaseException) -> bool:
    """Whether ``exc`` is the database refusing a write (disk full, file gone, locked...)."""
    return isinstance(exc, (StoreError, sqlite3.Error, OSError))


class DealerSession:
    """One table's evening: the table set up, the hand in play, and where it is saved.

    ``table`` is the table the first hand is dealt at; ``rng`` is the fair die of
    :meth:`roll_die` (tests pass a seeded ``random.Random``). Nothing can be dealt until
    the session knows where to save: :meth:`attach` a database the store opened (or use
    :meth:`open`), or :meth:`record_to` a recorder of your own.
    """

    def __init__(self, table: TableSetup, *, rng: random.Random | None = None) -> None:
        self._stakes = table  # the game, stakes and house settings the next hand is dealt at
        self._seats = SeatMap.of_table(table)  # who sits where, and where the blinds were
        self._exact: TableSetup | None = table  # a table set up whole: its next hand is dealt as it is
        self._rotation: RotationState | None = None  # the games of a mixed evening, where they stand
        self._rng = rng if rng is not None else random.Random()
        self._hand: Hand | None = None
        self._number = 0  # the number of the hand in play, or of the last one dealt
        self._next = 1  # the number the next deal takes
        self._recorder: HandRecorder = NullRecorder()
        self._opened: Opened | None = None
        self._ready = False
        self._listeners: list[Listener] = []

    @classmethod
    def open(
        cls,
        table: TableSetup,
        db: str | os.PathLike[str] | None = None,
        games: Mapping[str, Game] | None = None,
        *,
        rng: random.Random | None = None,
    ) -> DealerSession:
        """A session saving to the database ``db`` (else ``$BINGLAO_TUI_DB``, else the user
        data folder), opened as the app opens it: for writing when the file is free,
        read-only when another binglao-tui holds it, not at all when it is damaged
        (:attr:`opened` says which). ``games`` resolve a hand left in play by its game's id."""
        session = cls(table, rng=rng)
        session.attach(open_for_table(db, games))
        return session

    # -- where the steps are saved ------------------------------------------------------------

    def attach(self, opened: Opened) -> None:
        """Save to the database as the store opened it: every step goes to its journal;
        without one (the file is read-only here, damaged, or missing) nothing is saved."""
        self._opened = opened
        self._recorder = opened.journal if opened.journal is not None else NullRecorder()
        self._ready = True

    def record_to(self, recorder: HandRecorder) -> None:
        """Send every step to ``recorder`` instead (no database is opened)."""
        self._recorder = recorder
        self._ready = True

    def close(self) -> None:
        """Close the database; the writer's lock goes with it."""
        if self._opened is not None:
            self._opened.close()

    @property
    def ready(self) -> bool:
        """Whether the session knows where to save (before that nothing can be dealt)."""
        return self._ready

    @property
    def opened(self) -> Opened | None:
        """The database as it was opened (None when none was attached)."""
        return self._opened

    @property
    def saving(self) -> bool:
        """Whether the steps are being saved anywhere."""
        return not isinstance(self._recorder, NullRecorder)

    @property
    def read_only(self) -> bool:
        """Whether the database is open for reading only (another binglao-tui writes it):
        the history and ledger can be read, hands played here are not saved."""
        opened = self._opened
        return opened is not None and opened.db is not None and opened.db.read_only

    # -- where the table stands -----------------------------------------------------------------

    @property
    def table(self) -> TableSetup:
        """The table: of the hand in play, else the one the next hand is dealt at."""
        return self._hand.setup if self._hand is not None else self.next_table

    @property
    def next_table(self) -> TableSetup:
        """The table the next deal is dealt at (a hand dealt but not begun is replaced);
        when fewer than two players can be dealt in, the stakes as they are set (and
        :meth:`deal` refuses, saying why)."""
        table = self.plan.table
        return table if table is not None else self._stakes

    @property
    def plan(self) -> Plan:
        """The next hand as the seat map gives it: its table, who waits and why, and why the
        button and the blinds stand where they do; with a rotation, dealt as its game."""
        return self._rotated()[0]

    def _plan_at(self, stakes: TableSetup) -> Plan:
        return Plan(stakes) if self._exact is not None else self._seats.plan(stakes)

    def _rotated(self) -> tuple[Plan, str | None]:
        """The next hand's plan, and why the rotation does not let it be dealt yet."""
        base = self._exact if self._exact is not None else self._stakes
        if self._rotation is None:
            return self._plan_at(base), None
        return rotating.rotated(self._rotation, self._plan_at, base)

    # -- the rotation of games ------------------------------------------------------------------

    @property
    def rotation(self) -> RotationState | None:
        """The games of a mixed evening and where they stand between hands (None: one game)."""
        return self._rotation

    @property
    def outlook(self) -> Outlook | None:
        """The rotation at the hand in play, else at the next hand: the game, the next game
        and when, who picks it (None without a rotation, or with nobody to deal to)."""
        state = self._rotation
        if state is None:
            return None
        if self._hand is not None:
            return rotating.hand_outlook(state, self._hand.setup, in_play=True)
        table = self._plan_at(self._exact if self._exact is not None else self._stakes).table
        return None if table is None else rotating.hand_outlook(state, table, in_play=False)

    @property
    def rotation_waits(self) -> str | None:
        """Why the rotation lets no hand be dealt now (a dealer's choice to make first, a
        game that cannot seat the table), else None."""
        return self._rotated()[1] if self._rotation is not None else None

    def set_rotation(self, rotation: Rotation | None) -> Refusal | None:
        """Play ``rotation`` from its start from the next hand on (None: one game, the
        stakes set). Refused while a hand is being played."""
        refusal = self._between_hands()
        if refusal is not None:
            return refusal
        state = None if rotation is None else RotationState(rotation)
        step = {"rotation": None if rotation is None else rotation.to_dict()}
        stakes = self._stakes
        if rotation is not None:  # the stakes set are the first game's until the rotation says
            try:
                stakes = rotation.games[0].table(stakes)
            except MixedError as exc:
                return Refusal(str(exc))
        return self._change("rotation", step, self._seats, stakes, self._exact, rotation=(state,))

    def choose(self, name: str, game: str) -> Refusal | None:
        """The dealer's choice: ``name`` picks ``game`` (its id) as the next game of the
        rotation. Refused when it is not his choice, the game is not on the menu, or a hand
        is being played."""
        refusal = self._between_hands()
        if refusal is not None:
            return refusal
        state = self._rotation
        if state is None:
            return Refusal("the table plays one game: nobody chooses")
        table = self._plan_at(self._exact if self._exact is not None else self._stakes).table
        if table is None:
            return Refusal(self.plan.problem or "nobody is seated to choose")
        try:
            chosen = state.choose(name, game, Ring.of_table(table))
        except MixedError as exc:
            return Refusal(str(exc))
        step = {"name": name, "game": game}
        return self._change("choose", step, self._seats, self._stakes, self._exact, rotation=(chosen,))

    @property
    def seat_map(self) -> SeatMap:
        """The table's seats and who sits in each (in, sitting out, waiting)."""
        return self._seats

    @property
    def stakes(self) -> TableSetup:
        """The game, stakes and house settings the next hand is dealt at."""
        return self._stakes

    @property
    def hand(self) -> Hand | None:
        """The hand in play, exactly as the journal has it (None between hands)."""
        return self._hand

    @property
    def hand_number(self) -> int:
        """The number of the hand in play (or of the last one); 0 before the first deal."""
        return self._number

    @property
    def in_progress(self) -> bool:
        """Whether something has happened in the hand in play (quitting then loses it
        unless it is saved)."""
        return self._hand is not None and bool(self._hand.actions)

    @property
    def can_change_table(self) -> bool:
        """Whether the table may be set up again now: before the first action of a hand,
        or once it is over (it is then booked first)."""
        hand = self._hand
        return hand is None or not hand.actions or hand.is_complete

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with the hand each time it changes; returns the unsubscriber."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    # -- the steps of a hand --------------------------------------------------------------------

    def changes(self, table: TableSetup) -> TableChanges:
        """What dealing at ``table`` instead of the present one would book and which
        players of the session's books would leave the table (nothing is changed: the
        setup shows this and asks first)."""
        return self.books(table.table_stacks)

    def books(self, stacks: Mapping[str, int]) -> TableChanges:
        """What a table whose seated players have ``stacks`` would book, and which players
        of the session's books would leave it (nothing is changed)."""
        journal = self._journal
        if journal is None:
            return TableChanges()
        booked = journal.booked_players()  # a seat nobody played from leaves nothing behind
        seated = self._seats.stacks
        leaving = tuple(
            Seat(name, chips) for name, chips in seated.items() if name not in stacks and name in booked
        )
        return TableChanges(journal.ledger_changes(stacks), leaving, fresh=not booked)

    def choose_table(self, table: TableSetup) -> Refusal | None:
        """Set up the table for the next deal as a whole (players, stakes, re-buys). Under
        a dead button, when it is the table already seated less some players, with stacks
        changed, at the same or other stakes, the seats keep their rotation: those players
        leave and the stacks are re-bought or cashed out, as the steps between hands would
        do (the big blind never skips a player nor comes round early); any other table is
        dealt next exactly as it is given (a tournament's, a remembered one, a moving
        button where the dealer set it). Refused while a hand is being played."""
        refusal = self._between_hands()
        if refusal is not None:
            return refusal
        kept = self._kept(table)
        if kept is not None:
            return self._change("table", {"table": table.to_dict()}, kept, table, None)
        return self._change("table", {"table": table.to_dict()}, SeatMap.of_table(table), table, table)

    def _kept(self, table: TableSetup) -> SeatMap | None:
        """The seat map after ``table`` replaced the one seated (see :meth:`choose_table`),
        or None when ``table`` is not the same seats less some players."""
        seats = self._seats
        if self._exact is not None or not seats.started or table.numbered or table.away:
            return None
        if table.rules.button_rule is not ButtonRule.DEAD:  # a moving button: as the dealer set it
            return None
        names = [name for name in seats.names if name in table.names]
        playing = self.next_table
        button_gone = playing.button not in table.names
        if names != list(table.names) or (table.button != playing.button and not button_gone):
            return None
        try:
            for name in seats.names:
                if name not in table.names:
                    seats = seats.leave(name)
            for seat in table.seats:
                seats = seats.restack(seat.name, seat.stack)
        except SeatError:
            return None
        return seats

    # -- the steps between hands: the seat map changes -------------------------------------

    def sit(self, seat: int, name: str, stack: int, *, post: bool | None = None) -> Refusal | None:
        """A new player sits in the empty ``seat``: after the first hand he posts one big
        blind to be dealt in at once (``post``) or waits for the big blind, as the house's
        ``new_player`` allows (None: the house's choice, else he waits)."""
        chosen = self._post_choice(self._stakes.rules.new_player, post, "a new player", default=False)
        if isinstance(chosen, Refusal):
            return chosen
        step = {"seat": seat, "name": name, "stack": stack, "post": chosen}
        return self._seat_step("sit", step, lambda seats: seats.sit(seat, name, stack, post=chosen))

    def leave(self, name: str) -> Refusal | None:
        """``name`` leaves the table with his chips (a cash-out in the books)."""
        return self._seat_step("leave", {"name": name}, lambda seats: seats.leave(name))

    def move(self, name: str, seat: int, *, post: bool = False) -> Refusal | None:
        """``name`` moves to the empty ``seat`` (a move past the big blind owes one)."""
        step = {"name": name, "seat": seat, "post": post}
        return self._seat_step("move", step, lambda seats: seats.move(name, seat, post=post))

    def rebuy(self, name: str, amount: int) -> Refusal | None:
        """``name`` buys ``amount`` more chips and keeps his seat (booked as a re-buy)."""
        step = {"name": name, "amount": amount}
        return self._seat_step("rebuy", step, lambda seats: seats.rebuy(name, amount))

    def restack(self, name: str, stack: int) -> Refusal | None:
        """``name``'s chips counted again as ``stack``: more is a re-buy, fewer a cash-out
        of the difference in the books."""
        step = {"name": name, "stack": stack}
        return self._seat_step("restack", step, lambda seats: seats.restack(name, stack))

    def sit_out(self, name: str) -> Refusal | None:
        """``name`` sits out: not dealt in; the blinds that pass him are owed."""
        return self._seat_step("sit_out", {"name": name}, lambda seats: seats.sit_out(name))

    def back(self, name: str, *, post: bool | None = None) -> Refusal | None:
        """``name`` comes back from sitting out: owing blinds, he posts them (``post``) or
        waits for the big blind, as the house's ``missed_blinds`` allows (None: the
        house's choice, else he posts)."""
        chosen = self._post_choice(
            self._stakes.rules.missed_blinds, post, "a player back with missed blinds", default=True
        )
        if isinstance(chosen, Refusal):
            return chosen
        step = {"name": name, "post": chosen}
        return self._seat_step("back", step, lambda seats: seats.back(name, post=chosen))

    def set_table(
        self,
        stakes: TableSetup,
        *,
        seats: int | None = None,
        button: int | None = None,
    ) -> Refusal | None:
        """Change the game, the stakes or the house settings between hands (the seats
        stay as they are); ``seats`` resizes the table, ``button`` starts the positions
        afresh from that seat."""
        refusal = self._between_hands()
        if refusal is not None:
            return refusal
        try:
            seat_map = self._seats if seats is None else self._seats.resized(seats)
            if button is not None:
                seat_map = seat_map.restart(button)
        except SeatError as exc:
            return Refusal(str(exc))
        step: dict[str, Any] = {"stakes": stakes.to_dict()}
        if seats is not None:
            step["seats"] = seats
        if button is not None:
            step["button"] = button
        return self._change("table", step, seat_map, stakes, None)

    def _post_choice(self, rule: ComingIn, post: bool | None, who: str, *, default: bool) -> bool | Refusal:
        """Whether a player owing a big blind posts: as asked (else ``default``), where the
        house allows it."""
        if rule is ComingIn.POST_OR_WAIT:
            return default if post is None else post
        wanted = rule is ComingIn.POST
        if post is not None and post != wanted:
            does = "posts to come in at once" if wanted else "waits for the big blind"
            return Refusal(f"the house's rule: {who} {does}")
        return wanted

    def _seat_step(
        self, kind: str, step: Mapping[str, Any], change: Callable[[SeatMap], SeatMap]
    ) -> Refusal | None:
        refusal = self._between_hands()
        if refusal is not None:
            return refusal
        try:
            seats = change(self._seats)
        except SeatError as exc:
            return Refusal(str(exc))
        return self._change(kind, step, seats, self._stakes, None)

    def _between_hands(self) -> Refusal | None:
        if self._hand is not None and self._hand.actions and not self._hand.is_complete:
            return Refusal("Finish the hand first (or call a misdeal) to change the table.")
        if self._hand is not None and self._hand.is_complete:
            return Refusal("book the finished hand first, then change the table")
        return None

    def _change(
        self,
        kind: str,
        step: Mapping[str, Any],
        seats: SeatMap,
        stakes: TableSetup,
        exact: TableSetup | None,
        *,
        rotation: tuple[RotationState | None] | None = None,
    ) -> Refusal | None:
        """Check that the table still deals (or cannot for want of players), save the step
        with the table it leaves, then make it the session's (a hand dealt but not begun
        goes: the next deal deals again at the new table). ``rotation``: the rotation it
        leaves, when it changes it."""
        try:
            if exact is None:
                seats.plan(stakes)
        except (SeatError, SetupError) as exc:
            return Refusal(str(exc))
        (games,) = rotation if rotation is not None else (self._rotation,)
        state = _state(seats, stakes, exact, games)
        refusal = self._save(lambda: self._recorder.table_changed(kind, step, state))
        if refusal is not None:
            return refusal
        self._seats, self._stakes, self._exact, self._rotation = seats, stakes, exact, games
        if self._hand is not None:  # dealt, not begun: the journal dropped it
            self._next = self._number
            self._show(None)
        return None

    def deal(self) -> Refusal | None:
        """Deal a new hand at the table: the blinds and antes go in. Refused while a hand
        is being played. When the journal cannot save the deal, no hand is in play
        afterwards (the hand it was to replace may already be gone from the journal)."""
        if not self._ready:
            return Refusal("the journal is still opening; deal in a moment")
        if self.read_only:
            return Refusal(
                "this binglao-tui cannot record hands: the database is open read-only here "
                "(the history and ledger can be read)"
            )
        if self._hand is not None and self._hand.actions:
            return Refusal("a hand is being played: finish it or call a misdeal first")
        number = self._next
        plan, waiting = self._rotated()
        if waiting is not None:
            return Refusal(waiting)
        table = plan.table
        if table is None:
            return Refusal(plan.problem or "no hand can be dealt")
        hand = Hand.start(table)
        refusal = self._save(lambda: self._recorder.hand_started(number, hand))
        if refusal is not None:
            self._show(None)
            return refusal
        self._number = self._recorder.hand_number or number
        self._next = self._number  # dealt again with the same number until it is played
        self._show(hand)
        return None

    def apply(self, action: Action) -> Refusal | None:
        """Give ``action`` to the engine, then to the journal; the engine's reason when
        the rules refuse it."""
        hand = self._hand
        if hand is None:
            return Refusal("no hand is being played")
        try:
            after = hand.apply(action)
        except IllegalAction as exc:
            return Refusal(str(exc))
        refusal = self._save(lambda: self._recorder.action_applied(action, after))
        if refusal is not None:
            return refusal
        self._show(after)
        return None

    def roll_die(self) -> Refusal | None:
        """The button rolls the session's fair die: a face from 1 to the die's sides."""
        hand = self._hand
        if hand is None:
            return Refusal("no hand is being played")
        die = hand.setup.game.die
        face = self._rng.randint(1, die.sides if die is not None else 6)
        return self.apply(Action.roll(face))

    def floor(self, awards: Mapping[str, int], note: str = NO_FLOOR_REASON) -> Refusal | None:
        """The floor's ruling: ``awards`` by player replace the judge's (the engine checks
        that they hand out exactly the pot, in whole chips, once the betting is over)."""
        return self.apply(Action.floor(awards, note))

    def chop(self, awards: Mapping[str, int], shares: str) -> Refusal | None:
        """The players all in take their equity instead of the board (the house's
        ``equity_chop``): ``awards`` by player, worked out by the equity
        (:func:`binglao_tui.core.equity.chop.equity_chop`), ``shares`` their equities in
        words. Recorded and undone as a floor's awards, noted as chopped by equity."""
        hand = self._hand
        if hand is None:
            return Refusal("no hand is being played")
        if not hand.setup.rules.equity_chop:
            return Refusal("this table does not chop by equity: the house rule equity_chop is off")
        if not at_all_in(hand) or len(hand.boards) > 1:
            return Refusal("a chop by equity is agreed at an all-in, before the board is run (once)")
        return self.apply(Action.chop(awards, shares))

    def undo(self) -> Refusal | None:
        """Take back the last action of the hand."""
        hand = self._hand
        if hand is None or not hand.actions:
            return Refusal("Nothing to undo: this is the first step of the hand")
        before = hand.undo()
        refusal = self._save(lambda: self._recorder.undone(before))
        if refusal is not None:
            return refusal
        self._show(before)
        return None

    def misdeal(self, *, deal_again: bool = True) -> Refusal | None:
        """Void the hand: every chip goes back where it was at its start, and the same
        button deals again under the same number (at once, or at the next :meth:`deal`
        when not ``deal_again``). When the void cannot be saved the hand stays as it was;
        when the new deal cannot, no hand is in play afterwards."""
        hand = self._hand
        if hand is not None:
            refusal = self._save(lambda: self._recorder.misdealt(hand))
            if refusal is not None:
                return refusal
            self._hand = None
            self._next = self._number
        if not deal_again:
            self._show(None)
            return None
        return self.deal()

    def put_away(self) -> Refusal | None:
        """Void a hand dealt but not begun and leave no hand in play (a tournament decided
        by a deal before its next hand was played); :meth:`deal` deals the next."""
        hand = self._hand
        if hand is None:
            return None
        if hand.actions:
            return Refusal("a hand is being played: finish it or call a misdeal first")
        refusal = self._save(lambda: self._recorder.misdealt(hand))
        if refusal is not None:
            return refusal
        self._next = self._number
        self._show(None)
        return None

    def finish(self) -> Booked | Refusal:
        """Book the finished hand (the history, the stacks in the ledger) and set the
        table for the next one: stacks carried over, the button moved on, players with no
        chips gone. No hand is in play afterwards; :meth:`deal` deals the next."""
        hand = self._hand
        if hand is None or not hand.is_complete or hand.finishing_stacks is None:
            return Refusal("the hand is not over yet")
        stacks = hand.finishing_stacks
        seats = self._seats_of(hand).after_hand(numbered(hand.setup), stacks)
        stakes = self._exact if self._exact is not None else self._stakes
        games = self._rotation
        if games is not None:  # the stakes go on as the hand's game's until the rotation changes them
            games = rotating.after_hand(games, hand.setup)
            if games.game is not None:
                stakes = games.game.table(stakes)
        state = _state(seats, stakes, None, games)
        refusal = self._save(lambda: self._recorder.hand_finished(hand, state))
        if refusal is not None:
            return refusal
        self._seats, self._stakes, self._exact, self._rotation = seats, stakes, None, games
        self._next = self._number + 1
        self._show(None)
        left = tuple(name for name in hand.setup.names if stacks.get(name, 0) <= 0)
        return Booked(self._number, left, self.plan.table)

    def _seats_of(self, hand: Hand) -> SeatMap:
        """The seat map ``hand`` was dealt from: the session's, or (a table set up whole,
        a hand resumed from a journal without its table) the hand's own table."""
        if self._exact is None and set(hand.setup.names) <= set(self._seats.names):
            return self._seats
        return SeatMap.of_table(hand.setup)

    def may_end_session(self) -> Refusal | None:
        """Why the session cannot be ended now (a hand being played, or finished and not
        booked yet), or None: asked before the dealer is asked to confirm the ending."""
        hand = self._hand
        if hand is not None and hand.actions and not hand.is_complete:
            return Refusal("a hand is being played: finish it or call a misdeal before ending the session")
        if hand is not None and hand.is_complete:
            return Refusal("book the finished hand first (enter), then end the session")
        return None

    def end_session(self) -> Refusal | None:
        """Close the ledger's session (the players settle up as its ledger shows). Refused
        while a hand is being played, whose chips are still moving. A hand dealt but not
        begun is dealt again, so that it opens the new session instead of changing the
        books of the one just settled."""
        journal = self._journal
        hand = self._hand
        if journal is None:
            return None
        refusal = self.may_end_session()
        if refusal is not None:
            return refusal
        refusal = self._save(journal.end_session)
        if refusal is None and hand is not None:
            self._next = self._number
            return self.deal()
        return refusal

    # -- a hand left in play by the last run ----------------------------------------------------

    @property
    def left_in_play(self) -> LeftInPlay | None:
        """The hand the last run left in play, if the journal has one."""
        journal = self._journal
        journaled = journal.unfinished() if journal is not None else None
        if journaled is None:
            return None
        return LeftInPlay(journaled.number, journaled.game, len(journaled.actions))

    def resume(self) -> Refusal | None:
        """Rebuild the hand left in play exactly as it stood (stacks, pots, board, roll,
        who acts) and carry on journaling it. A hand that can no longer be replayed (its
        game's rules changed) is voided, and the refusal says why."""
        journal = self._journal
        if journal is None:
            return Refusal("no journal is open")
        try:
            hand = journal.resume()
        except StoreError as exc:
            voided = self._save(lambda: journal.discard_unfinished("could not be replayed"))
            return voided if voided is not None else Refusal(str(exc))
        if hand is None:
            return Refusal("no hand was left in play")
        if not self._restore(journal):
            self._seats, self._stakes, self._exact = SeatMap.of_table(hand.setup), hand.setup, hand.setup
        self._number = journal.hand_number or 1
        self._next = self._number
        self._show(hand)
        return None

    def restore(self) -> bool:
        """Take the table as the journal last kept it between hands (the seat map, the
        stakes): a run killed between hands goes on where it stopped. False when the
        journal keeps none."""
        journal = self._journal
        return journal is not None and self._restore(journal)

    def _restore(self, journal: TableJournal) -> bool:
        try:
            state = journal.table_state()
            if state is None:
                return False
            seats, stakes, exact = _read_state(state, journal.games)
            games = rotating.kept(state, journal.games)
        except (StoreError, SeatError, SetupError, MixedError):
            return False
        self._seats, self._stakes, self._exact, self._rotation = seats, stakes, exact, games
        return True

    def void_left_in_play(self) -> Refusal | None:
        """Void the hand left in play (the dealer chose not to resume it): its chips go
        back where they were at its start."""
        journal = self._journal
        if journal is None:
            return None
        return self._save(journal.discard_unfinished)

    # -- inside ---------------------------------------------------------------------------------

    @property
    def _journal(self) -> TableJournal | None:
        return self._opened.journal if self._opened is not None else None

    def _save(self, step: Callable[[], object]) -> Refusal | None:
        """Run one write: None once it is saved, else the refusal saying why it is not."""
        try:
            step()
        except Exception as exc:
            if not _store_failure(exc):
                raise
            return Refusal(f"Not saved, so not done: {exc}", RefusalKind.NOT_SAVED)
        return None

    def _show(self, hand: Hand | None) -> None:
        self._hand = hand
        for listener in list(self._listeners):
            listener(hand)


def _state(
    seats: SeatMap, stakes: TableSetup, exact: TableSetup | None, rotation: RotationState | None
) -> dict[str, Any]:
    """The table as the journal keeps it between hands (with the rotation, when one is played)."""
    state: dict[str, Any] = {"seats": seats.to_dict(), "stakes": stakes.to_dict()}
    if exact is not None:
        state["exact"] = exact.to_dict()
    if rotation is not None:
        state[rotating.KEY] = rotation.to_dict()
    return state


def _read_state(
    state: Mapping[str, Any], games: Mapping[str, Game] | None
) -> tuple[SeatMap, TableSetup, TableSetup | None]:
    """Read back :func:`_state`."""
    try:
        seats = SeatMap.from_dict(state["seats"])
        stakes = TableSetup.from_dict(state["stakes"], games)
        exact = TableSetup.from_dict(state["exact"], games) if "exact" in state else None
    except (KeyError, TypeError) as exc:
        raise SeatError(f"the table kept cannot be read: {exc}") from None
    return seats, stakes, exact
