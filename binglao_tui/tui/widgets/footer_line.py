"""The screen's keys on its bottom line, drawn by one widget."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import events
from textual.color import Color
from textual.content import Content
from textual.style import Style
from textual.widget import Widget

EDGE = "▏"  # the line left of the command palette's key (Textual's "vkey" border)


@dataclass(frozen=True)
class _Key:
    """One key the footer offers: what it shows, and what pressing it does."""

    key: str
    shown: str  # the key as the app names it ("f1", "^s")
    description: str
    enabled: bool
    tooltip: str
    palette: bool = False  # the command palette's key, on the right


class FooterLine(Widget, can_focus=False):
    """Textual's :class:`~textual.widgets.Footer` (as the setup shows it) as one widget.

    Textual's footer is a scrolling container and one widget per key, each with its
    stylesheet, styled, laid out and drawn before the first frame. This one draws the
    same line from the screen's bindings: each key and its description, the command
    palette's key on the right after a thin line, a key that cannot be used now dimmed,
    the key under the pointer lit (with its tooltip); a click on a key presses it. It
    redraws when the screen announces its bindings and what it would show has changed.
    The keys are one line cut at the palette's key: no binding groups (none of its
    screens has one) and no sideways scrolling.
    """

    ALLOW_SELECT = False
    DEFAULT_CSS = """
    FooterLine {
        width: 1fr;
        height: 1;
        dock: bottom;
        color: $footer-foreground;
        background: $footer-background;
        .footer-line--item { background: $footer-item-background; }
        .footer-line--lit { color: $footer-key-foreground; background: $block-hover-background; }
        .footer-line--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer-line--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .footer-line--edge { color: $foreground 20%; }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "footer-line--item",
        "footer-line--lit",
        "footer-line--key",
        "footer-line--description",
        "footer-line--edge",
    }

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[_Key, ...] | None = None
        self._spans: list[tuple[int, int, _Key]] = []  # the columns each key is drawn on
        self._lit: _Key | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: object) -> None:
        if self._shown is not None and self._keys() != self._shown:
            self.refresh()

    def _keys(self) -> tuple[_Key, ...]:
        """What Textual's footer shows for the screen's bindings now: each action once
        (its first binding), in order, then the command palette's key."""
        app = self.app
        bindings = self.screen.active_bindings
        keys: list[_Key] = []
        actions: set[str] = set()
        for _, binding, enabled, tooltip in bindings.values():
            if binding.show and binding.action not in actions:
                actions.add(binding.action)
                shown = app.get_key_display(binding)
                keys.append(_Key(binding.key, shown, binding.description, enabled, tooltip))
        if app.ENABLE_COMMAND_PALETTE and app.COMMAND_PALETTE_BINDING in bindings:
            _, binding, enabled, _ = bindings[app.COMMAND_PALETTE_BINDING]
            shown = app.get_key_display(binding)
            tip = binding.tooltip or binding.description
            keys.append(_Key(binding.key, shown, binding.description, enabled, tip, palette=True))
        return tuple(keys)

    # -- drawing --------------------------------------------------------------------

    def _layer(self, under: Color, component: str) -> tuple[Color, Color | None]:
        """A component's background laid over ``under``, and its text colour (if it sets
        one) over that background, as Textual paints a widget over its parent."""
        styles = self.get_component_styles(component)
        background = under + styles.background
        colour = background + styles.color if styles.has_rule("color") else None
        return background, colour

    def _item(self, key: _Key, under: Color) -> tuple[Content, Color]:
        """One key as Textual's footer key draws it, and the background it is drawn on."""
        lit = key == self._lit
        background, colour = self._layer(under, "footer-line--lit" if lit else "footer-line--item")
        base = Style(background=background, foreground=colour, dim=not key.enabled)
        key_bg, key_fg = self._layer(background, "footer-line--key")
        text_bg, text_fg = self._layer(background, "footer-line--description")
        key_style = Style(background=key_bg, foreground=key_fg, bold=True)
        text_style = Style(background=text_bg, foreground=text_fg)
        if key.palette:  # compact: no space round the key, one before its description
            parts = [(key.shown, key_style), (f" {key.description}", text_style)]
        elif key.description:
            parts = [(f" {key.shown} ", key_style), (f"{key.description} ", text_style)]
        else:
            parts = [(key.shown, key_style)]
        return Content.assemble(*parts).stylize_before(base), background

    def render(self) -> Content:
        keys = self._keys()
        self._shown = keys
        under = self.background_colors[1]
        width = self.size.width
        left: list[Content] = []
        spans: list[tuple[int, int, _Key]] = []
        column = 0
        for key in keys:
            if not key.palette:
                item, _ = self._item(key, under)
                left.append(item)
                spans.append((column, column + item.cell_length, key))
                column += item.cell_length
        right = Content("")
        palette = next((key for key in keys if key.palette), None)
        if palette is not None:
            item, background = self._item(palette, under)
            # the line's colour is mixed as Textual mixes a border's: over the key's
            # background as it is when not lit
            _, edge = self._layer(self._layer(under, "footer-line--item")[0], "footer-line--edge")
            right = Content.assemble(
                (EDGE, Style(background=background, foreground=edge)),
                item,
                (" ", Style(background=background)),
            )
            spans.append((width - right.cell_length, width, palette))
        room = max(0, width - right.cell_length)
        line = Content.assemble(*left).truncate(room, pad=True)
        self._spans = [(start, min(end, room), key) for start, end, key in spans if start < room]
        if palette is not None:
            self._spans.append(spans[-1])
        return Content.assemble(line, right)

    # -- the pointer ----------------------------------------------------------------

    def _key_at(self, x: int) -> _Key | None:
        return next((key for start, end, key in self._spans if start <= x < end), None)

    def _on_mouse_move(self, event: events.MouseMove) -> None:
        self._light(self._key_at(event.x))

    def _on_leave(self, event: events.Leave) -> None:
        self._light(None)

    def _light(self, key: _Key | None) -> None:
        if key != self._lit:
            self._lit = key
            self.tooltip = key.tooltip if key is not None and key.tooltip else None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self._key_at(event.x)
        if key is None:
            return
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()
