"""PHH files in and out of the history.

Import: a file is read and replayed by the engine's PHH reader
(:mod:`binglao_tui.core.formats.phh`); a file the reader cannot parse, an illegal action, a hand
that stops before its end or a result that differs from the file's ``finishing_stacks``
is refused with :class:`PhhImportError`, and nothing of that file is stored. A legal hand
is stored in one transaction: its setup, every action and its result. Fields the engine
does not use (``players``, ``author``, ``event``, ``time = 21:15:00``...) are kept exactly,
as TOML (``HandResult.phh_extra``; a JSON copy for display in ``meta``), and written back
on export. A hand already in the history (the same fingerprint: table, stacks, cards and
actions) is refused unless the caller allows duplicates.

Export: one ``.phh`` file per hand, written by the engine's PHH writer, with the amounts
put back into the units the hand was entered in (an imported file with stacks like
``1259450.25`` comes back in the same units). ``PO`` and ``FO/8`` hands carry only
standard fields; this project's games add the engine's ``_``-prefixed extension fields.
A floor ruling has no PHH equivalent: the file keeps the hand as the cards and the
betting decided it, and the ruling goes into two extension fields, ``_floor`` (the
awards by player, in the file's units) and ``_floor_note``, which this importer applies.
Every key and text is written as TOML data (quoted and escaped where needed), so a key in
an imported file cannot add a ``_floor`` or any other field to the exported one. Each file
is written atomically and never over an existing file or through a symbolic link unless
forced.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from dataclasses import replace
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from binglao_tui.core.formats.toml_text import TomlTextError
from binglao_tui.core.formats.toml_text import key as toml_key
from binglao_tui.core.formats.toml_text import value as toml_value
from binglao_tui.store.db import Database
from binglao_tui.store.history import HandRecord, History
from binglao_tui.store.journal import EntryKind, Journal
from binglao_tui.store.recording import result_from_hand

if TYPE_CHECKING:
    from binglao_tui.core.engine.hand import Hand
    from binglao_tui.core.rules import Game

# Fields the engine reads (everything else in a file is kept as it is).
ENGINE_FIELDS = frozenset(
    {
        "variant",
        "antes",
        "blinds_or_straddles",
        "min_bet",
        "small_bet",
        "big_bet",
        "starting_stacks",
        "actions",
        "finishing_stacks",
        "_game",
        "_betting",
        "_roll",
        "_run_twice",
        "_chip",
        "_floor",
        "_floor_note",
    }
)
AMOUNT_FIELDS = (
    "antes",
    "blinds_or_straddles",
    "min_bet",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "finishing_stacks",
    "_chip",
)
FIELD_ORDER = (
    "variant",
    "_game",
    "_betting",
    "ante_trimming_status",
    "antes",
    "blinds_or_straddles",
    "min_bet",
    "small_bet",
    "big_bet",
    "starting_stacks",
    "_chip",
    "_roll",
    "_run_twice",
    "actions",
    "_floor",
    "_floor_note",
)


class PhhImportError(Exception):
    """A file refused by ``history import``: ``illegal`` for a hand the rules refuse,
    otherwise a file that cannot be read (or a hand already in the history)."""

    def __init__(self, message: str, *, illegal: bool = False) -> None:
        super().__init__(message)
        self.illegal = illegal


class PhhExportError(Exception):
    """A stored hand that cannot be written as PHH."""


# -- import ----------------------------------------------------------------------------------


def import_file(
    db: Database, path: Path, games: Mapping[str, Game] | None = None, *, allow_duplicate: bool = False
) -> int:
    """Replay the PHH file at ``path`` and store it; return the new hand's id."""
    from binglao_tui.core.entry import utf8_text

    try:
        raw = path.read_bytes()
    except ValueError:  # a name no file system can hold (a NUL, half a character)
        raise PhhImportError(f"{str(path)!r}: no such file") from None
    except FileNotFoundError:
        raise PhhImportError(f"{path}: no such file") from None
    except OSError as exc:
        raise PhhImportError(f"{path}: cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    try:
        text = utf8_text(raw)
    except ValueError as exc:  # not UTF-8: the line is named
        raise PhhImportError(f"{path}: {exc}") from None
    return import_text(db, text, path.name, games, allow_duplicate=allow_duplicate)


def import_text(
    db: Database,
    text: str,
    name: str,
    games: Mapping[str, Game] | None = None,
    *,
    allow_duplicate: bool = False,
) -> int:
    """Replay one PHH hand given as text and store it; return the new hand's id.

    A hand already in the history (the same table, stacks, cards and actions: the same
    :func:`~binglao_tui.core.formats.phh.fingerprint`) is refused unless
    ``allow_duplicate``.
    """
    from binglao_tui.core.engine.actions import Action, ActionKind
    from binglao_tui.core.engine.hand import IllegalAction
    from binglao_tui.core.formats.phh import PhhError, PhhIllegal, fingerprint, read_phh, replay_phh

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
        earlier = find_same_hand(db, same, games)
        if earlier is not None:
            raise PhhImportError(
                f"{name}: this hand is already in the history as hand {earlier} (recognised by its"
                " table, starting stacks, cards and every action); to add it again, import it with"
                " --allow-duplicate"
            )
    if "_floor" in data:
        awards = _floor_awards(data["_floor"], phh.setup.names, phh.scale, name)
        note = data.get("_floor_note", "")
        if not isinstance(note, str):
            raise PhhImportError(f"{name}: field '_floor_note' must be a text")
        try:
            hand = hand.apply(Action.floor(awards, note=note))
        except IllegalAction as exc:
            raise PhhImportError(f"{name}: field '_floor': {exc}", illegal=True) from None
    kept = {k: v for k, v in data.items() if k not in ENGINE_FIELDS}
    try:
        extra = _toml(kept)
    except TomlTextError as exc:
        raise PhhImportError(f"{name}: {exc}") from None
    result = result_from_hand(hand, unit=unit, meta=_json_safe(kept))
    result = replace(result, phh_extra=extra, fingerprint=same)
    setup = phh.setup.to_dict()
    with db.transaction() as conn:
        hand_id = Journal.start_in(conn, setup, game=phh.setup.game.id, source="import", source_name=name)
        for action in hand.actions:
            kind = EntryKind.FLOOR if action.kind is ActionKind.FLOOR else EntryKind.ACTION
            Journal.append_in(conn, hand_id, kind, action.to_dict())
        History.finish_in(conn, hand_id, result)
    return hand_id


def find_same_hand(db: Database, same: str, games: Mapping[str, Game] | None = None) -> int | None:
    """The id of a finished hand with this fingerprint, or None.

    Hands stored before fingerprints were kept are replayed to work theirs out.
    """
    row = db.conn.execute(
        "SELECT id FROM hands WHERE status = 'finished' AND json_extract(result, '$.fingerprint') = ?"
        " ORDER BY id LIMIT 1",
        (same,),
    ).fetchone()
    if row is not None:
        return int(row[0])
    older = db.conn.execute(
        "SELECT id FROM hands WHERE status = 'finished'"
        " AND coalesce(json_extract(result, '$.fingerprint'), '') = '' ORDER BY id"
    ).fetchall()
    for (hand_id,) in older:
        record = History(db).get(int(hand_id))
        if _fingerprint_of(record, games) == same:
            return int(hand_id)
    return None


def _fingerprint_of(record: HandRecord, games: Mapping[str, Game] | None) -> str | None:
    from binglao_tui.core.formats.phh import fingerprint

    try:
        hand = _replayed(record, games)
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


def _floor_awards(raw: Any, names: tuple[str, ...], scale: int, name: str) -> dict[str, int]:
    from binglao_tui.core.formats.amounts import AmountError, read_amount, smallest_unit, to_units

    if not isinstance(raw, Mapping) or not all(k in names for k in raw):
        raise PhhImportError(f"{name}: field '_floor' must map players p1..pN to amounts")
    places = len(str(scale)) - 1
    awards: dict[str, int] = {}
    for player, value in raw.items():
        try:
            amount = read_amount(value, f"field '_floor.{player}'")
            if isinstance(value, str) or smallest_unit([amount]) > places:
                raise AmountError(f"field '_floor.{player}' must be an amount in the file's units")
            awards[player] = to_units(amount, places)
        except AmountError as exc:
            raise PhhImportError(f"{name}: {exc}") from None
    return awards


# -- export ----------------------------------------------------------------------------------


def export_hand(
    record: HandRecord, out: Path, games: Mapping[str, Game] | None = None, *, force: bool = False
) -> Path:
    """Write one stored hand as ``hand-NNNNN.phh`` in ``out``; return the file's path.

    The file is written whole or not at all, and an existing file (or a symbolic link)
    of that name is left as it is unless ``force``; see :func:`write_new_file`.
    """
    path = export_path(record, out)
    write_new_file(path, hand_to_phh(record, games), force=force)
    return path


def export_path(record: HandRecord, out: Path) -> Path:
    """Where :func:`export_hand` writes a hand."""
    return out / f"hand-{record.summary.hand_id:05d}.phh"


def write_new_file(path: Path, text: str, *, force: bool = False) -> None:
    """Write ``text`` to ``path`` atomically: into a temporary file in the same folder,
    then linked to its name, which fails if anything (a file, a link) is there already.

    With ``force`` the temporary file replaces whatever has the name; a symbolic link
    there is itself replaced, never followed. Raises :class:`PhhExportError` for a name
    already taken, ``OSError`` for a folder that cannot be written.
    """
    data = text.encode("utf-8")
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if force:
            os.replace(temporary, path)
            return
        try:
            os.link(temporary, path, follow_symlinks=False)
        except FileExistsError:
            raise PhhExportError(f"{path} already exists: use --force to replace it") from None
        except OSError:
            _write_exclusive(path, data)  # a file system without hard links: still no overwrite
    finally:
        if os.path.lexists(temporary):
            os.unlink(temporary)


def _write_exclusive(path: Path, data: bytes) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        handle = os.open(path, flags, 0o644)
    except FileExistsError:
        raise PhhExportError(f"{path} already exists: use --force to replace it") from None
    with os.fdopen(handle, "wb") as stream:
        stream.write(data)


def _replayed(record: HandRecord, games: Mapping[str, Game] | None) -> Hand:
    """The stored hand replayed through the engine (its floor rulings left out)."""
    from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
    from binglao_tui.core.engine.hand import Hand, IllegalAction
    from binglao_tui.core.engine.table import SetupError, TableSetup

    try:
        setup = TableSetup.from_dict(record.setup, games)
        actions = [Action.from_dict(a) for a in record.actions]
        return Hand.replay(setup, [a for a in actions if a.kind is not ActionKind.FLOOR])
    except (SetupError, ActionError, IllegalAction) as exc:
        raise PhhExportError(str(exc)) from None


def hand_to_phh(record: HandRecord, games: Mapping[str, Game] | None = None) -> str:
    """The PHH text of one stored hand."""
    from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
    from binglao_tui.core.formats.phh import PhhError, parse_toml, write_phh

    hand = _replayed(record, games)
    try:
        floors = [a for a in (Action.from_dict(a) for a in record.actions) if a.kind is ActionKind.FLOOR]
    except ActionError as exc:  # pragma: no cover - _replayed read them already
        raise PhhExportError(str(exc)) from None
    setup = hand.setup
    order = _seat_order(hand)
    try:
        data = parse_toml(write_phh(hand))
    except TomlTextError as exc:
        raise PhhExportError(str(exc)) from None
    blinds = data["blinds_or_straddles"]
    if not setup.small_blind and blinds[:2] == [0, setup.big_blind]:
        # One blind only: PHH lists it against p1, the player who posts it.
        data["blinds_or_straddles"] = [setup.big_blind, 0, *blinds[2:]]
    unit = Decimal(record.result.unit if record.result else "1")
    for key in AMOUNT_FIELDS:
        if key in data:
            data[key] = _scaled(data[key], unit)
    data["actions"] = [_scaled_line(line, unit) for line in data["actions"]]
    if floors:
        code = {name: f"p{i + 1}" for i, name in enumerate(order)}
        data["_floor"] = {code[n]: _scaled(v, unit) for n, v in floors[-1].awards}
        if floors[-1].note:
            data["_floor_note"] = floors[-1].note
    result = record.result
    if result is not None and result.phh_extra:
        try:
            meta: dict[str, Any] = parse_toml(result.phh_extra)
        except PhhError as exc:
            raise PhhExportError(f"the stored fields cannot be read back: {exc}") from None
    else:
        meta = dict(result.meta) if result else {}
    meta.setdefault("players", list(order))
    for key, value in meta.items():
        if key not in ENGINE_FIELDS:
            data.setdefault(key, value)
    try:
        return _toml(data)
    except TomlTextError as exc:
        raise PhhExportError(str(exc)) from None


def _seat_order(hand: Hand) -> tuple[str, ...]:
    """The players as PHH numbers them: p1 the small blind, the button last."""
    setup = hand.setup
    if setup.heads_up:
        return (setup.left_of(setup.button), setup.button)
    return setup.clockwise_from(setup.left_of(setup.button))


def _scaled(value: Any, unit: Decimal) -> Any:
    if isinstance(value, list):
        return [_scaled(v, unit) for v in value]
    if isinstance(value, bool) or not isinstance(value, int):
        return value
    return _number(Decimal(value) * unit)


def _number(value: Decimal) -> int | Decimal:
    return int(value) if value == value.to_integral_value() else value.normalize()


def _scaled_line(line: str, unit: Decimal) -> str:
    words = line.split()
    if len(words) == 3 and words[1] == "cbr" and unit != 1:
        words[2] = str(_number(Decimal(words[2]) * unit))
    return " ".join(words)


def _toml(data: Mapping[str, Any]) -> str:
    """The fields as TOML: the game's first, the actions one a line, then the rest.

    Every key and value goes through :mod:`binglao_tui.core.formats.toml_text`, so a key
    or text from an imported file is written as data and cannot add a field.
    """
    keys = [k for k in FIELD_ORDER if k in data]
    keys += [k for k in data if k not in keys and k != "finishing_stacks"]
    if "finishing_stacks" in data:
        keys.append("finishing_stacks")
    lines = []
    for name in keys:
        if name == "actions":
            lines.append("actions = [")
            lines += [f"  {toml_value(a)}," for a in data[name]]
            lines.append("]")
        else:
            lines.append(f"{toml_key(name)} = {toml_value(data[name])}")
    return "\n".join(lines) + "\n"
