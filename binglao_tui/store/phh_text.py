"""The PHH text of a stored hand, as ``history export`` writes it.

A stored hand is replayed by the engine and written by the engine's PHH writer, with the
amounts put back into the units the hand was entered in (an imported file with stacks like
``1259450.25`` comes back in the same units). A hand the standard has a code for (``PO``,
``FO/8``) carries only standard fields; any other is written with this project's own code
(``variant = "_plo8"``), which standard readers refuse, and ``_``-prefixed extension fields. A floor
ruling has no PHH equivalent: the file keeps the hand as the cards and the betting decided
it, and the ruling goes into two extension fields, ``_floor`` (the awards by player, in the
file's units) and ``_floor_note``. Fields an imported file had that the engine does not
use are written back as they were. A hand played here is written with its date and time,
its number and its players' seats, in the standard's own optional fields. Every key and
text is written as TOML data (quoted and escaped where needed), so a key in an imported
file cannot add a ``_floor`` or any other field to the exported one.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from binglao_tui.core.engine.actions import Action, ActionError, ActionKind
from binglao_tui.core.engine.hand import Hand, IllegalAction
from binglao_tui.core.engine.table import SetupError, TableSetup
from binglao_tui.core.formats.phh import PhhError, parse_toml, write_phh
from binglao_tui.core.formats.toml_text import TomlTextError
from binglao_tui.core.formats.toml_text import key as toml_key
from binglao_tui.core.formats.toml_text import value as toml_value
from binglao_tui.store.history import HandRecord

if TYPE_CHECKING:
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


class PhhExportError(Exception):
    """A stored hand that cannot be written as PHH."""


def replayed(record: HandRecord, games: Mapping[str, Game] | None) -> Hand:
    """The stored hand replayed through the engine (its floor rulings left out)."""
    try:
        setup = TableSetup.from_dict(record.setup, games)
        actions = [Action.from_dict(a) for a in record.actions]
        return Hand.replay(setup, [a for a in actions if a.kind is not ActionKind.FLOOR])
    except (SetupError, ActionError, IllegalAction) as exc:
        raise PhhExportError(str(exc)) from None


def hand_to_phh(record: HandRecord, games: Mapping[str, Game] | None = None) -> str:
    """The PHH text of one stored hand."""
    hand = replayed(record, games)
    try:
        floors = [a for a in (Action.from_dict(a) for a in record.actions) if a.kind is ActionKind.FLOOR]
    except ActionError as exc:  # pragma: no cover - replayed() read them already
        raise PhhExportError(str(exc)) from None
    setup = hand.setup
    order = _seat_order(hand)
    try:
        data = parse_toml(write_phh(hand))
    except TomlTextError as exc:
        raise PhhExportError(str(exc)) from None
    blinds = data["blinds_or_straddles"]
    if not setup.posted_small_blind and blinds[:2] == [0, setup.big_blind]:
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
    if record.summary.source == "table":  # played here: when, which hand, where they sat
        meta.update(played_fields(record, hand, order))
    for key, value in meta.items():
        if key not in ENGINE_FIELDS:
            data.setdefault(key, value)
    try:
        return fields_as_toml(data)
    except TomlTextError as exc:
        raise PhhExportError(str(exc)) from None


def played_fields(record: HandRecord, hand: Hand, order: tuple[str, ...]) -> dict[str, Any]:
    """The standard's optional fields for a hand played here: its date and start time in
    the local time zone (``year``, ``month``, ``day``, ``time``, ``time_zone_abbreviation``),
    its number in the session (``hand``), each player's seat as the table numbers it
    (``seats``, in the file's order: p1 first) and the table's seats (``seat_count``)."""
    fields: dict[str, Any] = {}
    try:
        started = datetime.fromisoformat(record.summary.started_at).astimezone()
    except (TypeError, ValueError):  # pragma: no cover - the store writes ISO 8601
        started = None
    if started is not None:
        fields.update(year=started.year, month=started.month, day=started.day)
        fields["time"] = started.time().replace(microsecond=0)
        fields["time_zone_abbreviation"] = started.tzname() or "UTC"
    if record.summary.number is not None:
        fields["hand"] = record.summary.number
    fields["seats"] = [hand.setup.number_of(name) for name in order]  # the table's own numbers
    fields["seat_count"] = hand.setup.size
    return fields


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


def fields_as_toml(data: Mapping[str, Any]) -> str:
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
