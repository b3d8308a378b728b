"""``binglao-tui serve``: the table display in the players' browsers.

One process serves a page of its own (:mod:`.server`: static HTML, CSS and a script,
fed by one server-sent-events stream) to every viewer, following the journal once for
all of them (:mod:`.feed`). Around it, what a card table on a home network needs:

- it listens on 127.0.0.1 (this computer only) unless told another address, and then
  says plainly that everyone on that network who has the address can watch;
- the address holds a token, kept beside the database so that the phones' pages
  reconnect after a restart (``--new-token`` makes another, and every page opened with
  the old one stops); it prints the address and a QR code (segno) of it;
- every request passes the :class:`~.gate.Gate` (the token, the Host and Origin, the
  caps); the open-files limit is raised as far as the system lets it at start;
- the page loads nothing from outside the server: it works with no internet;
- ``--speak``: announcements read aloud on this computer (:mod:`.speech`).

Needs the ``serve`` extra (segno): ``pip install 'binglao-tui[serve]'``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import ipaddress
import os
import secrets
import signal
import socket
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import segno

from binglao_tui.display.feed import Feed
from binglao_tui.display.gate import Gate, Limits, RefusalLog
from binglao_tui.display.server import TableServer
from binglao_tui.display.settings import DisplaySettings
from binglao_tui.display.speech import speaker_for

if TYPE_CHECKING:
    from binglao_tui.core.rules import Game

TOKEN_SUFFIX = ".display-token"
"""The token is kept in a file beside the database, named after it with this suffix."""
DESCRIPTORS = 4096
"""The open-files limit ``serve`` asks for at start (as far as the hard limit allows)."""


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
    """This computer's addresses other than loopback: the one its network route leaves
    from, then those its name resolves to (no traffic is sent for either)."""
    found: list[str] = []
    candidates = [route_address()]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        infos = []
    candidates += [str(address[0]) for *_, address in infos]
    for text in candidates:
        if text is not None and not is_loopback(text) and not is_wildcard(text) and text not in found:
            found.append(text)
    return found


def route_address() -> str | None:
    """The address this computer's traffic to the local network would leave from, or None.
    A UDP socket "connected" to a private address only picks the route: no packet is sent.
    (Debian names the computer 127.0.1.1, so its name alone would find no address.)"""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 9))
        except OSError:
            return None
        return str(probe.getsockname()[0])


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


def announcement(host: str, urls: Sequence[str]) -> str:
    """What ``serve`` prints once it listens: where to go (the addresses with the token),
    who can watch, how to stop."""
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
            "Everyone on the network who has this address (with its token) can watch the",
            "table. The page is read-only, and hole cards show only once the dealer enters",
            "them as shown. --new-token makes a new address and closes the old one.",
        ]
    lines += ["", qr_code(first).rstrip("\n"), "", "Point a phone's camera at the code to open the display."]
    lines.append("Press ctrl+c to stop serving.")
    return "\n".join(lines)


# --- the token, the names the page is asked for by, the open-files limit --------------------------


def table_token(db_path: Path, *, new: bool = False) -> tuple[str, str | None]:
    """The token kept beside the database (made the first time, or anew when ``new``),
    and a line to print when it cannot be kept (then it lasts until the server stops)."""
    path = db_path.with_name(db_path.name + TOKEN_SUFFIX)
    if not new:
        with contextlib.suppress(OSError, UnicodeDecodeError):
            kept = path.read_text(encoding="ascii").strip()
            if len(kept) >= 16 and kept.replace("-", "").replace("_", "").isalnum():
                return kept, None
    token = secrets.token_urlsafe(16)
    try:
        descriptor = os.open(
            path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600
        )
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(token + "\n")
    except OSError as exc:
        return token, f"the token cannot be kept at {path} ({exc.strerror or exc}): a restart makes a new one"
    return token, None


def page_hosts(host: str, port: int, urls: Sequence[str]) -> set[str]:
    """The ``Host`` headers the page may be asked with: the announced addresses, and this
    computer's own names when it listens on loopback or on every address."""
    hosts = {urlsplit(url).netloc for url in urls}
    if is_loopback(host) or is_wildcard(host):
        hosts |= {f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}"}
    return hosts


def raise_descriptor_limit(wanted: int = DESCRIPTORS) -> int | None:
    """Raise this process's open-files limit towards ``wanted`` (never above the hard
    limit); the limit now, or None where there is no such limit (Windows)."""
    try:
        import resource  # POSIX only: Windows has no resource module
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


# --- serving ------------------------------------------------------------------------------------------


def serve_display(
    db_path: Path,
    host: str,
    port: int,
    settings: DisplaySettings,
    games: Mapping[str, Game],
    *,
    speak: bool = False,
    new_token: bool = False,
    limits: Limits | None = None,
) -> None:
    """Serve the display until ctrl+c (or SIGTERM). Raises :class:`ServeError` when it
    cannot listen."""
    check_port(host, port)
    urls = [url_of(address, port) for address in own_addresses()] if is_wildcard(host) else []
    if not urls:
        urls = [url_of(socket.gethostname() if is_wildcard(host) else host, port)]
    token, token_note = table_token(db_path, new=new_token)
    speaker, speech_note = speaker_for(speak)
    raise_descriptor_limit()
    gate = Gate(token, page_hosts(host, port, urls), limits)
    feed = Feed(db_path, games, settings, speaker=speaker)
    banner = announcement(host, [f"{url}/{token}/" for url in urls])
    notes = [note for note in (token_note, speech_note) if note]
    try:
        with contextlib.suppress(KeyboardInterrupt):  # where the loop cannot catch it (Windows)
            asyncio.run(_serve(TableServer(feed, gate, RefusalLog()), host, port, banner, notes))
    except OSError as exc:
        raise ServeError(f"cannot listen on {urls[0]}: {exc.strerror or exc}") from None
    finally:
        feed.close()
    print("Stopped serving the table display.", flush=True)


async def _serve(server: TableServer, host: str, port: int, banner: str, notes: Sequence[str]) -> None:
    listening = await asyncio.start_server(
        server.handle, host, port, limit=server.gate.limits.head_bytes, backlog=128
    )
    print(banner, flush=True)
    for note in notes:
        print(note, flush=True)
    follow = asyncio.create_task(server.follow())
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for stopping in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: ctrl+c interrupts instead
            loop.add_signal_handler(stopping, stop.set)
    try:
        await stop.wait()
    finally:
        follow.cancel()
        listening.close()
        await server.close_viewers()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(listening.wait_closed(), 5)
