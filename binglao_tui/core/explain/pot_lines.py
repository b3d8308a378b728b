"""Each player's line for every pot he could win: who took each half, and the chips.

The words shared by everyone in a pot (its label, who won the high and with what) are
built once per pot, and the players who won nothing in it, who all read the same line,
share one string.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from binglao_tui.core.explain.deciding_card import deciding_words
from binglao_tui.core.showdown.pot_names import pot_name

if TYPE_CHECKING:
    from binglao_tui.core.evaluation.high import HighHand, LowHand
    from binglao_tui.core.showdown.judge import PotRuling

_NO_LOW_HERE = "nobody here has a qualifying low, so the high takes the whole pot"


def pot_label(index: int, count: int, amount: int | str) -> str:
    """``"The pot (100)"`` for a lone pot, else ``"Main pot (100)"``, ``"Side pot 1 (40)"``;
    a pot of no chips (none were given) is only named: ``"The pot"``."""
    name = pot_name(index, count)
    return f"{name} ({amount})" if amount else name


def _names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return names[0] if names else ""
    if len(names) == 2:
        return f"{names[0]} and {names[1]}"
    return ", ".join(names[:-1]) + " and " + names[-1]


def pot_lines(
    pots: Sequence[PotRuling],
    highs: Mapping[str, HighHand],
    lows: Mapping[str, LowHand | None],
    hi_lo: bool,
    amount_text: Callable[[int], str] = str,
) -> dict[str, list[str]]:
    """For each player who can win some pot, one line per such pot, in pot order.

    ``highs`` and ``lows`` are the live players' hands (a low of None: no qualifying low);
    every pot's eligible players are among them. ``amount_text`` writes a number of chips
    (a hand imported in decimal units writes them in those units).
    """
    lines: dict[str, list[str]] = {name: [] for name in highs}
    count = len(pots)
    last_high_winners: tuple[str, ...] | None = None
    last_low_winners: tuple[str, ...] | None = None
    high_loss = low_loss = ""
    best: HighHand | None = None
    for index, pot in enumerate(pots):
        chips = pot.amount
        amount = chips if amount_text is str or not chips else amount_text(chips)
        if count == 1:
            label = f"The pot ({amount})" if chips else "The pot"
        else:
            label = pot_label(index, count, amount)
        # With no chips in the pot (none were given) the lines say who wins, not what.
        nothing = "takes nothing" if chips else ""
        eligible, awards = pot.eligible, pot.awards
        if len(eligible) == 1:
            only = eligible[0]
            takes = f"; takes {amount_text(awards.get(only, 0))}" if chips else ""
            lines[only].append(f"{label}: the only player who can win it{takes}.")
            continue
        high_winners, low_winners = pot.high_winners, pot.low_winners
        if high_winners != last_high_winners:  # side pots often have the last pot's winners
            last_high_winners = high_winners
            best = highs[high_winners[0]] if high_winners else None
            high_words = best.description.lower() if best else ""
            high_loss = f"loses the high to {_names(high_winners)} ({high_words})"
        if not hi_lo:
            low_loss = ""
        elif not low_winners:
            low_loss, last_low_winners = _NO_LOW_HERE, None
        elif low_winners != last_low_winners:
            last_low_winners = low_winners
            low_hand = lows[low_winners[0]]
            low_loss = f"loses the low to {_names(low_winners)} ({low_hand.description if low_hand else ''})"
        losers = ["", ""]  # by whether the player has a low: the line of one who won nothing here
        for name in eligible:
            if name not in high_winners and name not in low_winners:
                has_low = lows[name] is not None
                low = "" if not hi_lo else low_loss if has_low or not low_winners else "has no low"
                if best is not None and highs[name].description == best.description:
                    # Lost to a hand of the same name: the deciding card is this player's own.
                    lines[name].append(
                        _line(label, _same_name_loss(high_loss, best, highs[name]), low, nothing)
                    )
                    continue
                text = losers[has_low]
                if not text:
                    text = losers[has_low] = _line(label, high_loss, low, nothing)
                lines[name].append(text)
                continue
            award = awards.get(name, 0)
            takes = f"takes {amount_text(award)}" if award else nothing
            high = _high_words(name, high_winners, high_loss, best, highs[name])
            low = _low_words(name, low_winners, low_loss, lows[name] is not None) if hi_lo else ""
            if takes:  # the common case, written out: a line is made for every player and pot
                lines[name].append(
                    f"{label}: {high}; {low}; {takes}." if low else f"{label}: {high}; {takes}."
                )
            else:
                lines[name].append(_line(label, high, low, takes))
    return lines


def _high_words(name: str, winners: Sequence[str], loss: str, best: HighHand | None, mine: HighHand) -> str:
    """What a player who won some of a pot did with the high half."""
    if name not in winners:
        return loss if best is None else _same_name_loss(loss, best, mine)
    return "wins the high" if len(winners) == 1 else _tied("high", name, winners)


def _low_words(name: str, winners: Sequence[str], loss: str, has_low: bool) -> str:
    """What a player who won some of a hi-lo pot did with the low half."""
    if not winners:
        return loss
    if name not in winners:
        return loss if has_low else "has no low"
    return "wins the low" if len(winners) == 1 else _tied("low", name, winners)


def _line(label: str, high: str, low: str, takes: str) -> str:
    """``"Main pot (80): wins the high; loses the low to B (7-5-3-2-A); takes 40."``"""
    parts = [part for part in (high, low, takes) if part]
    return f"{label}: {'; '.join(parts)}."


def _same_name_loss(high_loss: str, best: HighHand, mine: HighHand) -> str:
    """The high-loss words, with the deciding card when ``mine`` has the winner's name."""
    if mine.description != best.description:
        return high_loss
    return f"{high_loss[:-1]}: {deciding_words(best, mine)})"


def _tied(half: str, name: str, winners: Sequence[str]) -> str:
    """Words for one of several winners of a half."""
    return f"ties for the {half} with {_names([w for w in winners if w != name])}"
