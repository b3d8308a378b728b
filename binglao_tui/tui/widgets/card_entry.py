"""Card entry: a text field that reads cards the way the command line does.

Forgiving about how cards are typed (``Ah Kd``, ``ah,kd``, ``AhKd``, ``10h``, ``A♥``) and
strict about what they are: unknown cards, duplicates (inside the field or against the
other cards on the table) and the wrong number of cards are flagged under the field with
the reason, and the field turns red.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping

from textual.app import ComposeResult
from textual.content import Content
from textual.message import Message
from textual.validation import ValidationResult, Validator
from textual.widget import Widget
from textual.widgets import Input

from binglao_tui.core.cards import Card, CardError, check_no_duplicates, parse_cards
from binglao_tui.tui.render.cards import cards_content
from binglao_tui.tui.widgets.in_order import OrderedInput

_LABEL_WIDTH = 16  # the text field starts after the label (app.tcss: .card-field-input)

OtherCards = Callable[[], Mapping[str, Iterable[Card]]]


def _count_words(counts: Collection[int]) -> str:
    ordered = sorted(counts)
    if len(ordered) == 1:
        n = ordered[0]
        return f"{n} card" if n == 1 else f"{n} cards"
    return ", ".join(str(n) for n in ordered[:-1]) + f" or {ordered[-1]} cards"


def read_cards(
    text: str,
    where: str,
    counts: Collection[int] | None = None,
    others: Mapping[str, Iterable[Card]] | None = None,
) -> tuple[Card, ...]:
    """The cards in ``text``, or a :class:`CardError` saying what is wrong with them."""
    return check_cards(parse_cards(text, where), where, counts, others)


def check_cards(
    cards: tuple[Card, ...],
    where: str,
    counts: Collection[int] | None = None,
    others: Mapping[str, Iterable[Card]] | None = None,
) -> tuple[Card, ...]:
    """``cards`` if there are as many as ``counts`` allows and none is among ``others``,
    else a :class:`CardError` saying what is wrong.

    Only a card of this field counts as a duplicate here: two other fields holding the same
    card is their problem, said under them, not under every field of the judge.

    >>> board, bob = parse_cards("3d 4d"), parse_cards("Ac 3d Jh Th")
    >>> len(check_cards(parse_cards("Ah 3s 8c 8d"), "player Ann", {4}, {"board": board, "player Bob": bob}))
    4
    >>> check_cards(bob, "player Bob", {4}, {"board": board, "player Ann": ()})
    Traceback (most recent call last):
    ...
    binglao_tui.core.cards.CardError: duplicate card 3d: in player Bob and in board
    """
    if counts is not None and len(cards) not in counts:
        raise CardError(f"{where} needs {_count_words(counts)}, got {len(cards)}")
    for place, theirs in (others or {}).items():
        if place != where:
            check_no_duplicates({where: cards, place: list(theirs)})
    return cards


class CardsValidator(Validator):
    """Validates a card field with :func:`read_cards`."""

    def __init__(self, field: CardField) -> None:
        super().__init__()
        self.field = field

    def validate(self, value: str) -> ValidationResult:
        error = self.field.problem(value)
        return self.success() if error is None else self.failure(error)


class CardField(Widget):
    """A labelled card entry with the cards (or the reason they are refused) shown below.

    The field is two widgets: this one draws the label and, on its second line, the note
    (:meth:`render`), and holds the text field. (It was a row, a label and a note inside it,
    five widgets each: with the judge's seven card fields, those 21 more widgets were styled,
    laid out and drawn with every key typed there.)
    """

    DEFAULT_CLASSES = "card-field"

    class Changed(Message):
        """The field's text changed; ``cards`` is None while the entry is not valid."""

        def __init__(self, field: CardField, cards: tuple[Card, ...] | None) -> None:
            super().__init__()
            self.field = field
            self.cards = cards

        @property
        def control(self) -> CardField:
            return self.field

    def __init__(
        self,
        label: str,
        where: str,
        *,
        counts: Collection[int] | None = None,
        others: OtherCards | None = None,
        value: str = "",
        placeholder: str = "e.g. Ah Kd 7c",
        allow_empty: bool = False,
        id: str | None = None,  # noqa: A002 - Textual's name for it
    ) -> None:
        super().__init__(id=id)
        self.label = label
        self.where = where
        self.counts = counts
        self.others = others
        self.allow_empty = allow_empty
        self._value = value
        self._placeholder = placeholder
        self._note = Content("")  # what the note under the field shows
        self._parsed: tuple[str, tuple[Card, ...] | CardError] = ("", ())

    def compose(self) -> ComposeResult:
        yield OrderedInput(
            value=self._value,
            placeholder=self._placeholder,
            validators=[CardsValidator(self)],
            valid_empty=self.allow_empty,
            compact=True,
            classes="card-field-input",
        )

    def render(self) -> Content:
        """The label on the first line (the text field covers the rest of it), the note on
        the second, under the text field."""
        label = Content.styled(self.label, "$foreground-muted").truncate(_LABEL_WIDTH)
        return Content.assemble(label, "\n", " " * _LABEL_WIDTH, self._note)

    @property
    def note(self) -> str:
        """The note under the field, as plain text (the cards read, or what is wrong)."""
        return self._note.plain

    @property
    def input(self) -> Input:
        return self.query_one(Input)

    @property
    def text(self) -> str:
        return self.input.value

    def problem(self, text: str) -> str | None:
        """Why ``text`` cannot be accepted here, or None if it can."""
        if not text.strip():
            return None if self.allow_empty else f"enter the {self.where} cards"
        try:
            check_cards(self._parse(text), self.where, self.counts, self.others() if self.others else None)
        except CardError as exc:
            return str(exc)
        return None

    def _parse(self, text: str) -> tuple[Card, ...]:
        """The cards ``text`` reads as (or its CardError), read once per text: every key in
        the judge asks every field for its cards and its problem, each more than once."""
        if text != self._parsed[0]:
            try:
                self._parsed = (text, parse_cards(text, self.where))
            except CardError as exc:
                self._parsed = (text, exc)
        found = self._parsed[1]
        if isinstance(found, CardError):
            raise found.with_traceback(None)
        return found

    def read_quietly(self) -> tuple[Card, ...]:
        """The cards the text reads as, whatever their number or duplicates; () if it does
        not read as cards."""
        try:
            return self._parse(self.text)
        except CardError:
            return ()

    @property
    def cards(self) -> tuple[Card, ...] | None:
        """The cards entered, or None while the entry is empty-and-required or wrong."""
        text = self.text
        if self.problem(text) is not None:
            return None
        return self._parse(text) if text.strip() else ()

    def on_mount(self) -> None:
        self._show(self.text, announce=False)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._show(event.value, announce=True)

    def recheck(self) -> None:
        """Check again (the other fields it is compared with have changed)."""
        self.input.validate(self.text)
        self._show(self.text, announce=False)

    def _show(self, text: str, *, announce: bool) -> None:
        error = self.problem(text)
        cards = self._parse(text) if text.strip() and error is None else ()
        if error is not None and text.strip():
            shown = Content.styled(f"✗ {error}", "$text-error")
        else:
            shown = cards_content(cards) if cards else Content("")
        if shown != self._note:
            # Only a note that changed is drawn again, and without a new layout: the field
            # is two lines high (app.tcss). Every key in the judge rechecks every field, and
            # drawing each note afresh, with a layout of the whole screen for each, was
            # most of the CPU time of a key there (pyinstrument, 80 x 24).
            self._note = shown
            self.refresh()
        if announce:
            self.post_message(self.Changed(self, None if error is not None else cards))
