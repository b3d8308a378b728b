"""The table a hand is dealt at: numbered seats, button, blinds, posts, antes, chips, structure.

A :class:`TableSetup` is everything the engine needs before the first card: the players
dealt in, clockwise, with their stacks and seat numbers, who has the button, the blinds
(and optionally a big-blind ante, an ante from everyone and a straddle), what players
post besides the blinds (a new player's big blind, missed blinds), the smallest chip in
play, the betting structure and the house settings. It also names the players seated
but not dealt in (sitting out, or waiting to come in), so a hand's record holds the
whole table. It is frozen and round-trips through a plain JSON-able dict, so the journal
can store it beside the hand's actions.

Seat positions follow the usual rules: the small blind sits left of the button and the
big blind left of that, except heads-up, where the button posts the small blind. Under a
dead button (the house setting ``button_rule``) a hand may have no small blind, or a
button on a seat nobody is dealt from. Where the button and blinds go from one hand to
the next, and who is dealt in, is the seat map's to say
(:mod:`~binglao_tui.core.engine.seat_map`).

Seats are numbered clockwise from 1 to the table's size; a table set up without numbers
(older journals, quick tests) has its players in seats 1, 2, 3... in order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any

from binglao_tui.core.engine.dealing import DeckError, check_deck
from binglao_tui.core.engine.rotation import Positions, seat_positions
from binglao_tui.core.entry import MAX_CHIPS, check_name
from binglao_tui.core.rules import Betting, BigBlindAnte, Game, HouseRules, RulesError, load_games

__all__ = ["Post", "PostReason", "Seat", "SeatState", "SetupError", "TableSetup"]


class SetupError(ValueError):
    """A table that cannot be dealt; the message says which setting and why."""


class SeatState(StrEnum):
    """Where a seated player stands: dealt in, sitting out, or waiting to come in."""

    IN = "in"
    OUT = "out"
    WAITING = "waiting"


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table: his name, the chips in front of him as the hand starts,
    his seat's number (0: numbered by his place in the order) and whether he is dealt in."""

    name: str
    stack: int
    number: int = 0
    state: SeatState = SeatState.IN


class PostReason(StrEnum):
    """Why a player posts chips besides the blinds before the deal."""

    NEW_PLAYER = "new-player"
    """A new player posts one big blind to be dealt in at once (Robert's Rules)."""
    MISSED_BLINDS = "missed-blinds"
    """A player back from sitting out posts the blinds he missed: the big blind live, the
    small blind dead (Robert's Rules)."""
    BIG_BLIND_DUE = "big-blind-due"
    """Under a moving button, a player the big blind would pass over posts one big blind,
    so that nobody misses it (Robert's Rules: "there may be more than one big blind")."""
    SEAT_CHANGE = "seat-change"
    """A player who moved to a seat the big blind had passed posts one big blind."""

    @property
    def words(self) -> str:
        return {
            PostReason.NEW_PLAYER: "new player",
            PostReason.MISSED_BLINDS: "missed blinds",
            PostReason.BIG_BLIND_DUE: "big blind due",
            PostReason.SEAT_CHANGE: "seat change",
        }[self]


@dataclass(frozen=True, slots=True)
class Post:
    """Chips a player puts in before the deal besides the blinds: ``live`` ones count as
    his bet (he may still raise when the action comes to him, as the big blind may),
    ``dead`` ones go straight to the pot. A post by the player in the small blind's seat
    replaces his small blind."""

    name: str
    live: int
    dead: int = 0
    reason: PostReason = PostReason.NEW_PLAYER

    @property
    def total(self) -> int:
        return self.live + self.dead


