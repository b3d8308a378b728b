"""What may be typed in: players' names and chip counts.

A name is data, shown as it was typed and never read as anything else, so it may hold any
printable character, markup-looking text such as ``[bold]`` included. What it may not hold
is anything that acts on a terminal or the layout instead of showing: control characters
(escape, newline, tab, backspace...), the invisible marks that turn text around (bidi
overrides), line and paragraph separators, lone surrogates (halves of a character that
are no character at all and cannot be written out as UTF-8), and the characters that draw
nothing: invisible format characters (zero-width space, word joiner, soft hyphen, BOM, tag
characters) and fillers (the Hangul fillers, the blank Braille pattern), so that two
players' names that look the same are the same name.

>>> check_name("A\u200bnn")
Traceback (most recent call last):
...
ValueError: the name 'A\\u200bnn' holds an invisible character, \\u200b; names are plain text

>>> check_name("Ann [bold]")
'Ann [bold]'
>>> check_name("Ann\\x1b]0;owned\\x07")
Traceback (most recent call last):
...
ValueError: the name 'Ann\\x1b]0;owned\\x07' holds a control character, \\x1b; names are plain text

Text that comes from a file or the database was not checked when it was typed; it is shown
through :func:`printable`, which writes each such character as an escape:

>>> printable("Ann\\x1b[31m")
'Ann\\\\x1b[31m'

Chip counts are whole numbers of at most :data:`MAX_CHIPS` (a thousand million million):
far beyond any table, below what SQLite and JSON readers hold exactly, and short enough to
print. :func:`read_whole_number` reads one from text with ASCII digits only, and
:func:`read_chip_count` is the one reader of a chip count typed anywhere (a command's
option, a chip set's ``denomination:count``, a stack in ``icm``, the app's fields):

>>> read_chip_count("٣٠٠")
Traceback (most recent call last):
...
ValueError: '٣٠٠' is not a whole number of chips, 0 to 1,000,000,000,000,000

Amounts of money and hours are :func:`read_decimal`: ASCII digits with at most one point,
never an exponent, a sign, ``nan`` or ``inf``.
"""

from __future__ import annotations

from decimal import Decimal

MAX_CHIPS = 10**15
# The most characters a name may have: long enough for any nickname, short enough to fit a column.
MAX_NAME_LENGTH = 40

# Characters that steer the display rather than show: bidi embeddings, overrides and isolates.
_STEERING = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Letters that draw nothing at all: the Hangul fillers and the blank Braille pattern. Python
# counts them printable (they are letters and symbols), so they are named here.
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
_NAMED = _STEERING | _FILLERS
# Control characters, lone surrogates, line and paragraph separators, and the invisible
# format characters (zero-width space, word joiner, soft hyphen, BOM, tag characters: two
# seats "Ann" and "A\u200bnn" would look the same at the table).
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


# The two joiners are format characters too, but they make characters of their own: an
# emoji sequence (a family, a flag), a word in Persian or in the Indic scripts.
_JOINERS = frozenset("\u200c\u200d")


def _hidden(char: str) -> bool:
    if char.isprintable() and char not in _NAMED:
        return False  # the quick answer for almost every character
    # Imported only here: a command with plain names never loads it.
    import unicodedata

    if char in _JOINERS:
        return False
    return char in _NAMED or unicodedata.category(char) in _HIDDEN_CATEGORIES


def hidden_character(text: str) -> str | None:
    """The first character of ``text`` that would act or hide instead of show, escaped; None if none."""
    if text.isprintable() and not _NAMED.intersection(text):
        return None
    for char in text:
        if _hidden(char):
            return _escape(char)
    return None


def check_name(name: object, what: str = "the name") -> str:
    """``name`` with surrounding spaces removed, or a :class:`ValueError` saying what is wrong.

    ``what`` starts the message ("the name", "player 2's name").
    """
    if not isinstance(name, str):
        raise ValueError(f"{what} must be text (got {type(name).__name__})")
    bad = next((char for char in name if _hidden(char)), None) if hidden_character(name) else None
    if bad is not None:
        import unicodedata  # only for a name refused

        kind = {"Cc": "a control character", "Cs": "half a character (a lone surrogate)"}.get(
            unicodedata.category(bad), "an invisible character"
        )
        bad = _escape(bad)
        raise ValueError(f"{what} '{printable(name)}' holds {kind}, {bad}; names are plain text")
    name = name.strip()
    if not name:
        raise ValueError(f"{what} is empty")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"{what} is {len(name)} characters long; at most {MAX_NAME_LENGTH}")
    return name


