"""The table display in the players' browsers, through textual-serve.

textual-serve runs a small web server; every browser that opens its page gets a display
process of its own (``binglao-tui display`` with the host's settings), drawn in the page
over a websocket. This module adds what a card table needs around it:

- it listens on 127.0.0.1 (this computer only) unless told another address, and then
  says plainly that everyone on that network can watch;
- it prints the address and a QR code (segno) for the players' phone cameras;
- its own page (``templates/app_index.html``) loads nothing from outside the server, so it
  works on a home network with no internet;
- stopping it (ctrl+c, or SIGTERM) stops every display it started: the server tells each
  one to quit as it shuts down, each is started with ``exec`` so that it is the server's
  own child, and each watches that the server that started it is still its parent
  (``BINGLAO_TUI_SERVED_BY``) and closes if it is not, however the server ended.

Needs the ``serve`` extra: ``pip install 'binglao-tui[serve]'``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import ipaddress
import logging
import os
import shlex
import signal
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import segno
from aiohttp import web
from textual_serve.server import Server

from binglao_tui.display.settings import DisplaySettings

TEMPLATES = Path(__file__).with_name("templates")
TITLE = "binglao-tui table display"
QUIT_SECONDS = 5
"""How long the server waits, when it stops, for the visitors' displays to have quit."""


class ServeError(Exception):
    """The server cannot start; the message says why in a sentence."""


# --- where it listens and where the players go ------------------------------------------------


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this computer only (127.0.0.0/8, ::1 or localhost)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def is_wildcard(host: str) -> bool:
    """Whether ``host`` means every address of this computer (0.0.0.0 or ::)."""
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return False


def url_of(host: str, port: int) -> str:
    """The page's address: ``http://HOST:PORT`` (an IPv6 address in brackets)."""
    try:
        shown = f"[{host}]" if ipaddress.ip_address(host).version == 6 else host
    except ValueError:
        shown = host
    return f"http://{shown}:{port}"


def own_addresses() -> list[str]:
    """This computer's addresses other than loopback, as its name resolves (no traffic sent)."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return found
    for *_, address in infos:
        text = str(address[0])
        if not is_loopback(text) and text not in found:
            found.append(text)
    return found


def check_port(host: str, port: int) -> None:
    """Bind the address once and let it go, so a port in use is one clear sentence."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise ServeError(f"cannot listen on {host}: {exc.strerror or exc}") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        if sys.platform != "win32":
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise ServeError(
                f"cannot listen on {url_of(host, port)}: {reason}; choose another port with --port"
            ) from None


def qr_code(url: str) -> str:
    """The address as a QR code drawn with block characters, for a phone's camera."""
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def display_command(db_path: Path, settings: DisplaySettings, rules_dirs: Sequence[Path]) -> str:
    """The shell command each visitor's display runs: ``binglao-tui display`` with the host's
    settings, by this same Python. On POSIX it is ``exec``-ed, so the display is the server's
    own child rather than a shell's."""
    words = [sys.executable, "-m", "binglao_tui", "display", "--db", str(db_path), *settings.as_options()]
    for folder in rules_dirs:
        words += ["--rules-dir", str(folder)]
    if sys.platform == "win32":
        return subprocess.list2cmdline(words)
    return "exec " + shlex.join(words)


def announcement(host: str, urls: Sequence[str]) -> str:
    """What ``serve`` prints once it listens: where to go, who can watch, how to stop."""
    first = urls[0]
    lines = [f"The table display is at {first}"]
    lines += [f"                    and {url}" for url in urls[1:]]
    if is_loopback(host):
        lines += [
            "Only this computer can open it. To let the players' phones watch, start it",
            "with --host and this computer's address on your network.",
        ]
    else:
        lines += [
            f"Everyone on the network who can reach {first}",
            "can watch the table. Each display is read-only, and hole cards show only",
            "once the dealer enters them as shown.",
        ]
    lines += ["", qr_code(first).rstrip("\n"), "", "Point a phone's camera at the code to open the display."]
    lines.append("Press ctrl+c to stop serving (every display it started closes).")
    return "\n".join(lines)


# --- the server -----------------------------------------------------------------------------


class DisplayServer(Server):
    """textual-serve's server (its routes, its page handler and its per-visitor process)
    with the display's own page, a quiet log, the announcement once it listens, and every
    visitor's display told to quit when it stops."""

    def __init__(self, command: str, host: str, port: int, public_url: str, banner: str) -> None:
        super().__init__(
            command, host=host, port=port, title=TITLE, public_url=public_url, templates_path=TEMPLATES
        )
        self.banner = banner
        self._visitors: dict[asyncio.Task[Any], web.Request] = {}

    def initialize_logging(self) -> None:
        """Warnings and errors only: the table does not need a line per page load."""
        logging.basicConfig(level=logging.WARNING, format="%(message)s")

    async def on_startup(self, app: web.Application) -> None:
        """Nothing to say yet: the announcement waits until the address is listened on."""

    def serve(self, debug: bool = False) -> None:
        """Listen until ctrl+c or SIGTERM, announcing the address once it is listened on.
        Raises :class:`OSError` when the address cannot be listened on."""
        self.debug = debug
        self.initialize_logging()
        with contextlib.suppress(KeyboardInterrupt):  # where the loop cannot catch it (Windows)
            asyncio.run(self._serve())

    async def _serve(self) -> None:
        runner = web.AppRunner(await self._make_app(), shutdown_timeout=QUIT_SECONDS)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
            print(self.banner, flush=True)
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for stopping in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError):  # Windows: ctrl+c interrupts instead
                    loop.add_signal_handler(stopping, stop.set)
            await stop.wait()
        finally:
            await runner.cleanup()

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every visitor's connection: textual-serve then tells each visitor's display
        process to quit, and waits for it to end."""
        visitors = list(self._visitors.items())
        for _task, request in visitors:
            if request.transport is not None:
                request.transport.close()
        if visitors:
            await asyncio.wait([task for task, _ in visitors], timeout=QUIT_SECONDS)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One visitor: their own display process for as long as their page is open."""
        task = asyncio.current_task()
        if task is not None:
            self._visitors[task] = request
        try:
            return await super().handle_websocket(request)
        finally:
            if task is not None:
                self._visitors.pop(task, None)

    @property
    def visitors(self) -> int:
        """How many pages are open now."""
        return len(self._visitors)


def serve_display(
    db_path: Path,
    host: str,
    port: int,
    settings: DisplaySettings,
    rules_dirs: Sequence[Path],
    served_by: str,
) -> None:
    """Serve the display until ctrl+c (or SIGTERM). Raises :class:`ServeError` when it
    cannot listen."""
    check_port(host, port)
    urls = [url_of(address, port) for address in own_addresses()] if is_wildcard(host) else []
    if not urls:
        urls = [url_of(socket.gethostname() if is_wildcard(host) else host, port)]
    os.environ[served_by] = str(os.getpid())  # the displays close if this process goes
    server = DisplayServer(
        display_command(db_path, settings, rules_dirs), host, port, urls[0], announcement(host, urls)
    )
    try:
        server.serve()
    except OSError as exc:
        raise ServeError(f"cannot listen on {urls[0]}: {exc.strerror or exc}") from None
    print("Stopped serving the table display.", flush=True)
