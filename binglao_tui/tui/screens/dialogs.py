"""Small dialogs: yes/no confirmations."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from binglao_tui.tui.screens.modal import DrawnOverScreens


class ConfirmScreen(DrawnOverScreens, ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes.

    Enter presses the button with the focus: "no" unless ``yes_is_safe`` (then yes is the
    answer that loses nothing, and no is the one shown in red).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "cancel", "Cancel"),
    ]

    def __init__(
        self, question: str, detail: str = "", yes: str = "Yes", no: str = "No", *, yes_is_safe: bool = False
    ) -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.yes = yes
        self.no = no
        self.yes_is_safe = yes_is_safe

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="dialog-title")
            if self.detail:
                yield Static(self.detail, classes="dialog-detail")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self.yes} (y)", variant="primary" if self.yes_is_safe else "error", id="yes")
                yield Button(f"{self.no} (n)", variant="error" if self.yes_is_safe else "primary", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes" if self.yes_is_safe else "#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def action_cancel(self) -> None:
        """Escape gives the answer that loses nothing."""
        self.dismiss(self.yes_is_safe)
