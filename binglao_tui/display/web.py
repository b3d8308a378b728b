"""The players' view as JSON, for the served page (``page/table.js`` lays it out).

The words are the display's own (:mod:`.words`, through :class:`~.view.TableView`): a
worded line travels as its text cut into runs, each with the classes of its style
(``bold $text-accent`` becomes ``"b accent"``), so the page writes exactly what the
terminal display writes and colours it the same way. Nothing here words anything.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence
from typing import Any

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.display.layout import around_the_table
from binglao_tui.display.view import AWAY, TableView
from binglao_tui.display.words import SeatView, board_names, figure_captions, seat_lines, seat_title
from binglao_tui.tui.render.clock import ClockView

_CLASSES = {
    "bold": "b",
    "underline": "u",
    "reverse": "rev",
    "dim": "dim",
    "$text-accent": "accent",
    "$text-error": "red",
    "$text-warning": "warn",
    "$text-success": "ok",
    "$text-primary": "primary",
    "$foreground-muted": "muted",
}

Runs = list[list[str]]


def runs(content: Content | str | None) -> Runs | None:
    """``content`` as ``[[text, classes], ...]`` (None stays None).

    >>> runs(Content.assemble(("Bob", "bold $text-accent"), " calls"))
    [['Bob', 'b accent'], [' calls', '']]
    """
    if content is None:
        return None
    if isinstance(content, str):
        return [[content, ""]] if content else []
    text = content.plain
    cuts = {0, len(text)}
    for span in content.spans:
        cuts.update((span.start, span.end))
    points = sorted(cut for cut in cuts if 0 <= cut <= len(text))
    out: Runs = []
    for start, end in itertools.pairwise(points):
        if start == end:
            continue
        classes: list[str] = []
        for span in content.spans:
            if span.start <= start and end <= span.end:
                for word in str(span.style).split():
                    name = _CLASSES.get(word)
                    if name is not None and name not in classes:
                        classes.append(name)
        out.append([text[start:end], " ".join(classes)])
    return out


def _card(card: Card | None) -> dict[str, Any] | None:
    if card is None:
        return {"face": "??", "red": False}
    return {"face": card.pretty, "red": card.suit.is_red}


def _seat(seat: SeatView) -> dict[str, Any]:
    return {
        "title": seat_title(seat),
        "lines": [runs(line) for line in seat_lines(seat)],
        "acting": seat.acting,
        "folded": seat.folded,
        "empty": seat.empty,
    }


def _clock(clock: ClockView | None) -> dict[str, Any] | None:
    if clock is None:
        return None
    return {
        "figures": clock.figures,
        "heading": clock.heading,
        "blinds": clock.blinds,
        "coming": clock.coming,
        "table": clock.table,
        "note": clock.note,
        "paused": clock.paused,
        "warning": clock.warning,
        "on_break": clock.on_break,
        "over": clock.over,
    }


def view_dict(view: TableView, *, equity: Content | None = None, said: Sequence[str] = ()) -> dict[str, Any]:
    """The view as the page's JSON; ``equity`` the counted all-in equity (when there is
    one), ``said`` the announcements to show."""
    facing = view.facing
    places = around_the_table(len(view.seats))
    return {
        "waiting": view.waiting,
        "away": AWAY if view.away else None,
        "said": list(said),
        "clock": _clock(view.clock),
        "game": runs(view.game),
        "stakes": runs(view.stakes),
        "next_game": runs(view.next_game),
        "moment": view.moment,
        "pot": view.pot,
        "pot_caption": view.pot_caption,
        "pots": runs(view.pots),
        "boards": [[_card(card) for card in board] for board in view.boards],
        "board_names": board_names(len(view.boards)) if view.boards else [],
        "board_text": view.board_lines.plain,
        "facing": None
        if facing is None
        else {
            "player": facing.player,
            "line": runs(facing.line),
            "figures": [
                [caption, value]
                for caption, value in zip(
                    figure_captions(facing.verb), (facing.to_call, facing.min_to, facing.max_to), strict=True
                )
            ],
            "arithmetic": runs(facing.arithmetic),
        },
        "now": runs(view.now),
        "seats": [_seat(seat) for seat in view.seats],
        "places": {edge.value: indexes for edge, indexes in places.items()},
        "outcome": runs(view.outcome),
        "equity": runs(equity),
        "last": runs(view.last),
        "hand": view.hand_id,
        "number": view.number,
        "steps": view.steps,
    }


def view_json(view: TableView, *, equity: Content | None = None, said: Sequence[str] = ()) -> bytes:
    """:func:`view_dict` as compact UTF-8 JSON."""
    data = view_dict(view, equity=equity, said=said)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
