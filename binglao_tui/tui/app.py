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
from textual.screen import Screen
from textual.widgets import Footer, Header

from binglao_tui.tui.table_memory import config_dir, load_setup, save_setup

if TYPE_CHECKING:
    from binglao_tui.core.games import Game
    from binglao_tui.core.table import TableSetup


class BinglaoApp(App[None]):
    """The binglao-tui dealer app.

    ``rng`` is the app's fair die (tests pass a seeded ``random.Random``); ``config``
    is where the last table is remembered (default: the user's config folder);
    ``cursor_blink=False`` keeps snapshots stable.
    """

    TITLE = "binglao-tui"
    CSS_PATH = "app.tcss"
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-short"), (30, "-tall")]
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

    def _table_set(self, setup: TableSetup | None) -> None:
        if setup is None:
            return
        self.setup = setup
        save_setup(self.config_folder, setup)
        self.sub_title = self.game.name

    @property
    def hand_in_progress(self) -> bool:
        """True while a hand is being played (quitting then asks first)."""
        return False

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
                                         self.table.button))

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
