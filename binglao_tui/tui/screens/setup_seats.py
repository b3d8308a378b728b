"""The table setup's seat rows: one row a seat, its number, the player's name and stack.

:class:`SeatRows` is the part of the setup screen that makes and shows the rows: the
table's own seats from the first frame, the others made as the player count asks for
them (hidden until then), and a seat shown again never proposing a name already at the
table. :class:`~binglao_tui.tui.screens.setup.SetupScreen` builds the rest of the form
(the game, the stakes, the button) and reads it.

Ctrl+R on a seat's name or stack takes that player off the table: the rows below move up
a seat (the clockwise order kept), the count goes down by one and the button stays with
its player, or goes on to the next player clockwise when his own seat is the one
emptied. Nothing is booked here: a player leaving with chips is a cash-out, shown and
confirmed as the table is started. Under a dead button the session keeps the rotation,
the emptied seat's blind or button dead as after a bust
(:meth:`~binglao_tui.core.engine.table.TableSetup.keeping_positions_of`).
"""

from __future__ import annotations

from textual import on
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static

from binglao_tui.core.engine.table import TableSetup
from binglao_tui.tui.table_memory import DEFAULT_NAMES, DEFAULT_STACK
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput, focus_now
from binglao_tui.tui.widgets.own_label import LabelledInput


