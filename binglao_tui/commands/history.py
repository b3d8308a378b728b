"""``binglao-tui history``: list, show, import and export the hands played.

- ``history list [--json]``: every finished hand, oldest first (``--json``: a list with
  one object per hand);
- ``history show ID [--json]``: one hand with its actions, board, hands shown, pots,
  ruling, payouts and finishing stacks; ``history show --session S --hand N`` finds it by
  the numbers the app shows (hand N of session S: a misdealt deal takes no number, so after
  a misdeal the ID, the database's own, runs ahead of them);
- ``history odds ID [--json]`` (or ``--session S --hand N``): the hand's odds street by
  street, every shown hand's equity preflop, on the flop and on the turn, per pot and per
  board when run twice, with the outs (:mod:`binglao_tui.commands.odds_view`);
- ``history import FILE... [--allow-duplicate] [--rules-dir DIR]``: PHH files replayed
  through the engine and stored; an illegal or unreadable file, or a hand already in the
  history, is refused with a line naming the file and the problem, and nothing of it is
  stored;
- ``history export [--format phh] [--out DIR] [--force]``: one ``.phh`` file per finished
  hand, each written whole or not at all; a name already taken (a file or a symbolic
  link) is refused before anything is written, unless ``--force``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from binglao_tui.commands.common import (
    Described,
    ExitCode,
    db_option,
    example,
    fail,
    load_games_or_fail,
    one_line,
    print_json,
    rules_dir_option,
)
from binglao_tui.commands.storage import open_for_reading, open_for_writing, storage_errors
from binglao_tui.core.entry import printable, read_whole_number
from binglao_tui.store.errors import StoreError, UnreadableRow
from binglao_tui.store.history import History, format_amount
from binglao_tui.store.history_words import POT_WON, describe, hand_title, uncalled_back, won_by

if TYPE_CHECKING:
    from collections.abc import Callable

    from binglao_tui.store.db import Database
    from binglao_tui.store.history import HandRecord, HandSummary


@click.group(epilog=example("binglao-tui history list", "binglao-tui history show 12"))
@db_option
def history() -> None:
    """The hand history: list, show, import and export hands."""


PAGE = 30
"""Hands a page of ``history list``: about a screen, the latest first to see."""


@history.command(
    "list",
    epilog=example(
        "binglao-tui history list", "binglao-tui history list --page 2", "binglao-tui history list --json"
    ),
)
@db_option
@click.option("--page", "page_text", metavar="N", help=f"Page N of {PAGE} hands, 1 the latest (the default).")
@click.option("--all", "every", is_flag=True, help="Every hand, oldest first.")
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print a JSON list, one object per hand (every hand unless --page).",
)
def list_hands(page_text: str | None, every: bool, as_json: bool) -> None:
    """The latest hands, a page at a time (--page N: older ones; --all: every hand), oldest first."""
    page = None if page_text is None else _whole("--page", page_text)
    if page is not None and every:
        fail("--page and --all do not go together: --all lists every hand")
    if page is not None and page < 1:
        fail("--page takes a page number from 1 (the latest)")
    db = open_for_reading()
    if as_json and page is None:
        _every_hand_as_json(db)
        return
    hands: list[HandSummary] = []
    total = 0
    if db is not None:
        with db, storage_errors(db):
            store = History(db)
            total = store.count()
            hands = store.hands() if every else store.page(PAGE, skip=((page or 1) - 1) * PAGE)
        for problem in store.unreadable:
            click.echo(f"binglao-tui: warning: {one_line(problem)}; left out of the list", err=True)
    if as_json:
        print_json([hand.to_dict() for hand in hands])
        return
    if not hands:
        if total:
            fail(f"there is no page {page}: the history has {total:,} hands, {PAGE} a page")
        click.echo("No hands in the history yet.")
        return
    # start-up: rich only for the human listing, not for --json
    from rich.table import Table
    from rich.text import Text

    from binglao_tui.commands.console import CommandConsole

    def cell(value: str) -> Text:  # a name is shown as it is, never read as markup
        return Text(printable(value))

    table = Table(title=_title(hands, total, every, page or 1))
    # the dealer's numbering, as the app's history shows it: the session and the hand within
    # it (a misdealt deal takes no number); the ID first, since `history show ID` takes it.
    # Only imported hands: no Session column (an empty one took room from the files' names).
    # The pot won; an uncalled bet given back is said under it (it was never in the pot)
    sessions = any(hand.source != "import" and hand.session_id is not None for hand in hands)
    for column in (
        "ID",
        *(["Session"] if sessions else []),
        "Hand",
        "Game",
        "Roll",
        "Board",
        POT_WON,
        "Won by",
    ):
        table.add_column(column, justify="right" if column in ("ID", "Session", POT_WON) else "left")
    for hand in hands:
        imported = hand.source == "import"
        where = (hand.source_name or "imported") if imported else (str(hand.number) if hand.number else "")
        session = "" if imported or hand.session_id is None else str(hand.session_id)
        table.add_row(
            str(hand.hand_id),
            *([session] if sessions else []),
            cell(where),
            cell(hand.game),
            "" if hand.roll is None else str(hand.roll),
            # a board a line when run twice, and a pot a line, as the app's history lists
            # them (a run-twice board wrapped mid-board at 80 columns)
            Text("\n").join(cell(board) for board in hand.board.split(" / ")),
            Text("\n").join(cell(line) for line in _pot_won(hand) if line),
            Text("\n").join(cell(line) for line in won_by(hand, "\n").split("\n")),
        )
    console = CommandConsole()
    console.print(table)
    if not every and len(hands) < total:
        older = f"older: --page {(page or 1) + 1}; " if (page or 1) * PAGE < total else ""
        console.print(f"{older}every hand: --all", markup=False, highlight=False)
    console.print(SHOW_HINT if sessions else SHOW_HINT.split(",")[0], markup=False, highlight=False)


def _title(hands: list[HandSummary], total: int, every: bool, page: int) -> str:
    """``Hands 49,971 to 50,000 of 50,000`` (or ``3 hands``)."""
    if every or len(hands) == total:
        return f"{total:,} hand{'' if total == 1 else 's'}"
    last = total - (page - 1) * PAGE
    return f"Hands {last - len(hands) + 1:,} to {last:,} of {total:,}"


def _every_hand_as_json(db: Database | None) -> None:
    """Every hand as one JSON list, each written as it is read (a history of years is
    never held whole)."""
    import json  # start-up: only for --json

    out = sys.stdout
    out.write("[")
    if db is not None:
        with db, storage_errors(db):
            store = History(db)
            for index, hand in enumerate(store.each()):
                out.write((", " if index else "") + json.dumps(hand.to_dict(), ensure_ascii=False))
        for problem in store.unreadable:
            click.echo(f"binglao-tui: warning: {one_line(problem)}; left out of the list", err=True)
    out.write("]\n")


SHOW_HINT = "One hand: binglao-tui history show ID, or history show --session S --hand N"


def _pot_won(hand: HandSummary) -> tuple[str, str]:
    """The pot won, and under it any uncalled bet given back (it was never in the pot)."""
    return format_amount(hand.pot, hand.unit), " ".join(uncalled_back(hand.returned, hand.unit))


@history.command(
    "show", epilog=example("binglao-tui history show 12", "binglao-tui history show --session 3 --hand 7")
)
@db_option
@click.argument("hand_id", metavar="ID", required=False)
@click.option("--session", "session_text", metavar="S", help="With --hand: the hand's session.")
@click.option(
    "--hand", "hand_text", metavar="N", help="With --session: hand N of that session, as the app numbers it."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def show(hand_id: str | None, session_text: str | None, hand_text: str | None, as_json: bool) -> None:
    """One hand (by ID, or --session S --hand N): setup, actions, board, shown hands, pots,
    ruling and payouts."""
    record = _record(hand_id, session_text, hand_text)
    if as_json:
        print_json(record.to_dict())
    else:
        lines = describe(record, with_id=True)  # the dealer's numbers and the ID
        click.echo("\n".join(printable(line) for line in lines))


@history.command(
    "odds",
    epilog=example("binglao-tui history odds 12", "binglao-tui history odds --session 3 --hand 7 --json"),
)
@db_option
@click.argument("hand_id", metavar="ID", required=False)
@click.option("--session", "session_text", metavar="S", help="With --hand: the hand's session.")
@click.option(
    "--hand", "hand_text", metavar="N", help="With --session: hand N of that session, as the app numbers it."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@rules_dir_option
def odds(
    hand_id: str | None,
    session_text: str | None,
    hand_text: str | None,
    as_json: bool,
    rules_dirs: tuple[Path, ...],
) -> None:
    """A hand's odds street by street (by ID, or --session S --hand N): each shown hand's
    equity preflop, on the flop and on the turn, per pot and per board, with the outs."""
    # start-up: the engine, numpy and the equity only for the subcommand that counts
    from binglao_tui.commands.odds_view import odds_json, print_odds
    from binglao_tui.core.engine.streets import street_races
    from binglao_tui.core.equity.odds import street_odds
    from binglao_tui.core.equity.result import EquityError
    from binglao_tui.store.replay import replayed

    record = _record(hand_id, session_text, hand_text)
    number = record.summary.hand_id
    hand = replayed(record.setup, record.actions, load_games_or_fail(rules_dirs))
    if hand is None:
        fail(f"hand {number} no longer replays (its game's rules file is gone or changed): no odds")
    races = street_races(hand)
    if not races:
        fail(f"hand {number}: no street had two hands or more shown still in it, so no odds to count")
    try:
        streets = street_odds(hand.setup.game, races)
    except EquityError as exc:
        fail(f"hand {number}: {exc}")
    known = [p.name for p in hand.players if p.hole]
    unknown = list(hand.unshown)
    result = record.result
    unit = result.unit if result is not None else "1"
    labels = result.labels if result is not None else {}
    if as_json:
        data = odds_json(number, hand.setup.game, hand.roll, len(hand.boards), known, unknown, streets)
        print_json({**data, "unit": unit, "labels": labels})
        return
    title = f"{hand_title(record.summary)} (ID {number}): {hand.setup.game.name}"
    if hand.roll is not None:
        title += f", roll {hand.roll}"
    notes = []
    if any(seat != name for seat, name in labels.items()):
        notes.append("Players: " + ", ".join(f"{seat} {name}" for seat, name in labels.items()))
    if unit not in ("", "1"):
        notes.append(f"Chips are counted in units of {unit}, as the hand was entered")
    print_odds(printable(title), hand.setup.game, unknown, streets, [printable(n) for n in notes])


def _record(hand_id: str | None, session_text: str | None, hand_text: str | None) -> HandRecord:
    """The hand named by ID or by ``--session S --hand N``, or the command ends saying why."""
    numbers: tuple[int, int] | None = None  # (session, hand within it), as the app numbers
    if hand_id is not None:
        if session_text is not None or hand_text is not None:
            fail("give a hand ID or --session S --hand N, not both")
        number = read_whole_number(hand_id)
        if number is None or number < 1:
            fail(
                f"a hand ID is a whole number from 1 (got {_shown(hand_id)}); see 'binglao-tui history list'"
            )
        missing = f"there is no hand {number}"
    elif session_text is None and hand_text is None:
        fail("give a hand ID or --session S --hand N; see 'binglao-tui history list'")
    elif session_text is None or hand_text is None:
        fail("--session and --hand go together: hand N of session S (see 'binglao-tui history list')")
    else:
        numbers = (_whole("--session", session_text), _whole("--hand", hand_text))
        missing = f"session {numbers[0]} has no hand {numbers[1]}"
    db = open_for_reading()
    if db is None:
        fail(f"{missing}: the history is empty")
    with db, storage_errors(db):
        store = History(db)
        found = number if numbers is None else store.find(*numbers) if max(numbers) < 2**63 else None
        if found is None or found >= 2**63:  # past SQLite's integers: no such hand
            raise StoreError(missing if numbers is None else f"{missing}; see 'binglao-tui history list'")
        return store.get(found)


def _shown(text: str) -> str:
    """What was typed, quoted and cut short for a one-line message."""
    return repr(text) if len(text) <= 20 else repr(text[:17] + "...")


def _whole(option: str, text: str) -> int:
    """The whole number from 1 typed after ``option``, or the command ends saying so."""
    number = read_whole_number(text)
    if number is None or number < 1:
        fail(f"{option} takes a whole number from 1 (got {_shown(text)}); see 'binglao-tui history list'")
    return number


@history.command("import", epilog=example("binglao-tui history import hands/*.phh"))
@db_option
@click.argument(
    "files",
    metavar="FILE...",
    nargs=-1,
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    cls=Described,
    help="one or more PHH hand history files",
)
@click.option(
    "--allow-duplicate",
    "allow_duplicate",
    is_flag=True,
    help="Store a hand even when the history already has it (same table, cards and actions).",
)
@rules_dir_option
def import_hands(files: tuple[Path, ...], allow_duplicate: bool, rules_dirs: tuple[Path, ...]) -> None:
    """Replay PHH files through the engine and add them to the history."""
    # start-up: the PHH reader and the engine only for the subcommand that replays files
    from binglao_tui.store.phh_import import PhhImportError, import_file

    problems = []
    warn = _warnings()  # a damaged record is named once, however many files are compared to it
    games = load_games_or_fail(rules_dirs)
    db = open_for_writing()
    with db, storage_errors(db):
        for path in files:
            try:
                hand_id = import_file(db, path, games, allow_duplicate=allow_duplicate, warn=warn)
            except PhhImportError as exc:
                problems.append(exc)
                continue
            click.echo(f"{path}: imported as hand {hand_id}")
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more files refused)" if len(problems) > 1 else ""
        click.echo(f"binglao-tui: {' '.join(str(first).split())}{more}", err=True)
        illegal = all(p.illegal for p in problems)
        raise SystemExit(ExitCode.ILLEGAL if illegal else ExitCode.BAD_INPUT)


def _warnings() -> Callable[[str], None]:
    """A warning line on stderr for each distinct message."""
    said: set[str] = set()

    def warn(message: str) -> None:
        if message not in said:
            said.add(message)
            click.echo(f"binglao-tui: warning: {one_line(message)}", err=True)

    return warn


@history.command("export", epilog=example("binglao-tui history export --out hands"))
@db_option
@click.option(
    "--format", "fmt", type=click.Choice(["phh"]), default="phh", show_default=True, help="The file format."
)
@click.option(
    "--out",
    "out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="The folder to write the files into (created if needed).",
)
@click.option("--force", is_flag=True, help="Replace files (or symbolic links) that have the names to write.")
@rules_dir_option
def export(fmt: str, out: Path, force: bool, rules_dirs: tuple[Path, ...]) -> None:
    """Write one file per finished hand."""
    # start-up: the PHH writer and the engine only for the subcommand that replays hands
    from binglao_tui.store.phh_export import clean_temporaries, export_path, same_file, write_new_file
    from binglao_tui.store.phh_text import PhhExportError, hand_to_phh

    db = open_for_reading()
    if db is None:
        click.echo("No hands in the history yet.")
        return
    games = load_games_or_fail(rules_dirs)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        fail(f"cannot create {out}: {exc.strerror}")
    warn = _warnings()
    with db, storage_errors(db):
        store = History(db)
        summaries = store.hands()
        for problem in store.unreadable:  # as history list: named, left out, the rest goes on
            warn(f"{problem}; not exported")
        files: list[tuple[Path, str]] = []
        for summary in summaries:
            try:
                record = store.get(summary.hand_id)
                files.append((export_path(record, out), hand_to_phh(record, games)))
            except UnreadableRow as exc:  # its journal damaged
                warn(f"{exc}; not exported")
            except PhhExportError as exc:  # it no longer replays (its game gone...)
                warn(f"hand {summary.hand_id}: {exc}; not exported")
    written = there = 0
    try:
        clean_temporaries(out)  # an export killed before it could tidy up
        todo = [(path, text) for path, text in files if not same_file(path, text)]
        there = len(files) - len(todo)
        taken = [path for path, _ in todo if os.path.lexists(path)]
        if taken and not force:
            more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
            fail(
                f"{taken[0]} already exists with other contents{more}; nothing was written: "
                "use --force to replace"
            )
        for path, text in todo:
            write_new_file(path, text, force=force)
            click.echo(str(path))
            written += 1
    except PhhExportError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write into {out}: {exc.strerror}")
    already = f" ({there} already there, the same)" if there else ""
    click.echo(f"{written} hand{'' if written == 1 else 's'} written to {out}{already}", err=True)
