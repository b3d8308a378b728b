"""Reading an all-in request, from the command's flags or a JSON line, and counting it.

The game, the roll, the players and the button are read as a showdown request reads them
(:mod:`binglao_tui.core.showdown.request_fields`), so a bad input reads the same in both;
the board (0, 3, 4 or 5 cards) and the dead cards are the equity's own. Every problem is a
:class:`~binglao_tui.core.showdown.request_fields.RequestError`. The command line and the
app both read their all-ins here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from binglao_tui.core.cards import Card, CardError
from binglao_tui.core.equity.calculate import all_in_equity, variants
from binglao_tui.core.equity.chop import Chop, equity_chop
from binglao_tui.core.equity.result import AllInPlayer, Equity, EquityError
from binglao_tui.core.rules import Game
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
    whole_number,
)


class EquityRequest(NamedTuple):
    """An all-in as typed or read, before any checking."""

    game: Any
    players: list[dict[str, Any]]
    roll: Any = None
    board: Any = None
    dead: Any = None
    button: Any = None
    chip: Any = 1
    pot: Any = None


class Answer(NamedTuple):
    """A counted all-in: the game, the cards, and the result; the players' names in seat
    order, the button and the smallest chip, for the chop."""

    game: Game
    roll: int | None
    board: tuple[Card, ...]
    result: Equity
    seats: tuple[str, ...] = ()
    button: str | None = None
    chip: int = 1

    def chop(self) -> Chop:
        """Each pot shared by equity in whole chips (:mod:`~binglao_tui.core.equity.chop`);
        a :class:`RequestError` when no chips were given."""
        try:
            return equity_chop(
                self.result, self.seats, button=self.button, chip=self.chip, odd_chip=self.game.house.odd_chip
            )
        except EquityError as exc:
            raise RequestError(f"{exc} (or --pot CHIPS)") from None


def _cards(raw: Any, where: str) -> tuple[Card, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, (str, list)):
        raise RequestError(f"the {where} must be a list of cards")
    return read_cards(raw, where)


def answer(request: EquityRequest, games: GameSource) -> Answer:
    """Check an all-in and count it; every problem is a :class:`RequestError`."""
    game = find_game(request.game, games)
    roll = read_roll(request.roll)
    try:
        board = _cards(request.board, "board")
        dead = _cards(request.dead, "dead cards")
        cases = variants(game, roll, len(board))
        hole_cards = cases[0][1].hole_cards
        check_seats(len(request.players), game, hole_cards, "an all-in")
        chip = whole_number(request.chip, "the smallest chip", 1)
        players, _ = read_players(request.players, hole_cards, deals_words(game, roll), chip, AllInPlayer)
        button = read_button(request.button, [p.name for p in players])
        pots = _one_pot(request.pot, players, chip)
        result = all_in_equity(
            game, players, board=board, dead=dead, roll=roll, button=button, chip=chip, pots=pots
        )
    except (CardError, EquityError) as exc:
        raise RequestError(str(exc)) from None
    return Answer(game, roll, board, result, tuple(p.name for p in players), button, chip)


def _one_pot(raw: Any, players: Sequence[AllInPlayer], chip: int) -> list[tuple[int, Sequence[str]]] | None:
    """The one pot every live player contests (``--pot``), or None when none was given."""
    if raw is None:
        return None
    if any(p.committed for p in players):
        raise RequestError("give the pot or the chips each player put in, not both")
    amount = whole_number(raw, "the pot", 1)
    if amount % chip:
        raise RequestError(f"the pot of {amount} is not a multiple of the smallest chip {chip}")
    return [(amount, [p.name for p in players if not p.folded])]


_LINE_KEYS = frozenset({"game", "roll", "board", "dead", "players", "button", "chip", "pot"})


def request_from_json(data: Any) -> EquityRequest:
    """An all-in from one parsed JSON line."""
    if not isinstance(data, dict):
        raise RequestError("each line must be a JSON object")
    players = json_players(data, _LINE_KEYS)
    return EquityRequest(
        data.get("game"),
        players,
        data.get("roll"),
        data.get("board"),
        data.get("dead"),
        data.get("button"),
        data.get("chip", 1),
        data.get("pot"),
    )


def request_from_flags(
    game: str | None,
    roll: str | None,
    board: str | None,
    dead: str | None,
    players: Sequence[str],
    pot: str | None = None,
) -> EquityRequest:
    """An all-in from the command's flags (``--player "NAME=CARDS"``, ``--pot CHIPS``)."""
    return EquityRequest(game, flag_players(players), roll, board, dead, pot=pot)
