"""``binglao-tui book session | expense | adjust | close | house``: a session's money, its
expenses and adjustments, the balance check that closes it, and the house's settings."""

from __future__ import annotations

import click

from binglao_tui.commands.book_open import chosen_session, money_amount, open_book
from binglao_tui.commands.common import Described, db_option, example, fail, print_json
from binglao_tui.commands.storage import open_for_writing, storage_errors
from binglao_tui.store.errors import StoreError

session_option = click.option(
    "--session", "session_text", metavar="N", help="Session N (default: the open one, else the last)."
)


@click.command(
    "session",
    epilog=example(
        "binglao-tui book session --chip-value 0.25",
        "binglao-tui book session --session 7 --points",
        "binglao-tui book session --settle bank --bank Ann",
    ),
)
@db_option
@session_option
@click.option("--chip-value", "chip_value", metavar="AMOUNT", help="What one chip is worth (0.25).")
@click.option("--points", "points", is_flag=True, help="Played for points only: no money at all.")
@click.option("--money", "money_flag", is_flag=True, help="Played for money (after --points).")
@click.option("--settle", type=click.Choice(["fewest", "bank"]), help="Fewest payments, or through the bank.")
@click.option("--bank", metavar="NAME", help='Who keeps the bank ("" for nobody: the bank).')
@click.option("--json", "as_json", is_flag=True, help="Print the session's money as JSON.")
def session_command(
    session_text: str | None,
    chip_value: str | None,
    points: bool,
    money_flag: bool,
    settle: str | None,
    bank: str | None,
    as_json: bool,
) -> None:
    """A session's money: what a chip is worth (or points only), how it settles, who keeps
    the bank. Without options, show it.
    """
    from binglao_tui.store.ledger import Ledger  # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.ledger_books import SessionBooks
    from binglao_tui.store.ledger_money import Money, SettleBy

    if points and (money_flag or chip_value):
        fail("--points and --money or --chip-value do not go together: points only has no chip value")
    value = None if chip_value is None else money_amount("--chip-value", chip_value)
    if value is not None and value < 1:
        fail("--chip-value: a chip must be worth at least 0.01")
    changing = any(x is not None for x in (chip_value, settle, bank)) or points or money_flag
    db = open_for_writing() if changing else open_book()
    if db is None:
        fail("there is no session yet: the book starts with the first hand or import")
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = chosen_session(ledger, session_text)
        if changing:
            try:
                SessionBooks(db).set_money(
                    session,
                    money=Money.POINTS if points else (Money.MONEY if money_flag or value else None),
                    chip_value=value,
                    settle=None if settle is None else SettleBy(settle),
                    bank=bank,
                )
            except StoreError as exc:
                fail(str(exc))
        money = ledger.money(session)
    if as_json:
        print_json({"session": session, **money.to_dict()})
        return
    from binglao_tui.store.ledger_words import money_intro  # only for the words of the session's money

    how = f"through {money.bank_name}" if money.settle is SettleBy.BANK else "by the fewest payments"
    settles = "" if money.points_only else f" Settled {how}."
    click.echo(f"Session {session}. {money_intro(money)}{settles}")


@click.command(
    "expense",
    epilog=example(
        "binglao-tui book expense Cid 36.00 pizza",
        "binglao-tui book expense Ann 8 cards --shared-by Ann --shared-by Bob",
    ),
)
@db_option
@session_option
@click.argument("payer", cls=Described, help="the player who paid")
@click.argument("amount", cls=Described, help="how much, such as 24.50")
@click.argument("what", cls=Described, help="what it was for, such as pizza")
@click.option(
    "--shared-by",
    "shared_by",
    metavar="NAME",
    multiple=True,
    help="A player who shares it (repeat; default: all).",
)
def expense_command(
    session_text: str | None, payer: str, amount: str, what: str, shared_by: tuple[str, ...]
) -> None:
    """PAYER paid AMOUNT for WHAT, shared by everyone of the session (or those named):
    part of the settlement.
    """
    from binglao_tui.store.ledger import Ledger  # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.ledger_books import SessionBooks
    from binglao_tui.store.ledger_words import expense_line

    cents = money_amount("AMOUNT", amount)
    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = chosen_session(ledger, session_text)
        try:
            made = SessionBooks(db).add_expense(session, payer, cents, what, tuple(shared_by))
        except StoreError as exc:
            fail(str(exc))
        sheet = ledger.sheet(session)
        expense = next(e for e in sheet.money.expenses if e.expense_id == made)
        line = expense_line(expense, sheet.money.money, ledger.session_players(session))
    click.echo(f"Session {session}: {line}.")


