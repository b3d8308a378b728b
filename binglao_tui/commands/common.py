"""What every subcommand shares: exit codes, the one-line error, the rules-dir option."""

from __future__ import annotations

import sys
from collections.abc import Callable
from enum import IntEnum
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from binglao_tui.core.entry import MAX_CHIPS, printable, read_whole_number

if TYPE_CHECKING:
    from pathlib import Path

    from binglao_tui.core.rules import Game

F = TypeVar("F", bound=Callable[..., Any])


class ExitCode(IntEnum):
    """Exit codes other tools can rely on (docs/reference/index.md lists them)."""

    OK = 0
    ILLEGAL = 1  # an illegal action in a replayed or imported hand
    BAD_INPUT = 2  # input or a database that cannot be used: one line on stderr says why
    CRASHED = 70  # something unforeseen went wrong: a crash report was written
    INTERRUPTED = 130  # ctrl+c
    CLOSED_PIPE = 141  # whoever read standard output stopped reading (as 128 + SIGPIPE)


class BadInput(click.ClickException):
    """Bad input: exit code 2 and one line on stderr naming the problem."""

    exit_code = ExitCode.BAD_INPUT

    def show(self, file: Any = None) -> None:
        click.echo(f"binglao-tui: {self.format_message()}", err=True)


def one_line(message: object) -> str:
    """A message as one printable line: whitespace runs made single spaces, and anything
    that would act on the terminal (escape sequences, lone surrogates) written as escapes."""
    return printable(" ".join(str(message).split()))


def fail(message: str) -> NoReturn:
    """Stop with exit code 2 and ``message`` on one line of stderr."""
    raise BadInput(one_line(message))


if TYPE_CHECKING:
    _IntParam = click.ParamType[int]
else:  # click before 8.3 has no type parameter
    _IntParam = click.ParamType


class ChipCount(_IntParam):
    """A whole number of chips typed on the command line: ASCII digits only, from
    ``minimum`` to :data:`~binglao_tui.core.entry.MAX_CHIPS` (``²``, ``--5`` and ``1e3``
    are refused with one line, never read as something else)."""

    name = "chips"

    def __init__(self, minimum: int = 0) -> None:
        self.minimum = minimum

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            number: int | None = value
        else:
            number = read_whole_number(str(value))
        if number is None or not self.minimum <= number <= MAX_CHIPS:
            text = repr(value) if len(str(value)) <= 20 else repr(str(value)[:17] + "...")
            self.fail(f"{text} is not a whole number of chips, {self.minimum} to {MAX_CHIPS:,}", param, ctx)
        return number


def _as_paths(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> tuple[Path, ...]:
    if not value:
        return ()
    from pathlib import Path  # only when folders are given: pathlib is slow to import

    return tuple(Path(v) for v in value)


def rules_dir_option(func: F) -> F:
    """The ``--rules-dir DIR`` option of every command that reads games (as Paths)."""
    return click.option(
        "--rules-dir",
        "rules_dirs",
        multiple=True,
        type=click.Path(file_okay=False),
        callback=_as_paths,
        help="A folder of house rules files (repeatable).",
    )(func)


def all_rules_dirs(rules_dirs: tuple[Path, ...]) -> list[Path]:
    """The command's ``--rules-dir`` folders plus any given before the command name."""
    ctx = click.get_current_context(silent=True)
    dirs: list[Path] = []
    if not rules_dirs and (ctx is None or not _given_before(ctx)):
        return dirs
    # start-up: pathlib only when rules folders are asked for
    from pathlib import Path

    while ctx is not None:
        if isinstance(ctx.obj, dict):
            dirs.extend(Path(d) for d in ctx.obj.get("rules_dirs", ()))
        ctx = ctx.parent
    dirs.extend(rules_dirs)
    return dirs


def _given_before(ctx: click.Context | None) -> bool:
    """Whether ``--rules-dir`` was given before the command name."""
    while ctx is not None:
        if isinstance(ctx.obj, dict) and ctx.obj.get("rules_dirs"):
            return True
        ctx = ctx.parent
    return False


def load_games_or_fail(rules_dirs: tuple[Path, ...]) -> dict[str, Game]:
    """All games, or exit 2 naming the broken rules file."""
    # start-up: every command loads this module; the rules only for those that use a game
    from binglao_tui.core.rules import RulesError, load_games

    try:
        return load_games(all_rules_dirs(rules_dirs))
    except RulesError as exc:
        fail(str(exc))


def game_or_fail(game_id: str, rules_dirs: tuple[Path, ...]) -> Game:
    """One game by id, or exit 2 naming the problem (and listing the known ids)."""
    # start-up: every command loads this module; the rules only for those that use a game
    from binglao_tui.core.rules import RulesError, get_game

    try:
        return get_game(game_id, all_rules_dirs(rules_dirs))
    except RulesError as exc:
        fail(str(exc))


def print_json(data: Any) -> None:
    """One JSON document on stdout."""
    # start-up: json only for --json output
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


class Games:
    """The games a command-line request may name, by id, read when first asked for
    (a :class:`~binglao_tui.core.showdown.request_fields.GameSource`).

    With no house rules in play only ``<id>.toml`` of the shipped files is read for each
    game asked for; with house rules every game is read at once (a house file may change
    any game), exactly as before.
    """

    def __init__(self, rules_dirs: tuple[Path, ...]) -> None:
        # start-up: the rules files only once a command looks a game up
        from binglao_tui.core.rules.files import house_rules_in_play

        self._rules_dirs = rules_dirs
        self._games: dict[str, Game] = {}
        self._complete = house_rules_in_play(all_rules_dirs(rules_dirs))
        if self._complete:
            self._games = load_games_or_fail(rules_dirs)

    def get(self, game_id: str) -> Game | None:
        # start-up: a shipped game is found without reading the house folders
        from binglao_tui.core.rules import RulesError

        game = self._games.get(game_id)
        if game is None and not self._complete:
            from binglao_tui.core.rules.files import shipped_game

            try:
                game = shipped_game(game_id)
            except RulesError as exc:
                fail(str(exc))
            if game is not None:
                self._games[game_id] = game
        return game

    def ids(self) -> list[str]:
        """Every game's id, sorted (read in full the first time)."""
        if not self._complete:
            self._games, self._complete = load_games_or_fail(self._rules_dirs), True
        return sorted(self._games)
