"""The entry line under the instructions: an amount, or cards, typed by the dealer.

One widget serves every moment of the hand that needs typing: the bet or raise amount
(a number, ``min``, ``pot`` or ``max``, ``all``), the board cards as they fall, a hand
shown at the showdown (or ``muck``), the whole board at the showdown, and cards typed at a
betting prompt before any is due (:attr:`PromptKind.NOT_DUE`: read and shown, never taken;
only ``a``, for all in, is entered there). It only reads what was typed; the hand screen
turns it into an engine action and the engine judges it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from enum import Enum

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Input, Label, Static

from binglao_tui.core.cards import Card, CardError, check_no_duplicates, parse_cards
from binglao_tui.tui.render.cards import cards_content
from binglao_tui.tui.render.plain import plain
from binglao_tui.tui.widgets.card_entry import read_cards, read_so_far
from binglao_tui.tui.widgets.in_order import OrderedInput, focus_now


class PromptKind(Enum):
    """What the entry line is asking for."""

    AMOUNT = "amount"
    BOARD = "board"  # the next street's cards (optional)
    SHOW = "show"  # a player's hole cards, or "muck"
    FULL_BOARD = "full"  # every board card dealt, to judge the showdown
    NOT_DUE = "not-due"  # typed at a betting prompt: cards too early, or ``a`` for all in


AMOUNT_WORDS = {
    "min": "min",
    "minimum": "min",
    "pot": "max",
    "max": "max",
    "maximum": "max",
    "all": "all",
    "allin": "all",
    "all in": "all",
    "all-in": "all",
    "a": "all",
}
MUCK_WORDS = {"muck", "mucks", "m"}
TWICE_WORDS = {"twice", "run twice", "run it twice", "w"}
DOWN_WORDS = {"d", "down", "face down"}
"""At an all-in's tabling prompt: deal the street face down, the hands left face down."""


@dataclass(frozen=True, slots=True)
class Typed:
    """What was typed, read: an amount or a word, or cards."""

    kind: PromptKind
    amount: int | None = None
    word: str = ""  # "min", "max", "all" or "muck"
    cards: tuple[Card, ...] = ()


