"""What the app says on the hand screen's line under the table (a confirm's, a misdeal's or
a resume's words), kept there until the hand's next step instead of in a toast that
covered the pot and the board."""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

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


GAP = "  "
"""Between the message and the line it comes before, when both fit on one."""


class NewsLine(Visual):
    """The line under the table with the message first: on one line when both fit the
    width, else the message on a line of its own above (the evening's play at 80 columns
    read "Run it twice: two boards, each pot halved between them.  Roll 4: 4 cards", the
    rest of the line cut off)."""

    def __init__(self, info: Content, news: Content | None = None) -> None:
        self.info = info
        self.news = news

    def __str__(self) -> str:
        return self.info.plain if self.news is None else f"{self.news.plain}{GAP}{self.info.plain}"

    def drawn(self, width: int) -> Content:
        """What is drawn ``width`` cells wide."""
        news = self.news
        if news is None:
            return self.info
        if news.cell_length + len(GAP) + self.info.cell_length <= width:
            return news + GAP + self.info
        return Content("\n").join([news, self.info])

    # -- the Visual protocol ------------------------------------------------------------------

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return self.drawn(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return len(str(self))

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.drawn(width).get_height(rules, width)


def with_news(info: Content, news: News | None) -> NewsLine:
    """The line under the table, the message first while there is one."""
    if news is None:
        return NewsLine(info)
    return NewsLine(info, Content.styled(news.message, "bold $text-success"))
