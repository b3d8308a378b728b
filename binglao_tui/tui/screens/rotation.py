"""The rotation of games: set up from the table setup (ctrl+g), and the dealer's choice.

:class:`RotationScreen` sets up the evening's games: a preset picked from the list (enter
fills the form: "Mixed Omaha" is PLO8, limit O8 and Big O, "PLO mix" PLO, PLO5 and PLO6,
every orbit at the table's blinds), or the games typed with their stakes (``plo8 5/10,
o8 10/20, big-o 5/10``: blinds for a pot-limit game, the small and big bet for a limit
game); when the game changes (``orbit`` or a number of hands); in turn or by the dealer's
choice, and the choice's two house settings. What it would be is said under the form as
it is typed, or what is wrong. Enter on the last field (or ctrl+s) confirms; a form with no
games is one game all night; escape leaves it as it was.

:class:`ChooseScreen` is the dealer's choice: the menu, the chooser's name, enter picks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from binglao_tui.core.mixed import (
    PRESETS,
    AbsentChooser,
    Choice,
    MixedError,
    Rotation,
    menu_text,
    parse_menu,
)
from binglao_tui.core.rules import Game
from binglao_tui.tui.screens.modal import DrawnOverScreens
from binglao_tui.tui.styles import WINDOW_STYLES
from binglao_tui.tui.widgets.in_order import KeysInOrder, close_then, focus_now
from binglao_tui.tui.widgets.own_label import LabelledInput

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class RotationChosen:
    """The rotation confirmed (None: one game all night)."""

    rotation: Rotation | None


_FIELDS = (
    ("games", "Games", "plo8 5/10, o8 10/20, big-o 5/10 (blank: one game)"),
    ("every", "Change every", "orbit, or a number of hands"),
    ("choice", "Next game", "turn (in the menu's order) or choice (dealer's)"),
    ("twice", "Same twice", "yes: a chooser may pick the game just played"),
    ("absent", "Absent chooser", "left: the next player left; button: the button"),
)


class RotationScreen(KeysInOrder, DrawnOverScreens, ModalScreen[RotationChosen]):
    """Set up the rotation; dismisses with a :class:`RotationChosen` (nothing on escape)."""

    CSS_PATH = WINDOW_STYLES  # read when the first window opens (tui/styles.py)

    DEFAULT_CSS = """
    RotationScreen { align: center middle; }
    RotationScreen .rotation-box {
        width: 78; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; border-title-color: $text-primary; border-title-style: bold;
        border-subtitle-color: $foreground-muted; background: $surface; padding: 0 1;
    }
    RotationScreen #rotation-presets { height: auto; max-height: 4; margin-bottom: 1; }
    RotationScreen #rotation-said { margin-top: 1; height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "confirm", "Confirm"),
    ]

    def __init__(
        self,
        games: Mapping[str, Game],
        blinds: tuple[int, int],
        rotation: Rotation | None = None,
        *,
        answer: Callable[[RotationChosen], object] | None = None,
    ) -> None:
        super().__init__()
        self.games = games
        self.blinds = blinds
        self.rotation = rotation
        self.answer = answer

    def compose(self) -> ComposeResult:
        rotation = self.rotation
        with Vertical(classes="rotation-box", id="rotation-form") as box:
            box.border_title = "Rotation of games"
            box.border_subtitle = "enter: next field, on the last confirms · ctrl+s confirms · esc leaves"
            presets = [Option("One game all night (no rotation)", id="none")]
            presets += [Option(self._preset_words(p.key), id=p.key) for p in PRESETS]
            yield OptionList(*presets, id="rotation-presets", compact=True)
            values = _values(rotation)
            for key, label, placeholder in _FIELDS:
                yield LabelledInput(
                    label,
                    values[key],
                    placeholder=placeholder,
                    compact=True,
                    id=f"rotation-{key}",
                    on_submit=self._entered,
                )
            yield Static("", id="rotation-said")

    def _preset_words(self, key: str) -> str:
        preset = next(p for p in PRESETS if p.key == key)
        try:
            return preset.rotation(self.games, *self.blinds).words
        except MixedError as exc:
            return f"{preset.name}: {exc}"

    def on_mount(self) -> None:
        self._say()
        focus_now(self.query_one(OptionList) if self.rotation is None else self._field("games"))

    def _field(self, key: str) -> Input:
        return self.query_one(f"#rotation-{key}", Input)

    @on(OptionList.OptionSelected, "#rotation-presets")
    def _preset(self, event: OptionList.OptionSelected) -> None:
        """Enter on a preset fills the form with it (the games at the table's blinds)."""
        key = event.option.id
        if key == "none":
            values = _values(None)
        else:
            preset = next(p for p in PRESETS if p.key == key)
            try:
                values = _values(preset.rotation(self.games, *self.blinds))
            except MixedError as exc:
                self._say(str(exc))
                return
        for name, value in values.items():
            self._field(name).value = value
        self._say()
        focus_now(self._field("games"))

    @on(Input.Changed)
    def _typed(self) -> None:
        self._say()

    def _entered(self, field: Input) -> None:
        """Enter: the next field, or (on the last) confirm."""
        keys = [f"rotation-{key}" for key, _, _ in _FIELDS]
        index = keys.index(field.id or "")
        if index + 1 < len(keys):
            focus_now(self.query_one(f"#{keys[index + 1]}", Input))
        else:
            self.action_confirm()

    def read(self) -> Rotation | None:
        """The rotation the form holds (None: no games, one game all night); raises
        :class:`MixedError` saying what is wrong."""
        text = {key: self._field(key).value.strip().casefold() for key, _, _ in _FIELDS}
        if not text["games"]:
            return None
        menu = parse_menu(text["games"], self.games)
        every = text["every"] or "orbit"
        if every != "orbit" and not every.isdigit():
            raise MixedError(f'change every "orbit" or a number of hands (got {every!r})')
        choice = _pick(text["choice"] or "turn", {"turn": Choice.FIXED, "choice": Choice.DEALER}, "next game")
        twice = _pick(text["twice"] or "yes", {"yes": True, "no": False}, "same twice")
        absent = _pick(
            text["absent"] or "left",
            {"left": AbsentChooser.NEXT_LEFT, "button": AbsentChooser.BUTTON},
            "absent chooser",
        )
        name = self.rotation.name if self.rotation is not None else ""
        for preset in PRESETS:
            if tuple(stakes.game.id for stakes in menu) == preset.game_ids:
                name = preset.name
        return Rotation(menu, None if every == "orbit" else int(every), choice, twice, absent, name)

    def _say(self, problem: str = "") -> None:
        said = self.query_one("#rotation-said", Static)
        try:
            rotation = self.read()
        except MixedError as exc:
            problem = problem or str(exc)
            rotation = None
        if problem:
            said.update(Content.styled(f"✗ {problem[:1].upper()}{problem[1:]}", "bold $text-error"))
            return
        if rotation is None:
            said.update(Content.styled("One game all night: the table setup's game.", "$foreground-muted"))
            return
        lines = [rotation.words, *(f"  {stakes.words}" for stakes in rotation.games)]
        said.update(Content("\n".join(lines)))

    def action_confirm(self) -> None:
        try:
            rotation = self.read()
        except MixedError as exc:
            self._say(str(exc))
            self.app.bell()
            return
        close_then(self, self.answer, RotationChosen(rotation))

    def action_cancel(self) -> None:
        self.dismiss()


