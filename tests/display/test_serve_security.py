"""``serve`` on a LAN (issue 26): everything a visitor without the right address, a page
elsewhere, a crowd or a flood of half-open sockets can try is refused in one line, the
server keeps serving, and the dealer's step time is measured before and during (printed,
never asserted: a timed test would fail on a busy machine, not on a slow server).

The flood comes from 127.0.0.2 (Linux answers the whole 127.0.0.0/8 on loopback), so the
caps per address it runs into leave 127.0.0.1, the table's own viewers, alone.
"""

from __future__ import annotations

import contextlib
import os
import resource
import socket
import statistics
import sys
import time
from pathlib import Path

import pytest

from tests.display.served import Served, Viewer, get, raw, serving
from tests.store.scripted_table import PREFLOP, dealer, play

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="the loopback range and /proc are Linux's"
    ),
]

HALF_OPEN = 1100


def refusals(served: Served, since: int) -> list[str]:
    return [line for line in served.lines[since:] if line.startswith("refused ")]


def wait_for_lines(served: Served, since: int, count: int) -> list[str]:
    deadline = time.monotonic() + 30
    while len(refusals(served, since)) < count and time.monotonic() < deadline:
        time.sleep(0.05)
    return refusals(served, since)


def descriptors(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def step_times(session: object, rounds: int = 20) -> list[float]:
    """The dealer's step time (ms): a raise taken back, ``rounds`` times."""
    from binglao_tui.core.engine.actions import Action
    from binglao_tui.session import DealerSession

    assert isinstance(session, DealerSession)
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        assert session.apply(Action.raise_to("Ann", 7)) is None
        times.append((time.perf_counter() - started) * 1000)
        assert session.undo() is None
    return times


def _post(url: str, port: int) -> tuple[int, str]:
    """A request that is not a GET, with the right address and token: the table is read-only."""
    path = url.split(f":{port}", 1)[1]
    return raw("127.0.0.1", port, f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())


def test_everything_refused_in_one_line_and_the_dealer_unslowed(db_path: Path) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP[:3])
        with serving(db_path, "--max-viewers", "3") as served:
            pid = served.process.pid
            before = step_times(session)
            base = served.origin
            token_url = served.url
            start = len(served.lines)
            cases = [
                (get(base + "/"), 403),  # no token
                (get(base + "/ws?width=10000&height=5000"), 403),
                (get(base + "/nottherighttoken0000/"), 403),
                (get(token_url + "events?width=10000&height=5000"), 400),  # sizes: not taken at all
                (get(token_url + "events?width=1e300"), 400),
                (get(token_url + "events?width=abc"), 400),
                (get(token_url, {"Host": f"evil.example:{served.port}"}), 403),  # DNS rebinding
                (get(token_url + "events", {"Origin": "http://evil.example"}), 403),
                (raw("127.0.0.1", served.port, b"POST / HTTP/1.1\r\nHost: x\r\n\r\n{not json"), 403),
                (_post(token_url, served.port), 405),
                (raw("127.0.0.1", served.port, b"\x16\x03\x01 not http at all\r\n\r\n"), 400),
                (raw("127.0.0.1", served.port, b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n"), 400),
            ]
            for (status, _body), expected in cases:
                assert status == expected
            lines = wait_for_lines(served, start, len(cases))
            assert len(lines) == len(cases), lines
            assert all("\n" not in line and served.url.split("/")[3] not in line for line in lines)

            viewers = [Viewer(served.url) for _ in range(3)]
            for viewer in viewers:
                viewer.until(lambda t: t["pot"] == 3)
            start = len(served.lines)
            assert Viewer(served.url).status == 503  # past the cap
            assert wait_for_lines(served, start, 1) == ["refused 127.0.0.1: the table has its 3 viewers"]

            start = len(served.lines)
            memory = rss_mb(pid)
            flood = []
            for _ in range(HALF_OPEN):  # connections that never send a request
                sock = socket.socket()
                sock.bind(("127.0.0.2", 0))
                sock.setblocking(False)
                with contextlib.suppress(BlockingIOError):
                    sock.connect(("127.0.0.1", served.port))
                flood.append(sock)
            time.sleep(1)
            during = step_times(session)
            open_now = descriptors(pid)
            assert get(token_url)[0] == 200  # the table's own viewers still get the page
            for sock in flood:
                sock.close()
            flooded = refusals(served, start)
            assert flooded, "the flood was not refused"
            assert all(line.startswith("refused 127.0.0.2: ") for line in flooded)
            assert served.process.poll() is None
            grew = rss_mb(pid) - memory
            for viewer in viewers:
                viewer.close()
    assert "Traceback" not in served.printed
    assert open_now < 200  # the half-open sockets were closed, not held
    assert grew < 30
    print(f"\ndealer's step before: median {statistics.median(before):.1f} ms, max {max(before):.1f} ms")
    print(f"during the flood: median {statistics.median(during):.1f} ms, max {max(during):.1f} ms")
    print(f"server: {open_now} descriptors open during the flood, memory +{grew:.1f} MB")
    print("refusals:\n" + "\n".join(lines + flooded[:8]))
