"""The key footer: Textual's own, rebuilt only when the keys it shows change."""

from __future__ import annotations

from collections.abc import Hashable

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # Textual exports no public name for it


class KeyFooter(Footer):
    """Textual's :class:`~textual.widgets.Footer`, rebuilt only when what it shows changes.

    Textual's footer removes every key it shows and mounts them again whenever the
    screen's bindings are updated: on every focus change (each Tab in the table setup)
    and every ``refresh_bindings`` (each step of a hand), though the keys shown are
    nearly always the same. That rebuild (mounting, styling and laying out a dozen
    widgets) was about a fifth of the CPU time of a Tab in the setup and of a betting
    key in a hand (pyinstrument, in a terminal of 80 x 24); this footer compares what it
    would show with what it shows and keeps its widgets when they are the same.

    It also shows its keys from the start, in the same frame as the rest of its screen.
    Textual's footer composes no keys until the screen first announces its bindings, and
    then mounts them in a frame of their own; and each key it makes takes its compact
    class at mount, to lose it at once to the footer's compact setting (two restyles per
    key). Here each key is made with the class it keeps.
    """

    def __init__(self, *, id: str | None = None) -> None:  # noqa: A002 - Textual's name for it
        super().__init__(id=id)
        self._shown: Hashable = None

    def _keys_shown(self) -> Hashable:
        """Everything :meth:`Footer.compose` reads from the screen's bindings."""
        palette = self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE
        shown: list[Hashable] = []
        for _, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show or (palette and binding.key == self.app.COMMAND_PALETTE_BINDING):
                shown.append((binding.key, binding.key_display, binding.description, binding.action))
                shown.append((binding.group, enabled, tooltip))
        return tuple(shown), palette

    def compose(self) -> ComposeResult:
        # The screen's bindings are known once the footer is in it: when the screen later
        # announces them, recompose finds them the same and keeps these keys.
        self.set_reactive(Footer._bindings_ready, True)
        self._shown = self._keys_shown()
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                # a key is bound to the footer's compact setting, the palette's key is not
                compact = widget.compact if widget.has_class("-command-palette") else self.compact
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        if self._bindings_ready and self.is_attached and self._keys_shown() == self._shown:
            return
        await super().recompose()
