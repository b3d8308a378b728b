"""What the room is told, spoken and shown: the moments worth a sentence.

:func:`moment_of` reads from the journal's hand and the tournament what the announcements
depend on (a :class:`Moment`); :func:`announcements` compares two moments and says what
changed, in short sentences a speech engine reads well:

- the level changing (``Level 3. The blinds are now 200 and 400.``);
- a break starting and ending, and the last hand before a break (the break's time has
  come while a hand is played);
- a player out, and in what place;
- the next game of a rotation, during the last hand of the game before it (when the
  journal has a rotation and the next game is known: fixed, or chosen early);
- ``All in and a call.``, once a street (found in the hand's actions, so a call the
  display did not see before the next card is still said).

Nothing is said for the state the display finds when it starts: only changes are news.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level
from binglao_tui.core.tournament.tournament import Tournament

if TYPE_CHECKING:
    from binglao_tui.core.mixed import Outlook

ALL_IN_AND_A_CALL = "All in and a call."


@dataclass(frozen=True, slots=True)
class Moment:
    """What the announcements look at, at one look at the journal and the clock.

    ``level`` is the level in force (the one after it during a break); ``on_break``
    whether the clock is in a break, ``break_minutes`` how long it is; ``hand_in_play``
    whether a hand is being played; ``out`` each player out with his place (``4th``);
    ``all_ins_called`` the streets (hand, street) where an all in was called; ``next_game``
    the rotation's next game, when the journal has one.
    """

    level: Level | None = None
    ante_kind: AnteKind = AnteKind.NONE
    on_break: bool = False
    break_minutes: int = 0
    hand_in_play: bool = False
    out: tuple[tuple[str, str], ...] = ()
    all_ins_called: frozenset[tuple[int, str]] = frozenset()
    next_game: str | None = None


def all_ins_called(hand: Hand, hand_id: int) -> frozenset[tuple[int, str]]:
    """The streets of ``hand`` where an all in was called (or called all in for less),
    found by playing its actions again: the display may look only after the next card."""
    found: set[tuple[int, str]] = set()
    step = Hand.start(hand.setup)
    for action in hand.actions:
        before, step = step, step.apply(action)
        if _calls_an_all_in(before, step, action):
            found.add((hand_id, before.street.word))
    return frozenset(found)


def _calls_an_all_in(before: Hand, hand: Hand, action: Action) -> bool:
    """Whether ``action``, taken in ``before`` to make ``hand``, called an all in: a call
    while a player who went all in on this street has chips in front (an all in of an
    earlier street was called there), or an all in that only calls."""
    if action.kind is ActionKind.CALL:
        return any(p.all_in and p.bet > 0 for p in before.players)
    if action.kind is not ActionKind.ALL_IN or not any(p.all_in for p in hand.players):
        return False
    bets = {p.name: p.committed for p in hand.players}
    others = [chips for name, chips in bets.items() if name != action.player]
    return bool(others) and bets.get(action.player or "", 0) <= max(others)  # not a shove


def coming_game(seen: Outlook | None, in_play: bool) -> str | None:
    """The name of a rotation's next game while the hand in play is the last one before
    it, else None (the room hears of a change once, as its last hand is dealt)."""
    if seen is None or not in_play or seen.hands_left != 1 or seen.next_game is None:
        return None
    return seen.next_game.game.short_name


def moment_of(
    hand: Hand | None,
    in_play: bool,
    tournament: Tournament | None,
    now: float,
    *,
    all_ins: frozenset[tuple[int, str]] = frozenset(),
    next_game: str | None = None,
) -> Moment:
    """The moment at ``now``: the journal's ``hand`` (``in_play`` while it is played, with
    ``all_ins`` called in it) and the session's ``tournament``, when one is played."""
    level, kind, on_break, minutes = None, AnteKind.NONE, False, 0
    out: tuple[tuple[str, str], ...] = ()
    if tournament is not None:
        reading = tournament.reading(now)
        level, kind, on_break = reading.level, tournament.schedule.ante_kind, reading.on_break
        if isinstance(reading.item, Break):
            minutes = reading.item.minutes
        out = tuple(
            (f.player, tournament.place_text(f.player))
            for f in tournament.standings.finishes
            if f.player not in tournament.alive
        )
    return Moment(
        level=level,
        ante_kind=kind,
        on_break=on_break,
        break_minutes=minutes,
        hand_in_play=in_play and hand is not None,
        out=out,
        all_ins_called=all_ins,
        next_game=next_game,
    )


def blinds_words(level: Level, kind: AnteKind) -> str:
    """``the blinds are now 200 and 400, with an ante of 50`` (as a voice says it)."""
    words = f"the blinds are now {level.small_blind} and {level.big_blind}"
    if level.ante and kind is AnteKind.ANTE:
        words += f", with an ante of {level.ante}"
    elif level.ante and kind is AnteKind.BIG_BLIND_ANTE:
        words += f", with a big blind ante of {level.ante}"
    return words


def announcements(before: Moment | None, after: Moment) -> list[str]:
    """What changed from ``before`` to ``after``, a sentence each (nothing at the first look).

    >>> two = Level(2, 20, 200, 400)
    >>> announcements(Moment(Level(1, 20, 100, 200)), Moment(two))
    ['Level 2. The blinds are now 200 and 400.']
    >>> announcements(Moment(two, hand_in_play=True), Moment(two, on_break=True, hand_in_play=True))
    ['This is the last hand before the break.']
    """
    if before is None:
        return []
    said: list[str] = []
    was_break = before.on_break and not before.hand_in_play
    is_break = after.on_break and not after.hand_in_play
    if after.on_break and after.hand_in_play and not before.on_break:
        said.append("This is the last hand before the break.")
    if is_break and not was_break:
        said.append(f"The break starts: {after.break_minutes} minutes.")
    if before.on_break and not after.on_break and after.level is not None:
        said.append(
            f"The break is over. Level {after.level.number}: {blinds_words(after.level, after.ante_kind)}."
        )
    elif (
        after.level is not None
        and before.level is not None
        and after.level.number != before.level.number
        and not after.on_break
    ):
        said.append(f"Level {after.level.number}. {blinds_words(after.level, after.ante_kind).capitalize()}.")
    known = {player for player, _ in before.out}
    for player, place in after.out:
        if player not in known:
            said.append(f"{player} is out in {place} place.")
    if after.next_game is not None and after.next_game != before.next_game:
        said.append(f"The next game is {after.next_game}.")
    if after.all_ins_called - before.all_ins_called:
        said.append(ALL_IN_AND_A_CALL)
    return said


class Announcer:
    """Hears the table at each look and answers what to announce since the last one. The
    streets where an all in was called are found again only when the hand moved on."""

    def __init__(self) -> None:
        self._last: Moment | None = None
        self._hand: tuple[int, int] | None = None
        self._all_ins: frozenset[tuple[int, str]] = frozenset()

    def hear(
        self,
        hand: Hand | None,
        hand_id: int | None,
        in_play: bool,
        tournament: Tournament | None,
        now: float,
        next_game: str | None = None,
    ) -> list[str]:
        if hand is not None and hand_id is not None and (hand_id, len(hand.actions)) != self._hand:
            self._hand = (hand_id, len(hand.actions))
            self._all_ins = all_ins_called(hand, hand_id)
        moment = moment_of(hand, in_play, tournament, now, all_ins=self._all_ins, next_game=next_game)
        said = announcements(self._last, moment)
        self._last = moment
        return said
