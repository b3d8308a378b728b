"""The app's two stylesheets, and which screens read which.

``app.tcss`` is read as the app starts: the rules every screen shares and the table
setup's, the first screen. ``windows.tcss`` holds the rest (dialogs, the hand, the
windows): every other screen names it as its ``CSS_PATH``, so Textual reads it the first
time one of them opens, once for all of them: the first frame does not wait for the
rules of screens not yet shown.
"""

from __future__ import annotations

from pathlib import Path

WINDOW_STYLES = Path(__file__).with_name("windows.tcss")
"""The stylesheet of every screen but the table setup."""
