"""The table setup's seats: a row a seat, numbered as the real table, empty seats drawn.

:class:`SeatRows` is the part of the setup screen that holds the seats, composed by
:class:`~binglao_tui.tui.screens.setup.SetupScreen`: a row for each of the table's seats,
with the seat's number, the player's name (an empty name is an empty seat), his stack and
a mark when he sits out (``out``), is out of chips (``bust``: a stack typed in is his
re-buy) or waits to come in (``wait``). The rows of the table's
own seats are made with the first frame; the others (up to the largest game's) when the
seats field asks for them, hidden until then.

The screen's keys act on a row: :meth:`SeatRows.empty` (ctrl+r) takes the player off the
table, leaving his seat empty and every other player in his own; :meth:`SeatRows.toggle_out`
(ctrl+o) sits him out or brings him back; :meth:`SeatRows.go_to` (a digit, from the first
frame) goes to a seat by its number. :meth:`SeatRows.read` gives the seats as entered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.app import ComposeResult
from textual.containers import Grid
from textual.widget import Widget
from textual.widgets import Input, Static

from binglao_tui.core.engine.table import Seat, SeatState
from binglao_tui.tui.screens.setup_problems import SetupProblem
from binglao_tui.tui.table_memory import DEFAULT_STACK
from binglao_tui.tui.widgets.in_order import OrderedInput, focus_now
from binglao_tui.tui.widgets.own_label import LabelledInput

_MARKS = {SeatState.IN: "", SeatState.OUT: "out", SeatState.WAITING: "wait"}
_BUSTED = "bust"  # out of chips: a stack typed in is his re-buy, and he is in again


def _mark(player: Seat | None) -> str:
    """A seat's mark: ``out`` (sitting out), ``bust`` (out of chips), ``wait`` (coming in)."""
    if player is None:
        return ""
    if player.state is SeatState.OUT and player.stack == 0:
        return _BUSTED
    return _MARKS[player.state]


