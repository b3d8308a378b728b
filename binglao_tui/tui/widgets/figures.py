"""Big figures a table can read from a chair: to call, minimum and maximum, the pot."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Digits, Label


class Figure(Vertical):
    """A caption over a number in big digits."""

    DEFAULT_CLASSES = "figure"

    def __init__(self, caption: str, value: str = "-", *, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.caption = caption
        self._value = value

    def compose(self) -> ComposeResult:
        yield Label(self.caption, classes="figure-caption")
        yield Digits(self._value, classes="figure-digits")

    def show(self, value: int | str | None) -> None:
        """Show a number (or a dash for nothing)."""
        self.query_one(Digits).update("-" if value is None else str(value))

    @property
    def value(self) -> str:
        return self.query_one(Digits).value


class Figures(Horizontal):
    """The pot (optionally), to call, minimum and maximum side by side."""

    DEFAULT_CLASSES = "figures"

    def __init__(self, *, with_pot: bool = False, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.with_pot = with_pot

    def compose(self) -> ComposeResult:
        if self.with_pot:
            yield Figure("Pot", id="fig-pot")
        yield Figure("To call", id="fig-call")
        yield Figure("Min raise to", id="fig-min")
        yield Figure("Max raise to", id="fig-max")

    def show(
        self,
        to_call: int | None,
        low: int | None,
        high: int | None,
        opening: bool = False,
        pot: int | None = None,
    ) -> None:
        if self.with_pot:
            self.query_one("#fig-pot", Figure).show(pot)
        self.query_one("#fig-call", Figure).show(to_call)
        self.query_one("#fig-min", Figure).show(low)
        self.query_one("#fig-max", Figure).show(high)
        verb = "bet" if opening else "raise to"
        self.query_one("#fig-min", Figure).query_one(Label).update(f"Min {verb}")
        self.query_one("#fig-max", Figure).query_one(Label).update(f"Max {verb}")
