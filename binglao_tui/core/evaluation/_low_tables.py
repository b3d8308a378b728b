"""Lookup tables for ace-to-five lows, built a piece at a time as boards call for them.

With a qualifier (eight or nine or better) a low is five different ranks, so only the
*set* of low ranks matters: the board's set and the player's set are each a bitmask
(ace = bit 0, two = bit 1, ...). For one board set, :func:`qualified_row` gives the best
low for every possible hole set; each row takes well under a millisecond to build and
there are at most 512 of them.

With no qualifier pairs may play, so the low is ranked like the high table: by the
board's rank multiset and the hole pair's ranks (:func:`any_row`), one row per board
pattern, built when first seen.

Every stored value is a public low strength; 0 means "no low".
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from binglao_tui.core.evaluation._tables import PAIRS, RANK_VALUES, rank_key
from binglao_tui.core.evaluation.ranking import low_packed


def low_bits(limit: int) -> list[int]:
    """``low_bits(limit)[rank value]``: the rank's bit in a low set, or 0 if above the limit."""
    bits = [0] * 15
    for value in RANK_VALUES:
        low = 1 if value == 14 else value
        if low <= limit:
            bits[value] = 1 << (low - 1)
    return bits


def _values(mask: int) -> list[int]:
    """The low values (ace = 1) of the bits set in ``mask``, lowest first."""
    return [bit + 1 for bit in range(mask.bit_length()) if mask >> bit & 1]


_pair_rows: dict[int, dict[int, int]] = {}
_qualified_rows: dict[tuple[int, int], list[int]] = {}


def pair_values(limit: int, board_mask: int) -> dict[int, int]:
    """For each two-rank hole mask, the best low it makes with the board (absent: none)."""
    found = _pair_rows.get(limit << 16 | board_mask)
    if found is None:
        found = {}
        for a, b in combinations(range(limit), 2):
            pair = 1 << a | 1 << b
            rest = _values(board_mask & ~pair)
            if len(rest) >= 3:
                found[pair] = low_packed([a + 1, b + 1, *rest[:3]])
        _pair_rows[limit << 16 | board_mask] = found
    return found


_hand_lows: dict[int, dict[int, int]] = {}


def hand_lows(limit: int, board_mask: int) -> dict[int, int]:
    """The best low (0: none) for each hole low-rank mask met so far on boards with this
    low-rank mask; the caller fills it as hands come (see :func:`qualified_row` for all)."""
    key = limit << 16 | board_mask
    found = _hand_lows.get(key)
    if found is None:
        found = _hand_lows[key] = {}
    return found


def qualified_row(limit: int, board_mask: int) -> list[int]:
    """Best low strength (0: none) for every hole mask, given the board's low-rank mask."""
    row = _qualified_rows.get((limit, board_mask))
    if row is None:
        pairs = pair_values(limit, board_mask)
        row = [0] * (1 << limit)
        for mask in range(1 << limit):
            if mask.bit_count() == 2:
                row[mask] = pairs.get(mask, 0)
            elif mask.bit_count() > 2:
                # The best pair inside a set is the best over the sets one rank smaller.
                row[mask] = max(row[mask & ~(1 << bit)] for bit in range(limit) if mask >> bit & 1)
        _qualified_rows[(limit, board_mask)] = row
    return row


_five_low: dict[int, int] = {}
_any_rows: dict[int, list[int]] = {}
_PAIR_KEYS = [rank_key(p) for p in PAIRS]


def _five_low_by_key() -> dict[int, int]:
    if not _five_low:
        for ranks in combinations_with_replacement(RANK_VALUES, 5):
            if max(ranks.count(v) for v in ranks) <= 4:
                _five_low[rank_key(ranks)] = low_packed([1 if v == 14 else v for v in ranks])
    return _five_low


def five_low(key: int) -> int:
    """The no-qualifier low strength of five cards named by their rank key (0: impossible)."""
    return _five_low_by_key().get(key, 0)


def any_row(board_key: int, board_values: tuple[int, ...]) -> list[int]:
    """Best no-qualifier low for each of the 91 hole-pair patterns on this board pattern."""
    row = _any_rows.get(board_key)
    if row is None:
        table = _five_low_by_key()
        triples = [rank_key(t) for t in combinations(board_values, 3)]
        row = [max(table.get(pkey + tkey, 0) for tkey in triples) for pkey in _PAIR_KEYS]
        _any_rows[board_key] = row
    return row
