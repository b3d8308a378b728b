"""Reading what every table request names, from flags or a JSON line: the game and the roll,
the players with their cards and chips, the button, the smallest chip.

``showdown`` and ``equity`` both read their requests with these, so a bad input reads the
same in both. Every problem is a :class:`RequestError` whose message names it (the command
adds the line number). Nothing here imports the judge or the equity code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from binglao_tui.core.cards import DECK, Card, parse_cards
from binglao_tui.core.entry import MAX_CHIPS, check_name, read_whole_number

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game

Seat = TypeVar("Seat")


class RequestError(ValueError):
    """One request that cannot be answered; the message names the problem."""


class GameSource(Protocol):
    """Where a request's game is found: the command line reads rules files lazily, the app
    passes the games it has loaded (see :class:`GameDict`)."""

    def get(self, game_id: str) -> Game | None:
        """The game with this id, or None."""

    def ids(self) -> list[str]:
        """Every game's id, sorted, for the message naming an unknown game."""


class GameDict:
    """A :class:`GameSource` over games already loaded, by id."""

    def __init__(self, games: Mapping[str, Game]) -> None:
        self._games = games

    def get(self, game_id: str) -> Game | None:
        return self._games.get(game_id)

    def ids(self) -> list[str]:
        return sorted(self._games)


def find_game(game_id: Any, games: GameSource) -> Game:
    """The game a request names."""
    if not isinstance(game_id, str) or not game_id:
        raise RequestError(
            f'the game is missing: give --game, or "game" in JSON (games: {", ".join(games.ids())})'
        )
    game = games.get(game_id)
    if game is None:
        raise RequestError(f"unknown game {shown(game_id)} (games: {', '.join(games.ids())})")
    return game


def whole_number(value: Any, what: str, minimum: int = 0) -> int:
    """A whole number from JSON or a flag's text (ASCII digits), from ``minimum`` to
    :data:`~binglao_tui.core.entry.MAX_CHIPS`."""
    if isinstance(value, str):
        number = read_whole_number(value)
        if number is None:
            raise RequestError(f"{what} must be a whole number (got {shown(value)})")
        value = number
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"{what} must be a whole number (got {shown(value)})")
    if value < minimum:
        raise RequestError(f"{what} must be {minimum} or more (got {shown(value)})")
    if value > MAX_CHIPS:
        raise RequestError(f"{what} is too big (at most {MAX_CHIPS:,})")
    return value


def shown(value: Any) -> str:
    """A value from a request as a message shows it: text quoted with its control characters
    escaped and cut after 40 characters, JSON's true/false/null as written, a list or an
    object by its kind, a number too big to count by that."""
    if isinstance(value, str):
        text = repr(value)  # escapes control characters and lone surrogates
        return text if len(text) <= 42 else text[:40] + "...'"
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int):
        return str(value) if abs(value) <= MAX_CHIPS else "a number too big to count"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return repr(value)[:40]


def read_roll(value: Any) -> int | None:
    """The die roll, if one was given."""
    return None if value is None else whole_number(value, "the roll")


def deals_words(game: Game, roll: int | None) -> str:
    """Who decides the hole cards, for the wrong-size message: ``"roll 3 deals"``, ``"PLO deals"``."""
    return f"roll {roll} deals" if roll is not None else f"{game.name} deals"


_QUICK_CARDS: dict[str, Card] = {}
_INDEX = attrgetter("index")


