"""Reading a showdown request, from the command's flags or a JSON line, and checking it.

:func:`prepare` checks everything about a request and builds the judge's inputs; every
problem is a :class:`RequestError` whose message names it (the command adds the line
number). What every table request shares (the game, the roll, the players, the button) is
read by :mod:`binglao_tui.core.showdown.request_fields`; the command line and the app's
judge both read their requests here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from binglao_tui.core.cards import CardError
from binglao_tui.core.rules import RulesError
from binglao_tui.core.showdown.judge import Contender
from binglao_tui.core.showdown.pots import Pot
from binglao_tui.core.showdown.request_fields import (
    GameSource,
    RequestError,
    check_seats,
    deals_words,
    find_game,
    flag_players,
    json_players,
    read_button,
    read_cards,
    read_players,
    read_roll,
    shown,
    whole_number,
)

if TYPE_CHECKING:
    from binglao_tui.core.rules import HouseRules, Variant


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


# The judge's inputs, checked: variant, board, contenders, button, pots (None: build them
# from what was put in), smallest chip, house rules.
Prepared = tuple[
    "Variant", tuple[Any, ...], tuple[Contender, ...], str, "tuple[Pot, ...] | None", int, "HouseRules"
]


# ----------------------------------------------------------------------------- checks


def prepare(request: Request, games: GameSource) -> Prepared:
    """Check everything about a request and build the judge's inputs.

    Raises :class:`RequestError` naming the first problem found.
    """
    game = find_game(request.game, games)
    roll = read_roll(request.roll)
    try:
        variant = game.variant(roll)
    except RulesError as exc:
        raise RequestError(str(exc)) from None

    try:
        if request.board is None:
            raise RequestError("the board is missing")
        if not isinstance(request.board, (str, list)):
            raise RequestError("the board must be a list of cards")
        board = read_cards(request.board, "board")
        if len(board) != 5:
            raise RequestError(f"the board must have 5 cards, got {len(board)}")
        check_seats(len(request.players), game, variant.hole_cards, "a showdown")
        chip = whole_number(request.chip, "the smallest chip", 1)
        contenders, any_committed = read_players(
            request.players, variant.hole_cards, deals_words(game, roll), chip, Contender
        )
    except CardError as exc:
        raise RequestError(str(exc)) from None

    live = tuple(c.name for c in contenders if not c.folded)
    if not live:
        raise RequestError("every player has folded: nobody is left to win")
    button = read_button(request.button, [c.name for c in contenders])

    given = [
        w
        for w, there in (("pot", request.has_pot), ("pots", request.has_pots), ("committed", any_committed))
        if there
    ]
    if len(given) > 1:
        raise RequestError(f"give only one of pot, pots or committed chips (got {' and '.join(given)})")
    pots: tuple[Pot, ...] | None = None
    if request.has_pot:
        amount = whole_number(request.pot, "the pot")
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
            raise RequestError(f"{where}: unknown key {shown(unknown[0])} (keys: amount, eligible)")
        amount = whole_number(item.get("amount"), f"{where}: amount")
        if amount % chip:
            raise RequestError(f"{where}: {amount} is not a multiple of the smallest chip {chip}")
        eligible = item.get("eligible")
        if not isinstance(eligible, list) or not all(isinstance(n, str) for n in eligible):
            raise RequestError(f"{where}: eligible must be a list of player names")
        pots.append(Pot(amount, tuple(n.strip() for n in eligible)))
    return tuple(pots)


# ----------------------------------------------------------------------------- input


_LINE_KEYS = frozenset({"game", "roll", "board", "players", "button", "pot", "pots", "chip"})


def request_from_json(data: Any) -> Request:
    """A request from one parsed JSON line."""
    if not isinstance(data, dict):
        raise RequestError("each line must be a JSON object")
    players = json_players(data, _LINE_KEYS)
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
    parsed = flag_players(players)
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
