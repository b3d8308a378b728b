"""The shape of the tree: small modules a newcomer can read in one sitting."""

from __future__ import annotations

from pathlib import Path

import binglao_tui

LIMIT = 1000  # lines: a blob guard; issue 23 lifted the 400-line limit (a file holds one concept)


def test_no_module_over_1000_lines() -> None:
    root = Path(binglao_tui.__file__).parent
    long = {
        str(path.relative_to(root)): lines
        for path in sorted(root.rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert not long, f"modules over {LIMIT} lines: {long}"
