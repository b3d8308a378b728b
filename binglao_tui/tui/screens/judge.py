"""The showdown judge as a quick tool: settle a dispute without playing the hand through.

Pick the game (and the roll, for a die game), enter the board and the hands that were
shown, and the ruling appears as soon as the cards add up: who wins each half, which two
hole cards and three board cards play, and the explanation of every misread. An optional
pot size shows the split in chips, odd chips included.

Opened during a hand, it starts from that hand: its game and roll, the board and the pot,
the players' names and the hole cards known (:meth:`JudgeScreen.start_from`). Escape
closes the judge without losing what was typed: the app keeps it (:class:`JudgeMemory`)
and the next F3 opens with it, in the same hand or between hands, until ctrl+l clears the
fields. With
many players the ruling is below the fold: the window's last line says when it is ready,
and Enter (or ctrl+r) scrolls to it. While a later hand is being typed, the ruling of the
hands entered stays shown and that line says it is not final and whom it leaves out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widget import AwaitMount
from textual.widgets import Input, Select, Static

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.all_in import Race, race_of_hands
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.explain import judge_and_explain
from binglao_tui.core.rules import Game, RulesError, Variant
from binglao_tui.core.showdown.judge import Contender, Ruling, ShowdownError
from binglao_tui.core.showdown.pots import Pot
from binglao_tui.tui.render.judged import Judged
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.card_entry import CardField, CardFields
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from binglao_tui.tui.widgets.field_row import FieldRow
from binglao_tui.tui.widgets.game_select import GameSelect, ReadAgain
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput
from binglao_tui.tui.widgets.ruling import RulingView

JudgeMemory = dict[str, str]
"""What was typed in the judge, by field (``game``, ``roll``, ``pot``, ``board`` and
``player <name>``), kept by the app from one F3 to the next; ``hand``: the number of the
hand it was started from."""

_SUBTITLE = "tab next · enter the ruling · ctrl+l clears · escape closes, kept"
"""The window's keys, in the keys line's "key what" style: short enough for its border at
80 columns (the longer words were cut at "escape keep…")."""
_ENTER = Content.styled("Enter the board and the hands that were shown.", "$foreground-muted")
_RACE = Content.styled("Board cards still to come: enter shows each hand's chances.", "$foreground-muted")


class JudgeScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """Judge a showdown from cards typed in."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

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
        read_again: ReadAgain | None = None,
    ) -> None:
        super().__init__()
        self.memory: JudgeMemory = memory if memory is not None else {}
        kept = self.memory
        self.roll = roll or 1
        self.games = games
        self.read_again = read_again  # the Game list reads the rules folders again as it opens
        self.game_id = game_id if game_id in games else next(iter(games))
        if kept.get("game") in games:
            self.game_id = kept["game"]
            self.roll = int(kept["roll"]) if kept.get("roll", "").isdigit() else self.roll
        self.names = tuple(names)
        self.button = button if button in self.names else self.names[0]
        self._card_fields = CardFields(self)
        self._last: tuple[tuple[object, ...], Ruling | Content] | None = None  # judged last
        self._shown: Judged | None = None  # the ruling the view shows
        self._pending: Judged | None = None  # judged, to draw once the result can be seen

    def compose(self) -> ComposeResult:
        game = self.games[self.game_id]
        with Vertical(classes="panel-window", id="judge") as window:
            window.border_title = "Showdown judge"
            window.border_subtitle = _SUBTITLE
            with VerticalScroll(id="judge-columns"):
                with Vertical(id="judge-entry"):
                    game_field = GameSelect(
                        self.games, self.game_id, read_again=self.read_again, id="judge-game"
                    )
                    game_field.add_class("after-label", update=False)
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
                        others=self._card_fields.cards_except("board"),
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
                            others=self._card_fields.cards_except(f"player {name}"),
                            value=self.memory.get(f"player {name}", ""),
                            id=f"judge-hand-{index}",
                        )
                with Vertical(id="judge-result"):
                    yield RulingView(id="judge-ruling")
                    yield EquityPanel(id="judge-equity")
            yield Static("", id="judge-status")

    async def action_show_ruling(self) -> None:
        """Draw the ruling if it waits to be drawn, then bring it into view (after the
        layout has taken the last key in)."""
        mounting = self._draw_ruling()
        if mounting is not None:
            await mounting

        def scroll() -> None:
            self.query_one("#judge-columns", VerticalScroll).scroll_to_widget(
                self.query_one("#judge-result"), top=True, animate=False
            )

        self.call_after_refresh(scroll)

    @staticmethod
    def start_from(memory: JudgeMemory, hand: Hand, number: int) -> None:
        """Make ``memory`` start the judge from hand ``number`` in play: its game and roll,
        the board and the pot so far, each player's hole cards when known (the names are
        the hand's). What was typed in the judge during the same hand is kept instead."""
        if memory.get("hand") == str(number):
            return
        memory.clear()
        memory["hand"] = str(number)
        memory["game"] = hand.setup.game.id
        if hand.roll is not None:
            memory["roll"] = str(hand.roll)
        memory["pot"] = str(hand.pot_total)
        memory["board"] = " ".join(str(card) for card in hand.board if card is not None)
        for player in hand.players:
            if player.hole:
                memory[f"player {player.name}"] = " ".join(str(card) for card in player.hole)

    def action_close(self) -> None:
        """Close, keeping what was typed for the next F3 (and the hand it was typed in)."""
        kept = self.memory
        hand = kept.get("hand")
        kept.clear()
        if hand is not None:
            kept["hand"] = hand
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
    async def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        await self.action_show_ruling()

    def on_mount(self) -> None:
        self._game_changed()
        # The board is at the top: opening the judge scrolls nothing. (Textual scrolls a
        # focused field to the middle when it is not wholly in view, which it is not while
        # the window is first laid out: that left the judge scrolled by a line.)
        self.set_focus(self.query_one("#judge-board", CardField).input, scroll_visible=False)
        self.watch(self.query_one("#judge-columns"), "scroll_y", self._draw_if_in_view, init=False)

    @on(events.Resize)
    def _resized(self) -> None:
        self.call_after_refresh(self._draw_if_in_view)  # a new size may bring it into view

    # -- what has been entered -----------------------------------------------------------

    @property
    def game(self) -> Game:
        select = self.query_one("#judge-game", GameSelect)  # its games: as the folders were last read
        return select.games[select.value] if isinstance(select.value, str) else self.games[self.game_id]

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
        """The card fields, the board's first."""
        return self._card_fields.all()

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
        if isinstance(result, Judged):
            self._pending = result
            if self._result_in_view():
                self._draw_ruling()
            self._show_status(status, result.verdict)
            return
        self._shown = self._pending = None
        view.hide()
        self._show_status(status, _RACE if isinstance(result, Race) else result)

    def _result_in_view(self) -> bool:
        """Whether the top of the result is inside the view of the fields' panel.

        Below the fold (six players at 80 x 24) the ruling is drawn only when Enter, a scroll
        or a resize brings it into view, the last line saying meanwhile that it is ready:
        drawn at once, each hand's last card laid the whole panel out again and drew every
        widget in it (its scrolling height grows), which made that key cost several times
        another."""
        columns = self.query_one("#judge-columns", VerticalScroll)
        top = self.query_one("#judge-result").virtual_region.y
        return top < columns.scroll_offset.y + columns.scrollable_content_region.height

    def _draw_ruling(self) -> AwaitMount | None:
        """Draw the ruling judged last, unless the view shows it already (returns the
        mounting of the blocks it adds, if any)."""
        result, self._pending = self._pending, None
        if result is None or result.draws_as(self._shown):
            return None
        self._shown = result
        return self.query_one(RulingView).show([(result.title, result.ruling, result.board)], result.holes)

    def _draw_if_in_view(self, *_: object) -> None:
        if self._pending is not None and self._result_in_view():
            self._draw_ruling()

    def _show_status(self, status: Static, text: Content) -> None:
        """Say on the window's last line what the result is, or what is missing.

        The line is outside the fields' scrolling panel, always shown, and one line high
        (app.tcss), so a new text draws that line alone. Said in the panel, it was below the
        fold at 80 x 24 (each new text made Textual place every widget again at the next
        key), shown only while there was no ruling (showing or hiding anything in the panel
        lays it out again, twice, and draws every widget in it); and the window's bottom
        border said when the ruling was ready (a new border draws the whole window). Those
        made the first and the last key of each hand cost about four times another key."""
        if text != status.content:
            status.update(text, layout=False)

    def judged(self) -> Content | Race | Judged:
        """The ruling for the hands entered (with the board and those hands), the race to
        count while board cards are still to come (0, 3 or 4 entered), or what is missing."""
        try:
            variant = self.variant()
        except RulesError as exc:
            return Content.styled(str(exc), "$text-error")
        fields = self._fields()
        hands = fields[1:]
        if not any(field.text.strip() for field in hands):
            return _ENTER  # the same words whatever the board reads as while it is typed
        board = fields[0].cards
        if board is None:
            return Content.styled("Waiting for the board: the note under it says why.", "$foreground-muted")
        holes: dict[str, tuple[Card, ...]] = {}
        waiting: CardField | None = None  # the first hand not (rightly) entered yet
        for name, field in zip(self.names, hands, strict=True):
            cards = field.cards
            if cards is None:
                waiting = waiting or field
            elif cards:
                holes[name] = cards
        if len(board) < 5 or not holes:
            if waiting is not None:
                return Content.styled(
                    f"Waiting for {waiting.label}'s hand: the note under it says why.", "$foreground-muted"
                )
            if not holes:
                return _ENTER
            return self._race(board, holes)
        return self._judge(variant, board, holes, waiting)

    def _race(self, board: tuple[Card, ...], holes: dict[str, tuple[Card, ...]]) -> Content | Race:
        roll = int(self.query_one("#judge-roll", Input).value) if self.game.die is not None else None
        seated = {name: holes.get(name, ()) for name in self.names}  # folded: out, seated
        race = race_of_hands(board, seated, roll=roll, button=self.button)
        if race is None:
            return Content.styled("Enter a second hand for the equity.", "$foreground-muted")
        return race

    def _judge(
        self,
        variant: Variant,
        board: tuple[Card, ...],
        holes: dict[str, tuple[Card, ...]],
        waiting: CardField | None,
    ) -> Content | Judged:
        """Judge the hands entered; the last ruling again while nothing it was judged from
        has changed (each key typed into a hand still to come asks for it)."""
        pot_text = self.query_one("#judge-pot", Input).value.strip()
        pots = [Pot(int(pot_text), tuple(holes))] if pot_text.isdigit() and int(pot_text) else None
        asked = (variant, board, holes, pots, self.button, self.game.house)
        if self._last is None or self._last[0] != asked:
            contenders = [
                Contender(name, holes.get(name, ()), folded=name not in holes) for name in self.names
            ]
            try:
                ruled: Ruling | Content = judge_and_explain(
                    variant, board, contenders, button=self.button, pots=pots, house=self.game.house
                )
            except ShowdownError as exc:
                ruled = Content.styled(f"✗ {exc}", "$text-error")
            self._last = (asked, ruled)
        ruled = self._last[1]
        if isinstance(ruled, Content):
            return ruled
        if waiting is None:
            return Judged(ruled, board, holes, None)
        return Judged(ruled, board, holes, waiting.label, waiting.wrong)
