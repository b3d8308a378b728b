"""The served page in a real browser: Debian's chromium, driven by Playwright.

Playwright never downloads a browser here (none could be fetched): it launches the
chromium Debian installs (``.ci/run`` installs it with apt-get when it runs as root),
found on the PATH. Without it the tests are skipped, and pytest's summary says why.

At an upright phone (390x844), a phone on its side (844x390, both at device scale 2)
and a television (1920x1080): no sideways scroll; who is to act, the call and the
maximum on the first screen, as text a screen reader reads (the page's accessibility
tree); on the television the table covers at least 70% of the width and the height and
the pot's figures are at least a tenth of the height. Then the page reconnects by itself
after the server restarts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.display.browser import BROWSER, CHROMIUM, DRAW_MS, VIEWPORTS, inside
from tests.display.served import serving
from tests.display.table_six import HOLES, six_at_the_flop_bet
from tests.store.scripted_table import dealer

pytestmark = BROWSER

BOARD = ("7♠", "5♦", "2♣")
RULED = ("Board 1", "Board 2", "Three kings", "7-6-5-4-A", "Pair of aces", "Paid out")

# The smallest box holding every drawn part of the table (seats, pot, cards, figures).
COVERED = """
() => {
  const parts = document.querySelectorAll('.seat, #pot, .card, #figures dd, #now, #game');
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    left = Math.min(left, box.left); top = Math.min(top, box.top);
    right = Math.max(right, box.right); bottom = Math.max(bottom, box.bottom);
  }
  return [right - left, bottom - top];
}
"""

# The height of the pot's digits themselves (their ink, not the line they stand in).
INK = """
() => {
  const pot = document.getElementById('pot');
  const context = document.createElement('canvas').getContext('2d');
  const style = getComputedStyle(pot);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const measured = context.measureText(pot.textContent);
  return measured.actualBoundingBoxAscent + measured.actualBoundingBoxDescent;
}
"""


async def test_the_three_shapes_of_screen(db_path: Path, tmp_path: Path) -> None:
    from playwright.async_api import async_playwright

    six_at_the_flop_bet(db_path)
    with serving(db_path) as served:
        outside: list[str] = []
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM)
            try:
                for name, (viewport, scale) in VIEWPORTS.items():
                    page = await browser.new_page(
                        viewport={"width": viewport["width"], "height": viewport["height"]},
                        device_scale_factor=scale,
                        bypass_csp=True,
                    )

                    async def only_the_server(route: Any, request: Any) -> None:
                        if request.url.startswith(served.origin):
                            await route.continue_()
                        else:  # nothing leaves this machine
                            outside.append(request.url)
                            await route.abort()

                    await page.route("**/*", only_the_server)
                    await page.goto(served.url)
                    await page.wait_for_function(
                        "document.getElementById('now').textContent.includes('Dee to act')", timeout=DRAW_MS
                    )
                    shot = tmp_path / f"{name}.png"
                    await page.screenshot(path=str(shot))
                    print(f"\n{name}: {shot}")
                    width = await page.evaluate("document.documentElement.scrollWidth")
                    assert width <= viewport["width"], f"{name} scrolls sideways"
                    for selector in ("#now", "#figures", "#pot"):
                        assert inside(await page.locator(selector).bounding_box(), viewport), (name, selector)
                    read = await page.locator("body").aria_snapshot()
                    for words in ("Dee to act", "call 20", "To call", "Max raise to", "110", "Pot", "70"):
                        assert words in read, (name, words)
                    assert all(card in read for card in BOARD)
                    content = await page.content()
                    for hole in HOLES.values():  # no hole card before its time, not even unseen
                        assert not any(card.pretty in content for card in hole if card.pretty not in BOARD)
                    if name == "television":
                        covered = await page.evaluate(COVERED)
                        assert covered[0] >= 0.7 * viewport["width"]
                        assert covered[1] >= 0.7 * viewport["height"]
                        ink = await page.evaluate(INK)
                        print(f"television: the pot's digits {ink:.0f} px of {viewport['height']}")
                        assert ink >= viewport["height"] / 10  # from across the room
                        pot = await page.locator("#pot").bounding_box()
                        assert inside(pot, viewport)
                    await page.close()
            finally:
                await browser.close()
        assert outside == []
        assert "Traceback" not in served.printed


async def test_the_page_reconnects_by_itself_after_the_server_restarts(db_path: Path) -> None:
    from playwright.async_api import async_playwright

    from binglao_tui.core.engine.actions import Action
    from tests.display.table_six import SIX, TO_THE_FLOP_BET
    from tests.store.scripted_table import play, table

    with dealer(db_path, table("plo", SIX)) as session:
        assert session.deal() is None
        play(session, TO_THE_FLOP_BET)
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM)
            try:
                page = await browser.new_page(
                    viewport={"width": 390, "height": 844}, device_scale_factor=2, bypass_csp=True
                )
                with serving(db_path) as served:
                    await page.goto(served.url)
                    await page.wait_for_function(
                        "document.getElementById('now').textContent.includes('Dee to act')", timeout=DRAW_MS
                    )
                    port = served.port
                # the server is gone: the page says so, and keeps trying
                await page.wait_for_function("!document.getElementById('connection').hidden", timeout=DRAW_MS)
                assert session.apply(Action.call("Dee")) is None  # the dealer plays on meanwhile
                with serving(db_path, port=port) as again:
                    assert again.url == served.url  # the same token: the same address
                    await page.wait_for_function(
                        "document.getElementById('last').textContent.includes('Dee calls')", timeout=DRAW_MS
                    )
                    assert await page.locator("#connection").is_hidden()
            finally:
                await browser.close()


async def test_a_hand_run_twice_and_its_ruling_at_every_viewport(db_path: Path, tmp_path: Path) -> None:
    """Both boards and the whole ruling (who wins which half of each pot of each board,
    with which cards) are on the page at every viewport; on the television, where nothing
    scrolls, every line of it is on the screen."""
    from playwright.async_api import async_playwright

    from tests.display.run_twice import SHORT_STACKS, run_twice_to_the_end
    from tests.store.scripted_table import table

    with dealer(db_path, table("plo8", SHORT_STACKS)) as session:
        session.deal()
        run_twice_to_the_end(session)
    with serving(db_path) as served:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM)
            try:
                for name, (viewport, scale) in VIEWPORTS.items():
                    page = await browser.new_page(
                        viewport={"width": viewport["width"], "height": viewport["height"]},
                        device_scale_factor=scale,
                        bypass_csp=True,
                    )
                    await page.goto(served.url)
                    await page.wait_for_function(
                        "document.getElementById('outcome').textContent.includes('Board 2')", timeout=DRAW_MS
                    )
                    await page.screenshot(path=str(tmp_path / f"run-twice-{name}.png"))
                    assert await page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
                    read = await page.locator("body").aria_snapshot()
                    for words in RULED:
                        assert words in read, (name, words)
                    for card in ("2♣", "Q♣", "5♠", "J♣"):
                        assert card in read, (name, card)
                    if name == "television":
                        hidden = await page.evaluate(
                            "(() => { const c = document.getElementById('centre');"
                            " return c.scrollHeight - c.clientHeight; })()"
                        )
                        assert hidden <= 1, f"{hidden} px of the centre scrolled out of sight"
                        for line in await page.locator("#outcome > div").all():
                            assert inside(await line.bounding_box(), viewport)
                    await page.close()
            finally:
                await browser.close()
    assert "Traceback" not in served.printed


async def test_a_stream_gone_silent_is_opened_again(db_path: Path) -> None:
    """The laptop sleeps (the server is stopped, its sockets open but silent): past the
    server's pings the page says it lost the table and opens its stream again; once the
    laptop wakes, the new stream brings the table and the line goes."""
    import os
    import signal

    from playwright.async_api import async_playwright

    from binglao_tui.core.engine.actions import Action
    from tests.display.table_six import SIX, TO_THE_FLOP_BET
    from tests.store.scripted_table import play, table

    with dealer(db_path, table("plo", SIX)) as session:
        assert session.deal() is None
        play(session, TO_THE_FLOP_BET)
        with serving(db_path) as served:
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=CHROMIUM)
                try:
                    page = await browser.new_page(viewport={"width": 390, "height": 844}, bypass_csp=True)
                    await page.goto(served.url)
                    await page.wait_for_function(
                        "document.getElementById('now').textContent.includes('Dee to act')", timeout=DRAW_MS
                    )
                    os.kill(served.process.pid, signal.SIGSTOP)  # asleep
                    try:
                        await page.wait_for_function(
                            "!document.getElementById('connection').hidden", timeout=DRAW_MS
                        )
                        assert session.apply(Action.call("Dee")) is None
                    finally:
                        os.kill(served.process.pid, signal.SIGCONT)  # awake
                    await page.wait_for_function(
                        "document.getElementById('last').textContent.includes('Dee calls')", timeout=DRAW_MS
                    )
                    line_gone = "document.getElementById('connection').hidden"
                    await page.wait_for_function(line_gone, timeout=DRAW_MS)
                finally:
                    await browser.close()
    assert "Traceback" not in served.printed
