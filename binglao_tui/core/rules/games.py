"""Games as data: the rules files in ``rules/`` loaded into frozen :class:`Game` values.

A rules file is TOML. Only six keys are required; everything else has a default::

    id = "plo8-house"
    name = "House Omaha eight"
    hole_cards = 4
    split = "hi-lo"          # "high" or "hi-lo"
    low = "8-or-better"      # "8-or-better", "9-or-better" or "any" (only with hi-lo)
    max_players = 9

Optional keys: ``short`` (the name a dealer calls it by, ``"PLO8"``; default ``name``),
``summary`` (the text ``binglao-tui rules`` shows), ``min_players``,
``betting`` (``"pot-limit"``, ``"no-limit"`` or ``"fixed-limit"``), a ``[die]`` table for
games where a die roll decides the hand (see :class:`DieTable`), and a ``[house]`` table of
the settings where rooms disagree (see :class:`HouseRules`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from binglao_tui.core.rules.errors import RulesError
from binglao_tui.core.rules.house import HouseRules


class Split(Enum):
    """Whether the pot goes to the best high hand only or is split high and low."""

    HIGH = "high"
    HI_LO = "hi-lo"


class LowRule(Enum):
    """How a low hand qualifies. ``ANY`` is the no-qualifier game, where pairs may play."""

    EIGHT = "8-or-better"
    NINE = "9-or-better"
    ANY = "any"

    @property
    def limit(self) -> int | None:
        """The highest rank a qualifying low may hold (8 or 9), or None for no qualifier."""
        return {"8-or-better": 8, "9-or-better": 9, "any": None}[self.value]


class Betting(Enum):
    """Betting structures."""

    POT_LIMIT = "pot-limit"
    NO_LIMIT = "no-limit"
    FIXED_LIMIT = "fixed-limit"


class RollTime(Enum):
    """When the button's die is rolled in a die game."""

    BEFORE_DEAL = "before-deal"
    AFTER_FLOP = "after-flop-betting"


@dataclass(frozen=True, slots=True)
class Variant:
    """What one hand is played as: hole cards each, the split and the low rule."""

    hole_cards: int
    split: Split
    low: LowRule | None = None

    def __post_init__(self) -> None:
        if not 2 <= self.hole_cards <= 9:
            raise RulesError(f"hole_cards must be between 2 and 9, got {self.hole_cards}")
        if self.split is Split.HI_LO and self.low is None:
            object.__setattr__(self, "low", LowRule.EIGHT)
        if self.split is Split.HIGH and self.low is not None:
            object.__setattr__(self, "low", None)

    @property
    def plays_low(self) -> bool:
        """Whether the pot is split high and low (a hi-lo variant always has its low rule)."""
        return self.split is Split.HI_LO

    @property
    def describe(self) -> str:
        """A dealer's one-line description: ``"6 cards each, high-low eight-or-better"``."""
        return f"{self.hole_cards} cards each, {self.split_words}"

    @property
    def split_words(self) -> str:
        if self.split is Split.HIGH:
            return "high only"
        assert self.low is not None
        return {
            LowRule.EIGHT: "high-low eight-or-better",
            LowRule.NINE: "high-low nine-or-better",
            LowRule.ANY: "high-low, no qualifier for low",
        }[self.low]


@dataclass(frozen=True, slots=True)
class DieTable:
    """A die game's table: what each face of the button's roll means, and when it is rolled.

    In the rules file::

        [die]
        roll = "before-deal"      # or "after-flop-betting"
        [die.faces]
        1 = { hole_cards = 4, split = "hi-lo", low = "8-or-better" }
        4 = { hole_cards = 4, split = "high" }

    A face that leaves out ``hole_cards`` uses the game's ``hole_cards``.
    """

    faces: Mapping[int, Variant]
    roll_time: RollTime = RollTime.BEFORE_DEAL
    sides: int = 6


@dataclass(frozen=True, slots=True)
class Game:
    """One game of the Omaha family, as loaded from its rules file."""

    id: str
    name: str
    hole_cards: int
    split: Split
    low: LowRule | None
    max_players: int
    min_players: int = 2
    betting: Betting = Betting.POT_LIMIT
    summary: str = ""
    die: DieTable | None = None
    house: HouseRules = field(default_factory=HouseRules)
    source: str = ""
    short: str = ""

    @property
    def short_name(self) -> str:
        """The name a dealer calls the game by (``"PLO8"``, ``"Big O"``): the rules file's
        ``short``, else its ``name``."""
        return self.short or self.name

    @property
    def needs_roll(self) -> bool:
        """True for die games, where a roll decides the variant."""
        return self.die is not None

    def variant(self, roll: int | None = None) -> Variant:
        """The variant played: for a die game, what ``roll`` means; otherwise the fixed one."""
        if self.die is None:
            if roll is not None:
                raise RulesError(f"{self.name} has no die roll (got roll {roll})")
            return Variant(self.hole_cards, self.split, self.low)
        if roll is None:
            raise RulesError(f"{self.name} needs the button's die roll (1-{self.die.sides})")
        if roll not in self.die.faces:
            faces = ", ".join(str(f) for f in sorted(self.die.faces))
            raise RulesError(f"impossible roll {roll} for {self.name}: the die shows {faces}")
        return self.die.faces[roll]

    @property
    def rolls_after_flop(self) -> bool:
        """Whether the button's die is rolled once the flop betting is over (not before the
        deal): until then nobody knows how the hand is played."""
        return self.die is not None and self.die.roll_time is RollTime.AFTER_FLOP

    def plays_low(self, roll: int | None = None) -> bool:
        """Whether a low can be paid: the variant played splits the pot, or (a die not rolled
        yet) one of its faces does.

        >>> from binglao_tui.core.rules import get_game
        >>> binglao = get_game("binglao", include_user=False)
        >>> binglao.plays_low(), binglao.plays_low(6), get_game("plo", include_user=False).plays_low()
        (True, False, False)
        """
        if self.die is not None and roll is None:
            return any(variant.plays_low for variant in self.die.faces.values())
        return self.variant(roll).plays_low

    @property
    def max_hole_cards(self) -> int:
        """The most hole cards any hand of this game deals (for the deck check)."""
        if self.die is None:
            return self.hole_cards
        return max(v.hole_cards for v in self.die.faces.values())

    def deck_limit(self, hole_cards: int | None = None) -> int:
        """How many players a 52-card deck can serve: hole cards, 5 board cards, 3 burns."""
        cards = self.max_hole_cards if hole_cards is None else hole_cards
        return (52 - 5 - 3) // cards

    @property
    def player_limit(self) -> int:
        """The most players a table of this game may seat: the rule and the deck agree."""
        return min(self.max_players, self.deck_limit())
