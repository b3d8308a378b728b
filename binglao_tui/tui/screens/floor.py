"""A floor ruling: the dealer awards the pot by hand, overriding the showdown.

The Binglao rules end by deferring to the final authority, so the app does too: the
floor's awards replace the computed ones and the hand records them as a floor ruling.
The engine checks that the awards hand out exactly the pot, in whole chips; a ruling it
refuses (more than the pot, say) is said in the dialog, which keeps every entry for the
dealer to correct. A reason field says why the floor ruled so; the hand records it.

The awards sit two to a row, in seat order (tab goes through them in that order): a row
for each player made the dialog 20 rows high with six players and the whole 80x24 screen
with ten, with no room left for a refusal's second line.

The players still in the hand come first, where the focus starts; those who folded or
mucked are apart under them, muted. The floor may still give them chips (the engine's
floor rule takes any award that hands out exactly the pot: a hand killed by a dealer's
mistake gets its uncalled chips back, say), but the ruling is nearly always among the
players still in, and one list of everyone read as if the folded ones contested the pot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from binglao_tui.core.engine.actions import NO_FLOOR_REASON
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.entry import read_chip_count
from binglao_tui.session.outcomes import Refusal
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedButton, OrderedInput, close_then, focus_now

Rule = Callable[[Mapping[str, int], str], Refusal | None]
"""Records the floor's awards with the reason (the session's ``floor``): its refusal, or None."""


class FloorScreen(KeysInOrder, DrawnOverScreens, ModalScreen[dict[str, int] | None]):
    """Ask the floor's award for each player; dismisses with the awards (or None)."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    .floor-awards { grid-size: 2; grid-columns: 1fr 1fr; grid-gutter: 0 2; height: auto; }
    .floor-awards .field-row { margin-bottom: 0; }
    #floor-folded-label { color: $foreground-muted; }
    #floor-folded .field-label { color: $foreground-muted 70%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss_none", "Cancel"),
    ]

    def __init__(
        self,
        hand: Hand,
        answer: Callable[[dict[str, int] | None], object] | None = None,
        *,
        rule: Rule | None = None,
    ) -> None:
        super().__init__()
        self.answer = answer
        self.rule = rule
        self.hand = hand
        payouts = hand.payouts
        self.total = sum(payouts.values()) if payouts is not None else hand.pot_total
        self.start = dict(payouts) if payouts is not None else {}

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="floor"):
            yield Static("Floor ruling", classes="dialog-title")
            # one line each, the groups' headings: ten players fit 80x24 with the header
            yield Static(
                f"Award the pot of {self.total} (in place of the app's ruling):", classes="dialog-detail"
            )
            seats = list(enumerate(self.hand.players))
            out = [(index, p) for index, p in seats if p.folded or p.mucked]
            with Grid(id="floor-awards", classes="floor-awards"):
                yield from self._awards([(index, p.name) for index, p in seats if (index, p) not in out])
            if out:
                gone = "Folded or mucked" if any(p.mucked for _, p in out) else "Folded"
                yield Static(f"{gone} (no share unless the floor rules so):", id="floor-folded-label")
                with Grid(id="floor-folded", classes="floor-awards"):
                    yield from self._awards([(index, p.name) for index, p in out])
            with Horizontal(classes="field-row"):
                yield Label("Reason", classes="field-label")
                yield OrderedInput(
                    placeholder="why the floor ruled so",  # the field is 40 wide at 80 columns
                    compact=True,
                    id="floor-reason",
                    on_submit=lambda _: self._rule(),
                )
            yield Static("", id="floor-total")
            with Horizontal(classes="dialog-buttons"):
                yield OrderedButton("Rule (enter)", variant="warning", id="rule", on_press=self._rule)
                yield OrderedButton("Cancel (esc)", id="cancel", on_press=lambda: self._close(None))

    def _awards(self, seats: list[tuple[int, str]]) -> ComposeResult:
        """An award field for each of ``seats`` (seat index, name), named by the seat."""
        for index, name in seats:
            with Horizontal(classes="field-row"):
                yield Label(plain(name), classes="field-label")  # a name is data
                yield OrderedInput(  # any text: what does not read is refused in words
                    str(self.start.get(name, 0)),
                    compact=True,
                    id=f"award-{index}",
                    on_submit=lambda _: self._rule(),
                )

    def on_mount(self) -> None:
        # The total follows each award as its value changes, not from the field's Changed
        # message: that is handled after the keys already typed, so an award and enter
        # typed at once had the refusal said, then covered by the total of the award.
        for index in range(len(self.hand.players)):
            self.watch(self.query_one(f"#award-{index}", Input), "value", self._update_total, init=False)
        focus_now(self.query_one("#floor-awards Input", Input))  # the first player still in
        self._update_total()

    def _read(self) -> tuple[dict[str, int], str | None]:
        """Each player's award (one that does not read counts 0) and the first award that
        does not read, said in the words of the app's one chip reader (a letter, a minus
        sign, more chips than can be counted: the field once dropped letters silently)."""
        result: dict[str, int] = {}
        problem: str | None = None
        for index, player in enumerate(self.hand.players):
            text = self.query_one(f"#award-{index}", Input).value.strip() or "0"
            try:
                result[player.name] = read_chip_count(text)
            except ValueError as exc:
                result[player.name] = 0
                problem = problem or f"{player.name}: {exc}"
        return result, problem

    def awards(self) -> dict[str, int]:
        return self._read()[0]

    def _update_total(self) -> None:
        awards, problem = self._read()
        if problem is not None:
            self.query_one("#floor-total", Static).update(Content.styled(f"✗ {problem}", "bold $text-error"))
            return
        given = sum(awards.values())
        style = "bold $text-success" if given == self.total else "bold $text-warning"
        self.query_one("#floor-total", Static).update(
            Content.styled(f"Awarded {given} of {self.total}", style)
        )

    @property
    def reason(self) -> str:
        """The reason typed, else the words the hand records for any floor ruling."""
        return self.query_one("#floor-reason", Input).value.strip() or NO_FLOOR_REASON

    def _rule(self) -> None:
        """Record the ruling, or say in the dialog why not and keep every entry."""
        awards, problem = self._read()
        refusal = (
            Refusal(problem)
            if problem is not None
            else (self.rule(awards, self.reason) if self.rule is not None else None)
        )
        if refusal is None:
            self._close(awards)
            return
        self.app.bell()
        self.query_one("#floor-total", Static).update(Content.styled(f"✗ {refusal}", "bold $text-error"))

    def _close(self, awards: dict[str, int] | None) -> None:
        close_then(self, self.answer, awards)

    def action_dismiss_none(self) -> None:
        self._close(None)
