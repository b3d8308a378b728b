"""The hand walkthrough: the table, the middle, and the one thing the dealer does next.

The screen is given the dealer's session (:class:`~binglao_tui.session.DealerSession`):
it renders the session's hand each time it changes and turns keys into the session's
steps. It decides nothing about poker: the instruction is the engine's ``next_step``, the
figures are the engine's ``legal()`` options, the street and the cards it takes are the
engine's ``board_due``, and a refused step shows the session's own reason. What happens
around a hand (the next deal, the table setup, a misdeal's new deal) it asks of the app
through :class:`TableRoutes`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar, Protocol

from textual.app import ComposeResult, SystemCommand
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Header, Static

from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.all_in import all_in_races, to_table
from binglao_tui.core.engine.hand import AllIn, Hand, Phase
from binglao_tui.session import DealerSession, Refusal
from binglao_tui.tui.render.hand import (
    has_odds,
    info_content,
    instruction_content,
    keys_content,
    may_chop,
    misdeal_loss,
    misdeal_redeal,
)
from binglao_tui.tui.render.news import News, with_news
from binglao_tui.tui.render.odds import chop_words
from binglao_tui.tui.render.options import arithmetic_line, options_line
from binglao_tui.tui.render.seats import seats_content
from binglao_tui.tui.screens.all_in_entry import Tabling
from binglao_tui.tui.screens.dialogs import chop_question, free_fold_question, misdeal_question
from binglao_tui.tui.screens.floor import FloorScreen
from binglao_tui.tui.screens.hand_entry import action_for, not_due_prompt, prompt_for, show_prompt
from binglao_tui.tui.screens.hand_keys import HAND_BINDINGS, key_state
from binglao_tui.tui.screens.odds import OddsScreen
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.entry_bar import EntryBar, PromptKind, Typed
from binglao_tui.tui.widgets.equity_panel import EquityPanel
from binglao_tui.tui.widgets.figures import Figures
from binglao_tui.tui.widgets.footer_line import FooterLine
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedScroll, focus_now
from binglao_tui.tui.widgets.middle_column import MiddleColumn
from binglao_tui.tui.widgets.ruling import RulingView


class TableRoutes(Protocol):
    """What the hand screen asks of the app: the screens around a hand."""

    def finish_hand(self, then_setup: bool = False) -> None:
        """Book the finished hand, then deal the next (or open the setup first)."""

    def misdeal(self) -> None:
        """Void the hand and deal again (or go back to the setup if that cannot be saved)."""

    def open_setup(self) -> None:
        """Open the table setup; the next hand is dealt at the table confirmed there."""


class HandScreen(KeysInOrder, Screen[None]):
    """One hand at a time, from the roll to the payout, as the session has it."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = HAND_BINDINGS

    def __init__(self, session: DealerSession, routes: TableRoutes) -> None:
        super().__init__()
        self.session = session
        self.routes = routes
        self.show_sum = False
        self._news: News | None = None
        self._asked_free_fold = False
        self._unsubscribe: Callable[[], None] | None = None
        self.tabling = Tabling()
        self._floor_shown: Action | None = None  # the floor ruling the panel was scrolled to

    @property
    def hand(self) -> Hand:
        hand = self.session.hand
        assert hand is not None
        return hand

    # -- layout ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="hand-top"):
            with OrderedScroll(id="seats-panel", classes="panel") as seats:
                seats.border_title = "Table"
                yield RulingView(id="ruling")
                yield EquityPanel(id="equity")
                yield Static(id="seats")
            with MiddleColumn(id="middle-panel", classes="panel") as middle:
                middle.border_title = "Middle"
        yield Static(id="hand-info")
        with Vertical(id="next-panel", classes="panel") as panel:
            panel.border_title = "Next"
            yield Static(id="instruction")
            yield Static(id="figures-line")
            yield Figures(with_pot=True, id="figures")
            yield Static(id="arithmetic")
            yield Static(id="keys")
            yield EntryBar(self._entry_submitted, id="entry")
        yield FooterLine()

    def on_mount(self) -> None:
        self.query_one(EntryBar).display = False
        table = self.query_one("#seats-panel", OrderedScroll)
        self.watch(table, "scroll_y", self._table_hint, init=False)
        self.watch(table, "virtual_size", self._table_hint, init=False)
        self._unsubscribe = self.session.subscribe(self._hand_changed)
        self._hand_changed(self.session.hand)

    def on_unmount(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()

    # -- rendering --------------------------------------------------------------------

    def _hand_changed(self, hand: Hand | None) -> None:
        if hand is None or not self.is_attached:
            return
        self.render_hand()
        self._prepare_entry()
        self.refresh_bindings()

    def render_hand(self) -> None:
        hand = self.hand
        seen = self.session.outlook  # a rotation of games: what comes next, and when
        if seen is not None and seen.game is not None:  # short names: the line fits 80 columns
            self.sub_title = f"Hand {self.session.hand_number} · {hand.setup.game.short_name} · {seen.words}"
        else:
            self.sub_title = f"Hand {self.session.hand_number} · {hand.setup.game.name}"
        self.query_one("#seats", Static).update(seats_content(hand))
        self.query_one(MiddleColumn).show(hand)
        self._news = self._news and self._news.now(hand, self.session.hand_number)
        self.query_one("#hand-info", Static).update(with_news(info_content(hand), self._news))
        self.query_one("#instruction", Static).update(instruction_content(hand))
        self._render_options()
        self._render_keys()
        self.query_one(EquityPanel).follow(hand.setup.game, all_in_races(hand), house=hand.setup.rules)
        ruling = self.query_one(RulingView)
        if hand.phase is Phase.COMPLETE and ruling.show_hand(hand):
            ruling.display = True
            panel = self.query_one("#seats-panel")
            panel.border_title = "Ruling (↑↓ scroll) and stacks"
            floor = hand.floor_ruling
            if floor is not None and floor is not self._floor_shown:  # the floor's award first
                self._floor_shown = floor
                panel.scroll_home(animate=False, immediate=True)
        else:
            ruling.display = False
            self.query_one("#seats-panel").border_title = "Table"
        self._fit_table()

    def _fit_table(self) -> None:
        """Keep every seat in the table panel: the Next box may be as tall as the screen
        leaves once the table has a line a seat, and scrolls past that (a tall Next box
        shrinks first; at 80x24 it pushed the tenth seat off the table)."""
        hand = self.session.hand
        if hand is None or not self.is_mounted:
            return
        table_needs = hand.setup.size + 3  # the seats, their heading and the panel's border
        around = 2 + self.query_one("#hand-info").outer_size.height  # the header, the footer
        room = max(4, self.size.height - around - table_needs)
        self.query_one("#next-panel").styles.max_height = room

    def announce(self, message: str) -> None:
        """Say ``message`` under the table until the hand's next step (:mod:`..render.news`)."""
        self._news = News.said(message, self.hand, self.session.hand_number)
        if self.is_mounted:
            self.render_hand()

    @property
    def _typing(self) -> bool:
        """Whether the cursor is in the entry field (where letters type themselves)."""
        focused = self.app.focused
        return focused is not None and focused.id == "entry-input"

    def _render_keys(self) -> None:
        setup = self.check_action("table_setup", ()) is True
        typing = self._typing
        not_due = typing and self.entry.kind is PromptKind.NOT_DUE
        self.query_one("#keys", Static).update(
            keys_content(
                self.hand, typing=typing, setup=setup, not_due=not_due, asking=self.tabling.asking is not None
            )
        )

    def on_descendant_focus(self) -> None:
        """The keys line and the footer follow the cursor: the field's keys in it, the
        hand's outside."""
        if self.session.hand is not None:
            self._render_keys()
            self.refresh_bindings()

    def on_descendant_blur(self) -> None:
        self.on_descendant_focus()

    def _render_options(self) -> None:
        hand = self.hand
        options = hand.legal()
        line = self.query_one("#figures-line", Static)
        figures = self.query_one(Figures)
        arithmetic = self.query_one("#arithmetic", Static)
        if options is None:
            line.display = False
            figures.display = False
            arithmetic.display = False
            return
        line.update(options_line(options))
        tall = self.has_class("-tall")
        plain_range = options.all_in in (AllIn.FULL, AllIn.NO_RAISE)
        line.display = not tall or not plain_range  # the big figures cannot say "short" or "capped"
        figures.display = tall
        short = options.all_in is AllIn.SHORT  # one amount, all in, and not a full raise
        figures.show(
            options.to_call,
            None if short else options.min_raise_to,
            None if short else options.max_raise_to,
            options.opening,
            pot=hand.pot_total,
        )
        arithmetic.update(arithmetic_line(options))
        arithmetic.display = self.show_sum

    # -- the entry line ----------------------------------------------------------------

    @property
    def entry(self) -> EntryBar:
        return self.query_one(EntryBar)

    def _prepare_entry(self) -> None:
        """Open the entry line when the step needs typing; otherwise hand the keys back."""
        prompt = self.tabling.prompt(self.hand) or prompt_for(self.hand)
        if prompt is not None:
            prompt.open_in(self.entry)
        else:
            self.entry.close()
            focus_now(self.query_one("#seats-panel"))

    def _entry_submitted(self, entry: Typed) -> None:
        if self.tabling.asking is not None and entry.kind is PromptKind.BOARD:
            action: Action | Refusal | None = self.tabling.answer(self.hand, entry)
        else:
            action = action_for(self.hand, entry)
        if isinstance(action, Refusal):
            self.entry.note(str(action), error=True)
        elif action is not None and action.kind is ActionKind.RUN_TWICE:
            self.action_run_twice()
        elif action is not None:
            self.act(action)

    def act(self, action: Action) -> bool:
        """Send ``action`` to the session; on refusal show its reason and ring the bell."""
        return self._answer(self.session.apply(action))

    def _answer(self, refusal: Refusal | None) -> bool:
        """True when the step was done; else its reason under the entry line, and the bell."""
        if refusal is None:
            return True
        problem = str(refusal)
        self.app.bell()
        entry = self.entry
        if entry.asking:
            entry.input.select_all()  # typing again replaces what was refused
            entry.note(problem, error=True)
        else:
            entry.tell(problem)
        return False

    # -- keys ---------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        hand = self.session.hand
        can_change = self.session.can_change_table
        return key_state(hand, action, typing=self._typing, can_change_table=can_change)

    def action_roll(self, face: int) -> None:
        self.act(Action.roll(face))

    def action_roll_die(self) -> None:
        self._answer(self.session.roll_die())

    def action_step(self) -> None:
        hand = self.hand
        if hand.phase is Phase.DEAL_HOLE:
            self.act(Action.deal_hole())
        elif hand.phase is Phase.COMPLETE:
            self.routes.finish_hand()
        elif hand.phase in (Phase.DEAL_BOARD, Phase.SHOWDOWN):
            if self.entry.asking:  # back to the field left with escape, as typed
                focus_now(self.entry.input)
            else:
                self._prepare_entry()

    def action_fold(self) -> None:
        options = self.hand.legal()
        if options is None:
            return
        fold = Action.fold(options.player)
        if options.can_check and not self._asked_free_fold:
            self._asked_free_fold = True  # asked once; from then on the dealer means it

            def answer(yes: bool) -> None:
                if yes and self.session.hand is not None and self.hand.legal() == options:
                    self.act(fold)

            self.app.push_screen(free_fold_question(options.player, answer))
            return
        self.act(fold)

    def action_check_call(self) -> None:
        options = self.hand.legal()
        if options is None:
            return
        self.act(Action.check(options.player) if options.can_check else Action.call(options.player))

    def action_cards_not_due(self, typed: str) -> None:
        """A card's first character at a betting prompt (``a`` too): the entry line opens
        with it typed, and takes no card (:mod:`.hand_keys`)."""
        not_due_prompt(self.hand, typed).open_in(self.entry)

    def action_bet_raise(self) -> None:
        options = self.hand.legal()
        if options is None:
            return
        verb = "bets" if options.opening else "raises to"
        self.entry.open(
            PromptKind.AMOUNT,
            f"{options.player} {verb}",
            placeholder=f"{options.min_raise_to}-{options.max_raise_to}, or min, pot, all",
        )

    def action_why_no_raise(self) -> None:
        """b when no bet or raise of the dealer's choosing is open: say why, change nothing."""
        options = self.hand.legal()
        if options is None:
            return
        if options.can_raise:  # a short all-in is the only raise
            self.entry.tell(
                f"{options.player} can raise only by going all in for {options.all_in_to}, "
                "less than a full raise: a"
            )
        else:
            self.entry.tell(f"{options.player} cannot raise: {options.no_raise_reason}")

    def action_run_twice(self) -> None:
        if self.act(Action.run_twice()):  # said under the table: a toast covered the pots
            self.announce("Run it twice: two boards, each pot halved between them.")

    def action_arithmetic(self) -> None:
        self.show_sum = not self.show_sum
        self.query_one("#arithmetic").display = self.show_sum

    def action_show(self) -> None:
        actor = self.hand.actor
        if actor is not None:
            show_prompt(self.hand, actor).open_in(self.entry)
        elif to_table(self.hand):
            self.tabling.resume()  # the hands left face down at an all-in, tabled after all
            self._prepare_entry()

    def action_muck(self) -> None:
        actor = self.hand.actor
        if actor is not None:
            self.act(Action.muck(actor))

    def action_undo(self) -> None:
        refusal = self.session.undo()
        if refusal is not None:
            self.notify(str(refusal), severity="warning")

    def action_scroll_table(self, pages: int) -> None:
        """PageUp, PageDown: the Table panel a page up or down, wherever the cursor is."""
        table = self.query_one("#seats-panel", OrderedScroll)
        if pages > 0:
            table.scroll_page_down(animate=False)
        else:
            table.scroll_page_up(animate=False)

    def _table_hint(self) -> None:
        """Under the Table panel, the key that shows what its height hides (the outs at an
        all-in at 80x24): PgDn while there is more below, else PgUp once scrolled."""
        table = self.query_one("#seats-panel", OrderedScroll)
        if table.scroll_y < table.max_scroll_y:
            table.border_subtitle = "PgDn more"
        elif table.scroll_y > 0:
            table.border_subtitle = "PgUp back"
        else:
            table.border_subtitle = ""

    def action_undo_in_field(self) -> None:
        self.action_undo()

    def action_cancel(self) -> None:
        entry = self.entry
        if entry.display and self.hand.phase is Phase.BETTING:
            entry.close()
        focus_now(self.query_one("#seats-panel"))

    def action_misdeal(self) -> None:
        def answer(yes: bool | None) -> None:
            if yes:
                self.routes.misdeal()

        hand = self.hand
        self.app.push_screen(
            misdeal_question(misdeal_loss(hand), hand.pot_total, misdeal_redeal(hand), answer)
        )

    def action_floor(self) -> None:
        hand = self.hand
        if not hand.floor_open:
            self.notify("A floor ruling awards the pot once the betting is over.", severity="warning")
            return
        self.app.push_screen(FloorScreen(hand, rule=self.session.floor))  # it records the ruling itself

    def action_equity(self) -> None:
        """``e``: at an all-in the house lets chop, the chop by equity (asked first); once
        the hand is over, its odds street by street."""
        hand = self.hand
        if has_odds(hand):
            self.app.push_screen(OddsScreen(hand, f"hand {self.session.hand_number}"))
            return
        if not may_chop(hand):
            return
        offer = self.query_one(EquityPanel).chop_offer
        if offer is None:
            self.notify("The equity is still being counted: the chop comes with it.")
            return

        def answer(yes: bool) -> None:
            if (
                yes
                and self.session.hand is hand
                and self._answer(self.session.chop(offer.chips, offer.shares))
            ):
                self.announce(f"Chopped by equity: {chop_words(offer)}.")

        self.app.push_screen(chop_question(offer, answer))

    def action_table_setup(self) -> None:
        if self.check_action("table_setup", ()) is not True:
            self.notify("Finish the hand first (or call a misdeal) to change the table.", severity="warning")
            return
        if self.hand.is_complete:
            self.routes.finish_hand(then_setup=True)
        else:
            self.routes.open_setup()

    def on_resize(self) -> None:
        if self.session.hand is not None:
            self._render_options()
            self._fit_table()

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The hand's own entries in the command palette."""
        yield SystemCommand("Undo", "Take back the last step of the hand", self.action_undo)
        yield SystemCommand("Misdeal", "Void the hand: every chip goes back", self.action_misdeal)
        yield SystemCommand("Floor ruling", "Award the pot by hand, as the floor decides", self.action_floor)
        yield SystemCommand(
            "Run it twice", "No more betting, and everyone left agrees: two boards", self.action_run_twice
        )
        yield SystemCommand("Table setup", "Change the game, stakes or players", self.action_table_setup)
