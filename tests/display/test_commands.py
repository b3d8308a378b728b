"""``binglao-tui display`` and ``serve`` on the command line: their options, their one-line
refusals, what ``serve`` prints, and what the display loads when it starts."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from binglao_tui.display.serve import (
    announcement,
    is_loopback,
    own_addresses,
    page_hosts,
    qr_code,
    raise_descriptor_limit,
    route_address,
    table_token,
    url_of,
)
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
    assert "Everyone on the network who has this address (with its token) can watch" in text
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


def test_every_address_finds_the_route_when_the_name_is_loopback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``serve --host 0.0.0.0`` announces this computer's own addresses; Debian names the
    computer 127.0.1.1, so the name alone found none and the QR code held a bare name."""
    route = route_address()
    monkeypatch.setattr(socket, "getaddrinfo", lambda *args, **kwargs: [(2, 1, 6, "", ("127.0.1.1", 0))])
    found = own_addresses()
    assert all(not is_loopback(address) for address in found)
    assert found == ([] if route is None or is_loopback(route) else [route])


def test_the_token_is_kept_beside_the_database_until_a_new_one_is_asked_for(tmp_path: Path) -> None:
    db = tmp_path / "evening.sqlite3"
    first, note = table_token(db)
    assert note is None
    assert len(first) >= 16
    kept = tmp_path / "evening.sqlite3.display-token"
    assert kept.read_text().strip() == first
    assert kept.stat().st_mode & 0o777 == 0o600  # the folder's other users cannot read it
    assert table_token(db) == (first, None)  # a restart: the phones' pages reconnect
    second, _ = table_token(db, new=True)
    assert second != first
    assert table_token(db)[0] == second


def test_a_token_that_cannot_be_kept_lasts_the_session_and_says_so(tmp_path: Path) -> None:
    token, note = table_token(tmp_path / "no such folder" / "evening.sqlite3")
    assert len(token) >= 16
    assert note is not None
    assert "a restart makes a new one" in note


def test_the_page_is_asked_for_by_the_announced_names_only() -> None:
    assert page_hosts("192.168.1.20", 8000, ["http://192.168.1.20:8000/t/"]) == {"192.168.1.20:8000"}
    local = page_hosts("127.0.0.1", 8000, ["http://127.0.0.1:8000/t/"])
    assert local == {"127.0.0.1:8000", "localhost:8000", "[::1]:8000"}


@pytest.mark.skipif(sys.platform == "win32", reason="no open-files limit to raise")
def test_the_open_files_limit_is_raised_at_start() -> None:
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(256, hard), hard))
        assert (raise_descriptor_limit(1024) or 0) >= min(1024, hard)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


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
