"""Card entry: a text field that reads cards the way the command line does.

Forgiving about how cards are typed (``Ah Kd``, ``ah,kd``, ``AhKd``, ``10h``, ``A♥``) and
strict about what they are: unknown cards, duplicates (inside the field or against the
other cards on the table) and the wrong number of cards are flagged under the field with
the reason, and the field turns red. An entry still being typed (fewer cards than the
field takes, the last one maybe half typed) is not flagged while the field has the focus:
its note shows the cards read so far, and it turns red only if it is left short.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Mapping

from textual import events
from textual.app import ComposeResult
from textual.content import Content
from textual.css.query import NoMatches
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Input

from binglao_tui.core.cards import Card, CardError, check_no_duplicates, parse_cards
from binglao_tui.tui.render.cards import cards_content
from binglao_tui.tui.widgets.in_order import OrderedInput

_LABEL_WIDTH = 16  # the text field starts after the label (app.tcss: .card-field-input)

OtherCards = Callable[[], Mapping[str, Iterable[Card]]]

_HALF_TYPED = re.compile(r"(?:10|1|[2-9TJQKA])$", re.IGNORECASE)
"""A card's rank at the end of the text, its suit not typed yet."""


def read_so_far(text: str, where: str = "") -> tuple[Card, ...] | None:
    """The cards of ``text`` as typed so far (a rank at its end, its suit not typed yet,
    left out), or None when it does not read as cards.

    >>> [str(card) for card in read_so_far("tc 9")]
    ['Tc']
    >>> read_so_far("ax") is None
    True
    """
    try:
        return parse_cards(_HALF_TYPED.sub("", text), where)
    except CardError:
        return None


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
    """``cards`` if none is among ``others`` and there are as many as ``counts`` allows,
    else a :class:`CardError` saying what is wrong (a duplicate first: in a hand half
    typed, that is the news).

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
    for place, theirs in (others or {}).items():
        if place != where:
            check_no_duplicates({where: cards, place: list(theirs)})
    if counts is not None and len(cards) not in counts:
        raise CardError(f"{where} needs {_count_words(counts)}, got {len(cards)}")
    return cards


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
        self._input = OrderedInput(
            value=value, placeholder=placeholder, validate_on=(), compact=True, classes="card-field-input"
        )

    def compose(self) -> ComposeResult:
        # The field says itself whether the entry is wrong (``_show``), not through
        # Textual's validators: those flag an entry still being typed, turning the field
        # red at the first key of a hand and back at its last, each a restyle of the field
        # against the whole stylesheet, the costliest part of those keys in the judge.
        yield self._input

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
        return self._input

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

    def on_descendant_focus(self, _: events.DescendantFocus) -> None:
        self._show(self.text, announce=False)  # an entry typed again is not flagged short

    def on_descendant_blur(self, _: events.DescendantBlur) -> None:
        self._show(self.text, announce=False)  # an entry left short is

    def recheck(self) -> None:
        """Check again (the other fields it is compared with have changed)."""
        self._show(self.text, announce=False)

    @property
    def wrong(self) -> str:
        """What is wrong with the entry ("duplicate card Tc: ..."), or "" when nothing is
        or it is only not finished yet."""
        text = self.text
        error = self.problem(text)
        return "" if error is None or self.typed_so_far(text) is not None else error

    def typed_so_far(self, text: str) -> tuple[Card, ...] | None:
        """The cards of ``text`` when it is the start of a right entry (fewer cards than
        the field takes, none a duplicate, the last maybe half typed), else None.

        >>> field = CardField("Ann", "player Ann", counts={4})
        >>> [str(card) for card in field.typed_so_far("Ah 3s K")]
        ['Ah', '3s']
        >>> field.typed_so_far("Ah 3s Kd 2c 9h") is None  # one card too many
        True
        """
        cards = read_so_far(text, self.where)
        if cards is None:
            return None
        try:
            check_cards(cards, self.where, None, self.others() if self.others else None)
        except CardError:
            return None
        return cards if self.counts is None or len(cards) < max(self.counts) else None

    def _so_far_note(self, cards: tuple[Card, ...]) -> Content:
        """The cards typed so far and how many the field takes ("A♥ 3♠ · 2 of 4 cards")."""
        if not cards:
            return Content("")
        if not self.counts:
            return cards_content(cards)
        counted = Content.styled(f"{len(cards)} of {_count_words(self.counts)}", "$foreground-muted")
        return Content.assemble(cards_content(cards), " · ", counted)

    def _show(self, text: str, *, announce: bool) -> None:
        error = self.problem(text)
        cards = self._parse(text) if text.strip() and error is None else ()
        so_far = self.typed_so_far(text) if error is not None and self._input.has_focus else None
        if so_far is not None:
            shown = self._so_far_note(so_far)
        elif error is not None and text.strip():
            shown = Content.styled(f"✗ {error}", "$text-error")
        else:
            shown = cards_content(cards) if cards else Content("")
        # Restyled only when the look changes (Textual's add_class and remove_class do
        # nothing for a class already so).
        self._input.set_class(error is not None and bool(text.strip()) and so_far is None, "-invalid")
        if shown != self._note:
            # Only a note that changed is drawn again, and without a new layout: the field
            # is two lines high (app.tcss). Every key in the judge rechecks every field, and
            # drawing each note afresh, with a layout of the whole screen for each, was
            # most of the work of a key there.
            self._note = shown
            self.refresh()
        if announce:
            self.post_message(self.Changed(self, None if error is not None else cards))


class CardFields:
    """The card fields of a screen, found once (a query walks the whole screen), and for
    each field the cards typed in the others, to flag a card typed twice."""

    def __init__(self, screen: Widget) -> None:
        self._screen = screen
        self._fields: list[CardField] = []

    def all(self) -> list[CardField]:
        """The fields, in the screen's order."""
        if not self._fields:
            self._fields = list(self._screen.query(CardField))
        return self._fields

    def cards_except(self, where: str) -> OtherCards:
        """What the fields other than ``where`` hold, by field, for :class:`CardField`."""

        def others() -> dict[str, tuple[Card, ...]]:
            found: dict[str, tuple[Card, ...]] = {}
            for field in self.all():
                if field.where == where:
                    continue
                try:
                    cards = field.read_quietly()
                except NoMatches:  # still being built: fields kept from the last F3 check
                    continue  # each other as they mount
                if cards:
                    found[field.where] = cards
            return found

        return others
