"""The dealer's session from a script: each step the app can take, one JSON object at a time.

A :class:`Script` drives a :class:`~binglao_tui.session.dealer.DealerSession` with the steps
of ``binglao-tui deal --script`` (docs/reference: the contract is exact) and says, after
each, where the table stands (:meth:`Script.view`). Every step is one key naming it and its
value:

- ``table`` sets the table (the first step, or between hands to change the game, the
  blinds, the seats or the house settings);
- ``sit``, ``leave``, ``move``, ``rebuy``, ``restack``, ``sit_out``, ``back``: players come
  and go, and their chips are counted again;
- ``choose``: the dealer's choice of the next game of a rotation (the ``table``'s
  ``rotation``);
- ``deal`` deals the next hand (with the die's ``roll`` in a game with a die);
- ``act``, ``board``, ``show``, ``muck``: the hand's steps; ``undo`` takes one back and
  ``misdeal`` voids the hand.

A step that cannot be done raises :class:`ScriptError` with what is wrong, and nothing of
it is done: it is checked in full before the session is asked, and the session refuses
what the rules do not allow with nothing changed. A hand ends by itself when it is
decided and is booked as the app books it; the view of the step that ended it has the
``awards``.

The steps are a table of handlers (:data:`STEPS`): a new kind of step is one more entry,
and :meth:`Script.view` one place to add an output key.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from binglao_tui.core.cards import Card, CardError, parse_cards
from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.core.engine.seat_map import Occupant
from binglao_tui.core.engine.table import Seat, SeatState, SetupError, TableSetup
from binglao_tui.core.entry import MAX_CHIPS
from binglao_tui.core.mixed import MixedError, Rotation
from binglao_tui.core.rules import Betting, Game, HouseRules, RollTime, RulesError
from binglao_tui.session.dealer import DealerSession
from binglao_tui.session.outcomes import Booked, Refusal
from binglao_tui.store.startup import Opened

__all__ = ["STEPS", "Script", "ScriptError"]


class ScriptError(ValueError):
    """A step that cannot be done; the message says what is wrong (the caller adds where)."""


_ACTIONS: dict[str, Callable[[str, int | None], Action]] = {
    "fold": lambda name, _: Action.fold(name),
    "check": lambda name, _: Action.check(name),
    "call": lambda name, _: Action.call(name),
    "bet": lambda name, to: Action.bet(name, _given(to)),
    "raise": lambda name, to: Action.raise_to(name, _given(to)),
    "all-in": lambda name, _: Action.all_in(name),
}

TABLE_KEYS = (
    "game",
    "seats",
    "blinds",
    "button",
    "players",
    "house",
    "ante",
    "bb_ante",
    "straddle",
    "chip",
    "betting",
    "rotation",
)
"""The keys a ``table`` step may have."""


class Script:
    """A dealer's session driven step by step (see the module).

    ``games`` are the games a ``table`` step may name; ``opened`` the database the steps
    are saved to (the journal the app and the display read). A session already kept in
    it (the seat map between hands, a hand left in play) is taken up where it stopped.
    """

    def __init__(self, games: Mapping[str, Game], opened: Opened) -> None:
        self.games = games
        self.opened = opened
        self.session: DealerSession | None = None
        self._roll: int | None = None  # the die's face for the hand in play, when it asks
        self._dealt_steps = 0  # the actions the ``deal`` step itself took (undo stops there)
        self._misdealt = False
        self._resume()

    def _resume(self) -> None:
        """Take up the session the database keeps: the table between hands, a hand left in play."""
        journal = self.opened.journal
        if journal is None:
            return
        game = next(iter(self.games.values()))
        placeholder = TableSetup(
            game, (Seat("a", 1), Seat("b", 1)), "a", 0, 1
        )  # the journal's table replaces it
        session = DealerSession(placeholder, rng=random.Random(0))
        session.attach(self.opened)
        if session.left_in_play is not None:
            refusal = session.resume()
            if refusal is not None:
                raise ScriptError(f"the hand left in play cannot be taken up: {refusal}")
            self.session = session
            self._dealt_steps = _deal_actions(session.hand)
        elif session.restore():
            self.session = session

    # -- running -----------------------------------------------------------------------------

    def step(self, data: object) -> dict[str, Any]:
        """Do one step (a parsed JSON line) and give the view after it."""
        if not isinstance(data, Mapping) or len(data) != 1:
            raise ScriptError(
                f"a step is an object with one key, the step's name (steps: {', '.join(STEPS)})"
            )
        ((kind, value),) = data.items()
        handler = STEPS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise ScriptError(f"unknown step {kind!r} (steps: {', '.join(STEPS)})")
        if kind != "table" and self.session is None:
            raise ScriptError('the first step sets the table: {"table": {...}}')
        self._misdealt = False
        return handler(self, value)

    def _session(self) -> DealerSession:
        if self.session is None:
            raise ScriptError('the first step sets the table: {"table": {...}}')
        return self.session

    def _done(self, refusal: Refusal | None) -> None:
        if refusal is not None:
            raise ScriptError(str(refusal))

    def _after_action(self) -> dict[str, Any]:
        """The view after a step of the hand: the roll when the hand asks for it, and a
        decided hand booked, its view with the awards."""
        session = self._session()
        hand = session.hand
        if hand is not None and hand.phase is Phase.ROLL and self._roll is not None:
            self._done(session.apply(Action.roll(self._roll)))
            hand = session.hand
        if hand is None or not hand.is_complete:
            return self.view()
        seen = self.view()
        seen["awards"] = {name: chips for name, chips in (hand.payouts or {}).items() if chips}
        booked = session.finish()
        if not isinstance(booked, Booked):
            raise ScriptError(f"the hand is over but could not be booked: {booked}")
        self._roll = None
        return seen

    # -- what the table is now -----------------------------------------------------------------

    def view(self) -> dict[str, Any]:
        """Where the table stands: the keys of ``deal --script``'s output lines."""
        session = self._session()
        hand = session.hand
        if hand is not None:
            table: TableSetup | None = hand.setup
            seats = _hand_seats(hand)
            number: int | None = session.hand_number
        else:
            plan = session.plan
            table = plan.table
            dealt = set(table.names) if table is not None else set()
            seats = [
                {"seat": o.seat, "name": o.name, "stack": o.stack, "state": _state_word(o, dealt)}
                for o in session.seat_map.occupants
            ]
            number = None
        shown_table = table if table is not None else session.stakes
        seen = session.outlook
        waiting = seen is not None and seen.game is None
        view: dict[str, Any] = {
            "hand": number,
            "game": None if waiting else shown_table.game.id,
            "next_game": seen.next_game.game.id if seen is not None and seen.next_game is not None else None,
            "chooser": seen.chooser if seen is not None else None,
            "blinds": None if waiting else [shown_table.small_blind, shown_table.big_blind],
            "bets": list(shown_table.bet_sizes)
            if not waiting and shown_table.structure is Betting.FIXED_LIMIT
            else None,
            "button_seat": table.button_at if table is not None else None,
            "dead_button": table.dead_button if table is not None else False,
            "small_blind": table.small_blind_player
            if table is not None and table.posted_small_blind
            else None,
            "big_blind": table.big_blind_player if table is not None else None,
            "posts": table.forced if table is not None else {},
            "seats": seats,
            "to_act": hand.actor if hand is not None and not hand.is_complete else None,
        }
        if hand is not None:
            view["board"] = [None if card is None else str(card) for card in hand.board]
            view["pot"] = hand.pot_total
        else:
            plan = session.plan
            view["why"] = [*plan.reasons, *(f"{w.name} (seat {w.seat}) {w.why}." for w in plan.waiting)]
            if plan.problem is not None:
                view["why"].append(plan.problem[0].upper() + plan.problem[1:] + ".")
        if self._misdealt:
            view["misdeal"] = True
        return view


