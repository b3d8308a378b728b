"""The showdown judge: who wins each pot, high and low, and how many chips each player gets.

Give it the variant being played (hole cards, high only or hi-lo, the low rule), the five
board cards, the players in seat order (clockwise) with their hole cards, and who holds the
button. The money is either explicit pots, or each player's chips put in with a folded
flag (side pots are then built from them, folded chips being dead money). With neither,
one pot of 0 is judged, which still names the winners.

Each pot is judged among its eligible players only. In hi-lo the pot is halved (an odd
chip to high, unless the house says low); with no qualifying low among the pot's players
the high takes it all; when the same players win both halves they share the whole pot
evenly; tied players share their half, odd chips going one at a time from the first tied
player clockwise from the button.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from binglao_tui.core.cards import Card, CardError, check_no_duplicates
from binglao_tui.core.evaluation.high import HighHand, LowHand, best_hand_lists
from binglao_tui.core.rules import HiLoOddChip, HouseRules, OddChip, Variant
from binglao_tui.core.showdown.pots import Pot, PotError, clockwise_from, side_pot_layers, without_uncalled

__all__ = [
    "Contender",
    "PlayerRuling",
    "PotRuling",
    "Ruling",
    "ShowdownError",
    "judge",
]


class ShowdownError(ValueError):
    """A showdown that cannot be judged; the message names the problem and where it is."""


@dataclass(frozen=True, slots=True)
class Contender:
    """A player at the showdown, in seat order. A folded player's hole cards may be empty."""

    name: str
    hole: tuple[Card, ...]
    committed: int = 0
    folded: bool = False


@dataclass(frozen=True, slots=True)
class PotRuling:
    """One pot's result: its winners for each half and the chips each winner takes."""

    amount: int
    eligible: tuple[str, ...]
    high_winners: tuple[str, ...]
    low_winners: tuple[str, ...]
    awards: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class PlayerRuling:
    """One player's hands (None if folded, or no qualifying low) and the dealer's words."""

    name: str
    high: HighHand | None
    low: LowHand | None
    explanation: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ruling:
    """The whole showdown: every player's hands, every pot, and each player's total from
    the pots. ``returned`` is the uncalled bet given back, by player (only when the pots
    were built from chips put in and one player's top chips were never matched): it is in
    no pot and not in ``payouts``."""

    players: tuple[PlayerRuling, ...]
    pots: tuple[PotRuling, ...]
    payouts: Mapping[str, int]
    returned: Mapping[str, int] = field(default_factory=dict)


# ---------------------------------------------------------------------------- checks

_INDEX = attrgetter("index")


