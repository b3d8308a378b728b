"""The hand screen's middle column: pots, board and stub, then the latest actions.

The column is as tall as the table beside it, which at 80x24 is about a dozen rows and
shrinks further while the entry line or a note is open under the table. Six seats with
two side pots took all of them, and the latest action (what the dealer looks for after
an all-in) was below the fold. The column lays its text out for the rows it has each time
the hand or its own size changes (:func:`~binglao_tui.tui.render.middle.fit_middle`): the
log keeps its heading and its newest lines, and the pots give up their blank lines, then
their second lines, then share one line.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from binglao_tui.core.engine.hand import Hand
from binglao_tui.tui.render.middle import Fit, fit_middle, history_content, middle_content


class MiddleColumn(VerticalScroll):
    """The pots, board and stub (``#middle``) over the latest actions (``#history``)."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id, classes=classes)
        self._hand: Hand | None = None
        self._shown: tuple[Hand, Fit] | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="middle")
        yield Static(id="history")

    @property
    def fit(self) -> Fit | None:
        """The layout shown now (None before the first hand)."""
        return None if self._shown is None else self._shown[1]

    def show(self, hand: Hand) -> None:
        """Show ``hand``, laid out for the rows the column has now."""
        self._hand = hand
        self._lay_out()

    def _rows(self) -> int | None:
        rows = self.scrollable_content_region.height
        return rows if rows > 0 else None  # not laid out yet

    def _lay_out(self) -> None:
        hand = self._hand
        if hand is None:
            return
        fit = fit_middle(hand, self._rows())
        if self._shown is not None and self._shown[0] is hand and self._shown[1] is fit:
            return  # the same hand in the same room: nothing to draw again
        self._shown = (hand, fit)
        self.query_one("#middle", Static).update(middle_content(hand, fit))
        self.query_one("#history", Static).update(history_content(hand, fit))

    def on_resize(self, event: events.Resize) -> None:
        self._lay_out()