def printable(text: str) -> str:
    """``text`` with every character that would act on a terminal written as an escape
    (``\\x1b``, ``\\n``, ``\\u202e``, ``\\udc80``); the rest, markup-looking text included,
    is left as it is (the caller shows it as plain text)."""
    if text.isprintable() and not _NAMED.intersection(text):
        return text
    return "".join(_escape(char) if _hidden(char) else char for char in text)


def printable_text(text: str) -> str:
    """:func:`printable` for text of several lines (a rules file's summary): its line breaks
    and tabs are kept, everything else that would act on a terminal is escaped.

    >>> printable_text("red: \\x1b[31m\\r\\nnext\\tline")
    'red: \\\\x1b[31m\\nnext\\tline'
    """
    return "\n".join(
        "\t".join(printable(part) for part in line.split("\t"))
        for line in text.replace("\r\n", "\n").split("\n")
    )


def _escape(char: str) -> str:
    code = ord(char)
    if char in "\n\t\r":
        return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}[char]
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def read_whole_number(text: str) -> int | None:
    """A whole number written in ASCII digits with an optional leading ``-`` and spaces
    around it, or None: ``"²"``, ``"٣"``, ``"--5"``, ``"1e3"`` and ``"+5"`` are not numbers
    here, and nor is anything longer than a chip count can be."""
    text = text.strip()
    digits = text[1:] if text.startswith("-") else text
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > 30:
        return None
    return int(text)


def shown(text: object, longest: int = 20) -> str:
    """What was typed, quoted and cut short for a one-line message (``'1234567890123456...'``)."""
    quoted = repr(str(text)) if len(str(text)) <= longest else repr(str(text)[: longest - 3] + "...")
    return printable(quoted)


def read_chip_count(text: str, minimum: int = 0) -> int:
    """A chip count from ``minimum`` to :data:`MAX_CHIPS` typed as ASCII digits, or a
    :class:`ValueError` saying what a chip count is (``'²'``, ``'1e3'``, Arabic-Indic digits,
    a 5,000-digit number and anything past :data:`MAX_CHIPS` are all refused alike)."""
    number = read_whole_number(text)
    if number is None or not minimum <= number <= MAX_CHIPS:
        raise ValueError(f"{shown(text)} is not a whole number of chips, {minimum} to {MAX_CHIPS:,}")
    return number


def read_decimal(text: str, places: int | None = None) -> Decimal | None:
    """A number written with ASCII digits and at most one point (``20``, ``20.5``, ``.5``),
    with at most ``places`` digits after it, or None. No sign, no exponent, no ``nan`` or
    ``inf``, no digits of other scripts, and at most 30 characters: whatever it reads is a
    plain amount that any arithmetic after it can hold.

    >>> read_decimal("2.5"), read_decimal("1e30"), read_decimal("nan"), read_decimal("12.345", 2)
    (Decimal('2.5'), None, None, None)
    """
    whole, dot, part = text.strip().partition(".")
    if len(whole) + len(part) > 30 or not (whole or part):
        return None
    for digits in (whole, part):
        if digits and not (digits.isascii() and digits.isdigit()):
            return None
    if dot and (not part or (places is not None and len(part) > places)):
        return None
    return Decimal(f"{whole or 0}.{part}" if dot else whole)


def read_cents(text: str) -> int | None:
    """An amount of money to the cent (``20``, ``20.5``, ``0.05``) in cents, at most
    :data:`MAX_CHIPS` cents, or None (:func:`read_decimal` says what is read).

    >>> read_cents("20"), read_cents("12.5"), read_cents("0.05"), read_cents("1e30"), read_cents("1.234")
    (2000, 1250, 5, None, None)
    """
    amount = read_decimal(text, places=2)
    if amount is None or amount * 100 > MAX_CHIPS:
        return None
    return int(amount * 100)


def utf8_text(raw: bytes) -> str:
    """``raw`` decoded as UTF-8, or a :class:`ValueError` naming the first line that is not
    (``"line 6 is not UTF-8 text"``), counted the same whether it came from a file or a pipe.

    >>> utf8_text(b"a = 1\\nb = '\\xff'\\n")
    Traceback (most recent call last):
    ...
    ValueError: line 2 is not UTF-8 text
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ValueError(f"line {line} is not UTF-8 text") from None
