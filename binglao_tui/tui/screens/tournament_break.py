"""The break: its clock, and the colour-up to do with the race-off of the odd chips.

At a break where denominations leave play the screen says what to trade, lists each
player's odd chips (worked out from his stack: the fewest chips leaving play that make
what it holds below the smallest chip staying), deals the race cards (``r``, from a
freshly shuffled deck for each denomination, with the app's fair shuffle) and shows
who wins the larger chips, TDA style. Enter books the stacks after the race; escape
closes the screen with the colour-up still to do (F7 opens it again).
"""

from __future__ import annotations

import random
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from binglao_tui.core.entry import printable
from binglao_tui.core.tournament.colour_up import RaceError
from binglao_tui.core.tournament.race_table import (
    ColourUpOutcome,
    ColourUpPlan,
    deal_race_cards,
    plan_colour_up,
    race_colour_up,
)
from binglao_tui.core.tournament.schedule import Break
from binglao_tui.session import TournamentSession
from binglao_tui.tui.render.clock import chips_text
from binglao_tui.tui.render.plain import plain_lines
from binglao_tui.tui.render.tournament import break_position, columns
from binglao_tui.tui.screens.tournament_hand import ClockSource
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.clock import ClockPanel


def _odd_words(odd: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"{count} x {denomination}" for denomination, count in odd) or "-"


def plan_text(plan: ColourUpPlan) -> list[str]:
    """What to trade, and each player's stack, odd chips and what he keeps."""
    lines: list[str] = []
    for step in plan.steps:
        lines.extend(step.lines())
        lines.append("")
    rows = [
        [printable(p.player), chips_text(p.stack), _odd_words(p.odd), chips_text(p.keeps)]
        for p in plan.players
    ]
    lines += columns(["Player", "Stack", "Odd chips", "Keeps"], rows, [False, True, False, True])
    return lines


def outcome_text(
    plan: ColourUpPlan, outcome: ColourUpOutcome, cards: dict[int, dict[str, tuple[object, ...]]]
) -> list[str]:
    """The race's cards and winners, and the stacks after it."""
    lines = []
    for step, result in outcome.races:
        dealt = cards.get(step.removed, {})
        shown = "; ".join(f"{printable(p)} {' '.join(str(c) for c in cs)}" for p, cs in dealt.items())
        if not dealt:
            lines.append(f"The {step.removed}s: no odd chips, nothing to race.")
            continue
        won = ", ".join(printable(w) for w in result.winners) or "nobody"
        lines.append(f"The {step.removed}s: {shown}. One {step.into} each to {won}.")
    for player in outcome.kept_in:
        lines.append(f"{printable(player)} lost every race and gets one {plan.into} from the box.")
    lines.append("")
    lines.append(
        "After the colour-up: " + ", ".join(f"{printable(p)} {chips_text(s)}" for p, s in outcome.stacks)
    )
    return lines


class BreakScreen(ModalScreen[str | None]):
    """A break (schedule position ``index``); dismisses with the words saying what was
    booked once its colour-up is (for the app to say under the table), else None."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "race", "Race off"),
        Binding("enter", "book", "Book the colour-up"),
        Binding("p", "app.pause_clock", "Clock"),
        Binding("escape", "close", "Close"),
    ]

    def __init__(
        self,
        director: TournamentSession,
        index: int,
        rng: random.Random,
        clock: ClockSource,
        news: str = "",
    ) -> None:
        super().__init__()
        self.news = news  # said at the top (the bust-outs of the hand just finished)
        self.director = director
        self.index = index
        self.rng = rng
        self.clock = clock
        self.outcome: ColourUpOutcome | None = None
        schedule = director.schedule
        item = schedule.items[index]
        assert isinstance(item, Break)
        self.item = item
        self.plan: ColourUpPlan | None = None
        self.problem = ""
        if item.colour_up and index not in director.tournament.colour_ups_done:
            try:
                self.plan = plan_colour_up(
                    item.colour_up, schedule.in_play()[index], director.tournament.stacks
                )
            except RaceError as exc:
                self.problem = str(exc)

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window") as window:
            window.border_title = break_position(self.director.schedule, self.index).capitalize()
            news = Static(self.news, id="break-news", markup=False)
            news.display = bool(self.news)
            yield news
            yield ClockPanel(id="clock")
            yield Static(id="break-plan", markup=False)
            yield Static(id="break-race", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_clock()
        self._show()

    def refresh_clock(self) -> None:
        view = self.clock.clock_view()
        if view is not None:
            for panel in self.query(ClockPanel):  # none until the screen is composed
                panel.show(view)

    def _show(self) -> None:
        plan_static = self.query_one("#break-plan", Static)
        race_static = self.query_one("#break-race", Static)
        if self.problem:
            plan_static.update(f"The colour-up cannot be worked out: {self.problem}")
        elif self.plan is None:
            done = self.item.colour_up and self.index in self.director.tournament.colour_ups_done
            plan_static.update("The colour-up is done." if done else "No colour-up at this break.")
            race_static.update("Enter or escape: back to the table.")
        else:
            plan_static.update(plain_lines(plan_text(self.plan)))
            if not self.plan.racing:
                race_static.update("Nobody has odd chips: trade the chips, then Enter books it.")
            elif self.outcome is None:
                race_static.update("r: deal the race cards.")

    def action_race(self) -> None:
        plan = self.plan
        if plan is None or self.outcome is not None:
            return
        try:
            cards = deal_race_cards(plan, self.rng)
            self.outcome = race_colour_up(plan, cards)
        except RaceError as exc:
            self.query_one("#break-race", Static).update(f"No race: {exc}")
            return
        shown: dict[int, dict[str, tuple[object, ...]]] = {d: dict(r) for d, r in cards.items()}
        text = [*outcome_text(plan, self.outcome, shown), "", "Enter books these stacks."]
        self.query_one("#break-race", Static).update(plain_lines(text))

    def action_book(self) -> None:
        plan = self.plan
        if plan is None:
            self.dismiss(None)
            return
        if plan.racing and self.outcome is None:
            self.app.bell()
            self.notify("Deal the race first (r).", severity="warning")
            return
        stacks = (
            dict(self.outcome.stacks)
            if self.outcome is not None
            else {p.player: p.keeps for p in plan.players}
        )
        refusal = self.director.colour_up(self.index, stacks)
        if refusal is not None:
            self.notify(str(refusal), title="Colour-up not booked", severity="error", timeout=15)
            return
        self.dismiss(
            f"Colour-up booked: the {', '.join(str(d) for d in self.item.colour_up)}s are out of play."
        )

    def action_close(self) -> None:
        self.dismiss(None)
