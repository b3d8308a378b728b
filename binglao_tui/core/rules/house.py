"""House settings: the points where card rooms disagree, each a named choice with a default.

A rules file may set any of them in its ``[house]`` table, and a table in the app may
change them for one game night. Each setting is a field of :class:`HouseRules`; the
choices are enums whose values are the words written in the file.

>>> HouseRules(odd_chip="right-of-button").odd_chip is OddChip.RIGHT_OF_BUTTON
True
>>> try:
...     HouseRules(raise_cap=1)
... except RulesError as exc:
...     print(exc)
house setting 'raise_cap' must be a whole number from 2 to 100 (got 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from binglao_tui.core.rules.errors import RulesError


class OddChip(StrEnum):
    """Who gets a chip that does not share evenly between tied winners."""

    LEFT_OF_BUTTON = "left-of-button"
    """The first tied winner clockwise from the button (the usual rule)."""
    RIGHT_OF_BUTTON = "right-of-button"
    """The last tied winner clockwise from the button."""


class HiLoOddChip(StrEnum):
    """Which half gets the odd chip when a hi-lo pot is halved."""

    HIGH = "high"
    LOW = "low"


class SmallBlindCounts(StrEnum):
    """How the small blind counts toward the pot-limit maximum before the flop."""

    POSTED = "posted"
    """At the value posted."""
    AS_BIG_BLIND = "as-big-blind"
    """As a full big blind (some rooms round it up for the arithmetic)."""


class BigBlindAnte(StrEnum):
    """What a big blind short of chips for both posts first: his big-blind ante or his blind."""

    BLIND_FIRST = "blind-first"
    """The blind, then what is left toward the ante: TDA 2024 (which changed its 2019
    rule), the WSOP and BARGE. The default."""
    ANTE_FIRST = "ante-first"
    """The ante, then what is left toward the blind: the TDA's rule from 2019 until 2024. A
    PHH file is read this way, as the standard's reader (pokerkit) posts every ante before
    the blinds."""


class ShortAllIn(StrEnum):
    """Fixed limit: when an all-in for less than a full bet or raise counts as a full one."""

    HALF_BET = "half-bet"
    """Half a bet or more counts as a full bet: it reopens the betting and the next raise
    goes a full bet above it (the usual limit rule, Robert's Rules and TDA)."""
    FULL_BET = "full-bet"
    """Only a full bet or raise counts; anything less is a short all-in that the next
    player may call or complete."""


class ButtonRule(StrEnum):
    """How the button and blinds move to the next hand when players come and go."""

    MOVING = "moving"
    """A moving button (Robert's Rules, "Button and blind use"; a house choice, the way
    many home and cash games play): the button passes to the next player dealt in and the
    blinds sit left of it, so no button is ever dead. A player the big blind would pass
    over (a bust in the blinds, a player sitting out) posts a big blind all the same, so
    nobody misses it ("there may be more than one big blind"), and nobody posts it twice
    running."""
    DEAD = "dead"
    """A dead button (TDA 2024 Rule 32): the big blind always moves on one seat, to the
    next player due it; the small blind goes on the seat that had the big blind, and the
    button on the seat that had the small blind. When nobody is dealt from that seat,
    nobody posts a small blind this hand (the big blind still does), or the button is
    dead: it stands on that seat, and the player before it acts last and rolls the die."""


class ComingIn(StrEnum):
    """How a player who owes a big blind to be dealt in (a new player, one back from
    sitting out who missed blinds) comes in before the big blind reaches him."""

    POST_OR_WAIT = "post-or-wait"
    """He chooses (Robert's Rules, "Button and blind use"): post and be dealt in at once,
    or wait for the big blind. The dealer is asked."""
    POST = "post"
    """He posts and is dealt in at once (where he may: never between the button and the
    big blind)."""
    WAIT = "wait"
    """He waits for the big blind."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The house settings in force, each with the default this project uses.

    - ``odd_chip``: :class:`OddChip`, default the first tied winner left of the button.
    - ``hi_lo_odd_chip``: :class:`HiLoOddChip`, default the high half.
    - ``bb_ante_counts_preflop``: whether a big-blind ante counts toward the pot-limit
      maximum before the flop; default ``False`` (it counts from the flop on).
    - ``small_blind_counts``: :class:`SmallBlindCounts`, default as posted.
    - ``raise_cap``: bets allowed on a fixed-limit street, counting the opening bet (default
      4: a bet and three raises), from 2 to 100.
    - ``cap_heads_up``: whether that cap holds when only two players are left (default
      ``False``: heads-up play is uncapped).
    - ``bb_ante_order``: :class:`BigBlindAnte`, what a big blind who cannot cover both his
      blind and his big-blind ante posts first: the blind (default ``"blind-first"``, TDA
      2024, WSOP, BARGE) or the ante (``"ante-first"``, the TDA's 2019 rule). Antes from
      every player are always posted before the blinds.
    - ``short_all_in``: :class:`ShortAllIn`, fixed limit only: an all-in of half a bet or
      more counts as a full bet (default ``"half-bet"``), or only a full one does
      (``"full-bet"``). Under it the all-in does not reopen the betting for players who
      already acted, and the next player may call it or complete the bet. (Pot-limit and
      no-limit always need a full raise.)
    - ``button_rule``: :class:`ButtonRule`, how the button and blinds move on at a cash
      table: to the next player dealt in (default ``"moving"``, Robert's Rules, a house
      choice), or by the dead-button rule (``"dead"``, TDA 2024 Rule 32: the big blind
      moves on one seat, and the small blind or the button may fall on a seat nobody is
      dealt from for a hand). Heads-up, under either, the big blind goes to the player
      who did not post it last (TDA 2024 Rule 34).
    - ``tournament_button_rule``: the same for a tournament (default ``"dead"``, TDA 2024
      Rule 32).
    - ``new_player``: :class:`ComingIn`, how a new player comes in after the first hand:
      he posts one big blind (live) and is dealt in at once, or waits for the big blind;
      by default he chooses (``"post-or-wait"``, Robert's Rules). He is never dealt in
      between the button and the big blind (he waits until the button has passed him),
      and one who sits where the big blind falls just posts it.
    - ``missed_blinds``: :class:`ComingIn`, how a player back from sitting out who missed
      blinds comes in: he posts them (the big blind live, the small blind dead) or waits
      for the big blind; by default he chooses (``"post-or-wait"``, Robert's Rules). A
      re-buy is not a new player and posts nothing.
    - ``equity_chop``: whether players all in may agree to take their equity in chips
      instead of dealing the rest of the board (default ``False``). No rule book provides
      for it: TDA 2024 and Robert's Rules deal every all-in out, and a deal between
      players is the house's to allow (online rooms offer it as an "all-in cashout" at
      some tables). Where it is allowed the app works out each pot's share exactly and the
      hand records the deal as "chopped by equity".

    Values given as the words of a rules file (``"right-of-button"``) become the enum
    members; anything else raises :class:`~binglao_tui.core.rules.errors.RulesError`.
    """

    odd_chip: OddChip = OddChip.LEFT_OF_BUTTON
    hi_lo_odd_chip: HiLoOddChip = HiLoOddChip.HIGH
    bb_ante_counts_preflop: bool = False
    small_blind_counts: SmallBlindCounts = SmallBlindCounts.POSTED
    raise_cap: int = field(default=4, metadata={"min": 2, "max": 100})
    cap_heads_up: bool = False
    short_all_in: ShortAllIn = ShortAllIn.HALF_BET
    bb_ante_order: BigBlindAnte = BigBlindAnte.BLIND_FIRST
    button_rule: ButtonRule = ButtonRule.MOVING
    tournament_button_rule: ButtonRule = ButtonRule.DEAD
    new_player: ComingIn = ComingIn.POST_OR_WAIT
    missed_blinds: ComingIn = ComingIn.POST_OR_WAIT
    equity_chop: bool = False

    def __post_init__(self) -> None:
        for setting in fields(self):
            value = getattr(self, setting.name)
            checked = _checked(f"house setting {setting.name!r}", value, setting.default, setting.metadata)
            if checked is not value:
                object.__setattr__(self, setting.name, checked)

    @classmethod
    def from_mapping(
        cls, raw: Mapping[str, Any], where: str = "", base: HouseRules | None = None
    ) -> HouseRules:
        """Settings read from a ``[house]`` table (or JSON), over ``base`` (the defaults).

        Unknown names are refused, naming the ones there are; ``where`` (a file) starts
        every message, which names the field as ``house.<setting>``.
        """
        settings = {f.name: f for f in fields(cls)}
        values = {} if base is None else {name: getattr(base, name) for name in settings}
        for key, value in raw.items():
            setting = settings.get(key) if isinstance(key, str) else None
            if setting is None:
                known = ", ".join(settings)
                raise RulesError(f"{where}unknown field 'house.{key}' (known: {known})")
            label = f"field 'house.{key}'"
            values[key] = _checked(label, value, setting.default, setting.metadata, where)
        return cls(**values)

    def to_mapping(self) -> dict[str, str | bool | int]:
        """Every setting as the plain value a rules file writes."""
        return {name: _plain(getattr(self, name)) for name in setting_names()}


def setting_names() -> tuple[str, ...]:
    """The names of the house settings, in the order they are documented."""
    return tuple(f.name for f in fields(HouseRules))


def _plain(value: object) -> str | bool | int:
    if isinstance(value, StrEnum):
        return value.value
    assert isinstance(value, bool | int)
    return value


def _checked(
    label: str, value: object, default: object, limits: Mapping[str, int], where: str = ""
) -> object:
    """``value`` as the setting's type, or a :class:`RulesError` saying what is allowed."""
    if isinstance(default, StrEnum):
        choices = type(default)
        if isinstance(value, choices):
            return value
        if isinstance(value, str) and value in choices._value2member_map_:
            return choices(value)
        allowed = ", ".join(repr(member.value) for member in choices)
        raise RulesError(f"{where}{label} must be one of {allowed} (got {value!r})")
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RulesError(f"{where}{label} must be true or false (got {value!r})")
        return value
    low, high = limits["min"], limits["max"]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(f"{where}{label} must be a whole number from {low} to {high} (got {value!r})")
    return value
