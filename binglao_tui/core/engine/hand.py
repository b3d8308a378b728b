"""One hand, from the blinds to the payout: an immutable state the dealer steps through.

>>> from binglao_tui.core.rules import get_game
>>> from binglao_tui.core.engine.table import Seat, TableSetup
>>> setup = TableSetup(get_game("plo"), (Seat("Ann", 200), Seat("Bob", 200), Seat("Cy", 200)),
...                    button="Ann", small_blind=1, big_blind=2)
>>> hand = Hand.start(setup).apply(Action.deal_hole())
>>> hand.actor, hand.legal().max_raise_to
('Ann', 7)
>>> hand.apply(Action.raise_to("Ann", 8))
Traceback (most recent call last):
...
binglao_tui.core.engine.state.IllegalAction: Raise to 8 is over the pot limit of 7

A hand is its :class:`~binglao_tui.core.engine.table.TableSetup` plus the list of
:class:`~binglao_tui.core.engine.actions.Action` records applied so far. :meth:`Hand.apply`
returns a new hand and leaves the old one as it was, so undo is :meth:`Hand.undo` (a
replay without the last action) and the journal only needs the setup and the actions.

What the engine asks for, in order: the button's die roll (die games that roll before
the deal), the hole cards, the preflop betting, the flop (then, in games that roll after
the flop betting, the roll), the turn, the river, the showdown. Blinds and antes are
posted by :meth:`Hand.start`. Cards may be entered or left unknown; the showdown needs
the shown hands and the board cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.cards import Card
from binglao_tui.core.engine import moves, settle
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.dealing import DECK_SIZE, STREET_CARDS
from binglao_tui.core.engine.instructions import next_step
from binglao_tui.core.engine.log import LogEntry, log_entry
from binglao_tui.core.engine.options import AllIn, Options, options
from binglao_tui.core.engine.state import IllegalAction, Phase, Player, State, Street
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import RollTime, Variant
from binglao_tui.core.showdown.judge import Ruling
from binglao_tui.core.showdown.pots import Pot

__all__ = [
    "AllIn",
    "BoardDue",
    "BoardGap",
    "Hand",
    "IllegalAction",
    "Options",
    "Phase",
    "PlayerView",
    "Street",
]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the table sees them now."""

    name: str
    stack: int  # chips behind
    bet: int  # chips in front this street
    committed: int  # chips put in this hand so far
    folded: bool
    all_in: bool
    hole: tuple[Card, ...] | None  # None: not entered
    shown: bool
    mucked: bool


@dataclass(frozen=True, slots=True)
class BoardDue:
    """The board cards due next: for which board (1, or 2 when run twice), on which
    street, and how many cards that street takes."""

    board: int
    street: Street
    cards: int


@dataclass(frozen=True, slots=True)
class BoardGap:
    """Board cards dealt face up but not entered yet: the board (1 or 2) and the places
    missing on it (0-2 the flop, 3 the turn, 4 the river)."""

    board: int
    places: tuple[int, ...]


