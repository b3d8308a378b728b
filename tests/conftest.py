"""Every test runs in its own home: the user's database, settings and house rules stay untouched.

The app and the commands find their files through ``BINGLAO_TUI_DB`` (the hand history),
``BINGLAO_TUI_CONFIG`` (the remembered table), ``BINGLAO_TUI_RULES`` (house rules) and,
behind those, the platform folders under ``HOME`` / ``XDG_*``. All of them point into the
test's temporary folder, so a test that forgets to pass ``--db`` or ``config=`` still
cannot read or write anything of the person running the suite. Tests that need other
values set them with ``monkeypatch`` as before (theirs win: this runs first).

The test process collects its garbage less often than Python's default. A Textual app
allocates many short-lived objects per frame; with the default thresholds (700, 10, 10)
the collector ran thousands of times per file of Pilot tests, over a heap holding every
collected test, and took about a quarter of the suite's CPU time. Larger thresholds keep
the collector (and any test that calls ``gc.collect()`` itself) working as before, only
less often.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

gc.set_threshold(50_000, 20, 20)


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
