"""The command line's parser: the ``binglao-tui`` click group, and how a run ends.

:func:`binglao_tui.cli.main` hands every command line with arguments to :func:`run`, and
the ending of an app opened without any to :func:`end`, so both end alike. Each
subcommand lives in its own module of this package and is imported when it is run, so
the calculators never pay for the app (Textual) or for commands they do not use.
"""

from __future__ import annotations

import codecs
import contextlib
import importlib
import importlib.util
import os
import sys
from typing import Any, NoReturn

import click

from binglao_tui import __version__
from binglao_tui.commands.common import ExitCode, example, missing_words, one_line

# name -> (module, attribute, one-line help shown in --help without importing the module)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "games": ("binglao_tui.commands.games", "games", "List the games, shipped and house."),
    "rules": ("binglao_tui.commands.games", "rules", "Show the rules text of a game."),
    "roll": ("binglao_tui.commands.roll", "roll", "What the button's die roll means."),
    "showdown": ("binglao_tui.commands.showdown", "showdown", "Judge a showdown."),
    "equity": ("binglao_tui.commands.equity", "equity", "Exact all-in equity, high and low."),
    "pot": ("binglao_tui.commands.pot", "pot", "Pot-limit calculator: to call, min, max."),
    "replay": ("binglao_tui.commands.replay", "replay", "Replay a PHH hand history."),
    "history": ("binglao_tui.commands.history", "history", "The hand history."),
    "ledger": ("binglao_tui.commands.ledger", "ledger", "The session ledger."),
    "book": ("binglao_tui.commands.book", "book", "The club's book: every person across the sessions."),
    "league": ("binglao_tui.commands.league", "league", "The year's league table of tournament points."),
    "tournament": ("binglao_tui.commands.tournament", "tournament", "Plan a tournament's blinds."),
    "icm": ("binglao_tui.commands.icm", "icm", "A fair deal: ICM, chip chop and a blend."),
    "display": ("binglao_tui.commands.display", "display", "The table display for the players (a terminal)."),
    "serve": ("binglao_tui.commands.display", "serve", "The table display in the players' browsers."),
    "deal": ("binglao_tui.commands.deal", "deal", "Deal an evening from a script of steps (JSON lines)."),
}


class StdoutClosed(Exception):
    """Whoever read standard output has gone (a closed pipe). Not an OSError, so that click
    lets it through to :func:`main`, which ends quietly."""


class LazyGroup(click.Group):
    """A group whose subcommands are imported only when invoked."""

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        try:
            return super().make_context(*args, **kwargs)
        except BrokenPipeError as exc:  # --help into a closed pipe
            raise StdoutClosed from exc

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BrokenPipeError as exc:
            raise StdoutClosed from exc

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name in COMMANDS if self._available(name)]

    @staticmethod
    def _available(name: str) -> bool:
        return importlib.util.find_spec(COMMANDS[name][0]) is not None

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module_name, attr, _ = COMMANDS[cmd_name]
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                return None
            raise
        command = getattr(module, attr)
        assert isinstance(command, click.Command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, COMMANDS[name][2]) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(
    cls=LazyGroup,
    invoke_without_command=True,
    epilog=example(
        "binglao-tui", "binglao-tui --db club.sqlite3 history list", "binglao-tui pot --pot 20 --bet 10"
    ),
)
@click.version_option(__version__, "--version", prog_name="binglao-tui")
@click.option(
    "--db",
    "db",
    type=click.Path(),  # a folder, a FIFO...: the store says what is wrong with it
    default=None,
    help="The SQLite file for the journal and history (or BINGLAO_TUI_DB).",
)
@click.option(
    "--rules-dir",
    "rules_dirs",
    multiple=True,
    type=click.Path(file_okay=False),
    help="A folder of house rules files (repeatable).",
)
@click.pass_context
def cli(ctx: click.Context, db: str | None, rules_dirs: tuple[str, ...]) -> None:
    """binglao-tui: the dealer's assistant for Binglao and the Omaha family.

    Run with no command to open the app.
    """
    ctx.ensure_object(dict)
    ctx.obj["db"] = db
    ctx.obj["rules_dirs"] = rules_dirs
    if ctx.invoked_subcommand is None:
        # start-up: Textual and the app's modules load only when the app is opened
        from binglao_tui.commands.app import run_app

        run_app(db=db, rules_dirs=rules_dirs)


