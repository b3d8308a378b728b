"""The ruling view: one or more showdown rulings (two when a hand is run twice), each as
its pots, its hands and their explanations (:mod:`binglao_tui.tui.render.ruling`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual.containers import Vertical
from textual.content import Content
from textual.widget import AwaitMount
from textual.widgets import Static

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.showdown.judge import Ruling
from binglao_tui.tui.render.hanging import HangingLines
from binglao_tui.tui.render.ruling import (
    OVERRULED,
    BoardRuling,
    floor_content,
    hand_rulings,
    holes_shown,
    ruling_blocks,
)


def _blocks(
    rulings: Sequence[BoardRuling] | Sequence[tuple[str, Ruling, Sequence[Card]]],
    holes: Mapping[str, Sequence[Card]],
    *,
    overruled: bool = False,
) -> list[tuple[str, Content]]:
    blocks: list[tuple[str, Content]] = []
    for title, ruling, board in rulings:
        if title:
            blocks.append(("ruling-title", Content.styled(title, "bold underline")))
        blocks.extend(ruling_blocks(ruling, board, holes, overruled=overruled))
    return blocks


def _drawn_as(css: str, content: Content) -> Content | HangingLines:
    """An explanation's lines hang under their own words when they wrap ("· No straight:
    ..." goes on under "No", not under the bullet), each line a point of its own."""
    if css == "ruling-explain":
        return HangingLines(content.split("\n"), indent=2)
    return content


class RulingView(Vertical):
    """Shows one or more rulings (two when a hand is run twice)."""

    DEFAULT_CLASSES = "ruling-view"

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name for it
        super().__init__(id=id)
        self._drawn: list[tuple[str, Content]] = []  # the blocks the Statics show, in order

    def show(
        self,
        rulings: Sequence[tuple[str, Ruling, Sequence[Card]]],
        holes: Mapping[str, Sequence[Card]],
    ) -> AwaitMount | None:
        """Replace what is shown: ``rulings`` are (title, ruling, board) triples. Returns
        the mounting of any blocks added (await it to have them laid out)."""
        self.display = True
        return self._show_blocks(_blocks(rulings, holes))

    def _show_blocks(self, blocks: Sequence[tuple[str, Content]]) -> AwaitMount | None:
        """Show ``blocks`` (CSS classes, text) in the Statics already here, changing only
        those that differ; mount or remove only the difference in number. (Removing and
        mounting every block again on each key typed in the judge cost a restyle and a
        layout of each new widget.)"""
        shown = list(self.query_children(Static))
        for index, (widget, (css, content)) in enumerate(zip(shown, blocks, strict=False)):
            if self._drawn[index : index + 1] == [(css, content)]:
                continue
            if widget.classes != frozenset(css.split()):
                widget.set_classes(css)
            widget.update(_drawn_as(css, content))
        self._drawn = list(blocks)
        if len(shown) > len(blocks):
            for widget in shown[len(blocks) :]:
                widget.remove()
        elif len(blocks) > len(shown):
            added = blocks[len(shown) :]
            return self.mount_all([Static(_drawn_as(css, content), classes=css) for css, content in added])
        return None

    def show_hand(self, hand: Hand) -> bool:
        """Show the judge's ruling of each board of a finished hand; False if it has none
        (everyone else folded, or the floor awarded the pot)."""
        shown = hand_rulings(hand)
        floor = floor_content(hand)
        if floor is None:
            if not shown:
                self.clear()
                return False
            self.show(shown, holes_shown(hand))
            return True
        # the floor's ruling is the answer; the judge's reading of the cards follows it
        blocks = [("ruling-pots", floor)]
        if shown:
            blocks.append(("ruling-title", Content.styled(OVERRULED, "bold underline")))
            blocks += _blocks(shown, holes_shown(hand), overruled=True)
        self.display = True
        self._show_blocks(blocks)
        return True

    def clear(self) -> None:
        self._show_blocks([])

    def hide(self) -> None:
        """Show nothing until the next :meth:`show`, keeping the blocks to update then. (The
        judge hides its ruling at the first key of each hand typed after one was ruled and
        shows it again at the hand's last card: removing and mounting the blocks each time
        cost those two keys about a third more, 80 x 24.)"""
        self.display = False

    @property
    def text(self) -> str:
        """The plain text shown (for tests and screen readers); "" while hidden."""
        if not self.display:
            return ""
        return "\n".join(str(w.render()) for w in self.query(Static))
