"""The table setup screen: game, stakes, and the seat map (players by their seats' numbers).

It opens with the table as it stands (or the one used last time, or sensible defaults),
so a dealer can start the first hand with one key. Enter in any field starts the game.

The players' panel is the real table: a row a seat, numbered clockwise, empty seats drawn
(:class:`~binglao_tui.tui.screens.setup_seats.SeatRows`). From the first frame a digit goes
to a seat by its number (0 for seat 10; escape leaves a field first): its stack,
selected, or for an empty seat its name, so setting one stack is the seat's digit, the
amount and enter, and seating a new player is the seat's digit, his name, tab, his stack
and enter. Ctrl+R on a seat empties
it (the player leaves; nobody else moves), Ctrl+O sits its player out or brings him back.
A player typed into another seat has moved; a bigger stack is a re-buy, a smaller one a
cash-out.

Between hands every change is confirmed once before the next deal
(a review from the dealer's session, :class:`SetupReview`): the dealer is first asked, for each new
player and each player back owing blinds, whether he posts and plays at once or waits for
the big blind; then one confirmation says who moved, who is new and what each posts, where
the button and the blinds are and why, who waits, and what the books will say.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Header, Input, Select, Static

from binglao_tui.core.engine.table import Seat, SeatState, SetupError, TableSetup
from binglao_tui.core.rules import Betting, Game
from binglao_tui.tui.render.ledger import table_changes_text
from binglao_tui.tui.screens.dialogs import ConfirmScreen
from binglao_tui.tui.screens.setup_problems import SetupProblem, field_of
from binglao_tui.tui.screens.setup_seats import SeatRows
from binglao_tui.tui.widgets.drop_down import DropDown
from binglao_tui.tui.widgets.footer_line import FooterLine
from binglao_tui.tui.widgets.game_select import GameSelect, ReadAgain
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedButton, close_then, focus_now
from binglao_tui.tui.widgets.own_label import LabelledInput

if TYPE_CHECKING:  # a name only: the session loads with the first hand
    from binglao_tui.core.mixed import Rotation
    from binglao_tui.session.outcomes import TableChanges

_NUMBERS = (
    ("small_blind", "Small blind"),
    ("big_blind", "Big blind"),
    ("bb_ante", "Big-blind ante"),
    ("ante", "Ante, everyone"),
    ("straddle", "Straddle"),
    ("chip", "Smallest chip"),
)


class SetupReview(Protocol):
    """What the dealer's session says of a table set up again (see
    :class:`binglao_tui.session.table_form.TableReview`)."""

    @property
    def problem(self) -> str | None:
        """Why the table cannot be (a step the seat map refuses), or None."""

    @property
    def questions(self) -> Sequence[tuple[str, str]]:
        """The players to ask whether they post and play now or wait, with the question."""

    @property
    def changes_anything(self) -> bool:
        """Whether anything at the table changes."""

    def lines(self, posts: Mapping[str, bool]) -> list[str]:
        """The confirmation's words with the answers ``posts``."""

    def books(self, posts: Mapping[str, bool]) -> TableChanges:
        """What the books will say."""


ReviewOf = Callable[[TableSetup, bool], "SetupReview | None"]
"""The review of a table as entered, the button moved by hand or not (None: nothing to
review, the journal not open yet)."""


@dataclass(frozen=True, slots=True)
class TableChosen:
    """The table the dealer confirmed: as entered (``table``: the players in as its seats,
    those sitting out away), whether he set the button's seat himself, and his answers
    for the players who post or wait."""

    table: TableSetup
    button_moved: bool = False
    posts: Mapping[str, bool] = field(default_factory=dict)
    rotation: Rotation | None = None
    """The rotation of games set up (ctrl+g), None for one game all night."""


