"""Reading a showdown request, from the command's flags or a JSON line, and checking it.

:func:`prepare` checks everything about a request and builds the judge's inputs; every
problem is a :class:`RequestError` whose message names it (the command adds the line
number). :class:`Games` reads the games the requests name, no more than it must.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from binglao_tui.commands.common import all_rules_dirs, fail, load_games_or_fail
from binglao_tui.core.cards import DECK, CardError, parse_cards
from binglao_tui.core.rules import RulesError
from binglao_tui.core.showdown.judge import Contender, ShowdownError, judge
from binglao_tui.core.showdown.pots import Pot

if TYPE_CHECKING:
    from pathlib import Path

    from binglao_tui.core.rules import Game, HouseRules, Variant
    from binglao_tui.core.showdown.judge import Ruling


class RequestError(ValueError):
    """One showdown request that cannot be judged; the message names the problem."""


class Request:
    """A showdown as typed or read, before any checking."""

    __slots__ = ("board", "button", "chip", "game", "has_pot", "has_pots", "players", "pot", "pots", "roll")

    def __init__(
        self,
        *,
        game: Any = None,
        roll: Any = None,
        board: Any = None,
        players: list[dict[str, Any]] | None = None,
        button: Any = None,
        pot: Any = None,
        pots: Any = None,
        chip: Any = 1,
        has_pot: bool = False,
        has_pots: bool = False,
    ) -> None:
        self.game, self.roll, self.board, self.players = game, roll, board, players or []
        self.button, self.pot, self.pots, self.chip = button, pot, pots, chip
        self.has_pot, self.has_pots = has_pot, has_pots


class Games:
    """The games a request may name, by id, read when first asked for.

    With no house rules in play only ``<id>.toml`` of the shipped files is read for each
    game asked for; with house rules every game is read at once (a house file may change
    any game), exactly as before.
    """

    def __init__(self, rules_dirs: tuple[Path, ...]) -> None:
        from binglao_tui.core.rules.files import house_rules_in_play

        self._rules_dirs = rules_dirs
        self._games: dict[str, Game] = {}
        self._complete = house_rules_in_play(all_rules_dirs(rules_dirs))
        if self._complete:
            self._games = load_games_or_fail(rules_dirs)

    def get(self, game_id: str) -> Game | None:
        game = self._games.get(game_id)
        if game is None and not self._complete:
            from binglao_tui.core.rules.files import shipped_game

            try:
                game = shipped_game(game_id)
            except RulesError as exc:
                fail(str(exc))
            if game is not None:
                self._games[game_id] = game
        return game

    def ids(self) -> list[str]:
        """Every game's id, sorted (read in full the first time)."""
        if not self._complete:
            self._games, self._complete = load_games_or_fail(self._rules_dirs), True
        return sorted(self._games)


# The judge's inputs, checked: variant, board, contenders, button, pots (None: build them
# from what was put in), smallest chip, house rules.
Prepared = tuple[
    "Variant", tuple[Any, ...], tuple[Contender, ...], str, "tuple[Pot, ...] | None", int, "HouseRules"
]


# ----------------------------------------------------------------------------- checks


def _whole(value: Any, what: str, minimum: int = 0) -> int:
    """A whole number from JSON or a flag's text, at least ``minimum``."""
    if isinstance(value, str):
        text = value.strip()
        if text.lstrip("-").isdigit():
            value = int(text)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"{what} must be a whole number (got {value!r})")
    if value < minimum:
        raise RequestError(f"{what} must be {minimum} or more (got {value})")
    return value


_QUICK_CARDS: dict[str, Any] = {}
_INDEX = attrgetter("index")


def read_cards(text: Any, where: str, name: str = "") -> tuple[Any, ...]:
    """Cards from a flag or JSON: the plain spellings (``Ah``, ``ah``, ``10h``, ``A♥``) are looked
    up directly; anything else, and every error, goes through the full card reader, whose
    messages name ``where + name`` ("board", "player Bob").

    Duplicates across the board and the hands are the judge's to find.
    """
    quick = _QUICK_CARDS
    if not quick:
        for card in DECK:
            rank, suit = card.rank.char, card.suit
            for r in {rank, rank.lower(), "10"} if rank == "T" else {rank, rank.lower()}:
                for s in (suit.value, suit.value.upper(), suit.symbol):
                    quick[r + s] = card
    tokens = text.split() if isinstance(text, str) else text
    if isinstance(tokens, list):
        try:
            cards = tuple([quick[token] for token in tokens])
        except (KeyError, TypeError):
            pass
        else:
            if len(set(map(_INDEX, cards))) == len(cards):
                return cards
    return parse_cards(text, where + name)


