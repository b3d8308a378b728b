"""``binglao-tui serve`` run for real, in a process of its own, on a free loopback port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

READY = "The table display is at "
STARTUP_SECONDS = 60  # a loaded two-core machine can take this long to import everything


def free_port() -> int:
    """A port nobody listens on now (the kernel's pick)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process (not gone, not a zombie)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@dataclass
class Served:
    """A running server: its address, its process and everything it printed so far."""

    url: str
    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    @property
    def printed(self) -> str:
        return "\n".join(self.lines)

    def stop(self, timeout: float = 30) -> int:
        """ctrl+c, as a terminal sends it to the server alone; its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout)


@contextmanager
def serving(db_path: Path, *options: str, env: dict[str, str] | None = None) -> Iterator[Served]:
    """Start ``binglao-tui serve --port P --db DB OPTIONS``, wait until it listens, and stop
    it with ctrl+c afterwards (killing it only if that fails)."""
    port = free_port()
    command = [sys.executable, "-m", "binglao_tui", "serve", "--port", str(port), "--db", str(db_path)]
    command += options
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: the signal goes to the server alone
        env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})},
    )
    served = Served(f"http://127.0.0.1:{port}", process)
    ready = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            served.lines.append(line.rstrip("\n"))
            if line.startswith(READY):
                ready.set()
        ready.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        if not ready.wait(STARTUP_SECONDS) or process.poll() is not None:
            raise AssertionError(f"serve did not start:\n{served.printed}")
        yield served
    finally:
        try:
            served.stop()
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        reader.join(5)
