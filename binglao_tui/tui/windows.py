"""The windows a dealer opens from anywhere with one key, and the command palette's entries.

Help (F1), the pot-limit calculator (F2), the showdown judge (F3), the rules (F4), the
hand history (F5) and the session ledger (F6). :class:`WindowsApp` is the part of the app
that opens them; :class:`~binglao_tui.tui.app.BinglaoApp` builds on it and keeps the table,
the hand and the database these windows read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.reactive import var
from textual.screen import Screen

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.engine.table import TableSetup
    from binglao_tui.core.rules import Game
    from binglao_tui.store.startup import Opened


class WindowsApp(App[None]):
    """Opens the one-key windows; the dealer app fills in the state they read."""

    hand: var[Hand | None] = var(None, always_update=True)
    """The hand being played; replaced (never changed) on every step."""

    games: dict[str, Game]
    setup: TableSetup | None
    opened: Opened | None
    """The database once it is open (``db`` is None when it could not be opened)."""
    journal_ready: bool
    """False until the database has been opened and its questions answered."""

    @property
    def table(self) -> TableSetup:
        """The table being played (or, before the first hand, the one remembered)."""
        assert self.setup is not None
        return self.setup

    @property
    def game(self) -> Game:
        """The game of the table."""
        return self.table.game

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
            self.push_screen(
                PotCalculatorScreen(big_blind=self.table.big_blind, structure=self.table.structure.value)
            )

    def action_judge(self) -> None:
        from binglao_tui.tui.screens.judge import JudgeScreen

        if not isinstance(self.screen, JudgeScreen):
            self.push_screen(
                JudgeScreen(
                    self.games,
                    self.game.id,
                    self.table.names,
                    self.table.button,
                    roll=self.hand.roll if self.hand else None,
                )
            )

    def _store(self) -> Opened | None:
        """The open database, or None after telling the dealer why there is none."""
        opened = self.opened
        if opened is not None and opened.db is not None:
            return opened
        if opened is not None:
            problem = f"No hand history: {opened.problem or 'the database could not be opened'}"
        elif self.journal_ready:
            problem = "This run keeps no hand history."
        else:
            problem = "The hand history is still opening; try again in a moment."
        self.notify(problem, severity="warning")
        return None

    def action_history(self) -> None:
        """The hands played, the latest highlighted; enter opens one with its ruling."""
        from binglao_tui.tui.screens.history import HistoryScreen

        opened = self._store()
        history = opened.history if opened is not None else None
        if history is not None and not isinstance(self.screen, HistoryScreen):
            self.push_screen(HistoryScreen(history, games=self.games))

    def action_ledger(self) -> None:
        """The session ledger: buy-ins, re-buys, stacks after each hand, who pays whom."""
        from binglao_tui.tui.screens.ledger import LedgerScreen

        opened = self._store()
        ledger = opened.ledger if opened is not None else None
        if ledger is not None and not isinstance(self.screen, LedgerScreen):
            self.push_screen(LedgerScreen(ledger))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:  # type: ignore[type-arg]
        yield from super().get_system_commands(screen)
        yield SystemCommand("Help", "Every key and what the app does", self.action_help)
        yield SystemCommand(
            "Pot-limit calculator", "To call, minimum and maximum raise", self.action_pot_calculator
        )
        yield SystemCommand("Showdown judge", "Enter a board and hands: who wins and why", self.action_judge)
        yield SystemCommand("Rules", "The rules of this game and the house settings", self.action_rules)
        yield SystemCommand(
            "Hand history", "Every hand played: open one to see its ruling again", self.action_history
        )
        yield SystemCommand(
            "Session ledger", "Buy-ins, re-buys, stacks and who pays whom", self.action_ledger
        )
        from binglao_tui.tui.screens.hand import HandScreen

        if isinstance(screen, HandScreen):
            yield SystemCommand("Undo", "Take back the last step of the hand", screen.action_undo)
            yield SystemCommand("Misdeal", "Void the hand: every chip goes back", screen.action_misdeal)
            yield SystemCommand(
                "Floor ruling", "Award the pot by hand, as the floor decides", screen.action_floor
            )
            yield SystemCommand(
                "Run it twice", "Everyone left is all in and agrees: two boards", screen.action_run_twice
            )
            yield SystemCommand(
                "Table setup", "Change the game, stakes or players", screen.action_table_setup
            )
