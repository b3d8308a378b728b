"""Applying one action to a hand's working state, or refusing it with the reason.

Each function here checks an action against the rules and then changes the (already
copied) :class:`~binglao_tui.core.engine.state.State`. A refusal raises
:class:`~binglao_tui.core.engine.state.IllegalAction` before anything is changed, except where
noted, and :meth:`Hand.apply` throws the copy away in any case.
"""

from __future__ import annotations

from collections.abc import Iterable

from binglao_tui.core.cards import Card, CardError, check_no_duplicates, format_cards
from binglao_tui.core.engine import rounds, settle
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.dealing import (
    DECK_SIZE,
    STREET_CARDS,
    STREET_NAMES,
    DeckError,
    check_second_board,
)
from binglao_tui.core.engine.state import IllegalAction, Phase, Player, State, Street
from binglao_tui.core.rules import Betting, RollTime, RulesError


def apply(state: State, action: Action) -> None:
    """Apply ``action`` to ``state`` (a copy), or raise :class:`IllegalAction`."""
    option, state.may_still_check = state.may_still_check, None
    if option is not None and action.kind is ActionKind.CHECK and action.player == option:
        return  # the big blind checks an option nobody could answer: nothing changes
    if state.phase is Phase.COMPLETE and action.kind is not ActionKind.FLOOR:
        raise IllegalAction("the hand is over")
    handler = _HANDLERS[action.kind]
    handler(state, action)


# -- the die and the cards -------------------------------------------------------------------


def _roll(state: State, action: Action) -> None:
    game = state.setup.game
    if game.die is None:
        raise IllegalAction(f"{game.name} has no die roll")
    if state.phase is not Phase.ROLL:
        raise IllegalAction("it is not time for the die roll")
    face = action.amount
    if face is None:
        raise IllegalAction("a roll needs the face the die shows")
    try:
        variant = game.variant(face)
    except RulesError as exc:
        raise IllegalAction(str(exc)) from None
    state.roll = face
    state.variant = variant
    if game.die.roll_time is RollTime.BEFORE_DEAL:
        state.hole_count = variant.hole_cards
        state.phase = Phase.DEAL_HOLE
    else:
        rounds.after_dealing_or_roll(state)


def board_name(state: State, number: int) -> str:
    """How a board is named in messages: "board", or "board 1" and "board 2" when run twice."""
    return "board" if state.runs == 1 else f"board {number}"


def known_cards(state: State) -> dict[str, Iterable[Card]]:
    """Every card entered so far, by where it is ("player Ann", "board", "board 2")."""
    groups: dict[str, Iterable[Card]] = {}
    for p in state.players:
        if p.hole:
            groups[f"player {p.name}"] = list(p.hole)
    for number, board in enumerate(state.boards[: state.runs], start=1):
        start = 0 if number == 1 else state.shared
        groups[board_name(state, number)] = [c for c in board[start:] if c is not None]
    return groups


def _check_new_cards(state: State, where: str, cards: tuple[Card, ...]) -> None:
    groups = known_cards(state)
    groups[where] = [*groups.get(where, ()), *cards]  # a turn card is checked against the flop too
    try:
        check_no_duplicates(groups)
    except CardError as exc:
        raise IllegalAction(str(exc)) from None


def _deal_hole(state: State, action: Action) -> None:
    if state.phase is not Phase.DEAL_HOLE:
        raise IllegalAction("the hole cards are not being dealt now")
    if action.player is None:
        if action.cards:
            raise IllegalAction("cards dealt to everyone at once cannot be entered; name the player")
        for p in state.players:
            p.dealt = True
    else:
        p = state.player(action.player)
        if p.dealt:
            raise IllegalAction(f"{p.name} already has hole cards")
        if action.cards:
            if len(action.cards) != state.hole_count:
                raise IllegalAction(f"{p.name} gets {state.hole_count} hole cards, not {len(action.cards)}")
            _check_new_cards(state, f"player {p.name}", action.cards)
            p.hole = action.cards
        p.dealt = True
    if all(p.dealt for p in state.players):
        rounds.begin_round(state)


def next_board(state: State) -> int:
    """The board the next DEAL_BOARD is for: 1, or 2 once the first is complete."""
    return 1 if len(state.boards[0]) < 5 or state.runs == 1 else 2


def _deal_board(state: State, action: Action) -> None:
    if state.phase is not Phase.DEAL_BOARD:
        raise IllegalAction("no board cards are due now")
    number = next_board(state)
    if action.board != number:
        raise IllegalAction(f"the next cards are for board {number}, not board {action.board}")
    board = state.boards[number - 1]
    street = {0: 0, 3: 1, 4: 2}[len(board)]
    count = STREET_CARDS[street]
    if action.cards and len(action.cards) != count:
        cards = "1 card" if count == 1 else f"{count} cards"
        raise IllegalAction(f"the {STREET_NAMES[street]} is {cards}, not {len(action.cards)}")
    if action.cards:
        _check_new_cards(state, board_name(state, number), action.cards)
        board.extend(action.cards)
    else:
        board.extend([None] * count)
    if number == 2:
        if len(board) == 5:
            settle.begin_showdown(state)
        return
    state.street = Street(street + 1)
    if not state.betting_over:
        rounds.begin_round(state)
        return
    rounds.roll_or_next(state)


