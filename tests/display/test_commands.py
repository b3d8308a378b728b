"""``binglao-tui display`` and ``serve`` on the command line: their options, their one-line
refusals, what ``serve`` prints, and what the display loads when it starts."""

from __future__ import annotations

import shlex
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from binglao_tui.display.serve import announcement, display_command, is_loopback, qr_code, url_of
from binglao_tui.display.settings import DisplaySettings
from tests.cli._cli_main import assert_bad_input, run


def test_both_commands_are_listed() -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "display" in out
    assert "serve" in out


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (("display", "--session", "0"), "--session"),
        (("serve", "--port", "0"), "--port"),
        (("serve", "--port", "70000"), "--port"),
        (("display", "--rules-dir", "/nowhere/at/all"), "/nowhere/at/all"),
        (("serve", "--rules-dir", "/nowhere/at/all"), "/nowhere/at/all"),
    ],
)
def test_bad_options_are_one_line(args: tuple[str, ...], word: str) -> None:
    assert_bad_input(*run(*args), word)


def test_a_port_in_use_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert_bad_input(
            *run("serve", "--port", str(port), "--db", str(tmp_path / "x.sqlite3")),
            f"cannot listen on http://127.0.0.1:{port}",
            "--port",
        )
    assert not (tmp_path / "x.sqlite3").exists()


def test_loopback_only_says_so() -> None:
    text = announcement("127.0.0.1", ["http://127.0.0.1:8000"])
    assert text.splitlines()[0] == "The table display is at http://127.0.0.1:8000"
    assert "Only this computer can open it" in text
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "Press ctrl+c to stop serving" in text


def test_another_address_says_everyone_on_that_network_can_watch() -> None:
    text = announcement("192.168.1.20", ["http://192.168.1.20:8000"])
    assert "Everyone on the network who can reach http://192.168.1.20:8000\ncan watch the table." in text
    assert max(len(line) for line in text.splitlines()) <= 80  # readable in an 80-column terminal


def test_the_qr_code_is_drawn_in_block_characters() -> None:
    code = qr_code("http://192.168.1.20:8000").splitlines()
    assert len(code) > 10
    assert set("".join(code)) <= {"█", "▀", "▄", " "}


def test_addresses() -> None:
    assert url_of("::1", 8000) == "http://[::1]:8000"
    assert url_of("192.168.1.20", 80) == "http://192.168.1.20:80"
    assert is_loopback("localhost")
    assert is_loopback("127.0.0.2")
    assert not is_loopback("0.0.0.0")
    assert not is_loopback("192.168.1.20")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shells exec the display")
def test_each_visitor_runs_the_display_with_the_hosts_settings(tmp_path: Path) -> None:
    db = tmp_path / "a folder with spaces" / "evening.sqlite3"
    settings = DisplaySettings(hide_stacks=True, big_pot_only=True, session=3)
    line = display_command(db, settings, [Path("/house rules")])
    assert line.startswith("exec ")
    words = shlex.split(line.removeprefix("exec "))
    assert words == [
        sys.executable,
        "-m",
        "binglao_tui",
        "display",
        "--db",
        str(db),
        "--hide-stacks",
        "--big-pot",
        "--session",
        "3",
        "--rules-dir",
        "/house rules",
    ]


@pytest.mark.slow
def test_the_display_starts_without_numpy_or_the_web_server() -> None:
    code = (
        "import sys\n"
        "import binglao_tui.commands.display, binglao_tui.display.app\n"
        "print(' '.join(sorted({m.split('.')[0] for m in sys.modules})))"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    loaded = set(out.stdout.split())
    assert "textual" in loaded
    assert not loaded & {"numpy", "textual_serve", "aiohttp", "segno"}
