"""The served table's gate in this process (issue 26): the server of ``serve`` on a free
loopback port with its caps and timeouts lowered, so that each refusal the slow test
(``test_serve_security.py``) makes of the real command is also checked on every change:
the half-open socket and the request that never ends (the header timeout), the viewer
that cannot take the table (the stall timeout), the caps on connections and on new
viewers, and the malformed requests. Each refusal is one line, never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pytest

from binglao_tui.display.gate import Gate, Limits, RefusalLog
from binglao_tui.display.server import UNACKNOWLEDGED_MS, TableServer

if TYPE_CHECKING:
    from binglao_tui.display.feed import Feed

TOKEN = "tok-0123456789abcdef"
FAST = Limits(header_seconds=0.3, stalled_seconds=0.3)
PATIENCE = 10.0  # seconds before a test gives up waiting for the server


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Running:
    server: TableServer
    port: int
    out: io.StringIO
    clock: Clock

    @property
    def host(self) -> str:
        return f"127.0.0.1:{self.port}"

    def lines(self) -> list[str]:
        return self.out.getvalue().splitlines()

    async def said(self, count: int) -> list[str]:
        """The first ``count`` lines the server printed, once it has printed them."""
        for _ in range(int(PATIENCE / 0.02)):
            if len(self.lines()) >= count:
                break
            await asyncio.sleep(0.02)
        return self.lines()

    async def connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await asyncio.open_connection("127.0.0.1", self.port)

    async def ask(self, data: bytes) -> tuple[int, bytes]:
        """``data`` sent as it is; the answer's status (0: closed without one) and body."""
        reader, writer = await self.connect()
        writer.write(data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), PATIENCE)
        writer.close()
        return status_of(answer), answer.partition(b"\r\n\r\n")[2]

    def request(self, path: str, *headers: str) -> bytes:
        lines = [f"GET {path} HTTP/1.1", f"Host: {self.host}", *headers, "", ""]
        return "\r\n".join(lines).encode()

    async def viewer(self) -> tuple[int, asyncio.StreamReader, asyncio.StreamWriter]:
        """A viewer's event stream opened: its status, and the open connection."""
        reader, writer = await self.connect()
        writer.write(self.request(f"/{TOKEN}/events"))
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), PATIENCE)
        return status_of(head), reader, writer


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0


@asynccontextmanager
async def table_server(limits: Limits = FAST) -> AsyncIterator[Running]:
    clock = Clock()
    out = io.StringIO()
    gate = Gate(TOKEN, set(), limits, clock=clock)
    server = TableServer(cast("Feed", None), gate, RefusalLog(out, clock=clock))  # the feed is not asked
    listening = await asyncio.start_server(server.handle, "127.0.0.1", 0, limit=limits.head_bytes)
    port = int(listening.sockets[0].getsockname()[1])
    gate.hosts = {f"127.0.0.1:{port}"}
    gate.origins = {f"http://127.0.0.1:{port}"}
    server.payload = b'{"pot":3}'
    server.version = 1
    try:
        yield Running(server, port, out, clock)
    finally:
        listening.close()
        await server.close_viewers()
        await listening.wait_closed()


async def test_a_half_open_socket_is_closed_after_the_header_time_in_one_line() -> None:
    async with table_server() as running:
        reader, writer = await running.connect()  # connects and never asks anything
        assert await asyncio.wait_for(reader.read(), PATIENCE) == b""  # closed by the server
        writer.close()
        assert await running.said(1) == ["refused 127.0.0.1: no request within 0.3 seconds"]
        assert running.server.gate.connections == {}


async def test_a_request_that_never_ends_is_closed_too() -> None:
    """The time is for the whole request, not for each byte (a slow sender cannot keep
    the socket by sending a header now and then)."""
    async with table_server() as running:
        reader, writer = await running.connect()
        writer.write(f"GET /{TOKEN}/ HTTP/1.1\r\nHost: {running.host}\r\n".encode())
        with contextlib.suppress(ConnectionError):  # the server closes it mid-header
            for _ in range(20):
                await asyncio.sleep(0.1)  # a header every 0.1 s: within the time for each byte
                writer.write(b"X-Slow: 1\r\n")
                await writer.drain()
            await asyncio.wait_for(reader.read(), PATIENCE)
        assert reader.at_eof() or writer.is_closing()
        writer.close()
        assert await running.said(1) == ["refused 127.0.0.1: no request within 0.3 seconds"]


