"""The table setup's seat rows: one row a seat, its number, the player's name and stack.

:class:`SeatRows` is the part of the setup screen that makes and shows the rows: the
table's own seats from the first frame, the others made as the player count asks for
them (hidden until then), and a seat shown again never proposing a name already at the
table. :class:`~binglao_tui.tui.screens.setup.SetupScreen` builds the rest of the form
(the game, the stakes, the button) and reads it.
"""

from __future__ import annotations

from textual import on
from textual.screen import Screen
from textual.widgets import Input

from binglao_tui.core.engine.table import TableSetup
from binglao_tui.tui.table_memory import DEFAULT_NAMES, DEFAULT_STACK
from binglao_tui.tui.widgets.field_row import FieldRow
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput


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

    def _seat(self, i: int) -> tuple[str, OrderedInput, OrderedInput]:
        """Seat ``i``'s row: its number, then the fields of its name and stack."""
        there = i < len(self.setup.seats)
        name = self.setup.seats[i].name if there else DEFAULT_NAMES[i]
        stack = self.setup.seats[i].stack if there else DEFAULT_STACK
        return (
            f"{i + 1:>2}",
            self._field(name, compact=True, id=f"name-{i}", classes="seat-name"),
            self._field(
                str(stack), type="integer", compact=True, id=f"stack-{i}", classes="seat-stack number"
            ),
        )

    def _rows_for(self, count: str) -> None:
        """Make the seat rows a player count needs, hidden, as soon as it is typed.

        The first frame has only the table's own seats: the rows the largest game could
        also seat, hidden until the count asks for them, were a sixth of the widgets made
        and styled before it (instructions to the first frame, benchmarks/first_frame.py:
        1,829 M -> 1,785 M with six seats). They are made here, from the count field's
        value watcher, so they are in the form as the value changes: before its Changed
        message is handled (which shows them, as it showed the hidden rows before) and
        before any key typed next. No timer, no worker.
        """
        try:
            wanted = min(int(count), self.rows)
        except ValueError:
            return
        players = self.query_one("#setup-players")
        while self._seat_rows < wanted:
            label, *fields = self._seat(self._seat_rows)
            row = FieldRow(label, id=f"seat-{self._seat_rows}", classes="seat-row")
            row.display = False
            players.mount(row)
            row.mount(*fields)  # in the form at once: the row is in it (Widget.mount registers)
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
            row = self.query_one(f"#seat-{i}")
            shown = i < count
            if shown and not row.display:
                self._fresh_name(i, taken)
            row.display = shown
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
            if self.query_one(f"#seat-{i}").display
        }
        if field.value.strip() not in taken | below:
            return
        field.value = next(
            name
            for name in (*DEFAULT_NAMES, *(f"Player {n}" for n in range(1, 100)))
            if name not in taken | below
        )
