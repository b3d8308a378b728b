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
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from binglao_tui.core.cards import Card, CardError, parse_cards
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand, Options, Phase
from binglao_tui.core.engine.state import IllegalAction
from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.rules import Betting, Game, RulesError

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
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise PhhError(f"{where} must be a number (got {value!r})")
    try:
        number = Decimal(str(value))
    except InvalidOperation:
        raise PhhError(f"{where} must be a number (got {value!r})") from None
    if not number.is_finite() or number < 0:
        raise PhhError(f"{where} must be a number, 0 or more (got {value!r})")
    return number


def _places(number: Decimal) -> int:
    exponent = number.normalize().as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def _numbers(data: Mapping[str, Any], key: str, count: int | None) -> list[Decimal]:
    raw = data.get(key)
    if not isinstance(raw, list):
        raise PhhError(f"field '{key}' must be a list of numbers")
    if count is not None and len(raw) != count:
        raise PhhError(f"field '{key}' has {len(raw)} entries for {count} players")
    return [_decimal(v, f"{key}[{i}]") for i, v in enumerate(raw)]


def _action_amounts(lines: Sequence[str]) -> list[Decimal]:
    found = []
    for index, line in enumerate(lines):
        words = line.split()
        if len(words) == 3 and words[1] == "cbr":
            found.append(_decimal(words[2], f"action {index + 1} amount"))
    return found


