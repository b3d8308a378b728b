"""Every test runs in its own home: the user's database, settings and house rules stay untouched.

The app and the commands find their files through ``BINGLAO_TUI_DB`` (the hand history),
``BINGLAO_TUI_CONFIG`` (the remembered table), ``BINGLAO_TUI_RULES`` (house rules) and,
behind those, the platform folders under ``HOME`` / ``XDG_*``. All of them point into the
test's temporary folder, so a test that forgets to pass ``--db`` or ``config=`` still
cannot read or write anything of the person running the suite. Tests that need other
values set them with ``monkeypatch`` as before (theirs win: this runs first).
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("HOME", ""),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_CACHE_HOME", ".cache"),
        ("APPDATA", "AppData/Roaming"),
        ("LOCALAPPDATA", "AppData/Local"),
    ):
        monkeypatch.setenv(var, str(Path(home, sub)))
    monkeypatch.setenv("BINGLAO_TUI_DB", str(home / "binglao-tui.sqlite3"))
    monkeypatch.setenv("BINGLAO_TUI_CONFIG", str(home / "config"))
    monkeypatch.setenv("BINGLAO_TUI_RULES", str(home / "rules"))
