"""A line of keys that wraps between keys, never inside one.

The hand screen's keys line says each key with what it does now ("c call 48 (all in)",
"m misdeal"). When it is longer than the window (the tournament's amounts, the moment
after an all-in with run it twice offered), Textual wraps it at any space, and at 80
columns it left "F8" at the end of one line and "misdeal" at the start of the next.
:class:`KeysLine` keeps each key and its words together and starts a new line between
two keys instead::

    enter show (or type muck)  esc leave the field  F9 floor  ctrl+z undo
    F8 misdeal
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

GAP = "  "
"""Between two keys on a line."""


class KeysLine(Visual):
    """``keys`` (each a key and its words), two spaces apart, wrapped between keys."""

    def __init__(self, keys: Sequence[Content]) -> None:
        self.keys = tuple(keys)
        self._wrapped: tuple[int, list[Content]] | None = None

    def __str__(self) -> str:
        return GAP.join(key.plain for key in self.keys)

    def wrapped(self, width: int) -> list[Content]:
        """The lines as drawn ``width`` cells wide (a key wider than that alone on its line)."""
        if self._wrapped is not None and self._wrapped[0] == width:
            return self._wrapped[1]
        lines: list[Content] = []
        for key in self.keys:
            if lines and lines[-1].cell_length + len(GAP) + key.cell_length <= width:
                lines[-1] = lines[-1] + GAP + key
            else:
                lines.append(key)
        self._wrapped = (width, lines)
        return lines

    # -- the Visual protocol ------------------------------------------------------------------

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return Content("\n").join(self.wrapped(width)).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return len(str(self))

    def get_height(self, rules: RulesMap, width: int) -> int:
        return len(self.wrapped(width))
