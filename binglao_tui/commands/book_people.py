"""``binglao-tui book people | merge | assign | handle``: who is who in the book, and
how each person is paid."""

from __future__ import annotations

import click

from binglao_tui.commands.book_open import known_session, open_book, session_number, unbook
from binglao_tui.commands.common import Described, db_option, example, fail, print_json
from binglao_tui.commands.storage import open_for_writing, storage_errors
from binglao_tui.core.entry import printable
from binglao_tui.store.errors import StoreError


@click.command("people", epilog=example("binglao-tui book people", "binglao-tui book people --json"))
@db_option
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def people_command(as_json: bool) -> None:
    """Everyone in the book: names gone by, PokerNow ids, payment handle, sessions."""
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.book_people import Person, people

    db = open_book(know_people=True)
    found: tuple[Person, ...] = ()
    if db is not None:
        with db, storage_errors(db):
            found = people(db.conn)
    if as_json:
        print_json({"people": [p.to_dict() for p in found]})
        return
    if not found:
        click.echo("Nobody is in the book yet: people come in with the sessions they play.")
    for person in found:
        others = [n for n in person.names if n != person.name]
        parts = [f"{person.sessions} session" + ("" if person.sessions == 1 else "s")]
        if others:
            parts.append("also " + ", ".join(printable(n) for n in others))
        if person.player_ids:
            parts.append("PokerNow " + ", ".join(printable(i) for i in person.player_ids))
        if person.handle:
            parts.append(f"paid at {printable(person.handle)}")
        click.echo(f"{printable(person.name)}: {'; '.join(parts)}")


@click.command("merge", epilog=example("binglao-tui book merge Bobby Bob"))
@db_option
@click.argument("old", cls=Described, help="the name of the person who is NEW")
@click.argument("new", cls=Described, help="the name the two go by from now on")
def merge_command(old: str, new: str) -> None:
    """OLD and NEW are one person: OLD's sessions, names and ids become NEW's."""
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.book_lines import know_everyone
    from binglao_tui.store.book_people import PeopleError, merge

    db = open_for_writing()
    with db, storage_errors(db):
        try:
            with db.transaction() as conn:
                know_everyone(conn)  # a person seen only tonight is in the book
                old_name, new_name = merge(conn, old, new)
        except PeopleError as exc:
            fail(str(exc))
    click.echo(f"{printable(old_name)} is now {printable(new_name)}: one person in the book.")


@click.command("assign", epilog=example('binglao-tui book assign --session 12 Ann "Ann Lee"'))
@db_option
@click.option("--session", "session_text", metavar="N", required=True, help="The session.")
@click.argument("player", cls=Described, help="the name of a player of that session")
@click.argument("person", cls=Described, help="who that player is: a name in the book, or a new one")
def assign_command(session_text: str, player: str, person: str) -> None:
    """In session N, the player called PLAYER is PERSON (someone new if nobody goes by
    that name): the host saying that the same name was someone else.
    """
    from binglao_tui.store.book_people import assign  # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.db import now
    from binglao_tui.store.ledger import Ledger

    session = session_number("--session", session_text)
    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        known_session(ledger, session)
        players = ledger.session_players(session)
        try:
            with db.transaction() as conn:
                name, made = assign(conn, session, players, player, person, now())
                unbook(conn, session)
        except StoreError as exc:
            fail(str(exc))
    new = " (new to the book)" if made else ""
    click.echo(f"Session {session}: {printable(player)} is {printable(name)}{new}.")


@click.command("handle", epilog=example('binglao-tui book handle Ann "Venmo @ann-k"'))
@db_option
@click.argument("person", cls=Described, help="who that player is: a name in the book, or a new one")
@click.argument("handle", required=False)
def handle_command(person: str, handle: str | None) -> None:
    """Set how PERSON is paid (a Venmo, PayPal or bank: free text); without HANDLE, clear it."""
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.book_lines import know_everyone
    from binglao_tui.store.book_people import PeopleError, set_handle

    db = open_for_writing()
    with db, storage_errors(db):
        try:
            with db.transaction() as conn:
                know_everyone(conn)  # a person seen only tonight is in the book
                name = set_handle(conn, person, handle)
        except PeopleError as exc:
            fail(str(exc))
    if handle and handle.strip():
        click.echo(f"{printable(name)} is paid at {printable(' '.join(handle.split()))}.")
    else:
        click.echo(f"{printable(name)} has no payment handle now.")
