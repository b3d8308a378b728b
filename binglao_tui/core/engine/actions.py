"""What happens in a hand, one frozen record per event: the dealer's log.

A hand is its :class:`~binglao_tui.core.engine.table.TableSetup` plus the list of these records,
in order. Replaying the list through :class:`~binglao_tui.core.engine.hand.Hand` rebuilds every
state of the hand, which is how undo and the journal work.

Amounts are always totals in front of the player for the current street: ``BET 30`` and
``RAISE 90`` mean "to 30" and "to 90", whatever the player had in front before.

>>> Action.raise_to("Bob", 90).describe()
'Bob raises to 90'
>>> Action.from_dict(Action.fold("Ann").to_dict()) == Action.fold("Ann")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from binglao_tui.core.cards import Card, CardError, format_cards, parse_cards

NO_FLOOR_REASON = "floor ruling"
"""The note a floor ruling records when the dealer typed no reason (the app's floor dialog
and the dealer's session write it): words for "no reason", never shown as one."""


def floor_reason(note: str) -> str:
    """The reason a floor ruling was given, as typed; "" when none was typed.

    >>> floor_reason("Cat's cards were exposed")
    "Cat's cards were exposed"
    >>> floor_reason("floor ruling"), floor_reason("  ")
    ('', '')
    """
    return "" if note.strip().lower() in ("", NO_FLOOR_REASON) else note.strip()


CHOPPED_BY_EQUITY = "chopped by equity"
"""How the note of an equity chop begins: the players all in took their equity in chips
instead of the rest of the board (the house's ``equity_chop``). It is recorded as the
floor's awards, so the journal, undo, the history and a PHH file keep it as they keep a
floor ruling; the note says it was the players' deal, and each one's equity."""


def chop_shares(note: str) -> str | None:
    """The equities an equity chop's note records (``Ann 61.54%, Bob 38.46%``), or None
    when the note is not a chop's.

    >>> chop_shares("chopped by equity: Ann 61.54%, Bob 38.46%")
    'Ann 61.54%, Bob 38.46%'
    >>> chop_shares("Cat's cards were exposed") is None
    True
    """
    head, _, shares = note.partition(":")
    return shares.strip() if head.strip().lower() == CHOPPED_BY_EQUITY else None


class ActionKind(Enum):
    """The kinds of event in a hand's log."""

    ROLL = "roll"  # the button's die roll (amount = the face)
    DEAL_HOLE = "deal-hole"  # hole cards dealt: to one player, or (player None) to everyone
    DEAL_BOARD = "deal-board"  # a burn and the next board cards (cards may be unknown)
    BOARD_CARDS = "board-cards"  # the cards of a board dealt earlier face up but not entered
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"  # amount = the bet, when nobody has bet yet this street
    RAISE = "raise"  # amount = the raise-to total for the street
    ALL_IN = "all-in"  # every chip the player has, whatever that amounts to
    RUN_TWICE = "run-twice"  # everyone left is all in and agrees to two boards
    SHOW = "show"  # hole cards tabled at the showdown
    MUCK = "muck"  # hole cards thrown away unshown: the player gives up the pot
    FLOOR = "floor"  # a floor ruling: the awards, overriding the showdown's


BETTING_KINDS = frozenset(
    {ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN}
)
"""The kinds a player does in turn during a betting round."""


class ActionError(ValueError):
    """A log record that cannot be read back (bad dict, unknown kind, bad cards)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One event in a hand.

    ``player`` names the seat for player actions (None for the dealer's actions and for
    a deal to everyone); ``amount`` is the bet or raise-to total, or the die face for
    ``ROLL``; ``cards`` are dealt, shown or entered cards; ``board`` says which board a
    ``DEAL_BOARD`` or ``BOARD_CARDS`` is for (1, or 2 when the hand is run twice);
    ``awards`` are a floor ruling's payouts, by player.
    """

    kind: ActionKind
    player: str | None = None
    amount: int | None = None
    cards: tuple[Card, ...] = ()
    board: int = 1
    awards: tuple[tuple[str, int], ...] = ()
    note: str = ""

    # -- constructors a caller reads like the dealer speaks -------------------------------

    @classmethod
    def roll(cls, face: int) -> Action:
        return cls(ActionKind.ROLL, amount=face)

    @classmethod
    def deal_hole(cls, player: str | None = None, cards: Iterable[Card] = ()) -> Action:
        """Hole cards dealt: to ``player`` (cards known or not), or to everyone (None)."""
        return cls(ActionKind.DEAL_HOLE, player=player, cards=tuple(cards))

    @classmethod
    def deal_board(cls, cards: Iterable[Card] = (), board: int = 1) -> Action:
        """Burn one and deal the next street; ``cards`` may be left empty and entered later."""
        return cls(ActionKind.DEAL_BOARD, cards=tuple(cards), board=board)

    @classmethod
    def board_cards(cls, cards: Iterable[Card], board: int = 1) -> Action:
        """The whole of a board dealt so far, entered after the event."""
        return cls(ActionKind.BOARD_CARDS, cards=tuple(cards), board=board)

    @classmethod
    def fold(cls, player: str) -> Action:
        return cls(ActionKind.FOLD, player=player)

    @classmethod
    def check(cls, player: str) -> Action:
        return cls(ActionKind.CHECK, player=player)

    @classmethod
    def call(cls, player: str) -> Action:
        return cls(ActionKind.CALL, player=player)

    @classmethod
    def bet(cls, player: str, amount: int) -> Action:
        return cls(ActionKind.BET, player=player, amount=amount)

    @classmethod
    def raise_to(cls, player: str, amount: int) -> Action:
        return cls(ActionKind.RAISE, player=player, amount=amount)

    @classmethod
    def all_in(cls, player: str) -> Action:
        return cls(ActionKind.ALL_IN, player=player)

    @classmethod
    def run_twice(cls) -> Action:
        return cls(ActionKind.RUN_TWICE)

    @classmethod
    def show(cls, player: str, cards: Iterable[Card] = ()) -> Action:
        """Table hole cards; ``cards`` may be left out when the deal recorded them."""
        return cls(ActionKind.SHOW, player=player, cards=tuple(cards))

    @classmethod
    def muck(cls, player: str) -> Action:
        return cls(ActionKind.MUCK, player=player)

    @classmethod
    def floor(cls, awards: Mapping[str, int], note: str = "") -> Action:
        """A floor ruling: who gets how much of the pot, overriding the showdown."""
        return cls(ActionKind.FLOOR, awards=tuple(awards.items()), note=note)

    @classmethod
    def chop(cls, awards: Mapping[str, int], shares: str) -> Action:
        """An equity chop: the players' deal at an all-in, each taking ``awards`` (their
        equity in whole chips), ``shares`` their equities in words."""
        return cls.floor(awards, f"{CHOPPED_BY_EQUITY}: {shares}")

    @property
    def is_chop(self) -> bool:
        """Whether this is an equity chop (a floor's awards whose note says so)."""
        return self.kind is ActionKind.FLOOR and chop_shares(self.note) is not None

    # -- reading ---------------------------------------------------------------------------

    @property
    def face(self) -> int | None:
        """The die face of a ``ROLL``."""
        return self.amount if self.kind is ActionKind.ROLL else None

    @property
    def is_betting(self) -> bool:
        """True for fold, check, call, bet, raise and all-in."""
        return self.kind in BETTING_KINDS

    def describe(self) -> str:
        """The action in a dealer's words: ``"Bob raises to 90"``."""
        who = self.player or "Dealer"
        cards = format_cards(self.cards) if self.cards else ""
        match self.kind:
            case ActionKind.ROLL:
                return f"Button rolls {self.amount}"
            case ActionKind.DEAL_HOLE:
                target = self.player or "everyone"
                return f"Deal hole cards to {target}" + (f": {cards}" if cards else "")
            case ActionKind.DEAL_BOARD:
                which = " (second board)" if self.board == 2 else ""
                return f"Burn and deal{which}" + (f": {cards}" if cards else "")
            case ActionKind.BOARD_CARDS:
                which = "second board" if self.board == 2 else "board"
                return f"The {which} is {cards}"
            case ActionKind.FOLD:
                return f"{who} folds"
            case ActionKind.CHECK:
                return f"{who} checks"
            case ActionKind.CALL:
                return f"{who} calls"
            case ActionKind.BET:
                return f"{who} bets {self.amount}"
            case ActionKind.RAISE:
                return f"{who} raises to {self.amount}"
            case ActionKind.ALL_IN:
                return f"{who} is all in"
            case ActionKind.RUN_TWICE:
                return "Run it twice"
            case ActionKind.SHOW:
                return f"{who} shows" + (f" {cards}" if cards else "")
            case ActionKind.MUCK:
                return f"{who} mucks"
            case ActionKind.FLOOR if self.is_chop:
                paid = ", ".join(f"{name} {amount}" for name, amount in self.awards if amount)
                return f"Chopped by equity: {paid}"
            case ActionKind.FLOOR:
                paid = ", ".join(f"{name} {amount}" for name, amount in self.awards if amount)
                reason = floor_reason(self.note)
                return f"Floor ruling: {paid}" + (f" ({reason})" if reason else "")
        raise AssertionError(self.kind)  # pragma: no cover

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict with only the fields that matter for this kind."""
        data: dict[str, Any] = {"kind": self.kind.value}
        if self.player is not None:
            data["player"] = self.player
        if self.amount is not None:
            data["amount"] = self.amount
        if self.cards:
            data["cards"] = [str(card) for card in self.cards]
        if self.board != 1:
            data["board"] = self.board
        if self.awards:
            data["awards"] = {name: amount for name, amount in self.awards}
        if self.note:
            data["note"] = self.note
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Action:
        """Read back :meth:`to_dict`; raises :class:`ActionError` naming the bad field."""
        if not isinstance(data, Mapping):
            raise ActionError(f"an action must be an object (got {data!r})")
        try:
            kind = ActionKind(data.get("kind"))
        except ValueError:
            kinds = ", ".join(k.value for k in ActionKind)
            raise ActionError(f"unknown action kind {data.get('kind')!r} (kinds: {kinds})") from None
        player = data.get("player")
        if player is not None and not isinstance(player, str):
            raise ActionError(f"action player must be a name (got {player!r})")
        amount = data.get("amount")
        if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int)):
            raise ActionError(f"action amount must be a whole number (got {amount!r})")
        board = data.get("board", 1)
        if board not in (1, 2):
            raise ActionError(f"action board must be 1 or 2 (got {board!r})")
        try:
            cards = parse_cards(data.get("cards", []), "action")
        except CardError as exc:
            raise ActionError(str(exc)) from None
        raw_awards = data.get("awards", {})
        if not isinstance(raw_awards, Mapping) or not all(
            isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
            for k, v in raw_awards.items()
        ):
            raise ActionError(f"action awards must map names to whole numbers (got {raw_awards!r})")
        note = data.get("note", "")
        if not isinstance(note, str):
            raise ActionError(f"action note must be text (got {note!r})")
        return cls(kind, player, amount, cards, board, tuple(raw_awards.items()), note)
