"""Small builders shared by the hand-engine tests."""

from __future__ import annotations

from typing import Any

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import Game, load_games

GAMES: dict[str, Game] = load_games(include_user=False)


def table(
    game: str = "plo",
    stacks: dict[str, int] | None = None,
    button: str | None = None,
    blinds: tuple[int, int] = (1, 2),
    **options: Any,
) -> TableSetup:
    """A table; by default Ann (button), Bob, Cy with 200 each and blinds 1/2."""
    stacks = stacks or {"Ann": 200, "Bob": 200, "Cy": 200}
    names = list(stacks)
    return TableSetup(
        GAMES[game],
        tuple(Seat(n, s) for n, s in stacks.items()),
        button=button or names[0],
        small_blind=blinds[0],
        big_blind=blinds[1],
        **options,
    )


def dealt(setup: TableSetup, roll: int | None = None) -> Hand:
    """The hand with the roll made (if any) and the hole cards dealt face down."""
    hand = Hand.start(setup)
    if roll is not None:
        hand = hand.apply(Action.roll(roll))
    return hand.apply(Action.deal_hole())


def play(hand: Hand, *steps: str) -> Hand:
    """Apply steps written like ``"Ann raise 7"``, ``"Bob call"``, ``"flop"``, ``"turn Kd"``."""
    for step in steps:
        words = step.split()
        if words[0] in ("flop", "turn", "river"):
            hand = hand.apply(Action.deal_board(parse_cards(" ".join(words[1:]))))
            continue
        name, verb = words[0], words[1]
        if verb == "fold":
            hand = hand.apply(Action.fold(name))
        elif verb == "check":
            hand = hand.apply(Action.check(name))
        elif verb == "call":
            hand = hand.apply(Action.call(name))
        elif verb in ("bet", "raise"):
            hand = hand.apply(Action.raise_to(name, int(words[2])))
        elif verb == "allin":
            hand = hand.apply(Action.all_in(name))
        elif verb == "show":
            hand = hand.apply(Action.show(name, parse_cards(" ".join(words[2:]))))
        elif verb == "muck":
            hand = hand.apply(Action.muck(name))
        else:  # pragma: no cover
            raise ValueError(step)
    return hand


class ReopeningReference:
    """The betting of one street worked out again from its wagers, the way a floor person
    reads it back, to hold the engine (and pokerkit) to the rules:

    - pot-limit and no-limit: a wager is full when it adds at least the last full bet or
      raise (the big blind when there is none) to the bet; a player who already acted may
      raise again only after a full wager, or once the chips added since he acted come to
      a full one (TDA 47-A, Robert's Rules);
    - fixed limit: a wager is full when it goes at least a bet over the last full bet
      (half a bet under the half-bet rule); only a full wager reopens the betting, and the
      next raise goes one bet over the last full bet (a completion after a short all-in);
    - fixed limit: at most ``raise_cap`` bets a street, the blind counting as one
      preflop, in a pot of three or more players not all in; a round capped so stays
      capped when a fold or an all-in leaves two; with two able to bet when the cap is
      reached, they raise without limit unless ``cap_heads_up`` (Robert's Rules).

    Written from the rule texts, apart from the engine's code: it keeps the list of wagers
    and who acted after which, not the engine's flags.
    """

    def __init__(self, hand: Hand) -> None:
        from binglao_tui.core.rules import Betting, ShortAllIn

        setup = hand.setup
        self.street = hand.street
        preflop = hand.street.value == 0
        self.limit = setup.structure is Betting.FIXED_LIMIT
        self.half_bet = setup.rules.short_all_in is ShortAllIn.HALF_BET
        small, big = setup.bet_sizes
        self.bet_size = (small if hand.street.value < 2 else big) if self.limit else setup.big_blind
        # Preflop a full big blind is to call even when the big blind is all in for less.
        self.current = max(setup.big_blind if preflop else 0, *hand.bets.values())
        self.last_full = (setup.straddle or setup.big_blind) if preflop else 0
        self.full_level = self.current if preflop else 0
        self.bets = 1 if preflop else 0
        self.cap = setup.rules.raise_cap
        self.cap_heads_up = setup.rules.cap_heads_up
        self.capped_multiway = False  # the cap was reached with three or more able to bet
        self.wagers = 0
        self.full_at: list[int] = []  # the numbers of the full wagers
        self.half_bets_at: list[int] = []  # limit: full by the half-bet rule, under a bet
        self.acted_at: dict[str, int] = {}  # how many wagers there were when each last acted

    def observe(self, before: Hand, action: Action) -> None:
        """Take in ``action``, applied to ``before`` (a betting action of this street)."""
        name = action.player or ""
        everything = before.bets[name] + before.stacks[name]
        to = action.amount if action.amount is not None else everything
        if action.kind.value in ("bet", "raise") or (action.kind.value == "all-in" and to > self.current):
            self.wagers += 1
            if self._full(to):
                self.full_at.append(self.wagers)
                if self.limit and to - self.full_level < self.bet_size:
                    self.half_bets_at.append(self.wagers)
                self.last_full = to - self.current
                self.full_level = to
                self.bets += 1
                if self.bets >= self.cap:
                    behind = {p.name: p.stack for p in before.players if not p.folded and not p.mucked}
                    behind[name] = everything - to
                    self.capped_multiway |= sum(1 for chips in behind.values() if chips) >= 3
            self.current = to
        self.acted_at[name] = self.wagers

    def _full(self, to: int) -> bool:
        if self.limit:
            over = to - self.full_level
            return 2 * over >= self.bet_size if self.half_bet else over >= self.bet_size
        return to - self.current >= max(self.last_full, self.bet_size)

    def reopened(self, name: str, bet: int) -> bool:
        """Whether ``name`` (with ``bet`` in front) may raise as far as reopening goes."""
        if name not in self.acted_at:
            return True
        if any(number > self.acted_at[name] for number in self.full_at):
            return True
        return not self.limit and self.current - bet >= max(self.last_full, self.bet_size)

    def reopened_by_half_bet(self, name: str) -> bool:
        """Limit: whether an all-in counted full by the half-bet rule came since he acted."""
        acted = self.acted_at.get(name)
        return acted is not None and any(number > acted for number in self.half_bets_at)

    def capped(self) -> bool:
        return self.limit and self.bets >= self.cap and (self.capped_multiway or self.cap_heads_up)

    def least_raise(self) -> int:
        """The smallest raise-to for a player who may raise (before his stack caps it)."""
        if self.limit:
            return self.full_level + self.bet_size
        return self.current + max(self.last_full, self.bet_size)

    def largest_limit_raise(self) -> int:
        """Fixed limit: the raise is one bet, no more."""
        return self.least_raise()
