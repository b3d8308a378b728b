"""The working state of one hand and the betting rounds: who acts, what they may do.

This module is the engine room behind :class:`~binglao_tui.core.engine.hand.Hand`. A
:class:`State` is mutable, but only ever on a fresh copy: ``Hand.apply`` copies the state,
changes the copy and wraps it in a new ``Hand``, so every ``Hand`` a caller holds stays as
it was.

Betting rules in force:

- Preflop the player left of the big blind (or of the straddle) acts first; on later
  streets the first live player left of the button. Heads-up the button posts the small
  blind, acts first preflop and last afterwards.
- A bet is at least the big blind; a raise at least the larger of the big blind and the
  last full bet or raise of the street. An all-in for less is allowed but is not a full
  bet or raise, and it does not reopen the betting (TDA rule 47, Robert's Rules): a
  player who already acted this street (checked, called, bet or raised) and then faces
  only such all-ins may call or fold, not raise, until the chips added since he acted
  come to a full bet or raise. Each player's ``acted`` flag says exactly that: it is
  cleared for everyone by a full bet or raise, and for one player by short all-ins that
  add up to a full one over what he put in. The minimum raise stays the last full bet or
  raise (the big blind when there has been none).
- Fixed-limit: bets and raises are the small bet (preflop, flop) or the big bet (turn,
  river), at most ``house.raise_cap`` bets a street counting the big blind. The cap holds
  in a pot with three or more players who are not all in: with two, or with every other
  player all in, the two live players raise without limit (unless ``house.cap_heads_up``).
  A round capped while three or more could bet stays capped when a fold (or an all-in)
  leaves two (Robert's Rules, Betting and raising). Every raise goes one bet above the level of the
  last full bet (``full_level``). With ``house.short_all_in = "half-bet"`` an all-in of
  half a bet or more over that level counts as a full bet (it reopens the betting and
  moves the level: $300 all in during a $400 round, the next raise is to $700); less than
  that does not, and the next player may call or complete the bet ($100 all in: complete
  to $400). With ``"full-bet"`` only a full bet counts.
- The big blind whose turn is skipped because nobody left could answer a bet (everyone
  else folded or is all in for no more than the blind) may still check:
  ``may_still_check`` names him until the next action, and a check by him then changes
  nothing (hand histories written by other tools record that check).
- Pot-limit: see :mod:`binglao_tui.core.engine.limits`. A big-blind ante does not count toward
  the pot preflop unless ``house.bb_ante_counts_preflop``; with ``house.small_blind_counts
  = "as-big-blind"`` the small blind counts as a full big blind preflop.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.limits import Limits, limits
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.rules import Betting, BigBlindAnte, ShortAllIn, SmallBlindCounts, Variant
from binglao_tui.core.showdown.judge import Ruling


class Phase(Enum):
    """Where the hand stands: what the dealer is waiting for."""

    ROLL = "roll"  # the button's die roll
    DEAL_HOLE = "deal-hole"  # hole cards to deal
    BETTING = "betting"  # a betting round: ``actor`` is to act
    DEAL_BOARD = "deal-board"  # a burn and the next board cards
    SHOWDOWN = "showdown"  # hands to show or muck (or board cards to enter)
    COMPLETE = "complete"  # pots awarded; finishing stacks known


class Street(Enum):
    """The four betting rounds."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3

    @property
    def word(self) -> str:
        return self.name.lower()


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in a dealer's words."""


@dataclass(slots=True)
class Player:
    """One player's running state (mutable, private to the engine)."""

    name: str
    stack: int  # chips behind
    bet: int = 0  # chips in front this street
    committed: int = 0  # chips put in this hand (blinds, antes, bets)
    folded: bool = False
    acted: bool = False  # acted since the betting was last opened to him this street
    dealt: bool = False
    hole: tuple[Card, ...] | None = None  # None: not known (not entered)
    shown: bool = False
    mucked: bool = False

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded

    @property
    def live(self) -> bool:
        """Still in the hand (not folded, not mucked)."""
        return not self.folded and not self.mucked

    @property
    def can_bet(self) -> bool:
        return not self.folded and self.stack > 0


