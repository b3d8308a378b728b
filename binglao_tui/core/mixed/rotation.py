"""A rotation: the games of a mixed evening, when they change and who picks the next.

A :class:`Rotation` is the menu (games, each with its stakes: :class:`GameStakes`), the
moment of a change (every orbit of the button, or every N hands) and how the next game is
found: in the menu's order, or by the dealer's choice, where at each change one player
picks it from the menu. Where the rotation stands during the evening is
:class:`~binglao_tui.core.mixed.orbit.RotationState`.

Two presets set a rotation up in a few keys (:data:`PRESETS`): the classic "Mixed Omaha"
(PLO8, limit O8 and Big O, every orbit) and "PLO mix" (PLO, PLO5 and PLO6, every orbit).

The house settings of a dealer's choice (each named, with its default):

- ``same_game_twice`` (default true): whether a chooser may pick the game just played.
  The WSOP's Dealer's Choice events let the holder of the choice pick any game of the
  list; many home games ask for a change.
- ``absent_chooser`` (:class:`AbsentChooser`, default ``"next-left"``): whose choice it is
  when the player whose turn it is sits out or has no chips: the next player left who can
  choose (and the turn goes on from him), or the player on the button (and the turn goes
  on from the absent player's seat).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from binglao_tui.core.mixed.stakes import GameStakes, MixedError
from binglao_tui.core.rules import Betting, Game


class Choice(Enum):
    """How the next game is found at a change."""

    FIXED = "fixed"
    """The menu's order, round and round."""
    DEALER = "dealer"
    """The dealer's choice: a player picks the next game from the menu."""


class AbsentChooser(Enum):
    """Whose choice it is when the player whose turn it is cannot choose."""

    NEXT_LEFT = "next-left"
    """The next player left who can choose; the turn then goes on from him."""
    BUTTON = "button"
    """The player on the button; the turn then goes on from the absent player's seat."""


MAX_EVERY = 1000
"""The most hands a game of a rotation may last before it changes."""


