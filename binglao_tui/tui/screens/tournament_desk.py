"""The tournament desk (F7): the clock, the players and the money, the schedule, and the
director's keys: entries, the payout table, the clock moved by hand, the break's
colour-up, the deal and the quiet setting.

An entry is typed as the player's name and the kind (``Ann rebuy``, ``Eve buy-in``);
the session refuses it, saying why, outside the periods the host allows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from binglao_tui.core.entry import read_whole_number
from binglao_tui.core.tournament.clock import clock_text
from binglao_tui.core.tournament.editing import edit_level
from binglao_tui.core.tournament.entries import EntryKind, entry_count
from binglao_tui.core.tournament.prizes import PayoutError
from binglao_tui.core.tournament.schedule import ScheduleError
from binglao_tui.session import Refusal, TournamentSession
from binglao_tui.tui.render.clock import chips_text
from binglao_tui.tui.render.plain import plain_lines
from binglao_tui.tui.render.tournament import players_lines, pool_lines, schedule_lines
from binglao_tui.tui.screens.tournament_hand import ClockSource
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.clock import ClockPanel
from binglao_tui.tui.widgets.in_order import OrderedInput

_KINDS = {kind.value: kind for kind in EntryKind} | {"buyin": EntryKind.BUY_IN, "addon": EntryKind.ADD_ON}


def read_entry(text: str) -> tuple[str, EntryKind] | str:
    """``Ann rebuy`` -> (``Ann``, REBUY); a sentence saying what is wrong otherwise.

    >>> read_entry("Ann Lee re-entry")
    ('Ann Lee', <EntryKind.RE_ENTRY: 're-entry'>)
    >>> read_entry("Ann")
    'write the name, then buy-in, re-entry, rebuy or add-on'
    """
    name, _, kind = text.strip().rpartition(" ")
    found = _KINDS.get(kind.lower())
    if not name.strip() or found is None:
        return "write the name, then buy-in, re-entry, rebuy or add-on"
    return name.strip(), found


def entry_words(director: TournamentSession, player: str, kind: str, hand_in_progress: bool) -> str:
    """What an entry just booked did, by the player's name: the chips are in the stack at
    once, and the hand waiting is dealt again with them; during a hand, they join the
    player's stack from the next one."""
    chips = chips_text(director.tournament.entries[-1].chips)
    if hand_in_progress:
        return f"{player}'s {kind}: {chips} chips join {player}'s stack from the next hand."
    stack = chips_text(director.tournament.stack_of(player) or 0)
    return f"{player}'s {kind}: {chips} chips, {player} has {stack} now; the hand waiting is dealt again."


DESK_KEYS = (
    ("e", "entry"),
    ("y", "payouts"),
    ("l", "edit a level"),
    ("p", "clock on/off"),
    ("+ -", "a minute more/less"),
    ("n b", "next level/back"),
    ("c", "colour-up"),
    ("d", "deal"),
    ("q", "quiet"),
    ("esc", "close"),
)


def keys_line() -> Content:
    """Every key of the desk, on the desk itself (at 80x24 the footer cannot hold them)."""
    parts = [Content.assemble((key, "bold"), f" {what}") for key, what in DESK_KEYS]
    return Content("\n").join([Content("  ").join(parts[:5]), Content("  ").join(parts[5:])])


