"""A rotation's menu as the dealer types it: each game by its id with its stakes, on one line.

``plo8 5/10, o8 10/20, big-o 5/10``: a pot-limit or no-limit game with its blinds, a
fixed-limit game with its small and big bet (the blinds then half the small bet and the
small bet, unless ``blinds 5/10`` follows). ``ante 1`` or ``bb-ante 10`` after a game's
stakes adds an ante from everyone or a big-blind ante.

>>> from binglao_tui.core.rules import load_games
>>> games = load_games()
>>> [stakes.words for stakes in parse_menu("plo8 5/10, o8 10/20 blinds 5/10", games)]
['PLO8 5/10 pot-limit', 'O8 10/20 limit, blinds 5/10']
>>> menu_text(parse_menu("plo8 5/10 bb-ante 10, o8 10/20", games))
'plo8 5/10 bb-ante 10, o8 10/20'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from binglao_tui.core.mixed.stakes import GameStakes, MixedError
from binglao_tui.core.rules import Betting, Game

_SHAPE = "each game as its id and stakes, such as plo8 5/10, o8 10/20"


def parse_menu(text: str, games: Mapping[str, Game]) -> tuple[GameStakes, ...]:
    """The games of ``text`` with their stakes; raises :class:`MixedError` naming the game
    and what is wrong."""
    menu = []
    for part in text.split(","):
        words = part.split()
        if not words:
            continue
        game_id = words[0].lower()
        if game_id not in games:
            raise MixedError(f"unknown game {words[0]!r} (games: {', '.join(sorted(games))})")
        game = games[game_id]
        if len(words) < 2:
            raise MixedError(f"{game.short_name}: give its stakes ({_SHAPE})")
        stakes = _pair(game, words[1])
        blinds: tuple[int, int] | None = None
        ante = bb_ante = 0
        rest = words[2:]
        while rest:
            key = rest[0].lower()
            if len(rest) < 2 or key not in ("blinds", "ante", "bb-ante"):
                raise MixedError(
                    f"{game.short_name}: after the stakes come blinds 5/10, ante 1 or bb-ante 10"
                )
            if key == "blinds":
                blinds = _pair(game, rest[1])
            elif key == "ante":
                ante = _whole(game, rest[1])
            else:
                bb_ante = _whole(game, rest[1])
            rest = rest[2:]
        if game.betting is Betting.FIXED_LIMIT:
            menu.append(GameStakes.of(game, bets=stakes, blinds=blinds, ante=ante, bb_ante=bb_ante))
        else:
            if blinds is not None:
                raise MixedError(f"{game.short_name}: its stakes are its blinds already")
            menu.append(GameStakes.of(game, blinds=stakes, ante=ante, bb_ante=bb_ante))
    if not menu:
        raise MixedError(f"the rotation needs at least one game ({_SHAPE})")
    return tuple(menu)


def menu_text(menu: Iterable[GameStakes]) -> str:
    """The menu as :func:`parse_menu` reads it."""
    parts = []
    for stakes in menu:
        if stakes.limit:
            text = f"{stakes.game.id} {stakes.small_bet}/{stakes.big_bet}"
            if (stakes.small_blind, stakes.big_blind) != (
                stakes.small_bet // 2,
                stakes.small_bet,
            ) or stakes.small_bet % 2:
                text += f" blinds {stakes.small_blind}/{stakes.big_blind}"
        else:
            text = f"{stakes.game.id} {stakes.small_blind}/{stakes.big_blind}"
        if stakes.ante:
            text += f" ante {stakes.ante}"
        if stakes.bb_ante:
            text += f" bb-ante {stakes.bb_ante}"
        parts.append(text)
    return ", ".join(parts)


def _pair(game: Game, word: str) -> tuple[int, int]:
    small, slash, big = word.partition("/")
    if not slash or not small.isdigit() or not big.isdigit():
        raise MixedError(f"{game.short_name}: stakes are two numbers such as 5/10 (got {word!r})")
    return int(small), int(big)


def _whole(game: Game, word: str) -> int:
    if not word.isdigit():
        raise MixedError(f"{game.short_name}: an ante is a whole number of chips (got {word!r})")
    return int(word)