def _board_cards(state: State, action: Action) -> None:
    if action.board > state.runs:
        raise IllegalAction("there is no second board")
    board = state.boards[action.board - 1]
    if len(action.cards) != len(board):
        raise IllegalAction(f"board {action.board} has {len(board)} cards dealt, not {len(action.cards)}")
    for old, new in zip(board, action.cards, strict=True):
        if old is not None and old != new:
            raise IllegalAction(f"board {action.board} already shows {old} where {new} was entered")
    trial = state.copy()
    trial.boards[action.board - 1][:] = list(action.cards)
    if trial.runs == 2:
        source = trial.boards[action.board - 1]
        trial.boards[2 - action.board][: trial.shared] = source[: trial.shared]
    try:
        check_no_duplicates(dict(known_cards(trial)))
    except CardError as exc:
        raise IllegalAction(str(exc)) from None
    state.boards = trial.boards
    settle.try_settle(state)


# -- betting --------------------------------------------------------------------------------


def _due(state: State) -> str:
    """What the hand waits for when it is not a betting round, in a few words."""
    if state.phase is Phase.ROLL:
        return "the button's die roll is next"
    if state.phase is Phase.DEAL_HOLE:
        return "the hole cards are still being dealt"
    if state.phase is Phase.DEAL_BOARD:
        dealt = len(state.boards[next_board(state) - 1])
        return f"the {STREET_NAMES[{0: 0, 3: 1, 4: 2}[dealt]]} is to be dealt"
    if state.phase is Phase.SHOWDOWN:
        return "the betting is over: hands are shown or mucked"
    return "the hand is over"


def _actor(state: State, action: Action) -> Player:
    if state.phase is not Phase.BETTING:
        raise IllegalAction(
            f"{action.player or 'nobody'} cannot bet now: no betting round is open ({_due(state)})"
        )
    if state.actor is None or action.player != state.actor:
        raise IllegalAction(f"it is {state.actor}'s turn, not {action.player}'s")
    return state.player(state.actor)


def _fold(state: State, action: Action) -> None:
    p = _actor(state, action)
    p.folded = True
    p.acted = True
    rounds.after_betting_action(state, p)


def _check(state: State, action: Action) -> None:
    p = _actor(state, action)
    owed = state.current_bet - p.bet
    if owed > 0:
        raise IllegalAction(f"{p.name} cannot check: {min(owed, p.stack)} to call")
    p.acted = True
    rounds.after_betting_action(state, p)


def _call(state: State, action: Action) -> None:
    p = _actor(state, action)
    owed = state.current_bet - p.bet
    if owed <= 0:
        raise IllegalAction(f"{p.name} has nothing to call and can check")
    state._put(p, owed, in_front=True)
    p.acted = True
    rounds.after_betting_action(state, p)


def check_wager(state: State, p: Player, to: int, *, all_in: bool = False) -> None:
    """Refuse a bet or raise to ``to`` that the rules do not allow."""
    verb = "Bet" if state.current_bet == 0 else "Raise"
    word = "bet" if verb == "Bet" else "raise"
    refusal = state.raise_refusal(p)
    if refusal is not None:
        raise IllegalAction(f"{p.name} cannot {word}: {refusal}")
    limits = state.limits(p)
    everything = p.bet + p.stack
    label = f"All in for {to}" if all_in else (f"Bet {to}" if verb == "Bet" else f"Raise to {to}")
    if to <= state.current_bet:
        raise IllegalAction(f"{label} is not more than the bet of {state.current_bet}: call instead")
    if to > everything:
        raise IllegalAction(f"{label} is more than {p.name} has: all in is {everything}")
    if to % state.setup.chip:
        raise IllegalAction(f"{label} is not in whole chips of {state.setup.chip}")
    if to > limits.max_raise_to:
        limit = {
            Betting.POT_LIMIT: "the pot limit",
            Betting.NO_LIMIT: "the maximum",
            Betting.FIXED_LIMIT: "the fixed limit",
        }[state.setup.structure]
        raise IllegalAction(f"{label} is over {limit} of {limits.max_raise_to}")
    if to < limits.min_raise_to and to != everything:
        least = "bet of" if word == "bet" else f"{word} to"  # "the minimum bet of 2", "... raise to 4"
        raise IllegalAction(f"{label} is under the minimum {least} {limits.min_raise_to}")


def wager(state: State, p: Player, to: int) -> None:
    """Put ``p`` in for ``to`` this street as a bet or raise (already checked).

    A full bet or raise opens the betting again for everyone else; an all-in for less
    opens it only for those it (with the short all-ins before it) now faces with a full
    raise over what they put in (see :meth:`State.reopens_for`).
    """
    full = state.is_full_wager(to)
    increment = to - state.current_bet
    state._put(p, to - p.bet, in_front=True)
    if full:
        if state.setup.structure is not Betting.FIXED_LIMIT:
            state.last_full = increment
        state.full_level = to
        state.bets_made += 1
        state.note_cap()
        for other in state.players:
            other.acted = False
    else:
        for other in state.players:
            if other is not p and other.acted and state.reopens_for(other, to):
                other.acted = False
    state.current_bet = to
    state.aggressor = p.name
    p.acted = True


