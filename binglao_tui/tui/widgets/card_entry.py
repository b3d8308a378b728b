"""Card entry: a text field that reads cards the way the command line does.

Forgiving about how cards are typed (``Ah Kd``, ``ah,kd``, ``AhKd``, ``10h``, ``A♥``) and
strict about what they are: unknown cards, duplicates (inside the field or against the
other cards on the table) and the wrong number of cards are flagged under the field with
the reason, and the field turns red.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.validation import ValidationResult, Validator
from textual.widgets import Input, Label, Static

from binglao_tui.core.cards import Card, CardError, check_no_duplicates, parse_cards
from binglao_tui.tui.render.cards import cards_content

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
    cards = parse_cards(text, where)
    if counts is not None and len(cards) not in counts:
        raise CardError(f"{where} needs {_count_words(counts)}, got {len(cards)}")
    if others:
        check_no_duplicates({where: cards, **{k: list(v) for k, v in others.items() if k != where}})
    return cards


class CardsValidator(Validator):
    """Validates a card field with :func:`read_cards`."""

    def __init__(self, field: CardField) -> None:
        super().__init__()
        self.field = field

    def validate(self, value: str) -> ValidationResult:
        error = self.field.problem(value)
        return self.success() if error is None else self.failure(error)


class CardField(Vertical):
    """A labelled card entry with the cards (or the reason they are refused) shown below."""

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

    def compose(self) -> ComposeResult:
        with Horizontal(classes="card-field-row"):
            yield Label(self.label, classes="card-field-label")
            yield Input(
                value=self._value,
                placeholder=self._placeholder,
                validators=[CardsValidator(self)],
                valid_empty=self.allow_empty,
                compact=True,
                classes="card-field-input",
            )
        yield Static("", classes="card-field-note")

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
            read_cards(text, self.where, self.counts, self.others() if self.others else None)
        except CardError as exc:
            return str(exc)
        return None

    @property
    def cards(self) -> tuple[Card, ...] | None:
        """The cards entered, or None while the entry is empty-and-required or wrong."""
        text = self.text
        if self.problem(text) is not None:
            return None
        return parse_cards(text, self.where) if text.strip() else ()

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
        note = self.query_one(".card-field-note", Static)
        error = self.problem(text)
        if error is not None and text.strip():
            note.update(Content.styled(f"✗ {error}", "$text-error"))
            self.set_class(True, "-problem")
        else:
            self.set_class(False, "-problem")
            cards = parse_cards(text, self.where) if text.strip() and error is None else ()
            note.update(cards_content(cards) if cards else Content(""))
        if announce:
            self.post_message(self.Changed(self, self.cards))
