"""The domain and the command line never import the UI toolkits, and only the equity code imports numpy."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import binglao_tui.core

# Each test starts a Python of its own to see what a fresh import loads.
pytestmark = pytest.mark.slow


def _core_modules() -> list[str]:
    """Every module of the core, sub-packages included."""
    found = pkgutil.walk_packages(binglao_tui.core.__path__, prefix="binglao_tui.core.")
    return sorted(m.name for m in found if not m.name.endswith("__main__"))


def _loaded_after(imports: list[str]) -> set[str]:
    code = (
        "import sys\n"
        + "".join(f"import {name}\n" for name in imports)
        + "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    return set(out.stdout.split())


def test_core_imports_no_textual_rich_or_click() -> None:
    loaded = _loaded_after(_core_modules())
    assert not loaded & {"textual", "rich", "click"}, loaded & {"textual", "rich", "click"}


def test_cli_module_imports_no_textual_or_rich() -> None:
    loaded = _loaded_after(["binglao_tui.cli"])
    assert not loaded & {"textual", "rich"}


def _modules_without_numpy() -> list[str]:
    """Every module of the core but the equity package, and the command line's modules for
    ``pot`` and ``showdown``."""
    names = []
    for info in pkgutil.iter_modules(binglao_tui.core.__path__, "binglao_tui.core."):
        if info.name == "binglao_tui.core.equity":
            continue
        names.append(info.name)
        if info.ispkg:
            package = importlib.import_module(info.name)
            names += [m.name for m in pkgutil.iter_modules(package.__path__, f"{info.name}.")]
    return [
        *sorted(names),
        "binglao_tui.cli",
        "binglao_tui.commands.pot",
        "binglao_tui.commands.showdown",
    ]


def test_only_the_equity_code_imports_numpy() -> None:
    assert "numpy" not in _loaded_after(_modules_without_numpy())
    assert "numpy" in _loaded_after(["binglao_tui.core.equity"])


def _loaded_running(args: list[str]) -> set[str]:
    """The top-level packages loaded by running ``binglao-tui ARGS`` to the end."""
    code = (
        "import sys\n"
        "from binglao_tui.cli import main\n"
        "try:\n"
        f"    main({args!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('MODULES', ' '.join(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    line = next(line for line in out.stdout.splitlines() if line.startswith("MODULES "))
    return set(line.split()[1:])


def test_pot_and_showdown_run_without_numpy() -> None:
    assert "numpy" not in _loaded_running(["pot", "--pot", "100", "--bet", "20"])
    showdown = [
        "showdown",
        "--game",
        "binglao",
        "--roll",
        "1",
        "--board",
        "7s 5d 2c Kc 9h",
        "--player",
        "A=Ah 3s Kd Qs",
        "--player",
        "B=9d 9s 4h 6h",
        "--pot",
        "100",
    ]
    assert "numpy" not in _loaded_running(showdown)
    assert "numpy" not in _loaded_running([*showdown, "--json"])
    assert "numpy" in _loaded_running(
        [
            "equity",
            "--game",
            "plo",
            "--board",
            "Th 7d 2c",
            "--player",
            "A=Ac Ah Kc Kh",
            "--player",
            "B=Jc Td 9d 8h",
        ]
    )


_FIRST_SCREEN = """
import asyncio, sys, tempfile
from pathlib import Path
from binglao_tui.tui.app import BinglaoApp

async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = BinglaoApp(db=str(Path(folder) / "history.db"), config=Path(folder))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            print("SCREEN", type(app.screen).__name__, "numpy" in sys.modules)

asyncio.run(main())
"""


def test_the_apps_first_screen_imports_no_numpy(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", _FIRST_SCREEN], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    line = next(line for line in out.stdout.splitlines() if line.startswith("SCREEN "))
    assert line.split()[2] == "False", line


_HAND_SCREEN = """
import asyncio, sys, tempfile
from pathlib import Path
from binglao_tui.tui.app import BinglaoApp

async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = BinglaoApp(db=str(Path(folder) / "history.db"), config=Path(folder))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("enter")  # the setup's table: the hand screen and its equity panel
            await pilot.pause()
            print("HAND", type(app.screen).__name__)
            await pilot.press("f3")  # the judge, with its equity panel
            await pilot.pause()
            print("SCREENS", type(app.screen).__name__, "numpy" in sys.modules)

asyncio.run(main())
"""


def test_the_hand_screen_and_the_judge_load_numpy_only_to_count(tmp_path: Path) -> None:
    """The equity panels are mounted on both, but numpy waits for the first all-in."""
    out = subprocess.run(
        [sys.executable, "-c", _HAND_SCREEN], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    assert "HAND HandScreen" in out.stdout.splitlines()
    line = next(line for line in out.stdout.splitlines() if line.startswith("SCREENS "))
    assert line.split()[1:] == ["JudgeScreen", "False"], line
