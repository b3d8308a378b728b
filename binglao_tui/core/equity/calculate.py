"""Exact all-in equity: every completion of the board, judged by the game's rules.

:func:`all_in_equity` checks the all-in, counts the completions in groups
(:mod:`~binglao_tui.core.equity.boards`), finds every live hand's high and low on each
group (:mod:`~binglao_tui.core.equity.strengths`) and turns them into exact shares
(:mod:`~binglao_tui.core.equity.tally`) and chips (:mod:`~binglao_tui.core.equity.money`).

A die game whose die is still to be rolled (Binglaha rolls after the flop betting) is
counted once for each face and averaged, each face's equities kept. In a game whose die is
rolled before the deal (Binglao) the roll is required, as at the showdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

import numpy as np

from binglao_tui.core.cards import Card, CardError, check_no_duplicates
from binglao_tui.core.equity._arrays import IntArray
from binglao_tui.core.equity.boards import board_groups
from binglao_tui.core.equity.money import expected_chips
from binglao_tui.core.equity.result import (
    AllInPlayer,
    Equity,
    EquityError,
    FaceEquity,
    PlayerEquity,
    PotEquity,
)
from binglao_tui.core.equity.strengths import high_strengths, low_strengths
from binglao_tui.core.equity.tally import Counts, Outcome, counts, outcomes
from binglao_tui.core.rules import Game, LowRule, RulesError, Variant
from binglao_tui.core.showdown.pots import PotError, clockwise_from, side_pots, without_uncalled

BOARD_SIZES = (0, 3, 4, 5)


def variants(game: Game, roll: int | None, board_size: int) -> list[tuple[int | None, Variant]]:
    """The variants to count: the one being played, or every face of a die not yet rolled."""
    die = game.die
    if roll is None and game.rolls_after_flop and die is not None:
        if board_size > 3:
            raise EquityError(
                f"{game.name} rolls the die after the flop betting: with the turn dealt, "
                f"give the roll (1-{die.sides})"
            )
        return [(face, die.faces[face]) for face in sorted(die.faces)]
    try:
        return [(roll, game.variant(roll))]
    except RulesError as exc:
        raise EquityError(str(exc)) from None


def _check(
    game: Game,
    roll: int | None,
    cases: list[tuple[int | None, Variant]],
    board: Sequence[Card],
    dead: Sequence[Card],
    players: Sequence[AllInPlayer],
    button: str | None,
) -> None:
    if len(board) not in BOARD_SIZES:
        raise EquityError(f"the board must have 0, 3, 4 or 5 cards, got {len(board)}")
    if len(players) < 2:
        raise EquityError(f"an all-in needs at least 2 players, got {len(players)}")
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise EquityError("every player needs a different name")
    if button is not None and button not in names:
        raise EquityError(f"the button {button!r} is not one of the players ({', '.join(names)})")
    if all(p.folded for p in players):
        raise EquityError("every player has folded: nobody is left to win")
    dealt = f"roll {roll} deals" if roll is not None else f"{game.name} deals"
    for _, variant in cases:
        for p in players:
            if len(p.hole) != variant.hole_cards and not (p.folded and not p.hole):
                raise EquityError(
                    f"player {p.name}: {len(p.hole)} hole cards, but {dealt} {variant.hole_cards}"
                )
    groups: dict[str, Iterable[Card]] = {"board": board, "dead cards": dead}
    groups.update((f"player {p.name}", p.hole) for p in players)
    try:
        check_no_duplicates(groups)
    except CardError as exc:
        raise EquityError(str(exc)) from None
    left = 52 - len(board) - len(dead) - sum(len(p.hole) for p in players)
    if left < 5 - len(board):
        raise EquityError(f"only {left} cards are left, too few to deal the board's {5 - len(board)} more")


def all_in_equity(
    game: Game,
    players: Sequence[AllInPlayer],
    *,
    board: Sequence[Card] = (),
    dead: Sequence[Card] = (),
    roll: int | None = None,
    button: str | None = None,
    chip: int = 1,
    pots: Sequence[tuple[int, Sequence[str]]] | None = None,
) -> Equity:
    """Every live player's exact equity over all completions of ``board``.

    ``players`` are in seat order; ``button`` (default: the last player) and ``chip`` (the
    smallest chip) decide odd chips in the expected chips. Pots and each player's ``ev`` are
    given when any player has chips put in, the pots built from them; or when ``pots`` are
    given (``(amount, eligible)``, main pot first: the hand's own pots, or one board's half
    of them when it is run twice), whatever the chips put in. Raises :class:`EquityError` for an all-in that
    cannot be counted (a board of 1, 2 or 6 cards, a duplicate card, a hole of the wrong
    size, too few cards left to finish the board, ...).
    """
    cases = variants(game, roll, len(board))
    _check(game, roll, cases, board, dead, players, button)
    live = [p for p in players if not p.folded]
    known = {card.index for card in (*board, *dead)} | {card.index for p in players for card in p.hole}
    unseen = [index for index in range(52) if index not in known]
    holes = [[card.index for card in p.hole] for p in live]
    flush_suits = {suit for hole in holes for suit in range(4) if sum(c % 4 == suit for c in hole) >= 2}

    groups = board_groups([card.index for card in board], unseen, flush_suits)
    highs = np.stack([high_strengths(groups, hole) for hole in holes], axis=1)
    clockwise = clockwise_from([p.name for p in players], button)
    pots, returned = _pots(players) if pots is None else (_given_pots(pots, live), None)
    # Each low rule met among the variants is counted once (Binglaha's six faces are two games).
    counted: dict[LowRule | None, tuple[tuple[PlayerEquity, ...], tuple[PotEquity, ...] | None]] = {}
    for _, variant in cases:
        rule = variant.low
        if rule not in counted:
            lows = (
                None
                if rule is None
                else np.stack([low_strengths(groups, hole, rule) for hole in holes], axis=1)
            )
            counted[rule] = _count(highs, lows, groups.boards, live, players, pots, clockwise, chip, game)

    results = [counted[variant.low] for _, variant in cases]
    if len(results) == 1:
        player_rows, pot_rows = results[0]
        return Equity(groups.total, player_rows, pot_rows, None, returned)
    faces = tuple(
        FaceEquity(face, {p.name: p.equity for p in rows})
        for (face, _), (rows, _) in zip(cases, results, strict=True)
        if face is not None
    )
    return Equity(
        groups.total,
        _average_players([rows for rows, _ in results]),
        _average_pots([pot_rows for _, pot_rows in results]),
        faces,
        returned,
    )


def _pots(
    players: Sequence[AllInPlayer],
) -> tuple[list[tuple[int, tuple[str, ...]]] | None, dict[str, int] | None]:
    """The pots from the chips put in (None when none were given), and the uncalled bet
    given back, which is in no pot (None when there is none)."""
    if not any(p.committed for p in players):
        return None, None
    entries, returned = without_uncalled([(p.name, p.committed, p.folded) for p in players])
    try:
        built = side_pots(entries)
    except PotError as exc:
        raise EquityError(str(exc)) from None
    return [(pot.amount, pot.eligible) for pot in built], returned or None


def _given_pots(
    pots: Sequence[tuple[int, Sequence[str]]], live: Sequence[AllInPlayer]
) -> list[tuple[int, tuple[str, ...]]]:
    """The pots given, checked: each won by at least one live player."""
    names = {p.name for p in live}
    checked = []
    for amount, eligible in pots:
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise EquityError(f"a pot must be a whole number of chips, 0 or more (got {amount!r})")
        unknown = [name for name in eligible if name not in names]
        if unknown or not eligible:
            raise EquityError(f"a pot of {amount} must be won by live players (not {', '.join(unknown)})")
        checked.append((amount, tuple(eligible)))
    return checked


def _count(
    highs: IntArray,
    lows: IntArray | None,
    boards: IntArray,
    live: Sequence[AllInPlayer],
    players: Sequence[AllInPlayer],
    pots: list[tuple[int, tuple[str, ...]]] | None,
    clockwise: Sequence[str],
    chip: int,
    game: Game,
) -> tuple[tuple[PlayerEquity, ...], tuple[PotEquity, ...] | None]:
    """One variant's results: every player's figures, and the pots when chips were put in."""
    column = {p.name: at for at, p in enumerate(live)}
    figures = dict(zip(column, counts(outcomes(highs, lows, boards), len(live)), strict=True))
    pot_rows: tuple[PotEquity, ...] | None = None
    ev: dict[str, Fraction] = {}
    if pots is not None:
        rows = []
        for amount, eligible in pots:
            picked = [column[name] for name in eligible]
            found = outcomes(highs[:, picked], None if lows is None else lows[:, picked], boards)
            shares = _pot_shares(eligible, found)
            expected = expected_chips(amount, eligible, found, clockwise, chip, game.house)
            rows.append(PotEquity(amount, eligible, shares, expected))
            for name, chips in expected.items():
                ev[name] = ev.get(name, Fraction(0)) + chips
        pot_rows = tuple(rows)
    nothing = Counts(*(Fraction(0),) * 6)  # a folded player
    player_rows = tuple(
        _player(p.name, figures.get(p.name, nothing), None if pots is None else ev.get(p.name, Fraction(0)))
        for p in players
    )
    return player_rows, pot_rows


def _player(name: str, found: Counts, ev: Fraction | None) -> PlayerEquity:
    return PlayerEquity(
        name,
        equity=found.equity,
        scoop=found.scoop,
        high_win=found.high_win,
        high_tie=found.high_tie,
        low_win=found.low_win,
        low_tie=found.low_tie,
        ev=ev,
    )


def _pot_shares(eligible: Sequence[str], found: Sequence[Outcome]) -> dict[str, Fraction]:
    if len(eligible) == 1:
        return {eligible[0]: Fraction(1)}
    return {
        name: figures.equity for name, figures in zip(eligible, counts(found, len(eligible)), strict=True)
    }


def _mean(values: Iterable[Fraction]) -> Fraction:
    values = list(values)
    return sum(values, Fraction(0)) / len(values)


_FIGURES = Counts._fields


def _average_players(faces: list[tuple[PlayerEquity, ...]]) -> tuple[PlayerEquity, ...]:
    averaged = []
    for rows in zip(*faces, strict=True):
        evs = [row.ev for row in rows if row.ev is not None]
        mean = Counts(*(_mean(getattr(row, key) for row in rows) for key in _FIGURES))
        averaged.append(_player(rows[0].name, mean, _mean(evs) if evs else None))
    return tuple(averaged)


def _average_pots(faces: list[tuple[PotEquity, ...] | None]) -> tuple[PotEquity, ...] | None:
    if faces[0] is None:
        return None
    averaged = []
    for pots in zip(*(f for f in faces if f is not None), strict=True):
        first = pots[0]
        averaged.append(
            PotEquity(
                first.amount,
                first.eligible,
                {name: _mean(p.equity[name] for p in pots) for name in first.eligible},
                {name: _mean((p.ev or {}).get(name, Fraction(0)) for p in pots) for name in first.eligible},
            )
        )
    return tuple(averaged)
