"""What a rotation shows at a hand: the game now, the next game and when, who picks it.

:func:`outlook` works it out for the hand in play or the next one; :attr:`Outlook.words`
says it as the hand screen and the players' display show it (``"2 hands to Big O"``,
``"Ann chooses in 2 hands"``), and :func:`change_words` is the log's line when the game
changes, with the new betting structure in the dealer's words. :func:`kept_outlook` works
it out from the table the journal keeps between hands, for a reader of the journal (the
players' display) that has no dealer's session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from binglao_tui.core.engine.seat_map import SeatError, SeatMap
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.mixed.orbit import Ring, RotationState
from binglao_tui.core.mixed.stakes import GameStakes, MixedError
from binglao_tui.core.rules import Game, HouseRules


@dataclass(frozen=True, slots=True)
class Outlook:
    """A rotation at one hand.

    ``game``: the game of the hand in play, or of the next hand (None while the dealer's
    choice for it is still to be made); ``next_game``: the game after it, when known;
    ``chooser``: who picks the next game (None in a fixed order, or once picked);
    ``hands_left``: the hands of ``game`` still to deal, counting this one (or the next);
    ``begins``: the hand (in play, or next) is the first of its game; ``state``: the
    rotation as it stands while that hand is played.
    """

    game: GameStakes | None
    next_game: GameStakes | None
    chooser: str | None
    hands_left: int
    begins: bool
    state: RotationState

    @property
    def words(self) -> str:
        """When the game changes and to what, or who chooses and when."""
        if self.game is None:
            return f"{self.chooser or 'The chooser'} chooses the game now"
        count = self.hands_left
        hands = f"{count} hand" + ("" if count == 1 else "s")
        if self.next_game is not None:
            name = self.next_game.game.short_name
            if self.state.rotation.dealers_choice:
                return f"{hands} to {name} (chosen)"
            return f"{hands} to {name}"
        if self.chooser is not None:
            return f"{self.chooser} chooses in {hands}"
        return f"{hands} to the next game"

    @property
    def line(self) -> str:
        """The game now and what comes next, in one line: ``"PLO8 5/10 pot-limit · 2 hands
        to O8"``."""
        if self.game is None:
            return self.words
        return f"{self.game.words} · {self.words}"


def outlook(state: RotationState, ring: Ring, *, in_play: int | None = None) -> Outlook:
    """The rotation at the hand in play (``in_play``: its game's place on the menu) or,
    when None, at the next hand (``ring`` is that hand's table)."""
    if in_play is not None:
        begins = state.change_due(ring)
        now = state.begun(ring, in_play)
    else:
        index = state.next_game(ring)
        if index is None:
            return Outlook(None, None, state.chooser(ring), 0, True, state)
        begins = state.change_due(ring)
        now = state.begun(ring, index)
    following = now.following()
    after = None if following is None else now.rotation.games[following]
    return Outlook(now.game, after, now.chooser(ring), now.hands_left(ring) or 1, begins, now)


def change_words(stakes: GameStakes, house: HouseRules, chooser: str | None = None) -> str:
    """The log's line at a change of game: the game, whose choice it was, and how it is
    bet, in the dealer's words."""
    whose = f" ({chooser}'s choice)" if chooser else ""
    how = stakes.structure_words(house)
    return f"Game change: {stakes.game.name}{whose}. {how[:1].upper()}{how[1:]}."


KEPT_KEY = "rotation"
"""The key of the rotation (:meth:`RotationState.to_dict`) in the table the journal keeps
between hands (with ``"seats"``, the seat map, and ``"stakes"``)."""


def kept_outlook(
    kept: Mapping[str, Any] | None, games: Mapping[str, Game], hand: TableSetup | None = None
) -> Outlook | None:
    """The rotation at the hand dealt at ``hand`` (in play), or, with no ``hand``, at the next
    hand as the kept seat map deals it; ``kept`` is the table the journal last kept (it is
    written between hands, so while a hand is played it is the table the hand was dealt
    from). None when no rotation is played, or the table kept cannot be read.
    """
    if kept is None or kept.get(KEPT_KEY) is None:
        return None
    try:
        state = RotationState.from_dict(kept[KEPT_KEY], games)
        if hand is not None:
            index = state.rotation.index(hand.game.id)
            return None if index is None else outlook(state, Ring.of_table(hand), in_play=index)
        exact = kept.get("exact")
        if exact is not None:
            table: TableSetup | None = TableSetup.from_dict(exact, games)
        else:
            table = SeatMap.from_dict(kept["seats"]).plan(TableSetup.from_dict(kept["stakes"], games)).table
    except (MixedError, SeatError, SetupError, KeyError, TypeError):
        return None
    return None if table is None else outlook(state, Ring.of_table(table))
