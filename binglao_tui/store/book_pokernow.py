"""PokerNow's ledger files, in and out of the book.

PokerNow (an online table many home games also play on) gives the host a ledger as CSV,
one row per stint of a player at the table, with the columns
``player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net``;
newer files have ``nit_escrow`` before ``net``: the chips PokerNow holds for a player
in its "nit game" side bet, the player's money as much as the stack, and counted in the
row's ``net``. Its amounts are whole cents or units of
money with decimals, which the file does not say: the host does (:class:`Units`).

**In** (:func:`import_files`): each file is one session. The rows of one ``player_id``
(a re-buy, a rejoin, a nickname changed on the way) are added together, under the
nickname of the player's latest row; a player still seated when the file was made is
counted by the chips in front of them (``stack``). A file is read whole before anything
is written, and refused, naming the row, when a row's ``net`` is not
``buy_out + stack + nit_escrow - buy_in`` or an amount is not one (the escrow, there or
not, is then added to what the player cashed out, or to the stack of a player still
seated); refused when its nets do not add
up to nothing; and refused as a duplicate when the same file (the same bytes, or the
same players' stints) was imported before. All the files of one import go in one
transaction: one refused file, and nothing is imported.

**Out** (:mod:`.book_pokernow_csv`): a session of the book written in that same shape.
"""

from __future__ import annotations

import csv
import hashlib
import io
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from enum import Enum

from binglao_tui.store.book_lines import book_in
from binglao_tui.store.book_people import (
    POKERNOW,
    add_account,
    find_person,
    new_person,
    person_by_account,
)
from binglao_tui.store.db import Database, now
from binglao_tui.store.errors import StoreError
from binglao_tui.store.ledger_money import Money

COLUMNS = ("player_nickname", "player_id", "session_start_at", "session_end_at", "buy_in", "buy_out", "stack")
NET = "net"
NIT_ESCROW = "nit_escrow"
HEADER = (*COLUMNS, NET)
"""The columns written (PokerNow's first shape)."""


class Units(Enum):
    """What the file's amounts count."""

    CENTS = "cents"
    UNITS = "units"
    POINTS = "points"  # a night played for points only: whole points, no money

    @property
    def whole(self) -> bool:
        """Whether the file's amounts are whole numbers as they stand (cents or points)."""
        return self is not Units.UNITS


class ImportRefused(StoreError):
    """A file not imported: the message names the file (and the row) and says why."""


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One row of a PokerNow ledger, amounts in cents."""

    row: int  # the data row, from 1 (the header is not counted)
    line: int  # the file's line
    nickname: str
    player_id: str
    started_at: str
    ended_at: str | None
    buy_in: int
    buy_out: int
    stack: int
    net: int


@dataclass(frozen=True, slots=True)
class LedgerFile:
    """A PokerNow ledger read and checked, not yet imported."""

    name: str
    digest: str
    rows: tuple[LedgerRow, ...]
    units: Units = Units.CENTS


@dataclass(frozen=True, slots=True)
class Imported:
    """A file imported: its session, players and nets."""

    name: str
    session_id: int
    nets: dict[str, int]


def read_ledger(name: str, raw: bytes, units: Units) -> LedgerFile:
    """Read and check one ledger file (nothing is written); :class:`ImportRefused` if it
    cannot be imported."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ImportRefused(f"{name}: not a text file in UTF-8; nothing was imported") from None
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
    except csv.Error as exc:
        raise ImportRefused(f"{name}: not a CSV file ({exc}); nothing was imported") from None
    if header is None:
        raise ImportRefused(f"{name}: the file is empty; nothing was imported")
    header = [cell.strip() for cell in header]
    missing = [column for column in (*COLUMNS, NET) if column not in header]
    if missing:
        raise ImportRefused(
            f"{name}: not a PokerNow ledger: no column {', '.join(missing)} "
            f"(the columns are {','.join(HEADER)}, with {NIT_ESCROW} before {NET} in newer files); "
            "nothing was imported"
        )
    at = {column: header.index(column) for column in (*COLUMNS, NET)}
    if NIT_ESCROW in header:
        at[NIT_ESCROW] = header.index(NIT_ESCROW)
    rows: list[LedgerRow] = []
    try:
        for cells in reader:
            if not any(cell.strip() for cell in cells):
                continue
            rows.append(_row(name, len(rows) + 1, reader.line_num, cells, at, units))
    except csv.Error as exc:
        raise ImportRefused(f"{name}, line {reader.line_num}: {exc}; nothing was imported") from None
    if not rows:
        raise ImportRefused(f"{name}: the ledger has no rows; nothing was imported")
    total = sum(row.net for row in rows)
    if total:
        side = "more won than lost" if total > 0 else "more lost than won"
        raise ImportRefused(
            f"{name}: the nets do not add up to nothing: {_amount(abs(total), units)} {side} "
            f"over rows 1 to {len(rows)}; nothing was imported"
        )
    return LedgerFile(name, hashlib.sha256(raw).hexdigest(), tuple(rows), units)


