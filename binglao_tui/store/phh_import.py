"""PHH files into the history (``history import``).

A file is read and replayed by the engine's PHH reader (:mod:`binglao_tui.core.formats.phh`);
a file the reader cannot parse, an illegal action, a hand that stops before its end or a
result that differs from the file's ``finishing_stacks`` is refused with
:class:`PhhImportError`, and nothing of that file is stored. A legal hand is stored in one
transaction: its setup, every action and its result. Fields the engine does not use
(``players``, ``author``, ``event``, ``time = 21:15:00``...) are kept exactly, as TOML
(``HandResult.phh_extra``; a JSON copy for display in ``meta``), and written back on
export. A floor ruling written by this project's export (``_floor``, ``_floor_note``) is
applied. A hand already in the history (the same fingerprint: table, stacks, cards and
actions) is refused unless the caller allows duplicates.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import IllegalAction
from binglao_tui.core.entry import printable, utf8_text
from binglao_tui.core.formats.amounts import AmountError, check_exact, read_amount, smallest_unit, to_units
from binglao_tui.core.formats.phh import PhhError, PhhIllegal, fingerprint, read_phh, replay_phh
from binglao_tui.core.formats.toml_text import TomlTextError
from binglao_tui.store.db import Database
from binglao_tui.store.errors import UnreadableRow
from binglao_tui.store.history import HandRecord, History
from binglao_tui.store.journal import Journal, JournalKind
from binglao_tui.store.phh_text import ENGINE_FIELDS, PhhExportError, fields_as_toml, replayed
from binglao_tui.store.recording import result_from_hand

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.formats.phh import PhhHand
    from binglao_tui.core.rules import Game


# A hand is a few kilobytes; as with a rules file, anything past this is not one (two 100 MB
# files once made every later `history list` slow and large in memory).
MAX_PHH_FILE = 1 << 20

# What the history keeps of a file beside what the engine reads: PHH's own fields about the
# hand (who, where, when, the currency), written back on export. Anything else (another
# tool's `_` fields, unknown keys) is left out, and the caller told which.
KEPT_FIELDS = frozenset(
    {
        "ante_trimming_status",
        "author",
        "event",
        "url",
        "venue",
        "address",
        "city",
        "region",
        "postal_code",
        "country",
        "time",
        "time_zone",
        "time_zone_abbreviation",
        "day",
        "month",
        "year",
        "hand",
        "level",
        "seats",
        "seat_count",
        "table",
        "players",
        "winnings",
        "currency",
        "currency_symbol",
        "time_limit",
        "time_banks",
    }
)


# Fields the reader understands that the stored hand says in its own way (its setup and
# actions): they are written again on export from it.
READ_FIELDS = ENGINE_FIELDS | {"_no_small_blind"}


class PhhImportError(Exception):
    """A file refused by ``history import``: ``illegal`` for a hand the rules refuse,
    otherwise a file that cannot be read (or a hand already in the history)."""

    def __init__(self, message: str, *, illegal: bool = False) -> None:
        super().__init__(message)
        self.illegal = illegal


def import_file(
    db: Database,
    path: Path,
    games: Mapping[str, Game] | None = None,
    *,
    allow_duplicate: bool = False,
    warn: Callable[[str], None] | None = None,
) -> int:
    """Replay the PHH file at ``path`` and store it; return the new hand's id. ``warn`` is
    told, in a sentence, which of the file's fields the history leaves out (if any)."""
    try:
        with path.open("rb") as file:
            raw = read_phh_bytes(file, str(path))
    except ValueError:  # a name no file system can hold (a NUL, half a character)
        raise PhhImportError(f"{str(path)!r}: no such file") from None
    except FileNotFoundError:
        raise PhhImportError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise PhhImportError(f"{path}: is a folder, not a hand history file") from None
    except OSError as exc:
        raise PhhImportError(f"{path}: cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    try:
        text = utf8_text(raw)
    except ValueError as exc:  # not UTF-8: the line is named
        raise PhhImportError(f"{path}: {exc}") from None
    return import_text(db, text, path.name, games, allow_duplicate=allow_duplicate, warn=warn)


def _left_out(name: str, fields: list[str]) -> str:
    shown = ", ".join(printable(k) for k in sorted(fields)[:5])
    more = f" and {len(fields) - 5} more" if len(fields) > 5 else ""
    return f"{name}: fields not kept in the history: {shown}{more}"


def read_phh_bytes(file: BinaryIO, name: str) -> bytes:
    """A PHH file's bytes, or :class:`PhhImportError` when it is larger than
    :data:`MAX_PHH_FILE` (read no further than that: a pipe that never ends is refused too)."""
    raw = file.read(MAX_PHH_FILE + 1)
    if len(raw) > MAX_PHH_FILE:
        raise PhhImportError(
            f"{name}: larger than {MAX_PHH_FILE // (1 << 20)} MB; a hand history file is a few kilobytes"
        )
    return raw


def import_text(
    db: Database,
    text: str,
    name: str,
    games: Mapping[str, Game] | None = None,
    *,
    allow_duplicate: bool = False,
    warn: Callable[[str], None] | None = None,
) -> int:
    """Replay one PHH hand given as text and store it; return the new hand's id.

    A hand already in the history (the same table, stacks, cards and actions: the same
    :func:`~binglao_tui.core.formats.phh.fingerprint`) is refused unless
    ``allow_duplicate``.
    """
    try:
        phh = read_phh(text, games)
        hand = replay_phh(phh).hand
    except PhhError as exc:
        raise PhhImportError(f"{name}: {exc}") from None
    except PhhIllegal as exc:
        raise PhhImportError(
            f"{name}: illegal action {exc.index + 1} {exc.text!r}: {exc.reason}", illegal=True
        ) from None
    data = phh.fields
    ruled_early = not hand.is_complete and "_floor" in data and hand.floor_open
    if ruled_early:  # the floor (or the players' equity chop) gave the pot at the all-in
        hand = with_floor_ruling(phh, hand, name)
    if not hand.is_complete:
        raise PhhImportError(f"{name}: the hand stops before its end (next: {hand.next_step})", illegal=True)
    finishing = hand.finishing_stacks or {}
    stacks = tuple(finishing[n] for n in phh.setup.names)
    if phh.finishing_stacks is not None and phh.finishing_stacks != stacks:
        wrong = ", ".join(
            f"{n} {phh.amount(got)} (file: {phh.amount(want)})"
            for n, got, want in zip(phh.setup.names, stacks, phh.finishing_stacks, strict=True)
            if got != want
        )
        raise PhhImportError(f"{name}: finishing stacks differ from the file's: {wrong}", illegal=True)
    unit = format(Decimal(1) / phh.scale, "f")
    same = fingerprint(hand, unit)
    if not allow_duplicate:
        earlier = find_same_hand(db, same, games, warn=warn)
        if earlier is not None:
            raise PhhImportError(
                f"{name}: this hand is already in the history as hand {earlier} (recognised by its"
                " table, starting stacks, cards and every action); to add it again, import it with"
                " --allow-duplicate"
            )
    if not ruled_early:
        hand = with_floor_ruling(phh, hand, name)
    kept = {k: v for k, v in data.items() if k in KEPT_FIELDS}
    left_out = [k for k in data if k not in KEPT_FIELDS and k not in READ_FIELDS]
    if left_out and warn is not None:
        warn(_left_out(name, left_out))
    try:
        extra = fields_as_toml(kept)
    except TomlTextError as exc:
        raise PhhImportError(f"{name}: {exc}") from None
    result = result_from_hand(hand, unit=unit, meta=_json_safe(kept))
    result = replace(result, phh_extra=extra, fingerprint=same)
    setup = phh.setup.to_dict()
    with db.transaction() as conn:
        hand_id = Journal.start_in(conn, setup, game=phh.setup.game.id, source="import", source_name=name)
        for action in hand.actions:
            kind = JournalKind.FLOOR if action.kind is ActionKind.FLOOR else JournalKind.ACTION
            Journal.append_in(conn, hand_id, kind, action.to_dict())
        History.finish_in(conn, hand_id, result)
    return hand_id


def find_same_hand(
    db: Database,
    same: str,
    games: Mapping[str, Game] | None = None,
    *,
    warn: Callable[[str], None] | None = None,
) -> int | None:
    """The id of a finished hand with this fingerprint, or None.

    Hands stored before fingerprints were kept are replayed to work theirs out. A hand
    whose record cannot be read (damaged by hand) is left out of the comparison, and
    ``warn`` told so, in a sentence naming it, as ``history list`` does: one damaged record
    never stops an import.
    """
    fingerprint_sql = "CASE WHEN json_valid(result) THEN json_extract(result, '$.fingerprint') END"
    row = db.conn.execute(
        f"SELECT id FROM hands WHERE status = 'finished' AND {fingerprint_sql} = ? ORDER BY id LIMIT 1",
        (same,),
    ).fetchone()
    if row is not None:
        return int(row[0])
    older = db.conn.execute(
        "SELECT id, json_valid(result) FROM hands"
        f" WHERE status = 'finished' AND coalesce({fingerprint_sql}, '') = '' ORDER BY id"
    ).fetchall()
    for hand_id, valid in older:
        try:
            if not valid:
                raise UnreadableRow(f"hand {hand_id}: its record cannot be read (not JSON)")
            record = History(db).get(int(hand_id))
        except UnreadableRow as exc:
            if warn is not None:
                warn(f"{exc}; left out of the check for duplicates")
            continue
        if _fingerprint_of(record, games) == same:
            return int(hand_id)
    return None


def _fingerprint_of(record: HandRecord, games: Mapping[str, Game] | None) -> str | None:
    try:
        hand = replayed(record, games)
    except PhhExportError:
        return None  # a hand whose game is no longer known cannot be compared
    return fingerprint(hand, record.result.unit if record.result else "1")


def _json_safe(value: Any) -> Any:
    """A file's field as the history's JSON keeps it for display (exact in ``phh_extra``)."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v) for k, v in value.items()}
    return value


def with_floor_ruling(phh: PhhHand, hand: Hand, name: str) -> Hand:
    """``hand`` (replayed to its end, or to an all-in the floor ruled on before the board
    was out: an equity chop, say) with the file's floor ruling applied, as ``history
    import`` stores it and ``replay`` shows it; ``hand`` itself when the file has none.

    The ruling is this project's extension (``_floor``: the awards by player in the file's
    units; ``_floor_note``: why). One that does not hand out exactly the pot, or not in the
    table's chips, is refused with :class:`PhhImportError` (``illegal``), counted in the
    file's units as every other amount said about the file."""
    data = phh.fields
    if "_floor" not in data:
        return hand
    awards = _floor_awards(data["_floor"], phh.setup.names, phh.scale, name)
    note = data.get("_floor_note", "")
    if not isinstance(note, str):
        raise PhhImportError(f"{name}: field '_floor_note' must be a text")
    pot = sum((hand.payouts or {}).values()) if hand.is_complete else hand.pot_total
    given = sum(awards.values())
    if given != pot:
        raise PhhImportError(
            f"{name}: field '_floor' hands out {phh.amount(given)}, but the pot is {phh.amount(pot)}",
            illegal=True,
        )
    chip = hand.setup.chip
    for player, amount in awards.items():
        if amount % chip:
            raise PhhImportError(
                f"{name}: field '_floor.{player}' is {phh.amount(amount)}, "
                f"not in chips of {phh.amount(chip)}",
                illegal=True,
            )
    try:
        return hand.apply(Action.floor(awards, note=note))
    except IllegalAction as exc:  # the engine's own checks, should the above let one through
        raise PhhImportError(f"{name}: field '_floor': {exc}", illegal=True) from None


def _floor_awards(raw: Any, names: tuple[str, ...], scale: int, name: str) -> dict[str, int]:
    if not isinstance(raw, Mapping) or not all(k in names for k in raw):
        raise PhhImportError(f"{name}: field '_floor' must map players p1..pN to amounts")
    places = len(str(scale)) - 1
    awards: dict[str, int] = {}
    for player, value in raw.items():
        where = f"field '_floor.{player}'"
        try:
            amount = read_amount(value, where)
            if isinstance(value, str) or smallest_unit([amount]) > places:
                raise AmountError(f"{where} must be an amount in the file's units")
            check_exact([(where, amount)], places)  # never a count of units past what is held
            awards[player] = to_units(amount, places)
        except AmountError as exc:
            raise PhhImportError(f"{name}: {exc}") from None
    return awards