async def test_a_viewer_that_takes_nothing_is_let_go() -> None:
    """A page whose connection stops taking data (a phone that vanished with its buffers
    full) is let go once a write has waited the stall time: its place is free again."""
    async with table_server() as running:
        status, _reader, writer = await running.viewer()  # never read again
        assert status == 200
        server = running.server
        for _ in range(int(PATIENCE / 0.05)):
            if not server.viewers:
                break
            async with server._changed:  # the table changes, a megabyte each time
                server.payload = b"x" * 1_000_000
                server.version += 1
                server._changed.notify_all()
            await asyncio.sleep(0.05)
        assert server.viewers == []
        assert server.gate.connections == {}
        writer.close()
        assert running.lines() == []  # a viewer let go is not a refusal: nothing printed


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="TCP_USER_TIMEOUT is Linux's")
async def test_a_phone_that_vanished_is_let_go_within_a_minute() -> None:
    """What was sent and never acknowledged closes the connection after a minute (the
    kernel's user timeout), not after the quarter of an hour of retries it would take."""
    async with table_server() as running:
        status, _reader, writer = await running.viewer()
        assert status == 200
        (viewer,) = running.server.viewers
        sock = viewer.writer.get_extra_info("socket")
        assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT) == UNACKNOWLEDGED_MS
        assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
        writer.close()


async def test_connections_past_the_cap_from_one_address_are_closed_at_once() -> None:
    async with table_server(Limits(connections_per_address=2, header_seconds=5)) as running:
        held = [await running.connect() for _ in range(2)]
        await asyncio.sleep(0.05)
        reader, writer = await running.connect()
        assert await asyncio.wait_for(reader.read(), PATIENCE) == b""
        writer.close()
        assert await running.said(1) == ["refused 127.0.0.1: too many connections from one address (2 open)"]
        for _, open_writer in held:
            open_writer.close()


async def test_connections_past_the_cap_in_all_are_closed_at_once() -> None:
    async with table_server(Limits(connections=2, header_seconds=5)) as running:
        held = [await running.connect() for _ in range(2)]
        await asyncio.sleep(0.05)
        reader, writer = await running.connect()
        assert await asyncio.wait_for(reader.read(), PATIENCE) == b""
        writer.close()
        assert await running.said(1) == ["refused 127.0.0.1: too many connections (2 open)"]
        for _, open_writer in held:
            open_writer.close()


async def test_past_the_viewer_cap_the_newcomer_is_refused() -> None:
    async with table_server(Limits(viewers=2)) as running:
        watching = [await running.viewer() for _ in range(2)]
        assert [status for status, _, _ in watching] == [200, 200]
        status, _body = await running.ask(running.request(f"/{TOKEN}/events"))
        assert status == 503
        assert await running.said(1) == ["refused 127.0.0.1: the table has its 2 viewers"]
        for _, _, writer in watching:
            writer.close()


async def test_a_reconnect_loop_is_refused_past_the_new_viewers_a_minute() -> None:
    async with table_server(Limits(new_viewers_per_minute=2)) as running:
        for _ in range(2):
            status, _, writer = await running.viewer()
            assert status == 200
            writer.close()
        status, _body = await running.ask(running.request(f"/{TOKEN}/events"))
        assert status == 429
        assert await running.said(1) == [
            "refused 127.0.0.1: more than 2 new viewers from one address in a minute"
        ]
        running.clock.now += 61  # a minute later the address may come back
        status, _, writer = await running.viewer()
        assert status == 200
        writer.close()


