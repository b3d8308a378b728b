"""What every subcommand shares: exit codes, the one-line error, the rules-dir option."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from binglao_tui.core.entry import MAX_CHIPS, printable, read_chip_count, read_whole_number, shown

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


def example(*command_lines: str) -> str:
    """The end of a command's ``--help``: one or more command lines to copy (click's ``\\b``
    keeps each on a line of its own). A missing option's message quotes the first."""
    title = "Example:" if len(command_lines) == 1 else "Examples:"
    return f"{title}\n\n\b\n" + "\n".join(f"  {line}" for line in command_lines)


def first_example(command: click.Command | None) -> str | None:
    """The first command line of ``command``'s example (:func:`example`), or None."""
    lines = (command.epilog or "").splitlines() if command is not None else []
    return next((line.strip() for line in lines if line.strip().startswith("binglao-tui")), None)


class Described(click.Argument):
    """An argument with a few words saying what to give, for the message when it is missing
    (click's arguments take no ``help``): ``@click.argument("files", cls=Described, help=...)``."""

    def __init__(self, param_decls: Sequence[str], required: bool | None = None, **attrs: Any) -> None:
        self.description: str = attrs.pop("help", "")
        super().__init__(param_decls, required=required, **attrs)


def missing_words(exc: click.MissingParameter) -> str:
    """What a missing required option or argument is and what to give, with an example:
    ``pot: --pot is missing (chips in the middle that count); for example: binglao-tui pot
    --pot 20 --bet 10``."""
    param, ctx = exc.param, exc.ctx
    if param is None:
        return one_line(exc.format_message())
    if isinstance(param, click.Option):
        name, what = param.opts[0], param.help or ""
    else:
        name = param.human_readable_name
        what = param.description if isinstance(param, Described) else ""
    what = what.strip().rstrip(".")
    where = f"{ctx.command_path.removeprefix('binglao-tui').strip()}: " if ctx is not None else ""
    line = f"{where}{name} is missing"
    if what:
        line += f" ({what[:1].lower() + what[1:]})"
    shown = first_example(ctx.command if ctx is not None else None)
    if shown:
        line += f"; for example: {shown}"
    return one_line(line)


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
    """A whole number of chips typed on the command line, read by the one reader of chip
    counts (:func:`~binglao_tui.core.entry.read_chip_count`): ASCII digits only, from
    ``minimum`` to :data:`~binglao_tui.core.entry.MAX_CHIPS` (``²``, ``--5`` and ``1e3``
    are refused with one line, never read as something else)."""

    name = "chips"

    def __init__(self, minimum: int = 0) -> None:
        self.minimum = minimum

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        try:
            return read_chip_count(str(value), self.minimum)
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


class WholeNumber(_IntParam):
    """A whole number typed on the command line (players, minutes, a per cent, a session):
    ASCII digits only, from ``low`` to ``high``, read by the same reader as chip counts
    (``٨``, ``²`` and ``8.0`` are refused with one line, never read as something else)."""

    name = "number"

    def __init__(self, low: int, high: int | None = None) -> None:
        self.low, self.high = low, high

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        number = read_whole_number(str(value))
        top = MAX_CHIPS if self.high is None else self.high
        if number is None or not self.low <= number <= top:
            self.fail(f"{shown(str(value))} is not a whole number from {self.low} to {top:,}", param, ctx)
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


def _keep_db(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    if value is not None:  # the context's dict is shared down the chain: the last given wins
        ctx.ensure_object(dict)["db"] = value


def db_option(func: F) -> F:
    """The ``--db PATH`` option of every command that reads or writes the database, taken
    after the command's name as before it (``binglao-tui --db X history list`` and
    ``binglao-tui history list --db X`` are the same); the one nearest the command wins.
    :func:`binglao_tui.commands.storage.db_path` reads it."""
    return click.option(
        "--db",
        type=click.Path(),  # a folder, a FIFO...: the store says what is wrong with it
        default=None,
        expose_value=False,
        is_eager=True,
        callback=_keep_db,
        help="The SQLite file of the journal and history (else BINGLAO_TUI_DB, else the default).",
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
            # the shipped games alone: no house folder read
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
