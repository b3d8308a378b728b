"""JSON Lines in: one request a line from a file or standard input, for ``--input``.

:func:`json_lines` reads the input as bytes and decodes it a line at a time, so a line
that is not UTF-8 is named by its own number (a text reader decodes ahead in blocks and
would blame a later line, or an earlier one). Each line that cannot be read as JSON stops
the run with exit code 2 and one line on stderr naming it: malformed JSON, nesting past
the parser's stack, an integer past Python's digit limit. Blank lines are skipped; a
byte-order mark before the first line is allowed.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import IO, Any

from binglao_tui.commands.common import fail


def open_lines(path: str) -> IO[bytes]:
    """The ``--input`` source: standard input for ``-``, else the file (exit 2 if unreadable)."""
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror or exc}")
    except ValueError:  # a name no file system can hold (a NUL, half a character)
        fail(f"cannot read {path!r}: no such file")


def close_lines(source: IO[bytes]) -> None:
    """Close a source :func:`open_lines` opened (standard input stays open)."""
    if source is not sys.stdin.buffer:
        source.close()


def json_lines(source: IO[bytes]) -> Iterator[tuple[int, Any]]:
    """Each non-blank line's number (from 1) and its parsed JSON, as the line arrives."""
    # start-up: json only when requests come as JSON Lines
    import json

    for number, raw in enumerate(source, start=1):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            fail(f"line {number}: not UTF-8 text (byte {exc.start + 1} of the line)")
        if number == 1:
            line = line.removeprefix("\ufeff")  # a byte-order mark some editors write
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            fail(f"line {number}: malformed JSON: {exc.msg} (column {exc.colno})")
        except RecursionError:
            fail(f"line {number}: JSON nested too deeply to read")
        except ValueError:  # an integer literal longer than Python reads (4300 digits)
            fail(f"line {number}: a number in it is too long to read")
        yield number, data