@dataclass(slots=True)
class State:
    """Everything that changes during a hand."""

    setup: TableSetup
    players: list[Player]
    phase: Phase = Phase.DEAL_HOLE
    street: Street = Street.PREFLOP
    middle: int = 0  # chips collected from earlier streets, antes included
    dead_ante: int = 0  # the part of ``middle`` that does not count for the limit now
    bb_ante_paid: int = 0  # the big-blind ante: dead money for the main pot
    roll: int | None = None
    variant: Variant | None = None
    hole_count: int = 0  # hole cards each, once known
    boards: list[list[Card | None]] = field(default_factory=lambda: [[]])
    runs: int = 1
    shared: int = 0  # board cards both runs share when run twice
    deal_board: int = 1  # which board the next DEAL_BOARD is for
    current_bet: int = 0
    last_full: int = 0  # size of the last full bet or raise this street
    full_level: int = 0  # the bet level the last full bet or raise went to this street
    bets_made: int = 0  # full bets and raises this street (the blind counts)
    capped: bool = False  # fixed limit: the cap was reached with three or more able to bet
    actor: str | None = None
    aggressor: str | None = None  # last to bet or raise in the latest round with betting
    may_still_check: str | None = None  # a blind whose pointless option was passed over
    betting_over: bool = False  # nobody can bet any more this hand (all in)
    returned: dict[str, int] = field(default_factory=dict)
    payouts: dict[str, int] | None = None
    winner_by_fold: str | None = None
    floor_ruled: bool = False
    chopped: bool = False  # the floor's awards were the players' equity chop (its note says so)
    muck_order: list[str] = field(default_factory=list)
    rulings: tuple[Ruling, ...] = ()
    # Pots pushed without the judge: (place among all the pots, 0 the main pot; winner; amount).
    uncontested: tuple[tuple[int, str, int], ...] = ()

    def copy(self) -> State:
        clone = replace(self)
        clone.players = [replace(p) for p in self.players]
        clone.boards = [list(b) for b in self.boards]
        clone.returned = dict(self.returned)
        clone.muck_order = list(self.muck_order)
        clone.payouts = None if self.payouts is None else dict(self.payouts)
        return clone

    # -- lookups ---------------------------------------------------------------------------

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise IllegalAction(f"{name!r} is not a player in this hand")

    def clockwise_after(self, name: str) -> list[Player]:
        """Every other player, clockwise from the one left of ``name``."""
        names = [p.name for p in self.players]
        start = names.index(name)
        return self.players[start + 1 :] + self.players[:start]

    def in_order_from(self, name: str) -> list[Player]:
        """Every player starting with ``name``, clockwise."""
        names = [p.name for p in self.players]
        start = names.index(name)
        return self.players[start:] + self.players[:start]

    @property
    def live(self) -> list[Player]:
        return [p for p in self.players if p.live]

    @property
    def total_chips(self) -> int:
        """Stacks, bets in front and the middle: constant through the hand."""
        return sum(p.stack + p.bet for p in self.players) + self.middle

    # -- posting ---------------------------------------------------------------------------

    def _put(self, p: Player, amount: int, *, in_front: bool) -> int:
        paid = min(amount, p.stack)
        p.stack -= paid
        p.committed += paid
        if in_front:
            p.bet += paid
        else:
            self.middle += paid
        return paid

    def post_forced_bets(self) -> None:
        """Antes into the middle, then the blinds, the straddle and the posts in front.

        Antes from everyone come first, then the dead part of any post (a missed small
        blind). The live part of a post is a blind: it counts toward the player's bet, and
        a post from the small blind's seat replaces the small blind. A big-blind ante comes
        after the big blind (TDA 2024, WSOP, BARGE: the default) or before it (the TDA's
        2019 rule), as ``house.bb_ante_order`` says; it matters only to a big blind who
        cannot cover both: blind first, a big blind of 150 facing 100 and a 100 ante posts
        the full blind, which every caller matches, and 50 of ante.
        """
        s = self.setup
        if s.ante:
            for p in self.players:
                self._put(p, s.ante, in_front=False)
        ante_first = s.rules.bb_ante_order is BigBlindAnte.ANTE_FIRST
        if s.bb_ante and ante_first:
            self._post_bb_ante()
        for post in s.posts:  # dead chips to the pot first: the live part is a blind
            self._put(self.player(post.name), post.dead, in_front=False)
        if s.posted_small_blind:
            instead = s.post_of(s.small_blind_player)  # a post from the small blind's seat replaces it
            small = max(s.small_blind, instead.live if instead is not None else 0)
            self._put(self.player(s.small_blind_player), small, in_front=True)
        self._put(self.player(s.big_blind_player), s.big_blind, in_front=True)
        if s.straddle_player is not None:
            self._put(self.player(s.straddle_player), s.straddle, in_front=True)
        for post in s.posts:
            if not (s.posted_small_blind and post.name == s.small_blind_player):
                self._put(self.player(post.name), post.live, in_front=True)
        if s.bb_ante and not ante_first:
            self._post_bb_ante()
        # A big blind all in for less still leaves a full big blind to call (the usual rule:
        # Robert's Rules, and the TDA's "all in for less than the blind"); the chips over what
        # he put in make a side pot among those who call.
        self.current_bet = max(s.big_blind, *(p.bet for p in self.players))
        self.last_full = s.straddle or s.big_blind
        self.full_level = self.current_bet
        self.bets_made = 1

    def _post_bb_ante(self) -> None:
        s = self.setup
        paid = self._put(self.player(s.big_blind_player), s.bb_ante, in_front=False)
        self.bb_ante_paid = paid
        if not s.rules.bb_ante_counts_preflop:
            self.dead_ante = paid

    # -- betting ---------------------------------------------------------------------------

    @property
    def min_bet(self) -> int:
        """The smallest bet (the big blind), or the fixed-limit bet size of this street."""
        if self.setup.structure is Betting.FIXED_LIMIT:
            small, big = self.setup.bet_sizes
            return small if self.street.value < 2 else big
        return self.setup.big_blind

    def counted_pot(self, actor: Player) -> tuple[int, list[int], list[str]]:
        """The middle and the other players' bets as they count toward the pot limit, and
        a note for each blind counted at another value than the chips in front of it.

        Before the flop a blind all in for less than its size counts as the full blind
        (TDA 2024 Rule 54-B: pot-sized bets assume the full blinds were posted): 5/10 with
        the small blind all in for 3, the button may raise to 35, not 33. With ``house.
        small_blind_counts = "as-big-blind"`` the small blind counts as a big blind.
        """
        pot = self.middle - self.dead_ante
        counted = {p.name: p.bet for p in self.players if p is not actor}
        notes: list[str] = []
        s = self.setup
        if self.street is not Street.PREFLOP:
            return pot, list(counted.values()), notes
        pot_limit_game = s.structure is Betting.POT_LIMIT
        if s.posted_small_blind and s.small_blind_player in counted:
            sb = self.player(s.small_blind_player)
            as_big = s.rules.small_blind_counts is SmallBlindCounts.AS_BIG_BLIND
            value = s.big_blind if as_big else s.small_blind
            short = pot_limit_game and sb.all_in and sb.bet < s.small_blind
            if short or (as_big and sb.bet == s.small_blind):
                counted[sb.name] = value
            if short:
                counts = (
                    "as a big blind (house setting small_blind_counts)" if as_big else "as the full blind"
                )
                notes.append(
                    f"the small blind all in for {sb.bet} counts {counts}, {value} (TDA 2024 Rule 54-B)"
                )
        if pot_limit_game and s.big_blind_player in counted:
            bb = self.player(s.big_blind_player)
            if bb.all_in and bb.bet < s.big_blind:
                counted[bb.name] = s.big_blind
                full = f"the full blind, {s.big_blind}"
                notes.append(f"the big blind all in for {bb.bet} counts as {full} (TDA 2024 Rule 54-B)")
        return pot, list(counted.values()), notes

    def raise_refusal(self, p: Player) -> str | None:
        """Why ``p`` may not bet or raise now, or None when they may."""
        if p.stack + p.bet <= self.current_bet:
            return "calling takes every chip they have"
        answering = [o for o in self.players if o is not p and o.can_bet and not o.mucked]
        if not any(o.stack + o.bet > self.current_bet for o in answering):
            if not answering:
                return "everyone else is all in"
            names = " and ".join(o.name for o in answering)
            has = "has" if len(answering) == 1 else "have"
            return f"nobody else could call a raise ({names} {has} no more than the call left)"
        if p.acted:
            return self._not_reopened(p)
        if self.setup.structure is Betting.FIXED_LIMIT:
            cap = self.setup.rules.raise_cap
            if self.bets_made >= cap and (self.capped or self.setup.rules.cap_heads_up):
                if self.capped and self.able_to_bet < 3:
                    stays = "capped with three or more players in, it stays capped (Robert's Rules)"
                    return f"the betting is capped at {cap} bets: {stays}"
                return f"the betting is capped at {cap} bets"
        return None

    @property
    def able_to_bet(self) -> int:
        """Players still in the hand with chips behind: those the fixed-limit cap counts."""
        return sum(1 for o in self.players if o.live and o.stack > 0)

    def note_cap(self) -> None:
        """Fixed limit, after a full bet or raise: whether it capped the round.

        The cap counts in a pot with three or more players not all in (Robert's Rules);
        once reached there, a later fold or all-in does not lift it. Reached with only two
        able to bet (the others folded or all in), the two raise on without limit.
        """
        if (
            self.setup.structure is Betting.FIXED_LIMIT
            and self.bets_made >= self.setup.rules.raise_cap
            and self.able_to_bet >= 3
        ):
            self.capped = True

    def _not_reopened(self, p: Player) -> str:
        """Why a player who already acted may not raise the short all-in(s) he now faces."""
        word = "bet" if self.full_level == 0 else "raise"
        added = self.current_bet - p.bet
        if self.setup.structure is Betting.FIXED_LIMIT:
            over = self.current_bet - self.full_level
            if self.setup.rules.short_all_in is ShortAllIn.HALF_BET:
                need = f"half a bet ({self._half_bet()})"
            else:
                need = f"a full bet ({self.min_bet})"
            return (
                f"the all-in for less than a full {word} did not reopen the betting: {p.name}"
                f" already acted, and the {over} added over the last full {word} is less than {need}"
            )
        return (
            f"the all-in for less than a full {word} did not reopen the betting: {p.name}"
            f" already acted, and the {added} added since is less than a full {word}"
            f" of {self.full_raise}"
        )

    @property
    def full_raise(self) -> int:
        """Pot-limit and no-limit: the least a bet or raise must add to count as full."""
        return max(self.last_full, self.min_bet)

    def _half_bet(self) -> int:
        """Fixed limit: half a bet, rounded up to a whole chip count (half of 5 is 3)."""
        return -(-self.min_bet // 2)

    def is_full_wager(self, to: int) -> bool:
        """Whether a bet or raise to ``to`` counts as a full bet or raise.

        Pot-limit and no-limit: it adds at least :attr:`full_raise` to the current bet.
        Fixed limit: it goes at least a bet over :attr:`full_level` (half a bet with
        ``house.short_all_in = "half-bet"``), so a short all-in is measured against the
        last full bet, whatever short all-ins came between.
        """
        if self.setup.structure is Betting.FIXED_LIMIT:
            over = to - self.full_level
            if self.setup.rules.short_all_in is ShortAllIn.HALF_BET:
                return over >= self._half_bet()
            return over >= self.min_bet
        return to - self.current_bet >= self.full_raise

    def reopens_for(self, p: Player, to: int) -> bool:
        """Whether short all-ins up to ``to`` add up to a full raise over what ``p`` has in.

        Fixed limit measures every all-in against the last full bet (see
        :meth:`is_full_wager`), so there only a full bet reopens the betting.
        """
        if self.setup.structure is Betting.FIXED_LIMIT:
            return False
        return to - p.bet >= self.full_raise

    def limits(self, p: Player) -> Limits:
        """The to-call / min / max arithmetic for ``p``, by the table's structure."""
        pot, bets, notes = self.counted_pot(p)
        structure = self.setup.structure
        faced = limits(
            structure,
            pot=pot,
            bets=bets,
            mine=p.bet,
            stack=p.stack,
            big_blind=self.min_bet,
            last_raise=self.last_full,
            raise_from=self.full_level,
            to_match=self.current_bet,
        )
        if notes and structure is Betting.POT_LIMIT and faced.can_raise:
            faced = replace(faced, text=f"{faced.text} ({'; '.join(notes)})")
        return faced

    def needs_to_act(self, p: Player) -> bool:
        """Faces a bet, or has not acted and someone else could still answer a bet."""
        if not p.can_bet:
            return False
        if p.bet < self.current_bet:
            return True
        return not p.acted and any(o.can_bet for o in self.players if o is not p)

    @property
    def boards_complete(self) -> bool:
        return all(len(b) == 5 for b in self.boards[: self.runs])