@dataclass(frozen=True, slots=True)
class Rotation:
    """The games of a mixed evening and how they follow each other (see the module).

    ``every_hands``: the game changes after that many hands; None: every orbit (when the
    button comes back to the seat it stood on at the game's first hand).
    """

    games: tuple[GameStakes, ...]
    every_hands: int | None = None
    choice: Choice = Choice.FIXED
    same_game_twice: bool = True
    absent_chooser: AbsentChooser = AbsentChooser.NEXT_LEFT
    name: str = ""

    def __post_init__(self) -> None:
        if not self.games:
            raise MixedError("a rotation needs at least one game")
        ids = [stakes.game.id for stakes in self.games]
        twice = next((game_id for game_id in ids if ids.count(game_id) > 1), None)
        if twice is not None:
            raise MixedError(f"{twice} is on the rotation twice: each game once, with its stakes")
        every = self.every_hands
        if every is not None and (isinstance(every, bool) or not 1 <= every <= MAX_EVERY):
            raise MixedError(f'a game lasts "orbit" or 1 to {MAX_EVERY} hands (got {every!r})')
        if self.choice is Choice.DEALER and not self.same_game_twice and len(self.games) < 2:
            raise MixedError("with one game on the menu the same game must be allowed twice running")

    @property
    def by_orbit(self) -> bool:
        """Whether the game changes every orbit (else every :attr:`every_hands` hands)."""
        return self.every_hands is None

    @property
    def dealers_choice(self) -> bool:
        return self.choice is Choice.DEALER

    @property
    def game_ids(self) -> tuple[str, ...]:
        return tuple(stakes.game.id for stakes in self.games)

    def index(self, game_id: str) -> int | None:
        """Where ``game_id`` is on the menu (None when it is not)."""
        ids = self.game_ids
        return ids.index(game_id) if game_id in ids else None

    def after(self, index: int | None) -> int:
        """The game that follows the one at ``index`` in the menu's order (the first after
        none)."""
        return 0 if index is None else (index + 1) % len(self.games)

    @property
    def player_limit(self) -> int:
        """The most players every game of the menu can seat."""
        return min(stakes.game.player_limit for stakes in self.games)

    @property
    def words(self) -> str:
        """The rotation in a line: ``"Mixed Omaha: PLO8, O8, Big O; every orbit, in turn"``."""
        games = ", ".join(stakes.game.short_name for stakes in self.games)
        when = "every orbit" if self.by_orbit else _hands(self.every_hands or 0, "every")
        how = "dealer's choice" if self.dealers_choice else "in turn"
        return f"{self.name + ': ' if self.name else ''}{games}; {when}, {how}"

    # -- kept as data ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """As ``deal --script``'s ``rotation`` key (and the journal) write it."""
        data: dict[str, Any] = {
            "games": [stakes.to_dict() for stakes in self.games],
            "every": "orbit" if self.every_hands is None else self.every_hands,
            "choice": self.choice.value,
        }
        if not self.same_game_twice:
            data["same_game_twice"] = False
        if self.absent_chooser is not AbsentChooser.NEXT_LEFT:
            data["absent_chooser"] = self.absent_chooser.value
        if self.name:
            data["name"] = self.name
        return data

    @classmethod
    def from_dict(cls, data: object, games: Mapping[str, Game]) -> Rotation:
        """Read :meth:`to_dict` (``deal --script``'s ``rotation``); raises :class:`MixedError`
        saying what is wrong."""
        if not isinstance(data, Mapping):
            raise MixedError(
                'rotation is {"games": [...], "every": "orbit" | N, "choice": "fixed" | "dealer"}'
            )
        unknown = [key for key in data if key not in _KEYS]
        if unknown:
            raise MixedError(f"rotation has no key {unknown[0]!r} (keys: {', '.join(_KEYS)})")
        menu = data.get("games")
        if not isinstance(menu, list) or not menu:
            raise MixedError('rotation: "games" is a list of at least one game with its stakes')
        every = data.get("every", "orbit")
        if every == "orbit":
            every_hands = None
        elif isinstance(every, int) and not isinstance(every, bool):
            every_hands = every
        else:
            raise MixedError(f'rotation: "every" is "orbit" or a number of hands (got {every!r})')
        twice = data.get("same_game_twice", True)
        if not isinstance(twice, bool):
            raise MixedError(f'rotation: "same_game_twice" is true or false (got {twice!r})')
        name = data.get("name", "")
        if not isinstance(name, str) or len(name) > 40:
            raise MixedError("rotation: its name is text of at most 40 characters")
        return cls(
            tuple(GameStakes.from_dict(game, games) for game in menu),
            every_hands,
            _enum(Choice, data.get("choice", "fixed"), "choice"),
            twice,
            _enum(AbsentChooser, data.get("absent_chooser", "next-left"), "absent_chooser"),
            name,
        )


_KEYS = ("games", "every", "choice", "same_game_twice", "absent_chooser", "name")


def _enum(kind: type[Choice] | type[AbsentChooser], value: object, key: str) -> Any:
    allowed = [member.value for member in kind]
    if value not in allowed:
        raise MixedError(f'rotation: "{key}" is one of {", ".join(map(repr, allowed))} (got {value!r})')
    return kind(value)


def _hands(count: int, before: str = "") -> str:
    words = f"{count} hand" + ("" if count == 1 else "s")
    return f"{before} {words}".strip()


# -- presets -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Preset:
    """A rotation ready to set up: its name and its games, every orbit in turn."""

    key: str
    name: str
    game_ids: tuple[str, ...]

    def rotation(self, games: Mapping[str, Game], small_blind: int, big_blind: int) -> Rotation:
        """The preset at the table's blinds: each pot-limit game for them; a fixed-limit game
        for bets of the big blind and twice it, with the same blinds."""
        menu = []
        for game_id in self.game_ids:
            if game_id not in games:
                raise MixedError(f"{self.name} needs the game {game_id!r}, which is missing")
            game = games[game_id]
            if game.betting is Betting.FIXED_LIMIT:
                stakes = GameStakes.of(game, bets=(big_blind, 2 * big_blind), blinds=(small_blind, big_blind))
            else:
                stakes = GameStakes.of(game, blinds=(small_blind, big_blind))
            menu.append(stakes)
        return Rotation(tuple(menu), name=self.name)


PRESETS = (
    Preset("mixed-omaha", "Mixed Omaha", ("plo8", "o8", "big-o")),
    Preset("plo-mix", "PLO mix", ("plo", "plo5", "plo6")),
)
"""The rotations the table setup offers in a key or two."""
