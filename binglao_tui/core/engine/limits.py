"""Betting arithmetic: how much to call, and the smallest and largest raise, with the sums.

Pure functions of the chips on the table; the hand engine and the ``pot`` calculator
share them. All amounts are "to" totals for the street: a raise to 50 means the player
ends with 50 in front, whatever they had there before.

Pot-limit: the most a player may raise to is the current bet plus the pot as it would be
after their call: every chip in the middle, every chip in front of every player, and
the call itself. The quick way to say it is "three times the bet faced plus the pot
before it" when the player has nothing in front yet.

>>> pot_limit(pot=20, bets=[10]).text
'pot 20 + bet 10 + your call 10 = 40; raise 40 more: to 50'
>>> faced = pot_limit(pot=0, bets=[1, 2], big_blind=2)
>>> (faced.to_call, faced.min_raise_to, faced.max_raise_to)
(2, 4, 7)

Minimum: a bet is at least the big blind; a raise is at least the larger of the big
blind and the last full bet or raise of the street.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from binglao_tui.core.rules.games import Betting


@dataclass(frozen=True, slots=True)
class Limits:
    """What the player to act faces.

    ``min_raise_to`` and ``max_raise_to`` are raise-to totals (bet amounts when nobody
    has bet yet: ``opening``); both are capped at the player's all-in total. When
    ``can_raise`` is False the player can only call (or is all in by calling) and both
    equal the all-in-or-call total. ``pot_after_call`` is the pot counting every chip on
    the table once the call is in. ``text`` is the arithmetic in words.
    """

    to_call: int
    min_raise_to: int
    max_raise_to: int
    pot_after_call: int
    opening: bool
    can_raise: bool
    text: str
    min_text: str = ""
    full_min_raise_to: int = 0

    @property
    def short_all_in_only(self) -> bool:
        """True when the only raise is all in for less than a full raise (``full_min_raise_to``):
        the minimum and the maximum are both that all-in.

        >>> pot_limit(pot=0, bets=[35, 119], mine=7, stack=143, big_blind=2).short_all_in_only
        True
        """
        return self.can_raise and self.max_raise_to < self.full_min_raise_to

    @property
    def explanation(self) -> str:
        """The maximum's arithmetic and the minimum, in one line."""
        return f"{self.text}; {self.min_text}" if self.min_text else self.text


def last_raise_from(bets: Sequence[int], mine: int = 0) -> int:
    """The last full raise read off the table: the largest step between two bet levels.

    Full raises never shrink (each is at least the one before it), so a step smaller
    than an earlier one can only be an all-in for less, which sets no new size (TDA 2024
    Rule 43: a raise is at least the largest previous bet or raise of the round).

    >>> last_raise_from([1, 2])
    1
    >>> last_raise_from([10, 30], mine=0)
    20
    >>> last_raise_from([10, 30, 35])
    20
    """
    levels = sorted({0, mine, *bets})
    return max((high - low for low, high in pairwise(levels)), default=0)


@dataclass(frozen=True, slots=True)
class LastRaise:
    """The last full bet or raise of the street as read off the chips in front.

    ``size`` is what the minimum raise adds (never under the big blind, or the straddle
    before the flop); ``known`` says whether the bets alone settle it; ``reading`` says
    in words how it was read; ``worth_saying`` is True when that is more than the one
    raise or blind in sight (an all-in for less was passed over, or the size assumed).
    """

    size: int
    known: bool
    reading: str
    worth_saying: bool = False


