"""How many random cases a randomised test draws: a sample in the fast set, all in the slow set.

A test that checks a property over random inputs (hypothesis, or a seeded loop against a
plain reference) takes its count as a parameter from :func:`sizes`: the README's command
runs it on the smaller sample, ``-m slow`` (and CI) on the full count. Same seed, same
checks; only how many cases are drawn differs, so the full run's cases include the sample's
wherever the draw is a seeded loop.
"""

from __future__ import annotations

import pytest


def sizes(sample: int, full: int) -> list[object]:
    """Parameters for a test's case count: ``sample`` in the fast set, ``full`` marked slow."""
    return [
        pytest.param(sample, id=f"sample-{sample}"),
        pytest.param(full, id=f"full-{full}", marks=pytest.mark.slow),
    ]
