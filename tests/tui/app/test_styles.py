"""The app's two stylesheets: the first frame reads only app.tcss (the shared rules and the
table setup's); every other screen names windows.tcss, which Textual reads when the first of
them opens. A screen that forgot it would open unstyled."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from textual.screen import Screen

import binglao_tui.tui
from binglao_tui.tui.screens.setup import SetupScreen
from binglao_tui.tui.styles import WINDOW_STYLES
from tests.tui.conftest import MakeApp

AnyScreen = type[Screen[Any]]
_FIRST_SCREEN: set[AnyScreen] = {SetupScreen}  # its seat rows are a widget of it


def _our_screens() -> set[AnyScreen]:
    for info in pkgutil.walk_packages(binglao_tui.tui.__path__, "binglao_tui.tui."):
        importlib.import_module(info.name)
    found: set[AnyScreen] = set()
    waiting: list[AnyScreen] = [Screen]
    while waiting:
        for sub in waiting.pop().__subclasses__():
            waiting.append(sub)
            if sub.__module__.startswith("binglao_tui.tui."):
                found.add(sub)
    return found


def test_every_screen_but_the_setup_names_the_windows_stylesheet() -> None:
    screens = _our_screens()
    assert len(screens) >= 15
    for screen in screens - _FIRST_SCREEN:
        assert screen.CSS_PATH == WINDOW_STYLES, screen.__name__
    for screen in _FIRST_SCREEN:
        assert screen.CSS_PATH is None, screen.__name__


def test_the_stylesheet_files_are_beside_the_app() -> None:
    assert WINDOW_STYLES.is_file()
    assert WINDOW_STYLES.with_name("app.tcss").is_file()


async def test_the_first_frame_reads_only_app_tcss_and_a_window_reads_the_rest(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        read = {path for path, _ in app.stylesheet.source}
        assert not any(path.endswith("windows.tcss") for path in read)
        await pilot.press("f2")
        await pilot.pause()
        read = {path for path, _ in app.stylesheet.source}
        assert str(WINDOW_STYLES) in read
