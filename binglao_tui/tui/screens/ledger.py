"""The session ledger in the app: buy-ins, re-buys, stacks, results and who pays whom.

Chips bought at the table setup (a new player, a bigger stack, a re-buy after going bust)
are booked when the next hand is finished: the journal compares the stacks the hand
started with to the ledger's and books the difference (a voided hand books nothing).

Who pays whom comes right after the players' lines, before the stacks after each hand,
so that it is on screen at 80x24; the window scrolls with the keyboard (arrows, page up
and down, home and end), its tables being read, not navigated.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from binglao_tui.store.ledger import Ledger, LedgerSheet
from binglao_tui.tui.render.ledger import settlement_text
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now


class LedgerScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The ledger of one session (by default the current one)."""

    DEFAULT_CSS = """
    LedgerScreen { align: center middle; }
    LedgerScreen DataTable { height: auto; }
    LedgerScreen #stacks-title { margin-top: 1; text-style: bold; }
    LedgerScreen #settlement { margin-top: 1; height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "dismiss", "Close"),
        Binding("e", "end_session", "End session"),
    ]

    def __init__(self, ledger: Ledger, session_id: int | None = None) -> None:
        super().__init__()
        self.ledger = ledger
        self.session_id = session_id

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="ledger") as box:
            box.border_title = "Session ledger"
            box.border_subtitle = "arrows and page keys scroll · e ends the session · escape closes"
            yield DataTable(cursor_type="none", zebra_stripes=True, id="ledger-table")
            yield Static("", id="settlement", markup=False)
            yield Static("Stacks after each hand", id="stacks-title")
            yield DataTable(cursor_type="none", zebra_stripes=True, id="stacks-table")

    def on_mount(self) -> None:
        session = self.session_id if self.session_id is not None else self.ledger.latest_session()
        table = self.query_one("#ledger-table", DataTable)
        table.add_columns("Player", "Buy-in", "Re-buys", "Cashed out", "At the table", "Result")
        text = self.query_one("#settlement", Static)
        stacks = self.query_one("#stacks-table", DataTable)
        if session is None:
            text.update("No session yet: the ledger starts with the first hand.")
            stacks.display = False
            self.query_one("#stacks-title").display = False
            self._scroll_with_keys()
            return
        sheet = self.ledger.sheet(session)
        box = self.query_one("#ledger", VerticalScroll)
        ended = " · ended" if sheet.ended_at else ""
        hands = f"{sheet.hands} hand" + ("" if sheet.hands == 1 else "s")
        box.border_title = f"Session ledger · {hands}{ended}"
        for line in sheet.players:
            table.add_row(
                plain(line.player),  # a name is data, never markup
                str(line.buy_ins),
                " + ".join(map(str, line.re_buys)) or "-",
                str(line.cash_outs or "-"),
                str(line.at_table),
                f"{line.net:+d}",
                key=line.player,
            )
        self._fill_stacks(stacks, sheet)
        text.update(settlement_text(sheet))
        self._scroll_with_keys()

    def _scroll_with_keys(self) -> None:
        """The window takes the keys and scrolls; the tables only show their rows."""
        for data in self.query(DataTable):
            data.can_focus = False
        focus_now(self.query_one("#ledger", VerticalScroll))

    def _fill_stacks(self, table: DataTable[str | Text], sheet: LedgerSheet) -> None:
        """One row per finished hand, one column per player: the stack after it (an evening
        grows down the window, which scrolls, not off its right edge)."""
        numbers = sorted({hand for line in sheet.players for hand, _ in line.stacks})
        if not numbers:
            table.display = False
            self.query_one("#stacks-title", Static).update("Stacks after each hand: no hand finished yet.")
            return
        table.add_column("Hand", key="hand")
        for line in sheet.players:
            table.add_column(plain(line.player), key=line.player)  # a name is data, never markup
        after = {line.player: dict(line.stacks) for line in sheet.players}
        for number in numbers:
            table.add_row(
                f"#{number}",
                *(str(after[line.player].get(number, "")) for line in sheet.players),
                key=str(number),
            )

    def action_end_session(self) -> None:
        """Close the session (after asking): the next hand opens a new one."""
        session = self.session_id if self.session_id is not None else self.ledger.current_session()
        if session is None:
            self.notify("No session is open.")
            return
        if self.ledger.db.read_only:
            self.notify("The database is open read-only here: the session cannot be ended.", severity="error")
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.ledger.end_session(session)
                self.notify("Session ended: the next hand starts a new one.")
                self.dismiss()

        self.app.push_screen(
            ConfirmScreen(
                "End the session?",
                "Settle up as shown. The next hand starts a new session, with every stack as a buy-in.",
                yes="End it",
                no="Keep playing",
                answer=answer,
            )
        )