def prepare(request: Request, games: Games) -> Prepared:
    """Check everything about a request and build the judge's inputs.

    Raises :class:`RequestError` naming the first problem found.
    """
    if not isinstance(request.game, str) or not request.game:
        raise RequestError('the game is missing (give --game, or "game" in JSON)')
    game = games.get(request.game)
    if game is None:
        raise RequestError(f"unknown game {request.game!r} (games: {', '.join(games.ids())})")
    roll = None if request.roll is None else _whole(request.roll, "the roll")
    try:
        variant = game.variant(roll)
    except RulesError as exc:
        raise RequestError(str(exc)) from None
    dealt = f"roll {roll} deals" if roll is not None else f"{game.name} deals"

    try:
        if request.board is None:
            raise RequestError("the board is missing")
        if not isinstance(request.board, (str, list)):
            raise RequestError("the board must be a list of cards")
        board = read_cards(request.board, "board")
        if len(board) != 5:
            raise RequestError(f"the board must have 5 cards, got {len(board)}")

        players = request.players
        if len(players) < 2:
            raise RequestError(f"a showdown needs at least 2 players, got {len(players)}")
        if len(players) > game.max_players:
            raise RequestError(f"{game.name} seats at most {game.max_players} players, got {len(players)}")
        if len(players) > game.deck_limit(variant.hole_cards):
            raise RequestError(
                f"{len(players)} players with {variant.hole_cards} hole cards each are more than "
                f"the deck can deal (at most {game.deck_limit(variant.hole_cards)})"
            )
        chip = _whole(request.chip, "the smallest chip", 1)
        hole_cards = variant.hole_cards
        contenders: list[Contender] = []
        names: set[str] = set()
        any_committed = False
        for number, raw in enumerate(players, start=1):
            name = raw.get("name")
            if not isinstance(name, str) or not name.strip():
                raise RequestError(f"player {number} needs a name")
            name = name.strip()
            if name in names:
                raise RequestError(f"two players are named {name!r}")
            names.add(name)
            hole_raw = raw.get("hole", [])
            if not isinstance(hole_raw, (str, list)):
                raise RequestError(f"player {name}: hole must be a list of cards")
            hole = read_cards(hole_raw, "player ", name)
            folded = raw.get("folded", False)
            if folded is not False and folded is not True:
                raise RequestError(f"player {name}: folded must be true or false (got {folded!r})")
            if len(hole) != hole_cards and not (folded and not hole):
                raise RequestError(f"player {name}: {len(hole)} hole cards, but {dealt} {hole_cards}")
            committed = 0
            if "committed" in raw:
                any_committed = True
                committed = raw["committed"]
                if type(committed) is not int or committed < 0:
                    committed = _whole(committed, f"player {name}: committed")
                if committed % chip:
                    raise RequestError(
                        f"player {name}: committed {committed} is not a multiple of the smallest chip {chip}"
                    )
            contenders.append(Contender(name, hole, committed, folded))
    except CardError as exc:
        raise RequestError(str(exc)) from None

    live = tuple(c.name for c in contenders if not c.folded)
    if not live:
        raise RequestError("every player has folded: nobody is left to win")
    button = contenders[-1].name if request.button is None else request.button
    if not isinstance(button, str) or button.strip() not in names:
        seated = ", ".join(c.name for c in contenders)
        raise RequestError(f"the button {button!r} is not one of the players ({seated})")
    button = button.strip()

    given = [
        w
        for w, there in (("pot", request.has_pot), ("pots", request.has_pots), ("committed", any_committed))
        if there
    ]
    if len(given) > 1:
        raise RequestError(f"give only one of pot, pots or committed chips (got {' and '.join(given)})")
    pots: tuple[Pot, ...] | None = None
    if request.has_pot:
        amount = _whole(request.pot, "the pot")
        if amount % chip:
            raise RequestError(f"the pot of {amount} is not a multiple of the smallest chip {chip}")
        pots = (Pot(amount, live),)
    elif request.has_pots:
        pots = _explicit_pots(request.pots, chip)
    return variant, board, tuple(contenders), button, pots, chip, game.house


