"""The showdown judge as a quick tool: settle a dispute without playing the hand through.

Pick the game (and the roll, for a die game), enter the board and the hands that were
shown, and the ruling appears as soon as the cards add up: who wins each half, which two
hole cards and three board cards play, and the explanation of every misread. An optional
pot size shows the split in chips, odd chips included.

Escape closes the judge without losing what was typed: the app keeps it
(:class:`JudgeMemory`) and the next F3 opens with it, until ctrl+l clears the fields. With
many players the ruling is below the fold: the window's bottom line says when it is
ready, and Enter (or ctrl+r) scrolls to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.css.query import NoMatches
from textual.screen import ModalScreen
from textual.widgets import Input, Select, Static

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.all_in import Race, race_of_hands
from binglao_tui.core.rules import Game, RulesError, Variant
from binglao_tui.tui.widgets.card_entry import CardField
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from binglao_tui.tui.widgets.field_row import FieldRow

if TYPE_CHECKING:
    from binglao_tui.core.showdown.judge import Ruling
from binglao_tui.core.explain import judge_and_explain
from binglao_tui.core.showdown.judge import Contender, ShowdownError
from binglao_tui.core.showdown.pots import Pot
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput
from binglao_tui.tui.widgets.ruling import RulingView

JudgeMemory = dict[str, str]
"""What was typed in the judge, by field (``game``, ``roll``, ``pot``, ``board`` and
``player <name>``), kept by the app from one F3 to the next."""

_SUBTITLE = "tab: next field · enter: see the ruling · ctrl+l clears · escape keeps it"
_READY = "✓ the ruling is ready: enter shows it · ctrl+l clears · escape keeps it"


class JudgeScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """Judge a showdown from cards typed in."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f3", "close", "Close (kept)"),
        Binding("ctrl+r", "show_ruling", "See the ruling"),
        Binding("ctrl+l", "clear", "Clear"),
    ]

    def __init__(
        self,
        games: dict[str, Game],
        game_id: str,
        names: Sequence[str],
        button: str = "",
        roll: int | None = None,
        memory: JudgeMemory | None = None,
    ) -> None:
        super().__init__()
        self.memory: JudgeMemory = memory if memory is not None else {}
        kept = self.memory
        self.roll = roll or 1
        self.games = games
        self.game_id = game_id if game_id in games else next(iter(games))
        if kept.get("game") in games:
            self.game_id = kept["game"]
            self.roll = int(kept["roll"]) if kept.get("roll", "").isdigit() else self.roll
        self.names = tuple(names)
        self.button = button if button in self.names else self.names[0]
        self._card_fields: list[CardField] = []

    def compose(self) -> ComposeResult:
        game = self.games[self.game_id]
        with Vertical(classes="panel-window", id="judge") as window:
            window.border_title = "Showdown judge"
            window.border_subtitle = _SUBTITLE
            with VerticalScroll(id="judge-columns"):
                with Vertical(id="judge-entry"):
                    options = [(g.name, g.id) for g in self.games.values()]
                    game_field = Select(
                        options,
                        value=self.game_id,
                        allow_blank=False,
                        compact=True,
                        id="judge-game",
                        classes="after-label",
                    )
                    yield FieldRow("Game", game_field)
                    roll_field = OrderedInput(
                        str(self.roll),
                        type="integer",
                        compact=True,
                        id="judge-roll",
                        max_length=2,
                        classes="after-label",
                    )
                    yield FieldRow("Button's roll", roll_field, id="judge-roll-row")
                    yield Static("", id="judge-variant")
                    pot_field = OrderedInput(
                        self.memory.get("pot", ""),
                        type="integer",
                        compact=True,
                        id="judge-pot",
                        placeholder="chips, to see the split",
                        classes="after-label",
                    )
                    yield FieldRow("Pot (optional)", pot_field)
                    yield CardField(
                        "Board",
                        "board",
                        counts={3, 4, 5},
                        allow_empty=True,
                        others=self._cards_except("board"),
                        placeholder="5 cards for the ruling; none, 3 or 4 for the equity",
                        value=self.memory.get("board", ""),
                        id="judge-board",
                    )
                    for index, name in enumerate(self.names):
                        yield CardField(
                            name,
                            f"player {name}",
                            counts={game.hole_cards},
                            allow_empty=True,
                            others=self._cards_except(f"player {name}"),
                            value=self.memory.get(f"player {name}", ""),
                            id=f"judge-hand-{index}",
                        )
                with Vertical(id="judge-result"):
                    yield Static("", id="judge-status")
                    yield RulingView(id="judge-ruling")
                    yield EquityPanel(id="judge-equity")

    def action_show_ruling(self) -> None:
        """Bring the ruling into view (after the layout has taken the last key in)."""

        def scroll() -> None:
            self.query_one("#judge-columns", VerticalScroll).scroll_to_widget(
                self.query_one("#judge-result"), top=True, animate=False
            )

        self.call_after_refresh(scroll)

    def action_close(self) -> None:
        """Close, keeping what was typed for the next F3."""
        kept = self.memory
        kept.clear()
        kept["game"] = self.game.id
        kept["roll"] = self.query_one("#judge-roll", Input).value
        kept["pot"] = self.query_one("#judge-pot", Input).value
        for field in self._fields():
            kept[field.where] = field.text
        self.dismiss()

    def action_clear(self) -> None:
        """Empty the board, the hands and the pot (the game and roll stay)."""
        self.query_one("#judge-pot", Input).value = ""
        for field in self._fields():
            field.input.value = ""
        self.query_one("#judge-board", CardField).input.focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_show_ruling()

    def on_mount(self) -> None:
        self._game_changed()
        # The board is at the top: opening the judge scrolls nothing. (Textual scrolls a
        # focused field to the middle when it is not wholly in view, which it is not while
        # the window is first laid out: that left the judge scrolled by a line.)
        self.set_focus(self.query_one("#judge-board", CardField).input, scroll_visible=False)

    # -- what has been entered -----------------------------------------------------------

    @property
    def game(self) -> Game:
        value = self.query_one("#judge-game", Select).value
        return self.games[value] if isinstance(value, str) else self.games[self.game_id]

    def variant(self) -> Variant:
        """The variant judged, or a RulesError (an impossible roll)."""
        game = self.game
        if game.die is None:
            return game.variant()
        text = self.query_one("#judge-roll", Input).value.strip()
        if not text.isdigit():
            raise RulesError(f"enter the button's roll (1-{game.die.sides})")
        return game.variant(int(text))

    def _fields(self) -> list[CardField]:
        """The card fields, the board's first (found once: a query walks the whole screen)."""
        if not self._card_fields:
            self._card_fields = list(self.query(CardField))
        return self._card_fields

    def _cards_except(self, where: str):  # type: ignore[no-untyped-def]
        def others() -> dict[str, tuple[Card, ...]]:
            found: dict[str, tuple[Card, ...]] = {}
            for field in self._fields():
                if field.where == where:
                    continue
                try:
                    cards = field.read_quietly()
                except NoMatches:  # still being built: fields kept from the last F3 check
                    continue  # each other as they mount
                if cards:
                    found[field.where] = cards
            return found

        return others

    # -- reacting -------------------------------------------------------------------------

    @on(Select.Changed, "#judge-game")
    def _game_select(self) -> None:
        self._game_changed()

    def _game_changed(self) -> None:
        game = self.game
        self.query_one("#judge-roll-row").display = game.die is not None
        self._variant_changed()

    @on(Input.Changed, "#judge-roll")
    def _roll_changed(self) -> None:
        self._variant_changed()

    def _variant_changed(self) -> None:
        note = self.query_one("#judge-variant", Static)
        try:
            variant = self.variant()
        except RulesError as exc:
            note.update(Content.styled(f"✗ {exc}", "$text-error"))
            self._update_ruling()
            return
        roll = self.query_one("#judge-roll", Input).value.strip()
        prefix = f"Roll {roll}: " if self.game.die is not None else ""
        note.update(Content.styled(prefix + variant.describe, "bold"))
        for index, field in enumerate(self._fields()):
            if index == 0:
                continue
            field.counts = {variant.hole_cards}
            field.input.placeholder = f"{variant.hole_cards} cards, or empty if not shown"
            field.recheck()
        self._update_ruling()

    @on(CardField.Changed)
    def _cards_changed(self, event: CardField.Changed) -> None:
        for field in self._fields():
            if field is not event.field:
                field.recheck()
        self._update_ruling()

    @on(Input.Changed, "#judge-pot")
    def _pot_changed(self) -> None:
        self._update_ruling()

    def _update_ruling(self) -> None:
        status = self.query_one("#judge-status", Static)
        view = self.query_one(RulingView)
        result = self.judged()
        self.query_one(EquityPanel).follow(self.game, [result] if isinstance(result, Race) else [])
        if isinstance(result, Race):
            status.display = False
            view.hide()
            self._subtitle(_SUBTITLE)
            return
        if isinstance(result, Content):
            self._show_status(status, result)
            status.display = True
            view.hide()
            self._subtitle(_SUBTITLE)
            return
        ruling, board, holes = result
        status.display = False
        view.show([("", ruling, board)], holes)
        self._subtitle(_READY)

    def _show_status(self, status: Static, text: Content) -> None:
        """Say what is missing under the fields. The text changes with most keys typed; the
        screen is laid out again only when it takes another number of lines: a layout moves
        the fields' scrolling panel, which draws every widget in it again (pyinstrument and
        a count of redraws, 80 x 24: most of the rest of a key's CPU time in the judge)."""
        if text == status.content:
            return
        shown = status.display and status.size.width > 0
        status.update(text, layout=not shown)
        if shown:
            width = status.size.width
            if status.get_content_height(status.size, self.app.size, width) != status.size.height:
                status.refresh(layout=True)

    def _subtitle(self, text: str) -> None:
        """The window's bottom line, set only when it changes: setting it draws the whole
        window again (every widget in it), which a key typed in the judge need not do."""
        window = self.query_one("#judge")
        if window.border_subtitle != text:
            window.border_subtitle = text

    def judged(self) -> Content | Race | tuple[Ruling, tuple[Card, ...], dict[str, tuple[Card, ...]]]:
        """The ruling for what is entered (with the board and hands), the race to count
        while board cards are still to come (0, 3 or 4 entered), or what is missing."""
        try:
            variant = self.variant()
        except RulesError as exc:
            return Content.styled(str(exc), "$text-error")
        fields = self._fields()
        board = fields[0].cards
        if board is None:
            return Content.styled(
                "Enter the five board cards (none, 3 or 4 for the equity).", "$foreground-muted"
            )
        holes: dict[str, tuple[Card, ...]] = {}
        for name, field in zip(self.names, fields[1:], strict=True):
            cards = field.cards
            if cards is None:
                return Content.styled(f"{name}'s hand: {field.problem(field.text)}", "$text-error")
            if cards:
                holes[name] = cards
        if not holes:
            return Content.styled("Enter the hands that were shown.", "$foreground-muted")
        if len(board) < 5:
            roll = int(self.query_one("#judge-roll", Input).value) if self.game.die is not None else None
            seated = {name: holes.get(name, ()) for name in self.names}  # folded: out, seated
            race = race_of_hands(board, seated, roll=roll, button=self.button)
            if race is None:
                return Content.styled("Enter a second hand for the equity.", "$foreground-muted")
            return race
        contenders = [Contender(name, holes.get(name, ()), folded=name not in holes) for name in self.names]
        pot_text = self.query_one("#judge-pot", Input).value.strip()
        pots = [Pot(int(pot_text), tuple(holes))] if pot_text.isdigit() and int(pot_text) else None
        try:
            ruling = judge_and_explain(
                variant, board, contenders, button=self.button, pots=pots, house=self.game.house
            )
        except ShowdownError as exc:
            return Content.styled(f"✗ {exc}", "$text-error")
        return ruling, board, holes
