"""Keys applied in the order they were typed, however busy the machine is.

Textual hands each key to the widget with the focus. A printable character is handled
there, in the widget's own queue, but a key that a binding handles (tab, backspace,
enter, the hand screen's ``c``...) bubbles up through every container to the app before
its action runs, so a character typed just after it can be applied first: ``7s`` typed
after a tab landed in the field the tab was leaving. That is Textual issue #6605 (open
for the pinned textual 8.2.8; pull request #6631 proposes running a widget's own
bindings inline). The workaround, in the project's own focusable widgets only:

- a key is handled where it lands: the bindings it triggers (the widget's own, its
  containers', the screen's and the app's, in Textual's order) run right there,
  before the next key is taken from that widget's queue;
- a key that lands on a widget after an earlier key moved the focus away (queued there
  before the move) is passed on to the widget that has the focus now, in order.

Focus moves that keys cause are made at once with :func:`focus_now` (``Widget.focus``
waits for the app's queue, behind the keys already typed), and the answers a screen
gives to enter are called directly (``on_submit``, ``on_press``), not posted as messages
that would queue behind the keys typed after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self, TypeVar
from weakref import WeakSet

from textual import events
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Select
from textual.widgets._select import SelectOverlay  # no public name

T = TypeVar("T")


def focus_now(widget: Widget) -> None:
    """Give ``widget`` the focus now, so the next key typed already goes to it."""
    widget.screen.set_focus(widget)


async def keys_in_order(widget: Widget, event: events.Key) -> bool:
    """Handle ``event`` where it landed (``widget``); True when it was handled here.

    Textual issue #6605: run the key's bindings now instead of letting it bubble to the
    app; pass it on when the focus has moved since it was queued here.
    """
    app = widget.app
    focused = app.focused
    if focused is not widget:
        # typed after a key that moved the focus: it belongs to the widget focused now
        _pass_on(event, focused if focused is not None else app.screen)
        return True
    return await _run_bindings(app.screen, event)


async def _run_bindings(screen: Screen[Any], event: events.Key) -> bool:
    """Run the first binding that takes ``event``: Textual's own chain (the focused widget,
    its ancestors, the screen, the app; a modal screen ends it), as App._check_bindings
    walks it for a key that bubbled up to the app."""
    for namespace, bindings in screen._modal_binding_chain:
        for binding in bindings.key_to_bindings.get(event.key, ()):
            if not binding.priority and await screen.app.run_action(binding.action, namespace):
                event.stop()
                event.prevent_default()
                return True
    return False


def _pass_on(event: events.Key, target: Widget) -> None:
    event.stop()
    event.prevent_default()
    target._forward_event(events.Key(event.key, event.character))


_ON_THE_SCREEN: WeakSet[events.Key] = WeakSet()
"""Keys the app gave a screen itself, because nothing on it had the focus yet."""


class KeysInOrder:
    """For the app's screens: the keys typed while nothing had the focus (the screen was
    being opened) go on, in order, to the widget focused since, or run the screen's
    bindings where there is none. Keys bubbling up from a widget are left alone."""

    def _forward_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            _ON_THE_SCREEN.add(event)
        super()._forward_event(event)  # type: ignore[misc]

    async def _on_key(self, event: events.Key) -> None:
        assert isinstance(self, Screen)
        if event not in _ON_THE_SCREEN:
            return
        if self.app.focused is not None:
            _pass_on(event, self.app.focused)
        else:
            await _run_bindings(self, event)


def close_then(screen: Screen[Any], answer: Callable[[T], object] | None, value: T) -> None:
    """Close ``screen``, then act on its ``value`` at once. (``Screen.dismiss`` hands a
    result to the app's queue, behind the keys typed after the answer; acting now keeps
    those keys for what the answer leads to.) A screen pushed with a callback instead of
    an ``answer`` still gets ``value`` through it, queued as Textual does."""
    screen.dismiss(value)
    if answer is not None:
        answer(value)


class OrderedInput(Input):
    """A text field whose every key is applied in the order typed (see the module).

    ``on_submit``, when given, is called with the field at once on enter, instead of
    posting :class:`Input.Submitted`.
    """

    def __init__(
        self, *args: object, on_submit: Callable[[Input], None] | None = None, **kwargs: object
    ) -> None:
        # Textual's Input sets its compact class, and its "-valid" class once it checks the
        # value it starts with, in its constructor: each class set restyles the field
        # against the whole stylesheet before it is mounted (and styled again then). Set
        # here without a restyle, or given with the field's own classes, nothing is
        # restyled (the setup's 28 fields made 56 restyles before its first frame). A value
        # found invalid still swaps "-valid" for "-invalid" as before.
        value = args[0] if args else kwargs.get("value")
        compact = bool(kwargs.pop("compact", False))
        if value:
            kwargs["classes"] = f"{kwargs.get('classes') or ''} -valid".strip()
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        if compact:
            self.set_reactive(Input.compact, True)
            self.add_class("-textual-compact", update=False)
        self.on_submit = on_submit

    @property
    def content_width(self) -> int:
        """The text's width, but never less than the field's: Textual's ``Input`` makes its
        virtual (scrollable) size the text's width, so each character typed changed it and
        laid out the whole screen again; as wide as the field, it changes only once the text
        no longer fits (and the field scrolls as before): in the judge, one layout of the
        screen less for each key."""
        return max(super().content_width, self.scrollable_content_region.width)

    def set_class(self, add: bool, *class_names: str, update: bool = True) -> Self:
        """Textual's ``Input.validate`` sets "-invalid", then "-valid", each with a restyle
        of the field against the whole stylesheet. No rule styles "-valid" (Textual's nor
        app.tcss), so that class changes without one: an entry that turns valid or not (in
        the judge, the first and the last card of each hand, and the board's) restyles the
        field once instead of twice, the costliest part of such a key after the layout."""
        if class_names == ("-valid",):
            update = False
        return super().set_class(add, *class_names, update=update)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The text's own width, for a field sized by its content (``width: auto``)."""
        return super().content_width

    # Textual calls every ``_on_key`` along the class's MRO until one prevents the default:
    # these run first, and a key they do not take goes on to Input's (which types it).
    async def _on_key(self, event: events.Key) -> None:
        if not (event.is_printable and self.app.focused is self):
            await keys_in_order(self, event)

    async def action_submit(self) -> None:
        if self.on_submit is None:
            await super().action_submit()
        else:
            self.on_submit(self)


class OrderedScroll(VerticalScroll):
    """A scrolling panel that takes the screen's keys while it has the focus, in order."""

    async def _on_key(self, event: events.Key) -> None:
        await keys_in_order(self, event)


class OrderedSelect(Select[str]):
    """A drop-down whose keys (tab to the next field, enter to open) stay in order."""

    def _watch_expanded(self, expanded: bool) -> None:
        super()._watch_expanded(expanded)
        if expanded and self.is_mounted:
            # Textual focuses the opened list after the keys already typed: the arrows
            # and enter typed with the one that opened it belong to the list.
            focus_now(self.query_one(SelectOverlay))

    async def _on_key(self, event: events.Key) -> None:
        focused = self.app.focused
        if focused is not None and focused is not self and self in focused.ancestors:
            # The open list (Textual's overlay, a child of the drop-down) has the focus and
            # its key bubbled up here: run the list's bindings (up, down, enter) for it.
            # Passed on to the focused list, it came back here, round and round, and the
            # arrows never moved the highlight.
            await keys_in_order(focused, event)
            return
        await keys_in_order(self, event)


class OrderedButton(Button):
    """A button whose keys stay in order; ``on_press`` is called at once when pressed."""

    def __init__(self, *args: object, on_press: Callable[[], None] | None = None, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.on_press = on_press

    async def _on_key(self, event: events.Key) -> None:
        await keys_in_order(self, event)

    def press(self) -> Self:
        if self.on_press is None or self.disabled or not self.display:
            return super().press()
        self.on_press()
        return self