class SeatRows(Grid):
    """The seats' rows (see the module). ``seats`` are the players by seat number (with
    their state), ``size`` the seats shown; ``most`` says how many rows the largest game
    may need; ``submit`` is what enter in a field does (start)."""

    def __init__(
        self,
        seats: Sequence[Seat],
        size: int,
        *,
        most: Callable[[], int],
        submit: Callable[[], None],
        id: str = "seats",  # noqa: A002 - Textual's own keyword
    ) -> None:
        super().__init__(id=id)
        self._players = {seat.number: seat for seat in seats}
        self._count = size
        self._made = 0  # the rows made so far: the others when asked for
        self._most = most
        self._submit = submit
        self._carried: dict[int, str] = {}  # rows whose stack came with a moved player

    def compose(self) -> ComposeResult:
        for number in range(1, self._count + 1):
            yield from self._row(number)

    # -- the rows --------------------------------------------------------------------------

    def _row(self, number: int) -> tuple[Widget, Widget, Widget]:
        """Seat ``number``'s row: the name's field (drawing the seat's number before it),
        the stack's, and the sitting-out mark."""
        self._made = max(self._made, number)
        player = self._players.get(number)
        i = number - 1
        name = LabelledInput(
            f"{number:>2}",
            player.name if player is not None else "",
            on_submit=lambda _: self._submit(),
            label_width=3,
            compact=True,
            placeholder="empty",
            id=f"name-{i}",
            classes="seat-name",
        )
        stack = OrderedInput(
            str(player.stack) if player is not None else str(DEFAULT_STACK),
            on_submit=lambda _: self._submit(),
            type="integer",
            compact=True,
            id=f"stack-{i}",
            classes="seat-stack number",
        )
        mark = Static(_mark(player), id=f"mark-{i}", classes="seat-mark")
        return name, stack, mark

    @property
    def made(self) -> int:
        """The rows made so far."""
        return self._made

    def shown(self, i: int) -> bool:
        """Whether seat ``i + 1``'s row is in the form."""
        return i < self._made and self.screen.query_one(f"#name-{i}").display

    def show_seats(self, count: int) -> None:
        """Show the rows of seats 1 to ``count`` (made as needed, up to the largest game's)
        and hide the others (a player in a hidden seat leaves when the table is started)."""
        wanted = min(count, self._most())
        while self._made < wanted:
            self.mount(*self._row(self._made + 1))  # in the form at once (Widget.mount registers them)
        for i in range(self._made):
            for kind in ("name", "stack", "mark"):
                self.screen.query_one(f"#{kind}-{i}").display = i < count

    def field(self, kind: str, i: int) -> Input:
        return self.screen.query_one(f"#{kind}-{i}", Input)

    def name_at(self, i: int) -> str:
        return self.field("name", i).value.strip()

    def mark_at(self, i: int) -> str:
        return str(self.screen.query_one(f"#mark-{i}", Static).render()).strip()

    def state_at(self, i: int) -> SeatState:
        """Seat ``i + 1``'s player: in, or out (sitting out, or out of chips and not
        re-bought)."""
        mark = self.mark_at(i)
        if mark == _BUSTED:
            return SeatState.OUT if self.field("stack", i).value.strip() in ("", "0") else SeatState.IN
        return SeatState.OUT if mark == _MARKS[SeatState.OUT] else SeatState.IN

    def players_beyond(self, count: int) -> list[str]:
        """The players seated past seat ``count`` (hidden rows)."""
        return [self.name_at(i) for i in range(count, self._made) if self.name_at(i)]

    def on_input_changed(self, event: Input.Changed) -> None:
        """A seated player's name typed into an empty seat's row brings his stack and mark
        with him (he moves; the row's default stack is not his). Typed on into another
        name, the row is a new player's again."""
        i = self.seat_of(event.input)
        if i is None or event.input.id != f"name-{i}" or (i + 1) in self._players:
            return
        stack, mark = self.field("stack", i), self.screen.query_one(f"#mark-{i}", Static)
        moved = next((p for p in self._players.values() if p.name == event.value.strip()), None)
        if moved is not None and stack.value == str(DEFAULT_STACK):
            stack.value = self._carried[i] = str(moved.stack)
            mark.update(_mark(moved))
        elif moved is None and i in self._carried and stack.value == self._carried.pop(i):
            stack.value = str(DEFAULT_STACK)
            mark.update("")

    # -- the keys' work --------------------------------------------------------------------

    @staticmethod
    def seat_of(widget: Widget | None) -> int | None:
        """The seat (0 for seat 1) whose field ``widget`` is, else None."""
        kind, _, number = (widget.id or "").partition("-") if widget is not None else ("", "", "")
        return int(number) if kind in ("name", "stack") and number.isdigit() else None

    def go_to(self, number: int) -> Input | None:
        """The field to go to for seat ``number``: its stack when a player sits there
        (selected, so typing replaces it), else its name (an empty seat: a new player)."""
        i = number - 1
        if not self.shown(i):
            return None
        target = self.field("stack" if self.name_at(i) else "name", i)
        focus_now(target)
        target.select_all()
        return target

    def empty(self, i: int) -> str:
        """Take seat ``i + 1``'s player off the table (his seat empty); his name."""
        name = self.name_at(i)
        self.field("name", i).value = ""
        self.field("stack", i).value = str(DEFAULT_STACK)
        self.screen.query_one(f"#mark-{i}", Static).update("")
        return name

    def toggle_out(self, i: int) -> SeatState:
        """Sit seat ``i + 1``'s player out, or bring him back; his state now."""
        state = SeatState.IN if self.mark_at(i) == _MARKS[SeatState.OUT] else SeatState.OUT
        self.screen.query_one(f"#mark-{i}", Static).update(_MARKS[state])
        return state

    # -- reading -----------------------------------------------------------------------------

    def read(self, count: int, whole: Callable[[str, str], int]) -> list[Seat]:
        """The players of seats 1 to ``count`` as entered, by seat: :class:`SetupProblem`
        naming the field when a name is used twice or a stack is no number (``whole``
        reads a field's number, naming it)."""
        seats: list[Seat] = []
        for i in range(min(count, self._made)):
            name = self.name_at(i)
            if not name:
                continue
            if name in (s.name for s in seats):
                raise SetupProblem(
                    f"Seat {i + 1}: {name!r} is already seated; names must differ", f"name-{i}"
                )
            stack = whole(f"stack-{i}", f"Seat {i + 1} stack")
            state = self.state_at(i)
            if stack == 0 and state is SeatState.IN:
                why = "re-buy, sit him out (ctrl+o) or empty the seat (ctrl+r)"
                raise SetupProblem(f"Seat {i + 1}: {name} has no chips: {why}", f"stack-{i}")
            seats.append(Seat(name, stack, i + 1, state))
        return seats
