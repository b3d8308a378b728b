"""A session's money on a real SQLite file: a chip's value, expenses and adjustments in the
settlement, the balance check before a session is closed, settling through the bank, and
sessions played for points only."""

from __future__ import annotations

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger, Unbalanced
from binglao_tui.store.ledger_books import SessionBooks
from binglao_tui.store.ledger_money import Money, MoneyError, SettleBy
from tests.store.test_session_ledger import _play


def _evening(db: Database) -> int:
    """Ann +150, Bob -50, Cid -100 chips."""
    session = Ledger(db).start_session()
    _play(db, session, {"Ann": 100, "Bob": 100, "Cid": 100}, {"Ann": 250, "Bob": 50, "Cid": 0})
    return session


def _pays(db: Database, session: int) -> list[str]:
    return [str(t) for t in Ledger(db).sheet(session).transfers]


def test_a_chip_value_turns_the_chips_into_money(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).set_money(session, chip_value=25)
    sheet = Ledger(db).sheet(session)
    assert {line.player: line.result for line in sheet.money.lines} == {
        "Ann": 3750,
        "Bob": -1250,
        "Cid": -2500,
    }
    assert _pays(db, session) == ["Cid pays Ann 2500", "Bob pays Ann 1250"]


def test_an_expense_shared_by_everyone_is_in_the_settlement(db: Database) -> None:
    # by hand: Ann +150.00, Bob -50.00, Cid -100.00; Cid paid 30.00 of pizza, 10.00 each:
    # Ann +140.00, Bob -60.00, Cid -100.00 + 30.00 - 10.00 = -80.00
    session = _evening(db)
    SessionBooks(db).add_expense(session, "Cid", 3000, "pizza")
    sheet = Ledger(db).sheet(session)
    assert {line.player: line.total for line in sheet.money.lines} == {
        "Ann": 14000,
        "Bob": -6000,
        "Cid": -8000,
    }
    assert _pays(db, session) == ["Cid pays Ann 8000", "Bob pays Ann 6000"]


def test_an_expense_shared_by_some_splits_its_odd_cents_alphabetically(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).add_expense(session, "Ann", 1001, "cards", ("Cid", "Bob"))
    lines = {line.player: line.expenses for line in Ledger(db).sheet(session).money.lines}
    assert lines == {"Ann": 1001, "Bob": -501, "Cid": -500}


def test_adjustments_that_cancel_out_settle_with_their_reasons(db: Database) -> None:
    session = _evening(db)
    books = SessionBooks(db)
    books.adjust(session, "Ann", -500, "dealer's tip")
    books.adjust(session, "Bob", 500, "dealt all night")
    sheet = Ledger(db).sheet(session).money
    assert [(a.player, a.amount, a.reason) for a in sheet.adjustments] == [
        ("Ann", -500, "dealer's tip"),
        ("Bob", 500, "dealt all night"),
    ]
    assert sheet.balanced
    assert _pays(db, session) == ["Cid pays Ann 10000", "Bob pays Ann 4500"]


def test_an_adjustment_that_does_not_cancel_out_is_named_not_settled(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).adjust(session, "Ann", 2000, "found under the table")
    sheet = Ledger(db).sheet(session)
    assert sheet.transfers == ()
    assert sheet.problem == "the bank is short 20.00 (the players are owed 20.00 more than they owe)"


def test_the_balance_check_refuses_to_close_a_short_bank_and_changes_nothing(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).adjust(session, "Ann", 2000, "found under the table")
    with pytest.raises(Unbalanced, match=r"does not balance: the bank is short 20\.00"):
        Ledger(db).end_session(session)
    assert Ledger(db).sheet(session).ended_at is None
    assert db.conn.execute("SELECT count(*) FROM book_sessions").fetchone()[0] == 0


