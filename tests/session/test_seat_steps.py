"""The steps between hands as dealer's-session steps: sit, leave, move, rebuy, sit out, back,
and the table set up again. Each is refused with its reason while a hand is played, kept
in the journal with the table it left (a run killed between hands finds the seat map as it
was), and the books see every seated player's chips, dealt in or not.

The table: a 9-seat PLO table at 1/2 with Ann (seat 1, button), Bob (3), Cat (5), Dan (7).
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.table import Seat, SeatState, TableSetup
from binglao_tui.core.rules import ComingIn, HouseRules
from binglao_tui.session import Booked, DealerSession, Refusal
from binglao_tui.store.ledger import Ledger
from tests.session.session_play import GAMES

SEATED = (Seat("Ann", 200, 1), Seat("Bob", 200, 3), Seat("Cat", 200, 5), Seat("Dan", 200, 7))


def _table(house: HouseRules | None = None, seats: tuple[Seat, ...] = SEATED) -> TableSetup:
    return TableSetup(GAMES["plo"], seats, "Ann", 1, 2, seat_count=9, house=house)


def _open(db: Path, house: HouseRules | None = None, seats: tuple[Seat, ...] = SEATED) -> DealerSession:
    return DealerSession.open(_table(house, seats), db, GAMES)


def _fold_round(session: DealerSession) -> Booked:
    """Deal a hand, everyone folds to the big blind, book it."""
    assert session.deal() is None
    assert session.apply(Action.deal_hole()) is None
    while session.hand is not None and not session.hand.is_complete:
        actor = session.hand.actor
        assert actor is not None
        assert session.apply(Action.fold(actor)) is None
    booked = session.finish()
    assert isinstance(booked, Booked)
    return booked


def test_every_step_is_kept_and_a_new_run_finds_the_seat_map_as_it_was(tmp_path: Path) -> None:
    db = tmp_path / "evening.sqlite3"
    session = _open(db)
    try:
        _fold_round(session)
        assert session.sit(8, "Gus", 150, post=True) is None
        assert session.move("Bob", 4) is None
        assert session.sit_out("Cat") is None
        assert session.rebuy("Dan", 100) is None
        assert session.leave("Ann") is None
        kept = session.seat_map
        planned = session.next_table
    finally:
        session.close()
    again = DealerSession.open(TableSetup(GAMES["plo"], (Seat("X", 5), Seat("Y", 5)), "X", 1, 2), db, GAMES)
    try:
        assert again.restore()
        assert again.seat_map == kept
        assert again.next_table == planned
        assert [(o.seat, o.name, o.state) for o in kept.occupants] == [
            (4, "Bob", SeatState.IN),
            (5, "Cat", SeatState.OUT),
            (7, "Dan", SeatState.IN),
            (8, "Gus", SeatState.WAITING),
        ]
    finally:
        again.close()


def test_a_step_while_a_hand_is_played_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        assert session.deal() is None
        assert session.apply(Action.deal_hole()) is None
        before = session.seat_map
        for refusal in (
            session.sit(8, "Gus", 150),
            session.leave("Bob"),
            session.move("Bob", 4),
            session.rebuy("Bob", 10),
            session.sit_out("Bob"),
            session.back("Bob"),
        ):
            assert refusal == Refusal("Finish the hand first (or call a misdeal) to change the table.")
        assert session.seat_map == before
    finally:
        session.close()


def test_a_step_the_seat_map_refuses_says_why(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        assert session.sit(3, "Gus", 100) == Refusal("seat 3 is taken by Bob")
        assert session.sit(10, "Gus", 100) == Refusal("there is no seat 10: this table's seats are 1 to 9")
        assert session.sit(2, "Cat", 100) == Refusal("Cat is already seated, in seat 5")
        assert session.sit(2, "Gus", 0) == Refusal(
            "Gus's stack must be a whole number of chips, at least 1 (got 0)"
        )
        assert session.leave("Zed") == Refusal("'Zed' is not seated at this table")
        assert session.back("Bob") == Refusal("Bob is not sitting out")
    finally:
        session.close()


def test_the_house_rule_for_new_players_is_kept(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3", HouseRules(new_player=ComingIn.WAIT))
    try:
        _fold_round(session)
        assert session.sit(8, "Gus", 150, post=True) == Refusal(
            "the house's rule: a new player waits for the big blind"
        )
        assert session.sit(8, "Gus", 150) is None
        assert not session.seat_map.find("Gus").post
    finally:
        session.close()


def test_the_books_see_every_seated_player_a_leave_is_a_cash_out_a_rebuy_a_re_buy(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        _fold_round(session)  # everyone's buy-in is booked
        assert session.sit_out("Cat") is None  # sitting out is no cash-out
        assert session.rebuy("Dan", 100) is None
        assert session.leave("Bob") is None
        _fold_round(session)
        opened = session.opened
        assert opened is not None
        assert opened.db is not None
        ledger = Ledger(opened.db)
        current = ledger.current_session()
        assert current is not None
        lines = {line.player: line for line in ledger.sheet(current).players}
        assert lines["Cat"].cash_outs == 0
        assert lines["Cat"].at_table == 201  # she won the blinds of the first hand
        assert lines["Dan"].re_buys == (100,)
        assert lines["Bob"].cash_outs > 0
    finally:
        session.close()


def test_a_hand_dealt_but_not_begun_is_dealt_again_at_the_new_table(tmp_path: Path) -> None:
    session = _open(tmp_path / "evening.sqlite3")
    try:
        _fold_round(session)
        assert session.deal() is None
        number = session.hand_number
        assert session.sit(8, "Gus", 150, post=True) is None
        assert session.hand is None
        assert session.deal() is None
        assert session.hand is not None
        assert session.hand_number == number
        assert "Gus" in session.hand.setup.names
    finally:
        session.close()


def test_a_busted_player_keeps_his_seat_and_a_rebuy_deals_him_in_again(tmp_path: Path) -> None:
    short = (*SEATED[:3], Seat("Dan", 7, 7))
    session = _open(tmp_path / "evening.sqlite3", seats=short)
    try:
        assert session.deal() is None  # Ann button, Bob small blind, Cat big blind
        for action in (
            Action.deal_hole(),
            Action.all_in("Dan"),
            Action.fold("Ann"),
            Action.fold("Bob"),
            Action.call("Cat"),
            Action.deal_board(),
            Action.deal_board(),
            Action.deal_board(),
        ):
            assert session.apply(action) is None, action
        for action in (
            Action.show("Dan", parse_cards("2c3d4h7s")),
            Action.show("Cat", parse_cards("AhAsKdKs")),
            Action.board_cards(parse_cards("AcKhQd9s8c")),
        ):
            assert session.apply(action) is None, action
        booked = session.finish()
        assert isinstance(booked, Booked)
        assert booked.left == ("Dan",)
        dan = session.seat_map.find("Dan")
        assert (dan.seat, dan.stack, dan.state) == (7, 0, SeatState.OUT)
        assert "Dan" not in session.next_table.names
        assert session.rebuy("Dan", 200) is None
        assert "Dan" in session.next_table.names
        assert session.next_table.posts == ()
    finally:
        session.close()
