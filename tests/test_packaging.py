"""The wheel ships every rules file as ``binglao_tui/rules/*.toml`` (an install finds them) and the
table display's style and page."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = sorted((ROOT / "rules").glob("*.toml"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the wheel from this checkout into a temporary folder."""
    out = tmp_path_factory.mktemp("wheel")
    if importlib.util.find_spec("build") is not None:
        command = [
            sys.executable,
            "-m",
            "build",
            "--wheel",
            "--no-isolation",
            "--outdir",
            str(out),
            str(ROOT),
        ]
    else:  # hatchling alone, as the build backend would be called
        command = [
            sys.executable,
            "-c",
            "import sys; from hatchling.builders.wheel import WheelBuilder; "
            "print(list(WheelBuilder(sys.argv[1]).build("
            "directory=sys.argv[2], versions=['standard'])))",
            str(ROOT),
            str(out),
        ]
    subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT)
    wheels = list(out.glob("binglao_tui-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_the_checkout_has_the_issue_rules_files() -> None:
    names = {path.stem for path in RULES}
    assert names >= {"binglao", "binglaha", "plo", "plo5", "plo6", "plo8", "big-o", "plo8-regular", "o8"}


@pytest.mark.slow
def test_every_rules_file_is_inside_the_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        inside = set(archive.namelist())
        for path in RULES:
            member = f"binglao_tui/rules/{path.name}"
            assert member in inside, member
            assert archive.read(member) == path.read_bytes()


@pytest.mark.slow
def test_an_installed_wheel_finds_its_rules(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    code = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "import binglao_tui\n"
        "from binglao_tui.core.rules import builtin_rules_dir, load_games\n"
        "assert binglao_tui.__file__.startswith(sys.argv[1]), binglao_tui.__file__\n"
        "folder = builtin_rules_dir()\n"
        "assert str(folder).startswith(sys.argv[1]), folder\n"
        "print(' '.join(sorted(load_games(include_user=False))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(site)], capture_output=True, text=True, check=True)
    assert set(done.stdout.split()) == {path.stem for path in RULES}


@pytest.mark.slow
def test_the_table_displays_style_and_page_are_inside_the_wheel(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        inside = set(archive.namelist())
    assert "binglao_tui/display/display.tcss" in inside
    for name in ("index.html", "table.css", "table.js"):  # the served page: no build step
        assert f"binglao_tui/display/page/{name}" in inside
