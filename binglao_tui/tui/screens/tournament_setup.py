"""Tournament mode in the setup: the players, the stack, the hours and the chips on the
table make the blind schedule, shown as it is typed; the buy-in, fee, re-entries, rebuys
and add-on set the money. Ctrl+S starts it; the first hand is dealt at its first level.

The schedule comes from the core's planner; this screen only reads the fields and
shows the plan or the one line saying what the chips or the time cannot meet.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, Label, Select, Static
from textual.worker import Worker, WorkerState

from binglao_tui.core.entry import check_name, read_cents, read_chip_count, read_decimal, read_whole_number
from binglao_tui.core.rules import Game
from binglao_tui.core.tournament.chips import ChipsError, parse_chips
from binglao_tui.core.tournament.entries import EntryError, EntryTerms
from binglao_tui.core.tournament.planner import Plan, PlanError, PlanRequest, plan_tournament
from binglao_tui.core.tournament.records import PlanTargets
from binglao_tui.core.tournament.schedule import AnteKind
from binglao_tui.core.tournament.tournament import Tournament, TournamentError
from binglao_tui.tui.render.plain import plain_lines
from binglao_tui.tui.render.tournament import plan_lines
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.game_select import GameSelect, ReadAgain
from binglao_tui.tui.widgets.in_order import OrderedInput, focus_now

DEFAULT_CHIPS = "25:200,100:200,500:100,1000:50"
PLANNING = "plan"  # the preview's workers: one at a time, a newer one cancels the older


class TournamentProblem(ValueError):
    """A field that cannot be used; the message names it, ``field`` is its key ("" for none)."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True, slots=True)
class TournamentChoice:
    """What the dealer confirmed: the tournament (everyone bought in, the clock paused)
    and the game its hands are dealt in."""

    tournament: Tournament
    game: Game


def _row(label: str, widget: Input | Select[str]) -> Horizontal:
    return Horizontal(Label(label, classes="field-label"), widget, classes="field-row")


def _field(key: str, value: str, placeholder: str = "") -> Input:
    return OrderedInput(value, placeholder=placeholder, compact=True, id=f"t-{key}")


def read_money(text: str, label: str, field: str = "") -> int:
    """``20``, ``20.5`` or ``20.50`` as cents; :class:`TournamentProblem` otherwise (the
    reader every command uses: :func:`~binglao_tui.core.entry.read_cents`).

    >>> read_money("20", "Buy-in"), read_money("12.5", "Buy-in"), read_money("0.05", "Fee")
    (2000, 1250, 5)
    """
    cents = read_cents(text)
    if cents is None:
        raise TournamentProblem(f"{label}: enter an amount such as 20 or 20.50 (got {text!r})", field)
    return cents


def plan_or_refusal(request: PlanRequest) -> tuple[PlanRequest, Plan | PlanError]:
    """The plan for ``request`` or the planner's refusal, with the request it answers (the
    preview's worker runs this off the app's thread)."""
    try:
        return request, plan_tournament(request)
    except PlanError as exc:
        return request, exc


