"""The table as the dealer set it up: one small value, saved as JSON for next time.

:class:`TableForm` holds exactly what the setup screen asks (the game by id, the stakes,
the players and the button). It is plain data so that it can be written to a file now and
to the session journal later; the hand engine's own setup is built from it.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

DEFAULT_NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
                 "Kim", "Lou", "Max", "Ned", "Oz", "Pam", "Quin", "Ray", "Sue", "Tom",
                 "Uma", "Val", "Wes")
FORM_FILE = "table.json"


@dataclass(frozen=True, slots=True)
class Seat:
    """One player at the table: the name called out and the chips in front."""

    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class TableForm:
    """The table setup: game, stakes, players in clockwise seat order, and the button."""

    game_id: str = "binglao"
    betting: str = ""  # "" means the game's own betting structure
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    straddle: int = 0
    chip: int = 1
    seats: tuple[Seat, ...] = field(
        default_factory=lambda: tuple(Seat(n, 200) for n in DEFAULT_NAMES[:6]))
    button: int = 0  # index into seats

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        data = asdict(self)
        data["seats"] = [asdict(s) for s in self.seats]
        return data

    @classmethod
    def from_json(cls, data: Any) -> TableForm:
        """Read back what :meth:`to_json` wrote; anything odd falls back to the default."""
        default = cls()
        if not isinstance(data, dict):
            return default
        values: dict[str, Any] = {}
        for key in ("game_id", "betting"):
            if isinstance(data.get(key), str):
                values[key] = data[key]
        for key in ("small_blind", "big_blind", "ante", "straddle", "chip", "button"):
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                values[key] = value
        seats = data.get("seats")
        if isinstance(seats, list) and seats:
            read: list[Seat] = []
            for item in seats:
                if (isinstance(item, dict) and isinstance(item.get("name"), str)
                        and isinstance(item.get("stack"), int) and item["stack"] >= 0):
                    read.append(Seat(item["name"], item["stack"]))
            if len(read) >= 2:
                values["seats"] = tuple(read)
        form = replace(default, **values)
        if form.button >= len(form.seats):
            form = replace(form, button=0)
        return form

    def with_stacks(self, stacks: tuple[int, ...], button: int) -> TableForm:
        """The same table after a hand: new stacks and the button where it now is."""
        seats = tuple(Seat(s.name, stack) for s, stack in zip(self.seats, stacks, strict=True))
        return replace(self, seats=seats, button=button)


def config_dir() -> Path:
    """Where the app keeps its small settings file (``BINGLAO_TUI_CONFIG`` overrides)."""
    env = os.environ.get("BINGLAO_TUI_CONFIG")
    if env:
        return Path(env)
    from platformdirs import user_config_dir

    return Path(user_config_dir("binglao-tui"))


def load_form(folder: Path) -> TableForm:
    """The table last used, or the default table when there is none (or it is unreadable)."""
    try:
        data = json.loads((folder / FORM_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return TableForm()
    return TableForm.from_json(data)


def save_form(folder: Path, form: TableForm) -> None:
    """Remember the table for next time; a read-only disk is not worth stopping the game for."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / (FORM_FILE + ".tmp")
        tmp.write_text(json.dumps(form.to_json(), indent=2), encoding="utf-8")
        tmp.replace(folder / FORM_FILE)
    except OSError:
        pass
