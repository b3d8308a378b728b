"""What the app says and does at the tournament clock's events, in words: loaded with the
tournament screens (through :mod:`binglao_tui.tui.screens`), so the app's first screen
does not wait for the tournament's modules."""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.tournament.clock import ClockEvent, ClockEventKind
from binglao_tui.core.tournament.places import Finish
from binglao_tui.core.tournament.prizes import money_text
from binglao_tui.core.tournament.schedule import Break, Level
from binglao_tui.session import TournamentSession
from binglao_tui.tui.render.clock import ClockView, clock_view

__all__ = ["ClockNotice", "bust_out_words", "clock_notice", "clock_view_now", "colour_up_due"]


@dataclass(frozen=True, slots=True)
class ClockNotice:
    """A notification for a clock event; ``ring``: the bell (unless quiet); ``open_break``:
    show the break screen now."""

    text: str
    title: str
    warning: bool = False
    ring: bool = False
    open_break: bool = False


def clock_view_now(director: TournamentSession, hand_in_play: int | None) -> ClockView:
    """The clock now; ``hand_in_play`` is the number of the hand on the table, if any."""
    dealt = director.dealt_level(hand_in_play) if hand_in_play is not None else None
    return clock_view(director.tournament, director.now(), dealt_level=dealt)


def clock_notice(director: TournamentSession, event: ClockEvent, in_progress: bool) -> ClockNotice | None:
    """What to say at ``event``; ``in_progress``: a hand is being played."""
    schedule = director.schedule
    item = schedule.items[event.index]
    kind = event.kind
    if kind is ClockEventKind.ONE_MINUTE_LEFT:
        what = f"level {item.number}" if isinstance(item, Level) else "the break"
        return ClockNotice(f"One minute left in {what}.", "Clock", warning=True)
    if kind is ClockEventKind.LEVEL_STARTED and isinstance(item, Level):
        later = " It applies from the next hand; this hand keeps its blinds." if in_progress else ""
        return ClockNotice(
            f"Level {item.number}: {item.blinds_text(schedule.ante_kind)}.{later}", "Level up", ring=True
        )
    if kind is ClockEventKind.BREAK_STARTED and isinstance(item, Break):
        colour = f" Colour up the {', '.join(str(d) for d in item.colour_up)}s." if item.colour_up else ""
        after = " After this hand." if in_progress else ""
        text = f"Break: {item.minutes} minutes.{colour}{after}"
        return ClockNotice(text, "Break", ring=True, open_break=not in_progress)
    if kind is ClockEventKind.SCHEDULE_ENDED:
        return ClockNotice("The schedule has run out: its last level stays in force.", "Clock", ring=True)
    return None


def bust_out_words(director: TournamentSession, finish: Finish) -> str:
    """``Cat is out in 4th place.`` (with the prize when the place pays)."""
    tournament = director.tournament
    won = tournament.winnings().get(finish.player, 0)
    prize = f", wins {money_text(won)}" if won else ""
    return f"{finish.player} is out in {tournament.place_text(finish.player)} place{prize}."


def colour_up_due(director: TournamentSession) -> int | None:
    """The schedule position of the break now on, or the last one passed, whose colour-up
    is not done yet."""
    reading = director.reading
    done = director.tournament.colour_ups_done
    for index in range(reading.index, -1, -1):
        item = director.schedule.items[index]
        if isinstance(item, Break) and item.colour_up and index not in done:
            return index
    return None