@click.command(
    "adjust",
    context_settings={"ignore_unknown_options": True},
    epilog=example(
        'binglao-tui book adjust Ann 5 --reason "dealt all night"',
        'binglao-tui book adjust Bob -5 --reason "dealer\'s tip"',
    ),
)
@db_option
@session_option
@click.argument("player", cls=Described, help="the player whose money changes")
@click.argument("amount", cls=Described, help="how much to add, such as 5 (-5 takes it)")
@click.option("--reason", required=True, help="Why (it is shown with the adjustment).")
def adjust_command(session_text: str | None, player: str, amount: str, reason: str) -> None:
    """Add AMOUNT (or take it, with a minus sign) to PLAYER's money in the session, for a reason."""
    from binglao_tui.store.ledger import Ledger  # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.ledger_books import SessionBooks
    from binglao_tui.store.ledger_money import Adjustment, read_money
    from binglao_tui.store.ledger_words import adjustment_line

    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = chosen_session(ledger, session_text)
        money = ledger.money(session)
        value = read_money(amount, money, signed=True)
        if value is None:
            kind = "a whole number of points" if money.points_only else "an amount such as 5.00 or -5"
            fail(f"AMOUNT takes {kind} (got {amount!r})")
        try:
            SessionBooks(db).adjust(session, player, value, reason)
        except StoreError as exc:
            fail(str(exc))
        words = adjustment_line(Adjustment(0, player, value, reason.strip()), money)
        sheet = ledger.sheet(session).money
    click.echo(f"Session {session}: {words}.")
    if not sheet.balanced:
        from binglao_tui.store.ledger_money import difference_words  # only when the session does not balance

        click.echo(
            f"Note: {difference_words(sheet.difference, sheet.money)}: "
            "adjust another player, or book it with 'book close --book-difference'."
        )


@click.command(
    "close", epilog=example("binglao-tui book close", "binglao-tui book close --session 9 --book-difference")
)
@db_option
@session_option
@click.option(
    "--book-difference", "book_difference", is_flag=True, help="Book a short or over bank as the bank's."
)
def close_command(session_text: str | None, book_difference: bool) -> None:
    """Close a session after the balance check: its money must add up, or the difference
    is named and (with --book-difference) booked as the bank's.
    """
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.store.ledger import Ledger, Unbalanced
    from binglao_tui.store.ledger_books import SessionBooks
    from binglao_tui.store.ledger_money import difference_words

    db = open_for_writing()
    with db, storage_errors(db):
        ledger = Ledger(db)
        session = chosen_session(ledger, session_text)
        before = ledger.sheet(session)
        money = before.money
        if before.tournament:
            fail(f"session {session} is a tournament: it closes when the tournament is over")
        if before.ended_at is not None and not money.balanced and not book_difference:
            words = difference_words(money.difference, money.money)
            fail(
                f"session {session} was closed, but does not balance now: {words}; "
                f"--book-difference books it as {money.money.bank_name}'s"
            )
        try:
            if before.ended_at is None:
                ledger.end_session(session, book_difference=book_difference)
            elif book_difference:
                SessionBooks(db).book_difference(session)
        except Unbalanced as exc:
            fail(f"{exc} (--book-difference); nothing changed")
        except StoreError as exc:
            fail(str(exc))
    state = "was closed already" if before.ended_at is not None else "is closed"
    if money.balanced:
        adds_up = "the points add up" if money.money.points_only else "the money adds up"
        click.echo(f"Session {session} {state}: {adds_up}.")
    else:
        words = difference_words(money.difference, money.money)
        click.echo(f"Session {session} {state}. Booked as {money.money.bank_name}'s: {words}.")