class SetupScreen(KeysInOrder, Screen[TableChosen]):
    """Ask for the table; answers with the :class:`TableChosen` the dealer confirmed."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+r", "empty_seat", "Empty seat"),
        Binding("ctrl+o", "sit_out", "Out/back"),
        Binding("ctrl+g", "rotation", "Rotation"),
        Binding("escape", "leave_field", "Leave the field", show=False),
        *(Binding(str(n % 10), f"go_to({n})", f"Seat {n}", show=False) for n in range(1, 11)),
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
        seats: Sequence[Seat] | None = None,
        size: int | None = None,
        button: int | None = None,
        first: bool = True,
        answer: Callable[[TableChosen | None], object] | None = None,
        review: ReviewOf | None = None,
        refusal: str = "",
        read_again: ReadAgain | None = None,
        rotation: Rotation | None = None,
    ) -> None:
        super().__init__()
        self.rotation = rotation  # the games of a mixed evening (ctrl+g), None for one game
        self.answer = answer
        self.setup = setup
        self.games = games
        self.first = first
        self.review = review
        self.refusal = refusal  # why no table can be started here (a read-only database)
        self.read_again = read_again  # the Game list reads the rules folders again as it opens
        self._resumed = False
        self._seats_of = setup.game  # the game whose maximum the seats' count may follow
        self.players = tuple(seats) if seats is not None else seated(setup)
        self.seats_count = size or max(setup.size, *(seat.number for seat in self.players))
        self.button_seat = button or setup.button_at

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
                yield Static(self._rotation_line(), id="rotation-line")
            with VerticalScroll(id="setup-players", classes="panel") as players:
                players.border_title = "Seats, clockwise"
                players.can_focus = False
                yield self._labelled("Seats", str(self.seats_count), id="count")
                yield self._labelled("Button seat", str(self.button_seat), id="button")
                yield SeatRows(
                    self.players, self.seats_count, most=lambda: self.rows, submit=self.action_start
                )
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

    @property
    def seat_rows(self) -> SeatRows:
        return self.query_one(SeatRows)

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
            "A digit goes to that seat (0: 10; esc first in a field). Enter starts. Ctrl+R "
            "empties a seat, Ctrl+O sits a player out or back. F5 history, F6 ledger.",
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

    def _rotation_line(self) -> Content:
        rotation = self.rotation
        if rotation is None:
            return Content.styled("One game all night (ctrl+g: a rotation of games).", "$foreground-muted")
        return Content.assemble(("Rotation", "bold"), f": {rotation.words} (ctrl+g).")

    def action_rotation(self) -> None:
        """Ctrl+G: set up the rotation of games (the presets, or the games typed)."""
        from binglao_tui.tui.screens.rotation import RotationChosen, RotationScreen

        def answer(chosen: RotationChosen | None) -> None:
            if chosen is None:
                return
            self.rotation = chosen.rotation
            self.query_one("#rotation-line", Static).update(self._rotation_line())
            first = chosen.rotation.games[0].game if chosen.rotation is not None else None
            if first is not None and first.id in self.query_one("#game", GameSelect).games:
                self.query_one("#game", GameSelect).value = first.id

        blinds = (
            self._int("small_blind", "Small blind", low=0, quiet=True) or 0,
            self._int("big_blind", "Big blind", low=1, quiet=True) or 2,
        )
        self.app.push_screen(RotationScreen(self.games, blinds, self.rotation, answer=answer))

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
        return max(self.seats_count, *(g.player_limit for g in games))

    @property
    def game(self) -> Game:
        select = self.query_one("#game", GameSelect)  # its games: as the folders were last read
        return select.games[select.value] if isinstance(select.value, str) else self.setup.game

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        game = self.game
        self._follow_the_seats(game)
        self.query_one("#betting", Select).value = game.betting.value
        self.query_one("#game-line", Static).update(self._game_line(game))
        self._over_the_limit()
        self.app.sub_title = game.name

    def _follow_the_seats(self, game: Game) -> None:
        """A table at the last game's most seats (the default) takes the new game's most,
        unless a player sits past them (then the count stays, and the form says who)."""
        before, self._seats_of = self._seats_of, game
        count = self.query_one("#count", Input)
        if game is before or count.value.strip() != str(before.player_limit):
            return
        if not self.seat_rows.players_beyond(game.player_limit):
            count.value = str(game.player_limit)

    def _rows_for(self, count: str) -> None:
        """Show the rows the seats' count asks for, as soon as it is typed (made from the
        count field's value watcher, so they are in the form before any key typed next)."""
        try:
            wanted = int(count)
        except ValueError:
            return
        self.seat_rows.show_seats(max(0, wanted))
        self._over_the_limit()

    def _over_the_limit(self) -> None:
        """Say who would leave: the players of the seats past the count, and the seats a
        game with fewer seats cannot have (nobody is dropped before enter)."""
        game = self.game
        count = self._int("count", "Seats", low=0, quiet=True)
        problem = self.query_one("#setup-problem", Static)
        if count is None:
            return
        beyond = self.seat_rows.players_beyond(count)
        if count > game.player_limit:
            over = self.seat_rows.players_beyond(game.player_limit)
            who = f"{', '.join(over)} would have no seat. " if over else ""
            problem.update(
                Content.styled(
                    f"! {game.name} seats at most {game.player_limit}: {who}Set Seats to "
                    f"{game.player_limit} to let them go, or choose another game.",
                    "bold $text-warning",
                )
            )
        elif beyond:
            problem.update(
                Content.styled(
                    f"! {', '.join(beyond)} would leave: their seats are past seat {count}.",
                    "bold $text-warning",
                )
            )
        else:
            problem.update(self._hint())

    # -- the keys on the seats ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+R and Ctrl+O are offered on a seat's row; a digit goes to a seat when the
        focus is not in a field (where the digit is typed)."""
        if action in ("empty_seat", "sit_out"):
            return SeatRows.seat_of(self.focused) is not None
        if action == "go_to":
            return not isinstance(self.focused, Input)
        return True

    def action_leave_field(self) -> None:
        """Escape in a field: the focus goes back to Start, where a digit goes to a seat."""
        focus_now(self.query_one("#start", Button))

    def action_go_to(self, number: int) -> None:
        """Go to seat ``number``: its stack, selected, or for an empty seat its name."""
        if self.seat_rows.go_to(number) is None:
            self.app.bell()

    def action_empty_seat(self) -> None:
        """Take the player of the focused seat off the table: his seat is empty, nobody
        else moves. Nothing is booked here: his chips are a cash-out shown before the deal."""
        seat = SeatRows.seat_of(self.focused)
        if seat is None:
            return
        leaving = self.seat_rows.empty(seat)
        focus_now(self.seat_rows.field("name", seat))
        self._over_the_limit()
        if leaving:
            self._say(
                f"{leaving} leaves seat {seat + 1}; the changes are shown before the next hand is dealt."
            )

    def action_sit_out(self) -> None:
        """Sit the focused seat's player out, or bring him back."""
        seat = SeatRows.seat_of(self.focused)
        if seat is None or not self.seat_rows.name_at(seat):
            self.app.bell()
            return
        state = self.seat_rows.toggle_out(seat)
        name = self.seat_rows.name_at(seat)
        self._say(f"{name} sits out." if state is SeatState.OUT else f"{name} is back.")

    def _say(self, words: str) -> None:
        self.query_one("#setup-problem", Static).update(Content.styled(words, "$text-warning"))

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

    def _whole(self, key: str, label: str) -> int:
        value = self._int(key, label, low=0)
        assert value is not None
        return value

    @property
    def button_moved(self) -> bool:
        """Whether the dealer changed the button's seat."""
        return self.query_one("#button", Input).value.strip() != str(self.button_seat)

    def read_setup(self) -> TableSetup:
        """The table as entered, its seats numbered (the players sitting out away); a
        :class:`SetupProblem` naming the field if wrong (the engine's refusals too: among
        others, a table the deck cannot serve)."""
        game = self.game
        count = self._int("count", "Seats", low=2)
        assert count is not None
        if count > game.player_limit:
            raise SetupProblem(f"Seats: {game.name} seats at most {game.player_limit} (got {count})")
        seats = self.seat_rows.read(count, self._whole)
        playing = [seat for seat in seats if seat.state is SeatState.IN]
        if len(playing) < 2:
            raise SetupProblem("Seats: a hand needs at least two players in")
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
            return self._table(game, seats, count, button, numbers)
        except SetupError as exc:  # the engine's words: the field they are about
            names = [""] * count
            for seat in seats:
                names[seat.number - 1] = seat.name
            raise SetupProblem(str(exc), field_of(str(exc), names)) from None

    def _table(
        self, game: Game, seats: list[Seat], count: int, button: int, numbers: dict[str, int]
    ) -> TableSetup:
        value = self.query_one("#betting", Select).value
        betting = Betting(value) if isinstance(value, str) else game.betting
        playing = [seat for seat in seats if seat.state is SeatState.IN]
        holder = next((s for s in playing if s.number >= button), playing[0])  # the first in from the seat
        return TableSetup(
            game=game,
            seats=tuple(playing),
            button=holder.name,
            betting=None if betting is game.betting else betting,
            small_blind=numbers["small_blind"],
            big_blind=numbers["big_blind"],
            bb_ante=numbers["bb_ante"],
            ante=numbers["ante"],
            straddle=numbers["straddle"],
            chip=numbers["chip"],
            seat_count=count,
            away=tuple(seat for seat in seats if seat.state is not SeatState.IN),
            house=self.setup.house,
        )

    def _take_to(self, key: str) -> None:
        """Give the refused field the focus, marked, in view in its panel (the message is
        on the line beside Start, under the panels, always in view)."""
        field = self.query_one(f"#{key}")
        field.add_class("-refused")
        focus_now(field)
        field.scroll_visible(animate=False, immediate=True)

    def _problem(self, words: str, key: str | None = None) -> None:
        self.query_one("#setup-problem", Static).update(Content.styled(f"✗ {words}", "bold $text-error"))
        if key is not None:
            self._take_to(key)
        self.app.bell()

    def action_start(self) -> None:
        if self.refusal:
            self._problem(self.refusal)
            return
        for refused in self.query(".-refused"):
            refused.remove_class("-refused")
        try:
            table = self.read_setup()
        except SetupProblem as exc:
            self._problem(str(exc), exc.field)
            return
        moved = self.button_moved
        review = self.review(table, moved) if self.review is not None else None
        if review is None:
            close_then(self, self.answer, TableChosen(table, moved, rotation=self.rotation))
            return
        if review.problem is not None:
            self._problem(review.problem)
            return
        self._ask(review, TableChosen(table, moved, {}, self.rotation), list(review.questions))

    def _ask(self, review: SetupReview, chosen: TableChosen, asked: list[tuple[str, str]]) -> None:
        """Ask, player by player, whether he posts and plays now or waits for the big blind;
        then the one confirmation."""
        if not asked:
            self._confirm(review, chosen)
            return
        (name, question), rest = asked[0], asked[1:]

        def answer(post: bool | None) -> None:
            posts = {**chosen.posts, name: bool(post)}
            self._ask(review, TableChosen(chosen.table, chosen.button_moved, posts, chosen.rotation), rest)

        self.app.push_screen(
            ConfirmScreen(question, "", yes="Post and play", no="Wait for the big blind", yes_is_safe=True),
            answer,
        )

    def _confirm(self, review: SetupReview, chosen: TableChosen) -> None:
        books = review.books(chosen.posts)
        if not review.changes_anything and not books.to_confirm:
            close_then(self, self.answer, chosen)
            return
        detail = "\n".join(review.lines(chosen.posts))
        if books.books or books.leaving:
            detail = f"{detail}\n\n{table_changes_text(books)}".strip()

        def answer(yes: bool | None) -> None:
            if yes:
                close_then(self, self.answer, chosen)
            else:
                self._say("Nothing was booked: change the table, or start again.")

        self.app.push_screen(
            ConfirmScreen("Deal with these changes?", detail, yes="Book and deal", no="Back to the setup"),
            answer,
        )


def seated(table: TableSetup) -> tuple[Seat, ...]:
    """Every player of ``table`` by seat number, those away with their state."""
    return tuple(
        sorted(
            (
                *(Seat(seat.name, seat.stack, table.number_of(seat.name)) for seat in table.seats),
                *table.away,
            ),
            key=_number,
        )
    )


def _number(seat: Seat) -> int:
    return seat.number


__all__ = ["SetupReview", "SetupScreen", "TableChosen", "seated"]
