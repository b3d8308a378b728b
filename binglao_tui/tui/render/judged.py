"""What the showdown judge (F3) has judged from what is entered: the ruling, the board and
hands it was judged from, and what the window's last line says of it."""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.showdown.judge import Ruling


@dataclass(frozen=True, eq=False)
class Judged:
    """The ruling of the hands entered, judged with ``board`` and those ``holes``.

    ``waiting`` names the first player whose hand is not (rightly) entered yet: the ruling
    leaves that player out, so it is not the final one, and the window's last line says so
    in place of "the ruling is ready". (It stays shown while the hand is typed rather than
    being hidden until the hand is complete: the result keeps its height, and the first key
    of each hand does not lay the judge's panel out again.)
    """

    ruling: Ruling
    board: tuple[Card, ...]
    holes: dict[str, tuple[Card, ...]]
    waiting: str | None

    def draws_as(self, other: Judged | None) -> bool:
        """Whether ``other`` is drawn the same: the same ruling, not final for the same player."""
        return other is not None and (self.ruling, self.waiting) == (other.ruling, other.waiting)

    @property
    def title(self) -> str:
        """The ruling's own first line: none when it is final; else that it is not, and
        whom it leaves out (a dealer reading the ruling alone must not take it as final)."""
        if self.waiting is None:
            return ""
        return f"NOT FINAL: {self.waiting}'s hand is not entered yet, and this ruling leaves them out"

    @property
    def verdict(self) -> Content:
        """What the window's last line says of this ruling."""
        if self.waiting is None:
            return Content.styled("✓ The ruling is ready: enter shows it.", "bold $text-success")
        name = self.waiting
        return Content.styled(
            f"✗ Not final: waiting for {name}'s hand; the ruling shown leaves {name} out.",
            "bold $text-warning",
        )