def test_a_short_bank_booked_closes_the_session_and_the_bank_pays(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).adjust(session, "Ann", 2000, "found under the table")
    Ledger(db).end_session(session, book_difference=True)
    sheet = Ledger(db).sheet(session)
    assert sheet.ended_at is not None
    assert [(a.player, a.amount, a.reason) for a in sheet.money.adjustments][-1] == (
        None,
        -2000,
        "short bank",
    )
    assert sheet.money.parties == (("the bank", -2000),)
    assert _pays(db, session) == ["Cid pays Ann 10000", "Bob pays Ann 5000", "the bank pays Ann 2000"]


def test_chips_missing_from_the_table_are_an_over_bank(db: Database) -> None:
    session = Ledger(db).start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 40})
    with pytest.raises(Unbalanced, match=r"the bank is over 10\.00"):
        Ledger(db).end_session(session)


def test_settling_through_the_bank_kept_by_the_host(db: Database) -> None:
    session = _evening(db)
    SessionBooks(db).set_money(session, settle=SettleBy.BANK, bank="Bob")
    assert _pays(db, session) == ["Cid pays Bob 10000", "Bob pays Ann 15000"]
    SessionBooks(db).set_money(session, bank="")
    assert _pays(db, session) == [
        "Cid pays the bank 10000",
        "Bob pays the bank 5000",
        "the bank pays Ann 15000",
    ]


def test_a_payment_handle_is_beside_the_payee(db: Database) -> None:
    session = _evening(db)
    from binglao_tui.store.book_people import person_for_name, set_handle

    with db.transaction() as conn:
        person_for_name(conn, "Ann", "now")
        set_handle(conn, "ann", "Venmo @ann-k")
    sheet = Ledger(db).sheet(session)
    assert sheet.money.handles == {"Ann": "Venmo @ann-k"}
    assert sheet.to_dict()["settlement"][0]["to_handle"] == "Venmo @ann-k"


def test_a_points_only_session_settles_nothing_and_refuses_expenses(db: Database) -> None:
    session = _evening(db)
    books = SessionBooks(db)
    books.set_money(session, money=Money.POINTS)
    sheet = Ledger(db).sheet(session)
    assert sheet.money.money.unit == "point"
    assert {line.player: line.result for line in sheet.money.lines} == {"Ann": 150, "Bob": -50, "Cid": -100}
    assert sheet.transfers == ()
    assert sheet.problem is None
    with pytest.raises(MoneyError, match="points only"):
        books.add_expense(session, "Cid", 3000, "pizza")
    books.adjust(session, "Cid", 5, "a bounty")
    with pytest.raises(Unbalanced, match="the points do not add up: 5 points more won than lost"):
        Ledger(db).end_session(session)


def test_expenses_and_adjustments_are_refused_for_strangers_and_without_a_reason(db: Database) -> None:
    session = _evening(db)
    books = SessionBooks(db)
    with pytest.raises(MoneyError, match="'Zed' did not play in session 1"):
        books.add_expense(session, "Zed", 100, "pizza")
    with pytest.raises(MoneyError, match="'Zed' did not play"):
        books.add_expense(session, "Ann", 100, "pizza", ("Ann", "Zed"))
    with pytest.raises(MoneyError, match="say what the expense was for"):
        books.add_expense(session, "Ann", 100, " ")
    with pytest.raises(MoneyError, match="needs its reason"):
        books.adjust(session, "Ann", 100, "")
    with pytest.raises(MoneyError, match="of nothing"):
        books.adjust(session, "Ann", 0, "why")
    assert Ledger(db).sheet(session).money.expenses == ()
    assert Ledger(db).sheet(session).money.adjustments == ()


def test_a_new_session_takes_the_house_money(db: Database) -> None:
    from binglao_tui.store.book_house import set_house

    with db.transaction() as conn:
        set_house(conn, money="points")
    assert Ledger(db).money(Ledger(db).start_session()).points_only
    with db.transaction() as conn:
        set_house(conn, money="money", chip_value="5", settle="bank", bank="Ann")
    money = Ledger(db).money(Ledger(db).start_session())
    assert (money.money, money.chip_value, money.settle, money.bank_name) == (
        Money.MONEY,
        5,
        SettleBy.BANK,
        "Ann",
    )
