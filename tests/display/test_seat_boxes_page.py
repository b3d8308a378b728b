"""The nine-seat table of ``test_seat_boxes.py`` in Debian's chromium at the three viewports
of issue 26: every seat by its number on the page (the empty ones, the player sitting
out), no sideways scroll, and on the television every seat's box on the screen, none over
another."""

from __future__ import annotations

from pathlib import Path

from tests.display.browser import BROWSER, CHROMIUM, DRAW_MS, VIEWPORTS, inside
from tests.display.nine_seats import EMPTY, nine_seats
from tests.display.served import serving

pytestmark = BROWSER


async def test_the_page_draws_every_seat_at_every_viewport(db_path: Path) -> None:
    from playwright.async_api import async_playwright

    nine_seats(db_path)
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
                        "document.getElementById('now').textContent.includes('Ann to act')", timeout=DRAW_MS
                    )
                    assert await page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
                    read = await page.locator("body").aria_snapshot()
                    for number in range(1, 10):
                        assert f"Seat {number}" in read, (name, number)
                    assert read.count("empty seat") == len(EMPTY), name
                    assert "sitting out" in read, name
                    seats = page.locator(".seat")
                    assert await seats.count() == 9
                    if name == "television":  # around the edge, all on the screen, none on another
                        boxes = [await seat.bounding_box() for seat in await seats.all()]
                        assert all(inside(box, viewport) for box in boxes)
                        for i, a in enumerate(boxes):
                            for b in boxes[i + 1 :]:
                                assert a is not None
                                assert b is not None
                                apart = (
                                    a["x"] + a["width"] <= b["x"]
                                    or b["x"] + b["width"] <= a["x"]
                                    or a["y"] + a["height"] <= b["y"]
                                    or b["y"] + b["height"] <= a["y"]
                                )
                                assert apart, (a, b)
                    await page.close()
            finally:
                await browser.close()
    assert "Traceback" not in served.printed
