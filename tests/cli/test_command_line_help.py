"""The command line as a user meets it (issue 22 §3): a missing option or argument says
which and what to give, every command's ``--help`` ends with an example that works, and
``--db`` is taken in the same places by every command that reads the database."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import click
import pytest

from binglao_tui.commands.common import first_example
from binglao_tui.commands.group import cli
from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger
from tests.cli._cli_main import assert_bad_input, run

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["pot"], ["pot: --pot is missing (chips in the middle", "for example: binglao-tui pot --pot"]),
        (["rules"], ["rules: GAME is missing (the id of a game", "for example: binglao-tui rules binglao"]),
        (["replay"], ["replay: FILE|- is missing (a PHH hand history file", "binglao-tui replay hand.phh"]),
        (["icm"], ["icm: --stacks is missing (chips of each player left", "binglao-tui icm --stacks"]),
        (["tournament", "plan"], ["tournament plan: --players is missing (how many", "plan --players 8"]),
        (["history", "import"], ["history import: FILE... is missing (one or more PHH", "import hands/"]),
    ],
)
def test_a_missing_required_option_or_argument_names_itself_and_what_to_give(
    args: list[str], words: list[str]
) -> None:
    assert_bad_input(*run(*args), *words)


def _commands(group: click.Group, ctx: click.Context) -> list[tuple[list[str], click.Command]]:
    found: list[tuple[list[str], click.Command]] = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        found.append(([name], command))
        if isinstance(command, click.Group):
            found += [([name, *path], sub) for path, sub in _commands(command, ctx)]
    return found


ALL = [([], cli), *_commands(cli, click.Context(cli))]


@pytest.mark.parametrize(("path", "command"), ALL, ids=[" ".join(p) or "binglao-tui" for p, _ in ALL])
def test_every_commands_help_ends_with_an_example(path: list[str], command: click.Command) -> None:
    code, out, _ = run(*path, "--help")
    assert code == 0
    last = out.rstrip().splitlines()
    example = first_example(command)
    assert example is not None
    assert example.split()[:2] == ["binglao-tui", *path[:1]] or not path
    assert last[-1].strip().startswith("binglao-tui"), out
    assert "Example" in out[out.rindex("Options:") :], out


RUNNABLE = ["games", "rules", "roll", "showdown", "equity", "pot", "icm", "tournament", "ledger"]


@pytest.mark.parametrize("name", RUNNABLE)
def test_the_example_in_help_works(name: str, tmp_path: Path) -> None:
    command = cli.get_command(click.Context(cli), name)
    example = first_example(command)
    assert example is not None
    words = shlex.split(example)[1:]
    code, out, err = run(*words, env={"BINGLAO_TUI_DB": str(tmp_path / "db.sqlite3")})
    assert code == 0, err
    assert out


def _club(db: Path) -> None:
    """A database with one session of one hand, and one imported hand."""
    with Database.open(db) as opened:
        ledger = Ledger(opened)
        session = ledger.start_session()
        stacks = {"Ann": 100, "Bob": 100}
        ledger.reconcile(session, stacks)
        setup = {
            "game": "plo",
            "seats": [{"name": n, "stack": s} for n, s in stacks.items()],
            "button": "Ann",
            "small_blind": 1,
            "big_blind": 2,
        }
        hand = Journal(opened).start_hand(setup, game="plo", session_id=session)
        History(opened).finish(hand, HandResult(("Ann", "Bob"), (100, 100), (150, 50)))
    code, _, err = run("history", "import", "--db", str(db), str(PHH / "antonius-blom-2009.phh"))
    assert code == 0, err


@pytest.mark.parametrize(
    "args",
    [
        ["history", "list", "--json"],
        ["history", "show", "1"],
        ["ledger", "--list"],
    ],
)
def test_db_after_the_command_name_reads_that_database(args: list[str], tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    _club(db)
    before = run("--db", str(db), *args)
    after = run(*args, "--db", str(db))
    assert before[0] == after[0] == 0, (before, after)
    assert before == after
    elsewhere = run(*args)  # BINGLAO_TUI_DB: the empty default of the test's home
    assert elsewhere[1] != after[1]


def test_history_export_takes_db_after_its_name(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    assert run("--db", str(db), "history", "import", str(PHH / "antonius-blom-2009.phh"))[0] == 0
    code, _out, err = run("history", "export", "--db", str(db), "--out", str(tmp_path / "out"))
    assert code == 0, err
    assert len(list((tmp_path / "out").glob("*.phh"))) == 1


def test_db_after_the_command_wins_over_db_before_it(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    assert run("--db", str(db), "history", "import", str(PHH / "antonius-blom-2009.phh"))[0] == 0
    code, out, _ = run("--db", str(tmp_path / "other.sqlite3"), "history", "list", "--db", str(db), "--json")
    assert code == 0
    assert len(json.loads(out)) == 1


def test_db_in_the_history_group_itself(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    assert run("history", "--db", str(db), "import", str(PHH / "antonius-blom-2009.phh"))[0] == 0
    assert db.exists()
