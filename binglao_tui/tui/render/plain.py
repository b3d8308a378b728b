"""Text that people typed or files brought in, made safe to show: never read as markup, and
nothing in it acting on the terminal.

A player's name is data. ``[bold]`` or ``[/x]`` is shown as those characters (a
:class:`~rich.text.Text` is never parsed for markup), and an escape or other control
character that came from a file or the database (entry refuses them) is shown as
``\\x1b`` by :func:`~binglao_tui.core.entry.printable`.

The one rule for every place a name is drawn: a line with a name in it reaches a widget
through :func:`plain` (or :func:`plain_lines`, for a widget made with ``markup=False``),
never as a bare ``str``, which Textual's widgets, labels and border titles read as
markup. (Content assembled from parts, as the render functions make it, is never read as
markup either.) ``[red]Dan[/]`` was drawn as a red "Dan" by the raise entry and the
all-in prompt, whose prompt was handed to a label as a ``str``.
"""

from __future__ import annotations

from rich.text import Text

from binglao_tui.core.entry import printable


def plain(text: str) -> Text:
    """``text`` for a table cell or a label, exactly as written, control characters escaped."""
    return Text(printable(text))


def plain_lines(lines: list[str]) -> str:
    """Lines for a widget that shows plain text (``markup=False``), control characters escaped."""
    return "\n".join(printable(line) for line in lines)
