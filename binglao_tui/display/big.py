"""Figures and cards drawn large with block characters, for a television across the room.

Textual's :class:`~textual.widgets.Digits` are three rows tall whatever the screen; a pot
read from three metres must be a tenth of the screen's height or more. Here each glyph is
a 5 x 7 bitmap, drawn with half blocks (``▀ ▄ █``: two bitmap rows a terminal row, and a
terminal cell is about twice as tall as it is wide, so each pixel is about square) and
scaled by a whole number: at scale ``s`` a glyph is ``5s`` columns by ``ceil(7s / 2)``
rows. :func:`scale_for` picks the largest scale that fits a space.
"""

from __future__ import annotations

_GLYPHS: dict[str, tuple[str, ...]] = {
    "0": (".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."),
    "1": ("..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."),
    "2": (".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"),
    "3": ("####.", "....#", "....#", ".###.", "....#", "....#", "####."),
    "4": ("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
    "5": ("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
    "6": (".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."),
    "7": ("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
    "8": (".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
    "9": (".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."),
    "A": (".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
    "K": ("#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"),
    "Q": (".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"),
    "J": ("..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."),
    "T": ("#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."),
    "?": (".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."),
    "-": (".....", ".....", ".....", "#####", ".....", ".....", "....."),
    ":": (".", ".", "#", ".", "#", ".", "."),
    ",": ("..", "..", "..", "..", "..", ".#", "#."),
    ".": (".", ".", ".", ".", ".", ".", "#"),
    " ": ("...", "...", "...", "...", "...", "...", "..."),
    "♠": ("..#..", ".###.", "#####", "#####", "..#..", ".###.", "....."),
    "♥": (".#.#.", "#####", "#####", ".###.", "..#..", ".....", "....."),
    "♦": ("..#..", ".###.", "#####", ".###.", "..#..", ".....", "....."),
    "♣": (".###.", ".###.", "#####", "#####", "..#..", ".###.", "....."),
}
GLYPH_ROWS = 7
_HALVES = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def _pixels(text: str, scale: int) -> list[list[bool]]:
    """The bitmap of ``text``, one column of space between glyphs, scaled."""
    rows: list[list[bool]] = [[] for _ in range(GLYPH_ROWS)]
    for n, char in enumerate(text):
        glyph = _GLYPHS.get(char, _GLYPHS["?"])
        for row, line in zip(rows, glyph, strict=True):
            if n:
                row.extend([False] * scale)
            for dot in line:
                row.extend([dot == "#"] * scale)
    scaled: list[list[bool]] = []
    for row in rows:
        scaled.extend([row] * scale)
    return scaled


def big_text(text: str, scale: int = 1) -> str:
    """``text`` in block letters (digits, the card ranks and suits, ``-:,.?``), one string
    of ``big_rows(scale)`` lines.

    >>> print(big_text("1"))
     ▄█
      █
      █
     ▀▀▀
    """
    pixels = _pixels(text, max(1, scale))
    if len(pixels) % 2:
        pixels.append([False] * len(pixels[0]))
    lines = []
    for top, bottom in zip(pixels[::2], pixels[1::2], strict=True):
        lines.append("".join(_HALVES[pair] for pair in zip(top, bottom, strict=True)).rstrip())
    return "\n".join(lines)


def big_rows(scale: int) -> int:
    """How many terminal rows :func:`big_text` takes at ``scale``."""
    return (GLYPH_ROWS * scale + 1) // 2


def big_width(text: str, scale: int) -> int:
    """How many columns :func:`big_text` takes for ``text`` at ``scale``."""
    widths = [len(_GLYPHS.get(char, _GLYPHS["?"])[0]) for char in text]
    return scale * (sum(widths) + max(0, len(text) - 1))


def scale_for(text: str, width: int, rows: int, largest: int = 8) -> int:
    """The largest scale at which ``text`` fits in ``width`` x ``rows``: 1 or an even
    number (an odd scale over 1 splits pixels across half blocks unevenly).

    >>> scale_for("63", 200, 12), scale_for("63", 200, 20), scale_for("1,000", 20, 20)
    (2, 4, 1)
    """
    scale = largest
    while scale > 1 and (scale % 2 or big_width(text, scale) > width or big_rows(scale) > rows):
        scale -= 1
    return scale


def card_box(face: str | None, scale: int = 1) -> list[str]:
    """A card as a box with its rank and suit in block letters (``face``: ``T♥``, or
    ``??`` for a card dealt but not entered); ``None``, a dotted box for a card to come."""
    inner = big_text(face, scale).split("\n") if face is not None else []
    width = big_width("AA", scale) + 2
    rows = big_rows(scale)
    inner += [""] * (rows - len(inner))
    edge, side = ("─", "│") if face is not None and face != "??" else ("┄", "┆")
    lines = [f"╭{edge * width}╮"]
    lines += [f"{side} {line.ljust(width - 2)} {side}" for line in inner]
    lines.append(f"╰{edge * width}╯")
    return lines


def card_box_width(scale: int) -> int:
    """The columns :func:`card_box` takes (every card the same)."""
    return big_width("AA", scale) + 4
