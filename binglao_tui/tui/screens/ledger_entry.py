"""A session's money typed in the ledger (F6): an expense (``x``), an adjustment (``a``),
or what a chip is worth (``v``), while the app holds the database (the ``book`` commands
cannot write then).

One small form a time: its fields in order, enter on the last (or ctrl+s) books it. The
store checks what was typed (a player of the session, an amount, a reason); a refusal is
said under the form in the store's words, and nothing is booked until the form is right.
Escape leaves without booking.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from binglao_tui.core.entry import printable
from binglao_tui.store.db import Database
from binglao_tui.store.errors import StoreError
from binglao_tui.store.ledger import Ledger
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import Money, SessionMoney, read_money
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.field_row import FieldRow
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput, focus_now

Submit = Callable[[Mapping[str, str]], str | None]
"""Books what the form holds; returns why not (then nothing is booked), or None."""


@dataclass(frozen=True, slots=True)
class Field:
    key: str
    label: str
    placeholder: str = ""
    value: str = ""


class MoneyEntryScreen(KeysInOrder, DrawnOverScreens, ModalScreen[bool]):
    """A small form; dismisses with True once what it holds is booked."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    MoneyEntryScreen { align: center middle; }
    MoneyEntryScreen #entry { width: 70; height: auto; }
    MoneyEntryScreen Input { width: 1fr; }
    MoneyEntryScreen #entry-problem { color: $text-error; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "submit", "Book it"),
    ]

    def __init__(self, title: str, fields: Sequence[Field], submit: Submit) -> None:
        super().__init__()
        self.title_text = title
        self.fields = tuple(fields)
        self.submit = submit

    def compose(self) -> ComposeResult:
        with Vertical(classes="panel-window", id="entry") as box:
            box.border_title = self.title_text
            box.border_subtitle = "enter on the last field books it · escape leaves"
            for field in self.fields:
                yield FieldRow(
                    f"{field.label:<12}",
                    OrderedInput(
                        field.value,
                        placeholder=field.placeholder,
                        compact=True,
                        id=f"entry-{field.key}",
                        on_submit=self._entered,
                    ),
                )
            yield Static("", id="entry-problem", markup=False)

    def on_mount(self) -> None:
        self.query_one("#entry-problem", Static).display = False
        focus_now(self.query_one(f"#entry-{self.fields[0].key}", Input))

    def _entered(self, field: Input) -> None:
        """Enter: the next field, or (on the last) book it."""
        keys = [f"entry-{f.key}" for f in self.fields]
        index = keys.index(field.id or "")
        if index + 1 < len(keys):
            focus_now(self.query_one(f"#{keys[index + 1]}", Input))
        else:
            self.action_submit()

    def action_submit(self) -> None:
        values = {f.key: self.query_one(f"#entry-{f.key}", Input).value for f in self.fields}
        problem = self.submit(values)
        said = self.query_one("#entry-problem", Static)
        if problem is None:
            self.dismiss(True)
            return
        said.update(printable(problem[:1].upper() + problem[1:] + "."))
        said.display = True

    def action_cancel(self) -> None:
        self.dismiss(False)


# --- the three forms -------------------------------------------------------------------


def _names(text: str) -> tuple[str, ...]:
    return tuple(name.strip() for name in text.split(",") if name.strip())


def _player(text: str, players: Sequence[str]) -> str:
    """The player typed, matched to the session's players whatever the case."""
    typed = text.strip()
    found = [p for p in players if p.casefold() == typed.casefold()]
    return found[0] if len(found) == 1 else typed


def expense_form(db: Database, session: int) -> MoneyEntryScreen:
    """x: an expense paid by a player, shared by everyone (or those named)."""
    ledger = Ledger(db)
    money = ledger.money(session)
    players = ledger.session_players(session)

    def submit(values: Mapping[str, str]) -> str | None:
        amount = read_money(values["amount"], money)
        if amount is None:
            return "the amount is money, such as 24.50"
        try:
            SessionBooks(db).add_expense(
                session,
                _player(values["payer"], players),
                amount,
                values["what"],
                tuple(_player(n, players) for n in _names(values["shared"])),
            )
        except StoreError as exc:
            return str(exc)
        return None

    return MoneyEntryScreen(
        f"Session {session} · an expense",
        [
            Field("payer", "Paid by", ", ".join(players[:6])),
            Field("amount", "Amount", "24.50"),
            Field("what", "For", "pizza"),
            Field("shared", "Shared by", "blank: everyone; else names, commas between"),
        ],
        submit,
    )


def adjustment_form(db: Database, session: int) -> MoneyEntryScreen:
    """a: an amount added to (or, with a minus sign, taken from) a player, with a reason."""
    ledger = Ledger(db)
    money = ledger.money(session)
    players = ledger.session_players(session)

    def submit(values: Mapping[str, str]) -> str | None:
        amount = read_money(values["amount"], money, signed=True)
        if amount is None:
            return (
                "the amount is a whole number of points" if money.points_only else "the amount is 5.00 or -5"
            )
        try:
            SessionBooks(db).adjust(session, _player(values["player"], players), amount, values["reason"])
        except StoreError as exc:
            return str(exc)
        return None

    example = "10 or -10" if money.points_only else "5.00, or -5 to take it"
    return MoneyEntryScreen(
        f"Session {session} · an adjustment",
        [
            Field("player", "Player", ", ".join(players[:6])),
            Field("amount", "Amount", example),
            Field("reason", "Reason", "dealt all night"),
        ],
        submit,
    )


def chip_value_form(db: Database, session: int) -> MoneyEntryScreen:
    """v: what one chip is worth in the session, or "points" for a session of points only."""
    current = Ledger(db).money(session)

    def submit(values: Mapping[str, str]) -> str | None:
        text = values["value"].strip().casefold()
        books = SessionBooks(db)
        try:
            if text in ("points", "point"):
                books.set_money(session, money=Money.POINTS)
                return None
            cents = read_money(text, SessionMoney(Money.MONEY, 100, current.settle, None))
            if cents is None or cents < 1:
                return "a chip is worth an amount such as 0.25, or type points"
            books.set_money(session, money=Money.MONEY, chip_value=cents)
        except StoreError as exc:
            return str(exc)
        return None

    shown = "points" if current.points_only else f"{current.chip_value // 100}.{current.chip_value % 100:02d}"
    return MoneyEntryScreen(
        f"Session {session} · what a chip is worth",
        [Field("value", "A chip is", "0.25, or points", shown)],
        submit,
    )
