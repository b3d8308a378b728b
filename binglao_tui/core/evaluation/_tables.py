"""Lookup tables for the fast evaluator, loaded at first use.

Omaha makes every hand from two hole cards and three board cards, so without a flush
the best high depends only on the ranks of the board (a multiset of five ranks: 6,175
of them) and the ranks of the hole pair (91 pairs). The high table holds, for every
such board and pair, the best of the ten ways to add three board cards. Flushes are
looked up separately by the 13-bit set of their ranks, and only when the board has
three cards of one suit.

Strengths inside the tables are "classes": 0 (the worst five-card hand) to 7,461 (a
royal flush), turned back into the public strength by :attr:`HighTables.classes`.

The high tables ship as a small compressed file next to this module (``data/high.bin``,
about 250 kB; a little over a megabyte unpacked). The board rows are compressed in
blocks of 64 and each block is unpacked the first time one of its boards is seen, so a
single showdown costs about a millisecond of loading. ``python -m binglao_tui.core.evaluation._tables``
writes the file; if it is missing or damaged the tables are built in memory instead, which
takes a fraction of a second.

Low tables are small and built as boards call for them: see
:mod:`binglao_tui.core.evaluation._low_tables`.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement
from pathlib import Path

from binglao_tui.core.evaluation.ranking import high_packed

RANK_VALUES = range(2, 15)
PAIRS: tuple[tuple[int, int], ...] = tuple(combinations_with_replacement(RANK_VALUES, 2))
"""The 91 hole-pair rank patterns, in the order of a board's row."""
PAIR_COUNT = len(PAIRS)

RANK_WEIGHT: list[int] = [0, 0] + [5 ** (v - 2) for v in RANK_VALUES]
"""Adding up one weight per card gives a key that names a rank multiset: a base-5 digit per
rank (there are at most four of a rank). Any five cards' key stays below 2**30, the range in
which the interpreter's integer arithmetic and hashing are quickest."""
RANK_BIT: list[int] = [0, 0] + [1 << (v - 2) for v in RANK_VALUES]
"""One bit per rank value, to name a set of ranks (a flush)."""

PAIR_SLOT: list[int] = [0] * (15 * 16)
"""``PAIR_SLOT[a * 16 + b]``: the position of the hole pair with rank values a, b in a row."""
for _slot, (_a, _b) in enumerate(PAIRS):
    PAIR_SLOT[_a * 16 + _b] = PAIR_SLOT[_b * 16 + _a] = _slot

DATA_FILE = Path(__file__).parent / "data" / "high.bin"
"""The shipped table file."""


_MAGIC = b"BLHT4\n"


def rank_key(values: tuple[int, ...] | list[int]) -> int:
    """The multiset key of some rank values."""
    return sum(RANK_WEIGHT[v] for v in values)


BLOCK = 64
"""Board rows are stored and unpacked in blocks of this many rows."""


