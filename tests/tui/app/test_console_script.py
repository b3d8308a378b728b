"""The installed ``binglao-tui`` console script opens the app (in a pseudo-terminal)."""

from __future__ import annotations

import os
import select
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

if sys.platform == "win32":  # pragma: no cover - the pseudo-terminal is POSIX only
    pytest.skip("needs a POSIX pseudo-terminal", allow_module_level=True)

import fcntl
import pty
import termios

pytestmark = pytest.mark.slow


def _script() -> str:
    found = shutil.which("binglao-tui", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip("the console script is not installed next to this Python")
    return found


def _read_until(fd: int, wanted: bytes, deadline: float) -> bytes:
    seen = b""
    while time.monotonic() < deadline and wanted not in seen:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    return seen


def test_console_script_opens_the_table_setup_and_quits_with_ctrl_q(tmp_path: Path) -> None:
    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = {
        **os.environ,
        "TERM": "xterm-256color",
        "BINGLAO_TUI_CONFIG": str(tmp_path / "config"),
        "BINGLAO_TUI_RULES": str(tmp_path / "rules"),
        "BINGLAO_TUI_DB": str(tmp_path / "binglao.db"),
    }
    env.pop("NO_COLOR", None)
    process = subprocess.Popen(
        [_script()],
        stdin=child,
        stdout=child,
        stderr=child,
        env=env,
        close_fds=True,
        start_new_session=True,
    )
    os.close(child)
    try:
        screen = _read_until(main, b"Table setup", time.monotonic() + 60)
        assert b"Table setup" in screen, screen[-2000:]
        os.write(main, b"\x11")  # ctrl+q: no hand in progress, so it quits at once
        deadline = time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            _read_until(main, b"\x00never", time.monotonic() + 0.5)  # keep the pty drained
        assert process.wait(timeout=5) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(main)
