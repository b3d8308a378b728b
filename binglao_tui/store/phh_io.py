"""PHH files in and out of the history.

Import: a file is read and replayed by the engine's PHH reader
(:mod:`binglao_tui.core.formats.phh`); a file the reader cannot parse, an illegal action, a hand
that stops before its end or a result that differs from the file's ``finishing_stacks``
is refused with :class:`PhhImportError`, and nothing of that file is stored. A legal hand
is stored in one transaction: its setup, every action and its result. Fields the engine
does not use (``players``, ``author``, ``event``...) are kept and written back on export.

Export: one ``.phh`` file per hand, written by the engine's PHH writer, with the amounts
put back into the units the hand was entered in (an imported file with stacks like
``1259450.25`` comes back in the same units). ``PO`` and ``FO/8`` hands carry only
standard fields; this project's games add the engine's ``_``-prefixed extension fields.
A floor ruling has no PHH equivalent: the file keeps the hand as the cards and the
betting decided it, and the ruling goes into two extension fields, ``_floor`` (the
awards by player, in the file's units) and ``_floor_note``, which this importer applies.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from datetime import date, time
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
    otherwise a file that cannot be read."""

    def __init__(self, message: str, *, illegal: bool = False) -> None:
        super().__init__(message)
        self.illegal = illegal


class PhhExportError(Exception):
    """A stored hand that cannot be written as PHH."""


# -- import ----------------------------------------------------------------------------------


def import_file(db: Database, path: Path, games: Mapping[str, Game] | None = None) -> int:
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
    return import_text(db, text, path.name, games)


def import_text(db: Database, text: str, name: str, games: Mapping[str, Game] | None = None) -> int:
    """Replay one PHH hand given as text and store it; return the new hand's id."""
    from binglao_tui.core.engine.actions import Action, ActionKind
    from binglao_tui.core.engine.hand import IllegalAction
    from binglao_tui.core.formats.phh import PhhError, PhhIllegal, read_phh, replay_phh

    try:
        phh = read_phh(text, games)
        hand = replay_phh(phh).hand
        data = tomllib.loads(text)
    except PhhError as exc:
        raise PhhImportError(f"{name}: {exc}") from None
    except PhhIllegal as exc:
        raise PhhImportError(
            f"{name}: illegal action {exc.index + 1} {exc.text!r}: {exc.reason}", illegal=True
        ) from None
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
    if "_floor" in data:
        awards = _floor_awards(data["_floor"], phh.setup.names, phh.scale, name)
        try:
            hand = hand.apply(Action.floor(awards, note=str(data.get("_floor_note", ""))))
        except IllegalAction as exc:
            raise PhhImportError(f"{name}: field '_floor': {exc}", illegal=True) from None
    meta = {k: v for k, v in data.items() if k not in ENGINE_FIELDS}
    unit = format(Decimal(1) / phh.scale, "f")
    result = result_from_hand(hand, unit=unit, meta=meta)
    setup = phh.setup.to_dict()
    with db.transaction() as conn:
        hand_id = Journal.start_in(conn, setup, game=phh.setup.game.id, source="import", source_name=name)
        for action in hand.actions:
            kind = EntryKind.FLOOR if action.kind is ActionKind.FLOOR else EntryKind.ACTION
            Journal.append_in(conn, hand_id, kind, action.to_dict())
        History.finish_in(conn, hand_id, result)
    return hand_id


def _floor_awards(raw: Any, names: tuple[str, ...], scale: int, name: str) -> dict[str, int]:
    if not isinstance(raw, Mapping) or not all(k in names for k in raw):
        raise PhhImportError(f"{name}: field '_floor' must map players p1..pN to amounts")
    awards: dict[str, int] = {}
    for player, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise PhhImportError(f"{name}: field '_floor' must map players p1..pN to amounts")
        awards[player] = int(Decimal(str(value)) * scale)
    return awards


# -- export ----------------------------------------------------------------------------------


def export_hand(record: HandRecord, out: Path, games: Mapping[str, Game] | None = None) -> Path:
    """Write one stored hand as ``hand-NNNNN.phh`` in ``out``; return the file's path."""
    path = out / f"hand-{record.summary.hand_id:05d}.phh"
    path.write_text(hand_to_phh(record, games), encoding="utf-8")
    return path


def hand_to_phh(record: HandRecord, games: Mapping[str, Game] | None = None) -> str:
    """The PHH text of one stored hand."""
    from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
    from binglao_tui.core.engine.hand import Hand, IllegalAction
    from binglao_tui.core.engine.table import SetupError, TableSetup
    from binglao_tui.core.formats.phh import write_phh

    try:
        setup = TableSetup.from_dict(record.setup, games)
        actions = [Action.from_dict(a) for a in record.actions]
        floors = [a for a in actions if a.kind is ActionKind.FLOOR]
        hand = Hand.replay(setup, [a for a in actions if a.kind is not ActionKind.FLOOR])
    except (SetupError, ActionError, IllegalAction) as exc:
        raise PhhExportError(str(exc)) from None
    order = _seat_order(hand)
    data = tomllib.loads(write_phh(hand))
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
    meta = dict(record.result.meta) if record.result else {}
    meta.setdefault("players", list(order))
    for key, value in meta.items():
        data.setdefault(key, value)
    return _toml(data)


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
    """The fields as TOML: the game's first, the actions one a line, then the rest."""
    keys = [k for k in FIELD_ORDER if k in data]
    keys += [k for k in data if k not in keys and k != "finishing_stacks"]
    if "finishing_stacks" in data:
        keys.append("finishing_stacks")
    lines = []
    for key in keys:
        if key == "actions":
            lines.append("actions = [")
            lines += [f"  {_value(a)}," for a in data[key]]
            lines.append("]")
        else:
            lines.append(f"{key} = {_value(data[key])}")
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | Decimal):
        text = str(value)
        return text if "E" not in text else format(value, "f")
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, date | time):
        return value.isoformat()
    return json.dumps(str(value), ensure_ascii=False)


def _key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() and key.isascii() else json.dumps(key)