# --- the house ----------------------------------------------------------------------------------


@click.command(
    "house",
    epilog=example(
        "binglao-tui book house --chip-value 0.25 --settle bank --bank Ann",
        "binglao-tui book house --points --league-formula linear",
    ),
)
@db_option
@click.option("--chip-value", "chip_value", metavar="AMOUNT", help="New sessions: what one chip is worth.")
@click.option("--points", "points", is_flag=True, help="New sessions are played for points only.")
@click.option("--money", "money_flag", is_flag=True, help="New sessions are played for money.")
@click.option("--settle", type=click.Choice(["fewest", "bank"]), help="How new sessions settle.")
@click.option("--bank", metavar="NAME", help='Who keeps the bank ("" for nobody: the bank).')
@click.option(
    "--league-formula",
    "formula",
    type=click.Choice(["sqrt", "pokerstars", "neau", "linear"]),
    help="The league's points formula (default sqrt).",
)
@click.option(
    "--league-cash/--no-league-cash", "league_cash", default=None, help="Show cash games in the league."
)
@click.option("--json", "as_json", is_flag=True, help="Print the settings as JSON.")
def house_command(
    chip_value: str | None,
    points: bool,
    money_flag: bool,
    settle: str | None,
    bank: str | None,
    formula: str | None,
    league_cash: bool | None,
    as_json: bool,
) -> None:
    """The house's settings of the book: what new sessions are played for, how they
    settle, who keeps the bank, the league's formula. Without options, show them.
    """
    # start-up: each subcommand loads only the store it uses
    from binglao_tui.core.tournament.league import LeagueFormula
    from binglao_tui.store.book_house import house_book, set_house
    from binglao_tui.store.ledger_money import Money, SettleBy

    if points and (money_flag or chip_value):
        fail("--points and --money or --chip-value do not go together: points only has no chip value")
    settings: dict[str, str | None] = {}
    if chip_value is not None:
        value = money_amount("--chip-value", chip_value)
        if value < 1:
            fail("--chip-value: a chip must be worth at least 0.01")
        settings["chip_value"] = str(value)
        settings["money"] = "money"
    if points:
        settings["money"] = "points"
    if money_flag:
        settings["money"] = "money"
    if settle is not None:
        settings["settle"] = settle
    if bank is not None:
        settings["bank"] = bank.strip() or None
    if formula is not None:
        settings["league_formula"] = formula
    if league_cash is not None:
        settings["league_cash"] = "yes" if league_cash else "no"
    if settings:
        db = open_for_writing()
        with db, storage_errors(db):
            with db.transaction() as conn:
                set_house(conn, **settings)
            house = house_book(db.conn)
    else:
        reader = open_book()
        if reader is None:
            from binglao_tui.store.book_house import HouseBook  # only when there is no book yet

            house = HouseBook()
        else:
            with reader, storage_errors(reader):
                house = house_book(reader.conn)
    if as_json:
        print_json(house.to_dict())
        return
    from binglao_tui.store.book_words import figure  # only for the words, not for --json

    formula_now = LeagueFormula(house.league_formula)
    played = (
        "points only"
        if house.money is Money.POINTS
        else f"money, a chip worth {figure(house.chip_value, 'cent')}"
    )
    bank_name = house.bank or "the bank"
    how = f"through {bank_name}" if house.settle is SettleBy.BANK else "by the fewest payments"
    click.echo(
        f"New sessions: {played}."
        if house.money is Money.POINTS
        else f"New sessions: {played}; settled {how}."
    )
    others = "the other games" if house.money is Money.POINTS else "the cash games"
    beside = f"with {others} alongside" if house.league_cash else f"without {others}"
    click.echo(f"League: {formula_now.value} ({formula_now.text}), {beside}.")