@pytest.mark.parametrize(
    ("path", "headers", "status", "line"),
    [
        ("/", (), 403, "no token in the address: GET /"),
        ("/ws?width=10000&height=5000", (), 403, "no token in the address: GET /ws"),
        ("/wrong-token-000000/", (), 403, "no token in the address: GET /wrong-token-000000/"),
        (f"/{TOKEN}/events?width=10000&height=5000", (), 400, "parameters the table does not take"),
        (f"/{TOKEN}/events?width=1e300", (), 400, "parameters the table does not take"),
        (f"/{TOKEN}/events?width=abc", (), 400, "parameters the table does not take"),
        (f"/{TOKEN}/nothing", (), 404, "no such page: GET /TOKEN/nothing"),
        (f"/{TOKEN}/events", ("Origin: http://evil.example",), 403, "sent from a foreign page"),
        (f"/{TOKEN}/", ("Origin: null",), 403, "sent from a foreign page (Origin: null)"),
    ],
    ids=[
        "no-token",
        "ws-size",
        "wrong-token",
        "huge-size",
        "1e300",
        "non-numeric",
        "no-page",
        "origin",
        "null",
    ],
)
async def test_each_bad_request_is_refused_in_one_line(
    path: str, headers: tuple[str, ...], status: int, line: str
) -> None:
    async with table_server() as running:
        answer, _body = await running.ask(running.request(path, *headers))
        assert answer == status
        said = await running.said(1)
        assert len(said) == 1
        assert said[0].startswith("refused 127.0.0.1: ")
        assert line in said[0]
        assert TOKEN not in said[0]  # the log never shows the token


@pytest.mark.parametrize(
    ("data", "status", "line"),
    [
        (
            b"GET /x HTTP/1.1\r\nHost: evil.example\r\n\r\n",
            403,
            "asked for by a foreign name (Host: evil.example): GET /x",
        ),
        (b"GET /x HTTP/1.1\r\n\r\n", 403, "asked for by a foreign name (Host: none): GET /x"),
        (b"\x16\x03\x01 not http at all\r\n\r\n", 400, "a bad request (not an HTTP/1 request line)"),
        (b"GET /" + b"a" * 20_000 + b" HTTP/1.1\r\n\r\n", 400, "a request over 8192 bytes"),
        (b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "a bad request (two Host headers)"),
        (b"GET / HTTP/1.1\r\nno colon here\r\n\r\n", 400, "a bad request (a header that is not one)"),
    ],
    ids=["foreign-host", "no-host", "tls", "oversized", "two-hosts", "not-a-header"],
)
async def test_each_malformed_request_is_refused_in_one_line(data: bytes, status: int, line: str) -> None:
    async with table_server(Limits(head_bytes=8192)) as running:
        answer, _body = await running.ask(data)
        assert answer == status
        assert await running.said(1) == [f"refused 127.0.0.1: {line}"]


async def test_a_post_with_the_token_is_refused_the_table_is_read_only() -> None:
    async with table_server() as running:
        data = f"POST /{TOKEN}/events HTTP/1.1\r\nHost: {running.host}\r\n\r\n{{not json".encode()
        answer, _body = await running.ask(data)
        assert answer == 405
        assert await running.said(1) == ["refused 127.0.0.1: a POST request: the table is read-only"]


async def test_the_page_itself_passes_the_gate() -> None:
    async with table_server() as running:
        answer, body = await running.ask(running.request(f"/{TOKEN}/"))
        assert answer == 200
        assert b"<html" in body.lower()
        assert running.lines() == []


def test_a_burst_of_refusals_is_counted_in_one_line() -> None:
    clock = Clock()
    out = io.StringIO()
    log = RefusalLog(out, burst=3, window=10, clock=clock)
    for _ in range(10):
        log.refused("10.0.0.9", "no token in the address: GET /")
    clock.now += 11
    log.flush()
    assert out.getvalue().splitlines() == [
        "refused 10.0.0.9: no token in the address: GET /",
        "refused 10.0.0.9: no token in the address: GET /",
        "refused 10.0.0.9: no token in the address: GET /",
        "refused 7 more from 10.0.0.9 in 10 seconds",
    ]