def _values(rotation: Rotation | None) -> dict[str, str]:
    if rotation is None:
        return {"games": "", "every": "orbit", "choice": "turn", "twice": "yes", "absent": "left"}
    return {
        "games": menu_text(rotation.games),
        "every": "orbit" if rotation.every_hands is None else str(rotation.every_hands),
        "choice": "choice" if rotation.dealers_choice else "turn",
        "twice": "yes" if rotation.same_game_twice else "no",
        "absent": "button" if rotation.absent_chooser is AbsentChooser.BUTTON else "left",
    }


def _pick(typed: str, words: Mapping[str, _T], what: str) -> _T:
    found = [value for word, value in words.items() if word.startswith(typed)]
    if len(found) != 1:
        raise MixedError(f"{what} is {' or '.join(words)} (got {typed!r})")
    return found[0]


class ChooseScreen(KeysInOrder, DrawnOverScreens, ModalScreen[str]):
    """The dealer's choice: ``chooser`` picks the next game from the menu (dismisses with
    the game's id; nothing on escape)."""

    CSS_PATH = WINDOW_STYLES

    DEFAULT_CSS = """
    ChooseScreen { align: center middle; }
    ChooseScreen #choose-box {
        width: 64; max-width: 100%; height: auto;
        border: round $primary; border-title-color: $text-primary; border-title-style: bold;
        border-subtitle-color: $foreground-muted; background: $surface; padding: 0 1;
    }
    ChooseScreen OptionList { height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self,
        chooser: str,
        menu: Sequence[tuple[str, str]],
        *,
        answer: Callable[[str], object] | None = None,
    ) -> None:
        """``menu``: each game's id and its words (``"O8 10/20 limit, blinds 5/10"``)."""
        super().__init__()
        self.chooser = chooser
        self.menu = tuple(menu)
        self.answer = answer

    def compose(self) -> ComposeResult:
        with Vertical(id="choose-box") as box:
            box.border_title = f"Dealer's choice: {self.chooser} picks the next game"
            box.border_subtitle = "enter picks · esc: not yet"
            yield OptionList(*(Option(words, id=game_id) for game_id, words in self.menu))

    def on_mount(self) -> None:
        focus_now(self.query_one(OptionList))

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        close_then(self, self.answer, event.option.id or "")

    def action_cancel(self) -> None:
        close_then(self, self.answer, "")