def _bet_or_raise(state: State, action: Action) -> None:
    p = _actor(state, action)
    if action.amount is None:
        raise IllegalAction("a bet or raise needs the amount it goes to")
    check_wager(state, p, action.amount)
    wager(state, p, action.amount)
    rounds.after_betting_action(state, p)


def _all_in(state: State, action: Action) -> None:
    p = _actor(state, action)
    everything = p.bet + p.stack
    if everything <= state.current_bet:
        state._put(p, p.stack, in_front=True)
        p.acted = True
    else:
        check_wager(state, p, everything, all_in=True)
        wager(state, p, everything)
    rounds.after_betting_action(state, p)


# -- run it twice, showing, the floor ---------------------------------------------------------


def _run_twice(state: State, action: Action) -> None:
    if not state.betting_over or state.phase not in (Phase.DEAL_BOARD, Phase.ROLL):
        raise IllegalAction("a hand is run twice only when everyone left is all in before the river")
    if state.runs == 2:
        raise IllegalAction("the hand is already being run twice")
    if len(state.live) < 2:
        raise IllegalAction("only one player is left in the hand")
    dealt = len(state.boards[0])
    streets_left = {0: 3, 3: 2, 4: 1}[dealt]
    try:
        check_second_board(DECK_SIZE - cards_used(state), streets_left)
    except DeckError as exc:
        raise IllegalAction(str(exc)) from None
    state.runs = 2
    state.shared = dealt
    state.boards.append(list(state.boards[0]))


def cards_used(state: State) -> int:
    """Cards out of the deck: hole cards, burns and board cards on every board."""
    holes = sum(state.hole_count for p in state.players if p.dealt)
    used = holes
    for number, board in enumerate(state.boards[: state.runs], start=1):
        start = 0 if number == 1 else state.shared
        new = len(board) - start
        burns = sum(1 for street_start in (0, 3, 4) if start <= street_start < len(board))
        used += new + burns
    return used


def _showing(state: State, action: Action) -> Player:
    if state.phase is not Phase.SHOWDOWN and not (state.betting_over and state.phase is not Phase.BETTING):
        raise IllegalAction("hands are shown at the showdown (or when everyone is all in)")
    if action.player is None:
        raise IllegalAction("say whose hand it is")
    p = state.player(action.player)
    if p.folded:
        raise IllegalAction(f"{p.name} has folded")
    if p.mucked:
        raise IllegalAction(f"{p.name} has already mucked")
    if p.shown:
        raise IllegalAction(f"{p.name} has already shown")
    return p


def _show(state: State, action: Action) -> None:
    p = _showing(state, action)
    cards = action.cards or p.hole
    if not cards:
        raise IllegalAction(f"enter the cards {p.name} shows")
    if len(cards) != state.hole_count:
        raise IllegalAction(f"{p.name} shows {len(cards)} cards, but the hand deals {state.hole_count}")
    if p.hole and action.cards and set(p.hole) != set(action.cards):
        raise IllegalAction(
            f"{p.name} was dealt {format_cards(p.hole, False)}, not {format_cards(action.cards, False)}"
        )
    if not p.hole:
        _check_new_cards(state, p.name, cards)
    p.hole = cards
    p.shown = True
    settle.try_settle(state)


def _muck(state: State, action: Action) -> None:
    p = _showing(state, action)
    if state.betting_over and p.stack > 0:
        # Once a player is all in and the betting is over, every hand is turned face up
        # (TDA 2024 Rule 16, face up for all-ins). A caller with chips behind who mucked
        # there gave the all-in player the pot unseen, before the board was even entered.
        raise IllegalAction(
            f"{p.name} has chips behind at an all-in showdown: every hand is turned face up "
            "(TDA 2024 Rule 16), so it is shown, not mucked"
        )
    p.mucked = True
    state.muck_order.append(p.name)
    if len(state.live) == 1 and state.phase is not Phase.SHOWDOWN:
        settle.begin_showdown(state)
    else:
        settle.try_settle(state)


def _floor(state: State, action: Action) -> None:
    settle.apply_floor(state, dict(action.awards))
    state.chopped = action.is_chop


_HANDLERS = {
    ActionKind.ROLL: _roll,
    ActionKind.DEAL_HOLE: _deal_hole,
    ActionKind.DEAL_BOARD: _deal_board,
    ActionKind.BOARD_CARDS: _board_cards,
    ActionKind.FOLD: _fold,
    ActionKind.CHECK: _check,
    ActionKind.CALL: _call,
    ActionKind.BET: _bet_or_raise,
    ActionKind.RAISE: _bet_or_raise,
    ActionKind.ALL_IN: _all_in,
    ActionKind.RUN_TWICE: _run_twice,
    ActionKind.SHOW: _show,
    ActionKind.MUCK: _muck,
    ActionKind.FLOOR: _floor,
}
