"""The all-in equity panel: counts each board's race off the app's thread and shows it.

Give it the races to show (:func:`binglao_tui.core.engine.all_in.all_in_races`, or one
the judge builds from the cards typed in) with :meth:`EquityPanel.follow`; it hides when
there are none. A race it has not counted yet shows ``counting…`` while a Textual worker
thread counts it, so keys are answered at once; a new street's races replace the count
under way (its answer, when it comes, is dropped). Counted races are remembered, so
undoing back to a street shows its figures again without counting.

The dealer's panel (not ``compact``) also shows each player's outs for the next card on the
flop and the turn, and, where the house allows the equity chop, each player's chop in
chips (:mod:`binglao_tui.tui.counting`, counted in the same worker after the equity).

The equity package imports numpy, which neither the app's start nor its first screen may
load: :func:`count_race` imports it inside the function, at the first count.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import TYPE_CHECKING

from textual.content import Content
from textual.widgets import Static
from textual.worker import get_current_worker

from binglao_tui.core.engine.all_in import Race
from binglao_tui.core.rules import Game, HouseRules
from binglao_tui.tui.render.equity import Counted, equity_lines, races_content
from binglao_tui.tui.render.odds import ChopOffer, Extras, extras_content

if TYPE_CHECKING:
    from binglao_tui.core.equity.result import Equity

_REMEMBERED = 32
"""Counted situations kept (a hand has a few streets; undo goes back over them)."""

Key = tuple[str, tuple[Race, ...]]


def count_race(game: Game, race: Race) -> Equity | str:
    """Count one race exactly, or the core's reason it cannot be counted."""
    # Imported here, not at the top: it imports numpy, which the app's start, its first
    # screen and the hand screen before an all-in must not load (tests/test_import_hygiene.py;
    # the import-linter contract on numpy names this one import as the exception).
    from binglao_tui.tui.counting import counted

    return counted(game, race)


class EquityPanel(Static):
    """Each board's all-in equity: a table a board, or a line a board when ``compact``."""

    DEFAULT_CLASSES = "equity-panel"

    def __init__(self, *, compact: bool = False, id: str | None = None) -> None:  # noqa: A002
        super().__init__(id=id)
        self.compact = compact
        self._game: Game | None = None
        self._shown: Key | None = None
        self._counted: dict[Key, tuple[Equity | str, ...]] = {}
        self._extras: dict[Key, tuple[Extras | None, ...]] = {}
        self._house: HouseRules | None = None

    def on_mount(self) -> None:
        if self._shown is None:
            self.display = False

    # -- what to show ----------------------------------------------------------------------

    def follow(self, game: Game, races: Sequence[Race], *, house: HouseRules | None = None) -> None:
        """Show the equity of ``races`` (hidden when there are none), counting in a worker
        thread what was not counted before. The dealer's panel (not ``compact``) also shows
        each player's outs, and the equity chop of a race on one board when ``house``
        allows it (``equity_chop``)."""
        self._house = house if house is not None and house.equity_chop and len(races) == 1 else None
        races = tuple(races)
        if not races:
            if self._shown is None:
                return  # hidden already (the judge asks at every key)
            self._shown = None
            self.display = False
            self.workers.cancel_group(self, "equity")
            return
        key: Key = (game.id, races)
        if key == self._shown:
            return
        self._game = game
        self._shown = key
        self.display = True
        counted = self._counted.get(key)
        self._draw(races, counted)
        if counted is None:
            self.run_worker(
                lambda: self._count(key, game, races),
                thread=True,
                exclusive=True,
                group="equity",
                name="equity",
            )

    @property
    def counting(self) -> bool:
        """Whether figures are being counted for what is shown."""
        return self._shown is not None and self._shown not in self._counted

    @property
    def chop_offer(self) -> ChopOffer | None:
        """The equity chop of the race shown, once counted (None: no chop offered)."""
        if self._shown is None:
            return None
        extra = self._extras.get(self._shown)
        return extra[0].chop if extra and extra[0] is not None else None

    @property
    def text(self) -> str:
        """The plain text shown (for tests and screen readers); empty when hidden."""
        return str(self.render()) if self.display else ""

    # -- counting ----------------------------------------------------------------------------

    def _count(self, key: Key, game: Game, races: tuple[Race, ...]) -> None:
        """In a worker thread: count every race, then hand the figures to the app's thread."""
        worker = get_current_worker()
        results = []
        for race in races:
            if worker.is_cancelled:
                return  # the hand moved on: a newer count is under way
            results.append(count_race(game, race))
        added: list[Extras | None] = []
        if not self.compact:
            # Imported here for the same reason as in count_race: the outs and the chop
            # count with the equity (numpy).
            from binglao_tui.tui.counting import extras

            for race, result in zip(races, results, strict=True):
                if worker.is_cancelled:
                    return
                added.append(None if isinstance(result, str) else extras(game, race, result, self._house))
        if worker.is_cancelled:
            return
        # The app may close between the check and the hand-over: nobody to show it to then.
        with suppress(RuntimeError):
            self.app.call_from_thread(self._counted_now, key, tuple(results), tuple(added))

    def _counted_now(
        self, key: Key, results: tuple[Equity | str, ...], added: tuple[Extras | None, ...]
    ) -> None:
        if len(self._counted) >= _REMEMBERED:
            forget = next(iter(self._counted))
            del self._counted[forget]
            self._extras.pop(forget, None)
        self._counted[key] = results
        self._extras[key] = added
        if key == self._shown:
            self._draw(key[1], results)

    def _draw(self, races: tuple[Race, ...], results: tuple[Equity | str, ...] | None) -> None:
        counts: list[tuple[Race, Counted]] = (
            [(race, None) for race in races] if results is None else list(zip(races, results, strict=True))
        )
        game = self._game
        assert game is not None
        content: Content = equity_lines(counts) if self.compact else races_content(game, counts)
        added = self._extras.get(self._shown) if self._shown is not None else None
        if added and results is not None:
            content = Content("\n").join([content, *extras_content(races, added)])
        self.update(content)
