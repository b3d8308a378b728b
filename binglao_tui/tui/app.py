"""The dealer app: table setup, the hand walkthrough, rules, and the quick tools.

The app holds no poker rules. It keeps three things: the games (loaded from the rules
files), the table (the engine's :class:`~binglao_tui.core.table.TableSetup`, one
serialisable value), and the hand in progress, which the engine replaces on every action. Every engine
action goes through :meth:`BinglaoApp.apply_action`, so a journal can hook in there.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding, BindingType
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Footer, Header

from binglao_tui.tui.recorder import HandRecorder, NullRecorder
from binglao_tui.tui.table_memory import config_dir, load_setup, save_setup

if TYPE_CHECKING:
    from binglao_tui.core.actions import Action
    from binglao_tui.core.games import Game
    from binglao_tui.core.hand import Hand
    from binglao_tui.core.table import TableSetup


def next_table(setup: TableSetup, stacks: dict[str, int]) -> tuple[TableSetup | None, list[str]]:
    """The table for the next hand: the new stacks, players with no chips gone, and the
    button one seat clockwise (to the next player still seated). Returns the table (None
    when fewer than two players are left) and the names of the players who left."""
    from dataclasses import replace

    from binglao_tui.core.table import Seat

    left = [name for name in setup.names if stacks.get(name, 0) == 0]
    seated = [Seat(name, stacks[name]) for name in setup.names if name not in left]
    if len(seated) < 2:
        return None, left
    names = [seat.name for seat in seated]
    button = next(name for name in setup.clockwise_from(setup.button)[1:] if name in names)
    return replace(setup, seats=tuple(seated), button=button), left


class BinglaoApp(App[None]):
    """The binglao-tui dealer app.

    ``rng`` is the app's fair die (tests pass a seeded ``random.Random``); ``config``
    is where the last table is remembered (default: the user's config folder);
    ``cursor_blink=False`` keeps snapshots stable; ``recorder`` receives every step of
    every hand (the journal's hook).
    """

    hand: var[Hand | None] = var(None, always_update=True)
    """The hand being played; replaced (never changed) on every step."""

    TITLE = "binglao-tui"
    CSS_PATH = "app.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]  # noqa: RUF012 - Textual's own
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1,question_mark", "help", "Help"),
        Binding("f2", "pot_calculator", "Pot calc"),
        Binding("f3", "judge", "Judge"),
        Binding("f4", "rules", "Rules"),
        Binding("ctrl+q", "quit", "Quit", priority=True, show=False),
    ]

    def __init__(
        self,
        db: str | None = None,
        rules_dirs: list[str] | None = None,
        *,
        rng: random.Random | None = None,
        config: Path | None = None,
        cursor_blink: bool = True,
        recorder: HandRecorder | None = None,
    ) -> None:
        super().__init__()
        self.db = db
        self.rules_dirs = rules_dirs or []
        self.rng = rng or random.Random()
        self.config = config
        self.cursor_blink = cursor_blink
        self.games: dict[str, Game] = {}
        self.rules_problem = ""
        self.setup: TableSetup | None = None
        self.recorder: HandRecorder = recorder or NullRecorder()
        self.hand_number = 0

    # -- start ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        yield Footer()

    def on_mount(self) -> None:
        self._load_games()
        self.setup = load_setup(self.config_folder, self.games)
        self.open_setup(first=True)

    @property
    def config_folder(self) -> Path:
        return self.config if self.config is not None else config_dir()

    def _load_games(self) -> None:
        from binglao_tui.core.games import RulesError, load_games

        try:
            self.games = load_games([Path(d) for d in self.rules_dirs])
        except RulesError as exc:
            self.rules_problem = str(exc)
            self.games = load_games(include_user=False)
            self.notify(f"House rules not loaded: {exc}", severity="error", timeout=15)

    @property
    def table(self) -> TableSetup:
        """The table being played (or, before the first hand, the one remembered)."""
        assert self.setup is not None
        return self.setup

    @property
    def game(self) -> Game:
        """The game of the table."""
        return self.table.game

    def on_descendant_mount(self, event: object) -> None:
        """Tests and snapshots turn the blinking cursor off everywhere."""
        if not self.cursor_blink:
            from textual.widgets import Input

            node = getattr(event, "node", None)
            if isinstance(node, Input):
                node.cursor_blink = False

    # -- the table ----------------------------------------------------------------------

    def open_setup(self, first: bool = False) -> None:
        from binglao_tui.tui.screens.setup import SetupScreen

        self.push_screen(SetupScreen(self.table, self.games, first=first), self._table_set)

    def check_setup(self, setup: TableSetup) -> None:
        """Refuse a table the engine cannot play (raises ValueError with the reason)."""
        from binglao_tui.core.dealing import check_deck

        check_deck(len(setup.seats), setup.game.max_hole_cards)

    def _table_set(self, setup: TableSetup | None) -> None:
        if setup is None:
            return
        self.setup = setup
        save_setup(self.config_folder, setup)
        self.sub_title = self.game.name
        if self.hand is not None and self.hand.actions and not self.hand.is_complete:
            return  # the setup was only looked at in the middle of a hand
        self.start_hand()

    @property
    def hand_in_progress(self) -> bool:
        """True while a hand is being played (quitting then asks first)."""
        return self.hand is not None and bool(self.hand.actions)

    # -- the hand: every change goes through these methods ---------------------------------

    def start_hand(self) -> None:
        """Deal a new hand at the current table: the blinds go in."""
        from binglao_tui.core.hand import Hand
        from binglao_tui.tui.screens.hand import HandScreen

        hand = Hand.start(self.table)
        if self.hand is None or self.hand.actions:
            self.hand_number += 1  # an unplayed hand (table changed before the deal) is replaced
        self.recorder.hand_started(self.hand_number, hand)
        self.hand = hand
        if not isinstance(self.screen, HandScreen):
            while len(self.screen_stack) > 1 and not isinstance(self.screen, HandScreen):
                self.pop_screen()
            if not isinstance(self.screen, HandScreen):
                self.push_screen(HandScreen())

    def apply_action(self, action: Action) -> str | None:
        """Give ``action`` to the engine. Returns None when it is done, or the engine's
        reason for refusing it (and then nothing changes)."""
        from binglao_tui.core.hand import IllegalAction

        hand = self.hand
        if hand is None:
            return "no hand is being played"
        try:
            after = hand.apply(action)
        except IllegalAction as exc:
            return str(exc)
        self.recorder.action_applied(action, after)
        self.hand = after
        return None

    def undo(self) -> str | None:
        """Take back the last action of the hand (None), or say why not."""
        hand = self.hand
        if hand is None or not hand.actions:
            return "Nothing to undo in this hand"
        before = hand.undo()
        self.recorder.undone(before)
        self.hand = before
        return None

    def misdeal(self) -> None:
        """Void the hand: every chip back where it was, the same button deals again."""
        from binglao_tui.core.hand import Hand

        if self.hand is not None:
            self.recorder.misdealt(self.hand)
        hand = Hand.start(self.table)
        self.recorder.hand_started(self.hand_number, hand)
        self.hand = hand
        self.notify("Misdeal: the hand is void; deal again.", title="Misdeal")

    def finish_hand(self, then_setup: bool = False) -> None:
        """The dealer confirms the payout: the stacks carry over and the button moves.
        With ``then_setup`` the table setup opens before the next hand is dealt."""
        hand = self.hand
        if hand is None or not hand.is_complete:
            return
        self.recorder.hand_finished(hand)
        table, left = next_table(hand.setup, hand.stacks)
        for name in left:
            self.notify(f"{name} has no chips left and leaves the table (re-buy in the setup: t).",
                        timeout=8)
        if table is None:
            self.notify("Fewer than two players have chips: set up the table again.",
                        severity="warning")
            self.setup = hand.setup
            self.hand = None
            self.open_setup()
            return
        self.setup = table
        save_setup(self.config_folder, table)
        if then_setup:
            self.hand = None
            self.open_setup()
        else:
            self.start_hand()

    # -- actions ----------------------------------------------------------------------

    def action_help(self) -> None:
        from binglao_tui.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_rules(self) -> None:
        from binglao_tui.tui.screens.rules import RulesScreen

        if isinstance(self.screen, RulesScreen):
            return
        table = self.table
        extra = [
            ("Betting", table.structure.value),
            ("Blinds", f"{table.small_blind}/{table.big_blind}"),
            ("Big-blind ante", str(table.bb_ante) if table.bb_ante else "none"),
            ("Ante, everyone", str(table.ante) if table.ante else "none"),
            ("Straddle", str(table.straddle) if table.straddle else "none"),
            ("Smallest chip", str(table.chip)),
        ]
        self.push_screen(RulesScreen(self.game, extra, table.rules))

    def action_pot_calculator(self) -> None:
        from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen

        if not isinstance(self.screen, PotCalculatorScreen):
            self.push_screen(PotCalculatorScreen(
                big_blind=self.table.big_blind, structure=self.table.structure.value))

    def action_judge(self) -> None:
        from binglao_tui.tui.screens.judge import JudgeScreen

        if not isinstance(self.screen, JudgeScreen):
            self.push_screen(JudgeScreen(self.games, self.game.id, self.table.names,
                                         self.table.button,
                                         roll=self.hand.roll if self.hand else None))

    async def action_quit(self) -> None:
        if not self.hand_in_progress:
            self.exit()
            return
        from binglao_tui.tui.screens.dialogs import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(ConfirmScreen(
            "Quit in the middle of a hand?",
            "The hand in progress will be lost unless the journal keeps it.",
            yes="Quit", no="Keep playing"), answer)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:  # type: ignore[type-arg]
        yield from super().get_system_commands(screen)
        yield SystemCommand("Help", "Every key and what the app does", self.action_help)
        yield SystemCommand("Pot-limit calculator", "To call, minimum and maximum raise",
                            self.action_pot_calculator)
        yield SystemCommand("Showdown judge", "Enter a board and hands: who wins and why",
                            self.action_judge)
        yield SystemCommand("Rules", "The rules of this game and the house settings",
                            self.action_rules)
        from binglao_tui.tui.screens.hand import HandScreen

        if isinstance(screen, HandScreen):
            yield SystemCommand("Undo", "Take back the last step of the hand",
                                screen.action_undo)
            yield SystemCommand("Misdeal", "Void the hand: every chip goes back",
                                screen.action_misdeal)
            yield SystemCommand("Floor ruling", "Award the pot by hand, as the floor decides",
                                screen.action_floor)
            yield SystemCommand("Run it twice", "Everyone left is all in and agrees: two boards",
                                screen.action_run_twice)
            yield SystemCommand("Table setup", "Change the game, stakes or players",
                                screen.action_table_setup)