# -- the steps ------------------------------------------------------------------------------------


def _table(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "table", TABLE_KEYS)
    session = script.session
    rotation = _rotation(script.games, data)
    if session is None:
        stakes, size, button = _first_table(script.games, _with_first_game(data, rotation), rotation)
        session = DealerSession(stakes, rng=random.Random(0))
        session.attach(script.opened)
        script._done(session.set_table(stakes, seats=size, button=button))
        if rotation is not None:
            script._done(session.set_rotation(rotation))
        script.session = session
        return script.view()
    if session.rotation is not None and "rotation" not in data and {"game", "blinds", "betting"} & set(data):
        raise ScriptError(
            'table: the rotation deals the games and their stakes: give a new "rotation" (null for one game)'
        )
    if "rotation" in data:
        if session.hand is not None and session.hand.actions:
            raise ScriptError("a hand is being played: finish it or call a misdeal first")
        data = _with_first_game(data, rotation)
    new = _new_stakes(session, script.games, data)
    resize = _whole(data["seats"], "table: seats", 2, 99) if "seats" in data else None
    restart = _whole(data["button"], "table: button", 1, 99) if "button" in data else None
    if "players" in data:
        _same_players(session, data["players"])
    script._done(session.set_table(new, seats=resize, button=restart))
    if "rotation" in data:
        script._done(session.set_rotation(rotation))
    return script.view()


