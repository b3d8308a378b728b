"""PokerNow's ledger files in and out of the book, on a real SQLite file: both shapes of
columns, re-buys added together, a nickname changed under one id, a player still seated,
every refusal (and nothing imported after one), and a session written back out."""

from __future__ import annotations

from pathlib import Path

import pytest

from binglao_tui.store.book import read_book
from binglao_tui.store.book_pokernow import ImportRefused, Units, import_files, read_ledger
from binglao_tui.store.book_pokernow_csv import ledger_csv
from binglao_tui.store.db import Database
from binglao_tui.store.ledger import Ledger

DATA = Path(__file__).resolve().parents[1] / "data" / "pokernow"


def _file(name: str) -> tuple[str, bytes]:
    return name, (DATA / name).read_bytes()


def _nets(db: Database) -> dict[str, tuple[int, int]]:
    return {row.player: (row.net, row.sessions) for row in read_book(db).rows}


def _state(db: Database) -> list[tuple[object, ...]]:
    """Everything an import writes, to compare before and after a refusal."""
    tables = ("sessions", "imports", "imported_lines", "imported_rows", "people", "person_ids")
    return [tuple(db.conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall()) for t in tables]


def test_old_columns_add_a_players_rows_and_count_a_seated_player_by_stack(db: Database) -> None:
    [made] = import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    assert made.nets == {"Ann": -2650, "Bob": 3150, "Cat": -500}
    lines = {line.player: line for line in Ledger(db).sheet(made.session_id).players}
    assert (lines["Ann"].buy_ins, lines["Ann"].cash_outs) == (4000, 1350)
    assert (lines["Cat"].at_table, lines["Cat"].net) == (2500, -500)
    assert _nets(db) == {"Bob": (3150, 1), "Cat": (-500, 1), "Ann": (-2650, 1)}


def test_new_columns_in_units_and_a_renamed_player_keep_one_person(db: Database) -> None:
    import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    [made] = import_files(db, [_file("new_columns_units.csv")], Units.UNITS)
    assert made.nets == {"Bobby": 1550, "Dee": -1550}  # the id's latest nickname
    book = {row.player: row for row in read_book(db).rows}
    assert (book["Bob"].net, book["Bob"].sessions, book["Bob"].player_ids) == (4700, 2, ("id-bob",))
    assert book["Dee"].net == -1550


def test_nit_escrow_is_the_players_money_in_the_net_and_the_book(db: Database) -> None:
    [made] = import_files(db, [_file("nit_escrow_cents.csv")], Units.CENTS)
    assert made.nets == {"Ann": 0, "Bob": 2500, "Eve": -2500}
    lines = {line.player: line for line in Ledger(db).sheet(made.session_id).players}
    assert (lines["Ann"].cash_outs, lines["Ann"].at_table) == (2500, 0)
    assert (lines["Bob"].cash_outs, lines["Bob"].at_table) == (0, 5000)
    assert _nets(db) == {"Bob": (2500, 1), "Ann": (0, 1), "Eve": (-2500, 1)}


def test_a_row_without_a_start_time_is_dated_by_its_end(db: Database) -> None:
    text = (
        b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,nit_escrow,net\n"
        b'"Old account",old-id,,2026-09-29T03:10:45.717Z,100,100,0,0,0\n'
        b'"Ann",id-ann,2026-09-29T03:11:02.702Z,,100,,150,0,50\n'
        b'"Bob",id-bob,2026-09-29T03:11:02.686Z,2026-09-29T06:26:32.265Z,500,450,0,0,-50\n'
    )
    [made] = import_files(db, [("end_only.csv", text)], Units.CENTS)
    assert made.nets == {"Old account": 0, "Ann": 50, "Bob": -50}
    assert _nets(db)["Old account"] == (0, 1)
    with pytest.raises(ImportRefused, match=r"row 1 .*session_start_at '' is not a date and time"):
        read_ledger("no_time.csv", text.replace(b"2026-09-29T03:10:45.717Z", b""), Units.CENTS)


def test_the_same_name_online_is_the_same_person_as_at_the_table(db: Database) -> None:
    from tests.store.test_session_ledger import _play

    session = Ledger(db).start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 50})
    Ledger(db).end_session(session)
    import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    book = {row.player: row for row in read_book(db).rows}
    assert (book["Ann"].sessions, book["Ann"].net) == (2, 5000 - 2650)
    assert book["Ann"].player_ids == ("id-ann",)


