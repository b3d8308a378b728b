"""What the players see, as one value: the table display's words for the journal's table.

:func:`table_view` turns what the follower read (:class:`~binglao_tui.store.follow.Followed`),
the session's tournament (when one is played) and the host's settings into a
:class:`TableView`: every line already worded by :mod:`.words` (the one place the display's
words are written), every figure the engine's. The terminal display lays it out in
Textual widgets (:mod:`.screen`); the served page gets the same value as JSON
(:func:`binglao_tui.display.web.view_json`) and lays it out in HTML. Both draw the same
words, in every shape of screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.all_in import Race, all_in_races
from binglao_tui.core.rules import Game
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.display import words
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.words import SeatView
from binglao_tui.store.follow import Followed, Following
from binglao_tui.tui.render.clock import ClockView, clock_view
from binglao_tui.tui.render.seats import seats_content

AWAY = "The dealer's app is closed: waiting for the dealer."
NOTHING = Content("")


@dataclass(frozen=True, slots=True)
class Facing:
    """The player to act and what they face: the call, the minimum and the pot-limit
    maximum (None when no raise is open), the line that says it all, and the sum."""

    player: str
    line: Content
    to_call: int
    verb: str
    min_to: int | None
    max_to: int | None
    arithmetic: Content


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything the players see now (``waiting`` alone while there is no hand).

    ``pot`` is the chips in the middle and in front (once paid out, what was paid, with
    ``pot_caption`` ``Paid out``); ``boards`` the board's cards (two boards when run
    twice), ``board_lines`` the same worded with the burns; ``races`` the all-in races
    whose equity may be counted (every live hand tabled).
    """

    waiting: str | None
    away: bool = False
    number: int | None = None
    game: Content = NOTHING
    stakes: Content = NOTHING
    next_game: Content | None = None
    moment: str = ""
    pot: int = 0
    pot_caption: str = "Pot"
    pots: Content = NOTHING
    boards: tuple[tuple[Card | None, ...], ...] = ()
    board_lines: Content = NOTHING
    facing: Facing | None = None
    now: Content = NOTHING
    seats: tuple[SeatView, ...] = ()
    seats_table: Content = NOTHING
    outcome: Content | None = None
    outcome_compact: Content | None = None
    last: Content = NOTHING
    clock: ClockView | None = None
    game_rules: Game | None = None
    races: tuple[Race, ...] = ()
    steps: int = 0
    hand_id: int | None = None
    over: bool = False
    between_hands: str = ""

    @property
    def key(self) -> tuple[int | None, int, str | None]:
        """Which hand and how far into it (a change is news to the viewers)."""
        return self.hand_id, self.steps, self.waiting


def table_view(
    seen: Followed | None,
    settings: DisplaySettings,
    tournament: Tournament | None = None,
    now: float | None = None,
    *,
    backs: bool = True,
) -> TableView:
    """The players' view of ``seen``; ``tournament`` (read at ``now``) adds the clock.
    ``backs``: draw face-down cards in the seats' lines (not on a narrow screen)."""
    clock = None
    if tournament is not None and now is not None:
        dealt = tournament.dealt[1] if tournament.dealt is not None else None
        clock = clock_view(tournament, now, dealt_level=dealt)
    if seen is None:
        return TableView("Waiting for the dealer.", clock=clock)
    away = seen.dealer_here is False and seen.state is not Following.NO_FILE
    hand = seen.hand
    if hand is None or seen.waiting is not None:
        return TableView(seen.waiting or "Waiting for the dealer.", away=away, clock=clock)
    options = hand.legal()
    facing = None
    if options is not None:
        verb = "bet" if options.opening else "raise to"
        facing = Facing(
            options.player,
            words.facing_content(options),
            options.to_call,
            verb,
            options.min_raise_to,
            options.max_raise_to,
            words.arithmetic_content(options),
        )
    between = ""
    if hand.is_complete:
        over = f"Hand {seen.number} is over" if seen.number is not None else "The hand is over"
        if seen.state is Following.FINISHED:
            between = "the session is over" if seen.session_ended else "waiting for the next deal"
            over += f": {between}"
        headline = Content.styled(over, "bold $text-success")
    else:
        headline = Content.styled(hand.next_step, "bold") if options is None else facing_line(facing)
    return TableView(
        None,
        away=away,
        number=seen.number,
        game=words.game_content(hand, seen.number),
        stakes=words.stakes_content(hand.setup),
        next_game=words.rotation_content(seen.outlook),
        moment=words.moment_words(hand),
        pot=words.pot_figure(hand),
        pot_caption="Paid out" if hand.is_complete else "Pot",
        pots=words.pots_content(hand),
        boards=hand.boards,
        board_lines=words.boards_content(hand),
        facing=facing,
        now=headline,
        seats=words.seat_views(hand, hide_stacks=settings.hide_stacks),
        seats_table=seats_content(hand, for_players=True, hide_stacks=settings.hide_stacks, backs=backs),
        outcome=words.outcome_content(hand) if hand.is_complete else None,
        outcome_compact=words.outcome_content(hand, compact=True) if hand.is_complete else None,
        last=words.last_content(hand, seen.undone),
        clock=clock,
        game_rules=hand.setup.game,
        races=tuple(all_in_races(hand, known_dead=False)),
        steps=seen.steps,
        hand_id=seen.hand_id,
        over=hand.is_complete,
        between_hands=between,
    )


def facing_line(facing: Facing | None) -> Content:
    return Content("") if facing is None else facing.line
