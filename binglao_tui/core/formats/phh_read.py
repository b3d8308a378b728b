"""Reading a PHH file into a table and its action lines (:func:`read_phh`).

The fields, the players' order and this project's extension fields are described in
:mod:`binglao_tui.core.formats.phh`; amounts with decimals are worked in whole units of
the file's smallest decimal.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.formats.amounts import (
    AmountError,
    check_exact,
    read_amount,
    smallest_unit,
    to_units,
    total_units,
)
from binglao_tui.core.formats.phh_write import BIG_BLIND_ENTRY, STANDARD_VARIANTS
from binglao_tui.core.rules import Betting, BigBlindAnte, Game, RulesError, load_games

VARIANTS: dict[str, tuple[str, Betting]] = {
    code: (game_id, betting) for code, (game_id, _, betting) in STANDARD_VARIANTS.items()
}
"""The standard's codes this reader knows, with the game and betting each is read as."""


class PhhError(ValueError):
    """A file that cannot be read as a hand (bad TOML, missing field, unknown variant)."""


@dataclass(frozen=True, slots=True)
class PhhHand:
    """A parsed PHH file: the table, the action lines, and the amounts' scale."""

    setup: TableSetup
    lines: tuple[str, ...]
    players: tuple[str, ...]  # display names, seat order as in the file
    scale: int  # file amount × scale = engine units
    finishing_stacks: tuple[int, ...] | None
    roll: int | None = None
    run_twice: bool = False
    fields: Mapping[str, Any] = field(default_factory=dict)  # every field, decimals exact

    @property
    def units_note(self) -> str:
        """For a file with decimal amounts, what the engine's own numbers count in; "" else.

        The engine's messages (what a player faces, why an action is refused) count whole
        units of the file's smallest decimal, and say so with this note.
        """
        if self.scale == 1:
            return ""
        unit = format(Decimal(1) / self.scale, "f")
        return f" (these amounts count units of {unit}: 15 means {format(Decimal(15) / self.scale, 'f')})"

    def amount(self, units: int) -> int | float:
        """Engine units back in the file's units (an int when whole)."""
        value = Decimal(units) / self.scale
        return int(value) if value == value.to_integral_value() else float(value)


def _decimal(value: Any, where: str) -> Decimal:
    try:
        return read_amount(value, where)
    except AmountError as exc:
        raise PhhError(str(exc)) from None


def _numbers(data: Mapping[str, Any], key: str, count: int | None) -> list[Decimal]:
    raw = data.get(key)
    if not isinstance(raw, list):
        raise PhhError(f"field '{key}' must be a list of numbers")
    if count is not None and len(raw) != count:
        raise PhhError(f"field '{key}' has {len(raw)} entries for {count} players")
    return [_decimal(v, f"{key}[{i}]") for i, v in enumerate(raw)]


def _action_amounts(lines: Sequence[str]) -> list[tuple[str, Decimal]]:
    found = []
    for index, line in enumerate(lines):
        words = line.split()
        if len(words) == 3 and words[1] == "cbr":
            where = f"action {index + 1}: the amount"
            found.append((where, _decimal(words[2], where)))
    return found


def parse_toml(text: str) -> dict[str, Any]:
    """The file's fields, decimals kept exact; :class:`PhhError` for anything unreadable."""
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError(f"not valid TOML: {exc}") from None
    except (ValueError, RecursionError) as exc:  # a number too long, nesting too deep
        reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise PhhError(f"not valid TOML: {reason}") from None


