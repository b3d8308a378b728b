"""The television's layout: the whole screen is the table.

The pot in block figures up to a fifth of the screen's height (read from across the room:
at least a tenth, as the issue asks), the board's cards in boxes sized to the screen (the
board's words where five boxes do not fit across), the player to act with the call, the
minimum and the maximum in block figures under them, and the seats in boxes around the
edge, clockwise from the dealer's left as the real table has them
(:func:`~binglao_tui.display.layout.around_the_table`). A television cannot scroll: the
pot gives up rows first, then a long ruling is said in short, so that nothing in the
centre is pushed out of sight.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from binglao_tui.display.big import big_rows, card_box_width
from binglao_tui.display.layout import Edge, around_the_table
from binglao_tui.display.view import TableView
from binglao_tui.display.widgets import BigFigure, Drawn, SeatBox, cards_block
from binglao_tui.display.words import board_names, figure_captions
from binglao_tui.tui.widgets.equity_panel import EquityPanel

BOARD_PLACES = 5
SIDE_COLUMNS = 30
"""The width of the seats down each side (``.tv-side`` in ``display.tcss``)."""
FIXED_ROWS = 16
"""The rows around the centre: the game and the stakes, a row of seats along the top and
one along the bottom (boxes of 5), the last step, the banners over the table."""


class TelevisionTable(Vertical):
    """The table for a large screen, drawn from a :class:`TableView`."""

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id)
        self._boxes: list[SeatBox] = []  # in seat order

    def compose(self) -> ComposeResult:
        yield Static(id="tv-game")
        yield Static(id="tv-stakes")
        yield Static(id="tv-next-game")
        yield Horizontal(id="tv-top", classes="tv-edge")
        with Horizontal(id="tv-middle"):
            yield Vertical(id="tv-left", classes="tv-side")
            with Vertical(id="tv-centre"):
                yield Static("Pot", id="tv-pot-caption")
                yield BigFigure(id="tv-pot")
                yield Static(id="tv-pots")
                yield Drawn(id="tv-board")
                yield Static(id="tv-now")
                with Horizontal(id="tv-figures"):
                    for name in ("call", "min", "max"):
                        with Vertical(classes="tv-figure"):
                            yield Static(classes="tv-figure-caption", id=f"tv-{name}-caption")
                            yield BigFigure(id=f"tv-{name}")
                yield Static(id="tv-outcome")
                yield EquityPanel(compact=True, id="tv-equity")
            yield Vertical(id="tv-right", classes="tv-side")
        yield Horizontal(id="tv-bottom", classes="tv-edge")
        yield Static(id="tv-last")

    def show(self, view: TableView) -> None:
        """Draw ``view`` (a hand is on: ``view.waiting`` is None)."""
        columns, rows = self.app.size.width, self.app.size.height
        centre = max(20, columns - 2 * SIDE_COLUMNS - 8)
        self.query_one("#tv-game", Static).update(view.game)
        self.query_one("#tv-stakes", Static).update(view.stakes)
        next_game = self.query_one("#tv-next-game", Static)
        next_game.display = view.next_game is not None
        next_game.update(view.next_game or "")
        board = self._board(view, centre, rows)
        facing = view.facing
        figures = self.query_one("#tv-figures")
        figures.display = facing is not None
        figure_rows = max(big_rows(1), rows // 12)
        ruling = view.outcome
        left = rows - FIXED_ROWS - (view.next_game is not None)
        needed = 1 + _lines(view.pots) + board + 2 + (1 + figure_rows if facing is not None else 0)
        if ruling is not None and needed + _lines(ruling) + big_rows(1) > left:
            ruling = view.outcome_compact  # nothing may be pushed out of sight: a TV cannot scroll
        needed += _lines(ruling)
        pot_rows = max(big_rows(1), min(rows // 5, left - needed))
        self.query_one("#tv-pot-caption", Static).update(Content.styled(view.pot_caption, "bold"))
        self.query_one("#tv-pot", BigFigure).show(f"{view.pot:,}", centre, pot_rows)
        self.query_one("#tv-pots", Static).update(view.pots)
        self.query_one("#tv-now", Static).update(view.now)
        if facing is not None:
            captions = figure_captions(facing.verb)
            values = (facing.to_call, facing.min_to, facing.max_to)
            for name, caption, value in zip(("call", "min", "max"), captions, values, strict=True):
                self.query_one(f"#tv-{name}-caption", Static).update(Content.styled(caption, "bold"))
                shown = "-" if value is None else f"{value:,}"
                self.query_one(f"#tv-{name}", BigFigure).show(shown, centre // 3 - 6, figure_rows)
        outcome = self.query_one("#tv-outcome", Static)
        outcome.display = ruling is not None
        outcome.update(ruling or "")
        self.query_one("#tv-last", Static).update(view.last)
        self._seats(view)
        if view.game_rules is not None:
            self.query_one("#tv-equity", EquityPanel).follow(view.game_rules, view.races)

    def _board(self, view: TableView, centre: int, rows: int) -> int:
        """Draw the board: the cards in boxes when five fit across the centre, else the
        board's words (with the burns) as the other layouts write them; the rows it takes."""
        scale = 2 if rows >= 80 else 1
        while scale > 1 and BOARD_PLACES * (card_box_width(scale) + 1) > centre:
            scale -= 1
        if BOARD_PLACES * (card_box_width(scale) + 1) > centre:
            self.query_one("#tv-board", Drawn).draw(view.board_lines, view.board_lines.plain)
            return _lines(view.board_lines)
        boards = [
            Content.assemble((f"{name}\n" if name else "", "bold"), cards_block(board, BOARD_PLACES, scale))
            for name, board in zip(board_names(len(view.boards)), view.boards, strict=True)
        ]
        drawing = Content("\n").join(boards)
        self.query_one("#tv-board", Drawn).draw(drawing, view.board_lines.plain)
        return _lines(drawing)

    def _seats(self, view: TableView) -> None:
        boxes = self._boxes
        if len(boxes) != len(view.seats):
            for box in boxes:
                box.remove()
            boxes = self._boxes = [SeatBox() for _ in view.seats]
            places = around_the_table(len(boxes))
            for edge, name in ((Edge.TOP, "#tv-top"), (Edge.LEFT, "#tv-left"), (Edge.RIGHT, "#tv-right")):
                self.query_one(name).mount_all([boxes[i] for i in places[edge]])
            self.query_one("#tv-bottom").mount_all([boxes[i] for i in places[Edge.BOTTOM]])
        for box, seat in zip(boxes, view.seats, strict=True):
            box.show(seat)


def _lines(content: Content | None) -> int:
    """The rows ``content`` takes (nothing: none)."""
    return 0 if content is None or not content.plain else content.plain.count("\n") + 1