def _is_chips(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check(
    variant: Variant,
    board: Sequence[Card],
    contenders: Sequence[Contender],
    button: str,
    chip: int,
) -> tuple[list[str], list[Contender]]:
    """Refuse what cannot be judged; give back every player's name and the live players."""
    if not contenders:
        raise ShowdownError("a showdown needs players")
    if len(board) != 5:
        raise ShowdownError(f"the board must have 5 cards, got {len(board)}")
    if isinstance(chip, bool) or not isinstance(chip, int) or chip < 1:
        raise ShowdownError(f"the smallest chip must be a whole number, 1 or more (got {chip!r})")
    hole_cards = variant.hole_cards
    seen: set[str] = set()
    names: list[str] = []
    live: list[Contender] = []
    indexes = list(map(_INDEX, board))
    for player in contenders:
        name = player.name
        if not isinstance(name, str) or not name.strip():
            raise ShowdownError("every player needs a name")
        if name in seen:
            raise ShowdownError(f"two players are named {name!r}")
        seen.add(name)
        names.append(name)
        hole = player.hole
        count = len(hole)
        if count != hole_cards and not (player.folded and count == 0):
            raise ShowdownError(f"player {name}: {count} hole cards, but this hand deals {hole_cards}")
        committed = player.committed
        if (type(committed) is not int or committed < 0) and not _is_chips(committed):
            raise ShowdownError(
                f"player {name}: chips put in must be a whole number, 0 or more (got {committed!r})"
            )
        if committed % chip:
            raise ShowdownError(
                f"player {name}: {committed} chips put in is not a multiple of the smallest chip {chip}"
            )
        if not player.folded:
            live.append(player)
        indexes += map(_INDEX, hole)
    if not live:
        raise ShowdownError("every player has folded: nobody is left to win")
    if button not in seen:
        raise ShowdownError(f"the button {button!r} is not one of the players")
    # Cards are equal exactly when their deck numbers are; the full check names the duplicate.
    if len(set(indexes)) != len(indexes):
        groups: dict[str, Iterable[Card]] = {"board": board}
        for player in contenders:
            groups[f"player {player.name}"] = player.hole
        try:
            check_no_duplicates(groups)
        except CardError as exc:
            raise ShowdownError(str(exc)) from None
    return names, live


def _money(
    contenders: Sequence[Contender],
    pots: Sequence[Pot] | None,
    chip: int,
) -> tuple[list[tuple[int, tuple[str, ...]]], dict[str, int]]:
    """The pots to judge, as ``(amount, eligible players in seat order)``, and the uncalled
    bet given back (by player) when the pots are built from chips put in."""
    if pots is None:
        entries, returned = without_uncalled([(p.name, p.committed, p.folded) for p in contenders])
        try:
            built = side_pot_layers(entries)
        except PotError as exc:
            raise ShowdownError(str(exc)) from None
        return built or [(0, tuple(p.name for p in contenders if not p.folded))], returned
    live = tuple(p.name for p in contenders if not p.folded)
    if not pots:
        raise ShowdownError("give at least one pot")
    folded = {p.name for p in contenders if p.folded}
    known = {p.name for p in contenders}
    checked = []
    for number, pot in enumerate(pots, start=1):
        where = f"pot {number}"
        if not _is_chips(pot.amount):
            raise ShowdownError(f"{where}: the amount must be a whole number, 0 or more (got {pot.amount!r})")
        if pot.amount % chip:
            raise ShowdownError(f"{where}: {pot.amount} is not a multiple of the smallest chip {chip}")
        if not pot.eligible:
            raise ShowdownError(f"{where}: no eligible players")
        if len(set(pot.eligible)) != len(pot.eligible):
            raise ShowdownError(f"{where}: a player is named twice among the eligible")
        for name in pot.eligible:
            if name not in known:
                raise ShowdownError(f"{where}: {name!r} is not one of the players")
            if name in folded:
                raise ShowdownError(f"{where}: {name} folded and cannot win it")
        # Keep the eligible players in seat order, whatever order they were listed in.
        order = tuple(n for n in live if n in pot.eligible)
        checked.append((pot.amount, order))
    return checked, {}


# ----------------------------------------------------------------------------- judge


def judge(
    variant: Variant,
    board: Sequence[Card],
    contenders: Sequence[Contender],
    *,
    button: str,
    pots: Sequence[Pot] | None = None,
    chip: int = 1,
    house: HouseRules = HouseRules(),  # noqa: B008 - frozen, so a shared default is safe
) -> Ruling:
    """Judge a showdown: every live hand's best high and low, winners and chips for every pot.

    ``contenders`` are in seat order (clockwise). Raises :class:`ShowdownError` for input
    that cannot be judged (wrong card counts, a duplicate card, an unknown button, ...).
    The players' explanations are left empty: the words are added afterwards by
    :func:`binglao_tui.core.explain.judge_and_explain`, for callers that show them.
    """
    board = tuple(board)
    names, live = _check(variant, board, contenders, button, chip)
    money, returned = _money(contenders, pots, chip)
    hi_lo = variant.plays_low
    rule = variant.low

    # Seat order starting on the button's left: the order for odd chips and listings.
    clockwise = clockwise_from(names, button)

    highs: dict[str, HighHand] = {}
    lows: dict[str, LowHand | None] = {}
    high_strength: dict[str, int] = {}
    low_strength: dict[str, int] = {}  # 0: no low
    high_hands, low_hands = best_hand_lists([player.hole for player in live], board, rule if hi_lo else None)
    for player, high, low in zip(live, high_hands, low_hands):  # noqa: B905 - the same length
        name = player.name
        highs[name] = high
        high_strength[name] = high.strength
        lows[name] = low
        low_strength[name] = 0 if low is None else low.strength

    pot_rulings: list[PotRuling] = []
    payouts = dict.fromkeys(names, 0)
    previous = None  # side pots built from chips put in each hold some of the last pot's players
    for amount, eligible in money:
        ruling = _judge_pot(
            amount, eligible, high_strength, low_strength, hi_lo, clockwise, chip, house, previous
        )
        if pots is None:
            previous = ruling
        pot_rulings.append(ruling)
        for name, chips in ruling.awards.items():
            payouts[name] += chips

    players = tuple(PlayerRuling(p.name, highs.get(p.name), lows.get(p.name), ()) for p in contenders)
    return Ruling(players, tuple(pot_rulings), payouts, returned)


def _tied(eligible: Sequence[str], values: list[int], top: int, clockwise: list[str]) -> tuple[str, ...]:
    """The eligible players whose strength is ``top``, clockwise from the button."""
    best = [name for name, value in zip(eligible, values, strict=True) if value == top]
    best.sort(key=clockwise.index)
    return tuple(best)


def _still_in(winners: tuple[str, ...], eligible: tuple[str, ...]) -> tuple[str, ...]:
    """The last pot's winners who are in this one."""
    if len(winners) == 1:
        return winners if winners[0] in eligible else ()
    return tuple([name for name in winners if name in eligible])


def _shares(amount: int, winners: tuple[str, ...], chip: int, from_left: bool) -> dict[str, int]:
    """``amount`` shared by ``winners`` (clockwise from the button) in whole chips; chips
    that do not share evenly go one at a time from the first winner (or from the last)."""
    if len(winners) == 1:
        return {winners[0]: amount}
    share, odd = divmod(amount // chip, len(winners))
    if from_left:
        return {name: (share + (i < odd)) * chip for i, name in enumerate(winners)}
    first_lucky = len(winners) - odd
    return {name: (share + (i >= first_lucky)) * chip for i, name in enumerate(winners)}


def _judge_pot(
    amount: int,
    eligible: tuple[str, ...],
    high_strength: Mapping[str, int],
    low_strength: Mapping[str, int],
    hi_lo: bool,
    clockwise: list[str],
    chip: int,
    house: HouseRules,
    previous: PotRuling | None = None,
) -> PotRuling:
    """One pot's winners and awards. ``previous`` is the pot before it when every player of
    this pot was in that one too: that pot's winners who are here win here as well."""
    if len(eligible) == 1:  # uncalled chips, or a pot only one player reached
        only = eligible[0]
        return PotRuling(amount, eligible, eligible, eligible if low_strength[only] else (), {only: amount})
    high_winners: tuple[str, ...] = ()
    if previous is not None:
        high_winners = _still_in(previous.high_winners, eligible)
    if not high_winners:
        values = [high_strength[name] for name in eligible]
        top = max(values)
        if values.count(top) == 1:
            high_winners = (eligible[values.index(top)],)
        else:
            high_winners = _tied(eligible, values, top, clockwise)
    low_winners: tuple[str, ...] = ()
    if hi_lo and (previous is None or previous.low_winners):  # no low there: none here either
        if previous is not None:
            low_winners = _still_in(previous.low_winners, eligible)
        if not low_winners:
            values = [low_strength[name] for name in eligible]
            top = max(values)
            if top:  # 0: nobody here has a low
                low_winners = (
                    (eligible[values.index(top)],)
                    if values.count(top) == 1
                    else _tied(eligible, values, top, clockwise)
                )
    one_half = not low_winners or low_winners == high_winners  # both in seat order: equal as sets
    if one_half and len(high_winners) == 1:
        return PotRuling(amount, eligible, high_winners, low_winners, {high_winners[0]: amount})
    from_left = house.odd_chip is OddChip.LEFT_OF_BUTTON
    if one_half:
        return PotRuling(
            amount, eligible, high_winners, low_winners, _shares(amount, high_winners, chip, from_left)
        )
    # Halve the pot (an odd chip to the half the house says), then share each half.
    small = amount // chip // 2 * chip
    if house.hi_lo_odd_chip is HiLoOddChip.HIGH:
        high_half, low_half = amount - small, small
    else:
        high_half, low_half = small, amount - small
    if len(high_winners) == 1 and len(low_winners) == 1:  # two different players, one a half
        high, low = high_winners[0], low_winners[0]
        if clockwise.index(high) < clockwise.index(low):
            return PotRuling(amount, eligible, high_winners, low_winners, {high: high_half, low: low_half})
        return PotRuling(amount, eligible, high_winners, low_winners, {low: low_half, high: high_half})
    awards = _shares(high_half, high_winners, chip, from_left)
    for name, chips in _shares(low_half, low_winners, chip, from_left).items():
        awards[name] = awards.get(name, 0) + chips
    if len(awards) > 1:
        awards = {name: awards[name] for name in sorted(awards, key=clockwise.index)}
    return PotRuling(amount, eligible, high_winners, low_winners, awards)
