"""The session ledger: buy-ins, re-buys, stacks after each hand and the settlement."""

from __future__ import annotations

from binglao_tui.store.db import Database
from binglao_tui.store.history import HandResult, History
from binglao_tui.store.journal import Journal
from binglao_tui.store.ledger import Ledger, LedgerKind


def _play(
    db: Database, session: int, stacks: dict[str, int], after: dict[str, int], game: str = "plo"
) -> int:
    """A hand of ``game`` that starts with ``stacks`` (reconciled into the ledger) and ends
    with ``after``."""
    Ledger(db).reconcile(session, stacks)
    names = tuple(stacks)
    setup = {
        "game": game,
        "seats": [{"name": n, "stack": s} for n, s in stacks.items()],
        "button": names[0],
        "small_blind": 1,
        "big_blind": 2,
    }
    hand = Journal(db).start_hand(setup, game=game, session_id=session)
    History(db).finish(hand, HandResult(names, tuple(stacks.values()), tuple(after[n] for n in names)))
    return hand


def test_first_stack_is_the_buy_in_and_more_chips_are_a_re_buy(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    _play(db, session, {"Ann": 100, "Bob": 100, "Cid": 100}, {"Ann": 250, "Bob": 50, "Cid": 0})
    assert ledger.reconcile(session, {"Ann": 250, "Bob": 50, "Cid": 100}) == [("Cid", LedgerKind.RE_BUY, 100)]
    _play(db, session, {"Ann": 250, "Bob": 50, "Cid": 100}, {"Ann": 200, "Bob": 50, "Cid": 150})
    sheet = ledger.sheet(session)
    lines = {line.player: line for line in sheet.players}
    assert sheet.hands == 2
    assert lines["Cid"].buy_ins == 100
    assert lines["Cid"].re_buys == (100,)
    assert lines["Cid"].stacks == ((1, 0), (2, 150))
    assert {p: line.net for p, line in lines.items()} == {"Ann": 100, "Bob": -50, "Cid": -50}
    # a chip is worth one unit of money (100 cents) unless the session says otherwise
    assert [str(t) for t in sheet.transfers] == ["Bob pays Ann 5000", "Cid pays Ann 5000"]
    assert sheet.problem is None


def test_explicit_re_buy_between_hands_is_not_counted_twice(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 200, "Bob": 0})
    assert ledger.buy_in(session, "Bob", 100) is LedgerKind.RE_BUY
    assert ledger.reconcile(session, {"Ann": 200, "Bob": 100}) == []
    sheet = ledger.sheet(session)
    assert {line.player: line.net for line in sheet.players} == {"Ann": 100, "Bob": -100}


def test_player_who_leaves_cashes_out(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    _play(db, session, {"Ann": 100, "Bob": 100, "Cid": 100}, {"Ann": 160, "Bob": 100, "Cid": 40})
    ledger.cash_out(session, "Ann", 160)
    _play(db, session, {"Bob": 100, "Cid": 40}, {"Bob": 140, "Cid": 0})
    lines = {line.player: line for line in ledger.sheet(session).players}
    assert lines["Ann"].at_table == 0
    assert lines["Ann"].net == 60
    assert {p: line.net for p, line in lines.items()} == {"Ann": 60, "Bob": 40, "Cid": -100}
    assert [str(t) for t in ledger.sheet(session).transfers] == ["Cid pays Ann 6000", "Cid pays Bob 4000"]


def test_chips_taken_off_are_a_cash_out(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 50})
    assert ledger.reconcile(session, {"Ann": 100, "Bob": 50}) == [("Ann", LedgerKind.CASH_OUT, 50)]
    assert {line.player: line.net for line in ledger.sheet(session).players} == {"Ann": 50, "Bob": -50}


def test_misdealt_hand_changes_no_stack(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    ledger.reconcile(session, {"Ann": 100, "Bob": 100})
    setup = {"game": "plo", "seats": [], "button": "Ann", "small_blind": 1, "big_blind": 2}
    Journal(db).misdeal(Journal(db).start_hand(setup, game="plo", session_id=session))
    sheet = ledger.sheet(session)
    assert sheet.hands == 0
    assert {line.player: line.at_table for line in sheet.players} == {"Ann": 100, "Bob": 100}
    assert sheet.transfers == ()


def test_sessions_keep_separate_ledgers(db: Database) -> None:
    ledger = Ledger(db)
    first = ledger.session_for_play()
    assert ledger.session_for_play() == first
    _play(db, first, {"Ann": 100, "Bob": 100}, {"Ann": 120, "Bob": 80})
    ledger.end_session(first)
    second = ledger.session_for_play()
    assert second != first
    assert ledger.latest_session() == second
    assert ledger.sheet(second).players == ()
    assert ledger.sheet(first).ended_at is not None


def test_chips_missing_from_the_table_are_reported_not_settled(db: Database) -> None:
    ledger = Ledger(db)
    session = ledger.start_session()
    _play(db, session, {"Ann": 100, "Bob": 100}, {"Ann": 150, "Bob": 40})
    sheet = ledger.sheet(session)
    assert sheet.transfers == ()
    assert sheet.problem == "the bank is over 10.00 (the players owe 10.00 more than they are owed)"
    assert sheet.to_dict()["problem"] == sheet.problem


def test_a_mixed_evening_says_the_games_its_hands_were_played_as(db: Database) -> None:
    """Issue 25: the ledger names each game of a rotation with its hands, in the order
    first played; a one-game night lists its one game."""
    ledger = Ledger(db)
    session = ledger.start_session()
    stacks = {"Ann": 100, "Bob": 100}
    for game in ("plo8", "plo8", "o8", "big-o", "o8"):
        _play(db, session, stacks, stacks, game)
    sheet = ledger.sheet(session)
    assert sheet.games == (("plo8", 2), ("o8", 2), ("big-o", 1))
    assert sheet.games_words == "plo8 2, o8 2, big-o 1"
    assert sheet.to_dict()["games"][0] == {"game": "plo8", "hands": 2}
    other = ledger.start_session()
    _play(db, other, stacks, stacks)
    assert (ledger.sheet(other).games, ledger.sheet(other).games_words) == ((("plo", 1),), "")