def _rotation(games: Mapping[str, Game], data: Mapping[str, Any]) -> Rotation | None:
    """The ``table`` step's ``rotation`` (None when it has none, or gives null)."""
    raw = data.get("rotation")
    if raw is None:
        return None
    try:
        return Rotation.from_dict(raw, games)
    except MixedError as exc:
        raise ScriptError(f"table: {exc}") from None


def _with_first_game(data: Mapping[str, Any], rotation: Rotation | None) -> Mapping[str, Any]:
    """A ``table`` step with a rotation: its game and blinds are the rotation's first game's
    (a ``game`` given must be on the menu, and the first game in a fixed order)."""
    if rotation is None:
        return data
    first = rotation.games[0]
    given = data.get("game", first.game.id)
    if rotation.index(given) is None:
        raise ScriptError(
            f"table: the game {given!r} is not on the rotation ({', '.join(rotation.game_ids)})"
        )
    if not rotation.dealers_choice and given != first.game.id:
        raise ScriptError(f"table: in a fixed order the first game is the rotation's first, {first.game.id}")
    merged = {key: value for key, value in data.items() if key not in ("game", "blinds", "betting")}
    return {**merged, "game": first.game.id, "blinds": [first.small_blind, first.big_blind]}


def _first_table(
    games: Mapping[str, Game], data: Mapping[str, Any], rotation: Rotation | None = None
) -> tuple[TableSetup, int, int]:
    for key in ("game", "blinds", "players"):
        if key not in data:
            raise ScriptError(f"table: the first table needs {key!r} (keys: {', '.join(TABLE_KEYS)})")
    game = _game(games, data["game"])
    most = rotation.player_limit if rotation is not None else game.player_limit
    size = _whole(data.get("seats", most), "table: seats", 2, most)
    players = _players(data["players"], size)
    button = _whole(data.get("button", players[0].number), "table: button", 1, size)
    if button not in {seat.number for seat in players}:
        raise ScriptError(f"table: button: seat {button} has no player")
    stakes = _stakes(game, players, players[0].name, data, size)
    return stakes, size, button


def _stakes(
    game: Game, players: tuple[Seat, ...], button: str, data: Mapping[str, Any], size: int
) -> TableSetup:
    small, big = _blinds(data["blinds"])
    house = None
    if "house" in data:
        raw = data["house"]
        if not isinstance(raw, Mapping):
            raise ScriptError("table: house is an object of house settings")
        try:
            house = HouseRules.from_mapping(raw, base=game.house)
        except RulesError as exc:
            raise ScriptError(f"table: {exc}") from None
    betting = None
    if "betting" in data:
        try:
            betting = Betting(data["betting"])
        except ValueError:
            kinds = ", ".join(b.value for b in Betting)
            raise ScriptError(f"table: betting is one of {kinds} (got {data['betting']!r})") from None
    try:
        return TableSetup(
            game,
            players,
            button,
            small,
            big,
            bb_ante=_whole(data.get("bb_ante", 0), "table: bb_ante", 0, MAX_CHIPS),
            ante=_whole(data.get("ante", 0), "table: ante", 0, MAX_CHIPS),
            straddle=_whole(data.get("straddle", 0), "table: straddle", 0, MAX_CHIPS),
            chip=_whole(data.get("chip", 1), "table: chip", 1, MAX_CHIPS),
            betting=betting,
            house=house,
            seat_count=size,
        )
    except SetupError as exc:
        raise ScriptError(f"table: {exc}") from None


