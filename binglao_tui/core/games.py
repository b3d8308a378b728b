"""Games as data: the rules files in ``rules/`` loaded into frozen :class:`Game` values.

A rules file is TOML. Only six keys are required; everything else has a default::

    id = "plo8-house"
    name = "House Omaha eight"
    hole_cards = 4
    split = "hi-lo"          # "high" or "hi-lo"
    low = "8-or-better"      # "8-or-better", "9-or-better" or "any" (only with hi-lo)
    max_players = 9

Optional keys: ``summary`` (the text ``binglao-tui rules`` shows), ``min_players``,
``betting`` (``"pot-limit"``, ``"no-limit"`` or ``"fixed-limit"``), a ``[die]`` table for
games where a die roll decides the hand (see :class:`DieTable`), and a ``[house]`` table of
the settings where rooms disagree (see :class:`HouseRules`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any


class RulesError(ValueError):
    """A rules file or game id that cannot be used; the message names the file and field."""


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
class HouseRules:
    """The settings where authorities disagree, each with the default this project uses.

    - ``odd_chip``: who gets a chip that cannot be split between tied winners.
      ``"left-of-button"`` (default, the usual rule): the first tied player clockwise from
      the button; ``"right-of-button"``: the last one.
    - ``hi_lo_odd_chip``: who gets the odd chip when a hi-lo pot is halved: ``"high"``
      (default) or ``"low"``.
    - ``bb_ante_counts_preflop``: whether a big-blind ante counts toward the pot-limit
      maximum before the flop. Default ``false``: it counts only from the flop on.
    - ``small_blind_counts``: ``"posted"`` (default, the blind counts at its true value) or
      ``"as-big-blind"`` (some rooms count it as a full big blind preflop).
    - ``raise_cap``: the number of bets allowed on a fixed-limit street (default 4: a bet
      and three raises); ``cap_heads_up``: whether the cap applies when only two players
      remain (default ``false``: heads-up is uncapped).
    """

    odd_chip: str = "left-of-button"
    hi_lo_odd_chip: str = "high"
    bb_ante_counts_preflop: bool = False
    small_blind_counts: str = "posted"
    raise_cap: int = 4
    cap_heads_up: bool = False


_HOUSE_CHOICES: dict[str, tuple[str, ...]] = {
    "odd_chip": ("left-of-button", "right-of-button"),
    "hi_lo_odd_chip": ("high", "low"),
    "small_blind_counts": ("posted", "as-big-blind"),
}


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


# --------------------------------------------------------------------------------------
# Loading


_REQUIRED = ("id", "name", "hole_cards", "split", "max_players")
_KNOWN = {*_REQUIRED, "low", "min_players", "betting", "summary", "die", "house"}


def _choice(where: str, key: str, value: Any, enum: type[Enum]) -> Any:
    allowed = [m.value for m in enum]
    if value not in allowed:
        options = ", ".join(repr(a) for a in allowed)
        raise RulesError(f"{where}: field '{key}' must be one of {options} (got {value!r})")
    return enum(value)


def _int(where: str, key: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RulesError(
            f"{where}: field '{key}' must be a whole number from {low} to {high} (got {value!r})"
        )
    return value


def _variant(where: str, table: Mapping[str, Any], default_hole: int | None) -> Variant:
    hole_raw = table.get("hole_cards", default_hole)
    if hole_raw is None:
        raise RulesError(f"{where}: field 'hole_cards' is missing")
    hole = _int(where, "hole_cards", hole_raw, 2, 9)
    if "split" not in table:
        raise RulesError(f"{where}: field 'split' is missing ('high' or 'hi-lo')")
    split = _choice(where, "split", table["split"], Split)
    low: LowRule | None = None
    if "low" in table:
        low = _choice(where, "low", table["low"], LowRule)
        if split is Split.HIGH:
            raise RulesError(f"{where}: field 'low' is only allowed with split = 'hi-lo'")
    return Variant(hole, split, low)


def _die(where: str, raw: Any, default_hole: int | None) -> DieTable:
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: field 'die' must be a table")
    roll = _choice(where, "die.roll", raw.get("roll", "before-deal"), RollTime)
    sides = _int(where, "die.sides", raw.get("sides", 6), 2, 20)
    faces_raw = raw.get("faces")
    if not isinstance(faces_raw, dict) or not faces_raw:
        raise RulesError(f"{where}: field 'die.faces' must be a table of faces 1-{sides}")
    faces: dict[int, Variant] = {}
    for key, value in faces_raw.items():
        if not str(key).isdigit() or not 1 <= int(key) <= sides:
            raise RulesError(f"{where}: field 'die.faces' has face {key!r}; faces are 1-{sides}")
        if not isinstance(value, dict):
            raise RulesError(f"{where}: field 'die.faces.{key}' must be a table")
        faces[int(key)] = _variant(f"{where} die face {key}", value, default_hole)
    missing = [f for f in range(1, sides + 1) if f not in faces]
    if missing:
        raise RulesError(f"{where}: field 'die.faces' lacks face(s) {missing}")
    return DieTable(faces=faces, roll_time=roll, sides=sides)


def _house(where: str, raw: Any) -> HouseRules:
    if not isinstance(raw, dict):
        raise RulesError(f"{where}: field 'house' must be a table")
    defaults = HouseRules()
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if not hasattr(defaults, key):
            known = ", ".join(HouseRules.__dataclass_fields__)
            raise RulesError(f"{where}: unknown field 'house.{key}' (known: {known})")
        if key in _HOUSE_CHOICES and value not in _HOUSE_CHOICES[key]:
            options = ", ".join(repr(c) for c in _HOUSE_CHOICES[key])
            raise RulesError(f"{where}: field 'house.{key}' must be one of {options} (got {value!r})")
        if isinstance(getattr(defaults, key), bool) and not isinstance(value, bool):
            raise RulesError(f"{where}: field 'house.{key}' must be true or false (got {value!r})")
        if key == "raise_cap":
            value = _int(where, "house.raise_cap", value, 2, 100)
        values[key] = value
    return HouseRules(**values)


def game_from_mapping(data: Mapping[str, Any], where: str) -> Game:
    """Build a :class:`Game` from a parsed rules file; ``where`` names it in errors."""
    for key in _REQUIRED:
        if key not in data:
            raise RulesError(f"{where}: required field '{key}' is missing")
    unknown = sorted(set(data) - _KNOWN)
    if unknown:
        raise RulesError(f"{where}: unknown field '{unknown[0]}'")
    game_id = data["id"]
    if not isinstance(game_id, str) or not game_id or not all(
        c.isalnum() or c in "-_" for c in game_id
    ):
        raise RulesError(f"{where}: field 'id' must be letters, digits, '-' or '_' (got {game_id!r})")
    name = data["name"]
    if not isinstance(name, str) or not name.strip():
        raise RulesError(f"{where}: field 'name' must be a non-empty string")
    base = _variant(where, data, None)
    max_players = _int(where, "max_players", data["max_players"], 2, 23)
    min_players = _int(where, "min_players", data.get("min_players", 2), 2, max_players)
    betting = _choice(where, "betting", data.get("betting", "pot-limit"), Betting)
    summary = data.get("summary", "")
    if not isinstance(summary, str):
        raise RulesError(f"{where}: field 'summary' must be a string")
    die = _die(where, data["die"], base.hole_cards) if "die" in data else None
    house = _house(where, data.get("house", {}))
    game = Game(
        id=game_id, name=name.strip(), hole_cards=base.hole_cards, split=base.split,
        low=base.low, max_players=max_players, min_players=min_players, betting=betting,
        summary=summary.strip(), die=die, house=house, source=where,
    )
    if game.deck_limit() < 2:
        raise RulesError(f"{where}: {game.max_hole_cards} hole cards leave no room for two players")
    return game


def load_game_file(path: Path) -> Game:
    """Load one rules file, with errors that name it."""
    import tomllib

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"{path}: not valid TOML: {exc}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RulesError(f"{path}: cannot be read: {exc}") from None
    return game_from_mapping(data, str(path))


def builtin_rules_dir() -> Path:
    """The shipped ``rules`` folder: inside the installed package, or the checkout's top level."""
    package_dir = Path(__file__).resolve().parents[1]
    packaged = package_dir / "rules"
    if packaged.is_dir():
        return packaged
    return package_dir.parent / "rules"


