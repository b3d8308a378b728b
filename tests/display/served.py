"""``binglao-tui serve`` run for real, in a process of its own, on a free loopback port,
and a viewer's event stream read the way a browser's EventSource reads it."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

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
    """A running server: its page's address (with the token), its process and everything
    it printed so far."""

    url: str
    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    @property
    def origin(self) -> str:
        """``http://127.0.0.1:PORT``: the address without the token."""
        split = urlsplit(self.url)
        return f"{split.scheme}://{split.netloc}"

    @property
    def port(self) -> int:
        return int(urlsplit(self.url).port or 0)

    @property
    def printed(self) -> str:
        return "\n".join(self.lines)

    def stop(self, timeout: float = 30) -> int:
        """ctrl+c, as a terminal sends it to the server alone; its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout)


@contextmanager
def serving(
    db_path: Path, *options: str, env: dict[str, str] | None = None, port: int | None = None
) -> Iterator[Served]:
    """Start ``binglao-tui serve --port P --db DB OPTIONS``, wait until it listens, and stop
    it with ctrl+c afterwards (killing it only if that fails)."""
    port = port or free_port()
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
    served = Served(f"http://127.0.0.1:{port}/", process)
    ready = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            served.lines.append(line.rstrip("\n"))
            if line.startswith(READY):
                served.url = line.removeprefix(READY).strip()
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


def get(url: str, headers: dict[str, str] | None = None, source: str = "127.0.0.1") -> tuple[int, str]:
    """A plain HTTP/1.1 GET from ``source``: the status and the body (closed after it)."""
    split = urlsplit(url)
    target = split.path + (f"?{split.query}" if split.query else "")
    sent = {"Host": split.netloc, **(headers or {})}
    head = f"GET {target} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in sent.items()) + "\r\n"
    return raw(split.hostname or "127.0.0.1", split.port or 80, head.encode(), source)


def raw(host: str, port: int, data: bytes, source: str = "127.0.0.1") -> tuple[int, str]:
    """``data`` sent as it is; the status and the body of the answer."""
    with socket.create_connection((host, port), timeout=30, source_address=(source, 0)) as sock:
        sock.sendall(data)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/1.1 ") else 0
    return status, body.decode("utf-8", "replace")


class Viewer:
    """A viewer's event stream, read as an EventSource reads it: each ``table`` event's
    JSON, and when it came."""

    def __init__(self, url: str, source: str = "127.0.0.1") -> None:
        split = urlsplit(url)
        self.sock = socket.create_connection(
            (split.hostname or "127.0.0.1", split.port or 80), timeout=30, source_address=(source, 0)
        )
        head = f"GET {split.path}events HTTP/1.1\r\nHost: {split.netloc}\r\nAccept: text/event-stream\r\n\r\n"
        self.sock.sendall(head.encode())
        self.buffer = b""
        self.status = int(self._line().split(b" ", 2)[1])
        while self._line():
            pass  # the headers
        self.seen: list[tuple[float, dict[str, object]]] = []

    def _line(self) -> bytes:
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the stream closed")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.rstrip(b"\r")

    def next_event(self) -> tuple[str, dict[str, object]]:
        """The next event's name and data."""
        name, data = "message", b""
        while True:
            line = self._line()
            if not line:
                if data:
                    parsed = json.loads(data)
                    if name == "table":
                        self.seen.append((time.monotonic(), parsed))
                    return name, parsed
                continue
            if line.startswith(b"event: "):
                name = line.removeprefix(b"event: ").decode()
            elif line.startswith(b"data: "):
                data += line.removeprefix(b"data: ")

    def until(self, condition: Callable[[dict[str, object]], bool], seconds: float = 30) -> dict[str, object]:
        """The first table for which ``condition`` holds."""
        deadline = time.monotonic() + seconds
        self.sock.settimeout(seconds)
        while time.monotonic() < deadline:
            name, data = self.next_event()
            if name == "table" and condition(data):
                return data
        raise AssertionError("the table never came")

    def close(self) -> None:
        self.sock.close()


def words(runs: object) -> str:
    """The plain text of a worded line of the page's JSON."""
    assert isinstance(runs, list)
    return "".join(str(text) for text, _ in runs)
