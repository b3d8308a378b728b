"""Lookup tables for the fast evaluator, loaded at first use.

Omaha makes every hand from two hole cards and three board cards, so without a flush
the best high depends only on the ranks of the board (a multiset of five ranks: 6,175
of them) and the ranks of the hole pair (91 pairs). The high table holds, for every
such board and pair, the best of the ten ways to add three board cards. Flushes are
looked up separately by the 13-bit set of their ranks, and only when the board has
three cards of one suit.

Strengths inside the tables are "classes": 0 (the worst five-card hand) to 7,461 (a
royal flush), turned back into the public strength by :attr:`HighTables.classes`.

The high tables ship as a small compressed file next to this module
(``data/high.bin``, about a megabyte unpacked). ``python -m binglao_tui.core.tables``
writes it; if it is missing or damaged the tables are built in memory instead, which
takes about a second.

Low tables are small and built as boards call for them: see
:mod:`binglao_tui.core.lowtables`.
"""

from __future__ import annotations

import hashlib
import struct
import sys
import zlib
from array import array
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from pathlib import Path

from binglao_tui.core.handrank import high_packed

RANK_VALUES = range(2, 15)
PAIRS: tuple[tuple[int, int], ...] = tuple(combinations_with_replacement(RANK_VALUES, 2))
"""The 91 hole-pair rank patterns, in the order of a board's row."""
PAIR_COUNT = len(PAIRS)

RANK_WEIGHT: list[int] = [0, 0] + [1 << (3 * (v - 2)) for v in RANK_VALUES]
"""Adding up one weight per card gives a key that names a rank multiset."""
RANK_BIT: list[int] = [0, 0] + [1 << (v - 2) for v in RANK_VALUES]
"""One bit per rank value, to name a set of ranks (a flush)."""

PAIR_SLOT: list[int] = [0] * (15 * 16)
"""``PAIR_SLOT[a * 16 + b]``: the position of the hole pair with rank values a, b in a row."""
for _slot, (_a, _b) in enumerate(PAIRS):
    PAIR_SLOT[_a * 16 + _b] = PAIR_SLOT[_b * 16 + _a] = _slot

DATA_FILE = Path(__file__).with_name("data") / "high.bin"
_MAGIC = b"BLHT1\n"


def rank_key(values: tuple[int, ...] | list[int]) -> int:
    """The multiset key of some rank values."""
    return sum(RANK_WEIGHT[v] for v in values)


@dataclass(frozen=True, slots=True)
class HighTables:
    """Everything the fast high evaluator looks up."""

    classes: list[int]
    """Class number → public strength (ascending)."""
    board_row: dict[int, int]
    """Rank key of five cards → their row number (row × 91 is the row's offset in ``rows``)."""
    five: array[int]
    """Row number → class of those five ranks without a flush."""
    flush: array[int]
    """13-bit rank set → class of a flush of those ranks (straight flush included)."""
    rows: array[int]
    """Row × 91 + pair slot → class of the best 2 + 3 hand without a flush."""
    five_by_key: dict[int, int]
    """Rank key of five cards → their class without a flush (``five`` by key)."""


def _five_rank_multisets() -> list[tuple[int, ...]]:
    return [m for m in combinations_with_replacement(RANK_VALUES, 5) if max(m.count(v) for v in m) <= 4]


def _flush_mask(values: tuple[int, ...]) -> int:
    return sum(RANK_BIT[v] for v in values)