def user_rules_dir() -> Path:
    """The user's own rules folder: ``BINGLAO_TUI_RULES`` or the config directory's ``rules``.

    On Linux and the BSDs this is ``$XDG_CONFIG_HOME/binglao-tui/rules`` (by default
    ``~/.config/binglao-tui/rules``), worked out here without importing platformdirs so the
    calculators start quickly; elsewhere platformdirs says where the config directory is.
    """
    env = os.environ.get("BINGLAO_TUI_RULES")
    if env:
        return Path(env)
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        base = os.environ.get("XDG_CONFIG_HOME", "").strip()
        root = Path(base) if base and os.path.isabs(base) else Path.home() / ".config"
        return root / "binglao-tui" / "rules"
    from platformdirs import user_config_dir

    return Path(user_config_dir("binglao-tui")) / "rules"


def load_games(extra_dirs: Iterable[Path] = (), include_user: bool = True) -> dict[str, Game]:
    """Every game, by id: the shipped ones, then the user's, then ``extra_dirs``.

    A later file with the same id replaces an earlier one, so a house file can change a
    shipped game. A broken file raises :class:`RulesError` naming it.
    """
    extras = [Path(d) for d in extra_dirs]
    dirs = [builtin_rules_dir()]
    if include_user:
        dirs.append(user_rules_dir())
    dirs.extend(extras)
    games: dict[str, Game] = {}
    for folder in dirs:
        if not folder.is_dir():
            if folder in extras:
                raise RulesError(f"{folder}: rules folder not found")
            continue
        for path in sorted(folder.glob("*.toml")):
            game = load_game_file(path)
            games[game.id] = game
    return games


def get_game(game_id: str, extra_dirs: Iterable[Path] = (), include_user: bool = True) -> Game:
    """The game with this id, or a :class:`RulesError` listing the ones there are.

    Faster than :func:`load_games` when one game is wanted: the user's and the extra
    folders are read whole (a house file may replace any game, whatever its file name),
    but of the shipped files only ``<id>.toml`` is read; a test checks that every shipped
    file is named after its id.
    """
    extras = [Path(d) for d in extra_dirs]
    house_dirs = ([user_rules_dir()] if include_user else []) + extras
    found: Game | None = None
    for folder in house_dirs:
        if not folder.is_dir():
            if folder in extras:
                raise RulesError(f"{folder}: rules folder not found")
            continue
        for path in sorted(folder.glob("*.toml")):
            game = load_game_file(path)
            if game.id == game_id:
                found = game
    if found is not None:
        return found
    shipped = builtin_rules_dir() / f"{game_id}.toml"
    if shipped.is_file():
        game = load_game_file(shipped)
        if game.id == game_id:
            return game
    games = load_games(extras, include_user)
    if game_id not in games:
        raise RulesError(f"unknown game {game_id!r} (games: {', '.join(sorted(games))})")
    return games[game_id]
