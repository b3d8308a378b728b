"""TOML written so that it reads back to exactly the values written.

Keys are bare only when made of ASCII letters, digits, ``_`` and ``-``, and quoted
otherwise; strings are basic strings with every quote, backslash and control character
escaped. So no key or text taken from a file (a player's name, an unknown field) can close
a string or a table early and add a field of its own when the file is written again.

>>> value('say "hi"\\n_floor = 1')
'"say \\\\"hi\\\\"\\\\n_floor = 1"'
>>> key("_floor"), key("a.b = 1"), key("")
('_floor', '"a.b = 1"', '""')
>>> value({"x y": [1, Decimal("2.50"), True]})
'{ "x y" = [1, 2.50, true] }'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_SHORT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


class TomlTextError(ValueError):
    """A value TOML cannot hold (a lone surrogate in a text, an unknown type)."""


def key(name: str) -> str:
    """A key: bare when TOML allows it, else a quoted string."""
    return name if _BARE.fullmatch(name) else string(name)


def string(text: str) -> str:
    """A basic string: quotes, backslashes and control characters escaped."""
    out = ['"']
    for char in text:
        code = ord(char)
        if char in _SHORT:
            out.append(_SHORT[char])
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        elif 0xD800 <= code <= 0xDFFF:
            raise TomlTextError(f"text {text!r} has a lone surrogate (U+{code:04X}), which TOML cannot hold")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def value(item: Any) -> str:
    """Any value tomllib reads (with ``parse_float=Decimal``), written back as TOML."""
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, int):
        return str(item)
    if isinstance(item, Decimal):
        return _decimal(item)
    if isinstance(item, float):
        return repr(item)  # "1.5", "1e+16", "inf", "nan": each a TOML float
    if isinstance(item, str):
        return string(item)
    if isinstance(item, datetime | date | time):
        return item.isoformat()
    if isinstance(item, list | tuple):
        return "[" + ", ".join(value(v) for v in item) + "]"
    if isinstance(item, Mapping):
        return "{ " + ", ".join(f"{key(str(k))} = {value(v)}" for k, v in item.items()) + " }"
    raise TomlTextError(f"{item!r} cannot be written as TOML")


def _decimal(number: Decimal) -> str:
    """A TOML float (it keeps its decimal point or exponent, so it reads back as a float)."""
    if number.is_nan():
        return "nan"
    if number.is_infinite():
        return "-inf" if number < 0 else "inf"
    text = str(number)
    return text if any(c in text for c in ".eE") else text + ".0"
