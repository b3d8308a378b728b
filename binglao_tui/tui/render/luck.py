"""The night's luck in the app's ledger (F6): one line, each player's chips won at the
all-ins dealt out beside the chips expected (:mod:`binglao_tui.session.luck`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.content import Content

from binglao_tui.core.entry import printable

if TYPE_CHECKING:
    from binglao_tui.session.luck import NightLuck

_MUTED = "$foreground-muted"


def luck_line(luck: NightLuck | str | None) -> Content:
    """The ledger's line on the night's luck at the all-ins dealt out."""
    head = Content.styled("Luck at the all-ins: ", "bold")
    if luck is None:
        return Content.assemble(head, ("counting…", _MUTED))
    if isinstance(luck, str):
        return Content.assemble(head, (f"not counted: {luck}", _MUTED))
    apart = []  # what could not be counted, said so that nobody takes the line for all
    if luck.left_out:
        apart.append(f"{luck.left_out} with a hand not shown left out")
    if luck.not_replayed:
        apart.append(f"not replayed (rules file gone): {luck.not_replayed}")
    more = "".join(f" · {words}" for words in apart)
    if not luck.lines:
        return Content.assemble(head, (f"no all-in dealt out yet{more}", _MUTED))
    each = " · ".join(
        f"{printable(line.name)} {line.luck:+,} (expected {line.expected:,}, won {line.won:,})"
        for line in luck.lines
    )
    count = f"{luck.all_ins} all-in{'' if luck.all_ins == 1 else 's'}"
    return Content.assemble(head, each, (f" · {count}{more}", _MUTED))
