"""The table setup screen: game, stakes, players and the button.

It opens with the table used last time (or sensible defaults), so a dealer can start the
first hand with one key. Enter in any field starts the game.

An edit that changes the books or the seats is shown and confirmed before the table is
used: the session says what the next hand would book (a lowered stack is a cash-out, a
bigger one a re-buy, a new player a buy-in) and who would leave the table. A game with
fewer seats than the players entered does not drop anyone: the screen names who is over
the game's limit and the dealer lowers the count. A seat shown again never proposes a
name already at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.content import Content
from textual.widgets import Button, Header, Input, Select, Static

from binglao_tui.core.engine.table import Seat, SetupError, TableSetup
from binglao_tui.core.rules import Betting, Game
from binglao_tui.tui.render.ledger import table_changes_text
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.setup_problems import SetupProblem, field_of
from binglao_tui.tui.screens.setup_seats import SeatRows
from binglao_tui.tui.widgets.drop_down import DropDown
from binglao_tui.tui.widgets.footer_line import FooterLine
from binglao_tui.tui.widgets.game_select import GameSelect, ReadAgain
from binglao_tui.tui.widgets.in_order import OrderedButton, close_then, focus_now
from binglao_tui.tui.widgets.own_label import LabelledInput

if TYPE_CHECKING:  # a name only: the session loads with the first hand
    from binglao_tui.session.outcomes import TableChanges

ChangesOf = Callable[[TableSetup], "TableChanges | None"]
"""What confirming a table would change in the books and seats (None: nothing known yet)."""

_NUMBERS = (
    ("small_blind", "Small blind"),
    ("big_blind", "Big blind"),
    ("bb_ante", "Big-blind ante"),
    ("ante", "Ante, everyone"),
    ("straddle", "Straddle"),
    ("chip", "Smallest chip"),
)


class SetupScreen(SeatRows):
    """Ask for the table; dismisses with the :class:`TableSetup` the dealer confirmed."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+r", "remove_seat", "Remove"),
    ]
    # Start has the focus from the first frame. (Textual's default focused the first
    # panel, then on_mount moved it to Start: each move restyled a panel and every field in
    # it, two of the five restyles of the whole form before its first frame.)
    AUTO_FOCUS = "#start"

    def __init__(
        self,
        setup: TableSetup,
        games: Mapping[str, Game],
        *,
        first: bool = True,
        answer: Callable[[TableSetup | None], object] | None = None,
        changes: ChangesOf | None = None,
        refusal: str = "",
        read_again: ReadAgain | None = None,
    ) -> None:
        super().__init__()
        self.answer = answer
        self.setup = setup
        self.games = games
        self.first = first
        self.changes = changes
        self.refusal = refusal  # why no table can be started here (a read-only database)
        self.read_again = read_again  # the Game list reads the rules folders again as it opens
        self._resumed = False
        self._seat_rows = len(setup.seats)  # the rows made so far: the others when asked for

    # -- layout ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        setup = self.setup
        game = setup.game
        yield Header()
        with Horizontal(id="setup-columns"):
            with VerticalScroll(id="setup-stakes", classes="panel") as stakes:
                stakes.border_title = "Game and stakes"
                stakes.can_focus = False  # tab goes from field to field, not to the panels
                yield GameSelect(
                    self.games, game.id, read_again=self.read_again, id="game", label="Game"
                ).add_class("field-row", update=False)
                bettings = [(b.value, b.value) for b in Betting]
                yield DropDown(
                    bettings,
                    value=setup.structure.value,
                    allow_blank=False,
                    compact=True,
                    id="betting",
                    label="Betting",
                    classes="field-row",
                )
                for key, label in _NUMBERS:
                    yield self._labelled(label, str(getattr(setup, key)), id=key)
                yield Static(self._game_line(game), id="game-line")
            with VerticalScroll(id="setup-players", classes="panel") as players:
                players.border_title = "Players, clockwise"
                players.can_focus = False
                yield self._labelled("Players", str(len(setup.seats)), id="count")
                yield self._labelled("Button seat", str(setup.names.index(setup.button) + 1), id="button")
                with Grid(id="seats"):  # a row a seat: the name and the stack
                    for i in range(len(setup.seats)):
                        yield from self._seat(i)
        with Horizontal(id="setup-bottom"):
            yield OrderedButton("Start (enter)", variant="success", id="start", on_press=self.action_start)
            yield Static(self._hint(), id="setup-problem")
        yield FooterLine()

    def _labelled(self, label: str, value: str, *, id: str) -> LabelledInput:  # noqa: A002
        """A number field of the form that draws its own label."""
        return LabelledInput(
            label,
            value,
            on_submit=lambda _: self.action_start(),
            type="integer",
            compact=True,
            id=id,
            classes="number field-row",
        )

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        """Runs before Textual's own handler: the first resume comes just after the form
        was mounted and styled, and Textual would style all of it again before the first
        frame; a later one (back from a window or a hand) restyles as Textual does."""
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False

    def refuse(self, reason: str) -> None:
        """No table can be started here (a read-only database): say so (Start then refuses)."""
        self.refusal = reason
        self.query_one("#setup-problem", Static).update(Content.styled(f"✗ {reason}", "bold $text-error"))

    def _hint(self) -> Content:
        return Content.styled(
            "Tab: next field. Enter starts. Ctrl+R on a seat takes that player off the table. "
            "F5 hand history, F6 ledger.",
            "$foreground-muted",
        )

    @staticmethod
    def _game_line(game: Game) -> Content:
        if game.die is not None:
            what = f"the button's die decides each hand ({len(game.die.faces)} faces)"
        else:
            what = game.variant().describe
        return Content.assemble(
            (game.name, "bold"), f": {what}; {game.min_players}-{game.player_limit} players."
        )

    def on_mount(self) -> None:
        self.watch(self.query_one("#count", Input), "value", self._rows_for, init=False)
        self.sub_title = "Table setup"
        focus_now(self.query_one("#start", Button))
        if self.refusal:
            self.refuse(self.refusal)

    # -- reacting to the fields -------------------------------------------------------

    @property
    def rows(self) -> int:
        """One row per seat the largest game allows (never fewer than this table has)."""
        games = self.query_one("#game", GameSelect).games.values()
        return max(len(self.setup.seats), *(g.player_limit for g in games))

    @property
    def game(self) -> Game:
        select = self.query_one("#game", GameSelect)  # its games: as the folders were last read
        return select.games[select.value] if isinstance(select.value, str) else self.setup.game

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        game = self.game
        self.query_one("#betting", Select).value = game.betting.value
        self.query_one("#game-line", Static).update(self._game_line(game))
        self._over_the_limit()
        self.app.sub_title = game.name

    def _over_the_limit(self) -> None:
        """Name the players a game with fewer seats would not seat (nobody is dropped)."""
        game = self.game
        count = self._int("count", "Players", low=0, quiet=True)
        if count is None or count <= game.player_limit:
            self.query_one("#setup-problem", Static).update(self._hint())
            return
        over = [
            self.query_one(f"#name-{i}", Input).value.strip() or f"seat {i + 1}"
            for i in range(game.player_limit, min(count, self._seat_rows))
        ]
        self.query_one("#setup-problem", Static).update(
            Content.styled(
                f"! {game.name} seats at most {game.player_limit}: {', '.join(over)} "
                f"would have no seat. Set Players to {game.player_limit} to let them go, "
                "or choose another game.",
                "bold $text-warning",
            )
        )

    # -- reading the form -------------------------------------------------------------

    def _int(self, key: str, label: str, *, low: int, quiet: bool = False) -> int | None:
        text = self.query_one(f"#{key}", Input).value.strip()
        try:
            value = int(text)
        except ValueError:
            if quiet:
                return None
            raise SetupProblem(f"{label}: enter a whole number (got {text!r})", key) from None
        if value < low:
            if quiet:
                return None
            raise SetupProblem(f"{label}: must be at least {low} (got {value})", key)
        return value

    def read_setup(self) -> TableSetup:
        """The table as entered; a :class:`SetupProblem` naming the field if wrong (the
        engine's refusals too: among others, a table the deck cannot serve)."""
        game = self.game
        count = self._int("count", "Players", low=2)
        assert count is not None
        if count > game.player_limit:
            raise SetupProblem(f"Players: {game.name} seats at most {game.player_limit} (got {count})")
        seats: list[Seat] = []
        for i in range(count):
            name = self.query_one(f"#name-{i}", Input).value.strip()
            if not name:
                raise SetupProblem(f"Seat {i + 1}: enter the player's name", f"name-{i}")
            if name in (s.name for s in seats):
                raise SetupProblem(
                    f"Seat {i + 1}: {name!r} is already seated; names must differ", f"name-{i}"
                )
            stack = self._int(f"stack-{i}", f"Seat {i + 1} stack", low=0)
            assert stack is not None
            seats.append(Seat(name, stack))
        button = self._int("button", "Button seat", low=1)
        assert button is not None
        if button > count:
            raise SetupProblem(f"Button seat: choose a seat from 1 to {count} (got {button})", "button")
        numbers = {key: self._int(key, label, low=0) or 0 for key, label in _NUMBERS}
        for blind in ("small_blind", "big_blind"):
            if numbers[blind] < 1:  # a blind of 0 is no blind: the engine would post none
                label = dict(_NUMBERS)[blind]
                raise SetupProblem(f"{label}: a blind of 0 is no blind; enter at least 1 chip", blind)
        try:
            return self._table(game, seats, button, numbers)
        except SetupError as exc:  # the engine's words: the field they are about
            raise SetupProblem(str(exc), field_of(str(exc), [seat.name for seat in seats])) from None

    def _table(self, game: Game, seats: list[Seat], button: int, numbers: dict[str, int]) -> TableSetup:
        value = self.query_one("#betting", Select).value
        betting = Betting(value) if isinstance(value, str) else game.betting
        return TableSetup(
            game=game,
            seats=tuple(seats),
            button=seats[button - 1].name,
            betting=None if betting is game.betting else betting,
            small_blind=numbers["small_blind"],
            big_blind=numbers["big_blind"],
            bb_ante=numbers["bb_ante"],
            ante=numbers["ante"],
            straddle=numbers["straddle"],
            chip=numbers["chip"],
        )

    def _take_to(self, key: str) -> None:
        """Give the refused field the focus, marked, in view in its panel (the message is
        on the line beside Start, under the panels, always in view)."""
        field = self.query_one(f"#{key}")
        field.add_class("-refused")
        focus_now(field)
        field.scroll_visible(animate=False, immediate=True)

    def action_start(self) -> None:
        problem = self.query_one("#setup-problem", Static)
        if self.refusal:
            problem.update(Content.styled(f"✗ {self.refusal}", "bold $text-error"))
            self.app.bell()
            return
        for field in self.query(".-refused"):
            field.remove_class("-refused")
        try:
            setup = self.read_setup()
        except SetupProblem as exc:
            problem.update(Content.styled(f"✗ {exc}", "bold $text-error"))
            self._take_to(exc.field)
            self.app.bell()
            return
        changes = self.changes(setup) if self.changes is not None else None
        if changes is None or not changes.to_confirm:
            close_then(self, self.answer, setup)
            return

        def answer(yes: bool | None) -> None:
            if yes:
                close_then(self, self.answer, setup)
            else:
                problem.update(
                    Content.styled("Nothing was booked: change the table, or start again.", "$text-warning")
                )

        self.app.push_screen(
            ConfirmScreen(
                "Book these changes?",
                table_changes_text(changes),
                yes="Book and deal",
                no="Back to the setup",
            ),
            answer,
        )
