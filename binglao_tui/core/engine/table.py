"""The table a hand is dealt at: seats, button, blinds, antes, chips and the structure.

A :class:`TableSetup` is everything the engine needs before the first card: the players
in clockwise order with their stacks, who has the button, the blinds (and optionally a
big-blind ante, an ante from everyone and a straddle), the smallest chip in play, the
betting structure and the house settings. It is frozen and round-trips through a plain
JSON-able dict, so the journal can store it beside the hand's actions.

Seat positions follow the usual rules: the small blind sits left of the button and the
big blind left of that, except heads-up, where the button posts the small blind. Under a
dead button (the house setting ``button_rule``) a hand may have no small blind, or a
button on an empty seat; :mod:`~binglao_tui.core.engine.rotation` decides where the
button and blinds go from one hand to the next.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from binglao_tui.core.engine.dealing import DeckError, check_deck
from binglao_tui.core.engine.rotation import (
    Positions,
    after_leaving,
    dead_button,
    moving_button,
    seat_positions,
)
from binglao_tui.core.engine.seats import Seat, SetupError, check_seats
from binglao_tui.core.entry import MAX_CHIPS
from binglao_tui.core.rules import (
    Betting,
    BigBlindAnte,
    ButtonRule,
    Game,
    HouseRules,
    RulesError,
    load_games,
)

__all__ = ["NextTable", "Seat", "SetupError", "TableSetup"]  # Seat and SetupError live in seats.py


@dataclass(frozen=True, slots=True)
class TableSetup:
    """One hand's table.

    - ``seats``: players in clockwise order; ``button`` names the one holding the button.
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
    - ``dead_button``: the button stands on an empty seat just left of ``button`` (a dead
      button): ``button`` then names the player before it, who acts last after the flop
      and rolls the die, as the button would. ``no_small_blind``: nobody posts the small
      blind this hand, its seat having emptied (the big blind is then left of the
      button); the stakes keep their small blind for the hands after. Both happen only
      under the dead-button rule, and never heads-up.
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
        amounts += [(f"{seat.name}'s stack", seat.stack) for seat in self.seats]
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
        try:
            check_deck(len(names), self.game.max_hole_cards)
        except DeckError as exc:
            raise SetupError(f"{self.game.name}: {exc}") from None

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
        """Starting stacks by name."""
        return {seat.name: seat.stack for seat in self.seats}

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
        (the stakes have none, or its seat emptied under a dead button)."""
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

    @property
    def total_chips(self) -> int:
        """All the chips at the table; the engine never creates or loses one."""
        return sum(seat.stack for seat in self.seats)

    def next_hand(self, stacks: Mapping[str, int]) -> NextTable:
        """The table for the next hand, given each player's stack after this one.

        Players keep their seats and take their new stacks; a player with no chips leaves
        the table. The button and blinds move as the house's ``button_rule`` says: with a
        moving button (the default) the button goes one seat clockwise, to the next player
        still seated (skipping seats that have just emptied); with a dead button the big
        blind moves on one seat and the button and small blind follow it
        (:func:`~binglao_tui.core.engine.rotation.dead_button`). With fewer than two
        players left there is no next hand at this table. A straddle needs a third player
        (the seat left of the big blind), so a table down to two players carries on
        without one.
        """
        left = tuple(name for name in self.names if stacks.get(name, 0) <= 0)
        seated = tuple(Seat(name, stacks[name]) for name in self.names if name not in left)
        if len(seated) < 2:
            return NextTable(None, left)
        staying = {seat.name for seat in seated}
        move = dead_button if self.rules.button_rule is ButtonRule.DEAD else moving_button
        after = move(self.names, self.positions, staying, small_blind=bool(self.small_blind))
        straddle = self.straddle if len(seated) >= 3 else 0
        table = replace(
            self,
            seats=seated,
            button=after.button,
            straddle=straddle,
            dead_button=after.dead_button,
            no_small_blind=bool(self.small_blind) and after.small_blind is None,
        )
        return NextTable(table, left)

    def keeping_positions_of(self, before: TableSetup) -> TableSetup:
        """This table (set up again by the dealer) with the positions ``before`` had coming,
        when it is played under a dead button. The same players in the same order with the
        same button (a re-buy, new stakes): ``before``'s dead button and missing small blind
        are kept. The same players less some who left (taken off at the setup), with the
        same button or the button's player gone: the positions their bust in the hand
        before would have given (:func:`~binglao_tui.core.engine.rotation.after_leaving`),
        whatever the button field says when his seat emptied, so the big blind never skips
        a player nor comes round early. Any other change (a newcomer, seats moved, the
        button moved to another player) starts from the button as the dealer set it."""
        if self.rules.button_rule is not ButtonRule.DEAD:
            return self
        if self.names == before.names and self.button == before.button:
            no_small_blind = before.no_small_blind and bool(self.small_blind)
            return replace(self, dead_button=before.dead_button, no_small_blind=no_small_blind)
        only_left = [name for name in before.names if name in self.names] == list(self.names)
        if not only_left or (self.button != before.button and before.button in self.names):
            return self
        staying = set(self.names)
        after = after_leaving(before.names, before.positions, staying, small_blind=bool(before.small_blind))
        return replace(
            self,
            button=after.button,
            dead_button=after.dead_button,
            no_small_blind=bool(self.small_blind) and after.small_blind is None,
        )

    # -- dict round trip ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict; the game is stored by id, house settings only where they differ."""
        data: dict[str, Any] = {
            "game": self.game.id,
            "seats": [{"name": s.name, "stack": s.stack} for s in self.seats],
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
            seats = tuple(Seat(str(s["name"]), s["stack"]) for s in data["seats"])
            house = None
            if "house" in data:
                house = HouseRules.from_mapping(data["house"], base=game.house)
            if dealt and data.get("bb_ante") and "bb_ante_order" not in data:
                kept = house or game.house
                if "bb_ante_order" not in data.get("house", {}):
                    house = replace(kept, bb_ante_order=BigBlindAnte.ANTE_FIRST)
            betting = Betting(data["betting"]) if "betting" in data else None
            return cls(
                game=game,
                seats=seats,
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
            )
        except SetupError:
            raise
        except (KeyError, TypeError, ValueError, RulesError) as exc:
            raise SetupError(f"table setup cannot be read: {exc}") from None


@dataclass(frozen=True, slots=True)
class NextTable:
    """What :meth:`TableSetup.next_hand` gives: the next hand's table (None when fewer
    than two players have chips) and the players who left it with no chips, in seat order."""

    table: TableSetup | None
    left: tuple[str, ...]
