"""``binglao-tui deal --script FILE|-``: the dealer's session from a script, headless.

Each line of the script is one step (a JSON object with one key: ``table``, ``sit``,
``leave``, ``move``, ``rebuy``, ``sit_out``, ``back``, ``deal``, ``act``, ``board``,
``show``, ``muck``, ``undo``, ``misdeal``); each step done prints one JSON line saying
where the table stands (:class:`~binglao_tui.session.script.Script`). The steps go to the
same journal the app writes: the app resumes from it, ``binglao-tui display`` follows it.
A bad step stops the run with exit 2 and one line naming its line number and what is
wrong; the steps before it are kept, nothing of it is done.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from binglao_tui.commands.common import db_option, example, fail, load_games_or_fail, rules_dir_option
from binglao_tui.commands.json_lines import close_lines, json_lines, open_lines
from binglao_tui.commands.storage import db_path


@click.command(
    "deal",
    epilog=example(
        "binglao-tui deal --script evening.jsonl --db evening.sqlite3",
        "binglao-tui deal --script - < evening.jsonl",
    ),
)
@click.option(
    "--script",
    "script_path",
    required=True,
    metavar="FILE|-",
    help="The steps, one JSON object a line (- for standard input).",
)
@db_option
@rules_dir_option
def deal(script_path: str, rules_dirs: tuple[Path, ...]) -> None:
    """Deal an evening from a script: one JSON line of the table after each step."""
    # start-up: the session, the engine and the store only when the command runs
    import json

    from binglao_tui.session.script import Script, ScriptError
    from binglao_tui.store.startup import open_for_table

    games = load_games_or_fail(rules_dirs)
    opened = open_for_table(db_path(), games)
    try:
        if opened.journal is None or (opened.db is not None and opened.db.read_only):
            fail(f"{opened.path}: {opened.problem or 'cannot be written'}")
        try:
            script = Script(games, opened)
        except ScriptError as exc:
            fail(str(exc))
        source = open_lines(script_path)
        try:
            for number, data in json_lines(source):
                try:
                    view: dict[str, Any] = {"line": number, **script.step(data)}
                except ScriptError as exc:
                    fail(f"line {number}: {exc}")
                sys.stdout.write(json.dumps(view, ensure_ascii=False) + "\n")
                sys.stdout.flush()
        finally:
            close_lines(source)
    finally:
        opened.close()
