"""Who may watch the served table, and how much of the dealer's laptop they may take.

The served page is read-only, but anyone who can reach it could still watch without
being asked, or wear the laptop out. :class:`Gate` decides, for every connection and
every request, before anything else is done:

- the token: every address starts with ``/TOKEN/`` (it is in the address the QR code
  holds); without it, nothing but a one-line refusal (compared in constant time);
- the ``Host`` header must be an address the server announced, and an ``Origin``, when
  the browser sends one, that address's page: a web page elsewhere that a player opens
  cannot read the table through his browser (DNS rebinding);
- caps: open connections in all and from one address (past them a new one is closed at
  once), viewers in all (past the cap the newcomer is refused), viewers from one address
  (past it that address's oldest viewer is let go: a phone that reconnected after its
  Wi-Fi dropped replaces its own dead connection), and new viewers from one address a
  minute (a reconnect loop cannot keep the cores busy);
- a request must arrive whole within :attr:`Limits.header_seconds` and fit in
  :attr:`Limits.head_bytes`, or its connection is closed.

:class:`RefusalLog` prints one line per refused request, and past a burst from one
address, one line saying how many more it refused.
"""

from __future__ import annotations

import hmac
import sys
import time
from collections import defaultdict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TextIO


@dataclass(frozen=True, slots=True)
class Limits:
    """The caps (each a ``serve`` default; the tests lower some)."""

    viewers: int = 12
    viewers_per_address: int = 4
    connections: int = 64
    connections_per_address: int = 16
    new_viewers_per_minute: int = 30
    header_seconds: float = 10.0
    head_bytes: int = 8192
    stalled_seconds: float = 20.0
    """A viewer whose connection takes no data for this long is let go."""


class Gate:
    """The token, the addresses the page may be asked for by, and the counts of who is in."""

    def __init__(
        self,
        token: str,
        hosts: Iterable[str],
        limits: Limits | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.token = token
        self.hosts = {host.lower() for host in hosts}
        self.origins = {f"http://{host}" for host in self.hosts}
        self.limits = limits or Limits()
        self.clock = clock
        self.connections: dict[str, int] = defaultdict(int)
        self._arrivals: dict[str, deque[float]] = defaultdict(deque)

    # -- connections -----------------------------------------------------------------------

    def connect(self, address: str) -> str | None:
        """Count a new connection from ``address``; the reason when it must be closed."""
        if sum(self.connections.values()) >= self.limits.connections:
            return f"too many connections ({self.limits.connections} open)"
        if self.connections[address] >= self.limits.connections_per_address:
            return f"too many connections from one address ({self.limits.connections_per_address} open)"
        self.connections[address] += 1
        return None

    def disconnect(self, address: str) -> None:
        self.connections[address] -= 1
        if self.connections[address] <= 0:
            del self.connections[address]

    # -- requests ----------------------------------------------------------------------------

    def token_of(self, path: str) -> tuple[bool, str]:
        """Whether ``path`` starts with the token, and the rest of it (``events``...)."""
        parts = path.split("/", 2)
        given = parts[1] if len(parts) > 1 else ""
        rest = parts[2] if len(parts) > 2 else ""
        good = hmac.compare_digest(given.encode("utf-8", "replace"), self.token.encode())
        return good, rest

    def host_refusal(self, host: str | None, origin: str | None) -> str | None:
        """Why a request with these ``Host`` and ``Origin`` headers is refused, or None."""
        if host is None or host.lower() not in self.hosts:
            return f"asked for by a foreign name (Host: {_shown(host)})"
        if origin is not None and origin.lower() not in self.origins:
            return f"sent from a foreign page (Origin: {_shown(origin)})"
        return None

    def viewer_refusal(self, address: str, viewers: int) -> tuple[int, str] | None:
        """The HTTP status and the reason a new viewer from ``address`` is refused
        (``viewers`` are watching now), or None."""
        if viewers >= self.limits.viewers:
            return 503, f"the table has its {self.limits.viewers} viewers"
        arrivals = self._arrivals[address]
        now = self.clock()
        while arrivals and now - arrivals[0] > 60:
            arrivals.popleft()
        if len(arrivals) >= self.limits.new_viewers_per_minute:
            return (
                429,
                f"more than {self.limits.new_viewers_per_minute} new viewers from one address in a minute",
            )
        arrivals.append(now)
        return None


def _shown(header: str | None) -> str:
    """A header's value for a log line: printable, and not too long."""
    if header is None:
        return "none"
    text = "".join(ch if ch.isprintable() else "?" for ch in header)
    return text if len(text) <= 60 else text[:57] + "..."


class RefusalLog:
    """One line per refused request, at most ``burst`` from an address every ``window``
    seconds; then one line saying how many more (never a traceback)."""

    def __init__(
        self,
        out: TextIO | None = None,
        burst: int = 20,
        window: float = 10.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.out = out
        self.burst = burst
        self.window = window
        self.clock = clock
        self._said: dict[str, tuple[float, int, int]] = {}  # address: window start, said, held back

    def refused(self, address: str, why: str) -> None:
        now = self.clock()
        start, said, held = self._said.get(address, (now, 0, 0))
        if now - start >= self.window:
            self._flush(address, held)
            start, said, held = now, 0, 0
        if said < self.burst:
            self._print(f"refused {address}: {why}")
            said += 1
        else:
            held += 1
        self._said[address] = (start, said, held)

    def flush(self) -> None:
        """Say how many refusals were held back in windows that have ended."""
        now = self.clock()
        for address, (start, _said, held) in list(self._said.items()):
            if now - start >= self.window:
                self._flush(address, held)
                del self._said[address]

    def _flush(self, address: str, held: int) -> None:
        if held:
            self._print(f"refused {held} more from {address} in {self.window:.0f} seconds")

    def _print(self, line: str) -> None:
        print(line, file=self.out or sys.stdout, flush=True)
