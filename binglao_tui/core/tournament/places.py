"""Bust-outs and finishing places, recorded from the hands themselves.

After each hand the app passes the stacks at its start and at its end
(:meth:`Standings.after_hand`). A player left with no chips is out. Players out in the
same hand are placed by their stacks at the start of that hand, the larger finishing
higher (TDA); players who started it with the same stack tie, sharing the places they
cover (their prizes are added up and split, :func:`~.prizes.tied_prizes`). When one
player is left, they win.

A place is counted from the players still in: the first out of eight finishes eighth.
A player who re-enters (:meth:`Standings.re_enter`) is back in and their earlier finish
is struck out, so the places always count the players really left.

>>> s = Standings.start(["Ann", "Bob", "Cat", "Dan"])
>>> s = s.after_hand({"Ann": 500, "Bob": 300, "Cat": 200, "Dan": 1000},
...                  {"Ann": 0, "Bob": 0, "Cat": 800, "Dan": 1200}, hand=7)
>>> [(f.player, f.place) for f in s.finishes], s.alive
([('Ann', 3), ('Bob', 4)], ('Cat', 'Dan'))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.tournament.prizes import tied_prizes


class StandingsError(ValueError):
    """Stacks that do not fit the players still in (one line)."""


@dataclass(frozen=True, slots=True)
class Finish:
    """A player's finish: ``place``, or places ``place`` to ``tied_to`` shared in a tie."""

    player: str
    place: int
    tied_to: int
    hand: int | None = None
    start_stack: int = 0

    @property
    def tied(self) -> bool:
        return self.tied_to != self.place

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "place": self.place,
            "tied_to": self.tied_to,
            "hand": self.hand,
            "start_stack": self.start_stack,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Finish:
        return cls(
            str(data["player"]),
            int(data["place"]),
            int(data["tied_to"]),
            data.get("hand"),
            int(data.get("start_stack", 0)),
        )


@dataclass(frozen=True, slots=True)
class Standings:
    """The players still in (in seat order) and the finishes so far, best place first."""

    alive: tuple[str, ...]
    finishes: tuple[Finish, ...] = ()

    @classmethod
    def start(cls, players: Sequence[str]) -> Standings:
        if len(set(players)) != len(players):
            raise StandingsError("a player is listed twice")
        return cls(tuple(players))

    @property
    def winner(self) -> str | None:
        return self.alive[0] if len(self.alive) == 1 else None

    @property
    def over(self) -> bool:
        return len(self.alive) <= 1

    def after_hand(
        self, start: Mapping[str, int], end: Mapping[str, int], hand: int | None = None
    ) -> Standings:
        """The standings after a hand with these stacks at its start and end."""
        unknown = sorted(set(end) - set(self.alive))
        if unknown:
            raise StandingsError(f"{', '.join(unknown)} is not in the tournament any more")
        out = [p for p in self.alive if p in end and end[p] == 0]
        if not out:
            return self
        if len(out) == len(self.alive):
            raise StandingsError("every player cannot be out at once: the chips went somewhere")
        left = len(self.alive)
        # larger start stacks finish higher; equal ones tie over the places they cover
        ordered = sorted(out, key=lambda p: -start.get(p, 0))
        new: list[Finish] = []
        place = left - len(out) + 1  # the best place any of them can take
        i = 0
        while i < len(ordered):
            same = [p for p in ordered[i:] if start.get(p, 0) == start.get(ordered[i], 0)]
            for player in same:
                new.append(Finish(player, place, place + len(same) - 1, hand, start.get(player, 0)))
            place += len(same)
            i += len(same)
        alive = tuple(p for p in self.alive if p not in out)
        if len(alive) == 1:
            new.append(Finish(alive[0], 1, 1, hand, start.get(alive[0], 0)))
        return Standings(alive, _best_first([*self.finishes, *new]))

    def re_enter(self, player: str) -> Standings:
        """``player``, out, comes back in (a re-entry): their finish is struck out."""
        if player in self.alive:
            raise StandingsError(f"{player} is still in")
        if not any(f.player == player for f in self.finishes):
            raise StandingsError(f"{player} has not played in this tournament")
        finishes = tuple(f for f in self.finishes if f.player != player and f.place != 1)
        alive = tuple(f.player for f in self.finishes if f.place == 1) if self.over else self.alive
        return Standings((*alive, player), _best_first(finishes))

    def join(self, player: str) -> Standings:
        """A late entry: ``player`` joins those still in."""
        if player in self.alive or any(f.player == player for f in self.finishes):
            raise StandingsError(f"{player} is already in the tournament")
        return Standings((*self.alive, player), self.finishes)

    def results(self) -> tuple[Finish, ...]:
        """Finishes best first (only complete once the tournament is over)."""
        return self.finishes

    def to_dict(self) -> dict[str, Any]:
        return {"alive": list(self.alive), "finishes": [f.to_dict() for f in self.finishes]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Standings:
        return cls(tuple(data["alive"]), tuple(Finish.from_dict(f) for f in data["finishes"]))


def _best_first(finishes: Sequence[Finish]) -> tuple[Finish, ...]:
    return tuple(sorted(finishes, key=lambda f: (f.place, f.player)))


def prizes_won(standings: Standings, place_prizes: Sequence[int]) -> dict[str, int]:
    """Each finisher's prize in cents (ties share the prizes of the places they cover)."""
    won: dict[str, int] = {}
    groups: dict[tuple[int, int], list[str]] = {}
    for finish in standings.results():
        groups.setdefault((finish.place, finish.tied_to), []).append(finish.player)
    for (first, last), players in groups.items():
        for player, amount in zip(players, tied_prizes(place_prizes, first, last), strict=True):
            won[player] = amount
    return won