class EntryBar(Vertical):
    """A prompt, a one-line input and a line for the reason something is refused."""

    DEFAULT_CLASSES = "entry-bar"

    def __init__(self, on_entry: Callable[[Typed], None], *, id: str | None = None) -> None:  # noqa: A002
        """``on_entry`` is called with what was typed when the dealer presses enter on
        something readable: at once, so the keys typed after enter wait for its answer."""
        super().__init__(id=id)
        self.on_entry = on_entry
        self.kind = PromptKind.AMOUNT
        self.counts: Collection[int] | None = None
        self.where = ""
        self.known: dict[str, tuple[Card, ...]] = {}
        self.optional = False
        self.not_due = ""  # NOT_DUE: why no card is taken now, and what is due
        self.all_in = Content("")  # NOT_DUE: what enter does after ``a``

    def compose(self) -> ComposeResult:
        with Horizontal(classes="entry-row"):
            yield Label("", id="entry-prompt")
            yield OrderedInput(
                compact=True, id="entry-input", select_on_focus=False, on_submit=self._submitted
            )
        yield Static("", id="entry-note")

    @property
    def input(self) -> Input:
        return self.query_one("#entry-input", Input)

    def open(
        self,
        kind: PromptKind,
        prompt: str,
        *,
        placeholder: str = "",
        value: str = "",
        where: str = "",
        counts: Collection[int] | None = None,
        known: dict[str, tuple[Card, ...]] | None = None,
        optional: bool = False,
        focus: bool = True,
        not_due: str = "",
        all_in: Content | None = None,
    ) -> None:
        """Ask for something; ``known`` are the cards already on the table (no duplicates).
        ``not_due`` and ``all_in``: for :attr:`PromptKind.NOT_DUE`, what the line says to
        cards typed, and to ``a``."""
        self.kind = kind
        self.where = where
        self.counts = counts
        self.known = known or {}
        self.optional = optional
        self.not_due = not_due
        self.all_in = all_in or Content("")
        self.query_one("#entry-prompt", Label).update(plain(prompt))  # it names players
        field = self.input
        field.placeholder = placeholder
        field.value = value
        field.cursor_position = len(value)
        field.display = True  # a refusal told with :meth:`tell` hides it; every question shows it
        self.query_one(".entry-row").display = True
        self.display = True
        self.note(self._not_due_note(value) if kind is PromptKind.NOT_DUE else "")
        if focus:
            focus_now(field)

    def tell(self, problem: str) -> None:
        """Show ``problem`` (a refused key) in red, with no field: nothing is asked.
        The next :meth:`open` brings the field back."""
        self.query_one("#entry-prompt", Label).update("")
        self.input.display = False
        self.query_one(".entry-row").display = False  # no empty row above the reason
        self.display = True
        self.note(problem, error=True)

    @property
    def asking(self) -> bool:
        """Whether the line is asking for something (its field is shown)."""
        return bool(self.display and self.input.display)

    def close(self) -> None:
        self.display = False
        self.input.value = ""
        self.note("")

    def note(self, text: str | Content, error: bool = False) -> None:
        """Show a line under the input (the engine's refusal, in red, when ``error``)."""
        content = Content.styled(f"✗ {text}", "bold $text-error") if error and text else text
        self.query_one("#entry-note", Static).update(content)

    def read(self, text: str) -> Typed:
        """What ``text`` means here, or a ValueError saying why it cannot be read."""
        words = " ".join(text.lower().split())
        if self.kind is PromptKind.NOT_DUE:
            if AMOUNT_WORDS.get(words) == "all":
                return Typed(self.kind, word="all")
            raise ValueError(self.not_due)  # cards (or anything else) are never taken here
        if self.kind is PromptKind.AMOUNT:
            if words in AMOUNT_WORDS:
                return Typed(self.kind, word=AMOUNT_WORDS[words])
            if words.isdigit():
                return Typed(self.kind, amount=int(words))
            raise ValueError("type a number of chips, or min, pot (the maximum) or all")
        if self.kind is PromptKind.SHOW and words in MUCK_WORDS:
            return Typed(self.kind, word="muck")
        if self.kind is PromptKind.BOARD and words in TWICE_WORDS:
            return Typed(self.kind, word="twice")
        if self.kind is PromptKind.BOARD and words in DOWN_WORDS:  # face down, at any street
            return Typed(self.kind) if self.optional else Typed(self.kind, word="down")
        if not words and self.optional:
            return Typed(self.kind)
        if len(words) == 1 and words.isalpha():
            raise ValueError(
                f"{words!r} is not a card: this field takes cards such as 7s 5d 2c"
                " (escape leaves it, for the other keys)"
            )
        cards = read_cards(text, self.where, self.counts)
        try:
            check_no_duplicates({**self.known, self.where: cards})
        except CardError as exc:
            raise ValueError(str(exc)) from None
        return Typed(self.kind, cards=cards)

    def _not_due_note(self, text: str) -> Content:
        """What the line says to ``text`` typed at a betting prompt: what enter does after
        ``a``; else the cards read so far and that no card is due yet."""
        if AMOUNT_WORDS.get(" ".join(text.lower().split())) == "all":
            return self.all_in
        refusal = Content.styled(f"✗ {self.not_due}", "bold $text-error")
        cards = read_so_far(text)
        return Content.assemble(cards_content(cards), "  ", refusal) if cards else refusal

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self.kind is PromptKind.NOT_DUE:
            self.note(self._not_due_note(event.value))
            return
        if self.kind is PromptKind.AMOUNT or not event.value.strip():
            self.note("")
            return
        words = " ".join(event.value.lower().split())
        if self.kind is PromptKind.SHOW and words in MUCK_WORDS:
            self.note("enter: mucks the hand")
            return
        if self.kind is PromptKind.BOARD and words in TWICE_WORDS:
            self.note("enter: run it twice (no more betting, and everyone left agrees)")
            return
        if self.kind is PromptKind.BOARD and words in DOWN_WORDS:
            self.note("enter: deal the street face down, the hands left face down")
            return
        try:
            entry = self.read(event.value)
        except ValueError as exc:
            try:
                partial = parse_cards(event.value, self.where)
            except CardError:
                self.note(str(exc), error=True)
                return
            if self.counts and len(partial) < max(self.counts):
                self.note(cards_content(partial))  # still typing
            else:
                self.note(str(exc), error=True)
            return
        self.note(cards_content(entry.cards))

    def _submitted(self, field: Input) -> None:
        try:
            entry = self.read(field.value)
        except ValueError as exc:
            if self.kind is PromptKind.NOT_DUE:
                self.note(self._not_due_note(field.value))  # the cards read stay said
            else:
                self.note(str(exc), error=True)
            self.app.bell()
            return
        self.on_entry(entry)