def read_shares(text: str) -> tuple[int, ...] | str:
    """``50,30,20`` -> (50, 30, 20); a sentence saying what is wrong otherwise."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts or not all(p.isascii() and p.isdigit() for p in parts):
        return "write the shares of the prize pool, first place first, e.g. 50,30,20"
    return tuple(int(p) for p in parts)


class TournamentDeskScreen(ModalScreen[None]):
    """The tournament as it stands, and the director's keys."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    TournamentDeskScreen #desk-keys, TournamentDeskScreen #desk-note { background: $surface; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("e", "entry", "Entry"),
        Binding("y", "payouts", "Pay"),
        Binding("l", "edit_level", "Level"),
        Binding("p", "app.pause_clock", "Clock", show=False),  # the desk's keys line says them all
        Binding("plus,equals_sign", "time_left(60)", "+1 min", show=False),
        Binding("minus", "time_left(-60)", "-1 min", show=False),
        Binding("n", "skip(1)", "Next"),
        Binding("b", "skip(-1)", "Back", show=False),
        Binding("c", "app.open_break", "Colour"),
        Binding("d", "app.open_deal", "Deal"),
        Binding("q", "quiet", "Quiet"),
        Binding("escape,f7", "close", "Close"),
    ]

    def __init__(self, director: TournamentSession, clock: ClockSource) -> None:
        super().__init__()
        self.director = director
        self.clock = clock
        self._asking: Callable[[str], str | None] | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel-window", id="desk") as window:
            window.border_title = "Tournament"
            yield ClockPanel(id="clock")
            yield Static(id="desk-players", markup=False)
            yield Static(id="desk-pool", markup=False)
            yield Static(id="desk-schedule", markup=False)
        yield Static(keys_line(), id="desk-keys")
        yield OrderedInput(id="desk-input", compact=True)
        yield Static(id="desk-note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#desk-input", Input).display = False
        self.show_all()

    def refresh_clock(self) -> None:
        view = self.clock.clock_view()
        if view is not None:
            for panel in self.query(ClockPanel):  # none until the screen is composed
                panel.show(view)

    def show_all(self) -> None:
        t = self.director.tournament
        self.refresh_clock()
        self.query_one("#desk-players", Static).update(plain_lines(players_lines(t)))
        quiet = "on (no bell)" if t.quiet else "off (a bell at each change)"
        self.query_one("#desk-pool", Static).update(plain_lines(["", *pool_lines(t), f"Quiet: {quiet}", ""]))
        reading = self.director.reading
        self.query_one("#desk-schedule", Static).update(
            plain_lines(schedule_lines(t.schedule, reading.index))
        )

    def _note(self, text: str, error: bool = False) -> None:
        style = "bold $text-error" if error else "$text-success"
        self.query_one("#desk-note", Static).update(Content.styled(text, style))

    def _answer(self, refusal: Refusal | None, done: str) -> bool:
        if refusal is not None:
            self._note(f"✗ {refusal}", error=True)
            self.app.bell()
            return False
        self._note(done)
        self.show_all()
        return True

    # -- asking for a line -------------------------------------------------------------------

    def _ask(self, placeholder: str, then: Callable[[str], str | None]) -> None:
        field = self.query_one("#desk-input", Input)
        field.placeholder = placeholder
        field.value = ""
        field.display = True
        field.focus()
        self._asking = then

    @on(Input.Submitted, "#desk-input")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        then = self._asking
        if then is None:
            return
        problem = then(event.value)
        if problem is None:
            self._asking = None
            event.input.display = False
        else:
            self._note(f"✗ {problem}", error=True)

    def action_entry(self) -> None:
        self._ask("name and kind: Ann rebuy, Eve buy-in, Bob re-entry, Cat add-on", self._entry)

    def _entry(self, text: str) -> str | None:
        read = read_entry(text)
        if isinstance(read, str):
            return read
        player, kind = read
        refusal = self.director.add_entry(player, kind)
        if refusal is not None:
            return str(refusal)
        self._answer(None, entry_words(self.director, player, kind.value, self.clock.hand_in_progress))
        return None

    def action_payouts(self) -> None:
        count = entry_count(self.director.tournament.entries)
        self._ask(f"shares for up to {count} entries, first place first (e.g. 50,30,20)", self._payouts)

    def _payouts(self, text: str) -> str | None:
        shares = read_shares(text)
        if isinstance(shares, str):
            return shares
        t = self.director.tournament
        try:
            table = t.payouts.with_row(entry_count(t.entries), shares)
        except PayoutError as exc:
            return str(exc)
        refusal = self.director.set_payouts(table)
        if refusal is not None:
            return str(refusal)
        self._answer(None, "Payout table changed for this number of entries.")
        return None

    def action_edit_level(self) -> None:
        self._ask("level, minutes, small blind, big blind [, ante]: e.g. 4 20 200 400", self._edit_level)

    def _edit_level(self, text: str) -> str | None:
        numbers = [read_whole_number(part) for part in text.replace(",", " ").split()]
        if len(numbers) not in (4, 5) or any(n is None or n < 0 for n in numbers):
            return "write the level, its minutes, small blind and big blind (and the ante), e.g. 4 20 200 400"
        number, minutes, small, big, *ante = (n or 0 for n in numbers)
        try:
            schedule = edit_level(
                self.director.schedule,
                number,
                minutes=minutes,
                small_blind=small,
                big_blind=big,
                ante=ante[0] if ante else None,
            )
        except ScheduleError as exc:
            return str(exc)
        refusal = self.director.edit_schedule(schedule)
        if refusal is not None:
            return str(refusal)
        self._answer(None, f"Level {number} changed; a hand dealt from now on takes it.")
        return None

    # -- the clock and settings ------------------------------------------------------------------

    def action_time_left(self, seconds: int) -> None:
        """+1 min puts a minute more on the clock (a dealer's reading), -1 min takes one off."""
        refusal = self.director.add_time_left(seconds)
        reading = self.director.reading
        self._answer(refusal, f"{seconds // 60:+d} min: {clock_text(reading.left)} left on the clock.")

    def action_skip(self, items: int) -> None:
        self._answer(self.director.skip(items), "Clock moved.")

    def action_quiet(self) -> None:
        quiet = not self.director.tournament.quiet
        self._answer(
            self.director.set_quiet(quiet), "Quiet: no bell." if quiet else "The bell rings at each change."
        )

    def action_close(self) -> None:
        field = self.query_one("#desk-input", Input)
        if field.display:
            field.display = False
            self._asking = None
            return
        self.dismiss(None)
