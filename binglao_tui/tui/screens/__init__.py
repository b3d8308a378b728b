"""Screens of the dealer app: setup, the hand, rules, help, the history, the ledger and the
quick tools. Screens compose widgets and route keys; what they show comes from
:mod:`binglao_tui.tui.render` and what they do goes to the dealer's session.

The app reaches the screens through this package's names, each loaded on first use (PEP
562 ``__getattr__``): the table setup is drawn before the engine, the judge and the store
behind the other screens are imported (with them, the first frame would come far later).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from binglao_tui.tui.screens.book import BookScreen
    from binglao_tui.tui.screens.dialogs import ConfirmScreen, quit_question
    from binglao_tui.tui.screens.floor import FloorScreen
    from binglao_tui.tui.screens.hand import HandScreen
    from binglao_tui.tui.screens.help import HelpScreen
    from binglao_tui.tui.screens.history import HandRecordScreen, HistoryScreen
    from binglao_tui.tui.screens.journal import open_journal
    from binglao_tui.tui.screens.judge import JudgeScreen
    from binglao_tui.tui.screens.ledger import LedgerScreen
    from binglao_tui.tui.screens.pot_calc import PotCalculatorScreen, TableSpot
    from binglao_tui.tui.screens.rotation import ChooseScreen, RotationScreen
    from binglao_tui.tui.screens.rules import RulesScreen
    from binglao_tui.tui.screens.setup import SetupScreen
    from binglao_tui.tui.screens.tournament_break import BreakScreen
    from binglao_tui.tui.screens.tournament_cash import cash_ending
    from binglao_tui.tui.screens.tournament_deal import DealScreen
    from binglao_tui.tui.screens.tournament_desk import TournamentDeskScreen
    from binglao_tui.tui.screens.tournament_hand import TournamentHandScreen
    from binglao_tui.tui.screens.tournament_ledger import TournamentLedgerScreen
    from binglao_tui.tui.screens.tournament_notes import (
        bust_out_words,
        clock_notice,
        clock_view_now,
        colour_up_due,
    )
    from binglao_tui.tui.screens.tournament_setup import TournamentSetupScreen

__all__ = [
    "BookScreen",
    "BreakScreen",
    "ChooseScreen",
    "ConfirmScreen",
    "DealScreen",
    "FloorScreen",
    "HandRecordScreen",
    "HandScreen",
    "HelpScreen",
    "HistoryScreen",
    "JudgeScreen",
    "LedgerScreen",
    "PotCalculatorScreen",
    "RotationScreen",
    "RulesScreen",
    "SetupScreen",
    "TableSpot",
    "TournamentDeskScreen",
    "TournamentHandScreen",
    "TournamentLedgerScreen",
    "TournamentSetupScreen",
    "bust_out_words",
    "cash_ending",
    "clock_notice",
    "clock_view_now",
    "colour_up_due",
    "open_journal",
    "quit_question",
]

_MODULES = {
    "ConfirmScreen": "dialogs",
    "FloorScreen": "floor",
    "HandRecordScreen": "history",
    "HandScreen": "hand",
    "HelpScreen": "help",
    "HistoryScreen": "history",
    "JudgeScreen": "judge",
    "LedgerScreen": "ledger",
    "BookScreen": "book",
    "PotCalculatorScreen": "pot_calc",
    "RulesScreen": "rules",
    "ChooseScreen": "rotation",
    "RotationScreen": "rotation",
    "SetupScreen": "setup",
    "BreakScreen": "tournament_break",
    "DealScreen": "tournament_deal",
    "TournamentDeskScreen": "tournament_desk",
    "TournamentHandScreen": "tournament_hand",
    "TournamentLedgerScreen": "tournament_ledger",
    "TournamentSetupScreen": "tournament_setup",
    "bust_out_words": "tournament_notes",
    "cash_ending": "tournament_cash",
    "clock_notice": "tournament_notes",
    "clock_view_now": "tournament_notes",
    "colour_up_due": "tournament_notes",
    "TableSpot": "pot_calc",
    "open_journal": "journal",
    "quit_question": "dialogs",
}


def __getattr__(name: str) -> object:
    """Load a screen's module when the screen is first asked for."""
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_MODULES[name]}"), name)
