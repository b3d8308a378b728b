"""The deal: ICM, chip chop and a blend side by side, so the table can agree on one.

The amounts come from the core (:func:`~binglao_tui.core.tournament.deal.make_deal`) for
the stacks of the players left and the prizes still to be won. The director can save an
amount for the winner (the players play on for it), give the chip chop the last place's
prize as a floor, and set the ICM share of the blend; ``i``, ``c`` or ``b`` then books
ICM, the chip chop or the blend to the ledger once the table agrees (confirmed first).

A number is never a command here: the booking keys were ``1``, ``2`` and ``3``, and
``10`` typed for the amount saved for the winner, with the field not focused, asked
"Book the ICM deal?". A digit (or a minus sign or a point) typed outside the two number
fields is refused, saying where numbers go.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Label, Static

from binglao_tui.core.entry import printable, read_whole_number
from binglao_tui.core.tournament.deal import Deal, DealError, DealTerms, make_deal
from binglao_tui.core.tournament.prizes import money_text
from binglao_tui.core.tournament.records import DealRecord
from binglao_tui.session import TournamentSession
from binglao_tui.tui.render.clock import chips_text
from binglao_tui.tui.render.plain import plain_lines
from binglao_tui.tui.render.tournament import columns
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.tournament_setup import TournamentProblem, read_money
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import OrderedInput

METHODS = (("icm", "ICM"), ("chip-chop", "Chip chop"), ("blend", "Blend"))
_NUMBER_KEYS = ",".join([*"0123456789", "minus", "full_stop"])
"""The keys of a number: outside the number fields they are refused, never a command."""


def deal_lines(players: tuple[str, ...], deal: Deal) -> list[str]:
    """Each player's chips and what each method gives him, side by side, with the totals."""
    chips = sum(line.stack for line in deal.lines)
    blend = f"Blend {deal.terms.icm_percent}%"
    chop = "Chip chop (floor)" if deal.terms.floor else "Chip chop"
    rows = [
        [
            printable(player),
            chips_text(line.stack),
            f"{100 * line.stack / chips:.1f}%",
            money_text(line.icm),
            money_text(line.chip_chop),
            money_text(line.blend),
        ]
        for player, line in zip(players, deal.lines, strict=True)
    ]
    rows.append(["Total", chips_text(chips), "100.0%", *[money_text(deal.dealt)] * 3])
    header = ["Player", "Chips", "Share", "i ICM", f"c {chop}", f"b {blend}"]
    lines = columns(header, rows, [False, True, True, True, True, True])
    if deal.saved:
        lines += ["", f"Saved for the winner: {money_text(deal.saved)} (the players play on for it)."]
    return lines


def _label(text: str) -> Label:
    """A field's label, a column wider than the text: the app's 16 columns made 'Saved for
    winner' run into its value ('Saved for winner0')."""
    label = Label(text, classes="field-label")
    label.styles.width = 18
    return label


class DealScreen(ModalScreen[str | None]):
    """The three ways to share the prizes left; books the one the table agrees on."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("i", "book(0)", "Book ICM"),
        Binding("c", "book(1)", "Book chip chop"),
        Binding("b", "book(2)", "Book blend"),
        Binding(_NUMBER_KEYS, "number_outside", show=False),
        Binding("ctrl+f", "floor", "Floor"),
        Binding("escape", "dismiss", "Close"),
    ]

    def __init__(self, director: TournamentSession) -> None:
        super().__init__()
        self.director = director
        self.floor = False
        self.deal: Deal | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="deal") as window:
            window.border_title = "A deal: ICM, chip chop and blend"
            with Horizontal(classes="field-row"):
                yield _label("Saved for winner")
                yield OrderedInput("0", compact=True, id="deal-saved")
            with Horizontal(classes="field-row"):
                yield _label("Blend: ICM %")
                yield OrderedInput("50", compact=True, id="deal-icm")
            yield Static(id="deal-table", markup=False)
            yield Static(id="deal-note")
        yield Footer()

    def on_mount(self) -> None:
        self._show()

    def _terms(self) -> DealTerms:
        saved = read_money(self.query_one("#deal-saved", Input).value or "0", "Saved for the winner")
        text = self.query_one("#deal-icm", Input).value
        percent = read_whole_number(text)
        if percent is None:
            raise TournamentProblem(f"Blend: enter the ICM share in per cent (got {text!r})")
        return DealTerms(saved=saved, floor=self.floor, icm_percent=percent)

    @on(Input.Changed)
    def _changed(self) -> None:
        self._show()

    def _show(self) -> None:
        t = self.director.tournament
        note = self.query_one("#deal-note", Static)
        table = self.query_one("#deal-table", Static)
        try:
            terms = self._terms()
            self.deal = make_deal([s for _, s in t.stacks], t.prizes_left(), terms)
        except (TournamentProblem, DealError) as exc:
            self.deal = None
            note.update(Content.styled(f"✗ {exc}", "bold $text-error"))
            return
        table.update(plain_lines(deal_lines(tuple(p for p, _ in t.stacks), self.deal)))
        floor = "on" if self.floor else "off"
        note.update(
            Content.styled(
                f"Chip chop floor (ctrl+f): {floor}. i, c or b books that column.", "$foreground-muted"
            )
        )

    def action_number_outside(self) -> None:
        """A number typed with neither number field focused: refused, never a command."""
        self.app.bell()
        self.query_one("#deal-note", Static).update(
            Content.styled(
                "✗ A number goes in a field: tab to 'Saved for winner' or 'Blend: ICM %'.",
                "bold $text-error",
            )
        )

    def action_floor(self) -> None:
        self.floor = not self.floor
        self._show()

    def action_book(self, column: int) -> None:
        deal = self.deal
        if deal is None:
            self.app.bell()
            return
        method, name = METHODS[column]
        amounts = tuple((line.icm, line.chip_chop, line.blend)[column] for line in deal.lines)
        players = tuple(p for p, _ in self.director.tournament.stacks)
        record = DealRecord(players, amounts, method, saved=deal.saved)

        def agreed(yes: bool | None) -> None:
            if not yes:
                return
            refusal = self.director.agree_deal(record)
            if refusal is not None:
                self.query_one("#deal-note", Static).update(
                    Content.styled(f"✗ {refusal}", "bold $text-error")
                )
                return
            self.dismiss(f"Deal booked ({name}).")  # the app says it where it covers nothing

        shares = "; ".join(f"{printable(p)} {money_text(a)}" for p, a in zip(players, amounts, strict=True))
        if deal.saved:
            shares += f"; saved for the winner {money_text(deal.saved)}"
        shares += "."  # the dialog shows it as plain text: a name is data, never markup
        self.app.push_screen(
            ConfirmScreen(f"Book the {name} deal?", shares, yes="Book it", no="Not yet"), agreed
        )
