"""Lines that wrap under their own first word: a log in a narrow column stays readable.

Textual wraps a long line back to the left edge, where its second half reads like a new
line of the log. :class:`HangingLines` wraps each line at the width it is drawn at and
indents what runs over, so every entry starts at the margin and its rest hangs under it::

    Cy folds; Eve's own 8
      comes back: nobody
      called it
    Eve bets 8
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual


class HangingLines(Visual):
    """``lines`` (one entry each), a line longer than the width wrapped with its
    continuation indented by ``indent`` cells (more than the line's own leading spaces,
    with ``under_own=True``: a nested record keeps its shape). With ``points=True`` only a
    point (a line starting " · ") hangs, under its first word; other lines wrap flush.

    >>> lines = [Content("Lost:"), Content(" · Preflop: Ann calls 2, Bob checks")]
    >>> [line.plain for line in HangingLines(lines, points=True).wrapped(24)]
    ['Lost:', ' · Preflop: Ann calls 2,', '   Bob checks']
    """

    def __init__(
        self, lines: Sequence[Content], indent: int = 2, *, under_own: bool = False, points: bool = False
    ) -> None:
        self.lines = tuple(lines)
        self.indent = indent
        self.under_own = under_own
        self.points = points
        self._wrapped: tuple[int, list[Content]] | None = None

    def __str__(self) -> str:
        return "\n".join(line.plain for line in self.lines)

    def wrapped(self, width: int) -> list[Content]:
        """The lines as drawn ``width`` cells wide."""
        if self._wrapped is not None and self._wrapped[0] == width:
            return self._wrapped[1]
        out: list[Content] = []
        for line in self.lines:
            out.extend(self._wrap_one(line, width))
        self._wrapped = (width, out)
        return out

    def _wrap_one(self, line: Content, width: int) -> list[Content]:
        indent = self.indent
        if self.under_own:
            indent += len(line.plain) - len(line.plain.lstrip(" "))
        if self.points:  # a point (" · ...") hangs under its words; prose wraps flush
            bullet = line.plain.find("· ")
            indent = bullet + 2 if bullet >= 0 and not line.plain[:bullet].strip() else 0
        if width <= indent + 8 or line.cell_length <= width:
            return [line]
        first = line.wrap(width)[0]
        cut = len(first.plain)
        while cut < len(line.plain) and line.plain[cut] == " ":
            cut += 1
        rest = line[cut:]
        if not rest.plain:
            return [first]
        pad = " " * indent
        return [first, *(Content(pad) + part for part in rest.wrap(width - indent))]

    # -- the Visual protocol ------------------------------------------------------------------

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        lines = Content("\n").join(self.wrapped(width))
        return lines.render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return max((line.cell_length for line in self.lines), default=0)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return len(self.wrapped(width)) if self.lines else 0