def _new_stakes(session: DealerSession, games: Mapping[str, Game], data: Mapping[str, Any]) -> TableSetup:
    """The stakes of a ``table`` step between hands: the present ones with what it changes
    (a new game keeps the table's house settings unless the step gives others)."""
    before = session.stakes
    game = _game(games, data["game"]) if "game" in data else before.game
    size = _whole(data.get("seats", session.seat_map.size), "table: seats", 2, 99)
    if size > game.player_limit:
        raise ScriptError(f'table: {game.name} seats at most {game.player_limit}: give "seats" to fit')
    merged: dict[str, Any] = {"blinds": [before.small_blind, before.big_blind]}
    for key in ("bb_ante", "ante", "straddle", "chip"):
        merged[key] = getattr(before, key)
    if before.betting is not None and game.id == before.game.id:
        merged["betting"] = before.betting.value
    merged.update({key: value for key, value in data.items() if key in ("blinds", "betting", *merged)})
    stakes = _stakes(game, before.seats[:2], before.seats[0].name, merged, size)
    if "house" in data:
        raw = data["house"]
        if not isinstance(raw, Mapping):
            raise ScriptError("table: house is an object of house settings")
        try:
            return replace(stakes, house=HouseRules.from_mapping(raw, base=before.rules))
        except RulesError as exc:
            raise ScriptError(f"table: {exc}") from None
    return replace(stakes, house=before.house)


def _same_players(session: DealerSession, raw: object) -> None:
    """A ``table`` step between hands may list the players only as they sit."""
    players = _players(raw, session.seat_map.size)
    seated = {(o.seat, o.name, o.stack) for o in session.seat_map.occupants}
    if {(p.number, p.name, p.stack) for p in players} != seated:
        raise ScriptError("table: the players come and go between hands by sit, leave, move and rebuy")


def _sit(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "sit", ("seat", "name", "stack", "post"), required=("seat", "name", "stack"))
    session = script._session()
    seat = _whole(data["seat"], "sit: seat", 1, 99)
    post = _flag(data["post"], "sit: post") if "post" in data else None
    script._done(
        session.sit(
            seat,
            _text(data["name"], "sit: name"),
            _whole(data["stack"], "sit: stack", 1, MAX_CHIPS),
            post=post,
        )
    )
    return script.view()


def _leave(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "leave", ("name",), required=("name",))
    script._done(script._session().leave(_text(data["name"], "leave: name")))
    return script.view()


def _move(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "move", ("name", "seat", "post"), required=("name", "seat"))
    post = _flag(data["post"], "move: post") if "post" in data else False
    seat = _whole(data["seat"], "move: seat", 1, 99)
    script._done(script._session().move(_text(data["name"], "move: name"), seat, post=post))
    return script.view()


def _rebuy(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "rebuy", ("name", "amount"), required=("name", "amount"))
    amount = _whole(data["amount"], "rebuy: amount", 1, MAX_CHIPS)
    script._done(script._session().rebuy(_text(data["name"], "rebuy: name"), amount))
    return script.view()


def _restack(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "restack", ("name", "stack"), required=("name", "stack"))
    stack = _whole(data["stack"], "restack: stack", 0, MAX_CHIPS)
    script._done(script._session().restack(_text(data["name"], "restack: name"), stack))
    return script.view()


def _sit_out(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "sit_out", ("name",), required=("name",))
    script._done(script._session().sit_out(_text(data["name"], "sit_out: name")))
    return script.view()


def _back(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "back", ("name", "post"), required=("name",))
    post = _flag(data["post"], "back: post") if "post" in data else None
    script._done(script._session().back(_text(data["name"], "back: name"), post=post))
    return script.view()


def _choose(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "choose", ("name", "game"), required=("name", "game"))
    game = data["game"]
    if not isinstance(game, str):
        raise ScriptError(f"choose: game is a game's id (got {game!r})")
    script._done(script._session().choose(_text(data["name"], "choose: name"), game))
    return script.view()


