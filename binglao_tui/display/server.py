"""The served table: a small web server, Python's own asyncio, one process for every viewer.

Each viewer's browser loads a static page (``page/``: HTML, CSS and a script, shipped in
the package) and then holds one server-sent-events stream, ``events``, on which the
server pushes the table's JSON (:mod:`.web`) whenever it changes. One :class:`~.feed.Feed`
follows the journal for all of them, in a worker thread; a viewer costs a socket and a
few kilobytes, not a display process (``docs/performance.md`` has the figures). A viewer
whose connection cannot take the latest table is sent the newest one when it can: nobody
falls behind by more than one step.

Every connection passes the :class:`~.gate.Gate` first; a refused request gets a status
and one line of text, and the server prints one line (:class:`~.gate.RefusalLog`).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl, urlsplit

from binglao_tui.display.gate import Gate, RefusalLog

if TYPE_CHECKING:
    from binglao_tui.display.feed import Feed

POLL_SECONDS = 0.25
"""How often the journal is looked at (as the terminal display does)."""
PING_SECONDS = 10.0
"""A viewer hears from the server at least this often (its page reconnects after 25 s of
silence: a laptop that slept, a phone whose Wi-Fi dropped)."""
UNACKNOWLEDGED_MS = 60_000
"""A viewer whose phone acknowledges nothing sent for this long is let go (Linux)."""
RETRY_MS = 2000
"""What the page's EventSource waits before reconnecting by itself."""
PAGE_FILES = {
    "": ("index.html", "text/html; charset=utf-8"),
    "table.css": ("table.css", "text/css; charset=utf-8"),
    "table.js": ("table.js", "text/javascript; charset=utf-8"),
}
SECURITY_HEADERS = (
    "Content-Security-Policy: default-src 'self'; connect-src 'self'; img-src 'self' data:; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'none'\r\n"
    "X-Content-Type-Options: nosniff\r\n"
    "Referrer-Policy: no-referrer\r\n"
    "Cache-Control: no-store\r\n"
)
STATUS = {
    200: "OK",
    301: "Moved Permanently",
    400: "Bad Request",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    429: "Too Many Requests",
    503: "Service Unavailable",
}


class BadRequest(Exception):
    """A request that cannot be read; the message says why in a few words."""


@dataclass(frozen=True, slots=True)
class Request:
    method: str
    path: str
    query: tuple[tuple[str, str], ...]
    headers: dict[str, str]


def parse_head(head: bytes) -> Request:
    """The request line and headers of ``head`` (up to the blank line)."""
    try:
        text = head.decode("latin-1")
    except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes any byte
        raise BadRequest("not HTTP") from None
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
        raise BadRequest("not an HTTP/1 request line")
    method, target, _ = parts
    if not target.startswith("/"):
        raise BadRequest("not a path")
    headers: dict[str, str] = {}
    for line in lines[1:]:
        if not line:
            continue
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            raise BadRequest("a header that is not one")
        key = name.lower()
        if key in headers and key in ("host", "origin"):
            raise BadRequest(f"two {name} headers")
        headers[key] = value.strip()
    split = urlsplit(target)
    return Request(method, split.path, tuple(parse_qsl(split.query, keep_blank_values=True)), headers)


@dataclass
class Viewer:
    """One page's event stream."""

    address: str
    writer: asyncio.StreamWriter
    sent: int = -1
    gone: asyncio.Event = field(default_factory=asyncio.Event)


