"""The windows a dealer opens from anywhere with one key, and the command palette's entries.

Help (F1), the pot-limit calculator (F2), the showdown judge (F3), the rules (F4), the
hand history (F5) and the session ledger (F6). :class:`WindowsApp` is the part of the app
that opens them; :class:`~binglao_tui.tui.app.BinglaoApp` builds on it and provides the
games, the table, the hand and the database these windows read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from textual.app import App, SystemCommand
from textual.notifications import SeverityLevel
from textual.screen import Screen

from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.entry import printable
from binglao_tui.core.rules import Game, RulesError
from binglao_tui.core.rules.read_again import GamesReadAgain
from binglao_tui.tui import screens
from binglao_tui.tui.render.rules import table_settings

if TYPE_CHECKING:  # names only: the engine and the store load after the first screen
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.store.startup import Opened
    from binglao_tui.tui.screens.ledger import EndsSessions


@runtime_checkable
class OffersCommands(Protocol):
    """A screen with command palette entries of its own (the hand screen's undo, misdeal...)."""

    def palette_commands(self) -> Iterable[SystemCommand]:
        """The screen's entries, shown after the app's own."""
        ...


class WindowsApp(App[None]):
    """Opens the one-key windows; the dealer app provides the state they read."""

    def __init__(self) -> None:
        super().__init__()
        self.judge_memory: dict[str, str] = {}  # what was typed in the judge, kept between F3s
        self.rules_problems: tuple[RulesError, ...] = ()
        """Each house rules file that did not load, in full (its path): the help says them."""

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification as plain text, whoever sends it (screens pass ``markup=True``
        by default): they carry players' names, file paths and refusals, which are data,
        never markup, and anything in them that would act on the terminal is escaped."""
        super().notify(
            printable(message), title=printable(title), severity=severity, timeout=timeout, markup=False
        )

    @property
    def games(self) -> GamesReadAgain:
        """The games, shipped and house, as the rules folders held them when last read."""
        raise NotImplementedError

    def read_rules_again(self) -> GamesReadAgain:
        """The games as the rules folders hold them now: a house rules file dropped in or
        mended while the app runs is offered from here on (the table setup and its Game
        list read them again as they open)."""
        self.rules_read(self.games.read_again())
        return self.games

    def rules_read(self, problems: Sequence[RulesError]) -> None:
        """Each rules file that did not load, for the help (F1), and a warning for each
        one not said before: its name and what is wrong, in one line (the help says it in
        full, path and all; the path took four lines at 80 columns). A file still broken
        as it was is not said again each time the folders are read."""
        said = {str(problem) for problem in self.rules_problems}
        self.rules_problems = tuple(problems)
        for problem in problems:
            if str(problem) not in said:
                short = " ".join(problem.short.split())
                self.notify(short, title="House rules not loaded", severity="warning", timeout=15)

    @property
    def table(self) -> TableSetup:
        """The table being played (or, before the first hand, the one remembered)."""
        raise NotImplementedError

    @property
    def hand(self) -> Hand | None:
        """The hand being played, if any."""
        raise NotImplementedError

    @property
    def opened(self) -> Opened | None:
        """The database once it is open (``db`` is None when it could not be opened)."""
        raise NotImplementedError

    @property
    def journal_ready(self) -> bool:
        """False until the database has been opened and its questions answered."""
        raise NotImplementedError

    def session_ender(self) -> EndsSessions:
        """What ends the ledger's open session from F6 (``e``), or says why not now."""
        raise NotImplementedError

    @property
    def game(self) -> Game:
        """The game of the table."""
        return self.table.game

    def action_help(self) -> None:
        if not isinstance(self.screen, screens.HelpScreen):
            self.push_screen(screens.HelpScreen(self.rules_problems))

    def action_rules(self) -> None:
        if isinstance(self.screen, screens.RulesScreen):
            return
        table = self.table
        self.push_screen(screens.RulesScreen(self.game, table_settings(table), table.rules))

    def action_pot_calculator(self) -> None:
        if not isinstance(self.screen, screens.PotCalculatorScreen):
            table = self.table
            structure = table.structure.value
            hand = self.hand
            spot = screens.TableSpot.of(hand) if hand is not None and not hand.is_complete else None
            self.push_screen(
                screens.PotCalculatorScreen(big_blind=table.big_blind, structure=structure, spot=spot)
            )

    def action_judge(self) -> None:
        if not isinstance(self.screen, screens.JudgeScreen):
            hand = self.hand
            self.push_screen(
                screens.JudgeScreen(
                    dict(self.read_rules_again()),  # a house file dropped in since is offered
                    self.game.id,
                    self.table.names,
                    self.table.button,
                    roll=hand.roll if hand is not None else None,
                    memory=self.judge_memory,
                    read_again=self.read_rules_again,  # and as its Game list opens
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
        opened = self._store()
        history = opened.history if opened is not None else None
        if history is not None and not isinstance(self.screen, screens.HistoryScreen):
            self.push_screen(screens.HistoryScreen(history, games=self.games))

    def action_ledger(self) -> None:
        """The session ledger: buy-ins, re-buys, stacks after each hand, who pays whom."""
        opened = self._store()
        ledger = opened.ledger if opened is not None else None
        if ledger is not None and not isinstance(self.screen, screens.LedgerScreen):
            self.push_screen(screens.LedgerScreen(ledger, ender=self.session_ender()))

    def action_earlier_ledger(self) -> None:
        """The ledger of the session before the latest (from the tournament's ledger: the
        cash game it ended); ``[`` and ``]`` go on from there."""
        opened = self._store()
        ledger = opened.ledger if opened is not None else None
        if ledger is None:
            return
        known = ledger.session_ids()
        if len(known) < 2:
            self.notify("There is no earlier session.")
            return
        self.push_screen(screens.LedgerScreen(ledger, session_id=known[-2], ender=self.session_ender()))

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
        if isinstance(screen, OffersCommands):
            yield from screen.palette_commands()
