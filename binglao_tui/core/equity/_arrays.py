"""The evaluator's tables as numpy arrays, built once per process.

This is the only module of the equity code that reads the evaluator's internals (the
shipped high tables, the pair slots, the plain low ranking); everything else works on the
arrays handed out here. A rank is numbered 0 (two) to 12 (ace) throughout the equity code;
a *pattern* is a multiset of five ranks, numbered by its row in the high table (6,175 of
them, in the order of their rank keys).

- :func:`pattern_keys`: each pattern's rank key (a base-5 digit per rank: how many cards of
  that rank), ascending, so that :func:`numpy.searchsorted` finds a pattern from its key.
- :func:`pattern_ranks`: each pattern's five ranks, lowest first.
- :func:`high_rows`: pattern x hole-pair slot -> class of the best 2 + 3 high without a
  flush (the shipped table; a larger class is a better hand).
- :func:`flush_classes`: 13-bit rank set (bit ``r`` for rank ``r``) -> class of the flush
  (or straight flush) of those five ranks, on the same scale.
- :func:`pair_slot`: the slot of a hole pair of two ranks in a row.
- :func:`no_qualifier_lows`: the ace-to-five low strength of some patterns, pairs allowed
  (the plain ranking's own numbers; a larger number is a better low).
"""

from __future__ import annotations

import zlib
from functools import cache

import numpy as np
import numpy.typing as npt

from binglao_tui.core.evaluation import _tables
from binglao_tui.core.evaluation._tables import PAIR_COUNT, PAIR_SLOT, high_tables
from binglao_tui.core.evaluation.ranking import low_packed

RANKS = 13
IntArray = npt.NDArray[np.int64]
ClassArray = npt.NDArray[np.uint16]

RANK_DIGIT: IntArray = 5 ** np.arange(RANKS, dtype=np.int64)
"""``RANK_DIGIT[r]``: what a card of rank ``r`` adds to a rank key (as the tables count)."""


@cache
def pattern_keys() -> IntArray:
    """Every pattern's rank key, ascending (the high table's row order)."""
    # The tables keep the keys in row order (an array); the board_row dict says the same,
    # but would have to be built, where the array is read as it is.
    keys = np.array(high_tables()._keys, dtype=np.int64)
    assert np.all(np.diff(keys) > 0), "the high table's rows are not in rank-key order"
    return keys


@cache
def pattern_counts() -> npt.NDArray[np.int8]:
    """``pattern_counts()[row, r]``: how many cards of rank ``r`` the pattern holds."""
    return ((pattern_keys()[:, None] // RANK_DIGIT) % 5).astype(np.int8)


@cache
def pattern_ranks() -> npt.NDArray[np.int8]:
    """``pattern_ranks()[row]``: the pattern's five ranks, lowest first."""
    counts = pattern_counts()
    return np.repeat(np.tile(np.arange(RANKS, dtype=np.int8), len(counts)), counts.ravel()).reshape(-1, 5)


def pattern_of_keys(keys: IntArray) -> IntArray:
    """The pattern row of each rank key (every key must be a real five-card pattern)."""
    known = pattern_keys()
    rows = np.searchsorted(known, keys)
    if not np.array_equal(known[np.minimum(rows, len(known) - 1)], keys):
        raise ValueError("a rank key that is no five-card pattern")
    return rows.astype(np.int64)


@cache
def high_rows() -> ClassArray:
    """The high table: ``high_rows()[pattern, slot]``, as one (6175, 91) array."""
    tables = high_tables()
    packed: list[tuple[bytes, int]] = getattr(tables, "_packed", None) or []
    size = len(pattern_keys()) * PAIR_COUNT
    try:
        raw = b"".join(zlib.decompress(data) for data, _crc in packed)
    except zlib.error:
        raw = b""
    if len(raw) == 2 * size:
        # The shipped file's blocks unpacked straight into one buffer, far quicker than the
        # tables' own list-of-rows form (all_rows). A damaged block fails zlib's own
        # checksum; the file's CRCs, which take as long again, are left to the tables' own
        # reading.
        rows = np.frombuffer(raw, dtype="<u2").astype(np.uint16)
    else:  # tables built in memory, or a damaged file: the tables' own rows (they rebuild)
        rows = np.asarray(tables.all_rows(), dtype=np.uint16)
    return rows[:size].reshape(-1, PAIR_COUNT)


@cache
def flush_classes() -> ClassArray:
    """``flush_classes()[rank set]``: the class of a flush of those five ranks (0 otherwise)."""
    assert _tables.RANK_BIT[2:] == [1 << r for r in range(RANKS)], "flush sets: one bit a rank, two lowest"
    return np.asarray(high_tables().flush, dtype=np.uint16)


def pair_slot(first: int, second: int) -> int:
    """The slot of the hole pair with ranks ``first`` and ``second`` (0-12) in a row."""
    return PAIR_SLOT[(first + 2) * 16 + second + 2]


_NO_LOW_YET = -1


@cache
def _no_qualifier_lows() -> IntArray:
    return np.full(len(pattern_keys()), _NO_LOW_YET, dtype=np.int64)


def no_qualifier_lows(patterns: IntArray) -> IntArray:
    """The no-qualifier low strength of each pattern row in ``patterns``.

    Worked out by the plain ranking (:func:`~binglao_tui.core.evaluation.ranking.low_packed`)
    the first time a pattern is asked for, then kept: a preflop all-in needs every pattern
    (once), a flop or turn all-in only the few its boards reach.
    """
    known = _no_qualifier_lows()
    missing = np.unique(patterns[known[patterns] == _NO_LOW_YET])
    if len(missing):
        values = pattern_ranks()[missing] + 2  # rank values, 2-14
        lows = [low_packed([1 if v == 14 else int(v) for v in five]) for five in values.tolist()]
        known[missing] = lows
    return known[patterns]
