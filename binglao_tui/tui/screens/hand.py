"""The hand walkthrough: the table, the middle, and the one thing the dealer does next.

The screen renders the app's current :class:`~binglao_tui.core.engine.hand.Hand` and turns keys
into engine actions through :meth:`BinglaoApp.apply_action`. It decides nothing about
poker: the instruction is the engine's ``next_step``, the figures are the engine's
``legal()`` options, and a refused action shows the engine's own message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.tui.widgets.entry_bar import Entry, EntryBar, EntryKind
from binglao_tui.tui.widgets.figures import Figures
from binglao_tui.tui.widgets.hand_text import (
    board_to_deal,
    board_to_enter,
    history_content,
    info_content,
    instruction_content,
    keys_content,
    known_cards,
    missing_board,
)
from binglao_tui.tui.widgets.pot_panel import middle_content
from binglao_tui.tui.widgets.ruling import RulingView
from binglao_tui.tui.widgets.seats import seats_content

if TYPE_CHECKING:
    from binglao_tui.tui.app import BinglaoApp

_BETTING_KEYS = {"fold", "check_call", "bet_raise", "all_in", "arithmetic"}


class HandScreen(Screen[None]):
    """One hand at a time, from the roll to the payout."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "roll_die", "Roll die"),
        Binding("enter", "step", "Do it"),
        Binding("f", "fold", "Fold"),
        Binding("c", "check_call", "Check/call"),
        Binding("b,r", "bet_raise", "Bet/raise"),
        Binding("a", "all_in", "All-in"),
        Binding("x", "arithmetic", "Sum", show=False),
        Binding("s", "show", "Show"),
        Binding("k", "muck", "Muck"),
        Binding("u", "undo", "Undo"),
        Binding("m", "misdeal", "Misdeal", show=False),
        Binding("o", "floor", "Floor", show=False),
        Binding("w", "run_twice", "Run twice"),
        Binding("t", "table_setup", "Setup", show=False),
        Binding("escape", "cancel", "Back", show=False),
        *[Binding(str(face), f"roll({face})", show=False) for face in range(1, 10)],
    ]

    def __init__(self) -> None:
        super().__init__()
        self.show_sum = False

    @property
    def dealer(self) -> BinglaoApp:
        from binglao_tui.tui.app import BinglaoApp

        app = self.app
        assert isinstance(app, BinglaoApp)
        return app

    @property
    def hand(self) -> Hand:
        hand = self.dealer.hand
        assert hand is not None
        return hand

    # -- layout ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="hand-top"):
            with VerticalScroll(id="seats-panel", classes="panel") as seats:
                seats.border_title = "Table"
                yield RulingView(id="ruling")
                yield Static(id="seats")
            with VerticalScroll(id="middle-panel", classes="panel") as middle:
                middle.border_title = "Middle"
                yield Static(id="middle")
                yield Static(id="history")
        yield Static(id="hand-info")
        with Vertical(id="next-panel", classes="panel") as panel:
            panel.border_title = "Next"
            yield Static(id="instruction")
            yield Static(id="figures-line")
            yield Figures(with_pot=True, id="figures")
            yield Static(id="arithmetic")
            yield Static(id="keys")
            yield EntryBar(id="entry")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(EntryBar).display = False
        self.watch(self.dealer, "hand", self._hand_changed, init=True)

    # -- rendering --------------------------------------------------------------------

    def _hand_changed(self, hand: Hand | None) -> None:
        if hand is None:
            return
        self.render_hand()
        self._prepare_entry()
        self.refresh_bindings()

    def render_hand(self) -> None:
        hand = self.hand
        app = self.dealer
        self.sub_title = f"Hand {app.hand_number} · {hand.setup.game.name}"
        self.query_one("#seats", Static).update(seats_content(hand))
        self.query_one("#middle", Static).update(middle_content(hand))
        self.query_one("#history", Static).update(history_content(hand))
        self.query_one("#hand-info", Static).update(info_content(hand))
        self.query_one("#instruction", Static).update(instruction_content(hand))
        self._render_options()
        self.query_one("#keys", Static).update(keys_content(hand))
        ruling = self.query_one(RulingView)
        if hand.phase is Phase.COMPLETE and ruling.show_hand(hand):
            ruling.display = True
            self.query_one("#seats-panel").border_title = "Ruling (↑↓ scroll) and stacks"
        else:
            ruling.display = False
            self.query_one("#seats-panel").border_title = "Table"

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
        verb = "bet" if options.opening else "raise to"
        if options.can_raise:
            low, high = options.min_raise_to, options.max_raise_to
            words = Content.assemble(
                ("To call ", ""),
                (str(options.to_call), "bold $text-accent"),
                (f" · Min {verb} ", ""),
                (str(low), "bold $text-accent"),
                (f" · Max {verb} ", ""),
                (str(high), "bold $text-accent"),
                (f" · All in {options.all_in_to}", "$foreground-muted"),
            )
        else:
            low = high = None
            words = Content.assemble(
                ("To call ", ""),
                (str(options.to_call), "bold $text-accent"),
                (f" · no raise: {options.no_raise_reason}", "$foreground-muted"),
            )
        line.update(words)
        tall = self.has_class("-tall")
        line.display = not tall
        figures.display = tall
        figures.show(options.to_call, low, high, options.opening, pot=hand.pot_total)
        arithmetic.update(Content.assemble(("Pot limit: ", "bold"), options.arithmetic))
        arithmetic.display = self.show_sum

    # -- the entry line ----------------------------------------------------------------

    @property
    def entry(self) -> EntryBar:
        return self.query_one(EntryBar)

    def _prepare_entry(self) -> None:
        """Open the entry line when the step needs typing; otherwise hand the keys back."""
        hand = self.hand
        entry = self.entry
        if hand.phase is Phase.DEAL_BOARD:
            number, dealt = board_to_deal(self.hand)
            count = {0: 3, 3: 1, 4: 1}.get(dealt, 1)
            street = {0: "Flop", 3: "Turn", 4: "River"}.get(dealt, "Board")
            if len(hand.boards) > 1:
                street = f"{street} {number}"
            entry.open(
                EntryKind.BOARD,
                f"{street} cards",
                where="board",
                counts={count},
                known=known_cards(self.hand),
                optional=True,
                placeholder="type them as they fall, or just press enter",
            )
        elif hand.phase is Phase.SHOWDOWN and hand.actor is None:
            self._open_full_board()
        elif hand.phase is Phase.SHOWDOWN and hand.actor is not None:
            self._open_show(hand.actor)
        else:
            entry.close()
            self.query_one("#seats-panel").focus()

    def _open_full_board(self) -> None:
        missing = missing_board(self.hand)
        names = []
        if any(i < 3 for i in missing):
            names.append("flop")
        names += [{3: "turn", 4: "river"}[i] for i in missing if i >= 3]
        prompt = ", ".join(names).capitalize()
        if len(self.hand.boards) > 1:
            prompt = f"Board {board_to_enter(self.hand)}: {prompt.lower()}"
        self.entry.open(
            EntryKind.FULL_BOARD,
            prompt,
            where="board",
            counts={len(missing)},
            known=known_cards(self.hand),
            placeholder=f"the {' and '.join(names)}: {len(missing)} card(s)",
        )

    def _open_show(self, name: str) -> None:
        hand = self.hand
        player = next(p for p in hand.players if p.name == name)
        known = {k: v for k, v in known_cards(self.hand).items() if k != f"player {name}"}
        self.entry.open(
            EntryKind.SHOW,
            f"{name} shows",
            where=f"player {name}",
            counts={hand.hole_cards},
            known=known,
            optional=bool(player.hole),
            placeholder=f"{hand.hole_cards} cards, or muck",
        )

    @on(EntryBar.Submitted)
    def _entry_submitted(self, event: EntryBar.Submitted) -> None:
        event.stop()
        action = self._action_for(event.entry)
        if action is None:
            return
        self.act(action)

    def _action_for(self, entry: Entry) -> Action | None:
        hand = self.hand
        if entry.kind is EntryKind.AMOUNT:
            options = hand.legal()
            if options is None:
                return None
            if entry.word == "all":
                return Action.all_in(options.player)
            if entry.word == "min":
                amount = options.min_raise_to
            elif entry.word == "max":
                amount = options.max_raise_to
            else:
                amount = entry.amount
            if amount is None:
                self.entry.note(f"{options.player} cannot raise: {options.no_raise_reason}", error=True)
                return None
            if options.opening:
                return Action.bet(options.player, amount)
            return Action.raise_to(options.player, amount)
        if entry.kind is EntryKind.BOARD:
            if entry.word == "twice":
                self.action_run_twice()
                return None
            return Action.deal_board(entry.cards, board=board_to_deal(self.hand)[0])
        if entry.kind is EntryKind.FULL_BOARD:
            number = board_to_enter(self.hand)
            typed = iter(entry.cards)
            board = [card if card is not None else next(typed) for card in hand.boards[number - 1]]
            return Action.board_cards(board, board=number)
        actor = hand.actor
        if actor is None:
            return None
        if entry.word == "muck":
            return Action.muck(actor)
        return Action.show(actor, entry.cards)

    def act(self, action: Action) -> bool:
        """Send ``action`` to the engine; on refusal show its message and ring the bell."""
        problem = self.dealer.apply_action(action)
        if problem is None:
            return True
        self.app.bell()
        entry = self.entry
        if not entry.display:
            entry.open(EntryKind.AMOUNT, "", focus=False)
            entry.input.display = False
        elif entry.input.display:
            entry.input.select_all()  # typing again replaces what was refused
        entry.note(problem, error=True)
        return False

    # -- keys ---------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        app = self.app
        hand = getattr(app, "hand", None)
        if hand is None or not isinstance(hand, Hand):
            return True
        phase = hand.phase
        if action in _BETTING_KEYS:
            if phase is not Phase.BETTING:
                return False
            options = hand.legal()
            if action == "bet_raise" and (options is None or not options.can_raise):
                return None
            return True
        if action in ("roll_die", "roll"):
            return phase is Phase.ROLL
        if action in ("show", "muck"):
            return phase is Phase.SHOWDOWN and hand.actor is not None
        if action == "floor":
            return phase in (Phase.SHOWDOWN, Phase.COMPLETE) or (
                hand.betting_over and phase is not Phase.BETTING
            )
        if action == "step":
            return phase in (Phase.DEAL_HOLE, Phase.DEAL_BOARD, Phase.COMPLETE) or (
                phase is Phase.SHOWDOWN and hand.actor is None
            )
        if action == "undo":
            return True if hand.actions else None
        if action == "run_twice":
            return hand.can_apply(Action.run_twice())
        if action == "table_setup":
            return not hand.actions or phase is Phase.COMPLETE
        return True

    def action_roll(self, face: int) -> None:
        self.act(Action.roll(face))

    def action_roll_die(self) -> None:
        game = self.hand.setup.game
        sides = game.die.sides if game.die is not None else 6
        face = self.dealer.rng.randint(1, sides)
        self.act(Action.roll(face))

    def action_step(self) -> None:
        hand = self.hand
        if hand.phase is Phase.DEAL_HOLE:
            self.act(Action.deal_hole())
        elif hand.phase is Phase.COMPLETE:
            self.dealer.finish_hand()
        elif hand.phase in (Phase.DEAL_BOARD, Phase.SHOWDOWN):
            self._prepare_entry()

    def _options_player(self) -> str | None:
        options = self.hand.legal()
        return None if options is None else options.player

    def action_fold(self) -> None:
        player = self._options_player()
        if player is not None:
            self.act(Action.fold(player))

    def action_check_call(self) -> None:
        options = self.hand.legal()
        if options is None:
            return
        self.act(Action.check(options.player) if options.can_check else Action.call(options.player))

    def action_all_in(self) -> None:
        player = self._options_player()
        if player is not None:
            self.act(Action.all_in(player))

    def action_bet_raise(self) -> None:
        options = self.hand.legal()
        if options is None:
            return
        if not options.can_raise:
            self.entry.open(EntryKind.AMOUNT, "", focus=False)
            self.entry.note(f"{options.player} cannot raise: {options.no_raise_reason}", error=True)
            return
        verb = "bets" if options.opening else "raises to"
        self.entry.open(
            EntryKind.AMOUNT,
            f"{options.player} {verb}",
            placeholder=f"{options.min_raise_to}-{options.max_raise_to}, or min, pot, all",
        )
        self.entry.input.display = True

    def action_run_twice(self) -> None:
        if self.act(Action.run_twice()):
            self.notify("Run it twice: two boards; each pot is halved between them.", title="Run it twice")

    def action_arithmetic(self) -> None:
        self.show_sum = not self.show_sum
        self.query_one("#arithmetic").display = self.show_sum

    def action_show(self) -> None:
        actor = self.hand.actor
        if actor is not None:
            self._open_show(actor)

    def action_muck(self) -> None:
        actor = self.hand.actor
        if actor is not None:
            self.act(Action.muck(actor))

    def action_undo(self) -> None:
        problem = self.dealer.undo()
        if problem:
            self.notify(problem, severity="warning")

    def action_cancel(self) -> None:
        entry = self.entry
        if entry.display and self.hand.phase is Phase.BETTING:
            entry.close()
        self.query_one("#seats-panel").focus()

    def action_misdeal(self) -> None:
        from binglao_tui.tui.screens.dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.dealer.misdeal()

        self.app.push_screen(
            ConfirmScreen(
                "Misdeal: void this hand?",
                "Every chip goes back where it was before the hand; the same button deals again.",
                yes="Misdeal",
                no="Keep the hand",
            ),
            answer,
        )

    def action_floor(self) -> None:
        from binglao_tui.tui.screens.floor import FloorScreen

        def ruled(awards: dict[str, int] | None) -> None:
            if awards is not None:
                note = "floor ruling"
                self.act(Action.floor(awards, note))

        hand = self.hand
        if self.check_action("floor", ()) is not True:
            self.notify("A floor ruling awards the pot once the betting is over.", severity="warning")
            return
        self.app.push_screen(FloorScreen(hand), ruled)

    def action_table_setup(self) -> None:
        if self.check_action("table_setup", ()) is not True:
            self.notify("Finish the hand first (or call a misdeal) to change the table.", severity="warning")
            return
        if self.hand.is_complete:
            self.dealer.finish_hand(then_setup=True)
        else:
            self.dealer.open_setup()

    def on_resize(self) -> None:
        if self.dealer.hand is not None:
            self._render_options()
