"""The session ledger in the app: buy-ins, re-buys, stacks, results and who pays whom.

Chips bought at the table setup (a new player, a bigger stack, a re-buy after going bust)
are booked when the next hand is finished: the journal compares the stacks the hand
started with to the ledger's and books the difference (a voided hand books nothing).

Who pays whom comes right after the players' lines, before the stacks after each hand,
so that it is on screen at 80x24; the window scrolls with the keyboard (arrows, page up
and down, home and end), its tables being read, not navigated. ``[`` and ``]`` step to the
session before and after: the host can read the books of an evening already ended (the
cash game before a tournament, say). A session that ran a tournament shows the
tournament's money, since its chips are not money. Ending the session (``e``) leaves the
window open on the books to settle by, and says so on its first line; a session whose money
does not add up is named so first, and its difference booked as the bank's if the dealer
agrees. ``x``, ``a`` and ``v`` book an expense, an adjustment, or what a chip is worth in
the session shown (:mod:`.ledger_entry`), the ``book`` commands being shut out while the
app holds the database.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING, ClassVar, Protocol

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static
from textual.worker import get_current_worker

from binglao_tui.store.ledger import Ledger, LedgerSheet
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import difference_words
from binglao_tui.store.ledger_words import MONEY_COLUMNS, chip_cells, chip_columns, detail_lines
from binglao_tui.store.tournament import TournamentStore
from binglao_tui.tui.render.ledger import money_lines, money_title
from binglao_tui.tui.render.luck import luck_line
from binglao_tui.tui.render.plain import plain, plain_lines
from binglao_tui.tui.render.tournament import ledger_lines
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.ledger_entry import adjustment_form, chip_value_form, expense_form
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, focus_now

if TYPE_CHECKING:
    from binglao_tui.session.luck import AllIns, NightLuck
    from binglao_tui.session.outcomes import Refusal


class EndsSessions(Protocol):
    """What ends the ledger's session for the screen (the dealer's session does)."""

    def may_end_session(self) -> Refusal | None:
        """Why the session cannot end now (asked before the dealer confirms), or None."""
        ...

    def end_session(self) -> Refusal | None:
        """End the session, or say why not now."""
        ...


SUBTITLE = "[ ] sessions · e ends it · x expense · a adjust · v a chip's value"
SUBTITLE_POINTS = "[ ] sessions · e ends it · a adjust · v points or a chip's value"
"""The window's keys; a points-only session has no expense (no money is spent in it)."""


class LedgerScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """The ledger of one session (by default the latest, unless nothing is booked in it yet:
    then the last that has something, the books just ended)."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    LedgerScreen { align: center middle; }
    LedgerScreen DataTable { height: auto; }
    LedgerScreen #stacks-title { margin-top: 1; text-style: bold; }
    LedgerScreen #settlement { margin-top: 1; height: auto; }
    LedgerScreen #ledger-luck { margin-top: 1; height: auto; }
    LedgerScreen #ledger-news { text-style: bold; color: $text-success; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "dismiss", "Close"),
        Binding("e", "end_session", "End session"),
        Binding("left_square_bracket", "step(-1)", "Earlier session"),
        Binding("right_square_bracket", "step(1)", "Later session"),
        Binding("x", "money('expense')", "Expense"),
        Binding("a", "money('adjustment')", "Adjustment"),
        Binding("v", "money('chip')", "A chip's value"),
    ]

    def __init__(
        self, ledger: Ledger, session_id: int | None = None, ender: EndsSessions | None = None
    ) -> None:
        """``ender`` (the dealer's session) ends the open session, or says why not now (a
        hand being played); without it ``e`` closes the ledger's session itself (no hand
        can be in play then)."""
        super().__init__()
        self.ledger = ledger
        self.session_id = session_id
        self.ender = ender

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="ledger") as box:
            box.border_title = "Session ledger"
            box.border_subtitle = SUBTITLE
            yield Static("", id="ledger-news", markup=False)
            yield DataTable(cursor_type="none", zebra_stripes=True, id="ledger-table")
            yield Static("", id="settlement", markup=False)
            yield Static("", id="ledger-luck", markup=False)
            yield Static("Stacks after each hand", id="stacks-title")
            yield DataTable(cursor_type="none", zebra_stripes=True, id="stacks-table")

    def on_mount(self) -> None:
        news = self.query_one("#ledger-news", Static)
        news.display = False
        if self.session_id is None:
            # the latest session; right after one is ended, the one just ended (the new
            # session has nothing booked yet), as `binglao-tui ledger` shows it
            found = self.ledger.session_to_show()
            self.session_id = None if found is None else found[0]
            if found is not None and found[0] != found[1]:
                news.update(
                    f"Showing session {found[0]}: session {found[1]} has nothing booked yet (] goes to it)."
                )
                news.display = True
        self._fill()
        self._scroll_with_keys()

    def action_step(self, by: int) -> None:
        """Show the session ``by`` places before (-1) or after (+1) the one shown."""
        known = self.ledger.session_ids()
        if self.session_id not in known:
            return
        index = known.index(self.session_id) + by
        if not 0 <= index < len(known):
            which = "first" if by < 0 else "latest"
            self.notify(f"Session {self.session_id} is the {which} one.")
            return
        self.session_id = known[index]
        self.query_one("#ledger-news").display = False  # it spoke of the session shown before
        self._fill()
        self.query_one("#ledger", VerticalScroll).scroll_home(animate=False)

    def _fill(self) -> None:
        """Draw the ledger of the session shown (``self.session_id``)."""
        session = self.session_id
        table = self.query_one("#ledger-table", DataTable)
        table.clear(columns=True)
        text = self.query_one("#settlement", Static)
        stacks = self.query_one("#stacks-table", DataTable)
        stacks.clear(columns=True)
        title = self.query_one("#stacks-title", Static)
        box = self.query_one("#ledger", VerticalScroll)
        self._show_luck(session)
        if session is None:
            table.add_columns(*MONEY_COLUMNS)
            text.update("No session yet: the ledger starts with the first hand.")
            stacks.display = title.display = False
            return
        sheet = self.ledger.sheet(session)
        money = sheet.money
        ended = " · ended" if sheet.ended_at else ""
        hands = f"{sheet.hands} hand" + ("" if sheet.hands == 1 else "s")
        if sheet.games_words:
            hands += f" ({sheet.games_words})"
        box.border_title = f"Session {session} ledger · {hands}{ended}{money_title(money.money)}"
        box.border_subtitle = SUBTITLE_POINTS if money.money.points_only else SUBTITLE
        stored = TournamentStore(self.ledger.db).for_session(session)
        table.display = stored is None
        stacks.display = title.display = stored is None
        if stored is not None:  # a tournament's chips are not money: show its money
            box.border_title = f"Session {session} · a tournament{ended}"
            players = tuple(sorted(stored.tournament.seats))
            text.update(plain_lines([*ledger_lines(stored.tournament), *detail_lines(money, players)]))
            return
        table.add_columns(*chip_columns(money.money))
        for line in sheet.players:
            table.add_row(
                plain(line.player), *chip_cells(line, money.money), key=line.player
            )  # a name is data
        title.update("Stacks after each hand")
        self._fill_stacks(stacks, sheet)
        text.update(plain_lines(money_lines(sheet)))

    def _show_luck(self, session: int | None) -> None:
        """The night's luck at the all-ins dealt out: the hands read here, counted in a
        worker thread (the equity), the line ``counting…`` meanwhile."""
        line = self.query_one("#ledger-luck", Static)
        stored = None if session is None else TournamentStore(self.ledger.db).for_session(session)
        line.display = session is not None and stored is None
        if session is None or stored is not None:
            return
        # the luck's code, only for a cash session's ledger
        from binglao_tui.session.luck import NightLuck, all_in_hands

        # the app's games when it has them (a house game's hands replay with it)
        found = all_in_hands(self.ledger.db, session, getattr(self.app, "games", None))
        if not found.hands:  # nothing to count: said at once
            line.update(luck_line(NightLuck(session, [], 0, found.left_out, found.not_replayed)))
            return
        line.update(luck_line(None))
        self.run_worker(lambda: self._count_luck(found), thread=True, exclusive=True, group="luck")

    def _count_luck(self, found: AllIns) -> None:
        """In a worker thread: count the all-ins, then draw the line on the app's thread."""
        from binglao_tui.session.luck import count_luck  # numpy: only when counted

        try:
            luck: NightLuck | str = count_luck(found)
        except ValueError as exc:  # the equity's refusal: said, never a crash
            luck = str(exc)
        if get_current_worker().is_cancelled:
            return
        with suppress(RuntimeError):  # the app may have closed meanwhile
            self.app.call_from_thread(self._luck_counted, found.session_id, luck)

    def _luck_counted(self, session: int, luck: NightLuck | str) -> None:
        if self.is_attached and session == self.session_id:
            self.query_one("#ledger-luck", Static).update(luck_line(luck))

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

    def action_money(self, what: str) -> None:
        """x, a, v: an expense, an adjustment, or what a chip is worth, booked in the
        session shown (the form checks what is typed; the ledger is drawn again after)."""
        session = self.session_id
        if session is None:
            self.notify("No session yet: the ledger starts with the first hand.")
            return
        if self.ledger.db.read_only:
            self.notify("The database is open read-only here: nothing can be booked.", severity="error")
            return
        forms = {"expense": expense_form, "adjustment": adjustment_form, "chip": chip_value_form}

        def booked(done: bool | None) -> None:
            if done:
                self._fill()

        self.app.push_screen(forms[what](self.ledger.db, session), booked)

    def action_end_session(self) -> None:
        """Close the session (after asking): the next hand opens a new one."""
        session = self.ledger.current_session()
        if session is None:
            self.notify("No session is open.")
            return
        if self.session_id is not None and self.session_id != session:
            self.notify(f"Session {self.session_id} has ended already: ] goes to the open one.")
            return
        if self.ledger.db.read_only:
            self.notify("The database is open read-only here: the session cannot be ended.", severity="error")
            return
        refused = self.ender.may_end_session() if self.ender is not None else None
        if refused is not None:  # said at once, not after the dealer has confirmed
            self.notify(f"The session goes on: {refused}.", severity="error")
            return

        money = self.ledger.sheet(session).money
        difference = "" if money.balanced else difference_words(money.difference, money.money)

        def answer(yes: bool | None) -> None:
            if not yes:
                return
            if difference:  # the balance check: the difference is named, then booked as the bank's
                SessionBooks(self.ledger.db).book_difference(session)
            refusal = None
            if self.ender is not None:
                refusal = self.ender.end_session()
            else:
                self.ledger.end_session(session)
            if refusal is not None:
                self.notify(f"The session goes on: {refusal}.", severity="error")
                return
            # Said here, above the books to settle by, and the window stays open on them:
            # a toast over the hand screen covered the pot and the board, as the others did.
            self._fill()
            news = self.query_one("#ledger-news", Static)
            news.update(f"Session {session} ended: settle up as shown. The next hand starts a new one.")
            news.display = True
            self.query_one("#ledger", VerticalScroll).scroll_home(animate=False)

        detail = "Settle up as shown. The next hand starts a new session, with every stack as a buy-in."
        if difference:
            detail = (
                f"The books do not balance: {difference}. Ending books the difference as "
                f"{money.money.bank_name}'s, then settle up as shown. {detail.split('. ', 1)[1]}"
            )
        self.app.push_screen(
            ConfirmScreen(
                "End the session?",
                detail,
                yes="Book it and end" if difference else "End it",
                no="Keep playing",
                answer=answer,
            )
        )
