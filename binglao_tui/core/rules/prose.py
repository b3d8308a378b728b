"""A rules file's summary as paragraphs that flow to the reader's width.

A summary is written in the file wrapped at some width of its author's; shown as it is,
it is ragged on a wider screen and broken twice on a narrower one. Lines next to each
other are one paragraph, joined with spaces; a blank line ends a paragraph. A line that
starts with a space or a list mark (``-``, ``*``, ``•``, ``1.``) begins a line of its own
(a row of a table, an item of a list); the plain lines after a list item continue it, the
lines after an indented row do not.
"""

from __future__ import annotations

import re

_ITEM = re.compile(r"(?:[-*•]|\d+[.)])\s")


def _starts_block(line: str) -> bool:
    return line[:1].isspace() or bool(_ITEM.match(line))


def paragraphs(text: str) -> list[str]:
    """The summary's paragraphs and lines of their own, in order; "" stands for a blank line
    between them (one, however many the file has). Indented lines keep their indent."""
    blocks: list[str] = []
    joining = False  # whether the next plain line continues the last block
    for raw in text.strip("\n").splitlines():
        line = raw.rstrip()
        if not line.strip():
            if blocks and blocks[-1] != "":
                blocks.append("")
            joining = False
        elif _starts_block(line):
            blocks.append(line)
            joining = not line[:1].isspace()  # a list item's next lines continue it
        elif joining:
            blocks[-1] = f"{blocks[-1]} {line.strip()}"
        else:
            blocks.append(line.strip())
            joining = True
    while blocks and blocks[-1] == "":
        blocks.pop()
    return blocks
