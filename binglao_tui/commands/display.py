"""``binglao-tui display`` and ``binglao-tui serve``: the table display, in a terminal or
in the players' browsers.

Both follow the dealer's journal read-only (``--db PATH`` after the command name, else
the one given before it, else ``$BINGLAO_TUI_DB``, else the user data folder) and take
the host's settings: ``--hide-stacks``, ``--big-pot`` (the pot alone, for a small screen)
and ``--session N`` (follow that session instead of the latest). ``serve`` needs the
``serve`` extra (textual-serve and segno); without it, it says so in one line.
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from binglao_tui.commands.common import (
    WholeNumber,
    all_rules_dirs,
    db_option,
    example,
    fail,
    load_games_or_fail,
    rules_dir_option,
)
from binglao_tui.commands.storage import db_path

SERVED_BY = "BINGLAO_TUI_SERVED_BY"
"""Set by ``serve`` for the displays it starts: the server's process id."""


def _settings(func: click.decorators.FC) -> click.decorators.FC:
    """The host's settings and ``--db``, shared by both commands."""
    for option in reversed(
        (
            click.option("--hide-stacks", is_flag=True, help="Keep the players' stacks off the screen."),
            click.option("--big-pot", "big_pot", is_flag=True, help="Show the pot alone, in big figures."),
            click.option(
                "--session",
                type=WholeNumber(1),
                default=None,
                help="Follow this session of the journal (default: the latest).",
            ),
        )
    ):
        func = option(func)
    return db_option(rules_dir_option(func))


def _served_by() -> int | None:
    value = os.environ.get(SERVED_BY, "")
    return int(value) if value.isdigit() else None


@click.command(epilog=example("binglao-tui display --db club.sqlite3 --hide-stacks"))
@_settings
def display(hide_stacks: bool, big_pot: bool, session: int | None, rules_dirs: tuple[Path, ...]) -> None:
    """The table display in this terminal: the pot, the board and the player to act, read
    from the dealer's journal (never written). Quit with q or ctrl+q."""
    # start-up: Textual only for the display command, not for serve's parent process
    from binglao_tui.commands.full_screen import run_full_screen
    from binglao_tui.core.rules.read_again import GamesReadAgain
    from binglao_tui.display.app import TableDisplay
    from binglao_tui.display.settings import DisplaySettings

    # a house game added after the display started is found when a hand names it
    games = GamesReadAgain(all_rules_dirs(rules_dirs), load_games_or_fail(rules_dirs))
    settings = DisplaySettings(hide_stacks=hide_stacks, big_pot_only=big_pot, session=session)
    run_full_screen(TableDisplay(db_path(), games=games, settings=settings, parent=_served_by()))


@click.command(epilog=example("binglao-tui serve --host 0.0.0.0 --port 8000"))
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="The address to listen on; another than 127.0.0.1 lets everyone on that network watch.",
)
@click.option("--port", type=WholeNumber(1, 65535), default=8000, show_default=True, help="The port.")
@_settings
def serve(
    host: str,
    port: int,
    hide_stacks: bool,
    big_pot: bool,
    session: int | None,
    rules_dirs: tuple[Path, ...],
) -> None:
    """The table display in a browser: each visitor gets a read-only display of their own.
    Prints the address and a QR code; ctrl+c stops it and every display it started."""
    # serve's extra is optional: look for it before importing it, to say how to install it
    import importlib.util

    missing = [name for name in ("textual_serve", "segno") if importlib.util.find_spec(name) is None]
    if missing:
        names = [m.replace("_", "-") for m in missing]
        fail(f"serve needs {' and '.join(names)}, not installed; to add: {install_hint(names)}")
    from binglao_tui.display.serve import ServeError, serve_display
    from binglao_tui.display.settings import DisplaySettings

    load_games_or_fail(rules_dirs)  # a broken rules file is reported here, not by every display
    settings = DisplaySettings(hide_stacks=hide_stacks, big_pot_only=big_pot, session=session)
    try:
        serve_display(db_path(), host, port, settings, all_rules_dirs(rules_dirs), SERVED_BY)
    except ServeError as exc:
        fail(str(exc))


def install_hint(
    names: list[str],
    *,
    prefix: str | None = None,
    installer: str | None = None,
    python: str | None = None,
) -> str:
    """The command that adds ``names`` (the ``serve`` extra's packages) to the Python this
    app runs in, as it was installed: ``pipx inject`` into a pipx venv, ``uv pip install``
    where uv installed it, else pip of this very Python. The packages are named with the
    versions the extra asks for, and never the app itself: it is on no package index, so
    ``pip install 'binglao-tui[serve]'`` would look for it where it is not.

    ``prefix``, ``installer`` and ``python`` default to this process's (tests give others).
    """
    import shlex
    import sys

    prefix = sys.prefix if prefix is None else prefix
    python = sys.executable if python is None else python
    installer = _installer() if installer is None else installer
    wanted = " ".join(shlex.quote(_with_version(name)) for name in names)
    parts = prefix.replace("\\", "/").split("/")
    if "pipx" in "/".join(parts).lower() and "venvs" in parts:
        return f"pipx inject {parts[parts.index('venvs') + 1]} {wanted}"
    if installer == "uv":
        return f"uv pip install --python {shlex.quote(python)} {wanted}"
    return f"{shlex.quote(python)} -m pip install {wanted}"


def _installer() -> str:
    """Which tool installed this app (its ``INSTALLER`` record: ``pip``, ``uv``...), or ''."""
    from importlib import metadata

    try:
        return (metadata.distribution("binglao-tui").read_text("INSTALLER") or "").strip()
    except metadata.PackageNotFoundError:  # run from a source tree
        return ""


def _with_version(name: str) -> str:
    """``name`` with the version the ``serve`` extra asks for (``textual-serve>=1.1``)."""
    import re
    from importlib import metadata

    try:
        wants = metadata.requires("binglao-tui") or []
    except metadata.PackageNotFoundError:
        return name
    for want in wants:
        spec, _, marker = want.partition(";")
        named = re.match(r"[A-Za-z0-9._-]+", spec.strip())
        if "serve" in marker and named is not None and named.group() == name:
            return spec.strip().replace(" ", "")
    return name
