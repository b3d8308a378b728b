"""A drop-down whose list is made when it is first opened."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.css.query import NoMatches
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay  # no public names

from binglao_tui.tui.widgets.drop_down_face import DropDownFace
from binglao_tui.tui.widgets.in_order import OrderedSelect


class DropDown(OrderedSelect):
    """An :class:`OrderedSelect` that makes its list (Textual's overlay, an ``OptionList``
    of every choice) the first time it opens, not with the field.

    The setup shows two drop-downs, game and betting, and opens them rarely: their two
    lists, hidden until opened, were made, styled and filled before the first frame
    (benchmarks/first_frame.py: 1,600 M -> 1,568 M instructions to it with this class in
    the setup). The list is mounted when the field opens, before Textual's own handling
    of the opening (which highlights the value and gives the list the focus), and stays.
    """

    def __init__(self, *args: object, label: str = "", **kwargs: object) -> None:
        """``label``, when given, is drawn before the field on its line (app.tcss gives a
        ``labelled`` drop-down's face the room, and its list the same indent)."""
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.field_label = label
        if label:
            self.add_class("labelled", update=False)

    def compose(self) -> ComposeResult:
        face = DropDownFace(self.prompt)  # the closed field as one widget (see its module)
        face.field_label = self.field_label
        yield face

    def _list(self) -> SelectOverlay | None:
        try:
            return self.query_one(SelectOverlay)
        except NoMatches:
            return None

    def _setup_options_renderables(self) -> None:
        if self._list() is not None:
            super()._setup_options_renderables()

    def _watch_value(self, value: str | NoSelection) -> None:
        if self._list() is not None:
            super()._watch_value(value)
            return
        # Textual's watcher without the list: the field shows the choice, and says so
        self._value = value
        try:
            current = self.query_one(SelectCurrent)
        except NoMatches:
            return
        shown = next((prompt for prompt, choice in self._options if choice == value), None)
        current.update(self.NULL if value == self.NULL or shown is None else shown)
        self.post_message(self.Changed(self, value))

    def _watch_prompt(self, prompt: str) -> None:
        if self._list() is not None:
            super()._watch_prompt(prompt)
        elif self.is_mounted:
            self.query_one(SelectCurrent).placeholder = prompt

    def _watch_expanded(self, expanded: bool) -> None:
        if expanded and self._list() is None:
            choices = SelectOverlay(type_to_search=self._type_to_search).data_bind(compact=Select.compact)
            self.mount(choices)  # in the tree at once (Widget.mount registers it)
            super()._setup_options_renderables()
            for index, (_, choice) in enumerate(self._options):
                if choice == self.value:
                    choices.highlighted = index
        super()._watch_expanded(expanded)
        if self.is_mounted:
            self.query_one(DropDownFace).refresh()  # its arrow turns