class HighTables:
    """Everything the fast high evaluator looks up.

    The small parts are read at once; the board rows are unpacked a block at a time, the
    first time a board in that block is seen, so a single showdown reads little. The two
    maps from a rank key (:attr:`board_row`, :attr:`five_by_key`) are dicts built when first
    wanted; the evaluator asks through :meth:`board_number` and :meth:`five_lookup`, which
    search the sorted keys for the first few boards (a single showdown builds no dict).
    """

    __slots__ = (
        "_blocks",
        "_board_row",
        "_boards_seen",
        "_five_by_key",
        "_key_of_class",
        "_keys",
        "_packed",
        "classes",
        "five",
        "flush",
    )

    def __init__(
        self,
        classes: array[int],
        keys: array[int],
        five: array[int],
        flush: array[int],
        blocks: list[Sequence[int] | None],
        packed: list[tuple[bytes, int]] | None = None,
    ) -> None:
        self.classes = classes
        """Class number → public strength (ascending)."""
        self._keys = keys  # the rank keys of all five-rank patterns, ascending, one per row
        self.five = five
        """Row number → class of those five ranks without a flush."""
        self.flush = flush
        """13-bit rank set → class of a flush of those ranks (straight flush included)."""
        self._blocks = blocks
        self._packed = packed
        self._board_row: dict[int, int] | None = None
        self._five_by_key: dict[int, int] | None = None
        self._key_of_class: dict[int, int] | None = None
        self._boards_seen = 0

    @property
    def board_row(self) -> dict[int, int]:
        """Rank key of five cards → their row number."""
        if self._board_row is None:
            self._board_row = dict(zip(self._keys, range(len(self._keys)), strict=True))
        return self._board_row

    @property
    def five_by_key(self) -> dict[int, int]:
        """Rank key of five cards → their class without a flush."""
        if self._five_by_key is None:
            self._five_by_key = dict(zip(self._keys, self.five, strict=True))
        return self._five_by_key

    def board_number(self, key: int) -> int:
        """The row number of a board's rank key."""
        if self._board_row is None and self._boards_seen < _SEARCHED_BOARDS:
            self._boards_seen += 1
            return _search(self._keys, key)
        return self.board_row[key]

    def five_lookup(self) -> _FiveLookup | dict[int, int]:
        """Rank key of five cards → their class: :attr:`five_by_key`, or while only a few
        boards have been seen, a sorted search that needs no dict."""
        if self._five_by_key is None and self._boards_seen < _SEARCHED_BOARDS:
            return _FiveLookup(self._keys, self.five)
        return self.five_by_key

    def class_keys(self) -> dict[int, int] | None:
        """Class without a flush → the rank key of its five ranks (the inverse of
        :attr:`five_by_key`); None while boards are still searched (see :meth:`five_lookup`)."""
        if self._key_of_class is None:
            if self._five_by_key is None and self._boards_seen < _SEARCHED_BOARDS:
                return None
            self._key_of_class = dict(zip(self.five, self._keys, strict=True))
        return self._key_of_class

    def row(self, number: int) -> Sequence[int]:
        """Board row ``number``: pair slot → class of the best 2 + 3 hand without a flush."""
        block = self._blocks[number // BLOCK]
        if block is None:
            block = self._unpack(number // BLOCK)
        start = (number % BLOCK) * PAIR_COUNT
        return block[start : start + PAIR_COUNT]

    def _unpack(self, index: int) -> Sequence[int]:
        assert self._packed is not None
        data, crc = self._packed[index]
        try:
            raw = zlib.decompress(data)
        except zlib.error:
            raw = b""
        if not raw or zlib.crc32(raw) != crc:
            # A damaged block: compute every row instead of trusting the file.
            self._blocks = build()._blocks
            block = self._blocks[index]
            assert block is not None
            return block
        # Kept as a list of shared number objects: reading a list makes no new objects (an
        # array makes one per read), which the evaluator does some ninety times a showdown.
        block = self._blocks[index] = list(map(_CLASS_NUMBERS.__getitem__, _from_little("H", raw)))
        return block

    def all_rows(self) -> array[int]:
        """Every row, unpacked, one after another (for tests and for writing the file)."""
        out = array("H")
        for index in range(len(self._blocks)):
            out.extend(self._blocks[index] or self._unpack(index))
        return out

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HighTables):
            return NotImplemented
        return (self.classes, self.board_row, self.five, self.flush, self.all_rows()) == (
            other.classes,
            other.board_row,
            other.five,
            other.flush,
            other.all_rows(),
        )

    __hash__ = None  # type: ignore[assignment]


_CLASS_NUMBERS = list(range(1 << 13))  # one shared object for each class number
_SEARCHED_BOARDS = 4
"""Boards looked up by searching before the key dicts are built."""


def _search(keys: array[int], key: int) -> int:
    at = bisect_left(keys, key)
    if at == len(keys) or keys[at] != key:
        raise KeyError(key)
    return at


class _FiveLookup:
    """Rank key → class of five ranks, by searching the sorted keys (for a few lookups)."""

    __slots__ = ("_five", "_keys")

    def __init__(self, keys: array[int], five: array[int]) -> None:
        self._keys, self._five = keys, five

    def __getitem__(self, key: int) -> int:
        return self._five[_search(self._keys, key)]


def _five_rank_multisets() -> list[tuple[int, ...]]:
    return [m for m in combinations_with_replacement(RANK_VALUES, 5) if max(m.count(v) for v in m) <= 4]


def _flush_mask(values: tuple[int, ...]) -> int:
    return sum(RANK_BIT[v] for v in values)


def build() -> HighTables:
    """Compute the high tables from the plain ranking in :mod:`handrank` (a fraction of a second)."""
    multisets = sorted(_five_rank_multisets(), key=rank_key)
    flush_sets = list(combinations(RANK_VALUES, 5))
    plain = [high_packed(m, False) for m in multisets]
    suited = [high_packed(s, True) for s in flush_sets]
    classes = sorted(set(plain) | set(suited))
    class_of = {strength: number for number, strength in enumerate(classes)}

    keys = array("Q", [rank_key(m) for m in multisets])
    five = array("H", [class_of[s] for s in plain])
    flush = array("H", bytes(2 * (1 << 13)))
    for s, strength in zip(flush_sets, suited, strict=True):
        flush[_flush_mask(s)] = class_of[strength]

    # For every three-card board pattern, the class it makes with each hole pair.
    # Impossible mixes (five of a rank) get class 0; no real deal can reach them.
    five_by_key = dict(zip(keys, five, strict=True))
    pair_keys = [rank_key(p) for p in PAIRS]
    column: dict[int, list[int]] = {}
    for triple in combinations_with_replacement(RANK_VALUES, 3):
        tkey = rank_key(triple)
        column[tkey] = [five_by_key.get(pkey + tkey, 0) for pkey in pair_keys]

    blocks: list[Sequence[int] | None] = []
    for first in range(0, len(multisets), BLOCK):
        block = array("H")
        for m in multisets[first : first + BLOCK]:
            cols = [column[rank_key(t)] for t in combinations(m, 3)]
            block.extend(map(max, *cols))
        blocks.append(block)
    return HighTables(array("I", classes), keys, five, flush, blocks)


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


def _chunk(raw: bytes) -> bytes:
    data = zlib.compress(raw, 9)
    return struct.pack("<II", len(data), zlib.crc32(raw)) + data


def dump(tables: HighTables) -> bytes:
    """The tables as the bytes of the shipped file: a header, then zlib chunks."""
    keys = array("Q", sorted(tables.board_row, key=tables.board_row.__getitem__))
    small = [array("I", tables.classes), keys, tables.five, tables.flush]
    rows = tables.all_rows()
    width = BLOCK * PAIR_COUNT
    blocks = [rows[i : i + width] for i in range(0, len(rows), width)]
    header = struct.pack("<5I", *(len(p) for p in small), len(blocks))
    return (
        _MAGIC
        + header
        + _chunk(b"".join(_little(p) for p in small))
        + b"".join(_chunk(_little(b)) for b in blocks)
    )


def _read_chunk(data: bytes, offset: int) -> tuple[bytes, int, int]:
    size, crc = struct.unpack_from("<II", data, offset)
    start = offset + 8
    if start + size > len(data):
        raise ValueError("damaged high-table file: truncated")
    return data[start : start + size], crc, start + size


def load(data: bytes) -> HighTables:
    """Read tables written by :func:`dump`; ``ValueError`` if the bytes are not such tables.

    Only the small parts are unpacked here; each block of rows when first needed.
    """
    if not data.startswith(_MAGIC):
        raise ValueError("not a high-table file")
    try:
        *counts, block_count = struct.unpack_from("<5I", data, len(_MAGIC))
        offset = len(_MAGIC) + struct.calcsize("<5I")
        packed, crc, offset = _read_chunk(data, offset)
        raw = zlib.decompress(packed)
        if zlib.crc32(raw) != crc:
            raise ValueError("damaged high-table file: checksum differs")
        parts = []
        at = 0
        for typecode, count in zip("IQHH", counts, strict=True):
            size = array(typecode).itemsize * count
            parts.append(_from_little(typecode, raw[at : at + size]))
            at += size
        chunks = []
        for _ in range(block_count):
            packed, crc, offset = _read_chunk(data, offset)
            chunks.append((packed, crc))
    except (struct.error, zlib.error) as error:
        raise ValueError(f"damaged high-table file: {error}") from error
    classes, keys, five, flush = parts
    if len(classes) != 7462 or len(keys) != len(five) or block_count != -(-len(keys) // BLOCK):
        raise ValueError("damaged high-table file: wrong sizes")
    return HighTables(classes, keys, five, flush, [None] * block_count, chunks)


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