@dataclass(frozen=True, slots=True)
class TableSetup:
    """One hand's table.

    - ``seats``: the players dealt in, clockwise (seat numbers rising); ``button`` names
      the one holding the button.
    - ``small_blind`` / ``big_blind``: the blinds; the big blind is also the minimum bet
      in pot-limit and no-limit. A small blind of 0 means none is posted: the big blind
      is then posted by the player left of the button.
    - ``bb_ante``: a big-blind ante posted by the big blind for everyone (0 for none);
      whether it counts toward the pot-limit maximum preflop is the house setting
      ``bb_ante_counts_preflop``. ``ante``: an ante posted by every player (0 for none).
    - ``straddle``: a live straddle posted by the player left of the big blind (0 for none);
      it acts as a third blind: action starts left of it and it may raise last.
    - ``chip``: the smallest chip in play; odd chips of a split go by this unit.
    - ``betting``: the structure, by default the game's; ``small_bet`` / ``big_bet``:
      the fixed-limit bet sizes (default: the big blind and twice it).
    - ``house``: the house settings, by default the game's own.
    - ``dead_button``: the button stands on a seat nobody is dealt from, after ``button``
      (a dead button): ``button`` then names the player before it, who acts last after
      the flop and rolls the die, as the button would. ``no_small_blind``: nobody posts
      the small blind this hand, its seat being empty (the big blind is then left of the
      button); the stakes keep their small blind for the hands after. Both happen only
      under the dead-button rule, and never heads-up.
    - ``seat_count``: the table's seats (0: as many as the highest seat taken);
      ``button_seat`` and ``small_blind_seat``: the seats the button and the small blind
      stand on (0: the button's and the small blind's players'; set when they stand on a
      seat nobody is dealt from).
    - ``posts``: what players post besides the blinds (:class:`Post`).
    - ``away``: the players seated but not dealt in (sitting out, or waiting), with their
      seat numbers and stacks: part of the table, not of the hand.
    """

    game: Game
    seats: tuple[Seat, ...]
    button: str
    small_blind: int
    big_blind: int
    bb_ante: int = 0
    ante: int = 0
    straddle: int = 0
    chip: int = 1
    betting: Betting | None = None
    small_bet: int = 0
    big_bet: int = 0
    house: HouseRules | None = field(default=None)
    dead_button: bool = False
    no_small_blind: bool = False
    seat_count: int = 0
    button_seat: int = 0
    small_blind_seat: int = 0
    posts: tuple[Post, ...] = ()
    away: tuple[Seat, ...] = ()

    def __post_init__(self) -> None:
        check_seats(self.game, self.seats, self.button)
        names = self.names
        for label, value in (
            ("small blind", self.small_blind),
            ("big blind", self.big_blind),
            ("big-blind ante", self.bb_ante),
            ("ante", self.ante),
            ("straddle", self.straddle),
            ("small bet", self.small_bet),
            ("big bet", self.big_bet),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise SetupError(f"the {label} must be a whole number of chips (got {value!r})")
            if value > MAX_CHIPS:
                raise SetupError(f"the {label} is more chips than can be counted ({MAX_CHIPS:,} at most)")
        if isinstance(self.chip, bool) or not isinstance(self.chip, int) or self.chip < 1:
            raise SetupError(f"the smallest chip must be at least 1 (got {self.chip!r})")
        if self.big_blind < 1:
            raise SetupError("the big blind must be at least one chip")
        amounts = [
            ("the small blind", self.small_blind),
            ("the big blind", self.big_blind),
            ("the big-blind ante", self.bb_ante),
            ("the ante", self.ante),
            ("the straddle", self.straddle),
            ("the small bet", self.small_bet),
            ("the big bet", self.big_bet),
        ]
        amounts += [(f"{seat.name}'s stack", seat.stack) for seat in (*self.seats, *self.away)]
        amounts += [(f"{post.name}'s post", post.total) for post in self.posts]
        for label, value in amounts:
            if value % self.chip:
                raise SetupError(f"{label} ({value}) is not a whole number of chips of {self.chip}")
        if self.small_blind > self.big_blind:
            raise SetupError(
                f"the small blind ({self.small_blind}) is bigger than the big blind ({self.big_blind})"
            )
        if self.straddle and self.straddle < self.big_blind:
            raise SetupError(
                f"a straddle ({self.straddle}) must be at least the big blind ({self.big_blind})"
            )
        if self.straddle and len(names) < 3:
            raise SetupError("a straddle needs at least three players")
        if len(names) == 2 and (self.dead_button or self.no_small_blind):
            raise SetupError("heads-up the button posts the small blind: no seat can be dead")
        if self.bb_ante and self.ante:
            raise SetupError("use either a big-blind ante or an ante from everyone, not both")
        self._check_numbers()
        self._check_posts()
        try:
            check_deck(len(names), self.game.max_hole_cards)
        except DeckError as exc:
            raise SetupError(f"{self.game.name}: {exc}") from None

    def _check_numbers(self) -> None:
        """Seat numbers: all given or none, rising clockwise, within the table's size; the
        players away in other seats; the button's and small blind's seats where the
        positions say."""
        numbered = [seat.number for seat in self.seats]
        if any(numbered) and not all(numbered):
            raise SetupError("either every seat has its number or none has")
        if any(seat.state is not SeatState.IN for seat in self.seats):
            raise SetupError("the players dealt in are in, not away")
        if (self.away or self.button_seat or self.small_blind_seat) and not all(numbered):
            raise SetupError("a table with players away or a button on an empty seat numbers its seats")
        size = self.size
        if self.seat_count and self.seat_count < 2:
            raise SetupError(f"a table has at least 2 seats (got {self.seat_count})")
        taken = [*numbered, *(seat.number for seat in self.away)] if all(numbered) else []
        for number in taken:
            if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= size:
                raise SetupError(f"seat {number!r} is not a seat of this table (1 to {size})")
        if len(set(taken)) != len(taken):
            raise SetupError("two players sit in the same seat")
        if all(numbered) and numbered != sorted(numbered):
            raise SetupError("the players dealt in are listed clockwise, by seat number")
        away_names = [seat.name for seat in self.away]
        if set(away_names) & set(self.names) or len(set(away_names)) != len(away_names):
            raise SetupError("a player sits in one seat only")
        for seat in self.away:
            if seat.state is SeatState.IN:
                raise SetupError(f"{seat.name} is away: sitting out or waiting, not in")
            if isinstance(seat.stack, bool) or not isinstance(seat.stack, int) or not seat.stack >= 0:
                raise SetupError(f"{seat.name}'s stack must be a whole number of chips (got {seat.stack!r})")
        if self.button_seat:
            self._check_standing("button", self.button_seat, self.dead_button, self.button)
        if self.small_blind_seat and self.small_blind and not self.heads_up:
            self._check_standing(
                "small blind", self.small_blind_seat, self.no_small_blind, self.left_of(self.button)
            )

    def _check_standing(self, what: str, at: int, empty: bool, player: str) -> None:
        """The button or the small blind stands on seat ``at``: his player's, or (``empty``)
        a seat nobody is dealt from, just after ``player``'s (for the small blind: before)."""
        numbers = [seat.number for seat in self.seats]
        if not empty:
            if at != self.number_of(player):
                raise SetupError(f"the {what} stands on seat {at}, not on {player}'s")
            return
        if at in numbers or not 1 <= at <= self.size:
            raise SetupError(f"the {what} stands on seat {at}: it must be a seat nobody is dealt from")
        if what == "button":
            before = max((n for n in numbers if n < at), default=max(numbers))
            if before != self.number_of(player):
                raise SetupError(f"the dead button on seat {at} must come just after {player}'s seat")

    def _check_posts(self) -> None:
        names = self.names
        posters = [post.name for post in self.posts]
        if len(set(posters)) != len(posters):
            raise SetupError("a player makes one post a hand")
        for post in self.posts:
            if post.name not in names:
                raise SetupError(f"{post.name!r} posts but is not dealt in")
            for label, value in (("live", post.live), ("dead", post.dead)):
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise SetupError(f"{post.name}'s {label} post must be a whole number (got {value!r})")
            if post.total < 1:
                raise SetupError(f"{post.name}'s post is no chips")
            if post.name == self.big_blind_player:
                raise SetupError(f"{post.name} posts the big blind: no other post")

    # -- resolved settings -------------------------------------------------------------------

    @property
    def structure(self) -> Betting:
        """The betting structure in force: this table's, else the game's."""
        return self.betting if self.betting is not None else self.game.betting

    @property
    def rules(self) -> HouseRules:
        """The house settings in force: this table's, else the game's."""
        return self.house if self.house is not None else self.game.house

    @property
    def bet_sizes(self) -> tuple[int, int]:
        """Fixed-limit (small bet, big bet): by default the big blind and twice it."""
        small = self.small_bet or self.big_blind
        return small, self.big_bet or 2 * small

    @property
    def names(self) -> tuple[str, ...]:
        """Player names in clockwise seat order."""
        return tuple(seat.name for seat in self.seats)

    @property
    def stacks(self) -> dict[str, int]:
        """Starting stacks by name (the players dealt in)."""
        return {seat.name: seat.stack for seat in self.seats}

    @property
    def table_stacks(self) -> dict[str, int]:
        """The chips in front of every player seated, dealt in or away (the books' view)."""
        return {seat.name: seat.stack for seat in sorted((*self.seats, *self.away), key=_seat_order)}

    # -- seats by number ---------------------------------------------------------------------

    @property
    def numbered(self) -> bool:
        """Whether the seats carry their numbers (else they are numbered in order)."""
        return bool(self.seats) and all(seat.number for seat in self.seats)

    def number_of(self, name: str) -> int:
        """The seat ``name`` sits in (dealt in or away)."""
        for at, seat in enumerate(self.seats, start=1):
            if seat.name == name:
                return seat.number or at
        for seat in self.away:
            if seat.name == name:
                return seat.number
        raise SetupError(f"{name!r} is not at the table")

    @property
    def size(self) -> int:
        """The table's seats: its seat count, else the highest seat taken."""
        if self.seat_count:
            return self.seat_count
        taken = [seat.number for seat in (*self.seats, *self.away)]
        return max(len(self.seats), *taken) if any(taken) else len(self.seats)

    @property
    def button_at(self) -> int:
        """The seat the button stands on (with a dead button, a seat nobody is dealt from)."""
        if self.button_seat:
            return self.button_seat
        at = self.number_of(self.button)
        return at + 1 if self.dead_button and not self.numbered else at

    @property
    def small_blind_at(self) -> int | None:
        """The seat the small blind falls on (None when the stakes have none); under a dead
        button it may be a seat nobody is dealt from (``no_small_blind``)."""
        if not self.small_blind:
            return None
        if self.small_blind_seat:
            return self.small_blind_seat
        if self.no_small_blind:
            return self.button_at + 1
        return self.number_of(self.small_blind_player)

    # -- positions ---------------------------------------------------------------------------

    def left_of(self, name: str, steps: int = 1) -> str:
        """The player ``steps`` seats clockwise from ``name``."""
        names = self.names
        return names[(names.index(name) + steps) % len(names)]

    def clockwise_from(self, name: str) -> tuple[str, ...]:
        """Every player, starting with ``name`` and going clockwise."""
        names = self.names
        start = names.index(name)
        return names[start:] + names[:start]

    @property
    def heads_up(self) -> bool:
        return len(self.seats) == 2

    @property
    def posted_small_blind(self) -> int:
        """The small blind posted this hand: the stakes' own, or 0 when nobody posts one
        (the stakes have none, or its seat is empty under a dead button)."""
        return 0 if self.no_small_blind else self.small_blind

    @property
    def positions(self) -> Positions:
        """Who acts last, who posts the small blind (None for nobody) and the big blind."""
        return seat_positions(
            self.names, self.button, small_blind=bool(self.posted_small_blind), dead_button=self.dead_button
        )

    @property
    def small_blind_player(self) -> str:
        """The small blind's seat: left of the button, or the button itself heads-up.

        With a small blind of 0 (or ``no_small_blind``) nobody posts one and the big blind
        is posted by the player left of the button.
        """
        return self.button if self.heads_up else self.left_of(self.button)

    @property
    def big_blind_player(self) -> str:
        if self.heads_up or not self.posted_small_blind:
            return self.left_of(self.button)
        return self.left_of(self.button, 2)

    @property
    def first_dealt(self) -> tuple[str, str]:
        """Who gets the first hole card, and who that is: the player left of the button.

        At a ring table that is the small blind (or, when no small blind is posted, the
        big blind); heads-up it is the big blind, and the button gets the last card.
        """
        first = self.left_of(self.button)
        if self.heads_up or first == self.big_blind_player:
            return first, "big blind"
        return first, "small blind"

    @property
    def straddle_player(self) -> str | None:
        return self.left_of(self.big_blind_player) if self.straddle else None

    def post_of(self, name: str) -> Post | None:
        """What ``name`` posts besides the blinds, if anything."""
        return next((post for post in self.posts if post.name == name), None)

    @property
    def forced(self) -> dict[str, int]:
        """What each player dealt in puts in before the deal: antes, blinds, straddle and
        posts (the most a player can put in being his stack), by name, in seat order;
        players who put in nothing are left out."""
        put: dict[str, int] = {}

        def add(name: str, chips: int) -> None:
            if chips:
                put[name] = put.get(name, 0) + chips

        for seat in self.seats:
            add(seat.name, self.ante)
        if self.posted_small_blind:
            post = self.post_of(self.small_blind_player)
            add(self.small_blind_player, max(self.small_blind, post.live if post else 0))
        add(self.big_blind_player, self.big_blind + self.bb_ante)
        if self.straddle_player is not None:
            add(self.straddle_player, self.straddle)
        for post in self.posts:
            small = self.posted_small_blind and post.name == self.small_blind_player
            add(post.name, post.dead + (0 if small else post.live))
        stacks = self.stacks
        return {name: min(put[name], stacks[name]) for name in self.names if name in put}

    @property
    def total_chips(self) -> int:
        """All the chips of the players dealt in; the engine never creates or loses one."""
        return sum(seat.stack for seat in self.seats)

    def unnumbered(self) -> TableSetup:
        """This table with its seats numbered in order (the players away left out): the
        shape of a table set up without seat numbers."""
        return replace(
            self,
            seats=tuple(Seat(seat.name, seat.stack) for seat in self.seats),
            seat_count=0,
            button_seat=0,
            small_blind_seat=0,
            away=(),
        )

    # -- dict round trip ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict; the game is stored by id, house settings only where they differ."""
        data: dict[str, Any] = {
            "game": self.game.id,
            "seats": [_seat_dict(seat) for seat in self.seats],
            "button": self.button,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
        }
        for key in ("bb_ante", "ante", "straddle", "small_bet", "big_bet"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        if self.chip != 1:
            data["chip"] = self.chip
        for key in ("dead_button", "no_small_blind"):
            if getattr(self, key):
                data[key] = True
        for key in ("seat_count", "button_seat", "small_blind_seat"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        if self.posts:
            data["posts"] = [
                {"name": p.name, "live": p.live, "dead": p.dead, "reason": p.reason.value} for p in self.posts
            ]
        if self.away:
            data["away"] = [_seat_dict(seat) for seat in self.away]
        if self.betting is not None:
            data["betting"] = self.betting.value
        if self.bb_ante:  # says the order was chosen (see from_dict); dicts before issue 22 lack it
            data["bb_ante_order"] = self.rules.bb_ante_order.value
        if self.house is not None:
            base = self.game.house
            data["house"] = {
                f.name: getattr(self.house, f.name)
                for f in fields(HouseRules)
                if getattr(self.house, f.name) != getattr(base, f.name)
            }
        return data

    @classmethod
    def from_dict(
        cls, data: Mapping[str, Any], games: Mapping[str, Game] | Game | None = None, *, dealt: bool = True
    ) -> TableSetup:
        """Read back :meth:`to_dict`.

        ``games`` is the loaded game (or a dict of games by id) to resolve ``data["game"]``;
        without it the shipped and user rules are loaded. Raises :class:`SetupError`.

        ``dealt``: the dict is a hand that was dealt (a journal, the history), read back as
        it was played. A big-blind ante hand kept before blind first became the default
        (issue 22; its dict has no ``bb_ante_order``) posted the ante first, the default
        then, so it is read so; with ``dealt=False`` (a table remembered for next time) the
        settings in force now apply.
        """
        try:
            game_id = data["game"]
            if isinstance(games, Game):
                if games.id != game_id:
                    raise SetupError(f"the setup is for {game_id!r}, not {games.id!r}")
                game = games
            else:
                if games is None:
                    games = load_games()
                if game_id not in games:
                    raise SetupError(f"unknown game {game_id!r}")
                game = games[game_id]
            house = None
            if "house" in data:
                house = HouseRules.from_mapping(data["house"], base=game.house)
            if dealt and data.get("bb_ante") and "bb_ante_order" not in data:
                kept = house or game.house
                if "bb_ante_order" not in data.get("house", {}):
                    house = replace(kept, bb_ante_order=BigBlindAnte.ANTE_FIRST)
            betting = Betting(data["betting"]) if "betting" in data else None
            posts = tuple(
                Post(str(p["name"]), p["live"], p.get("dead", 0), PostReason(p.get("reason", "new-player")))
                for p in data.get("posts", ())
            )
            return cls(
                game=game,
                seats=_read_seats(data["seats"]),
                button=data["button"],
                small_blind=data["small_blind"],
                big_blind=data["big_blind"],
                bb_ante=data.get("bb_ante", 0),
                ante=data.get("ante", 0),
                straddle=data.get("straddle", 0),
                chip=data.get("chip", 1),
                betting=betting,
                small_bet=data.get("small_bet", 0),
                big_bet=data.get("big_bet", 0),
                house=house,
                dead_button=data.get("dead_button", False) is True,
                no_small_blind=data.get("no_small_blind", False) is True,
                seat_count=data.get("seat_count", 0),
                button_seat=data.get("button_seat", 0),
                small_blind_seat=data.get("small_blind_seat", 0),
                posts=posts,
                away=_read_seats(data.get("away", ())),
            )
        except SetupError:
            raise
        except (KeyError, TypeError, ValueError, RulesError) as exc:
            raise SetupError(f"table setup cannot be read: {exc}") from None


def check_seats(game: Game, seats: Sequence[Seat], button: str) -> None:
    """Raise :class:`SetupError` naming the first thing wrong with ``seats`` (the players
    dealt in, clockwise) and ``button`` (the name of the player holding it) for a hand of
    ``game``: too few or too many players, a name missing, badly spaced or used twice, a
    button nobody holds, or a stack that is not a whole, countable, non-zero number of chips."""
    names = [seat.name for seat in seats]
    if len(names) < 2:
        raise SetupError("a hand needs at least two players")
    if len(names) > game.max_players:
        raise SetupError(f"{game.name} seats at most {game.max_players} players (got {len(names)})")
    for number, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip():
            raise SetupError("every seat needs a player's name")
        try:
            checked = check_name(name, f"seat {number}: the name")
        except ValueError as exc:
            raise SetupError(str(exc)) from None
        if checked != name:
            raise SetupError(f"seat {number}: the name {name!r} has spaces around it")
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise SetupError(f"two seats are both called {duplicates[0]!r}")
    if button not in names:
        raise SetupError(f"the button {button!r} is not a player at the table")
    for seat in seats:
        if isinstance(seat.stack, bool) or not isinstance(seat.stack, int) or seat.stack < 0:
            raise SetupError(f"{seat.name}'s stack must be a whole number of chips (got {seat.stack!r})")
        if seat.stack > MAX_CHIPS:
            raise SetupError(f"{seat.name}'s stack is more chips than can be counted (at most {MAX_CHIPS:,})")
    for seat in seats:
        if seat.stack == 0:
            raise SetupError(f"{seat.name} has no chips: leave them out of the hand")


def _seat_order(seat: Seat) -> int:
    return seat.number


def _seat_dict(seat: Seat) -> dict[str, Any]:
    data: dict[str, Any] = {"name": seat.name, "stack": seat.stack}
    if seat.number:
        data["number"] = seat.number
    if seat.state is not SeatState.IN:
        data["state"] = seat.state.value
    return data


def _read_seats(raw: Sequence[Mapping[str, Any]]) -> tuple[Seat, ...]:
    return tuple(
        Seat(str(s["name"]), s["stack"], s.get("number", 0), SeatState(s.get("state", "in"))) for s in raw
    )
