"""The help screen: what the app does and every key, in one place."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from binglao_tui.core.entry import printable
from binglao_tui.core.rules import RulesError
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder

_KEYS: list[tuple[str, str]] = [
    ("Anywhere", ""),
    ("F1  ?", "this help"),
    ("F2", "pot-limit calculator: to call, min and max"),
    ("F3", "showdown judge: board and hands in, ruling out"),
    ("F4", "the rules of this game and the house settings"),
    ("F5", "hand history; enter opens a hand and its ruling"),
    ("F6", "session ledger: buy-ins, stacks, who pays whom"),
    ("", "[ and ] there: the sessions before and after"),
    ("", "x a v there: an expense, an adjustment, a chip's value"),
    ("F10", "the club's book: everyone's sessions and nets"),
    ("", "[ and ] there: the years; l the league"),
    ("ctrl+p", "command palette: every command by name"),
    ("ctrl+q", "quit (asks first while a hand is dealt)"),
    ("escape", "close a window, or leave a typing field"),
    ("", ""),
    ("Table setup", ""),
    ("tab", "next field (shift+tab: back)"),
    ("enter", "start with these settings (kept for next time)"),
    ("", "more chips here go in the ledger as a re-buy"),
    ("ctrl+r", "on a seat: that player leaves, the rows below move up"),
    ("", ""),
    ("During a hand", ""),
    ("1-6", "the button's roll, as the die shows it"),
    ("space", "roll a fair die in the app instead"),
    ("enter", "do the step in the Next box (dealt, confirm)"),
    ("f", "fold"),
    ("c", "check or call"),
    ("b  r", "bet or raise: an amount, min, pot or all"),
    ("a enter", "all in (a is an ace too: enter confirms)"),
    ("", "a card typed while betting is no action: the"),
    ("", "line says no card is due yet (escape: the keys)"),
    ("x", "show how the pot-limit maximum is worked out"),
    ("s  k", "at the showdown: type the cards shown / muck"),
    ("u", "undo the last step (again: further back)"),
    ("m", "misdeal: void the hand, chips back"),
    ("o", "floor ruling: award the pot by hand"),
    ("w", "run it twice (all in before the river)"),
    ("ctrl+z F8 F9", "undo, misdeal, floor while typing in a field"),
    ("ctrl+t", "run it twice while typing in a field"),
    ("t", "table setup (before the deal or after a hand)"),
    ("PgUp PgDn", "scroll the Table panel (the outs at an all-in)"),
    ("", ""),
    ("Tournament", ""),
    ("F7", "plan a tournament; while one runs, its desk:"),
    ("", "entries, payouts, levels, the clock, the deal"),
    ("p", "pause or restart the clock (during a hand)"),
    ("e  y  l", "desk: an entry, the payout table, edit a level"),
    ("+  -", "desk: a minute more / less on the clock"),
    ("n  b", "desk: the next level / back to this one's start"),
    ("c  d  q", "desk: colour-up, the deal, quiet (no bell)"),
]

_ABOUT = (
    "binglao-tui walks a dealer through each hand: the button's roll, the blinds, the deal, "
    "every betting round with the pot-limit figures, the board, the order of showing and the "
    "ruling of every pot. The box at the bottom of the table always says what to do next. "
    "Amounts and legality come from the rules engine; when the app and the table disagree, "
    "the floor decides (key o)."
)


def help_content(rules_problems: Sequence[RulesError] = ()) -> Content:
    """The help text with the keys in a column, after the house rules files that did
    not load: each file's full path (the warning at start-up named it alone), and what is
    wrong with it under it."""
    lines: list[Content] = []
    if rules_problems:
        lines.append(Content.styled("House rules files not loaded", "bold $text-warning"))
        for exc in rules_problems:
            if exc.file is not None:
                lines.append(Content.styled(f"  {printable(exc.file)}", "bold"))
            lines.append(Content(f"    {printable(' '.join(exc.problem.split()))}"))
        lines.append(Content("  (binglao-tui games lists the games that did load)"))
        lines.append(Content(""))
    lines += [Content(_ABOUT), Content("")]
    for key, what in _KEYS:
        if key and not what:
            lines.append(Content.styled(key, "bold $accent"))
        elif key or what:
            lines.append(Content.assemble(("  " + key.ljust(16), "bold"), what))
        else:
            lines.append(Content(""))
    return Content("\n").join(lines)


class HelpScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """Every key and what the app is for."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f1,question_mark,q", "dismiss", "Close"),
    ]

    def __init__(self, rules_problems: Sequence[RulesError] = ()) -> None:
        super().__init__()
        self.rules_problems = tuple(rules_problems)

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="help") as scroll:
            scroll.border_title = "Help"
            scroll.border_subtitle = "escape closes"
            yield Static(help_content(self.rules_problems))