class SeatRows(KeysInOrder, Screen[TableSetup]):
    """The seat rows of the table setup (the screen sets ``setup`` and ``_seat_rows``)."""

    setup: TableSetup  # the table the form opened with
    _seat_rows: int  # the rows made so far: the others when asked for

    @property
    def rows(self) -> int:
        """The most rows the form may need (the largest game's seats)."""
        raise NotImplementedError

    def action_start(self) -> None:
        """Enter in a field: start with the table as entered."""
        raise NotImplementedError

    def _over_the_limit(self) -> None:
        """Say who a game with fewer seats would not seat."""
        raise NotImplementedError

    def _seat(self, i: int) -> tuple[LabelledInput, OrderedInput]:
        """Seat ``i``'s row of the seats' grid: the name's field (which draws the seat's
        number before it), then the stack's."""
        there = i < len(self.setup.seats)
        name = self.setup.seats[i].name if there else DEFAULT_NAMES[i]
        stack = self.setup.seats[i].stack if there else DEFAULT_STACK
        return (
            LabelledInput(
                f"{i + 1:>2}",
                name,
                on_submit=lambda _: self.action_start(),
                label_width=3,
                compact=True,
                id=f"name-{i}",
                classes="seat-name",
            ),
            self._field(
                str(stack), type="integer", compact=True, id=f"stack-{i}", classes="seat-stack number"
            ),
        )

    def _seat_shown(self, i: int) -> bool:
        """Whether seat ``i``'s row is in the form (the count asks for it)."""
        return self.query_one(f"#name-{i}").display

    def _show_seat(self, i: int, shown: bool) -> None:
        """Show or hide seat ``i``'s row: its two fields (the grid closes up around them)."""
        for kind in ("name", "stack"):
            self.query_one(f"#{kind}-{i}").display = shown

    def _rows_for(self, count: str) -> None:
        """Make the seat rows a player count needs, hidden, as soon as it is typed.

        The first frame has only the table's own seats: the rows the largest game could
        also seat, hidden until the count asks for them, were a sixth of the widgets made
        and styled before it. They are made here, from the count field's
        value watcher, so they are in the form as the value changes: before its Changed
        message is handled (which shows them, as it showed the hidden rows before) and
        before any key typed next. No timer, no worker.
        """
        try:
            wanted = min(int(count), self.rows)
        except ValueError:
            return
        seats = self.query_one("#seats")
        while self._seat_rows < wanted:
            fields = self._seat(self._seat_rows)
            for field in fields:
                field.display = False
            seats.mount(*fields)  # in the form at once (Widget.mount registers them)
            self._seat_rows += 1

    def _field(self, value: str, **options: object) -> OrderedInput:
        """A field of the form: enter in it starts at once (the keys after it stay in order)."""
        return OrderedInput(value, on_submit=lambda _: self.action_start(), **options)

    @on(Input.Changed, "#count")
    def _count_changed(self, event: Input.Changed) -> None:
        try:
            count = int(event.value)
        except ValueError:
            return
        taken: set[str] = set()
        for i in range(self._seat_rows):
            shown = i < count
            if shown and not self._seat_shown(i):
                self._fresh_name(i, taken)
            self._show_seat(i, shown)
            if shown:
                taken.add(self.query_one(f"#name-{i}", Input).value.strip())
        self._over_the_limit()

    def _fresh_name(self, seat: int, taken: set[str]) -> None:
        """A seat shown again keeps its name unless someone above already has it: then it
        gets the first default name nobody at the table has (never a second "Fay")."""
        field = self.query_one(f"#name-{seat}", Input)
        below = {
            self.query_one(f"#name-{i}", Input).value.strip()
            for i in range(seat + 1, self._seat_rows)
            if self._seat_shown(i)
        }
        if field.value.strip() not in taken | below:
            return
        field.value = self._free_name(taken | below)

    @staticmethod
    def _free_name(taken: set[str]) -> str:
        """The first default name not in ``taken``."""
        return next(n for n in (*DEFAULT_NAMES, *(f"Player {n}" for n in range(1, 100))) if n not in taken)

    # -- taking a player off the table ----------------------------------------------------

    @staticmethod
    def _seat_of(widget: Widget | None) -> int | None:
        """The seat (0 for the first) whose name or stack ``widget`` is, else None."""
        kind, _, number = (widget.id or "").partition("-") if widget is not None else ("", "", "")
        return int(number) if kind in ("name", "stack") and number.isdigit() else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+R is offered (in the footer) only on a seat's row."""
        if action == "remove_seat":
            return self._seat_of(self.focused) is not None
        return True

    def action_remove_seat(self) -> None:
        """Take the player of the focused seat off the table (see the module)."""
        focused = self.focused
        seat = self._seat_of(focused)
        if focused is None or seat is None:
            return
        problem = self.query_one("#setup-problem", Static)
        count = sum(1 for i in range(self._seat_rows) if self._seat_shown(i))
        if count <= 2:
            problem.update(
                Content.styled("✗ A hand needs two players: nobody else can leave.", "bold $text-error")
            )
            self.app.bell()
            return
        leaving = self.query_one(f"#name-{seat}", Input).value.strip() or f"seat {seat + 1}"
        with self.prevent(Input.Changed):  # the rows are set here, not by the count's handler
            for i in range(seat, count - 1):
                for kind in ("name", "stack"):
                    self.query_one(f"#{kind}-{i}", Input).value = self.query_one(
                        f"#{kind}-{i + 1}", Input
                    ).value
            staying = {self.query_one(f"#name-{i}", Input).value.strip() for i in range(count - 1)}
            self.query_one(f"#name-{count - 1}", Input).value = self._free_name(staying | {leaving})
            self.query_one(f"#stack-{count - 1}", Input).value = str(DEFAULT_STACK)  # a new seat if shown
            self._show_seat(count - 1, False)
            self.query_one("#count", Input).value = str(count - 1)
            button = self.query_one("#button", Input)
            if button.value.strip().isdigit():
                at = int(button.value) - 1
                if at > seat or (at == seat and at == count - 1):  # with his player; the next one's
                    button.value = str(at if at > seat else 1)
        kind = (focused.id or "").partition("-")[0]
        focus_now(self.query_one(f"#{kind}-{min(seat, count - 2)}", Input))
        self._over_the_limit()
        problem.update(
            Content.styled(
                f"{leaving} is off the table: the seats below moved up. The changes are shown "
                "before the next hand is dealt.",
                "$text-warning",
            )
        )