class Hand:
    """The state of one hand. Never changes: every action returns a new ``Hand``."""

    __slots__ = ("_actions", "_log", "_state")

    def __init__(self, state: State, actions: tuple[Action, ...], log: tuple[LogEntry, ...] = ()) -> None:
        self._state = state
        self._actions = actions
        self._log = log

    # -- building ----------------------------------------------------------------------------

    @classmethod
    def start(cls, setup: TableSetup) -> Hand:
        """Seat the players and post the blinds, antes and straddle."""
        players = [Player(seat.name, seat.stack) for seat in setup.seats]
        state = State(setup, players)
        state.post_forced_bets()
        game = setup.game
        if game.die is None:
            state.variant = game.variant()
            state.hole_count = state.variant.hole_cards
        elif game.die.roll_time is RollTime.BEFORE_DEAL:
            state.phase = Phase.ROLL
        else:
            state.hole_count = game.hole_cards
        return cls(state, ())

    @classmethod
    def replay(cls, setup: TableSetup, actions: Iterable[Action]) -> Hand:
        """The hand after ``actions``; an illegal one raises, naming its number."""
        hand = cls.start(setup)
        for number, action in enumerate(actions, start=1):
            try:
                hand = hand.apply(action)
            except IllegalAction as exc:
                raise IllegalAction(f"action {number} ({action.describe()}): {exc}") from None
        return hand

    def apply(self, action: Action) -> Hand:
        """A new hand with ``action`` applied, or :class:`IllegalAction` (this one unchanged)."""
        state = self._state.copy()
        moves.apply(state, action)
        return Hand(state, (*self._actions, action), (*self._log, log_entry(self._state, action, state)))

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalAction` if ``action`` is not allowed now."""
        self.apply(action)

    def can_apply(self, action: Action) -> bool:
        """Whether ``action`` is allowed now."""
        try:
            self.apply(action)
        except IllegalAction:
            return False
        return True

    def undo(self) -> Hand:
        """The hand as it was before the last action."""
        return Hand.replay(self.setup, self._actions[:-1])

    # -- JSON ----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The setup and the actions: all the journal needs to rebuild the hand."""
        return {"setup": self.setup.to_dict(), "actions": [a.to_dict() for a in self._actions]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], games: Any = None) -> Hand:
        setup = TableSetup.from_dict(data["setup"], games)
        return cls.replay(setup, [Action.from_dict(a) for a in data.get("actions", [])])

    # -- where the hand stands -----------------------------------------------------------------

    @property
    def setup(self) -> TableSetup:
        return self._state.setup

    @property
    def actions(self) -> tuple[Action, ...]:
        return self._actions

    @property
    def log(self) -> tuple[str, ...]:
        """Each action in a dealer's words with the chips it moved ("Eve calls 8"), in order;
        an action that closed the betting also says the uncalled bet it gave back."""
        return tuple(entry.words() for entry in self._log)

    @property
    def log_entries(self) -> tuple[LogEntry, ...]:
        """The log before it is worded, for a reader with its own words (the table display
        names no hole cards; the history writes chips in the table's units)."""
        return self._log

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def street(self) -> Street:
        return self._state.street

    @property
    def actor(self) -> str | None:
        """Who acts now: the bettor in turn, or the next to show at the showdown."""
        return self._state.actor

    @property
    def is_complete(self) -> bool:
        return self._state.phase is Phase.COMPLETE

    @property
    def roll(self) -> int | None:
        return self._state.roll

    @property
    def variant(self) -> Variant | None:
        """What is played: known from the start, or once the die is rolled."""
        return self._state.variant

    @property
    def hole_cards(self) -> int:
        """Hole cards each (0 until a die game's roll says)."""
        return self._state.hole_count

    @property
    def board(self) -> tuple[Card | None, ...]:
        """The (first) board so far; None for a card dealt but not entered."""
        return tuple(self._state.boards[0])

    @property
    def known_cards(self) -> dict[str, tuple[Card, ...]]:
        """Every card entered so far, by where it is (``player Ann``, ``board``; run twice,
        ``board 1`` and ``board 2``): what a card typed next must not repeat."""
        return {where: tuple(cards) for where, cards in moves.known_cards(self._state).items()}

    @property
    def unshown(self) -> tuple[str, ...]:
        """The players whose hole cards were never entered: unknown cards to the odds."""
        return tuple(player.name for player in self.players if not player.hole)

    @property
    def boards(self) -> tuple[tuple[Card | None, ...], ...]:
        """Every board: one, or two when the hand is run twice."""
        return tuple(tuple(b) for b in self._state.boards[: self._state.runs])

    @property
    def players(self) -> tuple[PlayerView, ...]:
        return tuple(
            PlayerView(p.name, p.stack, p.bet, p.committed, p.folded, p.all_in, p.hole, p.shown, p.mucked)
            for p in self._state.players
        )

    @property
    def stacks(self) -> dict[str, int]:
        """Chips behind each player now."""
        return {p.name: p.stack for p in self._state.players}

    @property
    def bets(self) -> dict[str, int]:
        """Chips in front of each player this street."""
        return {p.name: p.bet for p in self._state.players}

    @property
    def pot_total(self) -> int:
        """Every chip in the middle and in front of the players."""
        s = self._state
        return s.middle + sum(p.bet for p in s.players)

    @property
    def pots(self) -> tuple[Pot, ...]:
        """Main pot and side pots as they stand, counting the bets in front (live view)."""
        if self.is_complete:
            return ()
        return settle.pots(self._state)

    @property
    def pots_in_middle(self) -> tuple[Pot, ...]:
        """Main pot and side pots as the last complete betting round left them: the bets
        in front of the players (:attr:`bets_in_front`) are not in them until the round ends."""
        if self.is_complete:
            return ()
        return settle.pots(self._state, in_front=False)

    @property
    def bets_in_front(self) -> int:
        """The chips bet in the round still open, not in the middle yet."""
        return sum(p.bet for p in self._state.players)

    @property
    def total_chips(self) -> int:
        """Stacks plus everything in play: equal to the setup's total at every step."""
        return self._state.total_chips

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen this hand (everyone left is all in)."""
        return self._state.betting_over

    @property
    def may_still_check(self) -> str | None:
        """The big blind whose option was passed over because nobody left could answer a
        bet: he may still check (it changes nothing) until the next action."""
        return self._state.may_still_check

    @property
    def returned(self) -> dict[str, int]:
        """Uncalled bets given back, by player."""
        return dict(self._state.returned)

    def legal(self) -> Options | None:
        """The options of the player to act in a betting round, or None."""
        return options(self._state)

    @property
    def showdown_order(self) -> tuple[str, ...]:
        """Live players in the order they show (last aggressor first, else left of the button)."""
        return tuple(settle.showdown_order(self._state))

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The showdown judge's rulings: one per board (none when the pot was not contested)."""
        return self._state.rulings

    def rulings_in(self, amount_text: Callable[[int], str]) -> tuple[Ruling, ...]:
        """:attr:`rulings` with the chips in their pot lines written by ``amount_text`` (a
        hand entered in decimal units, such as an imported PHH file, writes them so)."""
        return settle.reworded(self._state, amount_text)

    @property
    def uncontested(self) -> tuple[tuple[int, str, int], ...]:
        """The pots pushed without a ruling, as (place, winner, amount), the place counted
        among all the pots from 0 (the main pot): nobody else was left in them and the
        winner's hand was not needed (unshown, or no pot was contested)."""
        return self._state.uncontested

    @property
    def ruling(self) -> Ruling | None:
        return self._state.rulings[0] if self._state.rulings else None

    @property
    def winner_by_fold(self) -> str | None:
        return self._state.winner_by_fold

    @property
    def floor_ruling(self) -> Action | None:
        """The floor's ruling that gave the pot (the last, if it ruled twice), or None."""
        return next((a for a in reversed(self._actions) if a.kind is ActionKind.FLOOR), None)

    @property
    def payouts(self) -> dict[str, int] | None:
        """Chips pushed to each player at the end (None until the hand is complete)."""
        return None if self._state.payouts is None else dict(self._state.payouts)

    @property
    def finishing_stacks(self) -> dict[str, int] | None:
        """Each player's chips after the payout (None until the hand is complete)."""
        return self.stacks if self.is_complete else None

    @property
    def cards_used(self) -> int:
        return moves.cards_used(self._state)

    @property
    def stub(self) -> int:
        """Cards left in the deck now (the stub), after hole cards, burns and boards."""
        return DECK_SIZE - moves.cards_used(self._state)

    @property
    def stub_after_hole_cards(self) -> int:
        """Cards left in the stub once every player has their hole cards."""
        return DECK_SIZE - len(self._state.players) * self._state.hole_count

    @property
    def board_due(self) -> BoardDue | None:
        """The next board cards to deal (None unless board cards are due now)."""
        s = self._state
        if s.phase is not Phase.DEAL_BOARD:
            return None
        number = moves.next_board(s)
        street = Street(1 + {0: 0, 3: 1, 4: 2}[len(s.boards[number - 1])])
        return BoardDue(number, street, STREET_CARDS[street.value - 1])

    @property
    def board_gap(self) -> BoardGap | None:
        """The first board with cards dealt but not entered (None when every card dealt
        is known); the showdown waits for them."""
        number = settle.unknown_board(self._state)
        if number is None:
            return None
        board = self._state.boards[number - 1]
        return BoardGap(number, tuple(i for i, card in enumerate(board) if card is None))

    @property
    def floor_open(self) -> bool:
        """Whether a floor ruling may award the pot now: once the betting is over for
        good (at the showdown, after it, or when everyone left is all in)."""
        s = self._state
        if s.phase in (Phase.SHOWDOWN, Phase.COMPLETE):
            return True
        return s.betting_over and s.phase is not Phase.BETTING

    @property
    def next_step(self) -> str:
        """What the dealer does next, in plain words. An uncalled bet given back on the
        last street is said with the pushes at the end; one given back on an earlier street
        went back before the next card was dealt (the log said so then)."""
        last_street: dict[str, int] = {}
        for entry in reversed(self._log):
            if entry.action.kind is ActionKind.DEAL_BOARD:
                break
            for name, chips in entry.returned:
                last_street[name] = last_street.get(name, 0) + chips
        return next_step(self._state, returned_now=last_street)

    def __repr__(self) -> str:
        return f"<Hand {self.setup.game.id} {self.phase.value} after {len(self._actions)} actions>"
