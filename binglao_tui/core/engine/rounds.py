"""The betting rounds: who acts first, passing the action on, closing a round.

A round opens with :func:`begin_round` (skipped when at most one player can still bet),
passes from player to player with :func:`after_betting_action`, and closes with
:func:`end_round`: uncalled chips go back, the bets go to the middle, and the hand moves on
to the next deal, the die roll of a game that rolls after the flop betting, or the showdown.
Each function changes a :class:`~binglao_tui.core.engine.state.State` that
:meth:`Hand.apply <binglao_tui.core.engine.hand.Hand.apply>` has already copied.
"""

from __future__ import annotations

from binglao_tui.core.engine import settle
from binglao_tui.core.engine.state import Phase, Player, State, Street


def begin_round(state: State) -> None:
    """Start a betting round, or skip it when at most one player can still bet."""
    state.phase = Phase.BETTING
    for p in state.players:
        p.acted = False
    if state.street is not Street.PREFLOP:
        state.current_bet = 0
        state.last_full = 0
        state.full_level = 0
        state.bets_made = 0
        state.capped = False
    able = [p for p in state.players if p.can_bet]
    if len(able) <= 1 and all(p.bet >= state.current_bet for p in able):
        state.betting_over = True
        end_round(state)
        return
    state.aggressor = None
    s = state.setup
    if state.street is Street.PREFLOP:
        last_blind = s.straddle_player or s.big_blind_player
        order = state.clockwise_after(last_blind)
    else:
        order = state.clockwise_after(s.button)
    state.actor = next(p.name for p in order if state.needs_to_act(p))


def after_betting_action(state: State, p: Player) -> None:
    """Pass the action on, or close the round."""
    if len(state.live) == 1:
        end_round(state)
        return
    following = state.clockwise_after(p.name)
    nxt = next((o for o in following if state.needs_to_act(o)), None)
    if nxt is None:
        state.may_still_check = next((o.name for o in following if _idle_option(state, o)), None)
        end_round(state)
    else:
        state.actor = nxt.name


def _idle_option(state: State, p: Player) -> bool:
    """A blind who has not acted, owes nothing, and whom nobody left could answer."""
    return p.can_bet and not p.acted and p.bet >= state.current_bet


def return_uncalled(state: State) -> None:
    """Give back the part of the top bet nobody matched."""
    ordered = sorted(state.players, key=lambda o: o.bet, reverse=True)
    top, second = ordered[0], ordered[1]
    excess = top.bet - second.bet
    if excess > 0:
        top.bet -= excess
        top.stack += excess
        top.committed -= excess
        state.returned[top.name] = state.returned.get(top.name, 0) + excess


def end_round(state: State) -> None:
    """Collect the bets into the middle and move to whatever comes next."""
    state.actor = None
    return_uncalled(state)
    for p in state.players:
        state.middle += p.bet
        p.bet = 0
    state.current_bet = 0
    state.dead_ante = 0  # a big-blind ante counts from the flop on
    if len(state.live) == 1:
        settle.award_to_last_player(state)
        return
    if sum(1 for p in state.live if p.stack > 0) <= 1:
        state.betting_over = True
    roll_or_next(state)


def roll_or_next(state: State) -> None:
    """Once the betting is done on a street: the die, when the game rolls it after the flop
    betting and it is due, else the next street's deal or the showdown."""
    if state.setup.game.rolls_after_flop and state.street is Street.FLOP and state.roll is None:
        state.phase = Phase.ROLL
        return
    after_dealing_or_roll(state)


def after_dealing_or_roll(state: State) -> None:
    """After a round closes (or a roll): the next street's deal, or the showdown."""
    if state.street is Street.RIVER and state.boards_complete:
        settle.begin_showdown(state)
        return
    state.phase = Phase.DEAL_BOARD
