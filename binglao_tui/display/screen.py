"""The table display's one screen: the table as the journal has it, redrawn at each step,
in the layout of the screen's shape (:mod:`.layout`).

- an upright phone (under 60 columns): one column, the pot and the board, then the
  player to act with the call, the minimum and the maximum, then the seats;
- two columns (a phone on its side, a tablet, a laptop): the pot beside the board, the
  player to act beside the seats;
- a television (140 x 40 and more): :class:`~.television.TelevisionTable`.

Every word comes from one :class:`~.view.TableView` (:mod:`.words` writes them); hole
cards are drawn only for players the dealer entered as shown.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Digits, Static

from binglao_tui.display.announce import Announcer, coming_game
from binglao_tui.display.clock import TournamentWatch
from binglao_tui.display.layout import PHONE_COLUMNS, Shape, terminal_shape
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.television import TelevisionTable
from binglao_tui.display.view import AWAY, TableView, table_view
from binglao_tui.display.widgets import Drawn, Figure
from binglao_tui.display.words import figure_captions
from binglao_tui.store.follow import Followed, Follower, Following
from binglao_tui.tui.widgets.clock import ClockPanel
from binglao_tui.tui.widgets.equity_panel import EquityPanel

if TYPE_CHECKING:
    from textual.events import Resize

    from binglao_tui.core.tournament.tournament import Tournament
    from binglao_tui.display.speech import Speaker

__all__ = ["PHONE_COLUMNS", "TableScreen"]

SHORT_ROWS = 30
"""Below this height the clock is one line (the app's ``-short`` screens)."""
SAID_SECONDS = 20
"""How long an announcement stays on the screen."""
FIGURE_COLUMNS = 3
"""Columns a digit takes in Textual's :class:`Digits`."""


class TableScreen(Screen[None]):
    """The table, redrawn from each :class:`Followed` the follower answers.

    The screen polls ``follower`` every ``poll_seconds`` (its timer goes with the screen).
    Each poll may bring announcements (:mod:`.announce`): shown above the table for
    :data:`SAID_SECONDS`, and said by ``speaker`` when there is one.
    """

    def __init__(
        self,
        follower: Follower,
        settings: DisplaySettings,
        poll_seconds: float,
        *,
        speaker: Speaker | None = None,
    ) -> None:
        super().__init__()
        self.follower = follower
        self.settings = settings
        self.poll_seconds = poll_seconds
        self.speaker = speaker
        self.announcer = Announcer()
        self.said: list[tuple[float, str]] = []
        self.followed: Followed | None = None
        self.view: TableView | None = None
        self.shape = Shape.TWO_COLUMNS
        self.tournament_watch = TournamentWatch(follower)

    # -- the screen -------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="away")
        yield Static(id="announcement")
        yield ClockPanel(id="clock")  # shown while the session is a tournament
        yield Static("Waiting for the dealer.", id="waiting")
        with Vertical(id="table"):
            yield Static(id="game")
            yield Static(id="stakes")
            yield Static(id="next-game")
            with Horizontal(id="middle"):
                with Vertical(id="pot-box"):
                    yield Digits("0", id="pot")
                with Vertical(id="board-box"):
                    yield Static(id="board")
                    yield Static(id="pots")
            with Horizontal(id="lower"):
                with Vertical(id="action"):
                    yield Static(id="now")
                    with Horizontal(id="figures"):
                        yield Figure("To call", id="to-call")
                        yield Figure("Min raise to", id="min")
                        yield Figure("Max raise to", id="max")
                    yield Static(id="figures-line")
                    yield Static(id="arithmetic")
                    yield Static(id="outcome")
                    yield EquityPanel(compact=True, id="equity")
                yield Static(id="seats")
            yield Static(id="last")
        yield TelevisionTable(id="television")
        with Vertical(id="big"):
            yield Static(id="big-caption")
            yield Digits("0", id="big-pot")

    def on_mount(self) -> None:
        self.query_one("#pot-box").border_title = "Pot"
        self.query_one("#board-box").border_title = "Board"
        self._shape_for(self.app.size.width, self.app.size.height)
        self._show_waiting("Waiting for the dealer.")
        self.poll()
        self.set_interval(self.poll_seconds, self.poll)

    def on_resize(self, event: Resize) -> None:
        self._shape_for(event.size.width, event.size.height)
        if self.followed is not None:
            self.show(self.followed)  # the new shape's widgets, and the seats' backs

    def _shape_for(self, columns: int, rows: int) -> None:
        self.shape = terminal_shape(columns, rows)
        for shape in Shape:
            self.set_class(shape is self.shape, f"-{shape.value}")
        self.set_class(rows < SHORT_ROWS or self.shape is Shape.PHONE, "-short")

    # -- following ---------------------------------------------------------------------------

    def poll(self) -> None:
        """Look at the journal once; redraw if the table changed (the clock every time)."""
        seen = self.follower.poll()
        if seen is not None:
            self.show(seen)
        followed = self.followed
        session = followed.session_id if followed is not None else None
        self.tournament_watch.show(self.query_one(ClockPanel), session)
        self._announce(followed, self.tournament_watch.tournament_for(session))

    def _announce(self, seen: Followed | None, tournament: Tournament | None) -> None:
        now = time.time()
        hand = seen.hand if seen is not None else None
        in_play = seen is not None and seen.state is Following.IN_PLAY
        hand_id = seen.hand_id if seen is not None else None
        coming = coming_game(seen.outlook if seen is not None else None, in_play)
        for sentence in self.announcer.hear(hand, hand_id, in_play, tournament, now, coming):
            self.said.append((now, sentence))
            if self.speaker is not None:
                self.speaker.say(sentence)
        self.said = [(at, text) for at, text in self.said if now - at < SAID_SECONDS]
        banner = self.query_one("#announcement", Static)
        banner.display = bool(self.said)
        banner.update("  ".join(text for _, text in self.said))

    def make_view(self, seen: Followed | None) -> TableView:
        session = seen.session_id if seen is not None else None
        tournament = self.tournament_watch.tournament_for(session)
        backs = self.size.width >= PHONE_COLUMNS
        return table_view(seen, self.settings, tournament, time.time(), backs=backs)

    def show(self, seen: Followed) -> None:
        """Draw what the journal says."""
        self.followed = seen
        view = self.view = self.make_view(seen)
        away = self.query_one("#away", Static)
        away.display = view.away
        away.update(AWAY)
        if view.waiting is not None:
            self._show_waiting(view.waiting)
            return
        self.query_one("#waiting").display = False
        big_only = self.settings.big_pot_only
        television = self.shape is Shape.TELEVISION and not big_only
        self.query_one("#big").display = big_only
        self.query_one("#table").display = not big_only and not television
        self.query_one("#television").display = television
        if big_only:
            self._show_big_pot(view)
        elif television:
            self.query_one(TelevisionTable).show(view)
        else:
            self._show_table(view)

    def _show_waiting(self, text: str) -> None:
        for name in ("#table", "#big", "#television"):
            self.query_one(name).display = False
        waiting = self.query_one("#waiting", Static)
        waiting.display = True
        waiting.update(text)

    def _show_big_pot(self, view: TableView) -> None:
        caption = [view.game.plain.split(" · ")[0]]
        if view.number is not None:
            caption.append(f"hand {view.number}")
        caption.append(view.moment)
        if view.facing is not None:
            caption.append(f"{view.facing.player} to act")
        self.query_one("#big-caption", Static).update(Content.styled(" · ".join(caption), "bold"))
        self.query_one("#big-pot", Digits).update(str(view.pot))

    def _show_table(self, view: TableView) -> None:
        self.query_one("#game", Static).update(view.game)
        self.query_one("#stakes", Static).update(view.stakes)
        next_game = self.query_one("#next-game", Static)
        next_game.display = view.next_game is not None
        next_game.update(view.next_game or "")
        self.query_one("#pot", Digits).update(str(view.pot))
        self.query_one("#pot-box").border_title = view.pot_caption
        self.query_one("#board", Static).update(view.board_lines)
        self.query_one("#pots", Static).update(view.pots)
        self.query_one("#seats", Static).update(view.seats_table)
        self.query_one("#last", Static).update(view.last)
        self.query_one("#now", Static).update(view.now)
        self._show_figures(view)
        outcome = self.query_one("#outcome", Static)
        outcome.display = view.outcome is not None
        if view.outcome is not None:
            outcome.remove_class("-compact")
            outcome.update(view.outcome)
            self.call_after_refresh(self._fit_outcome, view)
        if view.game_rules is not None:  # each board's equity once every hand still in is tabled
            self.query_one("#equity", EquityPanel).follow(view.game_rules, view.races)

    def _show_figures(self, view: TableView) -> None:
        """The call, the minimum and the maximum in big digits, or in a line of words when
        three figures side by side do not fit the column."""
        facing = view.facing
        figures = self.query_one("#figures")
        line = self.query_one("#figures-line", Static)
        arithmetic = self.query_one("#arithmetic", Static)
        arithmetic.display = facing is not None
        if facing is None:
            figures.display = line.display = False
            return
        arithmetic.update(facing.arithmetic)
        shown = list(
            zip(figure_captions(facing.verb), (facing.to_call, facing.min_to, facing.max_to), strict=True)
        )
        widest = max(len(str(value)) for _, value in shown if value is not None)
        column = self.query_one("#action").size.width or self.size.width
        digits = (widest + 1) * FIGURE_COLUMNS * len(shown) <= column
        figures.display, line.display = digits, not digits
        for (caption, value), name in zip(shown, ("to-call", "min", "max"), strict=True):
            self.query_one(f"#{name}", Figure).show(caption, value)
        line.update(
            Content(" · ").join(
                Content.assemble(
                    (f"{caption} ", ""), ("-" if value is None else str(value), "bold $text-accent")
                )
                for caption, value in shown
            )
        )

    def _fit_outcome(self, view: TableView) -> None:
        """The whole ruling where there is room, else a line a pot: on a short screen
        (80x24, run twice) the second board's pots would be cut off below the seats."""
        last = self.query_one("#last")
        outcome = self.query_one("#outcome", Static)
        if self.view is not view or not outcome.display or view.outcome_compact is None:
            return  # the table moved on before this was laid out
        if last.region.bottom > self.region.bottom or outcome.region.bottom > last.region.y:
            outcome.add_class("-compact")  # no blank line above it either
            outcome.update(view.outcome_compact)

    # -- for tests and screen readers ----------------------------------------------------------

    def shown_text(self) -> str:
        """The text on the screen now, widget by widget (hidden widgets left out)."""
        return "\n".join(_texts(self))


def _texts(node: Widget) -> Iterator[str]:
    for child in node.children:
        if not isinstance(child, Widget) or not child.display:
            continue
        if isinstance(child, Digits):
            yield child.value
        elif isinstance(child, Drawn):
            yield child.text
        elif isinstance(child, Static):
            yield str(child.render())
        yield from _texts(child)
