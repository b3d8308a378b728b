"""``binglao-tui display`` and ``binglao-tui serve``: the table display, in a terminal or
in the players' browsers.

Both follow the dealer's journal read-only (``--db PATH`` after the command name, else
the one given before it, else ``$BINGLAO_TUI_DB``, else the user data folder) and take
the host's settings: ``--hide-stacks``, ``--big-pot`` (the pot alone, for a small screen),
``--session N`` (follow that session instead of the latest) and ``--speak`` (the
announcements read aloud by espeak-ng). ``serve`` needs the ``serve`` extra (segno, for
the QR code); without it, it says so in one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

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

if TYPE_CHECKING:
    from binglao_tui.core.rules.read_again import GamesReadAgain


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
            click.option(
                "--speak",
                is_flag=True,
                help="Say the announcements aloud (espeak-ng): levels, breaks, players out, all-ins.",
            ),
        )
    ):
        func = option(func)
    return db_option(rules_dir_option(func))


@click.command(epilog=example("binglao-tui display --db club.sqlite3 --hide-stacks"))
@_settings
def display(
    hide_stacks: bool, big_pot: bool, session: int | None, speak: bool, rules_dirs: tuple[Path, ...]
) -> None:
    """The table display in this terminal: the pot, the board and the player to act, read
    from the dealer's journal (never written), in a layout for the terminal's shape (under
    60 columns a phone's one column; from 140x40 a television's). Quit with q or ctrl+q."""
    # Textual and the display, only when the display is opened
    from binglao_tui.commands.full_screen import run_full_screen
    from binglao_tui.display.app import TableDisplay
    from binglao_tui.display.settings import DisplaySettings
    from binglao_tui.display.speech import speaker_for

    games = _games(rules_dirs)
    settings = DisplaySettings(hide_stacks=hide_stacks, big_pot_only=big_pot, session=session)
    speaker, note = speaker_for(speak)
    if note is not None:
        click.echo(note, err=True)
    run_full_screen(TableDisplay(db_path(), games=games, settings=settings, speaker=speaker))


def _games(rules_dirs: tuple[Path, ...]) -> GamesReadAgain:
    """The games, read again when a hand names a house game added after the start."""
    # only for the display: rules folders read again
    from binglao_tui.core.rules.read_again import GamesReadAgain

    return GamesReadAgain(all_rules_dirs(rules_dirs), load_games_or_fail(rules_dirs))


@click.command(epilog=example("binglao-tui serve --host 0.0.0.0 --port 8000"))
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="The address to listen on; another than 127.0.0.1 lets everyone on that network watch.",
)
@click.option("--port", type=WholeNumber(1, 65535), default=8000, show_default=True, help="The port.")
@click.option(
    "--new-token",
    is_flag=True,
    help="Make a new token for the address (pages opened with the old one stop).",
)
@click.option(
    "--max-viewers", type=WholeNumber(1, 200), default=12, show_default=True, help="Viewers at once, at most."
)
@click.option(
    "--viewers-per-address",
    type=WholeNumber(1, 200),
    default=4,
    show_default=True,
    help="Viewers from one address at once (past it, that address's oldest page is let go).",
)
@_settings
def serve(
    host: str,
    port: int,
    new_token: bool,
    max_viewers: int,
    viewers_per_address: int,
    hide_stacks: bool,
    big_pot: bool,
    session: int | None,
    speak: bool,
    rules_dirs: tuple[Path, ...],
) -> None:
    """The table display in the players' browsers: one read-only page for everyone who has
    the address (with its token). Prints the address and a QR code; ctrl+c stops it."""
    # serve's extra is optional: look for it before importing it, to say how to install it
    import importlib.util

    if importlib.util.find_spec("segno") is None:
        fail(f"serve needs segno, not installed; to add: {install_hint(['segno'])}")
    from binglao_tui.display.gate import Limits  # the web server, only for serve
    from binglao_tui.display.serve import ServeError, serve_display
    from binglao_tui.display.settings import DisplaySettings

    games = _games(rules_dirs)
    settings = DisplaySettings(hide_stacks=hide_stacks, big_pot_only=big_pot, session=session)
    limits = Limits(viewers=max_viewers, viewers_per_address=viewers_per_address)
    try:
        serve_display(db_path(), host, port, settings, games, speak=speak, new_token=new_token, limits=limits)
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
    import shlex  # only to write the hint when the serve extra is missing
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
    from importlib import metadata  # slow to import: only for the hint

    try:
        return (metadata.distribution("binglao-tui").read_text("INSTALLER") or "").strip()
    except metadata.PackageNotFoundError:  # run from a source tree
        return ""


def _with_version(name: str) -> str:
    """``name`` with the version the ``serve`` extra asks for (``segno>=1.5``)."""
    # importlib.metadata is slow to import: only for the hint
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