def read_cards(text: Any, where: str, name: str = "") -> tuple[Card, ...]:
    """Cards from a flag or JSON: the plain spellings (``Ah``, ``ah``, ``10h``, ``A♥``) are looked
    up directly; anything else, and every error, goes through the full card reader, whose
    messages name ``where + name`` ("board", "player Bob").

    Duplicates across the board and the hands are the caller's to find.
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


def check_seats(count: int, game: Game, hole_cards: int, what: str) -> None:
    """At least two players, and no more than the game seats and the deck can deal."""
    if count < 2:
        raise RequestError(f"{what} needs at least 2 players, got {count}")
    if count > game.max_players:
        raise RequestError(f"{game.name} seats at most {game.max_players} players, got {count}")
    if count > game.deck_limit(hole_cards):
        raise RequestError(
            f"{count} players with {hole_cards} hole cards each are more than "
            f"the deck can deal (at most {game.deck_limit(hole_cards)})"
        )


def read_players(
    players: Sequence[dict[str, Any]],
    hole_cards: int,
    dealt: str,
    chip: int,
    make: Callable[[str, tuple[Card, ...], int, bool], Seat],
) -> tuple[list[Seat], bool]:
    """Each player, checked, made with ``make(name, hole, committed, folded)``; and whether
    any player's chips put in were given. A folded player may leave the hole empty.

    Card errors are :class:`~binglao_tui.core.cards.CardError`, for the caller to turn into
    a :class:`RequestError`.
    """
    seats: list[Seat] = []
    names: set[str] = set()
    any_committed = False
    for number, raw in enumerate(players, start=1):
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip():
            raise RequestError(f"player {number} needs a name")
        try:
            name = check_name(name, f"player {number}: the name")
        except ValueError as exc:
            raise RequestError(str(exc)) from None
        if name in names:
            raise RequestError(f"two players are named {name!r}")
        names.add(name)
        hole_raw = raw.get("hole", [])
        if not isinstance(hole_raw, (str, list)):
            raise RequestError(f"player {name}: hole must be a list of cards")
        hole = read_cards(hole_raw, "player ", name)
        folded = raw.get("folded", False)
        if folded is not False and folded is not True:
            raise RequestError(f"player {name}: folded must be true or false (got {shown(folded)})")
        if len(hole) != hole_cards and not (folded and not hole):
            raise RequestError(f"player {name}: {len(hole)} hole cards, but {dealt} {hole_cards}")
        committed = 0
        if "committed" in raw:
            any_committed = True
            committed = raw["committed"]
            if type(committed) is not int or not 0 <= committed <= MAX_CHIPS:
                committed = whole_number(committed, f"player {name}: committed")
            if committed % chip:
                raise RequestError(
                    f"player {name}: committed {committed} is not a multiple of the smallest chip {chip}"
                )
        seats.append(make(name, hole, committed, folded))
    return seats, any_committed


def read_button(button: Any, names: Sequence[str]) -> str:
    """The player on the button (default: the last player)."""
    button = names[-1] if button is None else button
    if not isinstance(button, str) or button.strip() not in names:
        raise RequestError(f"the button {shown(button)} is not one of the players ({', '.join(names)})")
    return button.strip()


PLAYER_KEYS = frozenset({"name", "hole", "committed", "folded"})


def json_players(data: dict[str, Any], line_keys: frozenset[str]) -> list[dict[str, Any]]:
    """A JSON line's players, after checking that the line and each player use only known keys."""
    if not line_keys.issuperset(data):
        unknown = sorted(set(data) - line_keys)
        raise RequestError(f"unknown key {shown(unknown[0])} (keys: {', '.join(sorted(line_keys))})")
    players = data.get("players")
    if not isinstance(players, list):
        raise RequestError('players must be a list of {"name", "hole"} objects')
    for number, player in enumerate(players, start=1):
        if not isinstance(player, dict):
            raise RequestError(f"player {number} must be an object with name and hole")
        if not PLAYER_KEYS.issuperset(player):
            extra = sorted(set(player) - PLAYER_KEYS)
            raise RequestError(
                f"player {number}: unknown key {shown(extra[0])} (keys: {', '.join(sorted(PLAYER_KEYS))})"
            )
    return players


def flag_players(players: Sequence[str]) -> list[dict[str, Any]]:
    """Players from ``--player "NAME=CARDS"`` flags."""
    parsed = []
    for text in players:
        name, sep, cards = text.partition("=")
        if not sep:
            raise RequestError(f'--player {shown(text)} must be written NAME=CARDS, e.g. "A=Ah 3s Kd Qs"')
        parsed.append({"name": name, "hole": cards})
    return parsed
