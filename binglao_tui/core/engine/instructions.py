"""The dealer's next step, in plain words, for every phase of a hand."""

from __future__ import annotations

from collections.abc import Mapping

from binglao_tui.core.engine import dealing, settle
from binglao_tui.core.engine.moves import cards_used, next_board
from binglao_tui.core.engine.options import AllIn, options
from binglao_tui.core.engine.state import Phase, State


def next_step(state: State, *, returned_now: Mapping[str, int] | None = None) -> str:
    """One sentence: what the dealer (or the player to act) does now. ``returned_now``: the
    uncalled bets given back on the last street (by default every one of the hand), said
    with the pushes at the end."""
    setup = state.setup
    match state.phase:
        case Phase.ROLL:
            game = setup.game
            roller = f"{setup.button} ({'before the dead button' if setup.dead_button else 'button'})"
            if game.rolls_after_flop:
                return f"The flop betting is over: {roller} rolls the die"
            return f"{roller} rolls the die"
        case Phase.DEAL_HOLE:
            first_dealt, role = setup.first_dealt
            order = [p.name for p in state.in_order_from(first_dealt)]
            waiting = [n for n in order if not state.player(n).dealt]
            if len(waiting) == len(order):
                return dealing.hole_cards_step(order, state.hole_count, role)
            return f"Deal {state.hole_count} hole cards to {', '.join(waiting)}"
        case Phase.BETTING:
            return _betting_step(state)
        case Phase.DEAL_BOARD:
            number = next_board(state)
            board = state.boards[number - 1]
            run = number if state.runs == 2 else 0
            street = {0: 0, 3: 1, 4: 2}[len(board)]
            text = dealing.board_step(street, cards_used(state), run)
            if state.betting_over:
                text = f"{_no_more_betting(state)}. {text}"
            return text
        case Phase.SHOWDOWN:
            if state.actor is not None:
                first = settle.showdown_order(state)
                if state.betting_over:  # said to each in turn: 'first' only to the first
                    # what the dealer does now, not a claim: hands left face down at the
                    # all-in are still face down here ("every hand is tabled" read as done)
                    turn = "first" if state.actor == first[0] else "next"
                    return f"All in: every hand is turned face up; {state.actor} shows {turn}"
                reason = (
                    "last to bet or raise"
                    if state.aggressor == first[0]
                    else "first live player left of the button"
                )
                if state.actor == first[0]:
                    return f"{state.actor} shows first ({reason})"
                return f"{state.actor} shows or mucks"
            unknown = settle.unknown_board(state)
            which = "" if unknown == 1 else " of the second board"
            return f"Enter the cards{which} to judge the showdown"
        case Phase.COMPLETE:
            paid = {k: v for k, v in (state.payouts or {}).items() if v}
            pushes = "; ".join(f"push {amount} to {name}" for name, amount in paid.items())
            back = _uncalled(state.returned if returned_now is None else returned_now)
            if back:
                pushes = f"{pushes}; {back}" if pushes else back
            if state.chopped:  # the players took their equity: the board was not dealt
                return f"Chopped by equity: {pushes}"
            if state.floor_ruled:  # whatever happened before it, the floor gave the pot
                return f"Floor ruling: {pushes}"
            if state.winner_by_fold:
                return f"Everyone else folded: {pushes}"
            return f"Hand over: {pushes}" if pushes else "Hand over"
    raise AssertionError(state.phase)  # pragma: no cover


def _no_more_betting(state: State) -> str:
    """Why the betting is over: everyone left is all in, or all but one of them is."""
    behind = [p for p in state.live if p.stack > 0]
    if not behind:
        return "Everyone left is all in, no more betting"
    if len(behind) > 1:  # pragma: no cover - the betting ends when one at most has chips
        return "No more betting"
    p = behind[0]
    return f"No more betting: everyone else is all in ({p.name} has {p.stack} behind)"


def _uncalled(returned: Mapping[str, int]) -> str:
    """The bets nobody matched, given back to their owners as the hand settles: the
    dealer pushes those too, so they are said beside the pots. (One given back when an
    earlier round closed, an all-in call short of the bet, went back then: the log said so,
    and saying it again at the end had the dealer hand it back twice.)"""
    back = [(name, chips) for name, chips in returned.items() if chips]
    return "; ".join(f"{name}'s own {chips} comes back as an uncalled bet" for name, chips in back)


def _betting_step(state: State) -> str:
    choice = options(state)
    assert choice is not None
    choices = ["fold"]
    if choice.can_check:
        choices.append("check")
    else:
        choices.append(f"call {choice.to_call}")
    if choice.all_in is AllIn.SHORT:  # the one raise left does not reopen the betting
        choices.append(f"all in for {choice.all_in_to} (less than a full raise)")
    elif choice.can_raise:
        verb = "bet" if choice.opening else "raise to"
        low, high = choice.min_raise_to, choice.max_raise_to
        choices.append(f"{verb} {low}" if low == high else f"{verb} {low} to {high}")
    listed = ", ".join(choices[:-1]) + " or " + choices[-1]
    return f"{choice.player} to act: {listed}"