def _row(name: str, number: int, line: int, cells: list[str], at: dict[str, int], units: Units) -> LedgerRow:
    def cell(column: str) -> str:
        index = at.get(column, len(cells))
        return cells[index].strip() if index < len(cells) else ""

    nickname, player_id = cell("player_nickname"), cell("player_id")
    where = f"{name}, row {number} (line {line}" + (f", {nickname}" if nickname else "") + ")"
    if not nickname or not player_id:
        raise ImportRefused(f"{where}: a row needs the player's nickname and id; nothing was imported")
    amounts: dict[str, int] = {}
    for column in ("buy_in", "buy_out", "stack", NIT_ESCROW, NET):
        value = _cents(cell(column), units, allow_empty=column != NET)
        if value is None:
            kinds = {Units.CENTS: "whole cents", Units.POINTS: "whole points"}
            kind = kinds.get(units, "an amount such as 12.50")
            raise ImportRefused(f"{where}: {column} {cell(column)!r} is not {kind}; nothing was imported")
        if column != NET and value < 0:
            raise ImportRefused(f"{where}: {column} cannot be less than nothing; nothing was imported")
        amounts[column] = value
    escrow = amounts[NIT_ESCROW]
    expected = amounts["buy_out"] + amounts["stack"] + escrow - amounts["buy_in"]
    if amounts[NET] != expected:
        formula = "buy_out + stack + nit_escrow - buy_in" if escrow else "buy_out + stack - buy_in"
        raise ImportRefused(
            f"{where}: net {_amount(amounts[NET], units)} is not {formula} = "
            f"{_amount(expected, units)}; nothing was imported"
        )
    ended = _time(cell("session_end_at")) if cell("session_end_at") else None
    if cell("session_end_at") and ended is None:
        raise ImportRefused(
            f"{where}: session_end_at {cell('session_end_at')!r} is not a date and time; nothing was imported"
        )
    # PokerNow leaves the start empty for some rows (an account seen only when it left):
    # such a row is dated by its end.
    started = ended if not cell("session_start_at") and ended is not None else _time(cell("session_start_at"))
    if started is None:
        raise ImportRefused(
            f"{where}: session_start_at {cell('session_start_at')!r} is not a date and time; "
            "nothing was imported"
        )
    return LedgerRow(
        number,
        line,
        nickname,
        player_id,
        started,
        ended,
        amounts["buy_in"],
        amounts["buy_out"] + (escrow if ended is not None else 0),
        amounts["stack"] + (escrow if ended is None else 0),
        amounts[NET],
    )


def _cents(text: str, units: Units, *, allow_empty: bool) -> int | None:
    """An amount of the file in cents (None: not an amount)."""
    if not text:
        return 0 if allow_empty else None
    if not all(c.isascii() and (c.isdigit() or c in "+-.") for c in text):
        return None
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    cents = value if units.whole else value * 100
    if cents != cents.to_integral_value() or abs(cents) > 10**15:
        return None
    return int(cents)


def _amount(cents: int, units: Units) -> str:
    """An amount as the file writes it."""
    if units.whole:
        return str(cents)
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole}.{part:02d}"


def _time(text: str) -> str | None:
    """A file's time (``2024-03-12T19:56:34.540Z``) as the store keeps times (UTC, ISO
    8601 to the second); None when it is not one."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds")


# --- importing ---------------------------------------------------------------------------


@dataclass
class _Player:
    player_id: str
    nickname: str
    latest: str
    started_at: str
    ended_at: str | None
    still_seated: bool
    buy_in: int = 0
    buy_out: int = 0
    stack: int = 0


def _players(ledger: LedgerFile) -> list[_Player]:
    """The file's players, one per ``player_id``, their rows added together."""
    by_id: dict[str, _Player] = {}
    for row in ledger.rows:
        player = by_id.get(row.player_id)
        if player is None:
            player = by_id[row.player_id] = _Player(
                row.player_id,
                row.nickname,
                row.started_at,
                row.started_at,
                row.ended_at,
                row.ended_at is None,
            )
        if row.started_at >= player.latest:
            player.nickname, player.latest = row.nickname, row.started_at
        player.started_at = min(player.started_at, row.started_at)
        player.still_seated = player.still_seated or row.ended_at is None
        if row.ended_at is not None and (player.ended_at is None or row.ended_at > player.ended_at):
            player.ended_at = row.ended_at
        player.buy_in += row.buy_in
        player.buy_out += row.buy_out
        player.stack += row.stack
    return list(by_id.values())


def import_files(db: Database, files: Sequence[tuple[str, bytes]], units: Units) -> list[Imported]:
    """Import PokerNow ledgers, one session each, all in one transaction: every file
    is read and checked first, and one refused file imports nothing."""
    ledgers = [read_ledger(name, raw, units) for name, raw in files]
    seen: dict[str, str] = {}
    for ledger in ledgers:
        if ledger.digest in seen:
            raise ImportRefused(
                f"{ledger.name}: the same file as {seen[ledger.digest]}, given twice; nothing was imported"
            )
        seen[ledger.digest] = ledger.name
    made = []
    with db.transaction() as conn:
        for ledger in ledgers:
            made.append(_import(conn, ledger))
    return made