def read_last_raise(bets: Sequence[int], mine: int = 0, big_blind: int = 1, straddle: int = 0) -> LastRaise:
    """The last full bet or raise, read off the bets in front as far as they tell it.

    With nothing over the blinds it is the big blind, or the straddle (a live straddle is
    a blind of its own size, so the raise over a straddle of 4 goes to 8). Otherwise it is
    the largest step between two bet levels (:func:`last_raise_from`), never under that:
    bet 10, raise to 30, all in for 35 leaves a last full raise of 20 (raise to 55).

    What the bets cannot show is a raise that was called: a player who bet 4 and called a
    raise to 10 shows 10, as does one who called a bet of 10. So the size is assumed
    (``known`` False) when a largest step ends below or at a level two or more players
    hold and is wide enough to hide a bet and a full raise inside it (twice the blind).

    >>> read_last_raise([1, 2, 4], big_blind=2).size
    2
    >>> read_last_raise([1, 2, 4], big_blind=2, straddle=4).size
    4
    >>> read_last_raise([10, 30, 35], big_blind=2).size, read_last_raise([10, 30, 35], big_blind=2).known
    (20, True)
    >>> read_last_raise([10, 30, 30], big_blind=2).known
    False
    """
    floor = max(big_blind, straddle)
    amounts = [*bets, mine]
    levels = sorted({0, *amounts})
    if levels[-1] <= floor:
        blind = "the straddle" if straddle else "the big blind"
        return LastRaise(floor, True, f"no bet over the blinds: {blind}, {floor}")
    steps = list(pairwise(levels))
    largest = max(high - low for low, high in steps)
    if largest <= floor:
        blind = "the straddle" if straddle else "the big blind"
        return LastRaise(floor, True, f"no raise larger than {blind}: {floor}")
    low, high = next((low, high) for low, high in steps if high - low == largest)
    words = f"the largest bet or raise, {high} - {low} = {largest}"
    shorter = [f"{b} - {a}" for a, b in steps if a >= high and b - a < largest]
    if shorter:
        words += f" ({', '.join(shorter)}: less, an all-in for less than a full raise)"
    shared = {a for a in amounts if a > floor and amounts.count(a) > 1}
    widest = [(a, b) for a, b in steps if b - a == largest]
    if largest >= 2 * floor and all(any(c >= b for c in shared) for a, b in widest):
        return LastRaise(
            largest,
            False,
            f"{words}; but a raise that was called no longer shows (a caller may have bet less"
            f" before), so if the last full raise was smaller, give it with --last-raise",
            True,
        )
    return LastRaise(largest, True, words, bool(shorter))


def _terms(pot: int, bets: Sequence[int], mine: int) -> list[str]:
    parts: list[str] = []
    if pot or (not any(bets) and not mine):
        parts.append(f"pot {pot}")
    shown = [b for b in bets if b]
    if shown:
        label = "bet" if len(shown) == 1 else "bets"
        parts.append(f"{label} " + " + ".join(str(b) for b in shown))
    if mine:
        parts.append(f"your {mine} in front")
    return parts


def _cap(total: int, all_in: int | None) -> int:
    return total if all_in is None else min(total, all_in)


def limits(
    structure: Betting,
    *,
    pot: int,
    bets: Sequence[int] = (),
    mine: int = 0,
    stack: int | None = None,
    big_blind: int = 1,
    last_raise: int | None = None,
    raise_from: int | None = None,
    to_match: int = 0,
) -> Limits:
    """To call, the smallest and the largest raise (or bet) under ``structure``.

    ``pot`` is what is in the middle and counts toward a pot limit; ``bets`` are this
    street's chips in front of the other players (folded ones included); ``mine`` is the
    actor's own chips in front; ``stack`` what the actor has behind (None: unlimited);
    ``big_blind`` the smallest bet (in fixed limit, the bet of the round: every bet and
    raise is exactly that); ``last_raise`` overrides the last full raise read off the bets
    (no limit and pot limit); ``raise_from`` (fixed limit) is the level of the last full bet
    when an all-in for less has gone above it; ``to_match`` is the bet to call when it is
    more than anyone has in front (a full big blind, the big blind being all in for less).

    >>> limits(Betting.NO_LIMIT, pot=20, bets=[10], stack=500, big_blind=2).max_raise_to
    500

    Fixed limit, a bet of 400: facing an all-in for 100 with no full bet made
    (``raise_from=0``), the raise completes the bet to 400; facing a full 300, it goes one
    bet above it.

    >>> limits(Betting.FIXED_LIMIT, pot=600, bets=[100], big_blind=400, raise_from=0).min_raise_to
    400
    >>> limits(Betting.FIXED_LIMIT, pot=600, bets=[300], big_blind=400).min_raise_to
    700
    """
    fixed = structure is Betting.FIXED_LIMIT
    current = max([mine, *bets, to_match])
    owed = current - mine
    all_in = None if stack is None else mine + stack
    to_call = owed if stack is None else min(owed, stack)
    pot_after_call = pot + sum(bets) + mine + to_call
    opening = current == 0
    raise_size = max(big_blind, last_raise_from(bets, mine) if last_raise is None else last_raise)
    base = current
    if fixed:
        raise_size = big_blind
        base = current if raise_from is None else raise_from
    full_min = base + raise_size
    if structure is Betting.POT_LIMIT:
        full_max = current + pot_after_call
    elif fixed:
        full_max = full_min
    else:
        full_max = full_min if all_in is None else max(full_min, all_in)
    can_raise = all_in is None or all_in > current
    if not can_raise:
        assert all_in is not None
        low = high = all_in
    else:
        low, high = _cap(full_min, all_in), _cap(max(full_max, full_min), all_in)
    text, min_text = _explain(
        structure,
        pot,
        bets,
        mine,
        to_call,
        pot_after_call,
        current,
        raise_size,
        high,
        can_raise,
        all_in,
        base,
    )
    return Limits(to_call, low, high, pot_after_call, opening, can_raise, text, min_text, full_min)