def _deal(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "deal", ("roll",))
    session = script._session()
    if session.hand is not None and session.hand.actions:
        raise ScriptError("a hand is being played: finish it or call a misdeal first")
    waits = session.rotation_waits
    if waits is not None:
        raise ScriptError(waits)
    game = session.next_table.game
    roll = None
    if game.die is not None:
        if "roll" not in data:
            raise ScriptError(
                f'deal: {game.name} needs the button\'s die roll ("roll": 1 to {game.die.sides})'
            )
        roll = _whole(data["roll"], "deal: roll", 1, game.die.sides)
        try:
            game.variant(roll)
        except RulesError as exc:
            raise ScriptError(f"deal: {exc}") from None
    elif "roll" in data:
        raise ScriptError(f"deal: {game.name} has no die roll")
    script._done(session.deal())
    steps = []
    if roll is not None and game.die is not None and game.die.roll_time is RollTime.BEFORE_DEAL:
        steps.append(Action.roll(roll))
    steps.append(Action.deal_hole())
    for action in steps:
        refusal = session.apply(action)
        if refusal is not None:  # the journal failed: the deal is taken back
            session.put_away()
            raise ScriptError(str(refusal))
    script._roll = roll
    script._dealt_steps = _deal_actions(session.hand)
    return script._after_action()


def _act(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "act", ("name", "action", "to"), required=("name", "action"))
    name = _text(data["name"], "act: name")
    kind = data["action"]
    if kind not in _ACTIONS:
        raise ScriptError(f"act: action is one of {', '.join(_ACTIONS)} (got {kind!r})")
    to = _whole(data["to"], "act: to", 1, MAX_CHIPS) if "to" in data else None
    if kind in ("bet", "raise") and to is None:
        raise ScriptError(f'act: a {kind} says the total it goes to ("to")')
    if kind not in ("bet", "raise") and to is not None:
        raise ScriptError(f'act: only a bet or a raise has "to" (got {kind})')
    return _apply(script, _ACTIONS[kind](name, to))


def _board(script: Script, value: object) -> dict[str, Any]:
    cards = _cards(value, "board")
    session = script._session()
    hand = session.hand
    if hand is None:
        raise ScriptError("no hand is being played")
    due = hand.board_due
    if due is None:
        raise ScriptError("no board cards are due now")
    if len(cards) != due.cards:
        raise ScriptError(f"board: the {due.street.word} is {due.cards} card(s), not {len(cards)}")
    return _apply(script, Action.deal_board(cards, board=due.board))


def _show(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "show", ("name", "cards"), required=("name",))
    cards = _cards(data["cards"], "show: cards") if "cards" in data else ()
    return _apply(script, Action.show(_text(data["name"], "show: name"), cards))


def _muck(script: Script, value: object) -> dict[str, Any]:
    data = _object(value, "muck", ("name",), required=("name",))
    return _apply(script, Action.muck(_text(data["name"], "muck: name")))


def _undo(script: Script, value: object) -> dict[str, Any]:
    _object(value, "undo", ())
    session = script._session()
    hand = session.hand
    if hand is None:
        raise ScriptError("nothing to undo: no hand is being played (a booked hand stays booked)")
    if len(hand.actions) <= script._dealt_steps:
        raise ScriptError("nothing to undo: the hand has just been dealt (a misdeal deals it again)")
    script._done(session.undo())
    return script.view()


def _misdeal(script: Script, value: object) -> dict[str, Any]:
    _object(value, "misdeal", ())
    session = script._session()
    if session.hand is None:
        raise ScriptError("no hand is being played")
    script._done(session.misdeal(deal_again=False))
    script._roll = None
    script._misdealt = True
    return script.view()


def _apply(script: Script, action: Action) -> dict[str, Any]:
    session = script._session()
    if session.hand is None:
        raise ScriptError("no hand is being played: deal first")
    script._done(session.apply(action))
    return script._after_action()