def _import(conn: sqlite3.Connection, ledger: LedgerFile) -> Imported:
    earlier = conn.execute(
        "SELECT session_id, file_name FROM imports WHERE digest = ?", (ledger.digest,)
    ).fetchone()
    if earlier is not None:
        raise ImportRefused(
            f"{ledger.name}: already imported as session {earlier[0]} (from {earlier[1]}); "
            "nothing was imported"
        )
    for row in ledger.rows:
        known = conn.execute(
            "SELECT session_id FROM imported_rows WHERE site = ? AND player_id = ? AND started_at = ?",
            (POKERNOW, row.player_id, row.started_at),
        ).fetchone()
        if known is not None:
            raise ImportRefused(
                f"{ledger.name}, row {row.row} ({row.nickname}): this stint is already in session "
                f"{known[0]}, imported before: the file is a duplicate; nothing was imported"
            )
    _refuse_a_session_of_this_book(conn, ledger)
    players = _players(ledger)
    started = min(p.started_at for p in players)
    ended = max([p.ended_at or p.started_at for p in players] + [started])
    cursor = conn.execute("INSERT INTO sessions (started_at, ended_at) VALUES (?, ?)", (started, ended))
    assert cursor.lastrowid is not None
    session_id = cursor.lastrowid
    conn.execute(
        "UPDATE sessions SET money = ?, chip_value = 1, source = ? WHERE id = ?",
        (Money.POINTS.value if ledger.units is Units.POINTS else Money.MONEY.value, POKERNOW, session_id),
    )
    stamp = now()
    conn.execute(
        "INSERT INTO imports (session_id, site, file_name, digest, at) VALUES (?, ?, ?, ?, ?)",
        (session_id, POKERNOW, ledger.name, ledger.digest, stamp),
    )
    conn.executemany(
        "INSERT INTO imported_rows (site, player_id, started_at, session_id) VALUES (?, ?, ?, ?)",
        sorted({(POKERNOW, row.player_id, row.started_at, session_id) for row in ledger.rows}),
    )
    names = _seat_names(players)
    taken: set[int] = set()
    nets: dict[str, int] = {}
    for player in players:
        name = names[player.player_id]
        person = _person(conn, player, name, taken, stamp)
        taken.add(person)
        conn.execute(
            "INSERT INTO imported_lines (session_id, player, player_id, started_at, ended_at, buy_in, "
            "buy_out, stack) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                session_id,
                name,
                player.player_id,
                player.started_at,
                None if player.still_seated else player.ended_at,
                player.buy_in,
                player.buy_out,
                player.stack,
            ),
        )
        conn.execute(
            "INSERT INTO session_people (session_id, player, person_id) VALUES (?, ?, ?)",
            (session_id, name, person),
        )
        nets[name] = player.buy_out + player.stack - player.buy_in
    book_in(conn, session_id)
    return Imported(ledger.name, session_id, nets)


def _refuse_a_session_of_this_book(conn: sqlite3.Connection, ledger: LedgerFile) -> None:
    """A session dealt here and written out by ``ledger --csv`` is already in the book.

    That file starts every row at the session's own start, to the second; a PokerNow
    ledger whose every stint began at the very second a session dealt here began is not
    a real one, so such a file is refused as the session it was written from."""
    starts = {row.started_at for row in ledger.rows}
    if len(starts) != 1:
        return
    dealt = conn.execute(
        "SELECT id FROM sessions WHERE started_at = ? AND source != ? ORDER BY id",
        (starts.pop(), POKERNOW),
    ).fetchone()
    if dealt is not None:
        raise ImportRefused(
            f"{ledger.name}: this is session {dealt[0]} of this book, as `ledger --csv` wrote it; "
            "it is already here, nothing was imported"
        )


def _seat_names(players: list[_Player]) -> dict[str, str]:
    """Each player's name in the session: the latest nickname, with the id added when two
    players of the file go by the same one."""
    counts: dict[str, int] = {}
    for player in players:
        counts[player.nickname.casefold()] = counts.get(player.nickname.casefold(), 0) + 1
    return {
        p.player_id: p.nickname if counts[p.nickname.casefold()] == 1 else f"{p.nickname} ({p.player_id})"
        for p in players
    }


def _person(conn: sqlite3.Connection, player: _Player, name: str, taken: set[int], at: str) -> int:
    """Who the file's player is: the person with that PokerNow id; else the person who goes
    by the nickname (the same name is the same person), unless already another player of
    this file; else someone new. The id is then the person's."""
    person = person_by_account(conn, POKERNOW, player.player_id)
    if person is None:
        found = find_person(conn, name)
        person = found if found is not None and found not in taken else new_person(conn, name, at)
        add_account(conn, person, POKERNOW, player.player_id)
    return person
