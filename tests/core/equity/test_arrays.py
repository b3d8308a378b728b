"""The equity's numpy arrays say what the evaluator's own tables say."""

from __future__ import annotations

from itertools import combinations_with_replacement

import numpy as np
import pytest

from binglao_tui.core.equity import _arrays
from binglao_tui.core.equity.boards import rank_multisets
from binglao_tui.core.evaluation import _low_tables, _tables


def test_patterns_are_the_high_tables_rows_in_order() -> None:
    tables = _tables.high_tables()
    keys = _arrays.pattern_keys()
    assert len(keys) == 6_175
    assert [tables.board_number(int(k)) for k in keys[::97]] == list(range(0, 6_175, 97))
    counts = _arrays.pattern_counts()
    assert (counts.sum(axis=1) == 5).all()
    assert counts.max() == 4
    for row in (0, 1_000, 6_174):
        ranks = _arrays.pattern_ranks()[row]
        assert _tables.rank_key([int(r) + 2 for r in ranks]) == keys[row]


def test_high_rows_are_the_tables_rows() -> None:
    rows = _arrays.high_rows()
    assert rows.shape == (6_175, 91)
    assert np.array_equal(rows.ravel(), np.asarray(_tables.high_tables().all_rows(), dtype=np.uint16))


def test_flush_classes_are_the_tables_flushes() -> None:
    assert np.array_equal(_arrays.flush_classes(), np.asarray(_tables.high_tables().flush, dtype=np.uint16))


def test_pair_slots_follow_the_tables() -> None:
    for a, b in combinations_with_replacement(range(13), 2):
        assert _arrays.pair_slot(a, b) == _arrays.pair_slot(b, a) == _tables.PAIRS.index((a + 2, b + 2))


def test_no_qualifier_lows_are_the_plain_rankings() -> None:
    rows = np.arange(6_175)
    lows = _arrays.no_qualifier_lows(rows)
    keys = _arrays.pattern_keys()
    assert [int(x) for x in lows] == [_low_tables.five_low(int(k)) for k in keys]


def test_rank_multisets_of_every_size() -> None:
    for size in range(6):
        counts, keys = rank_multisets(size)
        assert (counts.sum(axis=1) == size).all()
        assert (np.diff(keys) > 0).all()
        assert np.array_equal(counts.astype(np.int64) @ _arrays.RANK_DIGIT, keys)
    assert len(rank_multisets(2)[0]) == 91
    assert len(rank_multisets(5)[0]) == 6_175


def test_high_rows_from_tables_built_in_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    # No shipped file to unpack (or a damaged one): the rows come from the tables themselves.
    built = _tables.build()
    monkeypatch.setattr(_arrays, "high_tables", lambda: built)
    assert np.array_equal(_arrays.high_rows.__wrapped__(), _arrays.high_rows())