def test_a_net_that_disagrees_is_refused_naming_its_row_and_nothing_is_imported(db: Database) -> None:
    before = _state(db)
    files = [_file("old_columns_cents.csv"), _file("net_disagrees.csv")]
    with pytest.raises(ImportRefused) as refused:
        import_files(db, files, Units.CENTS)
    assert str(refused.value) == (
        "net_disagrees.csv, row 3 (line 4, Eve): net 1500 is not buy_out + stack - buy_in = 1000; "
        "nothing was imported"
    )
    assert _state(db) == before


def test_nets_that_do_not_add_up_are_refused_and_nothing_is_imported(db: Database) -> None:
    before = _state(db)
    with pytest.raises(ImportRefused, match="nets do not add up to nothing: 500 more won than lost"):
        import_files(db, [_file("nets_do_not_add_up.csv")], Units.CENTS)
    assert _state(db) == before


def test_the_same_file_twice_is_a_duplicate(db: Database) -> None:
    import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    before = _state(db)
    with pytest.raises(ImportRefused, match="already imported as session 1 "):
        import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    with pytest.raises(ImportRefused, match="given twice"):
        import_files(db, [_file("new_columns_units.csv"), _file("new_columns_units.csv")], Units.UNITS)
    saved_again = (DATA / "old_columns_cents.csv").read_bytes().replace(b"\n", b"\r\n")
    with pytest.raises(ImportRefused, match="already in session 1, imported before"):
        import_files(db, [("resaved.csv", saved_again)], Units.CENTS)
    assert _state(db) == before


@pytest.mark.parametrize(
    ("text", "units", "words"),
    [
        (b"a,b\n1,2\n", Units.CENTS, "not a PokerNow ledger: no column player_nickname"),
        (b"", Units.CENTS, "the file is empty"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n", Units.CENTS,
         "the ledger has no rows"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
         b"Ann,a,2026-01-01T19:00:00Z,,12.50,0,12.50,0\n", Units.CENTS, "buy_in '12.50' is not whole cents"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
         b"Ann,a,2026-01-01T19:00:00Z,,1.005,0,1.005,0\n", Units.UNITS, "buy_in '1.005' is not an amount"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
         b"Ann,a,yesterday,,100,0,100,0\n", Units.CENTS, "session_start_at 'yesterday' is not a date"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
         b",a,2026-01-01T19:00:00Z,,100,0,100,0\n", Units.CENTS, "needs the player's nickname and id"),
        (b"player_nickname,player_id,session_start_at,session_end_at,buy_in,buy_out,stack,net\n"
         b"Ann,a,2026-01-01T19:00:00Z,,-100,0,0,100\n", Units.CENTS, "buy_in cannot be less than nothing"),
        (b"\xff\xfe", Units.CENTS, "not a text file in UTF-8"),
    ],
)  # fmt: skip
def test_what_is_not_a_ledger_is_refused_in_one_line(text: bytes, units: Units, words: str) -> None:
    with pytest.raises(ImportRefused) as refused:
        read_ledger("f.csv", text, units)
    assert words in str(refused.value)
    assert str(refused.value).startswith("f.csv")
    assert str(refused.value).endswith("nothing was imported")


def test_a_session_written_as_csv_reads_back_to_the_same_nets(db: Database, tmp_path: Path) -> None:
    import_files(db, [_file("old_columns_cents.csv")], Units.CENTS)
    text = ledger_csv(db.conn, 1)
    again = read_ledger("out.csv", text.encode(), Units.CENTS)
    nets: dict[str, int] = {}
    for row in again.rows:
        nets[row.player_id] = nets.get(row.player_id, 0) + row.net
    assert nets == {"id-ann": -2650, "id-bob": 3150, "id-cat": -500}
    with Database.open(tmp_path / "other.sqlite3") as other:
        [made] = import_files(other, [("out.csv", text.encode())], Units.CENTS)
        assert made.nets == {"Ann": -2650, "Bob": 3150, "Cat": -500}


def test_a_table_session_as_csv_is_in_cents_and_balances(db: Database) -> None:
    from binglao_tui.store.ledger_books import SessionBooks
    from tests.store.test_session_ledger import _play

    session = Ledger(db).start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 160, "Bob": 40})
    SessionBooks(db).set_money(session, chip_value=25)
    ledger = read_ledger("out.csv", ledger_csv(db.conn, session).encode(), Units.CENTS)
    assert [(r.nickname, r.buy_in, r.stack, r.net) for r in ledger.rows] == [
        ("Ann", 2500, 4000, 1500),
        ("Bob", 2500, 1000, -1500),
    ]