def read_phh(text: str, games: Mapping[str, Game] | None = None) -> PhhHand:
    """Parse one PHH hand; raises :class:`PhhError` naming what cannot be read."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError(f"not valid TOML: {exc}") from None
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
    every = [*stacks, *antes, *blinds, *(finishing or []), *sizes.values(), *_action_amounts(lines)]
    scale = 10 ** max((_places(n) for n in every), default=0)

    def units(number: Decimal) -> int:
        return int(number * scale)

    names = tuple(f"p{i + 1}" for i in range(count))
    players = data.get("players")
    shown_names = names
    if isinstance(players, list) and len(players) == count:
        shown_names = tuple(str(p) for p in players)
    small, big, straddle = _blinds([units(b) for b in blinds])
    bb_ante, ante = _antes([units(a) for a in antes])
    small_bet = units(sizes["small_bet"]) if "small_bet" in sizes else 0
    big_bet = units(sizes["big_bet"]) if "big_bet" in sizes else 0
    if "min_bet" in sizes and units(sizes["min_bet"]) != big:
        raise PhhError("field 'min_bet' differs from the big blind (the engine's minimum bet)")
    roll = data.get("_roll")
    if roll is not None and (isinstance(roll, bool) or not isinstance(roll, int)):
        raise PhhError(f"field '_roll' must be a whole number (got {roll!r})")
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
        bool(data.get("_run_twice", False)),
    )


def _game(data: Mapping[str, Any], games: Mapping[str, Game]) -> tuple[Game, Betting]:
    betting: Betting | None = None
    if "_betting" in data:
        try:
            betting = Betting(data["_betting"])
        except ValueError:
            raise PhhError(f"field '_betting' must be one of {[b.value for b in Betting]}") from None
    if "_game" in data:
        game_id = data["_game"]
        if game_id not in games:
            raise PhhError(f"unknown game {game_id!r} in field '_game' (games: {', '.join(sorted(games))})")
        game = games[game_id]
        return game, betting or game.betting
    if "variant" not in data:
        raise PhhError("required field 'variant' is missing")
    variant = data.get("variant")
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


BIG_BLIND_ENTRY = 1
"""Where ``antes`` and ``blinds_or_straddles`` list the big blind's amount: second, at
every table size. Heads-up the standard lists both in blind order while ``p1`` is the big
blind, so there ``p1``'s ante is the second entry (``antes = [0, 3]``) and the button's
the first, as pokerkit reads them."""


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
        return Action.raise_to(player, int(Decimal(words[2]) * phh.scale))
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
            raise PhhIllegal(index, text, str(exc)) from None
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
        raise PhhIllegal(index, text or "(end of file)", str(exc)) from None
    return hand


# -- writing ---------------------------------------------------------------------------------


def write_phh(hand: Hand, players: Sequence[str] | None = None) -> str:
    """A PHH file for a hand played in this engine (seat 1 written as ``p1``)."""
    setup = hand.setup
    order = setup.clockwise_from(setup.left_of(setup.button))
    if setup.heads_up:
        order = (setup.left_of(setup.button), setup.button)
    code = {name: f"p{i + 1}" for i, name in enumerate(order)}
    lines: list[str] = []
    if setup.game.id == "plo" and setup.structure is Betting.POT_LIMIT:
        lines.append('variant = "PO"')
    elif setup.game.id == "plo8" and setup.structure is Betting.FIXED_LIMIT:
        lines.append('variant = "FO/8"')
    else:
        lines += ['variant = "PO"', f'_game = "{setup.game.id}"', f'_betting = "{setup.structure.value}"']
    antes = [setup.ante] * len(order) if setup.ante else [0] * len(order)
    if setup.bb_ante:
        antes[BIG_BLIND_ENTRY] = setup.bb_ante
    if setup.small_blind or setup.straddle:
        blinds = [setup.small_blind, setup.big_blind] + ([setup.straddle] if setup.straddle else [])
    else:
        blinds = [setup.big_blind]  # one blind only: PHH lists it against p1, who posts it
    blinds += [0] * (len(order) - len(blinds))
    lines.append(f"antes = {antes}")
    lines.append(f"blinds_or_straddles = {blinds}")
    if setup.structure is Betting.FIXED_LIMIT:
        small, big = setup.bet_sizes
        lines += [f"small_bet = {small}", f"big_bet = {big}"]
    else:
        lines.append(f"min_bet = {setup.big_blind}")
    lines.append(f"starting_stacks = {[setup.stacks[n] for n in order]}")
    if setup.chip != 1:
        lines.append(f"_chip = {setup.chip}")
    if hand.roll is not None:
        lines.append(f"_roll = {hand.roll}")
    if len(hand.boards) == 2:
        lines.append("_run_twice = true")
    lines.append("actions = [")
    lines += [f'  "{entry}",' for entry in _action_lines(hand, code)]
    lines.append("]")
    if players is not None:
        lines.append("players = [" + ", ".join(f'"{p}"' for p in players) + "]")
    if hand.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {[hand.finishing_stacks[n] for n in order]}")
    return "\n".join(lines) + "\n"


def _action_lines(hand: Hand, code: Mapping[str, str]) -> list[str]:
    out: list[str] = []
    unknown = "??" * hand.hole_cards
    before = Hand.start(hand.setup)
    actions = hand.actions
    for number, action in enumerate(actions):
        who = code.get(action.player or "", "")
        cards = "".join(str(c) for c in action.cards)
        match action.kind:
            case ActionKind.DEAL_HOLE:
                targets = [action.player] if action.player else [n for n in code if n]
                out += [f"d dh {code[t]} {cards or unknown}" for t in targets if t is not None]
            case ActionKind.DEAL_BOARD:
                count = 3 if len(before.boards[action.board - 1]) == 0 else 1
                out.append(f"d db {cards or '??' * count}")
            case ActionKind.FOLD:
                out.append(f"{who} f")
            case ActionKind.CHECK | ActionKind.CALL:
                out.append(f"{who} cc")
            case ActionKind.BET | ActionKind.RAISE:
                out.append(f"{who} cbr {action.amount}")
            case ActionKind.ALL_IN:
                options = before.legal()
                assert options is not None
                everything = options.all_in_to
                call_total = before.bets[action.player or ""] + options.to_call
                out.append(f"{who} cbr {everything}" if everything > call_total else f"{who} cc")
            case ActionKind.SHOW:
                shown = action.cards or next(
                    (p.hole for p in before.players if p.name == action.player and p.hole), ()
                )
                out.append(f"{who} sm {''.join(str(c) for c in shown)}".rstrip())
            case ActionKind.MUCK:
                out.append(f"{who} sm")
            case _:
                pass
        before = before.apply(action)
        option = before.may_still_check
        if option is not None and actions[number + 1 : number + 2] != (Action.check(option),):
            out.append(f"{code[option]} cc")  # the standard asks for the blind's check
    return out
