"""The served display in a real browser: Debian's chromium, driven by Playwright.

Playwright never downloads a browser here (none could be fetched): it launches the
chromium Debian installs (``.ci/run`` installs it with apt-get when it runs as root),
found on the PATH. Without it the test is skipped, and pytest's summary says why.

The page is checked twice over: Playwright's screenshot of it (a PNG of the viewport,
with the terminal drawn), and what the display process itself sent the page to draw,
caught as the page's websocket received it.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

import pytest

from tests.display.served import serving
from tests.store.scripted_table import FLOP_BETTING, HOLES, PREFLOP, dealer, play

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Debian's chromium is a Linux browser"),
    pytest.mark.skipif(
        CHROMIUM is None,
        reason="no chromium on the PATH (apt-get install chromium; .ci/run does it as root): "
        "the browser test did not run",
    ),
]

VIEWPORT = {"width": 1000, "height": 640}
DRAW_MS = 60_000  # a display process starting on a loaded two-core machine

# Keeps what the display process sends the page: the terminal's output, decoded as text.
CATCH_DRAWING = """
window.__drawn = "";
const NativeWebSocket = window.WebSocket;
window.WebSocket = class extends NativeWebSocket {
  constructor(...args) {
    super(...args);
    this.binaryType = "arraybuffer";
    const decoder = new TextDecoder();
    this.addEventListener("message", (event) => {
      if (typeof event.data !== "string") {
        window.__drawn += decoder.decode(event.data, {stream: true});
      }
    });
  }
};
"""


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


async def test_the_served_display_in_chromium(db_path: Path, tmp_path: Path) -> None:
    from playwright.async_api import async_playwright

    assert CHROMIUM is not None
    with dealer(db_path) as session:
        session.deal()
        play(session, PREFLOP + FLOP_BETTING[:1])
        with serving(db_path) as served:
            outside: list[str] = []
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=CHROMIUM)
                try:
                    page = await browser.new_page(viewport=VIEWPORT)  # type: ignore[arg-type]

                    async def only_the_server(route, request) -> None:  # type: ignore[no-untyped-def]
                        if request.url.startswith(served.url):
                            await route.continue_()
                        else:  # nothing leaves this machine
                            outside.append(request.url)
                            await route.abort()

                    await page.route("**/*", only_the_server)
                    await page.add_init_script(CATCH_DRAWING)
                    await page.goto(served.url)
                    await page.wait_for_selector("body.-first-byte", timeout=DRAW_MS)
                    await page.wait_for_function(
                        "window.__drawn.includes('Pot-Limit Omaha') && window.__drawn.includes('T♥')",
                        timeout=DRAW_MS,
                    )
                    assert await page.locator(".xterm-screen canvas").count() >= 1
                    shot = tmp_path / "display.png"
                    await page.screenshot(path=str(shot))
                    play(session, FLOP_BETTING[1:2])  # Bob checks while the page watches
                    await page.wait_for_function("window.__drawn.includes('Bob checks')", timeout=DRAW_MS)
                    drawn = str(await page.evaluate("window.__drawn"))
                    blank = await browser.new_page(viewport=VIEWPORT)  # type: ignore[arg-type]
                    await blank.set_content("<body style='margin:0;background:#121212'></body>")
                    empty = await blank.screenshot()
                finally:
                    await browser.close()
            assert outside == []
    picture = shot.read_bytes()
    assert png_size(picture) == (VIEWPORT["width"], VIEWPORT["height"])
    assert len(picture) > 4 * len(empty)  # the table is drawn, not an empty page
    for word in ("Pot-Limit Omaha", "hand 1", "Ann", "Bob", "Cat", "21", "T♥", "7♦", "2♣"):
        assert word in drawn, word
    for hole in HOLES.values():  # nobody has shown: no hole card was ever sent to the page
        for card in hole:
            if card.pretty not in ("T♥", "7♦", "2♣"):
                assert card.pretty not in drawn, card
