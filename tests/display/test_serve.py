"""``binglao-tui serve`` for real: a free loopback port, the page, its websocket, and ctrl+c
stopping every display process it started.

The database is written by the dealer's own session; the page's websocket carries the
display process's drawing, which must show the hand.
"""

from __future__ import annotations

import os
import re
import signal
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from tests.display.served import Served, children_of, running, serving
from tests.store.scripted_table import FLOP_BETTING, PREFLOP, dealer, play

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="finds the display processes in Linux's /proc"
    ),
]

DRAW_SECONDS = 60  # a display process starting on a loaded two-core machine


async def drawing(ws: aiohttp.ClientWebSocketResponse, *words: str) -> str:
    """What the display draws over ``ws`` until every one of ``words`` has appeared."""
    seen = b""
    deadline = time.monotonic() + DRAW_SECONDS
    while not all(word.encode() in seen for word in words):
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"never drew {words}: {seen[-2000:]!r}")
        message = await ws.receive(timeout=left)
        if message.type is aiohttp.WSMsgType.BINARY:
            seen += message.data
        elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
            raise AssertionError(f"the websocket closed before drawing {words}")
    return seen.decode("utf-8", "replace")


def gone_within(pids: list[int], seconds: float) -> list[int]:
    """The processes among ``pids`` still running after waiting up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(running(pid) for pid in pids):
            return []
        time.sleep(0.1)
    return [pid for pid in pids if running(pid)]


async def visit(served: Served, client: aiohttp.ClientSession) -> aiohttp.ClientWebSocketResponse:
    return await client.ws_connect(f"{served.url}/ws?width=80&height=24")


async def test_the_page_its_websocket_and_ctrl_c_stopping_every_display(db_path: Path) -> None:
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP)
        with serving(db_path) as served:
            assert served.lines[0] == f"The table display is at {served.url}"
            assert "Only this computer can open it." in served.printed
            async with aiohttp.ClientSession() as client:
                async with client.get(f"{served.url}/") as page:
                    assert page.status == 200
                    html = await page.text()
                assert "textual.js" in html
                socket_url = served.url.replace("http:", "ws:") + "/ws"
                assert f'data-session-websocket-url="{socket_url}"' in html
                addresses = re.findall(r"(?:https?|wss?)://[^\"' )]+", html)
                outside = [u for u in addresses if not u.startswith((served.url, socket_url))]
                assert outside == []  # the page loads nothing from outside the server
                first, second = await visit(served, client), await visit(served, client)
                for ws in (first, second):
                    await drawing(ws, "Pot-Limit Omaha", "hand 1", "Ann")
                displays = children_of(served.process.pid)
                assert len(displays) == 2
                play(session, FLOP_BETTING[:1])
                await drawing(first, "T♥")  # the flop, committed after the page opened
                assert served.stop() == 0
            assert gone_within(displays, 15) == []
            assert "Stopped serving the table display." in served.printed


async def test_a_killed_server_leaves_no_display_behind(db_path: Path) -> None:
    with dealer(db_path) as session:
        session.deal()
        with serving(db_path) as served:
            async with aiohttp.ClientSession() as client:
                ws = await visit(served, client)
                await drawing(ws, "Pot-Limit Omaha")
                displays = children_of(served.process.pid)
                assert len(displays) == 1
                os.kill(served.process.pid, signal.SIGKILL)  # no chance to tell anyone
                served.process.wait(10)
                assert gone_within(displays, 15) == []  # the display saw its server go