def _text_field(data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise PhhError(f"field '{key}' must be a text (got {type(value).__name__} {_shown(value)})")
    return value


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def read_phh(text: str, games: Mapping[str, Game] | None = None) -> PhhHand:
    """Parse one PHH hand; raises :class:`PhhError` naming what cannot be read."""
    data = parse_toml(text)
    if games is None:
        try:
            games = load_games()
        except RulesError as exc:
            raise PhhError(str(exc)) from None
    game, betting = _game(data, games)
    stacks = _numbers(data, "starting_stacks", None)
    count = len(stacks)
    if count < 2:
        raise PhhError("field 'starting_stacks' needs at least two players")
    antes = _numbers(data, "antes", count) if "antes" in data else [Decimal(0)] * count
    blinds = _numbers(data, "blinds_or_straddles", count)
    lines = data.get("actions")
    if not isinstance(lines, list) or not all(isinstance(a, str) for a in lines):
        raise PhhError("field 'actions' must be a list of strings")
    lines = [a.split("#", 1)[0].strip() for a in lines]
    finishing = _numbers(data, "finishing_stacks", count) if "finishing_stacks" in data else None
    sizes: dict[str, Decimal] = {
        k: _decimal(data[k], f"field '{k}'")
        for k in ("min_bet", "small_bet", "big_bet", "_chip")
        if k in data
    }
    every = _every_amount(stacks, antes, blinds, finishing, sizes, lines)
    unit = smallest_unit(a for _, a in every)
    try:
        check_exact(every, unit)
        total_units(to_units(s, unit) for s in stacks)
    except AmountError as exc:
        raise PhhError(str(exc)) from None
    scale = 10**unit

    def units(number: Decimal) -> int:
        return to_units(number, unit)

    names = tuple(f"p{i + 1}" for i in range(count))
    shown_names = _players(data, count) or names
    small, big, straddle = _blinds([units(b) for b in blinds], _true_or_false(data, "_no_small_blind"))
    big_blind_entry = 0 if not small and count > 2 else BIG_BLIND_ENTRY
    bb_ante, ante = _antes([units(a) for a in antes], big_blind_entry)
    small_bet = units(sizes["small_bet"]) if "small_bet" in sizes else 0
    big_bet = units(sizes["big_bet"]) if "big_bet" in sizes else 0
    if "min_bet" in sizes and units(sizes["min_bet"]) != big:
        raise PhhError("field 'min_bet' differs from the big blind (the engine's minimum bet)")
    roll = _roll(data)
    run_twice = _true_or_false(data, "_run_twice")
    try:
        setup = TableSetup(
            game=game,
            seats=tuple(Seat(n, units(s)) for n, s in zip(names, stacks, strict=True)),
            button=names[-1],
            small_blind=small,
            big_blind=big,
            bb_ante=bb_ante,
            ante=ante,
            straddle=straddle,
            chip=units(sizes["_chip"]) if "_chip" in sizes else 1,
            betting=betting,
            small_bet=small_bet,
            big_bet=big_bet,
            # The standard posts every ante before the blinds (its reader, pokerkit, does):
            # a big blind short of chips for both pays the ante first. A file written here
            # lists the ante he actually posted, so either order posts the same chips.
            house=replace(game.house, bb_ante_order=BigBlindAnte.ANTE_FIRST),
        )
    except SetupError as exc:
        raise PhhError(str(exc)) from None
    return PhhHand(
        setup,
        tuple(lines),
        shown_names,
        scale,
        tuple(units(f) for f in finishing) if finishing is not None else None,
        roll,
        run_twice,
        data,
    )


def _every_amount(
    stacks: list[Decimal],
    antes: list[Decimal],
    blinds: list[Decimal],
    finishing: list[Decimal] | None,
    sizes: Mapping[str, Decimal],
    lines: list[str],
) -> list[tuple[str, Decimal]]:
    """Every amount of the file with where it stands, to find the unit all of them fit."""
    every = [(f"starting_stacks[{i}]", s) for i, s in enumerate(stacks)]
    every += [(f"antes[{i}]", a) for i, a in enumerate(antes)]
    every += [(f"blinds_or_straddles[{i}]", b) for i, b in enumerate(blinds)]
    every += [(f"finishing_stacks[{i}]", f) for i, f in enumerate(finishing or [])]
    every += [(f"field '{k}'", v) for k, v in sizes.items()]
    return every + _action_amounts(lines)


def _players(data: Mapping[str, Any], count: int) -> tuple[str, ...] | None:
    """The file's own names of the players (field ``players``), if it gives them."""
    players = data.get("players")
    if players is None:
        return None
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise PhhError("field 'players' must be a list of names (texts)")
    if len(players) != count:
        raise PhhError(f"field 'players' has {len(players)} names for {count} players")
    return tuple(players)


def _roll(data: Mapping[str, Any]) -> int | None:
    """The die's face of a Binglao hand (field ``_roll``), if the file gives it."""
    roll = data.get("_roll")
    if roll is not None and (isinstance(roll, bool) or not isinstance(roll, int)):
        raise PhhError(f"field '_roll' must be a whole number (got {_shown(roll)})")
    return roll


def _true_or_false(data: Mapping[str, Any], key: str) -> bool:
    """A yes-or-no field of the project's own (false when absent)."""
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise PhhError(f"field '{key}' must be true or false (got {_shown(value)})")
    return value


def _game(data: Mapping[str, Any], games: Mapping[str, Game]) -> tuple[Game, Betting]:
    betting: Betting | None = None
    chosen = _text_field(data, "_betting")
    if chosen is not None:
        try:
            betting = Betting(chosen)
        except ValueError:
            raise PhhError(f"field '_betting' must be one of {[b.value for b in Betting]}") from None
    game_id = _text_field(data, "_game")
    if game_id is not None:
        if game_id not in games:
            raise PhhError(f"unknown game {game_id!r} in field '_game' (games: {', '.join(sorted(games))})")
        game = games[game_id]
        return game, betting or game.betting
    variant = _text_field(data, "variant")
    if variant is None:
        raise PhhError("required field 'variant' is missing")
    own = variant[1:] if variant.startswith("_") else None
    if own is not None and own in games:  # this project's code for a game PHH has none for
        return games[own], betting or games[own].betting
    if variant not in VARIANTS:
        raise PhhError(
            f"variant {variant!r} is not supported (PO, FO/8, or this project's games with '_game')"
        )
    game_id, default = VARIANTS[variant]
    if game_id not in games:
        raise PhhError(f"the rules for {game_id!r} are missing")
    return games[game_id], betting or default


def _blinds(blinds: list[int], no_small_blind: bool = False) -> tuple[int, int, int]:
    """The small blind, the big blind and the straddle the entries list. With
    ``_no_small_blind`` the first entry is the big blind and the second the straddle."""
    extra = [b for b in blinds[3:] if b]
    if extra or len(blinds) < 2:
        raise PhhError("only a small blind, a big blind and one straddle are supported")
    if no_small_blind:
        if not blinds[0] or any(blinds[2:]):
            raise PhhError("with '_no_small_blind' p1 posts the big blind and p2 a straddle, if any")
        return 0, blinds[0], blinds[1]
    straddle = blinds[2] if len(blinds) > 2 else 0
    if blinds[0] and not blinds[1] and not straddle:
        return 0, blinds[0], 0  # one blind, posted left of the button: no small blind
    if not blinds[0]:
        raise PhhError("a big blind with no small blind must be posted by p1")
    return blinds[0], blinds[1], straddle


def _antes(antes: list[int], big_blind_entry: int = BIG_BLIND_ENTRY) -> tuple[int, int]:
    """The big-blind ante and everyone's ante; the big blind's is on ``big_blind_entry``
    (the second, or p1's own at a ring table with no small blind)."""
    if not any(antes):
        return 0, 0
    if all(a == antes[0] for a in antes):
        return 0, antes[0]
    if [i for i, a in enumerate(antes) if a] == [big_blind_entry]:
        return antes[big_blind_entry], 0
    raise PhhError("antes must be equal for everyone or a big-blind ante only")


# -- replaying -------------------------------------------------------------------------------