class TableServer:
    """Serves the page and the table's events; ``gate`` decides who comes in."""

    def __init__(self, feed: Feed, gate: Gate, log: RefusalLog | None = None) -> None:
        self.feed = feed
        self.gate = gate
        self.log = log or RefusalLog()
        self.viewers: list[Viewer] = []
        self.version = 0
        self.payload = b""
        self._changed = asyncio.Condition()

    # -- the journal, for everyone ---------------------------------------------------------------

    async def follow(self, poll_seconds: float = POLL_SECONDS) -> None:
        """Look at the journal every ``poll_seconds`` (in a worker thread) and wake the
        viewers when the table changed."""
        loop = asyncio.get_running_loop()
        ticks = 0
        while True:
            payload = await loop.run_in_executor(None, self.feed.look)
            if payload is not None:
                async with self._changed:
                    self.payload = payload
                    self.version += 1
                    self._changed.notify_all()
            ticks += 1
            if ticks % 40 == 0:
                self.log.flush()
            await asyncio.sleep(poll_seconds)

    # -- one connection ------------------------------------------------------------------------

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """A connection: through the gate, one request read in time, answered, closed."""
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        refusal = self.gate.connect(address)
        if refusal is not None:
            self.log.refused(address, refusal)
            writer.transport.abort()
            return
        try:
            await self._serve_one(address, reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError, TimeoutError):
            pass  # the visitor went away: nothing to say
        except asyncio.CancelledError:
            raise
        finally:
            self.gate.disconnect(address)
            writer.close()

    async def _serve_one(
        self, address: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        limits = self.gate.limits
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), limits.header_seconds)
        except TimeoutError:
            self.log.refused(address, f"no request within {limits.header_seconds:g} seconds")
            return
        except asyncio.LimitOverrunError:
            self.log.refused(address, f"a request over {limits.head_bytes} bytes")
            await self._answer(writer, 400, "The request is too long.")
            return
        except asyncio.IncompleteReadError:
            return  # closed before asking anything
        try:
            request = parse_head(head)
        except BadRequest as exc:
            self.log.refused(address, f"a bad request ({exc})")
            await self._answer(writer, 400, "Bad request.")
            return
        await self._route(address, request, writer)

    async def _route(self, address: str, request: Request, writer: asyncio.StreamWriter) -> None:
        said = f"{request.method} {_path_shown(request.path.replace(self.gate.token, 'TOKEN'))}"
        why = self.gate.host_refusal(request.headers.get("host"), request.headers.get("origin"))
        if why is not None:
            self.log.refused(address, f"{why}: {said}")
            await self._answer(writer, 403, "Forbidden.")
            return
        if request.method not in ("GET", "HEAD"):
            self.log.refused(address, f"a {request.method} request: the table is read-only")
            await self._answer(writer, 405, "The table display is read-only.")
            return
        good, rest = self.gate.token_of(request.path)
        if not good:
            self.log.refused(address, f"no token in the address: {said}")
            await self._answer(
                writer, 403, "This table needs its full address: scan the QR code on the dealer's laptop."
            )
            return
        if request.path.count("/") == 1:  # /TOKEN: the page's folder is /TOKEN/
            await self._answer(writer, 301, "", extra=f"Location: {request.path}/\r\n")
            return
        if rest == "events" and not request.query:
            await self._events(address, request, writer)
        elif rest in PAGE_FILES and not request.query:
            await self._page_file(rest, request, writer)
        else:
            what = "parameters the table does not take" if request.query else "no such page"
            self.log.refused(address, f"{what}: {said}")
            await self._answer(writer, 400 if request.query else 404, "Not here.")

    # -- answers -------------------------------------------------------------------------------

    async def _answer(self, writer: asyncio.StreamWriter, status: int, text: str, extra: str = "") -> None:
        body = (text + "\n").encode() if text else b""
        head = (
            f"HTTP/1.1 {status} {STATUS[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n{SECURITY_HEADERS}{extra}Connection: close\r\n\r\n"
        )
        writer.write(head.encode() + body)
        await asyncio.wait_for(writer.drain(), self.gate.limits.stalled_seconds)

    async def _page_file(self, name: str, request: Request, writer: asyncio.StreamWriter) -> None:
        filename, kind = PAGE_FILES[name]
        body = page_file(filename)
        head = (
            f"HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {len(body)}\r\n"
            f"{SECURITY_HEADERS}Connection: close\r\n\r\n"
        )
        writer.write(head.encode() + (body if request.method == "GET" else b""))
        await asyncio.wait_for(writer.drain(), self.gate.limits.stalled_seconds)

    async def _events(self, address: str, request: Request, writer: asyncio.StreamWriter) -> None:
        """The table's stream for one viewer, until it goes or the server stops."""
        refused = self.gate.viewer_refusal(address, len(self.viewers))
        if refused is not None:
            status, why = refused
            self.log.refused(address, why)
            await self._answer(writer, status, "Try again later.")
            return
        mine = [v for v in self.viewers if v.address == address]
        if len(mine) >= self.gate.limits.viewers_per_address:
            mine[0].gone.set()  # its oldest viewer: most likely a connection that died unseen
        _keep_alive(writer)
        viewer = Viewer(address, writer)
        self.viewers.append(viewer)
        try:
            writer.write(
                (
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
                    f"{SECURITY_HEADERS}Connection: keep-alive\r\n\r\nretry: {RETRY_MS}\n\n"
                ).encode()
            )
            await self._stream(viewer)
        finally:
            self.viewers.remove(viewer)

    async def _stream(self, viewer: Viewer) -> None:
        stalled = self.gate.limits.stalled_seconds
        while not viewer.gone.is_set():
            if viewer.sent != self.version and self.payload:
                viewer.sent = self.version
                viewer.writer.write(b"event: table\ndata: " + self.payload + b"\n\n")
            else:
                viewer.writer.write(b"event: ping\ndata: {}\n\n")
            await asyncio.wait_for(viewer.writer.drain(), stalled)
            await self._next_change(viewer)

    async def _next_change(self, viewer: Viewer) -> None:
        """Until the table changes, ``PING_SECONDS`` pass, or the viewer is let go."""
        if viewer.sent != self.version:
            return
        gone = asyncio.ensure_future(viewer.gone.wait())

        async def changed() -> None:
            async with self._changed:
                await self._changed.wait_for(lambda: viewer.sent != self.version)

        change = asyncio.ensure_future(changed())
        try:
            await asyncio.wait({gone, change}, timeout=PING_SECONDS, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (gone, change):
                task.cancel()

    async def close_viewers(self) -> None:
        """Let every viewer go (the server is stopping)."""
        for viewer in list(self.viewers):
            viewer.gone.set()
            with contextlib.suppress(Exception):
                viewer.writer.close()


def _path_shown(path: str) -> str:
    """A path for a log line, never the token itself (the log may be shown to others)."""
    shown = path if len(path) <= 40 else path[:37] + "..."
    return "".join(ch if ch.isprintable() else "?" for ch in shown)


def _keep_alive(writer: asyncio.StreamWriter) -> None:
    """A phone that vanished (its Wi-Fi gone, asleep) is noticed in about a minute: TCP
    keepalive while nothing is sent, and while a ping waits unacknowledged, the system's
    user timeout (Linux; without it the kernel would retry for a quarter of an hour)."""
    sock = writer.get_extra_info("socket")
    if sock is None:
        return
    with contextlib.suppress(OSError, AttributeError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, 30)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, 10)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, 3)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, UNACKNOWLEDGED_MS)


def page_file(name: str) -> bytes:
    """One of the page's files, as shipped in the package."""
    return resources.files("binglao_tui.display").joinpath("page", name).read_bytes()
