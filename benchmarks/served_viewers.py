"""What each viewer of ``binglao-tui serve`` costs the dealer's laptop (issue 26).

``.venv/bin/python benchmarks/served_viewers.py [VIEWERS]`` (default 10) writes a real
journal with the dealer's own session, starts ``serve`` on a free loopback port, opens
VIEWERS event streams (read as a browser's EventSource reads them), and measures:

- the memory of the server's processes (RSS and PSS, from ``/proc``), before the viewers
  come, with them idle for 30 s, and after a minute of a hand dealt;
- the CPU the server's processes used, idle and while the dealer takes a step every
  half second (shown as a share of one core);
- the dealer's step (the engine and the committed write) with no server, and with the
  server and its viewers, median and 95th percentile.

It prints one JSON line. Linux only (``/proc``). The figures in ``docs/performance.md``
came from this script; those of textual-serve (a display process per viewer) from the
same measurements of the ``serve`` of commit d40e3a3.
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))

from display import GAMES, _steps, _table  # the sibling module: a six-handed hand

from binglao_tui.session import DealerSession

TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
READY = "The table display is at "


def _tree(pid: int) -> list[int]:
    found = [pid]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found += _tree(int(entry.name))
    return found


def _cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / TICK


def _memory_mb(pids: list[int]) -> tuple[float, float]:
    rss = pss = 0
    for pid in pids:
        try:
            lines = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
        except OSError:
            continue
        for line in lines:
            if line.startswith("Rss:"):
                rss += int(line.split()[1])
            elif line.startswith("Pss:"):
                pss += int(line.split()[1])
    return round(rss / 1024, 1), round(pss / 1024, 1)


def _viewer(url: str, stop: threading.Event, counts: list[int], index: int) -> None:
    split = urlsplit(url)
    with socket.create_connection((split.hostname or "127.0.0.1", split.port or 80), timeout=2) as sock:
        sock.sendall(f"GET {split.path}events HTTP/1.1\r\nHost: {split.netloc}\r\n\r\n".encode())
        while not stop.is_set():
            try:
                data = sock.recv(65536)
            except TimeoutError:
                continue
            if not data:
                return
            counts[index] += data.count(b"event: table")


class Dealer:
    """The dealer's session dealing the six-handed hand step by step, over and over."""

    def __init__(self, path: Path) -> None:
        self.session = DealerSession.open(_table(), path, GAMES)
        self.steps = _steps()
        self.next = 0
        assert self.session.deal() is None

    def step(self) -> float:
        """One step (a new deal when the hand is played out); its seconds."""
        if self.next == len(self.steps):
            assert self.session.misdeal() is None
            assert self.session.deal() is None
            self.next = 0
        started = time.perf_counter()
        assert self.session.apply(self.steps[self.next]) is None
        self.next += 1
        return time.perf_counter() - started

    def play(self, count: int, pause: float) -> list[float]:
        times = []
        for _ in range(count):
            times.append(self.step())
            time.sleep(pause)
        return times


def _ms(times: list[float]) -> list[float]:
    ordered = sorted(times)
    return [round(statistics.median(ordered) * 1000, 1), round(ordered[int(len(ordered) * 0.95)] * 1000, 1)]


def measure(viewers: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "evening.sqlite3"
        dealer = Dealer(db)
        alone = dealer.play(60, 0.05)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        command = [sys.executable, "-m", "binglao_tui", "serve", "--port", str(port), "--db", str(db)]
        command += ["--viewers-per-address", str(max(viewers, 1))]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            assert server.stdout is not None
            url = next(line for line in server.stdout if line.startswith(READY)).removeprefix(READY).strip()
            threading.Thread(target=lambda: [None for _ in server.stdout or ()], daemon=True).start()
            time.sleep(2)
            before = _memory_mb(_tree(server.pid))
            stop = threading.Event()
            counts = [0] * viewers
            for index in range(viewers):
                threading.Thread(target=_viewer, args=(url, stop, counts, index), daemon=True).start()
            time.sleep(10)
            pids = _tree(server.pid)
            started = _cpu_seconds(pids)
            time.sleep(30)
            idle_cpu = (_cpu_seconds(pids) - started) / 30
            idle = _memory_mb(pids)
            started, clock = _cpu_seconds(pids), time.monotonic()
            served = dealer.play(60, 0.5)
            hand_cpu = (_cpu_seconds(pids) - started) / (time.monotonic() - clock)
            hand = _memory_mb(pids)
            stop.set()
        finally:
            server.terminate()
            server.wait(30)
            dealer.session.close()
    return {
        "viewers": viewers,
        "processes": len(pids),
        "memory_mb_rss_pss": {"no viewer": before, "idle": idle, "after a hand": hand},
        "cpu_percent_of_a_core": {
            "idle": round(100 * idle_cpu, 1),
            "during a hand": round(100 * hand_cpu, 1),
        },
        "dealer_step_ms_median_p95": {"no server": _ms(alone), "served": _ms(served)},
        "tables_each_viewer_got": counts,
    }


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 10)))
