"""One game of a rotation with the stakes it is played for.

Each game of a mixed evening keeps its own structure: a pot-limit or no-limit game is
played for blinds; a fixed-limit game for a small bet and a big bet, its blinds taken
from them (the big blind one small bet, the small blind half of it) unless the table
gives others. Antes go with the game that has them (the big-blind ante of the seeds'
PLO8).

>>> from binglao_tui.core.rules import get_game
>>> o8 = GameStakes.of(get_game("o8"), bets=(10, 20))
>>> (o8.small_blind, o8.big_blind), o8.words
((5, 10), 'O8 10/20 limit, blinds 5/10')
>>> GameStakes.of(get_game("plo8"), blinds=(5, 10)).words
'PLO8 5/10 pot-limit'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.entry import MAX_CHIPS
from binglao_tui.core.rules import Betting, Game, HouseRules


class MixedError(ValueError):
    """A rotation, or a step of one, that cannot be; the message says why in a sentence."""


_STRUCTURE_WORDS = {
    Betting.POT_LIMIT: "pot-limit",
    Betting.NO_LIMIT: "no-limit",
    Betting.FIXED_LIMIT: "limit",
}


@dataclass(frozen=True, slots=True)
class GameStakes:
    """A game of the rotation and its stakes.

    ``small_bet`` and ``big_bet`` are a fixed-limit game's bets (0 in the other
    structures); ``betting`` plays the game in another structure than its rules file's
    (None: the file's).
    """

    game: Game
    small_blind: int
    big_blind: int
    small_bet: int = 0
    big_bet: int = 0
    ante: int = 0
    bb_ante: int = 0
    betting: Betting | None = None

    @classmethod
    def of(
        cls,
        game: Game,
        *,
        blinds: tuple[int, int] | None = None,
        bets: tuple[int, int] | None = None,
        ante: int = 0,
        bb_ante: int = 0,
        betting: Betting | None = None,
    ) -> GameStakes:
        """The stakes of ``game``: blinds for pot-limit and no-limit; bets for fixed limit,
        the blinds then half the small bet and the small bet unless ``blinds`` says
        otherwise. Raises :class:`MixedError` naming the game and what is wrong."""
        name = game.short_name
        structure = betting or game.betting
        for what, value in (("the ante", ante), ("the big-blind ante", bb_ante)):
            _chips(name, what, value, 0)
        if ante and bb_ante:
            raise MixedError(f"{name}: either an ante from everyone or a big-blind ante, not both")
        if structure is Betting.FIXED_LIMIT:
            if bets is None and blinds is None:
                raise MixedError(f"{name} is fixed limit: give its bets, [small bet, big bet]")
            if bets is None:
                assert blinds is not None
                bets = (blinds[1], 2 * blinds[1])
            small_bet, big_bet = (_chips(name, what, v, 1) for what, v in zip(_BETS, bets, strict=True))
            if big_bet < small_bet:
                raise MixedError(f"{name}: the big bet ({big_bet}) is less than the small bet ({small_bet})")
            if blinds is None:
                if small_bet % 2:
                    raise MixedError(
                        f"{name}: half the small bet of {small_bet} is no whole chip; give the blinds too"
                    )
                blinds = (small_bet // 2, small_bet)
        else:
            if bets is not None:
                raise MixedError(f"{name} is {_STRUCTURE_WORDS[structure]}: it has blinds, not bets")
            if blinds is None:
                raise MixedError(f"{name} is {_STRUCTURE_WORDS[structure]}: give its blinds, [small, big]")
            small_bet = big_bet = 0
        small, big = (
            _chips(name, "the small blind", blinds[0], 0),
            _chips(name, "the big blind", blinds[1], 1),
        )
        if small > big:
            raise MixedError(f"{name}: the small blind ({small}) is more than the big blind ({big})")
        return cls(game, small, big, small_bet, big_bet, ante, bb_ante, betting)

    # -- what it is ------------------------------------------------------------------------------

    @property
    def structure(self) -> Betting:
        """The betting structure it is played in."""
        return self.betting or self.game.betting

    @property
    def limit(self) -> bool:
        """Whether it is played fixed-limit."""
        return self.structure is Betting.FIXED_LIMIT

    @property
    def words(self) -> str:
        """The game and its stakes in a few words: ``"O8 10/20 limit, blinds 5/10"``."""
        name = self.game.short_name
        structure = _STRUCTURE_WORDS[self.structure]
        if self.limit:
            blinds = f"blinds {self.small_blind}/{self.big_blind}"
            text = f"{name} {self.small_bet}/{self.big_bet} {structure}, {blinds}"
        else:
            text = f"{name} {self.small_blind}/{self.big_blind} {structure}"
        if self.ante:
            text += f", ante {self.ante}"
        if self.bb_ante:
            text += f", big-blind ante {self.bb_ante}"
        return text

    def structure_words(self, house: HouseRules) -> str:
        """The betting structure as the dealer says it when the game changes: the blinds,
        and for fixed limit the small and big bets and the cap (``house``'s)."""
        blinds = f"blinds {self.small_blind}/{self.big_blind}"
        if self.ante:
            blinds += f", an ante of {self.ante} from everyone"
        if self.bb_ante:
            blinds += f", a big-blind ante of {self.bb_ante}"
        if not self.limit:
            return f"{_STRUCTURE_WORDS[self.structure]}, {blinds}"
        heads_up = "capped heads-up too" if house.cap_heads_up else "no cap heads-up"
        return (
            f"fixed limit: bets of {self.small_bet} before the flop and on the flop, {self.big_bet} "
            f"on the turn and the river; a bet and {house.raise_cap - 1} raises a round ({heads_up}); "
            f"{blinds}"
        )

    # -- the table ------------------------------------------------------------------------------

    def table(self, base: TableSetup) -> TableSetup:
        """``base`` (the seats, the button, the chip and house settings) dealt as this game
        at its stakes. Raises :class:`MixedError` when the table cannot be (too many players
        for the game, a stake not in whole chips)."""
        try:
            return replace(
                base,
                game=self.game,
                small_blind=self.small_blind,
                big_blind=self.big_blind,
                small_bet=self.small_bet,
                big_bet=self.big_bet,
                ante=self.ante,
                bb_ante=self.bb_ante,
                betting=self.betting,
            )
        except SetupError as exc:
            raise MixedError(f"{self.game.short_name}: {exc}") from None

    # -- kept as data ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """As ``deal --script`` writes a game of a rotation (and the journal keeps it)."""
        data: dict[str, Any] = {"game": self.game.id, "blinds": [self.small_blind, self.big_blind]}
        if self.limit:
            data["bets"] = [self.small_bet, self.big_bet]
        if self.ante:
            data["ante"] = self.ante
        if self.bb_ante:
            data["bb_ante"] = self.bb_ante
        if self.betting is not None:
            data["betting"] = self.betting.value
        return data

    @classmethod
    def from_dict(cls, data: object, games: Mapping[str, Game]) -> GameStakes:
        """Read a game of a rotation: ``{"game", "blinds" | "bets", "ante", "bb_ante",
        "betting"}``. Raises :class:`MixedError`."""
        if not isinstance(data, Mapping):
            raise MixedError('a game of a rotation is {"game": ..., "blinds": [small, big]}')
        unknown = [key for key in data if key not in _KEYS]
        if unknown:
            raise MixedError(f"a game of a rotation has no key {unknown[0]!r} (keys: {', '.join(_KEYS)})")
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in games:
            raise MixedError(f"unknown game {game_id!r} in the rotation (games: {', '.join(sorted(games))})")
        game = games[game_id]
        betting = None
        if "betting" in data:
            try:
                betting = Betting(data["betting"])
            except ValueError:
                kinds = ", ".join(b.value for b in Betting)
                raise MixedError(f"{game.short_name}: betting is one of {kinds}") from None
        return cls.of(
            game,
            blinds=_pair(game, data, "blinds"),
            bets=_pair(game, data, "bets"),
            ante=_chips(game.short_name, "the ante", data.get("ante", 0), 0),
            bb_ante=_chips(game.short_name, "the big-blind ante", data.get("bb_ante", 0), 0),
            betting=betting,
        )


_KEYS = ("game", "blinds", "bets", "ante", "bb_ante", "betting")
_BETS = ("the small bet", "the big bet")


def _pair(game: Game, data: Mapping[str, Any], key: str) -> tuple[int, int] | None:
    if key not in data:
        return None
    value = data[key]
    if not isinstance(value, list | tuple) or len(value) != 2:
        shape = "[small blind, big blind]" if key == "blinds" else "[small bet, big bet]"
        raise MixedError(f"{game.short_name}: {key} are {shape}")
    return value[0], value[1]


def _chips(name: str, what: str, value: object, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_CHIPS:
        least = "at least 1" if low else "0 or more"
        raise MixedError(f"{name}: {what} is a whole number of chips, {least} (got {value!r})")
    return value
