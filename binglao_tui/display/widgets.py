"""The display's own widgets: a figure under its caption, a figure in block letters, the
board's cards in boxes and a seat in a box (the television's layout draws the table with
them). Each keeps the plain words it shows in ``text``, for screen readers and tests."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Digits, Static

from binglao_tui.core.cards import Card
from binglao_tui.display.big import big_text, card_box, scale_for
from binglao_tui.display.words import SeatView, seat_lines, seat_title
from binglao_tui.tui.render.cards import BLACK, RED


class Figure(Vertical):
    """A caption over a number in Textual's three-row digits."""

    DEFAULT_CLASSES = "figure"

    def __init__(self, caption: str, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self._caption = caption

    def compose(self) -> ComposeResult:
        yield Static(self._caption, classes="figure-caption")
        yield Digits("-", classes="figure-digits")

    def show(self, caption: str, value: int | None) -> None:
        """Show ``value`` (a dash for none) under ``caption``."""
        self.query_one(".figure-caption", Static).update(caption)
        self.query_one(Digits).update("-" if value is None else str(value))


class Drawn(Static):
    """A drawing (block letters, boxes) with the plain words it shows in ``text``."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self.text = ""

    def draw(self, drawing: Content | str, text: str) -> None:
        self.text = text
        self.update(drawing)


class BigFigure(Drawn):
    """A figure in block letters, as large as fits ``columns`` x ``rows``."""

    DEFAULT_CSS = "BigFigure { width: auto; height: auto; text-wrap: nowrap; }"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self.scale = 1

    def show(self, value: str, columns: int, rows: int) -> None:
        """``value`` at the largest scale that fits ``columns`` x ``rows``."""
        self.scale = scale_for(value, columns, rows)
        self.draw(big_text(value, self.scale), value)


def cards_block(cards: Sequence[Card | None], places: int, scale: int) -> Content:
    """The cards in boxes side by side, red suits red; a card dealt but not entered is
    ``??``, a place still to come a dotted box."""
    boxes: list[tuple[list[str], str]] = []
    for index in range(places):
        if index >= len(cards):
            boxes.append((card_box(None, scale), "$foreground-muted"))
            continue
        card = cards[index]
        if card is None:
            boxes.append((card_box("??", scale), "bold $foreground-muted"))
        else:
            boxes.append((card_box(card.pretty, scale), RED if card.suit.is_red else BLACK))
    rows = len(boxes[0][0]) if boxes else 0
    return Content("\n").join(
        Content(" ").join(Content.styled(box[row], style) for box, style in boxes) for row in range(rows)
    )


class SeatBox(Drawn):
    """One seat in a box: the number and the button or blinds on the border, then the
    lines :func:`~.words.seat_lines` writes."""

    DEFAULT_CLASSES = "seat-box"

    def show(self, seat: SeatView) -> None:
        title = seat_title(seat)
        self.border_title = title or None
        self.set_class(seat.acting, "-acting")
        self.set_class(seat.folded, "-folded")
        self.set_class(seat.empty, "-empty")
        drawing = Content("\n").join(seat_lines(seat))
        said = " ".join(part for part in (title, drawing.plain.replace("\n", " ")) if part)
        self.draw(drawing, said)
