"""The ``binglao-tui`` command line.

This module stays thin and cheap to import: it loads click and the standard library only.
Each subcommand lives in ``binglao_tui/commands/`` and is imported when it is run, so the
calculators never pay for the app (Textual) or for commands they do not use. With no
subcommand the Textual app opens.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import click

from binglao_tui import __version__
from binglao_tui.commands.common import ExitCode

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
    "tournament": ("binglao_tui.commands.tournament", "tournament", "Plan a tournament's blinds."),
    "icm": ("binglao_tui.commands.icm", "icm", "A fair deal: ICM, chip chop and a blend."),
}


class LazyGroup(click.Group):
    """A group whose subcommands are imported only when invoked."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name in COMMANDS if self._available(name)]

    @staticmethod
    def _available(name: str) -> bool:
        import importlib.util

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


@click.group(cls=LazyGroup, invoke_without_command=True)
@click.version_option(__version__, "--version", prog_name="binglao-tui")
@click.option(
    "--db",
    "db",
    type=click.Path(dir_okay=False),
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
        from binglao_tui.commands.app import run_app

        run_app(db=db, rules_dirs=rules_dirs)


def main(argv: list[str] | None = None) -> Any:
    """Entry point: click in non-standalone mode so every error is one line on stderr."""
    try:
        return cli.main(args=argv, prog_name="binglao-tui", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("binglao-tui: aborted", err=True)
        sys.exit(ExitCode.BAD_INPUT)
    except click.ClickException as exc:
        message = " ".join(exc.format_message().split())
        click.echo(f"binglao-tui: {message}", err=True)
        sys.exit(ExitCode.BAD_INPUT if exc.exit_code == 2 else exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
