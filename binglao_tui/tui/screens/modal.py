"""What every window drawn over another screen shares."""

from __future__ import annotations

from textual import events
from textual.screen import Screen


class DrawnOverScreens:
    """For the app's modal screens: drawn again whole after the terminal is resized.

    Textual (8.2.8) lays the top screen out at the new size and draws it before it lays
    out the screens behind it, and draws nothing after those: what shows of them around a
    window stayed at the old size, so the window looked shifted against the table. Once
    Textual's own handler has laid every screen out (it runs before this one), one full
    repaint draws them all at the new size.
    """

    def on_resize(self, event: events.Resize) -> None:
        assert isinstance(self, Screen)
        self.refresh()