STEPS: dict[str, Callable[[Script, object], dict[str, Any]]] = {
    "table": _table,
    "sit": _sit,
    "leave": _leave,
    "move": _move,
    "rebuy": _rebuy,
    "restack": _restack,
    "sit_out": _sit_out,
    "back": _back,
    "choose": _choose,
    "deal": _deal,
    "act": _act,
    "board": _board,
    "show": _show,
    "muck": _muck,
    "undo": _undo,
    "misdeal": _misdeal,
}
"""Each step's handler, by the step's name."""


# -- reading a step's values ---------------------------------------------------------------------


def _object(value: object, step: str, keys: Sequence[str], required: Sequence[str] = ()) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScriptError(f"{step}: its value is an object ({{}} for none)")
    for key in value:
        if key not in keys:
            known = ", ".join(keys) if keys else "none"
            raise ScriptError(f"{step}: unknown key {key!r} (keys: {known})")
    for key in required:
        if key not in value:
            raise ScriptError(f"{step}: {key!r} is missing")
    return value


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScriptError(f"{what} is a whole number (got {value!r})")
    if not low <= value <= high:
        raise ScriptError(f"{what} is from {low} to {high:,} (got {value})")
    return value


def _given(value: int | None) -> int:
    assert value is not None
    return value


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ScriptError(f"{what} is true or false (got {value!r})")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{what} is a player's name (got {value!r})")
    return value


def _cards(value: object, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise ScriptError(f'{what} is a list of cards such as ["7s", "5d"] (got {value!r})')
    try:
        return parse_cards(value, what)
    except CardError as exc:
        raise ScriptError(str(exc)) from None


def _game(games: Mapping[str, Game], game_id: object) -> Game:
    if not isinstance(game_id, str) or game_id not in games:
        raise ScriptError(f"table: unknown game {game_id!r} (games: {', '.join(sorted(games))})")
    return games[game_id]


def _blinds(value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ScriptError(f"table: blinds are [small, big] (got {value!r})")
    small = _whole(value[0], "table: the small blind", 0, MAX_CHIPS)
    big = _whole(value[1], "table: the big blind", 1, MAX_CHIPS)
    return small, big


def _players(value: object, size: int) -> tuple[Seat, ...]:
    if not isinstance(value, list) or len(value) < 2:
        raise ScriptError('table: players is a list of at least two {"seat", "name", "stack"}')
    seats = []
    for raw in value:
        data = _object(raw, "table: a player", ("seat", "name", "stack"), required=("seat", "name", "stack"))
        seats.append(
            Seat(
                _text(data["name"], "table: a player's name"),
                _whole(data["stack"], "table: a player's stack", 1, MAX_CHIPS),
                _whole(data["seat"], "table: a player's seat", 1, size),
            )
        )
    numbers = [seat.number for seat in seats]
    if len(set(numbers)) != len(numbers):
        raise ScriptError("table: two players in one seat")
    return tuple(sorted(seats, key=lambda seat: seat.number))


def _state_word(occupant: Occupant, dealt: set[str]) -> str:
    """Between hands: "in" for a player the next hand deals in (a new player posting
    included), "out" for one sitting out, "waiting" for one who is not dealt in yet."""
    if occupant.name in dealt:
        return SeatState.IN.value
    if occupant.state is SeatState.OUT:
        return SeatState.OUT.value
    return SeatState.WAITING.value


def _deal_actions(hand: Hand | None) -> int:
    """How many of the hand's first actions the ``deal`` step took (the roll, the hole cards)."""
    count = 0
    for action in hand.actions if hand is not None else ():
        if action.kind not in (ActionKind.ROLL, ActionKind.DEAL_HOLE):
            break
        count += 1
    return count


def _hand_seats(hand: Hand) -> list[dict[str, Any]]:
    """The seats while a hand is played: the players dealt in with the chips behind them,
    and those away; by seat."""
    table = hand.setup
    seats = [
        {"seat": table.number_of(player.name), "name": player.name, "stack": player.stack, "state": "in"}
        for player in hand.players
    ]
    seats += [
        {"seat": s.number, "name": s.name, "stack": s.stack, "state": s.state.value} for s in table.away
    ]
    return sorted(seats, key=lambda seat: int(seat["seat"]))
