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
    in place of "the ruling is ready". ``wrong`` says what is wrong with that hand ("" while
    it is only not finished: a duplicate card shared with a hand typed later leaves the
    earlier hand out too, and "not entered yet" would not be true of it).

    (The ruling stays shown while a hand is typed rather than being hidden until the hand
    is complete: the result keeps its height, and the first key of each hand does not lay
    the judge's panel out again.)
    """

    ruling: Ruling
    board: tuple[Card, ...]
    holes: dict[str, tuple[Card, ...]]
    waiting: str | None
    wrong: str = ""

    def draws_as(self, other: Judged | None) -> bool:
        """Whether ``other`` is drawn the same: the same ruling, not final for the same player."""
        return other is not None and (self.ruling, self.waiting, self.wrong) == (
            other.ruling,
            other.waiting,
            other.wrong,
        )

    @property
    def title(self) -> str:
        """The ruling's own first line: none when it is final; else that it is not, and
        whom it leaves out (a dealer reading the ruling alone must not take it as final)."""
        if self.waiting is None:
            return ""
        return f"NOT FINAL: {self.waiting}'s hand {self._why}, and this ruling leaves them out"

    @property
    def _why(self) -> str:
        return f"is refused ({self.wrong})" if self.wrong else "is not entered yet"

    @property
    def verdict(self) -> Content:
        """What the window's last line says of this ruling."""
        if self.waiting is None:
            return Content.styled(
                f"✓ The ruling is ready: {self.winners}. Enter shows why.", "bold $text-success"
            )
        name = self.waiting
        if self.wrong:
            words = (
                f"✗ Not final: {name}'s hand is refused (see its note); the ruling shown leaves {name} out."
            )
        else:
            words = f"✗ Not final: waiting for {name}'s hand; the ruling shown leaves {name} out."
        return Content.styled(words, "bold $text-warning")

    @property
    def winners(self) -> str:
        """Who wins each half, in a few words ("high Bob, low Cat"; "high Ann and Bob
        split"): the news a dealer waits for, said on the last line before the ruling is in
        view."""
        pot = self.ruling.pots[0]
        high = " and ".join(pot.high_winners) or "nobody"
        words = f"high {high}{' split' if len(pot.high_winners) > 1 else ''}"
        if pot.low_winners:
            low = " and ".join(pot.low_winners)
            words += f", low {low}{' split' if len(pot.low_winners) > 1 else ''}"
        return words
