"""The end of a hand: the order of showing, the pots, the showdown judge and the payouts.

Each pot (main and side pots, built by :func:`binglao_tui.core.showdown.pots.side_pots`) goes to
the players who can still win it:

- a player who mucks gives up every pot someone else is still contesting; a pot whose
  every eligible player mucked goes to the last of them to muck (the others conceded
  to them first);
- a pot with one player left in it is theirs without a showing;
- a pot with two or more is judged by :func:`binglao_tui.core.showdown.judge.judge` on their
  shown hands. When the hand was run twice, such a pot is halved (an odd chip to the
  first board) and each half judged on its own board.

Order of showing: the last player to bet or raise in the last round of betting shows
first; if that round was checked through, the first live player left of the button;
then clockwise. When players are all in, every live hand is turned face up (in that order).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.state import IllegalAction, Phase, State
from binglao_tui.core.explain import explain_ruling, judge_and_explain
from binglao_tui.core.showdown.judge import Contender, Ruling, ShowdownError
from binglao_tui.core.showdown.pots import Pot, side_pots


def showdown_order(state: State) -> list[str]:
    """Live players in the order they show."""
    live = {p.name for p in state.live}
    if state.aggressor is not None and state.aggressor in live:
        start = state.aggressor
        ring = state.in_order_from(start)
    else:
        ring = state.in_order_from(state.setup.left_of(state.setup.button))
    return [p.name for p in ring if p.name in live]


def pay(state: State, payouts: Mapping[str, int]) -> None:
    """Hand the middle out and finish the hand."""
    for p in state.players:
        p.stack += payouts.get(p.name, 0)
    state.payouts = {p.name: payouts.get(p.name, 0) for p in state.players}
    state.middle = 0
    state.phase = Phase.COMPLETE
    state.actor = None


def award_to_last_player(state: State) -> None:
    """Everyone else folded: the last player takes the middle, unshown."""
    (winner,) = state.live
    state.winner_by_fold = winner.name
    pay(state, {winner.name: state.middle})


def pots(state: State, *, in_front: bool = True) -> tuple[Pot, ...]:
    """The pots as they stand, from each player's chips put in (folded chips are dead);
    without the bets in front of the players (``in_front=False``): the pots as the last
    complete betting round left them in the middle.

    A big-blind ante is paid for the whole table: it is dead money in the main pot, not
    a layer of the big blind's own contribution. A big blind whose chips all went into
    the ante (none left for the blind) is still in the hand and can win that ante back:
    it is then a pot of its own, below the main pot, open to every live player.
    """
    ante_by = state.setup.big_blind_player if state.bb_ante_paid else None
    entries = [
        (
            p.name,
            p.committed - (state.bb_ante_paid if p.name == ante_by else 0) - (0 if in_front else p.bet),
            p.folded,
        )
        for p in state.players
    ]
    if not any(c for _, c, _ in entries):
        return (Pot(state.bb_ante_paid, tuple(p.name for p in state.live)),) if state.bb_ante_paid else ()
    built = side_pots(entries)
    if state.bb_ante_paid:
        poster = state.player(state.setup.big_blind_player)
        if poster.live and poster.committed == state.bb_ante_paid:
            return (Pot(state.bb_ante_paid, tuple(p.name for p in state.live)), *built)
        main = built[0]
        built = (Pot(main.amount + state.bb_ante_paid, main.eligible), *built[1:])
    return built


def begin_showdown(state: State) -> None:
    state.phase = Phase.SHOWDOWN
    state.actor = None
    try_settle(state)


def pending(state: State) -> list[str]:
    """Live players still to show or muck, in showing order."""
    return [n for n in showdown_order(state) if not state.player(n).shown]


def unknown_board(state: State) -> int | None:
    """The first board (1 or 2) with a card dealt but not entered, or None."""
    for number, board in enumerate(state.boards[: state.runs], start=1):
        if any(card is None for card in board):
            return number
    return None


def try_settle(state: State) -> None:
    """Award the pots when nothing is left to show (and the boards are known)."""
    if state.phase is not Phase.SHOWDOWN:
        return
    live = state.live
    if len(live) > 1 and pending(state):
        state.actor = pending(state)[0]
        return
    state.actor = None
    contested = [pot for pot in _split_pots(state) if len(pot[1]) > 1]
    if contested and unknown_board(state) is not None:
        return
    settle(state)


def _split_pots(state: State) -> list[tuple[Pot, tuple[str, ...]]]:
    """Each pot with the players still contesting it (or the last mucker, if none)."""
    result = []
    for pot in pots(state):
        in_it = tuple(n for n in pot.eligible if not state.player(n).mucked)
        if not in_it:
            last = max(pot.eligible, key=lambda n: state.muck_order.index(n))
            in_it = (last,)
        result.append((pot, in_it))
    return result


def settle(state: State) -> None:
    """Judge the contested pots, award the rest, and pay out."""
    payouts: dict[str, int] = {p.name: 0 for p in state.players}
    split = _split_pots(state)
    judged = any(len(in_it) > 1 for _, in_it in split)
    contested: list[Pot] = []
    uncontested: list[tuple[int, str, int]] = []
    for number, (pot, in_it) in enumerate(split):
        # A pot with one player left goes to the judge beside the contested ones when that
        # player has shown, so the ruling lists every pot under its own name (main, side 1);
        # otherwise (the hand was not shown, or nothing is judged) it is simply pushed.
        if len(in_it) == 1 and not (judged and _shown(state, in_it[0])):
            payouts[in_it[0]] += pot.amount
            uncontested.append((number, in_it[0], pot.amount))
        else:
            contested.append(Pot(pot.amount, in_it))
    state.uncontested = tuple(uncontested)
    rulings: list[Ruling] = []
    if contested:
        variant = state.variant
        assert variant is not None
        halves: list[list[Pot]] = [contested]
        if state.runs == 2:
            chip = state.setup.chip
            first = [Pot((p.amount // chip - p.amount // chip // 2) * chip, p.eligible) for p in contested]
            second = [Pot(p.amount - f.amount, p.eligible) for p, f in zip(contested, first, strict=True)]
            halves = [first, second]
        contenders = _contenders(state)
        for number, board_pots in enumerate(halves):
            board = state.boards[number]
            cards: list[Card] = [c for c in board if c is not None]
            try:
                ruling = judge_and_explain(
                    variant,
                    cards,
                    contenders,
                    button=state.setup.button,
                    pots=[p for p in board_pots if p.amount or len(board_pots) == 1],
                    chip=state.setup.chip,
                    house=state.setup.rules,
                )
            except ShowdownError as exc:
                raise IllegalAction(f"the showdown cannot be judged: {exc}") from None
            rulings.append(ruling)
            for name, amount in ruling.payouts.items():
                payouts[name] += amount
    state.rulings = tuple(rulings)
    pay(state, payouts)


def _shown(state: State, name: str) -> bool:
    player = state.player(name)
    return player.live and player.shown and bool(player.hole)


def apply_floor(state: State, awards: Mapping[str, int]) -> None:
    """A floor ruling replaces the awards; the total must be the whole pot."""
    if state.phase is Phase.COMPLETE:
        total = sum((state.payouts or {}).values())
        for p in state.players:
            p.stack -= (state.payouts or {}).get(p.name, 0)
    elif state.phase is Phase.SHOWDOWN or (state.betting_over and state.phase is not Phase.BETTING):
        total = state.middle
    else:
        raise IllegalAction("a floor ruling awards the pot once the betting is over")
    for name, amount in awards.items():
        state.player(name)
        if amount < 0:
            raise IllegalAction(f"a floor ruling cannot take chips from {name} ({amount})")
        if amount % state.setup.chip:
            raise IllegalAction(f"{amount} for {name} is not in chips of {state.setup.chip}")
    given = sum(awards.values())
    if given != total:
        raise IllegalAction(f"the floor ruling hands out {given}, but the pot is {total}")
    state.middle = total
    state.floor_ruled = True
    state.winner_by_fold = None  # the floor, not the folds, gave the pot now
    pay(state, awards)


def _contenders(state: State) -> list[Contender]:
    """Every player as the judge sees them: shown hands live, everyone else folded."""
    return [
        Contender(p.name, p.hole or (), p.committed, folded=not (p.live and p.shown)) for p in state.players
    ]


def reworded(state: State, amount_text: Callable[[int], str]) -> tuple[Ruling, ...]:
    """The hand's rulings with their pot lines' chips written by ``amount_text``."""
    variant = state.variant
    if variant is None or not state.rulings:
        return state.rulings
    contenders = _contenders(state)
    return tuple(
        explain_ruling(
            ruling, variant, [c for c in state.boards[number] if c is not None], contenders, amount_text
        )
        for number, ruling in enumerate(state.rulings)
    )