class TournamentSetupScreen(Screen[TournamentChoice]):
    """Plan and start a tournament; dismisses with the :class:`TournamentChoice`."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start the tournament"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(
        self,
        games: Mapping[str, Game],
        game: Game,
        players: tuple[str, ...],
        *,
        read_again: ReadAgain | None = None,
    ) -> None:
        super().__init__()
        self.games = games
        self.read_again = read_again  # the Game list reads the rules folders again as it opens
        self.first_game = game
        self.players = players
        # the fields the preview shows a plan for, and the last request planned with its outcome
        self._wanted: PlanRequest | None = None
        self._planned: tuple[PlanRequest | None, Plan | PlanError] = (None, PlanError("not planned"))

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="tournament-columns"):
            with VerticalScroll(id="tournament-fields", classes="panel") as fields:
                fields.border_title = "Tournament"
                game = GameSelect(self.games, self.first_game.id, read_again=self.read_again, id="t-game")
                yield _row("Game", game)
                yield _row("Players", _field("players", ", ".join(self.players), "names, clockwise"))
                yield _row("Starting stack", _field("stack", "10000"))
                yield _row("Hours", _field("hours", "3"))
                yield _row("Chip set", _field("chips", DEFAULT_CHIPS, "denomination:count, ..."))
                antes = [(k.words, k.value) for k in AnteKind]
                yield _row("Ante", Select(antes, value="none", allow_blank=False, compact=True, id="t-ante"))
                yield _row("Level minutes", _field("level-minutes", "", "by the length"))
                yield _row("Buy-in", _field("buy-in", "20"))
                yield _row("House fee %", _field("fee", "0"))
                yield _row("Re-entry to lvl", _field("re-entry", "", "none"))
                yield _row("Rebuys to lvl", _field("rebuy", "", "none"))
                yield _row("Add-on price", _field("add-on", "", "none (at the first break)"))
            with VerticalScroll(id="tournament-plan", classes="panel") as plan:
                plan.border_title = "The plan"
                yield Static(id="t-plan", markup=False)
        yield Static(id="t-problem")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Tournament setup"
        self._preview()
        self.query_one("#t-game", Select).focus()  # the first field, then down the form

    # -- reading the form ----------------------------------------------------------------

    def _text(self, key: str) -> str:
        return self.query_one(f"#t-{key}", Input).value.strip()

    def _int(self, key: str, label: str, *, low: int, blank: bool = False) -> int | None:
        text = self._text(key)
        if not text and blank:
            return None
        value = read_whole_number(text)
        if value is None or value < low:
            raise TournamentProblem(f"{label}: enter a whole number of at least {low} (got {text!r})", key)
        return value

    def _names(self, game: Game) -> tuple[str, ...]:
        names: list[str] = []
        for i, text in enumerate(self._text("players").split(","), start=1):
            try:
                name = check_name(text, f"Players: name {i}")
            except ValueError as exc:
                raise TournamentProblem(str(exc), "players") from None
            if name in names:
                raise TournamentProblem(f"Players: {name!r} is listed twice; names must differ", "players")
            names.append(name)
        if not 2 <= len(names) <= game.player_limit:
            message = f"Players: {game.name} seats 2 to {game.player_limit} (got {len(names)})"
            raise TournamentProblem(message, "players")
        return tuple(names)

    def _request(self, players: int) -> PlanRequest:
        """The planner's request as the fields stand (read at once: no planning here)."""
        try:
            stack = read_chip_count(self._text("stack"), minimum=1)
        except ValueError as exc:
            raise TournamentProblem(f"Starting stack: {exc}", "stack") from None
        hours_text = self._text("hours")
        hours = read_decimal(hours_text)
        if hours is None:
            raise TournamentProblem(
                f"Hours: enter a number such as 3 or 2.5 (got {hours_text!r})", "hours"
            ) from None
        minutes = round(hours * 60)
        if not 1 <= minutes <= 48 * 60:
            raise TournamentProblem("Hours: between a minute and 48 hours", "hours")
        try:
            box = parse_chips(self._text("chips"))
        except ChipsError as exc:
            raise TournamentProblem(f"Chip set: {exc}", "chips") from None
        ante = self.query_one("#t-ante", Select).value
        level_minutes = self._int("level-minutes", "Level minutes", low=1, blank=True)
        return PlanRequest(
            players, stack, minutes, box, AnteKind(ante if isinstance(ante, str) else "none"), level_minutes
        )

    def _plan(self, players: int) -> Plan:
        request = self._request(players)
        answered, outcome = self._planned
        if answered != request:  # the preview has not planned these fields (yet): plan them now
            answered, outcome = plan_or_refusal(request)
            self._planned = (answered, outcome)
        return self._planned_or_problem(outcome)

    @staticmethod
    def _planned_or_problem(outcome: Plan | PlanError) -> Plan:
        if isinstance(outcome, PlanError):  # too few chips, else a length the levels cannot fill
            raise TournamentProblem(str(outcome), "chips" if "chips" in str(outcome) else "hours")
        return outcome

    def _terms(self, plan: Plan) -> EntryTerms:
        stack = plan.request.stack
        buy_in = read_money(self._text("buy-in") or "0", "Buy-in", "buy-in")
        fee = self._int("fee", "House fee %", low=0)
        assert fee is not None
        if fee > 100:
            raise TournamentProblem("House fee %: at most 100", "fee")
        add_on = self._text("add-on")
        add_on_price = read_money(add_on, "Add-on price", "add-on") if add_on else None
        has_break = bool(plan.schedule.breaks)
        rebuy_until = self._int("rebuy", "Rebuys to level", low=1, blank=True)
        try:
            return EntryTerms(
                buy_in=buy_in,
                chips=stack,
                re_entry_until=self._int("re-entry", "Re-entry to level", low=1, blank=True),
                rebuy_until=rebuy_until,
                add_on_price=add_on_price,
                add_on_chips=stack if add_on_price is not None else None,
                add_on_at_break=1 if add_on_price is not None and has_break else None,
                fee_basis_points=100 * fee,
            )
        except EntryError as exc:
            raise TournamentProblem(str(exc), "buy-in") from None

    @property
    def game(self) -> Game:
        select = self.query_one("#t-game", GameSelect)  # its games: as the folders were last read
        return select.games[select.value] if isinstance(select.value, str) else self.first_game

    def read_choice(self) -> TournamentChoice:
        """The tournament as entered, or a :class:`TournamentProblem` naming the field."""
        game = self.game
        names = self._names(game)
        plan = self._plan(len(names))
        terms = self._terms(plan)
        request = plan.request
        targets = PlanTargets(request.players, request.stack, request.minutes, request.chips.text())
        try:
            tournament = Tournament.start(plan.schedule, terms, names, targets=targets)
        except TournamentError as exc:
            raise TournamentProblem(str(exc), "players") from None
        return TournamentChoice(tournament, game)

    # -- the preview ------------------------------------------------------------------------

    @on(Input.Changed)
    @on(Select.Changed)
    def _changed(self) -> None:
        self._preview()

    def _preview(self) -> None:
        """Read the form and plan it in a worker off the app's thread: the planner may take a
        moment with a large stack, and the dealer types on meanwhile. A newer request
        cancels the one before; a result for fields that have since changed is dropped."""
        try:
            names = self._names(self.game)
            request = self._request(len(names))
        except TournamentProblem as exc:
            self._wanted = None
            self._show_problem(exc)
            return
        self._wanted = request
        if self._planned[0] == request:
            self._show_plan(self._planned[1])
            return
        self.run_worker(partial(plan_or_refusal, request), thread=True, exclusive=True, group=PLANNING)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group != PLANNING or event.state is not WorkerState.SUCCESS or worker.result is None:
            return
        request, outcome = worker.result
        if request != self._wanted:
            return  # the fields changed while it was planned: a newer request is on its way
        self._planned = (request, outcome)
        self._show_plan(outcome)

    def _show_plan(self, outcome: Plan | PlanError) -> None:
        try:
            plan = self._planned_or_problem(outcome)
            self._terms(plan)
        except TournamentProblem as exc:
            self._show_problem(exc)
            return
        self.query_one("#t-problem", Static).update(
            Content.styled("Ctrl+S starts the tournament (the clock starts paused: p).", "$success")
        )
        self.query_one("#t-plan", Static).update(plain_lines(plan_lines(plan)))

    def _show_problem(self, problem: TournamentProblem) -> None:
        self.query_one("#t-problem", Static).update(Content.styled(f"✗ {problem}", "bold $text-error"))

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def action_start(self) -> None:
        try:
            choice = self.read_choice()
        except TournamentProblem as exc:
            self.query_one("#t-problem", Static).update(Content.styled(f"✗ {exc}", "bold $text-error"))
            if exc.field:  # the dealer is taken to the field, in view (the message is under the form)
                field = self.query_one(f"#t-{exc.field}")
                focus_now(field)
                field.scroll_visible(animate=False, immediate=True)
            self.app.bell()
            return
        self.dismiss(choice)

    def action_back(self) -> None:
        self.app.pop_screen()
