"""The pot-limit calculator as a quick tool: to call, minimum and maximum, with the sum.

The same arithmetic as ``binglao-tui pot`` (it calls the engine's betting functions):
what is in the middle, the bets in front of the other players, the actor's own chips in
front and, optionally, the stack behind (which caps the maximum at all in).

Opened during a hand it starts from the table as the engine has it (:class:`TableSpot`:
the middle, the bets in front, the player to act's own bet and stack); every field stays
editable, to work out another spot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Select, Static

from binglao_tui.core.engine.limits import limits
from binglao_tui.core.entry import read_chip_count
from binglao_tui.core.rules.games import Betting
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.figures import Figures
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedInput, focus_now

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand

_FIELDS = (
    ("calc-pot", "Pot (middle)", "chips from earlier streets, antes that count"),
    ("calc-bets", "Bets facing", "other players' bets this street, e.g. 1 2 or 10"),
    ("calc-mine", "Own bet", "the actor's own chips in front this street (a blind)"),
    ("calc-stack", "Stack behind", "optional: caps the maximum at all in"),
    ("calc-bb", "Big blind", "the minimum bet"),
    ("calc-last", "Last raise", "optional: the last full raise of the street"),
)


@dataclass(frozen=True, slots=True)
class TableSpot:
    """The figures of the hand in play, as the engine has them, to start the calculator
    from: the chips in the middle, the other players' bets this street, the player to act
    (None: nobody is to bet), their own chips in front and behind."""

    middle: int
    bets: tuple[int, ...] = ()
    actor: str | None = None
    mine: int = 0
    stack: int | None = None

    @classmethod
    def of(cls, hand: Hand) -> TableSpot:
        """The spot of ``hand`` now: the player to act's, when someone is to bet."""
        in_front = sum(p.bet for p in hand.players)
        middle = hand.pot_total - in_front
        actor = hand.actor if hand.legal() is not None else None
        if actor is None:  # before the die or between streets: the bets stay bets
            return cls(middle, tuple(p.bet for p in hand.players if p.bet))
        me = next(p for p in hand.players if p.name == actor)
        bets = tuple(p.bet for p in hand.players if p.name != actor and p.bet)
        return cls(middle, bets, actor, me.bet, me.stack)

    @property
    def pot(self) -> int:
        """Every chip in the middle and in front."""
        return self.middle + sum(self.bets) + self.mine

    @property
    def line(self) -> str:
        """Where the figures came from, in a line."""
        if self.actor:
            who = f"; {self.actor} to act"
        elif self.bets:
            who = "; nobody to act yet: the figures are for a player with no chips in front"
        else:
            who = ""
        return f"From the table: pot {self.pot}{who}. Every field can be changed."


class CalcProblem(ValueError):
    """A calculator field that is not a number; the message names it."""


def _chips(text: str, label: str) -> int:
    """``text`` read by the app's one chip reader, or a :class:`CalcProblem` in its words."""
    try:
        return read_chip_count(text)
    except ValueError as exc:
        raise CalcProblem(f"{label}: {exc}") from None


class PotCalculatorScreen(KeysInOrder, DrawnOverScreens, ModalScreen[None]):
    """To call, minimum and maximum for any spot, as figures typed in."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f2", "dismiss", "Close"),
    ]

    def __init__(
        self, big_blind: int = 2, structure: Betting = Betting.POT_LIMIT, spot: TableSpot | None = None
    ) -> None:
        super().__init__()
        self.big_blind = big_blind
        # the calculator works a pot limit or no limit; a fixed-limit table opens it at pot limit
        self.structure = Betting.POT_LIMIT if structure is Betting.FIXED_LIMIT else structure
        self.spot = spot

    def compose(self) -> ComposeResult:
        spot = self.spot or TableSpot(0)
        defaults = {
            "calc-pot": str(spot.middle),
            "calc-bets": " ".join(map(str, spot.bets)),
            "calc-mine": str(spot.mine),
            "calc-stack": "" if spot.stack is None else str(spot.stack),
            "calc-bb": str(self.big_blind),
            "calc-last": "",
        }
        with Vertical(classes="panel-window", id="calculator") as window:
            window.border_title = "Pot-limit calculator"
            window.border_subtitle = "escape closes · tab moves"
            with Horizontal(classes="field-row"):
                yield Label("Structure", classes="field-label")
                yield Select(
                    [("pot-limit", Betting.POT_LIMIT), ("no-limit", Betting.NO_LIMIT)],
                    value=self.structure,
                    allow_blank=False,
                    compact=True,
                    id="calc-structure",
                )
            for key, label, hint in _FIELDS:
                with Horizontal(classes="field-row"):
                    yield Label(label, classes="field-label")
                    # any text: what does not read is refused in words (it once dropped
                    # letters and minus signs silently)
                    yield OrderedInput(defaults[key], placeholder=hint, compact=True, id=key)
            if self.spot is not None:
                yield Static(self.spot.line, id="calc-from", markup=False)
            yield Figures(id="calc-figures")
            yield Static("", id="calc-text")

    def on_mount(self) -> None:
        focus_now(self.query_one("#calc-pot", Input))
        self._update()

    def _number(self, key: str, label: str, optional: bool = False) -> int | None:
        text = self.query_one(f"#{key}", Input).value.strip()
        if not text and optional:
            return None
        return _chips(text, label)

    def calculate(self) -> tuple[int, int, int, bool, str]:
        """(to call, min, max, opening, arithmetic) for the figures entered."""
        pot = self._number("calc-pot", "Pot (middle)")
        bets_text = self.query_one("#calc-bets", Input).value.replace(",", " ").split()
        bets = [_chips(bet, "Bets facing") for bet in bets_text]
        mine = self._number("calc-mine", "Own bet")
        stack = self._number("calc-stack", "Stack behind", optional=True)
        big_blind = self._number("calc-bb", "Big blind")
        last = self._number("calc-last", "Last raise", optional=True)
        assert pot is not None
        assert mine is not None
        assert big_blind is not None
        structure = self.query_one("#calc-structure", Select).value
        assert isinstance(structure, Betting)  # the select allows no blank
        faced = limits(
            structure, pot=pot, bets=bets, mine=mine, stack=stack, big_blind=big_blind, last_raise=last
        )
        return (faced.to_call, faced.min_raise_to, faced.max_raise_to, faced.opening, faced.text)

    @on(Input.Changed)
    @on(Select.Changed)
    def _changed(self) -> None:
        self._update()

    def _update(self) -> None:
        figures = self.query_one(Figures)
        text = self.query_one("#calc-text", Static)
        try:
            to_call, low, high, opening, words = self.calculate()
        except ValueError as exc:
            figures.show(None, None, None)
            text.update(Content.styled(f"✗ {exc}", "$text-error"))
            return
        figures.show(to_call, low, high, opening)
        text.update(Content(words))
