"""What the app says on the hand screen's line under the table (a confirm's, a misdeal's or
a resume's words), kept there until the hand's next step instead of in a toast that
covered the pot and the board."""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.entry import printable


@dataclass(frozen=True, slots=True)
class News:
    """A message and the step of the hand it was said at."""

    message: str
    hand_number: int
    steps: int

    @classmethod
    def said(cls, message: str, hand_number: int, steps: int) -> News:
        return cls(printable(message), hand_number, steps)  # it names players: data, not markup

    def now(self, hand_number: int, steps: int) -> News | None:
        """The news while the hand is still at the step it was said at; then None."""
        return self if (hand_number, steps) == (self.hand_number, self.steps) else None


def with_news(info: Content, news: News | None) -> Content:
    """The line under the table, the message first while there is one."""
    if news is None:
        return info
    return Content.assemble((f"{news.message}  ", "bold $text-success"), info)