def build() -> HighTables:
    """Compute the high tables from the plain ranking in :mod:`handrank` (about a second)."""
    multisets = sorted(_five_rank_multisets(), key=rank_key)
    flush_sets = list(combinations(RANK_VALUES, 5))
    plain = [high_packed(m, False) for m in multisets]
    suited = [high_packed(s, True) for s in flush_sets]
    classes = sorted(set(plain) | set(suited))
    class_of = {strength: number for number, strength in enumerate(classes)}

    board_row = {rank_key(m): row for row, m in enumerate(multisets)}
    five = array("H", [class_of[s] for s in plain])
    flush = array("H", bytes(2 * (1 << 13)))
    for s, strength in zip(flush_sets, suited, strict=True):
        flush[_flush_mask(s)] = class_of[strength]

    # For every three-card board pattern, the class it makes with each hole pair.
    # Impossible mixes (five of a rank) get class 0; no real deal can reach them.
    five_by_key = {key: five[row] for key, row in board_row.items()}
    pair_keys = [rank_key(p) for p in PAIRS]
    column: dict[int, list[int]] = {}
    for triple in combinations_with_replacement(RANK_VALUES, 3):
        tkey = rank_key(triple)
        column[tkey] = [five_by_key.get(pkey + tkey, 0) for pkey in pair_keys]

    rows = array("H")
    for m in multisets:
        cols = [column[rank_key(t)] for t in combinations(m, 3)]
        rows.extend(map(max, *cols))
    return HighTables(classes, board_row, five, flush, rows, five_by_key)


def _digest(payload: bytes) -> bytes:
    return hashlib.sha256(payload).digest()[:16]


def dump(tables: HighTables) -> bytes:
    """The tables as the compressed bytes of the shipped file."""
    keys = array("Q", sorted(tables.board_row, key=tables.board_row.__getitem__))
    parts = [array("I", tables.classes), keys, tables.five, tables.flush, tables.rows]
    header = struct.pack("<5I", *(len(p) for p in parts))
    payload = header + b"".join(_little(p) for p in parts)
    return _MAGIC + _digest(payload) + zlib.compress(payload, 9)


def _little(part: array[int]) -> bytes:
    if sys.byteorder != "little":
        part = array(part.typecode, part)
        part.byteswap()
    return part.tobytes()


def _from_little(typecode: str, data: bytes) -> array[int]:
    part = array(typecode)
    part.frombytes(data)
    if sys.byteorder != "little":
        part.byteswap()
    return part


def load(data: bytes) -> HighTables:
    """Read tables written by :func:`dump`; ``ValueError`` if the bytes are not such tables."""
    if not data.startswith(_MAGIC):
        raise ValueError("not a high-table file")
    digest = data[len(_MAGIC):len(_MAGIC) + 16]
    try:
        payload = zlib.decompress(data[len(_MAGIC) + 16:])
    except zlib.error as error:
        raise ValueError(f"damaged high-table file: {error}") from error
    if _digest(payload) != digest:
        raise ValueError("damaged high-table file: checksum differs")
    counts = struct.unpack_from("<5I", payload)
    offset = struct.calcsize("<5I")
    parts = []
    for typecode, count in zip("IQHHH", counts, strict=True):
        size = array(typecode).itemsize * count
        parts.append(_from_little(typecode, payload[offset:offset + size]))
        offset += size
    classes, keys, five, flush, rows = parts
    if len(classes) != 7462 or len(keys) != len(five) or len(rows) != len(keys) * PAIR_COUNT:
        raise ValueError("damaged high-table file: wrong sizes")
    board_row = {key: row for row, key in enumerate(keys)}
    five_by_key = dict(zip(keys, five, strict=True))
    return HighTables(classes.tolist(), board_row, five, flush, rows, five_by_key)


_tables: HighTables | None = None


def high_tables() -> HighTables:
    """The high tables: read from the shipped file at first use, or built if it is unusable."""
    global _tables
    if _tables is None:
        try:
            _tables = load(DATA_FILE.read_bytes())
        except (OSError, ValueError):
            _tables = build()
    return _tables


def main() -> None:
    """Write the shipped table file (run after changing the ranking)."""
    DATA_FILE.parent.mkdir(exist_ok=True)
    DATA_FILE.write_bytes(dump(build()))
    print(f"wrote {DATA_FILE} ({DATA_FILE.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
