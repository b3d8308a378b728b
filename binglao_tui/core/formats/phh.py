"""Hand histories in PHH, the Poker Hand History format (TOML, one hand per file).

Reading: the fields used are ``variant`` (``"PO"``: pot-limit Omaha high; ``"FO/8"``:
fixed-limit Omaha hi-lo eight-or-better), ``antes``, ``blinds_or_straddles``,
``min_bet`` or ``small_bet``/``big_bet``, ``starting_stacks``, ``actions``, and optionally
``players`` and ``finishing_stacks``. Players are ``p1``..``pN`` in the order of those
lists: ``p1`` is the small blind and the last player has the button; heads-up the
button (``p2``) posts the small blind and ``p1`` the big blind, while ``antes`` and
``blinds_or_straddles`` stay in blind order (small blind's entry first), so a heads-up
big-blind ante of 3 is ``antes = [0, 3]``: ``p1``'s. Actions::

    d dh p1 AhKhQhJh   hole cards dealt to p1 ("????????" when unknown)
    d db 7h4c8c        board cards (a burn is implied)
    p3 cbr 700         bet or raise to 700 this street
    p2 cc              check or call
    p1 f               fold
    p2 sm AsQd4d2s     show (with no cards: muck)

Amounts may have decimals (``1259450.25``): they are worked in whole units of the
smallest decimal in the file (here hundredths) and written back in the file's units.

This project's extension fields (PHH allows fields starting with ``_``) carry the games
PHH has no code for:

- ``_game = "binglao"``: the game, by its id in ``rules/`` (then ``variant`` is only
  informative); the betting is the game's unless ``_betting`` says otherwise.
- ``_betting = "pot-limit"`` | ``"no-limit"`` | ``"fixed-limit"``.
- ``_roll = 3``: the button's die roll, applied when the game asks for it.
- ``_run_twice = true``: everyone all in agreed to run it twice; the second board's
  ``d db`` lines follow the first board's.
- ``_chip = 5``: the smallest chip in play (in the file's units), for odd chips.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from binglao_tui.core.cards import Card, CardError, parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Options, Phase
from binglao_tui.core.engine.state import IllegalAction
from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.formats.amounts import (
    AmountError,
    check_exact,
    read_amount,
    smallest_unit,
    to_units,
    total_units,
)
from binglao_tui.core.formats.phh_write import BIG_BLIND_ENTRY, fingerprint, write_phh
from binglao_tui.core.rules import Betting, Game, RulesError

__all__ = [
    "BIG_BLIND_ENTRY",
    "PhhError",
    "PhhHand",
    "PhhIllegal",
    "Replay",
    "Step",
    "fingerprint",
    "parse_toml",
    "read_phh",
    "replay_phh",
    "write_phh",
]

VARIANTS: dict[str, tuple[str, Betting]] = {
    "PO": ("plo", Betting.POT_LIMIT),
    "FO/8": ("plo8", Betting.FIXED_LIMIT),
}


class PhhError(ValueError):
    """A file that cannot be read as a hand (bad TOML, missing field, unknown variant)."""


class PhhIllegal(ValueError):
    """An action in the file that the rules refuse; ``index`` is its place in ``actions``."""

    def __init__(self, index: int, text: str, reason: str) -> None:
        super().__init__(f"action {index + 1} {text!r}: {reason}")
        self.index = index
        self.text = text
        self.reason = reason


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


@dataclass(frozen=True, slots=True)
class Step:
    """One line of the file as replayed: the action and what its player faced before it."""

    text: str
    action: Action | None
    faced: Options | None


@dataclass(frozen=True, slots=True)
class Replay:
    """A replayed file: every step and the final hand."""

    phh: PhhHand
    steps: tuple[Step, ...]
    hand: Hand


# -- reading ----------------------------------------------------------------------------------


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
        from binglao_tui.core.rules import load_games

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
    sizes = {
        k: _decimal(data[k], f"field '{k}'")
        for k in ("min_bet", "small_bet", "big_bet", "_chip")
        if k in data
    }
    every = [(f"starting_stacks[{i}]", s) for i, s in enumerate(stacks)]
    every += [(f"antes[{i}]", a) for i, a in enumerate(antes)]
    every += [(f"blinds_or_straddles[{i}]", b) for i, b in enumerate(blinds)]
    every += [(f"finishing_stacks[{i}]", f) for i, f in enumerate(finishing or [])]
    every += [(f"field '{k}'", v) for k, v in sizes.items()]
    every += _action_amounts(lines)
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
    players = data.get("players")
    shown_names = names
    if players is not None:
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise PhhError("field 'players' must be a list of names (texts)")
        if len(players) != count:
            raise PhhError(f"field 'players' has {len(players)} names for {count} players")
        shown_names = tuple(players)
    small, big, straddle = _blinds([units(b) for b in blinds])
    bb_ante, ante = _antes([units(a) for a in antes])
    small_bet = units(sizes["small_bet"]) if "small_bet" in sizes else 0
    big_bet = units(sizes["big_bet"]) if "big_bet" in sizes else 0
    if "min_bet" in sizes and units(sizes["min_bet"]) != big:
        raise PhhError("field 'min_bet' differs from the big blind (the engine's minimum bet)")
    roll = data.get("_roll")
    if roll is not None and (isinstance(roll, bool) or not isinstance(roll, int)):
        raise PhhError(f"field '_roll' must be a whole number (got {_shown(roll)})")
    run_twice = data.get("_run_twice", False)
    if not isinstance(run_twice, bool):
        raise PhhError(f"field '_run_twice' must be true or false (got {_shown(run_twice)})")
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
    if variant not in VARIANTS:
        raise PhhError(
            f"variant {variant!r} is not supported (PO, FO/8, or this project's games with '_game')"
        )
    game_id, default = VARIANTS[variant]
    if game_id not in games:
        raise PhhError(f"the rules for {game_id!r} are missing")
    return games[game_id], betting or default


def _blinds(blinds: list[int]) -> tuple[int, int, int]:
    extra = [b for b in blinds[3:] if b]
    if extra or len(blinds) < 2:
        raise PhhError("only a small blind, a big blind and one straddle are supported")
    straddle = blinds[2] if len(blinds) > 2 else 0
    if blinds[0] and not blinds[1] and not straddle:
        return 0, blinds[0], 0  # one blind, posted left of the button: no small blind
    if not blinds[0]:
        raise PhhError("a big blind with no small blind must be posted by p1")
    return blinds[0], blinds[1], straddle


def _antes(antes: list[int]) -> tuple[int, int]:
    if not any(antes):
        return 0, 0
    if all(a == antes[0] for a in antes):
        return 0, antes[0]
    if [i for i, a in enumerate(antes) if a] == [BIG_BLIND_ENTRY]:
        return antes[BIG_BLIND_ENTRY], 0
    raise PhhError("antes must be equal for everyone or a big-blind ante only")


# -- replaying -------------------------------------------------------------------------------


def _cards(text: str) -> tuple[Card, ...]:
    if "?" in text:
        return ()
    return parse_cards(text)


def _parse_line(phh: PhhHand, hand: Hand, text: str) -> Action:
    words = text.split()
    if len(words) >= 2 and words[0] == "d" and words[1] == "dh":
        if len(words) != 4:
            raise PhhError("a deal is written 'd dh pN CARDS'")
        return Action.deal_hole(words[2], _cards(words[3]))
    if len(words) >= 2 and words[0] == "d" and words[1] == "db":
        if len(words) != 3:
            raise PhhError("a board deal is written 'd db CARDS'")
        board = 2 if hand.phase is Phase.DEAL_BOARD and hand.boards and len(hand.board) == 5 else 1
        return Action.deal_board(_cards(words[2]), board=board)
    if not words or words[0] not in phh.setup.names:
        raise PhhError("an action starts with 'd' or a player 'p1'..'pN'")
    player = words[0]
    verb = words[1] if len(words) > 1 else ""
    if verb == "f" and len(words) == 2:
        return Action.fold(player)
    if verb == "cc" and len(words) == 2:
        options = hand.legal()
        return Action.call(player) if options is not None and options.to_call else Action.check(player)
    if verb == "cbr" and len(words) == 3:
        return Action.raise_to(player, to_units(Decimal(words[2]), len(str(phh.scale)) - 1))
    if verb == "sm" and len(words) == 2:
        return Action.muck(player)
    if verb == "sm" and len(words) == 3:
        return Action.show(player, _cards(words[2]))
    raise PhhError(f"unknown or unsupported action {text!r}")


def replay_phh(phh: PhhHand) -> Replay:
    """Run the file through the engine; :class:`PhhIllegal` at the first refused action.

    A line that cannot be read at all raises :class:`PhhError`.
    """
    hand = Hand.start(phh.setup)
    steps: list[Step] = []
    for index, text in enumerate(phh.lines):
        if not text:
            continue
        hand = _automatic(phh, hand, index, text)
        try:
            action = _parse_line(phh, hand, text)
        except CardError as exc:
            raise PhhError(f"action {index + 1} {text!r}: {exc}") from None
        except PhhError as exc:
            raise PhhError(f"action {index + 1}: {exc}") from None
        faced = hand.legal() if action.is_betting else None
        try:
            hand = hand.apply(action)
        except IllegalAction as exc:
            raise PhhIllegal(index, text, str(exc) + phh.units_note) from None
        steps.append(Step(text, action, faced))
    hand = _automatic(phh, hand, len(phh.lines), "")
    return Replay(phh, tuple(steps), hand)


def _automatic(phh: PhhHand, hand: Hand, index: int, text: str) -> Hand:
    """Insert what the file implies but does not write: the roll, running it twice."""
    try:
        if hand.phase is Phase.ROLL and phh.roll is not None:
            hand = hand.apply(Action.roll(phh.roll))
        if (
            phh.run_twice
            and hand.betting_over
            and len(hand.boards) == 1
            and hand.phase is Phase.DEAL_BOARD
            and text.startswith("d db")
        ):
            hand = hand.apply(Action.run_twice())
    except IllegalAction as exc:
        raise PhhIllegal(index, text or "(end of file)", str(exc) + phh.units_note) from None
    return hand
