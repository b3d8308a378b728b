"""Opening the database for the ``history`` and ``ledger`` commands, failing in one line."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import fail
from binglao_tui.store.db import Database, check_place
from binglao_tui.store.errors import DatabaseInUse, ReadOnlyDatabase, StoreError, storage_problem
from binglao_tui.store.paths import resolve_path

if TYPE_CHECKING:
    from pathlib import Path


def db_path() -> Path:
    """The database named by ``--db`` (the one nearest the command when given more than
    once: after its name, else before it), else ``$BINGLAO_TUI_DB``, else the default."""
    ctx = click.get_current_context(silent=True)
    explicit = None
    while ctx is not None and explicit is None:
        if isinstance(ctx.obj, dict) and ctx.obj.get("db"):
            explicit = ctx.obj["db"]
        ctx = ctx.parent
    return resolve_path(explicit)


def open_for_reading() -> Database | None:
    """The database for reading (while the app may be writing), or None if there is none yet."""
    path = db_path()
    try:
        if not check_place(path):
            return None
        return Database.open_for_reading(path)
    except StoreError as exc:
        fail(str(exc))


def open_for_writing() -> Database:
    """The database for writing; refused while the app (or another command) holds it."""
    path = db_path()
    try:
        return Database.open(path)
    except DatabaseInUse as exc:
        fail(f"{path} is in use by another binglao-tui (process {exc.holder or '?'}); close it and try again")
    except ReadOnlyDatabase as exc:
        fail(f"{exc}; nothing can be saved into it")
    except StoreError as exc:
        fail(str(exc))


@contextmanager
def storage_errors(db: Database) -> Iterator[None]:
    """Inside: a record that does not parse, or SQLite failing on the file (a page found
    damaged, a full disk), ends the command with one line saying so."""
    try:
        yield
    except StoreError as exc:
        fail(str(exc))
    except sqlite3.Error as exc:
        fail(str(storage_problem(db.path, exc)))
    except UnicodeDecodeError:  # SQLite's message quoting a damaged schema
        fail(f"{db.path} is damaged: SQLite reports damage it cannot even name")