def run(argv: list[str]) -> Any:
    """Run the command line ``argv``: click in non-standalone mode, so that every error is
    one line on stderr (:func:`end`)."""
    write_what_the_console_can()
    try:
        result = cli.main(args=argv, prog_name="binglao-tui", standalone_mode=False)
        sys.stdout.flush()  # here, not at exit, so a closed pipe is noticed below
        return result
    except (Exception, KeyboardInterrupt) as exc:
        end(exc, argv)


IN_LETTERS = "binglao-tui-letters"
"""The error handler of a console that cannot print every character (:func:`in_letters`)."""


def write_what_the_console_can() -> None:
    """Let standard output and error write what their encoding cannot as :func:`in_letters`
    does, instead of failing with UnicodeEncodeError. A Windows console writing to a file or
    a pipe encodes in its code page (cp1252: no ``♥``); UTF-8 streams are left as they are."""
    try:
        codecs.lookup_error(IN_LETTERS)
    except LookupError:
        codecs.register_error(IN_LETTERS, in_letters)
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or "utf-8"
        try:
            utf = codecs.lookup(encoding).name.startswith("utf")
        except LookupError:
            utf = False
        if not utf and hasattr(stream, "reconfigure"):
            with contextlib.suppress(ValueError, OSError):  # a stream already closed
                stream.reconfigure(errors=IN_LETTERS)


def in_letters(error: UnicodeError) -> tuple[str, int]:
    """The characters an encoding cannot write, in ASCII: a suit as its letter (``A♥`` is
    ``Ah``, as cards are typed), anything else as a JSON escape (``\\u00e9``), so JSON stays
    JSON and a name stays readable."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    # only once the console has failed on a character: the cards module is not loaded before
    from binglao_tui.core.cards import SUIT_SYMBOLS

    letters = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
    out = []
    for char in error.object[error.start : error.end]:
        code = ord(char)
        if char in letters:
            out.append(letters[char])
        elif code > 0xFFFF:  # as JSON writes it: two UTF-16 halves
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out), error.end


def end(exc: BaseException, argv: list[str]) -> NoReturn:
    """End the run after ``exc``, with its exit code and at most one line on stderr.

    Exit codes: 0 done; 1 an illegal action in a replayed hand; 2 bad input (or a database
    that cannot be used); 70 an unforeseen error, with a crash report; 130 interrupted;
    141 standard output closed by its reader.
    """
    if isinstance(exc, click.exceptions.Exit):
        sys.exit(exc.exit_code)
    if isinstance(exc, click.exceptions.Abort):
        if isinstance(exc.__cause__, KeyboardInterrupt):
            sys.exit(ExitCode.INTERRUPTED)
        click.echo("binglao-tui: aborted", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    if isinstance(exc, click.MissingParameter):  # the option and what to give, with an example
        click.echo(f"binglao-tui: {missing_words(exc)}", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    if isinstance(exc, click.BadParameter):  # the option and what is wrong, not click's own words
        where = exc.param.opts[0] if exc.param is not None and exc.param.opts else exc.param_hint
        click.echo(f"binglao-tui: {one_line(f'{where}: {exc.message}' if where else exc.message)}", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    if isinstance(exc, click.ClickException):
        click.echo(f"binglao-tui: {one_line(exc.format_message())}", err=True)
        sys.exit(ExitCode.BAD_INPUT if exc.exit_code == 2 else exc.exit_code)
    if isinstance(exc, KeyboardInterrupt):
        sys.exit(ExitCode.INTERRUPTED)
    if isinstance(exc, (StdoutClosed, BrokenPipeError)):
        _drop_stdout()
        sys.exit(ExitCode.CLOSED_PIPE)
    # a bug: one line, a crash report, its own exit code
    # only after a bug: writing a crash report needs platformdirs and traceback
    from binglao_tui.commands.crash import report_crash

    line = report_crash(exc, argv)
    with contextlib.suppress(OSError):  # stderr may be gone too
        click.echo(line, err=True)
    sys.exit(ExitCode.CRASHED)


def _drop_stdout() -> None:
    """Point standard output at the null device, so nothing more is written to the closed
    pipe (and Python's own flush at exit does not complain)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real file behind stdout (tests)
        pass
