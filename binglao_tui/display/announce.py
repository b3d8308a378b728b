"""What the room is told, spoken and shown: the moments worth a sentence.

:func:`moment_of` reads from the journal's hand and the tournament what the announcements
depend on (a :class:`Moment`); :func:`announcements` compares two moments and says what
changed, in short sentences a speech engine reads well:

- the level changing (``Level 3. The blinds are now 200 and 400.``);
- a break starting and ending, and the last hand before a break (the break's time has
  come while a hand is played);
- a player out, and in what place;
- the next game of a rotation (when the journal has one);
- ``All in and a call.``, once a street.

Nothing is said for the state the display finds when it starts: only changes are news.
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.engine.actions import ActionKind
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level
from binglao_tui.core.tournament.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Moment:
    """What the announcements look at, at one look at the journal and the clock.

    ``level`` is the level in force (the one after it during a break); ``on_break``
    whether the clock is in a break, ``break_minutes`` how long it is; ``hand_in_play``
    whether a hand is being played; ``out`` each player out with his place (``4th``);
    ``all_in_called`` the hand and street where an all in was called; ``next_game`` the
    rotation's next game, when the journal has one.
    """

    level: Level | None = None
    ante_kind: AnteKind = AnteKind.NONE
    on_break: bool = False
    break_minutes: int = 0
    hand_in_play: bool = False
    out: tuple[tuple[str, str], ...] = ()
    all_in_called: tuple[int, str] | None = None
    next_game: str | None = None


def _all_in_called(hand: Hand | None, hand_id: int | None) -> tuple[int, str] | None:
    """(hand, street) when the last action called an all in, or called all in for less."""
    if hand is None or hand_id is None or not hand.actions or not any(p.all_in for p in hand.players):
        return None
    last = hand.actions[-1]
    if last.kind is ActionKind.ALL_IN:
        bets = {p.name: p.bet for p in hand.players}
        others = [bet for name, bet in bets.items() if name != last.player]
        if not others or bets.get(last.player or "", 0) > max(others):
            return None  # a shove: news when it is called
    elif last.kind is not ActionKind.CALL:
        return None
    return hand_id, hand.street.word


def moment_of(
    hand: Hand | None,
    hand_id: int | None,
    in_play: bool,
    tournament: Tournament | None,
    now: float,
    next_game: str | None = None,
) -> Moment:
    """The moment at ``now``: the journal's ``hand`` (``in_play`` while it is played) and
    the session's ``tournament``, when one is played."""
    level, kind, on_break, minutes = None, AnteKind.NONE, False, 0
    out: tuple[tuple[str, str], ...] = ()
    if tournament is not None:
        reading = tournament.reading(now)
        level, kind, on_break = reading.level, tournament.schedule.ante_kind, reading.on_break
        if isinstance(reading.item, Break):
            minutes = reading.item.minutes
        out = tuple((f.player, tournament.place_text(f.player)) for f in tournament.standings.finishes)
    return Moment(
        level=level,
        ante_kind=kind,
        on_break=on_break,
        break_minutes=minutes,
        hand_in_play=in_play,
        out=out,
        all_in_called=_all_in_called(hand, hand_id) if in_play else None,
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
    if after.all_in_called is not None and after.all_in_called != before.all_in_called:
        said.append(ALL_IN_AND_A_CALL)
    return said


ALL_IN_AND_A_CALL = "All in and a call."


class Announcer:
    """Hears each :class:`Moment` in turn and answers what to announce: once per street
    for an all in called (a second caller of the same all in is not news)."""

    def __init__(self) -> None:
        self._last: Moment | None = None
        self._all_ins: set[tuple[int, str]] = set()

    def hear(self, moment: Moment) -> list[str]:
        said = announcements(self._last, moment)
        called = moment.all_in_called
        if called is not None:
            if ALL_IN_AND_A_CALL in said and called in self._all_ins:
                said.remove(ALL_IN_AND_A_CALL)
            self._all_ins.add(called)
        self._last = moment
        return said
