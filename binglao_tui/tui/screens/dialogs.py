"""Small dialogs: yes/no confirmations."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from binglao_tui.core.showdown.pot_names import pot_name
from binglao_tui.tui.render.hanging import HangingLines
from binglao_tui.tui.render.odds import ChopOffer, chop_words
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, OrderedButton, close_then, focus_now


class ConfirmScreen(KeysInOrder, DrawnOverScreens, ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes. The question and the detail
    are plain text (names in them are shown as typed).

    Enter presses the button with the focus: "no" unless ``yes_is_safe`` (then yes is the
    answer that loses nothing, and no is the one shown in red). ``answer`` is called with
    the answer as the dialog closes (at once, so the keys typed after it follow it).
    """

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(
        self,
        question: str,
        detail: str = "",
        yes: str = "Yes",
        no: str = "No",
        *,
        yes_is_safe: bool = False,
        answer: Callable[[bool], object] | None = None,
    ) -> None:
        super().__init__()
        self.answer = answer
        self.question = question
        self.detail = detail
        self.yes = yes
        self.no = no
        self.yes_is_safe = yes_is_safe

    def compose(self) -> ComposeResult:
        # plain text, never markup: the words carry players' names, paths and the log
        # (a misdeal after 'Bo[/b]' had called stopped the app with a MarkupError)
        with Vertical(classes="dialog"):
            yield Static(Content(self.question), classes="dialog-title")
            if self.detail:  # a point (" · the flop ...") wraps under its own words
                lines = [Content(line) for line in self.detail.split("\n")]
                yield Static(HangingLines(lines, points=True), classes="dialog-detail")
            with Horizontal(classes="dialog-buttons"):
                yield OrderedButton(
                    f"{self.yes} (y)",
                    variant="primary" if self.yes_is_safe else "error",
                    id="yes",
                    on_press=lambda: self.action_answer(True),
                )
                yield OrderedButton(
                    f"{self.no} (n)",
                    variant="error" if self.yes_is_safe else "primary",
                    id="no",
                    on_press=lambda: self.action_answer(False),
                )

    def on_mount(self) -> None:
        focus_now(self.query_one("#yes" if self.yes_is_safe else "#no", Button))

    def action_answer(self, answer: bool) -> None:
        close_then(self, self.answer, answer)

    def action_cancel(self) -> None:
        """Escape gives the answer that loses nothing."""
        close_then(self, self.answer, self.yes_is_safe)


def misdeal_question(
    lost: list[str], pot: int, redeal: str, answer: Callable[[bool], object]
) -> ConfirmScreen:
    """Void the hand? Once cards are out or chips have moved, ``lost`` says what goes
    with it (the streets and the actions so far); ``pot`` is what goes back; ``redeal``
    says how the hand is dealt again (:func:`~..render.hand.misdeal_redeal`: in a die game
    the button rolls again)."""
    chips = "Every chip goes back where it was before the hand"
    if lost:
        lines = "\n".join(f" · {line}" for line in lost)
        chips = f"This throws away:\n{lines}\n{chips} ({pot} in the pot)"
    return ConfirmScreen(
        "Misdeal: void this hand?", f"{chips}. {redeal}", yes="Misdeal", no="Keep the hand", answer=answer
    )


def free_fold_question(player: str, answer: Callable[[bool], object]) -> ConfirmScreen:
    """A fold that gives up a free check: asked the first time, in case it was a slip."""
    return ConfirmScreen(
        "Fold when you could check?",
        f"{player} has nothing to call and may check for free. (Asked only this once.)",
        yes="Fold",
        no="Don't fold",
        answer=answer,
    )


def quit_question(number: int, begun: bool, saved: bool, answer: Callable[[bool], object]) -> ConfirmScreen:
    """Quit with hand ``number`` dealt (``begun``: something has happened in it)? ``saved``:
    the journal has every step, and the next start offers to resume the hand."""
    if begun:
        question = "Quit in the middle of a hand?"
        detail = "Every step so far is saved: start binglao-tui again to resume the hand."
        lost = "Nothing is being saved: the hand in progress will be lost."
    else:
        question = f"Quit with hand {number} dealt?"
        detail = "It is saved as dealt: start binglao-tui again to resume it (or void it then)."
        lost = "Nothing is being saved: the hand dealt will be lost."
    return ConfirmScreen(question, detail if saved else lost, yes="Quit", no="Keep playing", answer=answer)


def chop_question(offer: ChopOffer, answer: Callable[[bool], object]) -> ConfirmScreen:
    """Chop by equity? Each player's chips (pot by pot when there are several) and the
    equities they come from; the board is then not dealt."""
    if len(offer.pots) == 1:
        lines = [f" · the pot of {offer.pots[0][0]}: {chop_words(offer)}"]
    else:
        lines = [f" · in all: {chop_words(offer)}"]
        for number, (amount, chips) in enumerate(offer.pots):
            label = pot_name(number).lower()
            each = ", ".join(f"{name} {won}" for name, won in chips.items())
            lines.append(f" · {label} {amount}: {each}")
    lines.append(f" · the equities: {offer.shares}")
    head = "Every player all in takes his equity in chips; the board is not dealt:"
    tail = "The hand is booked as chopped by equity (u undoes it)."
    detail = "\n".join([head, *lines, tail])
    return ConfirmScreen("Chop by equity?", detail, yes="Chop", no="Deal it out", answer=answer)
