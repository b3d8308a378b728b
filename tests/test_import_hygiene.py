"""The domain and the command line never import the UI toolkits."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import binglao_tui.core


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
