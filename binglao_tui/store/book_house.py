"""The house's settings of the book: what new sessions are played for (money at a chip's
value, or points only), how they settle and who keeps the bank, the league's formula and
whether the league shows the cash games. They live in the database (``house``), and a
session takes the money settings when it opens (a trigger of the schema)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from binglao_tui.core.tournament.league import DEFAULT_FORMULA, LeagueFormula
from binglao_tui.store.ledger_money import Money, SettleBy

_Setting = TypeVar("_Setting", bound=Enum)

HOUSE_KEYS = ("money", "chip_value", "settle", "bank", "league_formula", "league_cash")


@dataclass(frozen=True, slots=True)
class HouseBook:
    """The house's settings of the book: what new sessions are played for (money at
    ``chip_value`` cents a chip, or points only), how they settle and who keeps the bank,
    and the league's formula and whether it shows the cash games beside the points."""

    money: Money = Money.MONEY
    chip_value: int = 100
    settle: SettleBy = SettleBy.FEWEST
    bank: str | None = None
    league_formula: LeagueFormula = DEFAULT_FORMULA
    league_cash: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "money": self.money.value,
            "chip_value": self.chip_value if self.money is Money.MONEY else None,
            "settle": self.settle.value,
            "bank": self.bank,
            "league_formula": self.league_formula.value,
            "league_cash": self.league_cash,
        }


def house_book(conn: sqlite3.Connection) -> HouseBook:
    """The house's settings (the defaults where none is set)."""
    values = {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM house")}
    try:
        formula = LeagueFormula(values.get("league_formula", DEFAULT_FORMULA.value))
    except ValueError:
        formula = DEFAULT_FORMULA
    chip = values.get("chip_value", "100")
    return HouseBook(
        money=_decoded(Money, values.get("money"), Money.MONEY),
        chip_value=int(chip) if chip.isdigit() and int(chip) > 0 else 100,
        settle=_decoded(SettleBy, values.get("settle"), SettleBy.FEWEST),
        bank=values.get("bank"),
        league_formula=formula,
        league_cash=values.get("league_cash") == "yes",
    )


def _decoded(kind: type[_Setting], text: str | None, default: _Setting) -> _Setting:
    """A setting read back (the default where none is set, or one this version does not know)."""
    try:
        return default if text is None else kind(text)
    except ValueError:
        return default


def set_house(conn: sqlite3.Connection, **settings: str | None) -> None:
    """Set house settings inside the caller's transaction (None removes one)."""
    for key, value in settings.items():
        if key not in HOUSE_KEYS:
            raise ValueError(f"no house setting {key!r}")
        if value is None:
            conn.execute("DELETE FROM house WHERE key = ?", (key,))
        else:
            conn.execute(
                "INSERT INTO house (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )
