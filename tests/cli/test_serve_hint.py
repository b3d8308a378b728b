"""``serve`` without its extra says how to add it as the app was installed (issue 22 §3),
naming the extra's packages (on PyPI) and never ``binglao-tui`` itself, which is on no
package index."""

from __future__ import annotations

import importlib.util
import shlex
import sys

import pytest

from binglao_tui.commands.display import install_hint
from tests.cli._cli_main import assert_bad_input, run

PACKAGES = ["segno"]


def test_serve_hint_for_a_pipx_install_is_pipx_inject() -> None:
    hint = install_hint(PACKAGES, prefix="/home/ann/.local/share/pipx/venvs/binglao-tui", installer="pip")
    assert hint == "pipx inject binglao-tui 'segno>=1.5'"


def test_serve_hint_for_a_windows_pipx_install_is_pipx_inject() -> None:
    hint = install_hint(["segno"], prefix="C:\\Users\\ann\\pipx\\venvs\\binglao-tui", installer="pip")
    assert hint == "pipx inject binglao-tui 'segno>=1.5'"


def test_serve_hint_for_a_uv_install_is_uv_pip_into_the_same_python() -> None:
    python = "/home/ann/.local/share/uv/tools/binglao-tui/bin/python"
    hint = install_hint(
        PACKAGES, prefix="/home/ann/.local/share/uv/tools/binglao-tui", installer="uv", python=python
    )
    assert hint == f"uv pip install --python {python} 'segno>=1.5'"


def test_serve_hint_for_a_pip_install_is_this_pythons_pip() -> None:
    hint = install_hint(
        ["segno"], prefix="/home/ann/venv", installer="pip", python="/home/ann/venv/bin/python"
    )
    assert hint == "/home/ann/venv/bin/python -m pip install 'segno>=1.5'"


def test_serve_without_its_extra_names_no_index_the_app_is_not_on(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "segno" else real(name, *a)
    )
    code, out, err = run("serve")
    assert_bad_input(
        code, out, err, "serve needs segno", f"{shlex.quote(sys.executable)} -m pip install 'segno>=1.5'"
    )
    assert "binglao-tui[serve]" not in err
