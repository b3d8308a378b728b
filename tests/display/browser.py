"""What the browser tests share: Debian's chromium (Playwright never downloads one here:
``.ci/run`` installs it with apt-get when it runs as root), the three viewports of issue
26, and whether a part of the page is on the first screen.

Playwright polls its conditions with eval(), which the page's own Content-Security-Policy
forbids (as it should): the tests' pages let Playwright in (``bypass_csp``), nothing else.
"""

from __future__ import annotations

import shutil
import sys
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRAW_MS = 60_000  # a loaded two-core machine
VIEWPORTS = {
    "phone": ({"width": 390, "height": 844}, 2),
    "phone-on-its-side": ({"width": 844, "height": 390}, 2),
    "television": ({"width": 1920, "height": 1080}, 1),
}
BROWSER = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Debian's chromium is a Linux browser"),
    pytest.mark.skipif(
        CHROMIUM is None,
        reason="no chromium on the PATH (apt-get install chromium; .ci/run does it as root): "
        "the browser tests did not run",
    ),
]
"""The marks of a browser test: slow, and skipped (saying why) where chromium is not."""


def inside(box: Any, viewport: dict[str, int]) -> bool:
    """Whether ``box`` (a bounding box) is on the first screen, whole."""
    assert box is not None
    across = box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 0.5
    down = box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 0.5
    return bool(across and down)
