"""A stored hand played again through the engine, and what only the played hand can say.

The history keeps each hand's setup and actions; :func:`replayed` rebuilds the engine's
hand from them (None when it no longer replays: a game whose rules file is gone or broken,
a record from before a rule changed). :func:`pot_winners` reads who took chips from each
pot off a finished hand: the result kept for the history records it, and a hand kept
before it was recorded gets it back by being replayed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
from binglao_tui.core.engine.hand import Hand, IllegalAction
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.rules import Game, RulesError, load_good_games


def replayed(
    setup: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], games: Mapping[str, Game] | None = None
) -> Hand | None:
    """The hand rebuilt from its stored setup and actions, or None if it cannot be.
    Without ``games`` the shipped and the user's games are loaded (a broken house file
    leaves the others usable)."""
    try:
        if games is None:
            games = load_good_games()[0]
        table = TableSetup.from_dict(setup, games)
        return Hand.replay(table, [Action.from_dict(a) for a in actions])
    except (SetupError, ActionError, IllegalAction, RulesError):
        return None


def pot_winners(hand: Hand) -> tuple[tuple[str, ...], ...]:
    """Who took chips from each pot of a finished hand (main pot first), in seat order:
    a pot pushed to the last player in it, else every player the judge awarded any part of
    it on any board (a half, a quarter, one board of two). After a floor ruling the floor's
    awards replace the pots: one entry, the players it paid."""
    names = hand.setup.names
    floors = [a for a in hand.actions if a.kind is ActionKind.FLOOR]
    if floors:
        paid = {name for name, amount in floors[-1].awards if amount > 0}
        return (tuple(n for n in names if n in paid),)
    pushed = {place: winner for place, winner, _ in hand.uncontested}
    rulings = hand.rulings
    contested = max((len(r.pots) for r in rulings), default=0)
    places = [n for n in range(len(pushed) + contested) if n not in pushed]
    won: dict[int, set[str]] = {place: {winner} for place, winner in pushed.items()}
    fullest = max(rulings, key=lambda r: len(r.pots), default=None)
    eligible = {
        place: tuple(pot.eligible) for place, pot in zip(places, fullest.pots if fullest else (), strict=True)
    }
    for ruling in rulings:
        start = 0  # a board's pots come in the same order; one whose half is 0 is left out
        for pot in ruling.pots:
            for k in range(start, len(places)):
                if eligible.get(places[k]) == tuple(pot.eligible):
                    won.setdefault(places[k], set()).update(n for n, chips in pot.awards.items() if chips > 0)
                    start = k + 1
                    break
    return tuple(tuple(n for n in names if n in won.get(place, set())) for place in sorted(won))
