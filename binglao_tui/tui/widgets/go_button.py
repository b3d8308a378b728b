"""The setup's Start button: a green button whose stylesheet holds only its own look."""

from __future__ import annotations

from collections.abc import Callable

from binglao_tui.tui.widgets.in_order import OrderedButton


class GoButton(OrderedButton, inherit_css=False):
    """An :class:`OrderedButton` of Textual's default style in its "success" variant,
    drawn as Textual draws that button, from a stylesheet of that one look.

    Textual's ``Button`` brings rules for two styles times five variants (about 7,000
    characters of CSS), parsed before the first frame of the screen that shows the first
    button: for the setup's one Start button, 40 M instructions of the app's start-up
    (benchmarks/first_frame.py: 1,732 M -> 1,692 M to the first frame). The rules below are
    the ones that button reads (the plain style, the success variant, and the terminal's
    own colours when the theme asks for them), kept in Textual's order so that where two
    apply equally the same one wins. ``inherit_css=False`` also means CSS names the
    button as ``GoButton``, not ``Button``. Dialogs still use Textual's own buttons: its
    rules load when the first of them opens.
    """

    DEFAULT_CSS = """
    GoButton:ansi.-style-default {
        border: tall $border-blurred;
        background: ansi_default;
        &:disabled {
            text-opacity: 1;
            text-style: bold dim;
            border: tall $border-blurred !important;
            background: ansi_default !important;
            pointer: not-allowed;
            &:hover { background: ansi_default; }
        }
        &:hover {
            background: $ansi-background;
            border: tall $border;
        }
        &.-active {
            background: $ansi-background !important;
            border: blank $background !important;
            tint: transparent;
        }
        &.-success {
            color: $success;
            border: tall $success;
            background: ansi_default;
            &:hover { background: $ansi-background; }
        }
    }
    GoButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        pointer: pointer;
        &.-style-default {
            text-style: bold;
            color: $button-foreground;
            background: $surface;
            border: none;
            border-top: tall $surface-lighten-1;
            border-bottom: tall $surface-darken-1;
            &:disabled {
                text-opacity: 0.6;
                pointer: not-allowed;
            }
            &:focus {
                text-style: $button-focus-text-style;
                background-tint: $foreground 5%;
            }
            &:hover {
                border-top: tall $surface;
                background: $surface-darken-1;
            }
            &.-active {
                background: $surface;
                border-bottom: tall $surface-lighten-1;
                border-top: tall $surface-darken-1;
                tint: $background 30%;
            }
            &.-success {
                color: $button-color-foreground;
                background: $success;
                border-top: tall $success-lighten-2;
                border-bottom: tall $success-darken-3;
                &:hover {
                    background: $success-darken-2;
                    border-top: tall $success;
                }
                &.-active {
                    background: $success;
                    border-bottom: tall $success-lighten-2;
                    border-top: tall $success-darken-2;
                }
            }
        }
    }
    """

    def __init__(
        self,
        label: str,
        *,
        id: str | None = None,  # noqa: A002 - Textual's name for it
        on_press: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(label, variant="success", id=id, on_press=on_press)
