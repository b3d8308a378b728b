"""What the app says on the hand screen's line under the table (a confirm's, a misdeal's or
a resume's words), kept there until the hand's next step instead of in a toast that
covered the pot and the board."""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.table import TableSetup
from binglao_tui.core.entry import printable


@dataclass(frozen=True, slots=True)
class News:
    """A message and the moment it was said at: the hand, its step and its table (a
    table changed in the setup, a re-buy say, makes the words about the old one stale)."""

    message: str
    hand_number: int
    steps: int
    table: TableSetup

    @classmethod
    def said(cls, message: str, hand: Hand, hand_number: int) -> News:
        # it names players: data, not markup
        return cls(printable(message), hand_number, len(hand.actions), hand.setup)

    def now(self, hand: Hand, hand_number: int) -> News | None:
        """The news while the hand is still at the step and table it was said at; then None."""
        moment = (hand_number, len(hand.actions), hand.setup)
        return self if moment == (self.hand_number, self.steps, self.table) else None


def with_news(info: Content, news: News | None) -> Content:
    """The line under the table, the message first while there is one."""
    if news is None:
        return info
    return Content.assemble((f"{news.message}  ", "bold $text-success"), info)
