"""The history view: the hands played, oldest first; open one to see it and its ruling again.

It opens on the latest hundred hands, whatever the size of the history (never read
whole), and ``[`` reads the hundred before the first one shown, above it.

An opened hand shows its ruling as the dealer saw it at the table (the hand is replayed
through the engine from its setup and actions), then the full record in words.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.entry import printable
from binglao_tui.core.rules import Game
from binglao_tui.store.history import HandSummary, History, format_amount
from binglao_tui.store.history_words import POT_WON, describe, hand_title, uncalled_back, won_by
from binglao_tui.store.journal import HandStatus
from binglao_tui.store.replay import replayed
from binglao_tui.tui.render.hanging import HangingLines
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.screens.odds import OddsScreen
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now
from binglao_tui.tui.widgets.ruling import RulingView


def _lines(lines: list[str]) -> Text:
    """A table cell of several lines, each as written (names are data, never markup)."""
    return Text("\n").join(plain(line) for line in lines)


_HEADS = ("Session", "Hand", "Game", "Roll", "Board", "won")


def _row(hand: HandSummary) -> list[list[str]]:
    """A hand's cells before "Won by", each as its lines: a board a line when run twice,
    the pot won with an uncalled bet given back under it; a void hand says so."""
    imported = hand.source == "import"
    where = (hand.source_name or "imported") if imported else (str(hand.number) if hand.number else "")
    pot = [format_amount(hand.pot, hand.unit), *uncalled_back(hand.returned, hand.unit)]
    return [
        ["" if imported or hand.session_id is None else str(hand.session_id)],
        [printable(where)],  # a file's name and the players' names are data, never markup
        [printable(hand.game)],
        ["" if hand.roll is None else str(hand.roll)],
        hand.board.split(" / ") if hand.board else [""],
        ["misdeal"] if hand.status is HandStatus.VOID else pot,
    ]


def _wrapped(lines: list[str], width: int) -> list[str]:
    """Each pot's line (``side 1: Ann, Bob``) wrapped at ``width``, its names going on
    under them."""
    wrapped: list[str] = []
    for line in lines:
        wrapped += textwrap.wrap(line, width, subsequent_indent="  ", break_on_hyphens=False) or [""]
    return wrapped


class HandRecordScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """One hand from the history: seats, actions, board, hands shown, pots, ruling, payouts."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    HandRecordScreen { align: center middle; }
    HandRecordScreen #hand-ruling { margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "dismiss", "Back"),
        Binding("e", "odds", "Odds street by street"),
    ]

    def __init__(self, history: History, hand_id: int, games: Mapping[str, Game] | None = None) -> None:
        super().__init__()
        self.history = history
        self.hand_id = hand_id
        self.games = games
        self.record = history.get(hand_id)
        self.played: Hand | None = None  # the hand replayed, once mounted

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="hand-record") as scroll:
            scroll.border_title = plain(hand_title(self.record.summary))
            scroll.border_subtitle = "e the odds · escape goes back · arrows scroll"
            yield RulingView(id="hand-ruling")
            lines = [Content(printable(line)) for line in describe(self.record, self.games)]
            yield Static(HangingLines(lines, under_own=True), id="hand-text")  # wraps under itself

    def on_mount(self) -> None:
        record = self.record
        hand = replayed(record.setup, record.actions, self.games) if record.result is not None else None
        self.played = hand
        ruling = self.query_one(RulingView)
        ruling.display = hand is not None and hand.is_complete and ruling.show_hand(hand)
        focus_now(self.query_one(VerticalScroll))

    def action_odds(self) -> None:
        """The hand's odds street by street (counted in a worker)."""
        if self.played is None:
            self.notify("This hand cannot be replayed, so its odds cannot be counted.", severity="warning")
            return
        self.app.push_screen(OddsScreen(self.played, hand_title(self.record.summary)))


class HistoryScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """Every finished hand; enter opens the highlighted one."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    HistoryScreen { align: center middle; }
    HistoryScreen DataTable { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "dismiss", "Close"),
        Binding("enter", "open_hand", "Open hand", show=True),
        Binding("left_square_bracket", "older", "Older hands"),
    ]

    PAGE = 100
    """Hands read at a time: the latest when the window opens, older ones with ``[``."""

    def __init__(
        self, history: History, session_id: int | None = None, *, games: Mapping[str, Game] | None = None
    ) -> None:
        super().__init__()
        self.history = history
        self.session_id = session_id
        self.games = games
        self.hands: list[HandSummary] = []  # the hands read so far, oldest first
        if history.games is None:  # an old hand's winners are replayed with the app's games
            history.games = games

    def compose(self) -> ComposeResult:
        with Vertical(classes="panel-window", id="history") as box:
            box.border_title = "History"
            box.border_subtitle = "enter opens a hand · [ older hands · escape closes"
            yield DataTable(cursor_type="row", zebra_stripes=True, header_height=2, id="history-table")
            yield Static("", id="history-empty")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # one numbering, the dealer's: the session and the hand within it (a void hand takes
        # no number, so the count never skips); the database's own ids are not shown
        # the pot won, its heading on two lines and an uncalled bet given back under it (it
        # was never in the pot) in two short ones, so that the table still fits 80 columns
        pot_won = Text("\n".join(POT_WON.split()))
        table.add_columns("Session", "Hand", "Game", "Roll", "Board", pot_won, "Won by")
        # the latest page only: a history of years opens at once (benchmarks/book_scale.py)
        self.hands = self.history.page(
            self.PAGE, session_id=self.session_id, void=True
        )  # misdeals listed too
        self._fill(table, self.hands)
        self._said()
        if self.hands:
            table.move_cursor(row=len(self.hands) - 1)
        focus_now(table)

    def action_older(self) -> None:
        """Read the page of hands before the first one shown, above it; the cursor stays."""
        if not self.hands:
            return
        older = self.history.page(
            self.PAGE, before=self.hands[0].hand_id, session_id=self.session_id, void=True
        )
        if not older:
            self.notify("These are the first hands of the history.")
            return
        table = self.query_one(DataTable)
        row = table.cursor_row
        self.hands = [*older, *self.hands]
        table.clear()
        self._fill(table, self.hands)
        self._said()
        table.move_cursor(row=row + len(older))

    def _said(self) -> None:
        """The line under the table: no hands yet, or how many of them are shown."""
        for problem in self.history.unreadable:  # records that do not parse are said, not hidden
            self.notify(f"{problem}; left out of the list.", severity="warning", timeout=15)
        total = self.history.count(void=True) if self.session_id is None else len(self.hands)
        if not self.hands:
            words = "No hands yet: finished hands appear here."
        elif len(self.hands) < total:
            words = f"The latest {len(self.hands):,} of {total:,} hands: [ shows older ones."
        else:
            words = ""
        self.query_one("#history-empty", Static).update(words)

    def _fill(self, table: DataTable[str | Text], hands: list[HandSummary]) -> None:
        """The hands' rows. The columns before "Won by" take what they need; it wraps in
        what is left, so that no pot's winners are cut off at 80 columns."""
        rows = [_row(hand) for hand in hands]
        widths = [max((max(map(len, row[i])) for row in rows), default=0) for i in range(6)]
        room = self.app.size.width - 10 - sum(max(w, len(h)) + 2 for w, h in zip(widths, _HEADS, strict=True))
        for hand, row in zip(hands, rows, strict=True):
            table.add_row(
                *(_lines(cell) for cell in row),
                _lines(_wrapped(won_by(hand, "\n").split("\n"), max(12, room))),
                height=None,
                key=str(hand.hand_id),
            )

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.app.push_screen(HandRecordScreen(self.history, int(event.row_key.value), self.games))

    def action_open_hand(self) -> None:
        table = self.query_one(DataTable)
        if table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key
            if key.value is not None:
                self.app.push_screen(HandRecordScreen(self.history, int(key.value), self.games))
