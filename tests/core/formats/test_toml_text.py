"""TOML written by the project reads back to exactly the keys and values written, whatever
the text: no key or string from an imported file can end a string or add a field."""

from __future__ import annotations

import tomllib
from datetime import UTC, date, datetime, time, timedelta, timezone
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.formats.toml_text import TomlTextError, key, string, value
from tests.sample_sizes import sizes

TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=20)
SCALARS = st.one_of(
    TEXT,
    st.integers(-(2**63), 2**63 - 1),
    st.booleans(),
    st.decimals(allow_nan=False, allow_infinity=False, places=4),
    st.dates(),
    st.times(),
    st.datetimes(),
    st.datetimes(timezones=st.sampled_from([UTC, timezone(timedelta(hours=-7))])),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


def _read(text: str) -> dict[str, Any]:
    return tomllib.loads(text, parse_float=Decimal)


@pytest.mark.parametrize("examples", sizes(100, 400))
def test_any_keys_and_values_read_back_as_written(examples: int) -> None:
    settings(max_examples=examples, deadline=None)(
        given(st.dictionaries(TEXT, VALUES, max_size=6))(_read_back)
    )()


def _read_back(fields: dict[str, Any]) -> None:
    text = "\n".join(f"{key(k)} = {value(v)}" for k, v in fields.items()) + "\n"
    assert _read(text) == fields


@given(TEXT)
def test_a_string_never_escapes_its_quotes(text: str) -> None:
    assert _read(f"a = {string(text)}\nb = 1\n") == {"a": text, "b": 1}


@pytest.mark.parametrize(
    "crafted",
    [
        'x"\n_floor = {p1 = 999}\ny',
        "x = 1\n[_floor]\np1 = 999",
        "\x7f\x00\x1b[2J\u2028",
        "'''\"\"\"",
        "a.b",
        "",
    ],
)
def test_crafted_keys_stay_one_key(crafted: str) -> None:
    data = _read(f"{key(crafted)} = {value(crafted)}\n")
    assert data == {crafted: crafted}
    assert "_floor" not in data or crafted == "_floor"


def test_floats_stay_floats_and_dates_stay_dates() -> None:
    fields = {
        "f": Decimal("1E+2"),
        "g": Decimal("0.125"),
        "h": 2.5,
        "d": date(2023, 6, 30),
        "t": time(21, 15),
        "dt": datetime(2023, 6, 30, 21, 15, tzinfo=timezone(timedelta(hours=-7))),
    }
    text = "\n".join(f"{k} = {value(v)}" for k, v in fields.items())
    assert "t = 21:15:00" in text
    back = _read(text)
    assert back["f"] == Decimal(100)
    assert isinstance(back["f"], Decimal)  # a float in TOML, not an integer
    assert back["h"] == Decimal("2.5")
    assert {k: back[k] for k in ("d", "t", "dt")} == {k: fields[k] for k in ("d", "t", "dt")}


def test_a_lone_surrogate_cannot_be_written() -> None:
    with pytest.raises(TomlTextError, match="lone surrogate"):
        string("a\ud800b")