def _explain(
    structure: Betting,
    pot: int,
    bets: Sequence[int],
    mine: int,
    to_call: int,
    pot_after_call: int,
    current: int,
    raise_size: int,
    high: int,
    can_raise: bool,
    all_in: int | None,
    base: int,
) -> tuple[str, str]:
    verb = "bet" if current == 0 else "raise"
    if not can_raise:
        return f"{to_call} to call puts you all in; no raise is possible", ""
    if structure is Betting.POT_LIMIT:
        terms = _terms(pot, bets, mine)
        if current == 0 and pot_after_call < raise_size:  # a pot smaller than the minimum bet
            only = f"the pot is less than the minimum bet, so the only bet is {raise_size}"
            text = " + ".join(terms) + f"; {only}"
        elif current == 0:
            text = " + ".join(terms) + f"; bet up to the pot: {pot_after_call}"
        else:
            sum_text = " + ".join([*terms, f"your call {to_call}"])
            raise_to = current + pot_after_call
            text = f"{sum_text} = {pot_after_call}; raise {pot_after_call} more: to {raise_to}"
    elif structure is Betting.FIXED_LIMIT:
        if current == 0:
            text = f"fixed limit: bet {raise_size}"
        elif base < current:
            word = "bet" if base == 0 else "raise"
            verb = "complete the bet" if base == 0 else "raise"
            text = (
                f"fixed limit: {verb} to {base + raise_size}, a full bet over {base}"
                f" (the all-in to {current} is not a full {word})"
            )
            if all_in is not None and high == all_in:
                text += f"; capped at your stack: all in for {all_in}"
            return text, ""
        else:
            text = f"fixed limit: {verb} to {current + raise_size}"
    else:
        text = "no limit: any amount up to all in"
    minimum = (
        f"minimum bet {current + raise_size}"
        if current == 0
        else f"minimum raise to {current + raise_size} (the bet {current} + the last full raise {raise_size})"
    )
    if all_in is not None and high == all_in and structure is not Betting.NO_LIMIT:
        text += f"; capped at your stack: all in for {all_in}"
    return text, minimum


def pot_limit(
    *,
    pot: int,
    bets: Sequence[int] = (),
    mine: int = 0,
    stack: int | None = None,
    big_blind: int = 1,
    last_raise: int | None = None,
    to_match: int = 0,
) -> Limits:
    """Pot-limit: :func:`limits` under ``Betting.POT_LIMIT`` (the ``pot`` command's)."""
    return limits(
        Betting.POT_LIMIT,
        pot=pot,
        bets=bets,
        mine=mine,
        stack=stack,
        big_blind=big_blind,
        last_raise=last_raise,
        to_match=to_match,
    )
