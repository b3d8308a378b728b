"""The display's shapes: a layout for each kind of screen, not one layout scaled.

- :attr:`Shape.PHONE`, a phone held upright (a terminal under 60 columns): one column,
  the pot and the board first, then who is to act with the call and the maximum, then
  the seats;
- :attr:`Shape.TWO_COLUMNS`, a phone on its side, a tablet, a laptop's terminal: the
  middle of the table above, the seats beside the player to act;
- :attr:`Shape.TELEVISION`, a television or any large terminal (140 x 40 and more):
  everything large, the pot and the board in block figures sized to the screen, the
  seats around the edge.

The served page chooses the same shapes from the browser's viewport with CSS (the same
break points, in CSS pixels: ``web/table.css``); :func:`around_the_table` places the
seats around the edge for both.
"""

from __future__ import annotations

from enum import Enum

PHONE_COLUMNS = 60
"""Below this width a terminal is an upright phone."""
TELEVISION_COLUMNS = 140
TELEVISION_ROWS = 40
"""From this size on (both) a terminal is a television."""


class Shape(Enum):
    PHONE = "phone"
    TWO_COLUMNS = "two-columns"
    TELEVISION = "television"


def terminal_shape(columns: int, rows: int) -> Shape:
    """The layout for a terminal of ``columns`` x ``rows``.

    >>> [terminal_shape(*size).value for size in ((40, 40), (80, 24), (200, 60), (160, 45))]
    ['phone', 'two-columns', 'television', 'television']
    """
    if columns < PHONE_COLUMNS:
        return Shape.PHONE
    if columns >= TELEVISION_COLUMNS and rows >= TELEVISION_ROWS:
        return Shape.TELEVISION
    return Shape.TWO_COLUMNS


class Edge(Enum):
    """A side of the table as the screen shows it, the dealer at the bottom."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


def around_the_table(seats: int) -> dict[Edge, list[int]]:
    """Where each of ``seats`` seats sits, clockwise from the dealer's left as a table is
    seen from above with the dealer at the bottom: the first seats along the bottom
    (right to left), up the left side, along the top (left to right), down the right
    side and back along the bottom. Each edge lists its seats' indexes in the order they
    are drawn (left to right, top to bottom).

    >>> {edge.value: places for edge, places in around_the_table(9).items()}
    {'bottom': [0, 8, 7], 'left': [1], 'top': [2, 3, 4, 5], 'right': [6]}
    >>> {edge.value: places for edge, places in around_the_table(2).items()}
    {'bottom': [], 'left': [], 'top': [0, 1], 'right': []}
    """
    if seats <= 3:
        return {Edge.BOTTOM: [], Edge.LEFT: [], Edge.TOP: list(range(seats)), Edge.RIGHT: []}
    sides = 1 if seats >= 5 else 0
    if seats >= 10:
        sides = 2
    rest = seats - 2 * sides
    top = (rest + 1) // 2 if seats < 10 else rest // 2
    bottom = rest - top
    first_bottom = bottom // 2  # along the bottom to the dealer's left
    order = list(range(seats))
    walk = iter(order)
    left_of_dealer = [next(walk) for _ in range(first_bottom)]
    left = [next(walk) for _ in range(sides)]
    along_top = [next(walk) for _ in range(top)]
    right = [next(walk) for _ in range(sides)]
    right_of_dealer = list(walk)
    return {
        Edge.BOTTOM: left_of_dealer[::-1] + right_of_dealer[::-1],  # the dealer between
        Edge.LEFT: left[::-1],
        Edge.TOP: along_top,
        Edge.RIGHT: right,
    }
