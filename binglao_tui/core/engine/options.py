"""What the player to act may do: fold, check or call, and the range of a bet or raise."""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.engine.state import Phase, State


@dataclass(frozen=True, slots=True)
class Options:
    """What the player to act may do.

    ``min_raise_to`` / ``max_raise_to`` are raise-to totals (bet amounts when
    ``opening``), capped at ``all_in_to``; None when the player may not bet or raise
    (``no_raise_reason`` says why). ``to_call`` is capped at the stack. ``arithmetic`` is
    the limit worked out in words, for the dealer to read out.
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
    )