def _explicit_pots(raw: Any, chip: int) -> tuple[Pot, ...]:
    if not isinstance(raw, list) or not raw:
        raise RequestError('pots must be a non-empty list of {"amount", "eligible"} objects')
    pots = []
    for number, item in enumerate(raw, start=1):
        where = f"pot {number}"
        if not isinstance(item, dict):
            raise RequestError(f"{where} must be an object with amount and eligible")
        unknown = sorted(set(item) - {"amount", "eligible"})
        if unknown:
            raise RequestError(f"{where}: unknown key {unknown[0]!r} (keys: amount, eligible)")
        amount = _whole(item.get("amount"), f"{where}: amount")
        if amount % chip:
            raise RequestError(f"{where}: {amount} is not a multiple of the smallest chip {chip}")
        eligible = item.get("eligible")
        if not isinstance(eligible, list) or not all(isinstance(n, str) for n in eligible):
            raise RequestError(f"{where}: eligible must be a list of player names")
        pots.append(Pot(amount, tuple(n.strip() for n in eligible)))
    return tuple(pots)


def judge_request(request: Request, games: Games) -> Ruling:
    """Check a request and judge it; every problem is a :class:`RequestError`."""
    variant, board, contenders, button, pots, chip, house = prepare(request, games)
    try:
        return judge(variant, board, contenders, button=button, pots=pots, chip=chip, house=house)
    except ShowdownError as exc:
        raise RequestError(str(exc)) from None


# ----------------------------------------------------------------------------- input


_LINE_KEYS = {"game", "roll", "board", "players", "button", "pot", "pots", "chip"}
_PLAYER_KEYS = {"name", "hole", "committed", "folded"}


def request_from_json(data: Any) -> Request:
    """A request from one parsed JSON line."""
    if not isinstance(data, dict):
        raise RequestError("each line must be a JSON object")
    if not _LINE_KEYS.issuperset(data):
        unknown = sorted(set(data) - _LINE_KEYS)
        raise RequestError(f"unknown key {unknown[0]!r} (keys: {', '.join(sorted(_LINE_KEYS))})")
    players = data.get("players")
    if not isinstance(players, list):
        raise RequestError('players must be a list of {"name", "hole"} objects')
    for number, player in enumerate(players, start=1):
        if not isinstance(player, dict):
            raise RequestError(f"player {number} must be an object with name and hole")
        if not _PLAYER_KEYS.issuperset(player):
            extra = sorted(set(player) - _PLAYER_KEYS)
            raise RequestError(
                f"player {number}: unknown key {extra[0]!r} (keys: {', '.join(sorted(_PLAYER_KEYS))})"
            )
    return Request(
        game=data.get("game"),
        roll=data.get("roll"),
        board=data.get("board"),
        players=players,
        button=data.get("button"),
        pot=data.get("pot"),
        pots=data.get("pots"),
        chip=data.get("chip", 1),
        has_pot="pot" in data,
        has_pots="pots" in data,
    )


def request_from_flags(
    game: str | None,
    roll: str | None,
    board: str | None,
    players: Sequence[str],
    pot: str | None,
    button: str | None,
    chip: str | None,
) -> Request:
    """A request from the command's flags (``--player "NAME=CARDS"``)."""
    parsed = []
    for text in players:
        name, sep, cards = text.partition("=")
        if not sep:
            raise RequestError(f'--player {text!r} must be written NAME=CARDS, e.g. "A=Ah 3s Kd Qs"')
        parsed.append({"name": name, "hole": cards})
    return Request(
        game=game,
        roll=roll,
        board=board,
        players=parsed,
        button=button,
        pot=pot,
        chip=1 if chip is None else chip,
        has_pot=pot is not None,
    )
