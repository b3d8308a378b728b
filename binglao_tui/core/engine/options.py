"""What the player to act may do: fold, check or call, and the range of a bet or raise."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from binglao_tui.core.engine.moves import check_wager
from binglao_tui.core.engine.state import IllegalAction, Phase, Player, State


class AllIn(Enum):
    """What going all in would be for the player to act, as the engine rules it."""

    CALL = "call"  # every chip is the call, or less than it: a call, allowed
    FULL = "full"  # a full bet or raise, within the limit: allowed
    SHORT = "short"  # more than the bet but less than a full raise: allowed, reopens nothing
    OVER_LIMIT = "over-limit"  # more than the limit lets them bet: refused
    NO_RAISE = "no-raise"  # no bet or raise is open to them (``no_raise_reason``): refused


@dataclass(frozen=True, slots=True)
class Options:
    """What the player to act may do.

    ``min_raise_to`` / ``max_raise_to`` are raise-to totals (bet amounts when
    ``opening``), capped at ``all_in_to``; None when the player may not bet or raise
    (``no_raise_reason`` says why). ``to_call`` is capped at the stack. ``arithmetic`` is
    the limit worked out in words, for the dealer to read out. ``all_in`` says what moving
    all in (to ``all_in_to``) would be, and whether it is allowed (:attr:`can_all_in`).
    """

    player: str
    to_call: int
    can_fold: bool
    can_check: bool
    can_call: bool
    can_raise: bool
    opening: bool
    min_raise_to: int | None
    max_raise_to: int | None
    all_in_to: int
    pot_after_call: int
    arithmetic: str
    no_raise_reason: str | None = None
    all_in: AllIn = AllIn.FULL

    @property
    def can_size_raise(self) -> bool:
        """Whether the player may bet or raise an amount of their choosing: a raise is open
        and is not only the all-in for less than a full raise (that one is `all in`)."""
        return self.can_raise and self.all_in is not AllIn.SHORT

    @property
    def can_all_in(self) -> bool:
        """Whether the engine takes an all-in from the player now."""
        return self.all_in in (AllIn.CALL, AllIn.FULL, AllIn.SHORT)


def options(state: State) -> Options | None:
    """The options of the player to act in a betting round, or None."""
    s = state
    if s.phase is not Phase.BETTING or s.actor is None:
        return None
    p = s.player(s.actor)
    limits = s.limits(p)
    refusal = s.raise_refusal(p)
    can_raise = refusal is None
    return Options(
        player=p.name,
        to_call=limits.to_call,
        can_fold=True,
        can_check=limits.to_call == 0,
        can_call=limits.to_call > 0,
        can_raise=can_raise,
        opening=s.current_bet == 0,
        min_raise_to=limits.min_raise_to if can_raise else None,
        max_raise_to=limits.max_raise_to if can_raise else None,
        all_in_to=p.stack + p.bet,
        pot_after_call=limits.pot_after_call,
        arithmetic=limits.explanation if can_raise else f"{limits.to_call} to call; no raise: {refusal}",
        no_raise_reason=refusal,
        all_in=_all_in(s, p),
    )


def _all_in(state: State, p: Player) -> AllIn:
    """What moving all in would be for ``p``: the engine's own check of the wager decides."""
    everything = p.stack + p.bet
    if everything <= state.current_bet:
        return AllIn.CALL
    try:
        check_wager(state, p, everything, all_in=True)
    except IllegalAction:
        if state.raise_refusal(p) is None and everything > state.limits(p).max_raise_to:
            return AllIn.OVER_LIMIT
        return AllIn.NO_RAISE
    return AllIn.FULL if state.is_full_wager(everything) else AllIn.SHORT
