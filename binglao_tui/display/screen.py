"""The table display's one screen: the table as the journal has it, redrawn at each step.

Between 80 x 24 and a television: the figures that matter across the table (the pot, to
call, the minimum and maximum) are in Textual's big :class:`~textual.widgets.Digits`;
at 120 columns and more the seats and the player to act sit side by side. Hole cards are
drawn only for players the dealer entered as shown (see :mod:`.words`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Digits, Static

from binglao_tui.core.engine.all_in import all_in_races
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.display import words
from binglao_tui.display.clock import TournamentWatch
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.store.follow import Followed, Follower, Following
from binglao_tui.tui.widgets.clock import ClockPanel
from binglao_tui.tui.widgets.equity_panel import EquityPanel

if TYPE_CHECKING:
    from textual.events import Resize


PHONE_COLUMNS = 60
"""Below this width (a phone held upright) the pot and the board stack, and the seats
leave out the face-down cards."""


class Figure(Vertical):
    """A caption over a number in big digits."""

    DEFAULT_CLASSES = "figure"

    def __init__(self, caption: str, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self._caption = caption

    def compose(self) -> ComposeResult:
        yield Static(self._caption, classes="figure-caption")
        yield Digits("-", classes="figure-digits")

    def show(self, caption: str, value: int | None) -> None:
        """Show ``value`` (a dash for none) under ``caption``."""
        self.query_one(".figure-caption", Static).update(caption)
        self.query_one(Digits).update("-" if value is None else str(value))


class TableScreen(Screen[None]):
    """The table, redrawn from each :class:`Followed` the follower answers.

    The screen polls ``follower`` every ``poll_seconds`` (its timer goes with the screen).
    """

    def __init__(
        self,
        follower: Follower,
        settings: DisplaySettings,
        poll_seconds: float,
    ) -> None:
        super().__init__()
        self.follower = follower
        self.settings = settings
        self.poll_seconds = poll_seconds
        self.followed: Followed | None = None
        self.tournament_watch = TournamentWatch(follower)

    # -- the screen -------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="away")
        yield ClockPanel(id="clock")  # shown while the session is a tournament
        yield Static("Waiting for the dealer.", id="waiting")
        with Vertical(id="table"):
            yield Static(id="game")
            yield Static(id="stakes")
            with Horizontal(id="middle"):
                with Vertical(id="pot-box"):
                    yield Digits("0", id="pot")
                with Vertical(id="board-box"):
                    yield Static(id="board")
                    yield Static(id="pots")
            with Horizontal(id="lower"):
                yield Static(id="seats")
                with Vertical(id="action"):
                    yield Static(id="now")
                    with Horizontal(id="figures"):
                        yield Figure("To call", id="to-call")
                        yield Figure("Min raise to", id="min")
                        yield Figure("Max raise to", id="max")
                    yield Static(id="arithmetic")
                    yield Static(id="outcome")
                    yield EquityPanel(compact=True, id="equity")
            yield Static(id="last")
        with Vertical(id="big"):
            yield Static(id="big-caption")
            yield Digits("0", id="big-pot")

    def on_mount(self) -> None:
        self.query_one("#pot-box").border_title = "Pot"
        self.query_one("#board-box").border_title = "Board"
        self._show_waiting("Waiting for the dealer.")
        self.poll()
        self.set_interval(self.poll_seconds, self.poll)

    def on_resize(self, event: Resize) -> None:
        if self.followed is not None:
            self.show(self.followed)  # the seats lose or regain their face-down cards

    # -- following ---------------------------------------------------------------------------

    def poll(self) -> None:
        """Look at the journal once; redraw if the table changed."""
        seen = self.follower.poll()
        if seen is not None:
            self.show(seen)
        followed = self.followed
        self.tournament_watch.show(
            self.query_one(ClockPanel), followed.session_id if followed is not None else None
        )

    def show(self, seen: Followed) -> None:
        """Draw what the journal says."""
        self.followed = seen
        away = self.query_one("#away", Static)
        away.display = seen.dealer_here is False and seen.state is not Following.NO_FILE
        away.update("The dealer's app is closed: waiting for the dealer.")
        hand = seen.hand
        if hand is None or seen.waiting is not None:
            self._show_waiting(seen.waiting or "Waiting for the dealer.")
            return
        self.query_one("#waiting").display = False
        if self.settings.big_pot_only:
            self.query_one("#table").display = False
            self.query_one("#big").display = True
            self._show_big_pot(seen, hand)
        else:
            self.query_one("#big").display = False
            self.query_one("#table").display = True
            self._show_table(seen, hand)

    def _show_waiting(self, text: str) -> None:
        self.query_one("#table").display = False
        self.query_one("#big").display = False
        waiting = self.query_one("#waiting", Static)
        waiting.display = True
        waiting.update(text)

    def _show_big_pot(self, seen: Followed, hand: Hand) -> None:
        caption = [hand.setup.game.name]
        if seen.number is not None:
            caption.append(f"hand {seen.number}")
        caption.append(_moment(hand))
        options = hand.legal()
        if options is not None:
            caption.append(f"{options.player} to act")
        self.query_one("#big-caption", Static).update(Content.styled(" · ".join(caption), "bold"))
        self.query_one("#big-pot", Digits).update(str(_pot(hand)))

    def _show_table(self, seen: Followed, hand: Hand) -> None:
        self.query_one("#game", Static).update(words.game_content(hand, seen.number))
        self.query_one("#stakes", Static).update(words.stakes_content(hand.setup))
        self.query_one("#pot", Digits).update(str(_pot(hand)))
        self.query_one("#pot-box").border_title = "Paid out" if hand.is_complete else "Pot"
        self.query_one("#board", Static).update(words.boards_content(hand))
        self.query_one("#pots", Static).update(words.pots_content(hand))
        backs = self.size.width >= PHONE_COLUMNS
        seats = words.seats_content(hand, hide_stacks=self.settings.hide_stacks, backs=backs)
        self.query_one("#seats", Static).update(seats)
        self.query_one("#last", Static).update(words.last_content(hand, seen.undone))
        now = self.query_one("#now", Static)
        figures = self.query_one("#figures")
        arithmetic = self.query_one("#arithmetic", Static)
        outcome = self.query_one("#outcome", Static)
        options = hand.legal()
        figures.display = arithmetic.display = options is not None
        outcome.display = hand.is_complete
        if options is not None:
            now.update(words.facing_content(options))
            verb = "bet" if options.opening else "raise to"
            self.query_one("#to-call", Figure).show("To call", options.to_call)
            self.query_one("#min", Figure).show(f"Min {verb}", options.min_raise_to)
            self.query_one("#max", Figure).show(f"Max {verb}", options.max_raise_to)
            arithmetic.update(words.arithmetic_content(options))
        elif hand.is_complete:
            over = f"Hand {seen.number} is over" if seen.number is not None else "The hand is over"
            if seen.state is Following.FINISHED:
                over += ": the session is over" if seen.session_ended else ": waiting for the next deal"
            now.update(Content.styled(over, "bold $text-success"))
            outcome.remove_class("-compact")
            outcome.update(words.outcome_content(hand))
            self.call_after_refresh(self._fit_outcome, hand)
        else:
            now.update(Content.styled(hand.next_step, "bold"))
        self._show_equity(hand)

    def _fit_outcome(self, hand: Hand) -> None:
        """The whole ruling where there is room, else a line a pot: on a short screen
        (80x24, run twice) the second board's pots would be cut off below the seats."""
        last = self.query_one("#last")
        outcome = self.query_one("#outcome", Static)
        if self.followed is None or self.followed.hand is not hand or not outcome.display:
            return  # the table moved on before this was laid out
        if last.region.bottom > self.region.bottom or outcome.region.bottom > last.region.y:
            outcome.add_class("-compact")  # no blank line above it either
            outcome.update(words.outcome_content(hand, compact=True))

    # -- the all-in equity -------------------------------------------------------------------

    def _show_equity(self, hand: Hand) -> None:
        """Each board's equity once every hand still in is tabled (the engine's races, from
        the cards the table has seen only), counted off the display's thread."""
        self.query_one(EquityPanel).follow(hand.setup.game, all_in_races(hand, known_dead=False))

    # -- for tests and screen readers ----------------------------------------------------------

    def shown_text(self) -> str:
        """The text on the screen now, widget by widget (hidden widgets left out)."""
        return "\n".join(_texts(self))


def _pot(hand: Hand) -> int:
    """The chips in the middle and in front; once paid out, what was paid."""
    if hand.payouts is not None:
        return sum(hand.payouts.values())
    return hand.pot_total


def _moment(hand: Hand) -> str:
    match hand.phase:
        case Phase.ROLL:
            return "the roll"
        case Phase.DEAL_HOLE:
            return "the deal"
        case Phase.BETTING:
            return hand.street.word
        case Phase.DEAL_BOARD:
            return "dealing"
        case Phase.SHOWDOWN:
            return "showdown"
    return "hand over"


def _texts(node: Widget) -> Iterator[str]:
    for child in node.children:
        if not isinstance(child, Widget) or not child.display:
            continue
        if isinstance(child, Digits):
            yield child.value
        elif isinstance(child, Static):
            yield str(child.render())
        yield from _texts(child)
